"""AppTest: the rulebook page, its chapters, navigation and try-it widgets, in both languages."""

from __future__ import annotations

import pytest

from companion.catalogue import load
from companion.rulebook.loader import load_rulebook
from companion.ui.rules import keys
from tests.app.conftest import open_app, open_box, texts, toc_button
from tests.app.counts import first_count


def chapter_ids() -> list[str]:
    return [c.id for c in load_rulebook().chapters]


@pytest.mark.parametrize("chapter", chapter_ids())
@pytest.mark.parametrize("lang", ["hu", "en"])
def test_every_chapter_renders_with_its_title(chapter: str, lang: str):
    at = open_app("rules", lang=lang, chapter=chapter)
    assert not at.exception
    book = load_rulebook()
    ch = book.chapter(chapter)
    assert ch is not None
    assert at.header[0].value == ch.title(lang)
    n, total = book.index(chapter) + 1, len(book.chapters)
    progress = (
        f"{n}.\u00a0fejezet (összesen {total})" if lang == "hu" else f"Chapter {n} of {total}"
    )
    assert progress in texts(at)
    assert at.query_params["chapter"] == chapter


def test_page_titles_in_both_languages():
    assert open_app("rules", lang="hu").title[0].value == "Szabályfüzet"
    assert open_app("rules", lang="en").title[0].value == "Rulebook"


def test_without_a_chapter_the_first_one_is_shown():
    at = open_app("rules", lang="en")
    assert at.header[0].value == load_rulebook().chapters[0].title("en")


def test_unknown_chapter_shows_the_contents_and_a_message():
    at = open_app("rules", lang="hu", chapter="<b>nope</b>")
    assert not at.exception
    assert any(
        "Nincs „<b>nope</b>” nevű fejezet" in w
        for w in [w.value.replace("\\", "") for w in at.warning]
    )
    assert not at.header  # no chapter shown, only the contents
    toc = [b.key for b in at.button if b.key and b.key.startswith("rules_toc_")]
    assert toc == [f"rules_toc_{c}" for c in chapter_ids()]


def test_closed_contents_and_glossary_send_none_of_their_buttons():
    at = open_app("rules", lang="hu", chapter="goal")
    lazy = ("rules_toc_", "rules_glossary_")
    assert not [b for b in at.button if b.key and b.key.startswith(lazy)]
    open_box(at, keys.RULES_CONTENTS)
    toc = [b.key for b in at.button if b.key and b.key.startswith("rules_toc_")]
    assert toc == [keys.toc_key(c) for c in chapter_ids()]
    open_box(at, keys.RULES_GLOSSARY)
    assert any(b.key and b.key.startswith("rules_glossary_") for b in at.button)


def test_contents_ticks_the_chapters_read_and_opens_one():
    at = open_app("rules", lang="en", chapter="goal")
    last = chapter_ids()[-1]
    toc_button(at, last).click().run()
    assert at.query_params["chapter"] == last
    assert not [b for b in at.button if b.key and b.key.startswith("rules_toc_")]  # folded
    open_box(at, keys.RULES_CONTENTS)
    labels = {
        b.key: b.label.replace("\\", "")
        for b in at.button
        if b.key and b.key.startswith("rules_toc_")
    }
    assert labels["rules_toc_goal"].startswith("✓ 1.")
    assert labels[f"rules_toc_{last}"].startswith("✓ ")


def test_next_and_previous():
    ids = chapter_ids()
    if len(ids) < 2:
        pytest.skip("one chapter only")
    at = open_app("rules", lang="en", chapter=ids[0])
    assert not [b for b in at.button if b.key == "rules_previous"]
    at.button(key="rules_next").click().run()
    assert at.query_params["chapter"] == ids[1]
    at.button(key="rules_previous").click().run()
    assert at.query_params["chapter"] == ids[0]


def test_glossary_lists_terms_both_ways():
    at = open_app("rules", lang="hu", chapter="goal")
    assert "**húzópakli** · deck: " not in texts(at)  # folded, the glossary sends nothing
    shown = texts(open_box(at, keys.RULES_GLOSSARY))
    assert "**húzópakli** · deck: " in shown
    assert "**rendrakó fázis** · Clean-up phase: " in shown


