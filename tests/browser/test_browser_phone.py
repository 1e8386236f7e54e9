"""Browser: on a phone (390 × 844, Hungarian) each tap shows its result where the user looks.

After the tap the result (the new tiles, the message, the recommended kingdom's name, the opened
card) must lie inside the window, without the user scrolling; the swap menu closes.
"""

from __future__ import annotations

import time
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from companion.catalogue import load
from companion.kingdom import decode
from tests.browser.conftest import PHONE, screenshot, wait_ready

pytestmark = pytest.mark.browser
FIRST_GAME = "K1AAAt9yK2Dg"
CAT = load()


def code_of(page) -> str:
    codes = parse_qs(urlsplit(page.url).query).get("code")
    assert codes, f"no code in {page.url}"
    return codes[0]


def tap(page, locator) -> None:
    """Tap and wait until the app has run again."""
    locator.click()
    wait_ready(page)


def inside(box, size) -> bool:
    return bool(
        box
        and box["y"] >= 0
        and box["y"] + box["height"] <= size["height"]
        and box["x"] >= 0
        and box["x"] + box["width"] <= size["width"]
    )


def expect_in_view(page, locator, seconds: float = 6.0) -> None:
    """The element's box lies inside the window, and still does 2 s later (the page scrolls
    just after the run, and shrinks when the run's stale elements go)."""
    size = page.viewport_size
    box = None
    deadline = time.time() + seconds
    while time.time() < deadline:
        box = locator.bounding_box()
        if inside(box, size):
            page.wait_for_timeout(2000)
            box = locator.bounding_box()
            assert inside(box, size), f"{locator} left the {size} window: {box}"
            return
        page.wait_for_timeout(150)
    pytest.fail(f"{locator} is not inside the {size} window: {box}")


def first_tile(page):
    return page.locator("[class*='st-key-tile_']").first


def open_tab(page, name: str) -> None:
    """Tap a tab until it is the selected one (on a phone the last tabs sit half under the tab
    bar's scroll arrow, and a tap may scroll the bar instead)."""
    tab = page.get_by_role("tab", name=name)
    for _ in range(3):
        tab.scroll_into_view_if_needed()
        tap(page, tab)
        if tab.get_attribute("aria-selected") == "true":
            return
        page.wait_for_timeout(500)
    expect(page.get_by_role("tab", name=name, selected=True)).to_have_count(1)


def generate(page) -> str:
    """Tap "generate" and wait for another kingdom's code in the URL."""
    before = page.url
    tap(page, page.locator(".st-key-kingdom_generate button"))
    page.wait_for_function("before => location.href !== before", arg=before)
    wait_ready(page)
    # The app keeps the new kingdom in view for 1.5 s; a person reads it before the next tap.
    time.sleep(1.7)
    return code_of(page)


def test_generate_with_the_options_open_shows_the_new_kingdom(app_url, phone):
    phone.goto(f"{app_url}/?lang=hu")
    wait_ready(phone)
    tap(phone, phone.locator(".st-key-kingdom_options summary"))
    expect(phone.locator(".st-key-opt_village")).to_be_visible()
    code = generate(phone)
    expect(phone.locator("[class*='st-key-lock_']")).to_have_count(10)
    shown = decode(code)
    cheapest = min(shown.cards, key=lambda c: CAT.cards[c].cost)
    expect_in_view(phone, first_tile(phone))
    assert CAT.cards[cheapest].cost == min(CAT.cards[c].cost for c in shown.cards)
    screenshot(phone, "phone-generate-hu", whole=False)


def test_lock_and_reroll_shows_the_new_kingdom(app_url, phone):
    phone.goto(f"{app_url}/?lang=hu&code={FIRST_GAME}")
    wait_ready(phone)
    tap(phone, phone.locator(".st-key-lock_market label"))
    generate_button = phone.locator(".st-key-kingdom_generate button")
    generate_button.scroll_into_view_if_needed()
    code = generate(phone)
    assert "market" in decode(code).cards
    expect_in_view(phone, first_tile(phone))
    expect(phone.locator(".st-key-lock_market input")).to_be_checked()


def test_swap_from_the_last_tile_closes_its_menu_and_reports_next_to_the_new_card(app_url, phone):
    phone.goto(f"{app_url}/?lang=hu&code={FIRST_GAME}")
    wait_ready(phone)
    before = decode(FIRST_GAME)
    out = "market"  # costs 5: the last row of tiles, far below the top of the page
    menu = phone.locator(f".st-key-swapmenu_{out} button").first
    menu.scroll_into_view_if_needed()
    tap(phone, menu)
    swap_button = phone.locator(f".st-key-swap_{out} button")
    expect(swap_button).to_be_visible()
    tap(phone, swap_button)
    phone.wait_for_function("() => !location.href.includes('code=K1AAAt9yK2Dg')")
    wait_ready(phone)
    after = decode(code_of(phone))
    (came,) = set(after.cards) - set(before.cards)
    expect(phone.locator("[data-testid=stPopoverBody]")).to_have_count(0)
    message = phone.locator("[data-testid=stAlert]", has_text="helyére")
    expect(message).to_have_count(1)
    new_tile = phone.locator(f"[class*='st-key-tile_'][class*='_{came}']").first
    expect(new_tile.locator("[data-testid=stAlert]")).to_have_count(1)  # inside the new tile
    expect_in_view(phone, message)
    expect_in_view(phone, new_tile)
    screenshot(phone, "phone-swap-hu", whole=False)


