"""The teaching review's rules findings (R-, Q-) stay fixed: each test catches one wrong or too
absolute statement coming back into the rulebook's chapters, its FAQ or a widget's logic."""

from __future__ import annotations

import re
import tomllib

import pytest

from companion import DATA_DIR
from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.piles import supply_sizes
from companion.kingdom.codes import decode
from companion.rulebook import buy, cleanup, seaside
from companion.rulebook.loader import RulebookError, load_rulebook, parse, scenario_ids
from companion.rulebook.widgets import band_colours, score, text_role

UNLESS = {"en": "unless the card says otherwise", "hu": "hacsak a kártya mást nem mond"}


@pytest.fixture(scope="module")
def db() -> CardDB:
    return CardDB(load())


def text(chapter: str, section: str, lang: str) -> str:
    book = load_rulebook()
    found = next(c for c in book.chapters if c.id == chapter)
    return getattr(next(s for s in found.sections if s.id == section).text, lang)


def faq(qid: str, field: str, lang: str) -> str:
    with (DATA_DIR / "rulebook" / "faq.toml").open("rb") as fh:
        questions = {q["id"]: q for q in tomllib.load(fh)["question"]}
    return questions[qid][field][lang]


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_r1_gain_and_discard_name_their_exception(lang: str):
    terms = text("action", "terms", lang)
    gain = terms.split("**Gain**" if lang == "en" else "**Kap**")[1].split("**")[0]
    discard = terms.split("**Discard**" if lang == "en" else "**Eldob**")[1].split("**")[0]
    assert UNLESS[lang] in gain and UNLESS[lang] in discard
    assert ("Mine" if lang == "en" else "Bánya") in gain  # gains into your hand


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_r2_outpost_names_three_cards_and_the_extra_turns_clean_up(lang: str):
    outpost = text("seaside", "outpost", lang)
    assert "**3**" in outpost and "5" in outpost
    assert outpost.count("3") >= 2  # the second Outpost still cuts that clean-up to 3
    duration = text("seaside", "duration", lang)
    assert ("Outpost" if lang == "en" else "Előörs") in duration


@pytest.mark.parametrize(
    ("card", "role"),
    [
        ("estate", "scored"),
        ("province", "scored"),
        ("gardens", "scored"),
        ("curse", "scored"),
        ("copper", "treasure"),
        ("market", "play"),
        ("island", "play"),  # Action-Victory: it can be played
    ],
)
def test_r3_only_actions_are_labelled_what_happens_when_played(card: str, role: str):
    assert text_role(load().cards[card].types) == role


@pytest.mark.parametrize(
    ("card", "colours"),
    [
        ("copper", ("yellow",)),
        ("province", ("green",)),
        ("curse", ("purple",)),
        ("smithy", ("white",)),
        ("moat", ("blue",)),
        ("lighthouse", ("orange",)),
        ("island", ("white", "green")),
    ],
)
def test_r3_type_band_colours(card: str, colours: tuple[str, ...]):
    assert band_colours(load().cards[card].types) == colours


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_r3_the_chapter_says_victory_cards_cannot_be_played(lang: str):
    words = "cannot be played" if lang == "en" else "nem lehet kijátszani"
    assert words in text("goal", "read-a-card", lang)


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize(
    ("chapter", "section"),
    [("turn", "where-cards-go"), ("action", "play-actions"), ("buy", "coins")],
)
def test_r4_in_play_until_clean_up_has_its_exception(chapter: str, section: str, lang: str):
    said = text(chapter, section, lang)
    assert ("unless" if lang == "en" else "hacsak") in said


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_r5_militia_and_moat_have_their_numbers(lang: str):
    assert "3" in text("attacks", "attacks", lang)
    assert ("+2 Cards" if lang == "en" else "+2 lapot") in text("attacks", "moat", lang)


def test_r6_the_hungarian_verb_is_kepez():
    shuffle = text("cleanup", "shuffle", "hu")
    assert "képezel" in shuffle and not re.search(r"\bképzel\b", shuffle)


def test_r7_the_end_is_checked_at_the_end_of_a_turn():
    assert "became empty" not in text("end", "when", "en")
    assert "at the end of a turn" in text("end", "when", "en")
    assert "kör végén" in text("end", "when", "hu")


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_r8_the_tie_break_leaves_extra_turns_out(lang: str):
    assert ("Outpost" if lang == "en" else "Előörs") in text("end", "tie", lang)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_r9_the_embargo_widgets_full_curse_pile_follows_the_player_count(db, players: int):
    full = supply_sizes((), players, lambda _c: False)["curse"]
    result = seaside.embargo_buy(db, "silver", 2, None, players)
    assert (result.curses_before, result.curses_after) == (full, full - 2)


