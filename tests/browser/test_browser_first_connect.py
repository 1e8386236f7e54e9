"""Browser: a page opened by its path connects to the server at the root at once (the served
HTML says where the server is, companion/page_html.py), instead of first asking its own path
and waiting 100 ms for the 404's retry."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import wait_ready

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("path", ["/rules", "/table?scenario=example-first-turns&step=1"])
def test_a_page_by_its_path_asks_the_root_for_the_server(app_url, phone, path):
    asked: list[str] = []
    phone.on("request", lambda r: asked.append(r.url) if "/_stcore/" in r.url else None)
    sep = "&" if "?" in path else "?"
    phone.goto(f"{app_url}{path}{sep}lang=hu")
    wait_ready(phone)
    expect(phone.locator("h1").first).to_be_visible()
    health = [u for u in asked if u.split("?")[0].endswith("/_stcore/health")]
    assert health == [f"{app_url}/_stcore/health"]
    page_path = path.split("?")[0]
    assert not [u for u in asked if u.startswith(f"{app_url}{page_path}/")]
