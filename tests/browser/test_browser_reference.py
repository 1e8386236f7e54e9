"""Browser: the quick reference on a Hungarian phone (390 × 844): the print view for 3 players
and the PDF the button downloads."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect
from pypdf import PdfReader

from tests.browser.conftest import screenshot, wait_ready

pytestmark = pytest.mark.browser
FIRST_GAME = "K1AAAt9yK2Dg"


def test_the_quick_reference_on_a_phone(app_url, phone, tmp_path: Path) -> None:
    phone.goto(f"{app_url}/?lang=hu&code={FIRST_GAME}")
    wait_ready(phone)
    phone.locator(".st-key-kingdom_players button", has_text="3").click()
    selected = phone.locator(".st-key-kingdom_players [role=radio][aria-checked=true]")
    expect(selected).to_have_text("3")
    expect(phone.get_by_role("heading", name="Előkészítés 3 játékosra")).to_have_count(1)
    wait_ready(phone)  # the count's rerun is over: a click during it could be lost
    summary = phone.locator(".st-key-kingdom_reference summary")
    summary.click()
    expect(phone.locator(".st-key-kingdom_reference details")).to_have_attribute("open", "")
    wait_ready(phone)
    view = phone.locator(".st-key-kingdom_reference")
    expect(view.get_by_text("Alapkártyák 3 játékosra")).to_be_visible()
    expect(view.locator("td", has_text="39").first).to_be_visible()  # Coppers after dealing
    button = phone.locator(".st-key-reference_pdf button")
    expect(button).to_contain_text("Gyors összefoglaló (PDF)")
    screenshot(phone, "kingdom-reference-phone-hu")
    with phone.expect_download() as info:
        button.click()
    download = info.value
    assert download.suggested_filename == f"quick-reference-{FIRST_GAME}-3p.pdf"
    target = tmp_path / download.suggested_filename
    download.save_as(target)
    reader = PdfReader(target)
    assert len(reader.pages) == 1
    assert "Pakli 39 40 30 12 12 12 20" in " ".join(reader.pages[0].extract_text().split())
