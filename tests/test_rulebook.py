"""The rulebook's data loads and is checked; its numbers and core widgets agree with the engine."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.piles import supply_sizes
from companion.engine.setup import Setup
from companion.engine.standard import new_game
from companion.engine.table import winners
from companion.rulebook.loader import RulebookError, load_rulebook, parse, ruling_ids, scenario_ids
from companion.rulebook.model import CHAPTER_IDS, PLACEHOLDER, fill
from companion.rulebook.numbers import PLACEHOLDERS, PLAYER_COUNTS, numbers
from companion.rulebook.widgets import WIDGET_IDS, card_parts, deal, score, split_probabilities

GOOD = """
id = "goal"
order = 1
title = { en = "Goal", hu = "Cél" }
[[section]]
id = "one"
title = { en = "One", hu = "Egy" }
text = { en = "{victory_pile} cards", hu = "{victory_pile} lap" }
widget = "player_count"
"""


@pytest.fixture(scope="module")
def db() -> CardDB:
    return CardDB(load())


def parse_one(text: str, name: str = "rulebook/goal.toml"):
    return parse({name: text}, {"moat-protects"}, {"moat-as-action"})


def problems(text: str, name: str = "rulebook/goal.toml") -> list[str]:
    with pytest.raises(RulebookError) as info:
        parse_one(text, name)
    return info.value.problems


def test_the_project_rulebook_loads_in_order():
    book = load_rulebook()
    ids = [c.id for c in book.chapters]
    assert ids == [c for c in CHAPTER_IDS if c in ids]
    assert {"goal", "setup", "turn", "end", "faq"} <= set(ids)


def test_a_good_file_parses():
    book = parse_one(GOOD)
    section = book.chapters[0].sections[0]
    assert (section.id, section.widget, section.text.hu) == (
        "one",
        "player_count",
        "{victory_pile} lap",
    )


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            (', hu = "Egy" }', " }"),
            "rulebook/goal.toml: section[one].title.hu: missing (a non-empty string)",
        ),
        (
            ('widget = "player_count"', 'widget = "dice"'),
            "rulebook/goal.toml: section[one].widget: unknown widget id 'dice'",
        ),
        (
            ("{victory_pile} lap", "{provinces} lap"),
            "rulebook/goal.toml: section[one].text.hu: unknown placeholder {provinces}",
        ),
        (("order = 1", 'order = "x"'), "rulebook/goal.toml: order: missing (a whole number)"),
        (
            ('id = "one"', 'id = "one"\ncolour = "red"'),
            "rulebook/goal.toml: section[one].colour: unknown field",
        ),
    ],
)
def test_each_problem_names_file_and_field(change: tuple[str, str], expected: str):
    old, new = change
    assert old in GOOD
    assert problems(GOOD.replace(old, new, 1)) == [expected]


def test_a_file_named_for_another_chapter_is_refused():
    found = problems(GOOD, "rulebook/dice.toml")
    assert "rulebook/dice.toml: id: 'goal' is not the file's name 'dice'" in found
    assert any(p.startswith("rulebook/dice.toml: id: unknown chapter 'dice'") for p in found)


def test_faq_ids_must_exist():
    faq = """
