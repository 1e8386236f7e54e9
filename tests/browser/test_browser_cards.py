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


HOSTILE = [
    "![i](http://127.0.0.2:9/t.png)",
    "[x](https://pwned.example)",
    "https://pwned.example/login",
    ":red[X] **X** www.pwned.example",
]


def test_typed_text_and_link_values_are_shown_as_plain_text(app_url, page):
    """No link, image or formatting comes out of what the user typed or a link carried (X1, X2)."""
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(f"{app_url}/cards?lang=en")
    wait_ready(page)
    box = page.locator(".st-key-cards_search input")
    for query in HOSTILE:
        box.fill(query)
        box.press("Enter")
        wait_ready(page)
        alert = page.locator("[data-testid=stAlert]", has_text="Nothing found")
        expect(alert).to_contain_text(f"“{query[:6]}")  # this query's run has finished
        shown = alert.inner_text().replace("\u2060", "")
        assert f"Nothing found for “{query}”." in shown
        assert alert.locator("a, img, strong, span[style*=color]").count() == 0
    page.goto(f"{app_url}/?lang=https://pwned.example/x&code=https://pwned.example/login")
    wait_ready(page)
    alerts = page.locator("[data-testid=stAlert]", has_text="pwned")
    expect(alerts).to_have_count(2)
    shown = " ".join(alerts.all_inner_texts()).replace("\u2060", "")
    assert "“https://pwned.example/login”" in shown and "“https://pwned.example/x”" in shown
    assert alerts.locator("a, img").count() == 0
    assert not [u for u in requests if not u.startswith(app_url)]  # nothing fetched outside
