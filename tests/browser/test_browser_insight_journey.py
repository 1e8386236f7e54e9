"""Browser: issue #23's journey on a Hungarian phone — a kingdom for 3 players, „Mi erős itt?”,
then „Mivel nyiss?” with both splits and their intervals, then the pairs, and the best pair's
sample game opened on the table."""

from __future__ import annotations

import re
import urllib.parse

import pytest
from playwright.sync_api import expect

from companion.kingdom import Kingdom, encode
from tests.browser.conftest import PHONE, screenshot, wait_ready
from tests.browser.test_browser_insight import RESULT_MS, expect_result, tap_to_start
from tests.browser.test_browser_table import settled
from tests.test_sim_insight import MONEY_KINGDOM

pytestmark = pytest.mark.browser
CODE = encode(Kingdom(MONEY_KINGDOM))  # a kingdom no other browser test runs: its own games
INTERVAL = re.compile(r"\d+,\d%\s\(\d+,\d%–\d+,\d%\)")  # „62,0% (54,1%–69,3%)”


def fits(page) -> None:
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]


def test_three_players_insight_openings_best_pair_and_its_sample_game(app_url, phone):
    phone.goto(f"{app_url}/?lang=hu&code={CODE}&players=3")
    wait_ready(phone)
    insight = phone.locator(".st-key-insight")
    tap_to_start(phone, "insight", insight.locator("[data-testid=stVegaLiteChart]"))
    expect_result(phone, ["Boszorkány", "Polgárőrség"])
    expect(insight).to_contain_text("3 játékos")
    screenshot(phone, "journey-insight-phone-hu", whole=False)

    openings = phone.locator(".st-key-openings")
    expect(phone.locator(".st-key-openings_start button")).to_have_text("Mivel nyiss?")
    charts = openings.locator("[data-testid=stVegaLiteChart]")
    tap_to_start(phone, "openings", charts)
    expect(charts).to_have_count(2, timeout=RESULT_MS)
    expect(openings).to_contain_text("4/3 érmés kezdés")
    expect(openings).to_contain_text("5/2 érmés kezdés")
    expect(openings).to_contain_text("3 játékos")
    lists = openings.get_by_text("A lista, a legjobb elöl")
    expect(lists).to_have_count(2)
    lists.first.click()
    first = openings.locator("[data-testid=stExpander] li").first
    expect(first).to_be_visible()
    assert INTERVAL.search(first.inner_text()), first.inner_text()
    fits(phone)
    screenshot(phone, "journey-openings-phone-hu", whole=False)

    pairs = phone.locator(".st-key-pairs")
    every = pairs.get_by_text("Az összes pár")
    tap_to_start(phone, "pairs", every)
    expect(every).to_be_visible(timeout=RESULT_MS)
    every.click()
    wait_ready(phone)
    best = phone.locator(".st-key-pairs_sample_0")
    expect(best).to_contain_text("a BMU ellen")
    expect(best).to_contain_text("+")
    assert INTERVAL.search(best.inner_text()), best.inner_text()
    fits(phone)
    best.scroll_into_view_if_needed()
    screenshot(phone, "journey-pairs-phone-hu", whole=False)

    best.get_by_role("link", name=re.compile("Nézz meg egy mintajátszmát")).click()
    settled(phone)
    expect(phone).to_have_url(re.compile(r"/table\?"))
    query = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(phone.url).query))
    assert query["lang"] == "hu" and "+" in query["sample"] and query["sample"].endswith("~1")
    title = phone.locator("[data-testid=stHeading]", has_text="mintajátszma")
    expect(title).to_contain_text("-BM – BMU: 1.\u00a0mintajátszma")
    expect(phone.locator(".st-key-table_step_box")).to_contain_text("A kiinduló helyzet")
    fits(phone)
    screenshot(phone, "journey-pair-sample-phone-hu", whole=False)
