"""Browser: the picture of the table on a Hungarian phone (390 × 844) fits the screen and follows
the player count chosen in the same chapter."""

from __future__ import annotations

import base64

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PHONE, eventually, screenshot
from tests.browser.test_browser_rules import go, main, tap

pytestmark = pytest.mark.browser


def picture(pg) -> str:
    """The SVG the page shows (its data URL decoded)."""
    src = main(pg).locator("[data-testid=stImage] img").first.get_attribute("src") or ""
    head, data = src.split(",", 1)
    assert head == "data:image/svg+xml;base64"
    return base64.b64decode(data).decode("utf-8")


def test_the_table_picture_fits_a_phone_and_follows_the_player_count(app_url, phone):
    pg = phone
    go(pg, f"{app_url}/rules?chapter=setup&lang=hu")
    image = main(pg).locator("[data-testid=stImage] img").first
    image.scroll_into_view_if_needed()
    expect(image).to_be_visible()
    box = image.bounding_box()
    assert box is not None and 300 <= box["width"] <= PHONE["width"]
    assert "2.\u00a0játékos" in picture(pg) and "3.\u00a0játékos" not in picture(pg)
    screenshot(pg, "rules-table-phone-hu")
    tap(pg, pg.locator(".st-key-rules_setup_players button", has_text="3 játékos"))
    eventually(lambda: "3.\u00a0játékos" in picture(pg), "the picture seats 3 players")