@pytest.mark.parametrize(
    ("lang", "card", "name"), [("hu", "moat", "Várárok"), ("en", "gold", "Gold")]
)
def test_how_to_read_a_card_switches_cards(lang: str, card: str, name: str):
    at = open_app("rules", lang=lang, chapter="goal")
    key = "rules_goal_read-a-card"
    at.selectbox(key=key).set_value(card).run()
    shown = texts(at)
    c = load().cards[card]
    assert f"**{name}**" in shown
    assert c.text(lang) in shown
    cost = f"Ár: {c.cost} érme" if lang == "hu" else f"Cost: {c.cost}"
    assert cost in shown
    before = at.selectbox(key=key).value
    at.button(key=f"{key}_another").click().run()
    assert at.selectbox(key=key).value != before


@pytest.mark.parametrize(
    ("lang", "card", "said", "colour"),
    [
        ("en", "estate", "cannot be played", "green"),
        ("en", "curse", "cannot be played", "purple"),
        ("en", "copper", "coins it gives", "yellow"),
        ("hu", "gardens", "nem lehet kijátszani", "zöld"),
        ("hu", "moat", "mi történik, amikor kijátszod", "kék"),
    ],
)
def test_how_to_read_a_card_labels_the_text_by_type(lang: str, card: str, said: str, colour: str):
    """R-3: a Victory card's or Curse's text is not "what happens when you play it"."""
    at = open_app("rules", lang=lang, chapter="goal")
    at.selectbox(key="rules_goal_read-a-card").set_value(card).run()
    shown = texts(at)
    assert said in shown and colour in shown
    if card in {"estate", "curse", "gardens"}:
        assert "instructions: what happens" not in shown and "utasítás: mi történik" not in shown


PLAYERS = "rules_setup_players"


@pytest.mark.parametrize(
    ("players", "victory", "curses", "coppers_left"),
    [(1, 8, 10, 53), (2, 8, 10, 46), (3, 12, 20, 39), (4, 12, 30, 32)],
)
def test_player_count_changes_every_number_of_setup(players, victory, curses, coppers_left):
    at = open_app("rules", lang="en", chapter="setup")
    at.segmented_control(key=PLAYERS).set_value(players).run()
    assert not at.exception
    shown = texts(at)
    # one assertion per placeholder that the setup chapter prints (data/rulebook/setup.toml)
    assert f"**{coppers_left}** Coppers (what is left" in shown
    assert "**40** Silvers and **30** Golds" in shown
    assert f"**{victory}** Estates, **{victory}** Duchies and **{victory}** Provinces" in shown
    assert f"**{curses}** Curses" in shown
    assert "a pile of **10** of each" in shown
    assert f"Gardens gets a pile of **{victory}**" in shown
    assert "takes **7** Coppers and **3** Estates: **10** cards" in shown
    assert f"**{7 * players}** Coppers and **{3 * players}** Estates, all taken" in shown
    assert "Shuffle your 10 cards" in shown
    assert "Draw 5 cards; the other 5 are your next hand" in shown


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_numbers_are_for_two_players_until_the_reader_picks(lang):
    at = open_app("rules", lang=lang, chapter="setup")
    assert at.segmented_control(key=PLAYERS).value == 2
    shown = texts(at)
    if lang == "en":
        assert "**46** Coppers (what is left" in shown and "**10** Curses" in shown
    else:
        assert "**46** Rézpénz (ennyi marad" in shown and "**10** Átok" in shown


def test_player_count_follows_the_reader_to_another_chapter():
    at = open_app("rules", lang="hu", chapter="setup")
    at.segmented_control(key=PLAYERS).set_value(4).run()
    toc_button(at, "end").click().run()
    assert "**12** Tartomány van a készletben" in texts(at)
    toc_button(at, "setup").click().run()
    assert at.segmented_control(key=PLAYERS).value == 4


def test_solitaire_practice_is_offered():
    at = open_app("rules", lang="hu", chapter="setup")
    at.segmented_control(key=PLAYERS).set_value(1).run()
    assert "Egyszemélyes gyakorlás" in texts(at)
    assert "**53** Rézpénz" in texts(at)


def test_deal_a_starting_hand_shows_the_engines_deal():
    from companion.rulebook.practice import standard_db as card_db
    from companion.rulebook.widgets import deal

    at = open_app("rules", lang="en", chapter="setup")
    shown = texts(at)
    assert "5/2 split: 16.7% of games (1/6)" in shown
    assert "4/3 split: 83.3% of games (5/6)" in shown
    at.button(key="rules_setup_first-hand_deal").click().run()
    seed = at.session_state["rules_deal"]
    hands = deal(card_db(), seed)
    shown = texts(at)
    assert f"This deal is a {hands.split[0]}/{hands.split[1]} split." in shown
    first = "**First hand:** " + ", ".join(load().cards[c].name.en for c in hands.first)
    assert first in shown


