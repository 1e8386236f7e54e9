"""AppTest: the kingdom page's quick reference (print view, PDF and Markdown) and the shared
download the rulebook page can call."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from companion.ui.common import reference
from tests.app.conftest import open_app, open_menu, texts

FIRST_GAME = "K1AAAt9yK2Dg"


def reference_keys(at: AppTest) -> set[str]:
    return {d.key for d in at.get("download_button")} & {"reference_pdf", "reference_md"}


def test_the_print_view_follows_the_player_count_in_hungarian() -> None:
    reference.pdf_file.cache_clear()
    at = open_app(lang="hu", code=FIRST_GAME)
    at.segmented_control(key="kingdom_players").set_value(3).run()
    assert reference_keys(at) == set()  # closed: nothing of it runs
    assert "Gyors összefoglaló" not in texts(at)
    open_menu(at, "kingdom_reference")
    assert not at.exception
    assert reference_keys(at) == {"reference_pdf", "reference_md"}
    labels = {d.key: d.proto.label for d in at.get("download_button")}
    assert labels["reference_pdf"] == "Gyors összefoglaló (PDF)"
    page = texts(at)
    assert "Alapkártyák 3 játékosra" in page
    assert "| Rézpénz | 0 | 1 érme | 39 |" in page
    assert "| Átok | 0 | −1 pont | 20 |" in page
    assert "Kezdőknek · K1AAAt9yK2Dg · 3 játékos" in page
    assert reference.pdf_file.cache_info().currsize == 0  # the PDF waits for its button


def test_the_print_view_in_english_for_four_players() -> None:
    at = open_app(lang="en", code=FIRST_GAME)
    at.segmented_control(key="kingdom_players").set_value(4).run()
    page = texts(open_menu(at, "kingdom_reference"))
    assert "Basic cards for 4 players" in page
    assert "| Copper | 0 | 1 coin | 32 |" in page
    assert "| Curse | 0 | −1 VP | 30 |" in page
    assert "(12 cards at the start)" in page
    labels = {d.key: d.proto.label for d in at.get("download_button")}
    assert labels["reference_md"] == "Quick reference (Markdown)"


def rules_page_download() -> None:
    """What the rulebook page does: the First Game's PDF for its player count."""
    from companion.catalogue import load
    from companion.i18n import translator
    from companion.kingdom import recommended_kingdom
    from companion.ui.common.reference import render_download

    kingdom = recommended_kingdom(load(), "first_game")
    render_download(translator("hu"), kingdom, 2, "rules_reference_pdf")
    render_download(translator("en"), kingdom.cards, 4, "rules_reference_pdf_ids")


def test_the_shared_download_works_on_another_page() -> None:
    at = AppTest.from_function(rules_page_download).run()
    assert not at.exception
    button, by_ids = at.get("download_button")
    assert button.key == "rules_reference_pdf"
    assert button.proto.label == "Gyors összefoglaló (PDF)"
    assert button.proto.deferred_file_id  # made when pressed, not on the page's run
    assert (by_ids.key, by_ids.proto.label) == ("rules_reference_pdf_ids", "Quick reference (PDF)")