def test_r10_island_scores_itself_and_its_mat(db):
    alone = score(db, {"island": 1}, 0)
    assert alone.total == 2 and ("island", 1, 2) in alone.lines
    assert score(db, {"island": 1}, 4, island=1).total == 2 + 6


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_r11_the_box_lists_500_cards_and_12_gardens(lang: str):
    box = text("goal", "box", lang)
    assert "500" in box and ("12 Gardens" if lang == "en" else "12 Park") in box
    assert "piles of 10" not in box


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_r12_the_first_game_set_is_named_card_by_card(lang: str):
    with (DATA_DIR / "recommended.toml").open("rb") as fh:
        first = next(k for k in tomllib.load(fh)["kingdom"] if k["id"] == "first_game")
    kingdom = text("setup", "kingdom", lang)
    cat = load()
    for card in first["cards"]:
        assert cat.cards[card].name(lang) in kingdom, card
    assert ("base game" if lang == "en" else "alapjáték") in text("seaside", "duration", lang)


def test_q1_two_copies_are_fine():
    assert "two copies" in faq("throne-room-throne-room", "a", "en")


def test_q2_smugglers_asks_the_case_its_ruling_and_replay_show():
    assert "my extra turn" in faq("smugglers-after-outpost", "q", "en")
    assert "right" in faq("smugglers-after-outpost", "a", "en")


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("qid", ["outpost-twice", "outpost-in-extra-turn"])
def test_q3_outpost_answers_say_you_still_draw_three(qid: str, lang: str):
    assert "3" in faq(qid, "a", lang)


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("qid", ["treasury-province", "throne-room-feast", "bazaar-draw"])
def test_q4_answers_note_the_printed_mistake(qid: str, lang: str):
    assert ("printed" if lang == "en" else "nyomtatott") in faq(qid, "a", lang)


def test_q5_one_spelling_of_outpost():
    assert "Előőrs" not in (DATA_DIR / "rulebook" / "faq.toml").read_text(encoding="utf-8")


def test_q6_library_discards_the_set_aside_and_stops_at_seven():
    answer = faq("library-actions", "a", "en")
    assert "7" in answer and "discarded" in answer


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_q7_mats_answer_covers_island(lang: str):
    assert ("Island" if lang == "en" else "Sziget") in faq("native-village-end", "a", lang)


def test_q8_revealing_moat_is_optional():
    answer = faq("moat-militia", "a", "en")
    assert answer.startswith("You may") and "not in play" in answer


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_q9_the_last_province_answer_has_the_three_piles(lang: str):
    assert ("three" if lang == "en" else "három") in faq("last-province", "a", lang)


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize(
    ("chapter", "section", "example"),
    [
        ("turn", "phases", "example-first-turns"),
        ("buy", "several-buys", "example-buy-phase"),
        ("seaside", "in-play", "example-tracy"),
    ],
)
def test_o6_the_printed_examples_are_linked(chapter: str, section: str, example: str, lang: str):
    assert example in scenario_ids()
    assert f"](/table?scenario={example})" in text(chapter, section, lang)


def test_q11_every_faq_question_names_the_chapter_that_teaches_it():
    book = load_rulebook()
    faq_chapter = book.chapter("faq")
    assert faq_chapter is not None
    assert all(q.chapter is not None for q in faq_chapter.questions)
    assert {q.id for q in book.questions_on("attacks")} >= {"moat-militia", "militia-three"}
    assert "gardens-round" in {q.id for q in book.questions_on("end")}
    assert book.questions_on("faq") == ()


def test_q11_an_unknown_chapter_for_a_question_is_refused():
    faq = """
id = "faq"
order = 10
title = { en = "FAQ", hu = "GYIK" }
[[question]]
id = "q1"
chapter = "faq"
q = { en = "Q?", hu = "K?" }
a = { en = "A.", hu = "V." }
"""
    with pytest.raises(RulebookError) as info:
        parse({"rulebook/faq.toml": faq}, set(), set())
    assert info.value.problems == [
        "rulebook/faq.toml: question[q1].chapter: unknown chapter id 'faq'"
    ]


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_o5_the_basic_cards_table_has_the_catalogues_costs_and_values(lang: str):
    rows = {
        line.split("|")[1].strip(): line.split("|")[2].strip()
        for line in text("buy", "coins", lang).splitlines()
        if line.startswith("| ") and "---" not in line
    }
    cat = load()
    for card in ("copper", "silver", "gold", "estate", "duchy", "province", "curse"):
        assert rows[cat.cards[card].name(lang)] == str(cat.cards[card].cost), card
    worth = text("buy", "coins", lang)
    assert ("| 6 victory points |" if lang == "en" else "| 6 győzelmi pont |") in worth


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_o1_the_first_game_link_opens_that_kingdom_for_the_chosen_count(lang: str):
    kingdom = text("setup", "kingdom", lang)
    code = re.search(r"\]\(/kingdom\?code=([A-Za-z0-9]+)&players=\{players\}\)", kingdom)
    assert code is not None
    with (DATA_DIR / "recommended.toml").open("rb") as fh:
        first = next(k for k in tomllib.load(fh)["kingdom"] if k["id"] == "first_game")
    assert sorted(decode(code.group(1)).cards) == sorted(first["cards"])