@pytest.mark.parametrize(("phase", "letter"), [("action", "A"), ("buy", "B"), ("cleanup", "C")])
def test_tapping_a_phase_highlights_it(phase: str, letter: str):
    at = open_app("rules", lang="hu", chapter="turn")
    at.segmented_control(key="rules_turn_phases").set_value(phase).run()
    shown = [i for i in at.info if not i.icon]  # not the chapter's Remember callouts
    assert len(shown) == 1
    assert shown[0].value.startswith(f"**{letter}** · ")
    if phase == "cleanup":
        assert "húzol 5 új lapot" in shown[0].value


def test_scoring_calculator_uses_the_engine():
    at = open_app("rules", lang="en", chapter="end")
    key = "rules_end_scoring"
    at.number_input(key=f"{key}_gardens").set_value(2).run()
    at.number_input(key=f"{key}_curse").set_value(1).run()
    at.number_input(key=f"{key}_others").set_value(16).run()  # 19 cards: Gardens 1 each
    assert first_count(at) == "1"  # 2 × 1 - 1
    at.number_input(key=f"{key}_village").set_value(1).run()  # 20 cards: Gardens 2 each
    assert first_count(at) == "3"
    at.number_input(key=f"{key}_island_mat").set_value(1).run()  # 21 cards, +1 Province
    assert first_count(at) == "9"
    assert "1 × Province: 6 points" in texts(at)
    at.number_input(key=f"{key}_island").set_value(1).run()  # Island itself, 2 VP
    assert first_count(at) == "11" and "1 × Island: 2 points" in texts(at)


@pytest.mark.parametrize(
    ("opponent", "mine", "theirs", "verdict"),
    [
        (8, 20, 20, "You win."),
        (9, 20, 21, "You win."),
        (9, 20, 19, "Your opponent wins."),
        (10, 20, 20, "Your opponent wins."),
        (9, 20, 20, "share the win"),
    ],
)
def test_tie_break(opponent, mine, theirs, verdict):
    at = open_app("rules", lang="en", chapter="end")
    key = "rules_end_scoring"
    at.number_input(key=f"{key}_province").set_value(1).run()
    at.number_input(key=f"{key}_estate").set_value(3).run()  # 9 points
    at.number_input(key=f"{key}_opp").set_value(opponent).run()
    at.number_input(key=f"{key}_turns").set_value(mine).run()
    at.number_input(key=f"{key}_oppturns").set_value(theirs).run()
    assert first_count(at) == "9"
    assert verdict in texts(at)


def test_faq_has_at_least_25_questions_with_links():
    book = load_rulebook()
    faq = book.chapter("faq")
    assert faq is not None and len(faq.questions) >= 25
    at = open_app("rules", lang="hu", chapter="faq")
    assert len(at.expander) >= 25 + 2  # questions, contents and glossary
    shown = texts(at)
    assert "(/cards?card=feast&lang=hu)" in shown or "(/cards?card=throne_room&lang=hu)" in shown
    assert "(/table?scenario=feast-with-throne-room&step=0&lang=hu)" in shown
    assert shown.count("/table?scenario=") == sum(1 for q in faq.questions if q.scenario)


def test_a_card_link_opens_that_card():
    at = open_app("cards", lang="en", card="moat")
    assert at.selectbox(key="cards_card").value == "moat"
    assert "card" not in at.query_params


def test_an_unknown_card_link_is_reported():
    at = open_app("cards", lang="en", card="nope")
    assert not at.exception
    assert any("nope" in w.value for w in at.warning)


def test_cards_page_search_finds_a_rulebook_section():
    at = open_app("cards", lang="hu")
    at.text_input(key="cards_search").input("kezdopakli").run()
    assert not at.exception
    labels = [e.label for e in at.expander]
    assert any(label.replace("\\", "") == "Szabályfüzet: A kezdőpaklid" for label in labels)
    assert "(/rules?chapter=setup&lang=hu)" in texts(at)


def test_faq_questions_show_under_their_chapter_and_grouped_in_the_faq():
    """Q-11: the Moat questions appear under Attacks; the FAQ has a heading per chapter."""
    at = open_app("rules", lang="en", chapter="attacks")
    assert "Questions on this chapter" in [h.value for h in at.subheader]
    assert any("Someone plays Militia and I hold a Moat" in e.label for e in at.expander)
    at = open_app("rules", lang="hu", chapter="faq")
    headings = [h.value for h in at.subheader]
    assert "Támadások és védekezések" in headings and "Seaside" in " ".join(headings)
