"""Browser: the kingdom page in both languages — generate, lock and reroll, swap, shared links."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from companion.catalogue import load
from companion.kingdom import decode
from tests.browser.conftest import PHONE, screenshot, wait_ready

pytestmark = pytest.mark.browser
FIRST_GAME = "K1AAAt9yK2Dg"
CAT = load()


def shown(page):
    """The kingdom in the page's URL (the page writes its code there on every run)."""
    codes = parse_qs(urlsplit(page.url).query).get("code")
    assert codes, f"no code in {page.url}"
    return decode(codes[0])


def click_and_wait_for_new_code(page, selector: str) -> None:
    """Click, then wait for the rerun to put another kingdom's code in the URL."""
    before = page.url
    page.locator(selector).click()
    page.wait_for_function("before => location.href !== before", arg=before)
    wait_ready(page)


def generate(page):
    click_and_wait_for_new_code(page, ".st-key-kingdom_generate button")
    expect(page.locator("[class*='st-key-lock_']")).to_have_count(10)
    return shown(page)


def test_switch_to_hungarian_generate_lock_reroll_and_swap(app_url, page):
    page.goto(f"{app_url}/")
    wait_ready(page)
    expect(page.get_by_role("heading", name="Kingdom", exact=True)).to_be_visible()
    page.locator(".st-key-lang_picker button", has_text="Magyar").click()
    wait_ready(page)
    expect(page.get_by_role("heading", name="Birodalom", exact=True)).to_be_visible()
    assert "lang=hu" in page.url

    first = generate(page)
    expect(page.locator(".st-key-kingdom_generate")).to_contain_text("Birodalom sorsolása")

    keep = first.cards[0]
    page.locator(f".st-key-lock_{keep} label").click()
    wait_ready(page)
    expect(page.get_by_text("1 rögzített kártya")).to_be_visible()
    second = generate(page)
    assert keep in second.cards and second.cards != first.cards
    lock = page.locator(f".st-key-lock_{keep} input")
    expect(lock).to_have_count(1)  # the old tile may linger for a moment after a rerun
    expect(lock).to_be_checked()

    # a card costing 2-5 always has another card of its cost outside the kingdom
    out = next(c for c in second.cards if c != keep and 2 <= CAT.cards[c].cost <= 5)
    page.locator(f".st-key-swapmenu_{out} button").first.click()
    choice = page.locator(f".st-key-swap_same_{out}").get_by_text("azonos árú")
    expect(choice).to_be_visible()  # the popover's content runs once it is open
    choice.click()
    wait_ready(page)
    click_and_wait_for_new_code(page, f".st-key-swap_{out} button")
    third = shown(page)
    assert out not in third.cards and keep in third.cards
    assert len(set(third.cards) & set(second.cards)) == 9
    expect(page.get_by_text("helyére").first).to_be_visible()
    screenshot(page, "kingdom-hu")

    page.locator(".st-key-kingdom_options summary").click()
    expect(page.locator(".st-key-opt_village")).to_be_visible()  # the options run once open
    wait_ready(page)
    expect(page.locator(".st-key-opt_set_seaside-1e")).to_be_visible()
    screenshot(page, "kingdom-options-hu")


def test_a_shared_link_opens_its_kingdom_in_english(app_url, page):
    page.goto(f"{app_url}/?lang=en&code={FIRST_GAME}")
    wait_ready(page)
    expect(page.get_by_role("heading", name="Kingdom", exact=True)).to_be_visible()
    for name in ("Cellar", "Moat", "Militia", "Market"):
        expect(page.get_by_text(name, exact=True).first).to_be_visible()
    assert shown(page).cards == decode(FIRST_GAME).cards
    expect(page.get_by_role("heading", name="Setup for 2 players")).to_be_visible()
    expect(page.locator(".st-key-download_md")).to_be_visible()
    screenshot(page, "kingdom-en")
    page.get_by_role("tab", name="Cost curve and types").click()
    wait_ready(page)
    expect(page.locator("[data-testid=stVegaLiteChart]")).to_have_count(2)
    expect(
        page.locator(
            "[data-testid=stVegaLiteChart] canvas, [data-testid=stVegaLiteChart] svg"
        ).first
    ).to_be_visible()
    screenshot(page, "kingdom-en-chart")


def test_a_bad_link_is_reported_and_the_page_works(app_url, page):
    page.goto(f"{app_url}/?lang=en&code=%3Cb%3Eboom%3C%2Fb%3E")
    wait_ready(page)
    alert = page.locator("[data-testid=stAlert]").first
    expect(alert).to_contain_text("<b>boom</b>")
    generate(page)


def test_phone_width(app_url, phone):
    page = phone
    page.goto(f"{app_url}/?code={FIRST_GAME}")
    wait_ready(page)
    expect(page.get_by_role("heading", name="Birodalom", exact=True)).to_be_visible()
    expect(page.get_by_text("Várárok", exact=True).first).to_be_visible()
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the page scrolls sideways on a phone ({width}px)"
    screenshot(page, "kingdom-phone-hu")
