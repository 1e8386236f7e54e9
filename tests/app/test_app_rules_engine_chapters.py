"""AppTest of the rulebook page on the engine widgets' chapters (action, buy, cleanup, attacks,
seaside): each chapter shows its sections and its widgets answer taps with the engine's numbers."""

from __future__ import annotations

import pytest

from companion.rulebook.loader import load_rulebook
from tests.app.conftest import open_app, texts
from tests.app.counts import counts

CHAPTERS = ("action", "buy", "cleanup", "attacks", "seaside")


def metrics(at) -> dict[str, str]:
    return counts(at)


@pytest.mark.parametrize("lang", ["hu", "en"])
@pytest.mark.parametrize("chapter", CHAPTERS)
def test_chapter_shows_every_section(chapter, lang):
    at = open_app("rules", lang=lang, chapter=chapter)
    assert not at.exception
    ch = load_rulebook().chapter(chapter)
    assert ch is not None
    shown = texts(at)
    for section in ch.sections:
        assert section.title(lang) in shown


def test_action_chapter_play_order_on_the_page():
    at = open_app("rules", lang="hu", chapter="action")
    at.button(key="rules_action_plus_play_village").click().run()
    at.button(key="rules_action_plus_play_smithy").click().run()
    assert metrics(at)["Akciók"] == "1" and metrics(at)["Lapok a kézben"] == "6"
    at.session_state["rules_action_terms_term"] = "gain"
    at.run()
    shown = texts(at)
    assert "Te: kapott lap: Falu" in shown
    assert "**Játékban:** Fesztivál, Műhely" in shown  # F-7: the Festival played before


def test_buy_chapter_calculator_on_the_page():
    at = open_app("rules", lang="hu", chapter="buy")
    at.number_input(key="rules_buy_several-buys_woodcutter").set_value(1).run()
    assert metrics(at) == {"Érmék": "8", "Vásárlások": "2"}
    assert "- 6 érme (Aranypénz) + 2 érme (Birtok, Pince, Várárok) (0 marad)" in texts(at)


def test_cleanup_chapter_reshuffle_on_the_page():
    at = open_app("rules", lang="hu", chapter="cleanup")
    assert "A keverés a 4.\u00a0húzásnál történik." in texts(at)
    at.slider(key="rules_cleanup_shuffle_deck").set_value(1).run()
    assert "A keverés a 2.\u00a0húzásnál történik." in texts(at)


def test_attacks_chapter_militia_on_the_page():
    at = open_app("rules", lang="hu", chapter="attacks")
    assert metrics(at)["Lapok a kézben a támadás után"] == "5"
    at.toggle(key="rules_attacks_moat_moat").set_value(False).run()
    assert metrics(at)["Lapok a kézben a támadás után"] == "3"


def test_seaside_chapter_duration_and_embargo_on_the_page():
    at = open_app("rules", lang="en", chapter="seaside")
    at.slider(key="rules_seaside_duration_step").set_value(3).run()
    assert "Duration row:** Wharf, Merchant Ship" in texts(at)
    at.slider(key="rules_seaside_mats_tokens").set_value(2).run()
    assert counts(at)["Curses left in the supply"] == "8"
    assert ":gray[(−2)]" in texts(at)  # the two Curses just gained