id = "faq"
order = 10
title = { en = "FAQ", hu = "GYIK" }
[[question]]
id = "q1"
q = { en = "Q?", hu = "K?" }
a = { en = "A.", hu = "V." }
ruling = "no-such-ruling"
scenario = "moat-as-action"
"""
    assert problems(faq, "rulebook/faq.toml") == [
        "rulebook/faq.toml: question[q1].ruling: unknown ruling id 'no-such-ruling'"
    ]


def test_bad_toml_is_one_problem():
    assert problems("id = ")[0].startswith("rulebook/goal.toml: not valid TOML:")


def test_every_text_of_the_project_rulebook_uses_known_placeholders_only():
    for chapter in load_rulebook().chapters:
        for section in chapter.sections:
            for lang in ("en", "hu"):
                assert set(PLACEHOLDER.findall(section.text(lang))) <= PLACEHOLDERS
                # The same numbers in both languages.
            assert set(PLACEHOLDER.findall(section.text.en)) == set(
                PLACEHOLDER.findall(section.text.hu)
            ), (chapter.id, section.id)


def test_every_widget_named_exists_and_each_core_widget_is_used():
    used = {s.widget for c in load_rulebook().chapters for s in c.sections if s.widget}
    assert used <= WIDGET_IDS
    assert {"card_anatomy", "player_count", "starting_hand", "turn_phases", "scoring"} <= used


def test_ruling_and_scenario_ids_come_from_the_data():
    assert "moat-as-action" in scenario_ids()
    assert "example-duration" in scenario_ids()
    cat = load()
    assert cat.cards["moat"].rulings[0].id in ruling_ids()


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_numbers_agree_with_the_setup_code(players: int):
    values = numbers(players)
    assert set(values) == PLACEHOLDERS
    sizes = supply_sizes(["gardens", "village"], players, lambda c: c == "gardens")
    assert values["victory_pile"] == sizes["province"] == sizes["estate"]
    assert values["curse_pile"] == sizes["curse"]
    assert values["copper_pile"] == sizes["copper"]
    assert values["kingdom_pile"] == sizes["village"]
    assert values["victory_kingdom_pile"] == sizes["gardens"]
    assert values["copper_dealt"] + values["copper_pile"] == 60


# Every placeholder's value, counted from the rulebook by hand (not from the setup code).
SETUP_NUMBERS = {
    2: {
        "players": 2,
        "victory_pile": 8,
        "curse_pile": 10,
        "copper_pile": 46,
        "copper_dealt": 14,
        "copper_total": 60,
        "estate_pile": 8,
        "estate_dealt": 6,
        "kingdom_pile": 10,
        "victory_kingdom_pile": 8,
        "silver_pile": 40,
        "gold_pile": 30,
        "starting_coppers": 7,
        "starting_estates": 3,
        "starting_deck": 10,
        "hand_size": 5,
    },
    4: {
        "players": 4,
        "victory_pile": 12,
        "curse_pile": 30,
        "copper_pile": 32,
        "copper_dealt": 28,
        "copper_total": 60,
        "estate_pile": 12,
        "estate_dealt": 12,
        "kingdom_pile": 10,
        "victory_kingdom_pile": 12,
        "silver_pile": 40,
        "gold_pile": 30,
        "starting_coppers": 7,
        "starting_estates": 3,
        "starting_deck": 10,
        "hand_size": 5,
    },
}


@pytest.mark.parametrize("players", sorted(SETUP_NUMBERS))
def test_every_number_of_setup_is_the_rulebooks(players: int):
    assert set(SETUP_NUMBERS[players]) == PLACEHOLDERS
    assert numbers(players) == SETUP_NUMBERS[players]


@pytest.mark.parametrize(
    ("players", "victory", "curses", "coppers_left"),
    [(1, 8, 10, 53), (2, 8, 10, 46), (3, 12, 20, 39), (4, 12, 30, 32)],
)
def test_numbers_change_with_the_player_count(players, victory, curses, coppers_left):
    values = numbers(players)
    assert (values["victory_pile"], values["curse_pile"], values["copper_pile"]) == (
        victory,
        curses,
        coppers_left,
    )


def test_numbers_match_a_real_game(db: CardDB):
    game = new_game(db, Setup(("a", "b", "c"), ("gardens",), seed=1))
    values = numbers(3)
    assert game.supply["copper"] == values["copper_pile"]
    assert game.supply["curse"] == values["curse_pile"]
    assert game.supply["gardens"] == values["victory_kingdom_pile"]
    assert len(game.players[0].hand) == values["hand_size"]


def test_fill_shows_numbers_and_keeps_unknown_braces():
    assert fill("{victory_pile} and {x}", numbers(3), lambda n: f"<{n}>") == "<12> and {x}"


def test_split_probability_by_counting_every_deal():
    deck = ["copper"] * 7 + ["estate"] * 3
    counts = {(5, 2): 0, (4, 3): 0}
    total = 0
    for first in itertools.combinations(range(10), 5):
        coins = sum(deck[i] == "copper" for i in first)
        counts[(max(coins, 7 - coins), min(coins, 7 - coins))] += 1
        total += 1
    assert total == 252
    assert split_probabilities() == {
        (5, 2): Fraction(counts[(5, 2)], total),
        (4, 3): Fraction(counts[(4, 3)], total),
    }
    assert split_probabilities()[(5, 2)] == Fraction(1, 6)


@pytest.mark.parametrize("seed", range(8))
def test_a_dealt_hand_is_the_engines_deal(db: CardDB, seed: int):
    hands = deal(db, seed)
    game = new_game(db, Setup(("you",), (), seed=seed))
    assert list(hands.first) == game.players[0].hand
    assert sorted(hands.first + hands.second) == sorted(["copper"] * 7 + ["estate"] * 3)
    assert sum(hands.coins) == 7 and hands.split in {(5, 2), (4, 3)}


@pytest.mark.parametrize(
    ("counts", "others", "island", "village", "total"),
    [
        ({"province": 2, "curse": 1}, 10, 0, 0, 11),
        ({"gardens": 2, "estate": 3}, 15, 0, 0, 2 * 2 + 3),  # 20 cards: 2 per Gardens
        ({"gardens": 1}, 8, 0, 0, 0),  # 9 cards: rounded down to 0
        ({"gardens": 1}, 8, 0, 1, 1),  # the Native Village mat counts: 10 cards
        ({"duchy": 1}, 0, 2, 0, 3 + 12),  # Provinces on the Island mat count
        ({"curse": 4}, 0, 0, 0, -4),
    ],
)
def test_scores_from_the_engine(db: CardDB, counts, others, island, village, total):
    result = score(db, counts, others, island, village)
    assert result.total == total
    assert sum(points for _card, _n, points in result.lines) == total


@pytest.mark.parametrize(
    ("scores", "turns", "won"),
    [((30, 28), (15, 14), (0,)), ((30, 30), (15, 14), (1,)), ((30, 30), (15, 15), (0, 1))],
)
def test_the_tie_break(scores, turns, won):
    assert winners(scores, turns) == won


def test_card_parts_come_from_the_catalogue():
    card = load().cards["market"]
    parts = card_parts(card, "hu")
    assert (parts.name, parts.cost, parts.types) == ("Piac", 5, ("action",))
    assert parts.text == card.text.hu
