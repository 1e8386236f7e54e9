"""Browser: the table that coaches, on a Hungarian phone (390 × 844) — an ordinary turn with
the turn's numbers above the Supply and a refusal as a toast, a hint read, a wrong buy taken
back with "undo anyway", and what the Wharf will do next turn."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import TIMEOUT_MS, screenshot, wait_ready
from tests.browser.test_browser_table import button, settled, status, tap

pytestmark = pytest.mark.browser

IN_VIEW = (
    "sel => { const e = document.querySelector(sel); if (!e) return false;"
    " const r = e.getBoundingClientRect();"
    " return r.top >= 0 && r.top < window.innerHeight && r.height > 0; }"
)


def expect_in_view(page, selector: str) -> None:
    """The element's top is on the screen (a scroll asked by the run has happened)."""
    page.wait_for_function(IN_VIEW, arg=selector, timeout=TIMEOUT_MS)


def start(page, app_url: str, seed: int) -> None:
    page.goto(f"{app_url}/table?lang=hu")
    wait_ready(page)
    page.locator(".st-key-table_seed input").fill(str(seed))
    page.locator(".st-key-table_seed input").press("Enter")
    wait_ready(page)
    tap(page, "table_start")


def test_a_turn_a_refusal_a_hint_and_a_wrong_buy_taken_back(app_url, phone):
    start(phone, app_url, 2024)
    expect(phone.locator(".st-key-table_status")).to_contain_text("1.\u00a0kör")
    tap(phone, "table_all_treasures")
    numbers = phone.locator(".st-key-table_buy_status")
    expect(numbers).to_contain_text("Érme:")
    coins = int(re.search(r"Érme: (\d+)", numbers.inner_text()).group(1))
    assert coins < 8
    # the Province is not marked, the Copper is; a tap on the Province says why, on screen
    expect(button(phone, "table_pile_copper")).to_contain_text("✓")
    expect(button(phone, "table_pile_province")).not_to_contain_text("✓")
    button(phone, "table_pile_province").scroll_into_view_if_needed()
    expect_in_view(phone, ".st-key-table_buy_status")  # the numbers sit right above the piles
    button(phone, "table_pile_province").click()
    toast = phone.locator("[data-testid=stToast]")
    expect(toast).to_contain_text(f"Nem telik rá: ára 8, neked {coins} érméd van.")
    expect_in_view(phone, "[data-testid=stToast]")
    screenshot(phone, "table-coach-refusal-phone-hu", whole=False)
    # a hint: the bot's move and its rule, beside the controls
    tap(phone, "table_hint_button")
    hint = phone.locator(".st-key-table_hint_box")
    expect(hint).to_contain_text("Big Money Ultimate")
    expect_in_view(phone, ".st-key-table_hint_box")
    screenshot(phone, "table-coach-hint-phone-hu", whole=False)
    # the wrong pile: the turn ends, the next hand is dealt and shown
    tap(phone, "table_pile_copper")
    expect(phone.locator(".st-key-table_status")).to_contain_text("2.\u00a0kör")
    expect_in_view(phone, ".st-key-table_status")
    screenshot(phone, "table-coach-new-turn-phone-hu", whole=False)
    tap(phone, "table_undo")
    expect(toast.last).to_contain_text("Visszavonás mégis")
    expect_in_view(phone, ".st-key-table_undo_force")  # beside the Undo just tapped
    tap(phone, "table_undo_force")
    expect(phone.locator(".st-key-table_status")).to_contain_text("1.\u00a0kör")
    expect(phone.locator(".st-key-table_buy_status")).to_contain_text(f"Érme: {coins}")
    assert "vásárlási fázis" in status(phone)
    phone.locator(".st-key-table_log summary").click()
    settled(phone)
    expect(phone.locator(".st-key-table_log")).to_contain_text("mégis visszavonva")
    screenshot(phone, "table-coach-undo-anyway-phone-hu")


def test_the_wharf_line_on_a_phone_and_a_laptop(app_url, phone, page):
    for pg, name in ((phone, "phone-hu"), (page, "laptop-hu")):
        pg.goto(f"{app_url}/table?scenario=wharf-next-turn&step=1&lang=hu")
        wait_ready(pg)
        tap(pg, "table_continue")
        line = pg.locator(".st-key-table_next_turn")
        expect(line).to_contain_text("Következő kör · Te: Rakpart: +2 lap, +1 vásárlás")
        screenshot(pg, f"table-coach-wharf-{name}")
