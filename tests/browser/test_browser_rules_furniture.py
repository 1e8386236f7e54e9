"""Browser: on a Hungarian phone every chapter opens at its top (part 8a: "next", "previous" and
the contents used to keep the scroll position) and shows no English left over, and the chip, the
search and the glossary work."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from companion.rulebook.loader import load_rulebook
from tests.browser.conftest import PHONE, TIMEOUT_MS, screenshot, wait_ready
from tests.browser.test_browser_hungarian_chrome import Scan
from tests.browser.test_browser_rules import main, tap

pytestmark = pytest.mark.browser
HEADER_BAR = 60  # px: Streamlit's own bar at the top of the window


def header_top(pg) -> float:
    """The chapter header's top in the window, in px, once the page stops scrolling."""
    header = main(pg).locator("h2").first
    last, deadline = None, time.monotonic() + TIMEOUT_MS / 1000
    while time.monotonic() < deadline:
        box = header.bounding_box()
        top = box["y"] if box else None
        if top is not None and top == last:
            return top
        last = top
        time.sleep(0.4)
    raise AssertionError("the chapter header never settled")


def at_top(pg) -> None:
    """The chapter's header is in view near the top of the window (below the app's bar)."""
    top = header_top(pg)
    height = PHONE["height"]
    assert HEADER_BAR - 5 <= top <= height / 3, f"header at {top} px"


def test_every_chapter_opens_at_its_top_on_a_phone(app_url, phone):
    chapters = load_rulebook().chapters
    pg = phone
    scan = Scan(pg)  # the Hungarian-chrome scan of each chapter, on the same walk
    pg.goto(f"{app_url}/rules?chapter={chapters[0].id}&lang=hu")
    wait_ready(pg)
    scan(f"rulebook, {chapters[0].id}")
    for n, chapter in enumerate(chapters[1:], 2):  # every "next" transition
        button = pg.locator(".st-key-rules_next button")
        button.scroll_into_view_if_needed()  # the end of a long chapter
        tap(pg, button)
        expect(pg).to_have_url(re.compile(f"[?&]chapter={chapter.id}(&|$)"))
        expect(main(pg).locator("h2").first).to_have_text(chapter.title("hu"))
        at_top(pg)
        scan(f"rulebook, {chapter.id}")
        if n == 2:
            screenshot(pg, "rules-next-opens-at-top-phone-hu", whole=False)
    scan.check()
    previous = pg.locator(".st-key-rules_previous button")
    previous.scroll_into_view_if_needed()
    tap(pg, previous)
    expect(main(pg).locator("h2").first).to_have_text(chapters[-2].title("hu"))
    at_top(pg)


def test_chip_search_and_glossary_on_a_phone(app_url, phone):
    pg = phone
    pg.goto(f"{app_url}/rules?chapter=end&lang=hu")
    wait_ready(pg)
    expect(main(pg)).to_contain_text("A fejezet minden száma erre érvényes: 2 játékos.")
    tap(pg, pg.locator(".st-key-rules_chip button", has_text="3"))
    expect(main(pg)).to_contain_text("12 Tartomány")
    expect(main(pg)).to_contain_text("erre érvényes: 3 játékos.")
    screenshot(pg, "rules-chip-phone-hu", whole=False)

    box = pg.locator(".st-key-rules_search input")
    box.fill("dobópakli keverés")
    box.press("Enter")
    wait_ready(pg)
    hits = pg.locator(".st-key-rules_search_hits")
    expect(hits).to_contain_text("A keverés szabálya minden húzópakli-műveletre")
    screenshot(pg, "rules-search-phone-hu", whole=False)
    box.fill("xyzzyq")
    box.press("Enter")
    wait_ready(pg)
    expect(main(pg)).to_contain_text("A szabályokban nincs találat erre: „xyzzyq”.")

    box.fill("három pakli")  # an FAQ answer opens in its chapter, in view
    box.press("Enter")
    wait_ready(pg)
    tap(pg, pg.locator(".st-key-rules_hit_0 button"))
    expect(pg).to_have_url(re.compile("[?&]chapter=faq(&|$)"))
    answer = pg.locator(".st-key-rules_question_curses-three-piles")
    expect(answer).to_contain_text("Az Átok-pakli is beleszámít")
    expect(answer.locator("details")).to_have_attribute("open", "")
    expect(answer).to_be_in_viewport()
    screenshot(pg, "rules-search-opens-the-answer-phone-hu", whole=False)

    main(pg).get_by_text("Fogalomtár: a játék szavai").click()
    wait_ready(pg)
    expect(main(pg)).to_contain_text("eldob · discard")
    tap(pg, pg.locator(".st-key-rules_glossary_cleanup button"))
    expect(pg).to_have_url(re.compile("[?&]chapter=cleanup(&|$)"))
    at_top(pg)
    expect(main(pg)).to_contain_text("Lásd még:")
    screenshot(pg, "rules-glossary-to-cleanup-phone-hu", whole=False)

    pg.goto(f"{app_url}/rules?chapter=attacks&lang=hu")  # part 8b: the Moat picker
    wait_ready(pg)
    tap(pg, pg.locator(".st-key-rules_attacks_moat_reveal label"))
    picker = main(pg).locator("[data-testid=stMultiSelect]")
    expect(picker.locator("input")).to_have_attribute("placeholder", "Válassz kártyákat")
    expect(picker).not_to_contain_text("Choose")
