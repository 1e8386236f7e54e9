"""AppTest: the cards and rulings page in both languages, with search and filters."""

from __future__ import annotations

import pytest

from tests.app.conftest import open_app, scrolled_to, texts


def test_cards_page_in_hungarian():
    at = open_app("cards", lang="hu")
    assert not at.exception
    assert at.title[0].value == "Kártyák és szabálymagyarázatok"
    assert "Trónterem" in texts(at)
    assert at.query_params["lang"] == "hu"


def test_cards_page_in_english():
    at = open_app("cards", lang="en")
    assert at.title[0].value == "Cards and rulings"
    assert "Throne Room" in texts(at)


def test_search_finds_a_card_without_accents_and_opens_it():
    at = open_app("cards", lang="hu")
    at.text_input(key="cards_search").input("kapolna").run()
    assert "Kápolna" in texts(at)
    open_buttons = [b for b in at.button if b.key and b.key.startswith("open_")]
    open_buttons[0].click().run()
    assert at.selectbox(key="cards_card").value == "chapel"
    assert "Tegyél a szemétre legfeljebb 4 lapot a kezedből." in texts(at)


def test_search_with_no_result_says_so():
    at = open_app("cards", lang="en")
    at.text_input(key="cards_search").input("xyzzyq").run()
    assert any("Nothing found" in w.value for w in at.warning)


def test_filters_narrow_the_table():
    at = open_app("cards", lang="en")
    df = at.dataframe[0].value
    assert len(df) == 51
    at.multiselect(key="cards_types").select("duration").run()
    assert len(at.dataframe[0].value) == 8
    at.multiselect(key="cards_tags").select("plus_buy").run()
    assert set(at.dataframe[0].value["Name"]) == {"Wharf", "Tactician"}


def test_bad_language_in_url_is_reported_and_hungarian_shown():
    at = open_app(lang="xx")
    assert not at.exception
    assert any("xx" in w.value for w in at.warning)
    assert at.query_params["lang"] == "hu"


def test_two_cards_show_their_interaction_first():
    at = open_app("cards", lang="hu")
    at.text_input(key="cards_search").input("vilagitotorony mocsari boszorkany").run()
    assert not at.exception
    captions = [c.value for c in at.caption]
    assert any("Világítótorony és Mocsári Boszorkány" in c for c in captions)
    first = next(m.value for m in at.markdown if m.value.startswith("**Világítótorony**"))
    assert "a többi játékos támadásai nem hatnak rád" in first


@pytest.mark.parametrize(
    "lang,label,shown",
    [
        ("hu", "Erre gondoltál: „Trónterem”?", "Trónterem"),
        ("en", "Did you mean “Throne Room”?", "Throne Room"),
    ],
)
def test_a_near_miss_suggests_the_card_in_the_ui_language(lang, label, shown):
    at = open_app("cards", lang=lang)
    at.text_input(key="cards_search").input("throne rom").run()
    button = at.button(key="cards_suggestion")
    assert button.label == label
    button.click().run()
    assert at.text_input(key="cards_search").value == shown
    assert at.selectbox(key="cards_card").value == "throne_room"
    assert not at.warning


def test_open_on_the_cards_page_scrolls_to_the_card():
    at = open_app("cards", lang="hu")
    at.text_input(key="cards_search").input("kapolna").run()
    assert scrolled_to(at) is None
    next(b for b in at.button if b.key.startswith("open_")).click().run()
    assert scrolled_to(at) == "cards_card_view"


def test_only_the_open_tab_runs():
    at = open_app("cards", lang="en")
    assert len(at.dataframe) == 1  # the card table: the tab open at first
    topics = [e.label for e in at.expander]
    assert "Shuffling" not in topics  # the general rules are not drawn while hidden
    at.session_state["cards_tab"] = "General rules"
    at.run()
    assert not at.exception
    assert "Shuffling" in [e.label for e in at.expander]
    assert len(at.dataframe) == 0
    at.query_params["lang"] = "hu"
    at.session_state["cards_tab"] = "General rules"  # a label of the other language
    at.run()
    assert not at.exception and len(at.dataframe) == 1
