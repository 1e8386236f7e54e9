"""AppTest: the kingdom page's card pickers find names without accents, in the UI language."""

from __future__ import annotations

import pytest

from tests.app.conftest import open_app, open_menu


@pytest.mark.parametrize(
    "lang,query,options",
    [
        ("hu", "kapolna", ["Kápolna"]),
        ("hu", "vilagito", ["Világítótorony"]),
        ("hu", "boszorkany", ["Boszorkány", "Mocsári Boszorkány"]),
        ("hu", "kapolnaval", ["Kápolna"]),
        ("en", "sea hag", ["Sea Hag"]),
        ("en", "Kápolna", ["Chapel"]),
    ],
)
def test_the_filter_narrows_both_pickers_without_accents(lang, query, options):
    at = open_app(lang=lang)
    open_menu(at, "kingdom_options")
    at.text_input(key="opt_card_filter").input(query).run()
    assert not at.exception
    for key in ("opt_require", "opt_ban"):
        assert sorted(at.multiselect(key=key).options) == options


def test_chosen_cards_stay_while_the_filter_changes():
    at = open_app(lang="hu")
    open_menu(at, "kingdom_options")
    at.text_input(key="opt_card_filter").input("kapolna").run()
    at.multiselect(key="opt_require").select("chapel").run()
    at.text_input(key="opt_card_filter").input("vilagito").run()
    assert at.multiselect(key="opt_require").value == ["chapel"]
    assert sorted(at.multiselect(key="opt_require").options) == ["Kápolna", "Világítótorony"]


@pytest.mark.parametrize(
    "lang,text",
    [("hu", "Egy kártya neve sem illik erre: „xyzzyq”."), ("en", "No card matches “xyzzyq”.")],
)
def test_no_match_is_said_in_the_ui_language(lang, text):
    at = open_app(lang=lang)
    open_menu(at, "kingdom_options")
    at.text_input(key="opt_card_filter").input("xyzzyq").run()
    assert text in [c.value.replace("\\", "") for c in at.caption]
    assert at.multiselect(key="opt_require").options == []