# F findings: the rendered page's widgets (review §6.3); their AppTests are in
# tests/app/test_app_rules_engine_widgets.py.


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_f6_the_chapter_says_a_treasure_ends_the_action_phase_for_good(lang: str):
    plus = text("action", "plus", lang)
    if lang == "en":
        assert "Playing a Treasure ends your action phase, and you cannot go back to it" in plus
    else:
        assert "véget ér az akciófázisod, és oda már nem térhetsz vissza" in plus


def test_f6_every_greyed_card_has_its_reason(db):
    from companion.rulebook.action import HAND, playable, why_not

    assert why_not(db, ()) == {}
    assert why_not(db, ("smithy",)) == {
        "smithy": "played",
        "village": "no_action",
        "market": "no_action",
    }
    after_copper = why_not(db, ("copper",))
    assert after_copper.pop("copper") == "played"
    assert set(after_copper.values()) == {"phase_over"}
    for order in ((), ("village",), ("smithy",), ("copper",), ("village", "market")):
        greyed = {c for c in HAND if c in order or c not in playable(db, order)}
        assert set(why_not(db, order)) == greyed


def test_f7_term_demos_show_the_cards_that_moved_and_the_state_before(db):
    from companion.engine.events import Ev
    from companion.rulebook.action import term_demo

    cellar = term_demo(db, "discard")
    discarded = [e.cards for es in cellar.events for e in es if e.kind is Ev.DISCARD]
    assert discarded == [("estate", "estate", "duchy")]  # not netted out by the shuffle
    gain = term_demo(db, "gain")
    assert "festival" in gain.before.in_play  # the Festival played before the Workshop
    coin = term_demo(db, "plus-coin")
    assert (coin.before.coins, coin.after.coins) == (0, 2)
    reveal = term_demo(db, "reveal")
    assert reveal.players == 2  # no "Player 3"
    moved = [(e.kind, e.cards) for es in reveal.events for e in es if e.player == reveal.seat]
    assert (Ev.REVEAL, ("gold",)) in moved and (Ev.TOPDECK, ("gold",)) in moved  # it goes back


def test_f8_the_printed_example_is_6_coins_and_2_buys_on_the_engine(db):
    result = buy.calculate(db, buy.PRINTED_EXAMPLE)
    assert (result.coins, result.buys) == (6, 2)
    assert (4, 2) in result.splits and (3, 3) in result.splits  # Smithy + Cellar, as printed


@pytest.mark.parametrize("deck_left", range(cleanup.MAX_SHOWN + 1))
def test_f9_the_shuffled_cards_add_up(db, deck_left: int):
    result = cleanup.reshuffle(db, deck_left)
    if result.shuffled:
        assert result.shuffled == len(result.discard_before) + len(result.discarded)
        assert result.discard_before == cleanup.DISCARD


def test_f9_every_slider_value_shows_something_different(db):
    shown = [  # what the widget's draw lines say
        (r.shuffle_at, r.drawn)
        for r in (cleanup.reshuffle(db, n) for n in range(cleanup.MAX_SHOWN + 1))
    ]
    assert len(set(shown)) == len(shown) == cleanup.MAX_SHOWN + 1
    assert cleanup.reshuffle(db, cleanup.MAX_SHOWN).shuffle_at is None  # the last: no shuffle


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_f12_the_duration_example_speaks_to_the_reader(db, lang: str):
    replay = seaside.duration_example(db)
    start = replay.steps[0].narration
    assert start is not None
    assert "hold with the hands" not in start("en") and "választott kezekkel" not in start("hu")
    wharf = replay.steps[8].narration
    assert wharf is not None
    said = {"en": "That Duchy was already in your deck", "hu": "Ez a Hercegség már a húzópakliban"}
    assert said[lang] in wharf(lang)


def test_f12_the_step_that_ends_a_turn_is_captioned_with_both_turns(db):
    from companion.i18n import translator
    from companion.ui.rules.engine_widgets import duration_caption

    replay = seaside.duration_example(db)
    _ = translator("en")
    captions = [duration_caption(_, seaside.duration_view(replay, n)) for n in (5, 6, 7, 8)]
    assert captions == [
        "Your turn",
        "Your turn ends; the other player's turn begins",  # its text tells your clean-up
        "The other player's turn",
        "The other player's turn ends; your turn begins",  # its text tells your turn 2
    ]
