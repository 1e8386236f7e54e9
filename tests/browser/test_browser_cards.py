"""Browser: look up a ruling in Hungarian, without accents, and read it."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.conftest import screenshot, wait_ready

pytestmark = __import__("pytest").mark.browser


def test_search_a_ruling_in_hungarian(app_url, page):
    page.goto(f"{app_url}/cards?lang=hu")
    wait_ready(page)
    expect(page.get_by_role("heading", name="Kártyák és szabálymagyarázatok")).to_be_visible()
    box = page.locator(".st-key-cards_search input")
    box.fill("vilagitotorony tamadas")
    box.press("Enter")
    wait_ready(page)
    expect(page.get_by_text("Világítótorony").first).to_be_visible()
    page.locator("[class*='st-key-open_']").first.locator("button").click()
    wait_ready(page)
    expect(page.get_by_text("támadáskártyák nem hatnak rád").first).to_be_visible()
    screenshot(page, "cards-hu")
