"""Browser: the issue's journey — a Hungarian kingdom with Witch and Chapel, „Mi erős itt?”,
the chart, then a sample game opened on the table page as a replay; on a phone and a laptop."""

from __future__ import annotations

import re
import urllib.parse

import pytest
from playwright.sync_api import expect

from companion.kingdom import Kingdom, encode
from companion.table.sample import kingdom_sample_id
from tests.browser.conftest import PHONE, screenshot, wait_ready
from tests.browser.test_browser_insight import expect_result, tap_to_start
from tests.browser.test_browser_table import settled, tap
from tests.test_sim_insight import OTHER_KINGDOM

pytestmark = pytest.mark.browser
# Witch and Chapel, but not the insight test's kingdom: the server keeps a result for every
# session, and that test must see its own games run.
CARDS = (*OTHER_KINGDOM[:-1], "moat")
CODE = encode(Kingdom(CARDS))


def open_sample(page, base: str, shot: str) -> str:
    """Kingdom page → „Mi erős itt?” → the result → the sample game link; the top card."""
    page.goto(f"{base}/?lang=hu&code={CODE}")
    wait_ready(page)
    insight = page.locator(".st-key-insight")
    expect(page.locator(".st-key-insight_start button")).to_have_text("Mi erős itt?")
    tap_to_start(page, "insight", insight.locator("[data-testid=stVegaLiteChart]"))
    expect_result(page, ["Boszorkány", "Kápolna"])
    link = page.locator(".st-key-insight_sample a")
    expect(link).to_contain_text("Nézz meg egy mintajátszmát")
    picker = page.locator(".st-key-insight_sample_card")
    top = insight.locator("table tbody tr").first.locator("td").first.inner_text()
    expect(picker.get_by_role("combobox")).to_have_value(f"{top}-BM")  # the top card first
    link.scroll_into_view_if_needed()
    screenshot(page, f"{shot}-insight", whole=False)
    link.click()
    settled(page)
    return top


@pytest.mark.parametrize(
    ("size", "shot"),
    [(PHONE, "sample-game-phone-hu"), ({"width": 1400, "height": 1000}, "sample-game-laptop-hu")],
)
def test_witch_chapel_kingdom_insight_then_a_sample_game_on_the_table(app_url, window, size, shot):
    page = window(size)
    top = open_sample(page, app_url, shot)
    assert top == "Boszorkány"  # Witch-BM tops this kingdom
    expect(page).to_have_url(re.compile(r"/table\?"))
    url = urllib.parse.urlsplit(page.url)
    assert dict(urllib.parse.parse_qsl(url.query)) == {
        "lang": "hu",
        "sample": kingdom_sample_id(CARDS, "witch", 1),
        "step": "0",
    }
    title = page.locator("[data-testid=stHeading]", has_text="mintajátszma")
    expect(title).to_contain_text("Boszorkány-BM – BMU: 1.\u00a0mintajátszma")
    expect(page.locator("body")).to_contain_text("hely: Boszorkány-BM")
    expect(page.locator(".st-key-table_step_box")).to_contain_text("A kiinduló helyzet")
    screenshot(page, f"{shot}-table", whole=False)
    tap(page, "table_turn_forward")
    expect(page.locator(".st-key-table_step_box")).to_contain_text("lépés /")
    assert "step=0" not in page.url
    screenshot(page, f"{shot}-turn", whole=False)
    if size is PHONE:
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= PHONE["width"]