def test_a_recommended_kingdom_over_a_shown_one_shows_its_name_and_sheet(app_url, phone):
    phone.goto(f"{app_url}/?lang=hu&code={FIRST_GAME}")
    wait_ready(phone)
    tap(phone, phone.get_by_role("tab", name="Ajánlott birodalmak"))
    use = phone.locator(".st-key-rec_high_seas button")
    use.scroll_into_view_if_needed()
    tap(phone, use)
    name = phone.locator(".st-key-kingdom_result").get_by_role("heading", name="Nyílt tenger")
    expect(name).to_have_count(1)
    expect_in_view(phone, name)
    expect_in_view(phone, first_tile(phone))
    expect(phone.get_by_role("tab", name="Előkészítés", selected=True)).to_have_count(1)
    expect(
        phone.get_by_role("heading", name="Nyílt tenger · Előkészítés 2 játékosra")
    ).to_have_count(1)
    screenshot(phone, "phone-recommended-hu", whole=False)


def test_opening_a_saved_kingdom_shows_it_with_its_players(app_url, phone):
    phone.goto(f"{app_url}/?lang=hu&code={FIRST_GAME}")
    wait_ready(phone)
    tap(phone, phone.locator(".st-key-kingdom_players button", has_text="4"))
    tap(phone, phone.locator(".st-key-kingdom_save button"))
    generate(phone)
    open_tab(phone, "Előzmények")
    reopen = phone.locator("[class*='st-key-history_open_'] button").first
    reopen.scroll_into_view_if_needed()
    tap(phone, reopen)
    phone.wait_for_function(f"() => location.href.includes('code={FIRST_GAME}')")
    wait_ready(phone)
    expect(phone.locator(".st-key-kingdom_tiles").get_by_text("Várárok", exact=True)).to_have_count(
        1
    )
    expect_in_view(phone, first_tile(phone))
    expect(phone.get_by_role("heading", name="Előkészítés 4 játékosra")).to_have_count(1)


def test_a_shared_link_of_a_three_player_kingdom_opens_for_three(app_url, phone, window):
    phone.goto(f"{app_url}/?lang=hu&code={FIRST_GAME}")
    wait_ready(phone)
    tap(phone, phone.locator(".st-key-kingdom_players button", has_text="3"))
    shared = phone.locator("[data-testid=stCode] code")
    expect(shared).to_contain_text("players=3")  # the link under the tiles follows the table
    link = shared.inner_text().strip()
    assert "players=3" in link and f"code={FIRST_GAME}" in link

    page = window(PHONE)  # another visitor, on the shared link
    page.goto(link)
    wait_ready(page)
    expect(page.get_by_role("heading", name="Előkészítés 3 játékosra")).to_have_count(1)
    selected = page.locator(".st-key-kingdom_players [role=radio][aria-checked=true]")
    expect(selected).to_have_text("3")


def test_open_on_a_search_result_shows_the_card_on_screen(app_url, phone):
    phone.goto(f"{app_url}/cards?lang=hu")
    wait_ready(phone)
    box = phone.locator(".st-key-cards_search input")
    box.fill("tamadas")
    box.press("Enter")
    wait_ready(phone)
    opens = phone.locator("[class*='st-key-open_'] button")
    expect(opens.nth(5)).to_be_attached()
    button = opens.nth(5)
    button.scroll_into_view_if_needed()
    tap(phone, button)
    heading = phone.locator(".st-key-cards_card_view h3").first
    expect(heading).to_be_visible()
    expect_in_view(phone, heading)
    screenshot(phone, "phone-cards-open-hu", whole=False)


def test_a_tile_with_its_details_open_takes_the_whole_row(app_url, phone):
    phone.goto(f"{app_url}/?lang=hu&code={FIRST_GAME}")
    wait_ready(phone)
    details = phone.locator(".st-key-details_militia summary")
    details.scroll_into_view_if_needed()
    tap(phone, details)
    text = phone.locator(".st-key-details_militia").get_by_text(CAT.cards["militia"].text("hu"))
    expect(text).to_be_visible()
    width = phone.locator("[class*='st-key-tile_'][class*='_militia']").bounding_box()["width"]
    assert width > 0.8 * PHONE["width"], f"the open tile is {width} px wide"
    assert text.bounding_box()["width"] > 250


def test_page_titles_break_between_words_on_a_phone(app_url, phone):
    """ "Kártyák és szabálymagyarázatok": the long word stays whole on one line (two lines)."""
    phone.goto(f"{app_url}/cards?lang=hu")
    wait_ready(phone)
    title = phone.get_by_role("heading", name="Kártyák és szabálymagyarázatok", level=1)
    lines = title.evaluate(
        "h => { const s = getComputedStyle(h);"
        " const pad = parseFloat(s.paddingTop) + parseFloat(s.paddingBottom);"
        " return Math.round((h.getBoundingClientRect().height - pad) / parseFloat(s.lineHeight)); }"
    )
    assert lines == 2
