"""Browser: two cards in one query, without accents; the pickers' filter without accents."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.browser.conftest import wait_ready

pytestmark = __import__("pytest").mark.browser


def test_two_cards_answer_with_their_interaction_first(app_url, page):
    page.goto(f"{app_url}/cards?lang=hu")
    wait_ready(page)
    box = page.locator(".st-key-cards_search input")
    box.fill("vilagitotorony mocsari boszorkany")
    box.press("Enter")
    wait_ready(page)
    expect(page.get_by_text("Világítótorony és Mocsári Boszorkány")).to_be_visible()
    first = page.locator("[class*='st-key-open_']").first
    expect(first).to_have_class(re.compile("st-key-open_0_lighthouse-protection"))
    expect(page.get_by_text("a többi játékos támadásai nem hatnak rád").first).to_be_visible()


def test_the_picker_filter_finds_a_card_without_accents(app_url, page):
    page.goto(f"{app_url}/?lang=hu")
    wait_ready(page)
    page.locator(".st-key-kingdom_options summary").click()
    wait_ready(page)
    field = page.locator(".st-key-opt_card_filter input")
    field.fill("kapolna")
    field.press("Enter")
    wait_ready(page)
    page.locator(".st-key-opt_require [role=combobox]").click()
    options = page.get_by_role("option")
    expect(options).to_have_count(1)
    expect(options.first).to_contain_text("Kápolna")
    options.first.click()
    wait_ready(page)
    expect(page.locator(".st-key-opt_require")).to_contain_text("Kápolna")
    field.fill("xyzzyq")
    field.press("Enter")
    wait_ready(page)
    expect(page.get_by_text("Egy kártya neve sem illik erre: „xyzzyq”.")).to_be_visible()
