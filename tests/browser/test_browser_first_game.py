"""Browser: a group of three on a Hungarian phone (390 × 844) follows the first-game path on
/rules: picks 3 players, ticks the whole setup checklist, steps the first-turns replay, comes
back to the same ticks, starts the guided game and plays its first turn."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from companion.catalogue import load
from companion.kingdom import recommended_kingdom
from companion.kingdom.checklist import checklist
from tests.browser.conftest import TIMEOUT_MS, follow, screenshot, wait_ready
from tests.browser.test_browser_table import button, settled, status, tap

pytestmark = pytest.mark.browser
SHOTS = Path("/tmp/first-game-shots")


def shot(pg, name: str, *, whole: bool = False) -> None:
    """The shared screenshot, also copied where the branch's pictures are looked at."""
    screenshot(pg, name, whole=whole, copy_to=SHOTS)


def test_three_players_from_rules_to_the_first_turn(app_url, phone):
    total = len(checklist(load(), recommended_kingdom(load(), "first_game"), 3).items)
    phone.goto(f"{app_url}/rules?lang=hu")
    wait_ready(phone)
    box = phone.locator(".st-key-rules_first_box")
    expect(box).to_contain_text("Az első játékotok öt lépésben")
    expect(box).to_contain_text("„Kezdőknek”")
    shot(phone, "first-game-path-phone-hu")

    phone.locator(".st-key-rules_first_players button", has_text="3 játékos").click()
    settled(phone)
    link = box.get_by_role("link", name="Megnyitás a Birodalom oldalon")
    expect(link).to_have_attribute("href", re.compile(r"code=K1AAAt9yICASMm&players=3"))

    box.locator(".st-key-rules_first_show label").click()
    settled(phone)
    progress = box.get_by_text(re.compile(r"\d+ tételből \d+ kipipálva"))
    expect(progress).to_contain_text(f"{total} tételből 0 kipipálva")
    boxes = box.locator("[class*=st-key-rules_first_tick_] [data-testid=stCheckbox]")
    expect(boxes).to_have_count(total)
    expect(box).to_contain_text("Rézpénz: 39 lap")
    expect(box).to_contain_text("Átok: 20 lap")
    shot(phone, "first-game-checklist-phone-hu")
    for i in range(total):
        boxes.nth(i).locator("label").click()
        if i < total - 1:
            expect(progress).to_contain_text(f"{total} tételből {i + 1} kipipálva")
    settled(phone)
    header = box.locator("summary")
    expect(header).to_contain_text(f"{total}/{total}")  # all ticked: the box folds
    expect(phone).to_have_url(re.compile(r"[?&]ticked=3-[0-9a-f]+"))
    shot(phone, "first-game-ticked-phone-hu")

    rules_url = phone.url
    header.click()  # open it again for the next steps
    example = box.get_by_role("link", name="A példa lépésenként a Gyakorlóasztalon")
    follow(phone, example, re.compile(r"/table\?.*scenario=example-first-turns"))
    step_box = phone.locator(".st-key-table_step_box")
    expect(step_box).to_contain_text("A kiinduló helyzet")
    tap(phone, "table_forward")
    expect(step_box).to_contain_text("1.\u00a0lépés")
    tap(phone, "table_forward")
    expect(step_box).to_contain_text("2.\u00a0lépés")
    shot(phone, "first-game-replay-phone-hu")

    phone.goto(rules_url)  # back by the address: a new session, the ticks come from the URL
    wait_ready(phone)
    box = phone.locator(".st-key-rules_first_box")
    expect(box.locator("summary")).to_contain_text(f"{total}/{total}", timeout=TIMEOUT_MS)

    box.locator("summary").click()
    guided = box.get_by_role("link", name="Első játék vezetéssel a Gyakorlóasztalon")
    follow(phone, guided, re.compile(r"/table\?"))
    expect(button(phone, "table_guided_start")).to_be_visible()
    tap(phone, "table_guided_start")
    expect(phone.locator(".st-key-table_status")).to_contain_text("1.")
    tap(phone, "table_all_treasures")
    expect(button(phone, "table_buy_nothing")).to_be_visible()
    coins = int(re.search(r"Érme: (\d+)", status(phone)).group(1))
    assert coins in (2, 3, 4, 5)  # a first hand holds 2 to 5 Coppers
    tap(phone, "table_pile_silver" if coins >= 3 else "table_buy_nothing")
    expect(phone.locator(".st-key-table_status")).to_contain_text("2.")
    shot(phone, "first-game-first-turn-phone-hu")


def test_the_checklist_under_the_kingdom_pages_setup_sheet(app_url, phone):
    phone.goto(f"{app_url}/?code=K1AAAt9yICASMm&players=3&lang=hu")
    wait_ready(phone)
    box = phone.locator(".st-key-kingdom_checklist")
    box.scroll_into_view_if_needed()
    box.locator("summary").click()
    settled(phone)
    expect(box).to_contain_text("Rézpénz: 39 lap")
    first = box.locator("[data-testid=stCheckbox]").first
    first.locator("label").click()
    expect(box).to_contain_text("23 tételből 1 kipipálva")
    expect(box).to_contain_text("Vissza a dobozba")
    first.scroll_into_view_if_needed()
    shot(phone, "first-game-kingdom-checklist-phone-hu")
