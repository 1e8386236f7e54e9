"""Browser: a game on the table survives a page reload right after its start (phone, Hungarian):
the start and every tap rerun only the table's fragment, so the key must reach the URL from
the callback itself, and the game must come back from the server's store."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import wait_ready
from tests.browser.test_browser_table import button, settled, status, tap

pytestmark = pytest.mark.browser


def test_a_reload_after_start_and_play_all_treasures_keeps_the_game(app_url, phone):
    phone.goto(f"{app_url}/table?lang=hu")
    wait_ready(phone)
    phone.locator(".st-key-table_seed input").fill("4321")
    phone.locator(".st-key-table_seed input").press("Enter")
    wait_ready(phone)
    tap(phone, "table_start")
    tap(phone, "table_all_treasures")
    expect(button(phone, "table_buy_nothing")).to_be_visible()
    before = status(phone)
    assert "Kezdőérték: 4321" in before and "vásárlási fázis" in before
    expect(phone).to_have_url(re.compile(r"[?&]game=[\w-]{20,}"))
    key = re.search(r"game=([\w-]+)", phone.url).group(1)
    phone.reload()
    settled(phone)
    expect(phone.locator(".st-key-table_status")).to_contain_text("Kezdőérték: 4321")
    assert status(phone) == before
    expect(button(phone, "table_buy_nothing")).to_be_visible()
    expect(phone.locator(".st-key-table_start")).to_have_count(0)
    # The reloaded page is a new session: it plays its own copy, under its own key.
    expect(phone).to_have_url(re.compile(r"[?&]game=[\w-]{20,}"))
    assert re.search(r"game=([\w-]+)", phone.url).group(1) != key
