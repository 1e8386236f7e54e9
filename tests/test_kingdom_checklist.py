"""The setup checklist: its counts are the engine's (pile_sizes, supply_sizes, a real Game's
piles and decks) for 1-4 players, for the First Game and a Seaside kingdom with mats; its words
in both languages; its ticks as a short URL value."""

from __future__ import annotations

from collections import Counter

import pytest

from companion.catalogue import Catalogue, load
from companion.engine.game import Setup
from companion.engine.piles import STARTING_DECK, pile_sizes, supply_sizes
from companion.engine.standard import new_game, standard_db
from companion.i18n import translator
from companion.kingdom import InvalidOptions
from companion.kingdom.checklist import (
    BASE_BOX,
    KINDS,
    SECTIONS,
    checklist,
    decode_ticks,
    encode_ticks,
)
from companion.kingdom.checklist_text import item_text, progress_text, section_text
from companion.rulebook.numbers import HAND_SIZE
from companion.table.guided import first_game_kingdom

# Island, Native Village and Pirate Ship need mats; Pirate Ship coin tokens, Embargo its tokens.
SEASIDE_MATS = (
    "island",
    "native_village",
    "pirate_ship",
    "embargo",
    "haven",
    "lighthouse",
    "fishing_village",
    "warehouse",
    "caravan",
    "bazaar",
)
COUNTS = (1, 2, 3, 4)


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


def kingdoms(cat: Catalogue) -> dict[str, tuple[str, ...]]:
    return {"first_game": first_game_kingdom(cat), "seaside": SEASIDE_MATS}


def piles_of(items: object) -> dict[str, int | None]:
    return {i.cards[0][0]: i.cards[0][1] for i in items.items if i.kind == "pile"}  # type: ignore[attr-defined]


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("which", ["first_game", "seaside"])
def test_piles_are_the_engines(cat: Catalogue, which: str, players: int) -> None:
    kingdom = kingdoms(cat)[which]
    items = checklist(cat, kingdom, players)
    piles = piles_of(items)
    assert piles == pile_sizes(cat, kingdom, players)
    is_victory = lambda c: cat.card(c).is_("victory")  # noqa: E731
    assert piles == supply_sizes(kingdom, players, is_victory)
    game = new_game(standard_db(), Setup(tuple(f"P{i}" for i in range(players)), kingdom, 7))
    assert piles == game.supply


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("which", ["first_game", "seaside"])
def test_decks_and_first_hand_are_the_engines(cat: Catalogue, which: str, players: int) -> None:
    kingdom = kingdoms(cat)[which]
    items = {i.id: i for i in checklist(cat, kingdom, players).items}
    game = new_game(standard_db(), Setup(tuple(f"P{i}" for i in range(players)), kingdom, 3))
    assert len(game.players) == players
    for p in game.players:
        assert Counter(p.hand + p.deck) == Counter(dict(items["deck"].cards))
        assert len(p.hand) == dict(items["draw"].cards)["hand"] == HAND_SIZE


@pytest.mark.parametrize("players", COUNTS)
def test_seaside_mats_and_tokens(cat: Catalogue, players: int) -> None:
    items = {i.id: i for i in checklist(cat, SEASIDE_MATS, players).items}
    game = new_game(standard_db(), Setup(tuple(f"P{i}" for i in range(players)), SEASIDE_MATS))
    for mat, user in [
        ("island_mat", "island"),
        ("native_village_mat", "native_village"),
        ("pirate_ship_mat", "pirate_ship"),
    ]:
        item = items[f"mat:{mat}"]
        assert item.cards == ((mat, len(game.players)),)
        assert item.users == (user,)
        assert item.section == "players"
    assert items["tokens:embargo_tokens"].users == ("embargo",)
    assert items["tokens:coin_tokens"].users == ("pirate_ship",)
    assert "away:components" not in items  # every Seaside mat and token is in use


def test_first_game_needs_no_mats_and_names_its_order(cat: Catalogue) -> None:
    items = checklist(cat, first_game_kingdom(cat), 2).items
    assert not [i for i in items if i.kind in ("mat", "tokens", "away_components")]
    kinds = [i.kind for i in items]
    assert kinds[:17] == ["pile"] * 17
    assert kinds[17:] == ["trash", "deck", "first_player", "draw", "away_cards", "away_kingdom"]
    assert [i.section for i in items] == sorted((i.section for i in items), key=SECTIONS.index)
    assert {i.kind for i in items} <= set(KINDS)


@pytest.mark.parametrize("players", COUNTS)
def test_put_away_adds_up_to_a_full_box(cat: Catalogue, players: int) -> None:
    items = {
        i.id: i for i in checklist(cat, ("gardens", *first_game_kingdom(cat)[1:]), players).items
    }
    left = dict(items["away:cards"].cards) if "away:cards" in items else {}
    piles = pile_sizes(cat, ("gardens",), players)
    for card, total in BASE_BOX.items():
        dealt = STARTING_DECK.get(card, 0) * players
        assert piles[card] + dealt + left.get(card, 0) == total
    assert piles["gardens"] + left.get("gardens", 0) == 12
    assert all(n > 0 for n in left.values())
    assert dict(items["away:kingdom"].cards) == {"base-1e": 15}


def test_four_players_use_every_curse_and_estate(cat: Catalogue) -> None:
    items = {i.id: i for i in checklist(cat, first_game_kingdom(cat), 4).items}
    left = dict(items["away:cards"].cards) if "away:cards" in items else {}
    assert "curse" not in left and "estate" not in left and "duchy" not in left


def test_a_seaside_kingdom_without_mats_puts_them_away(cat: Catalogue) -> None:
    kingdom = (
        "bazaar",
        "caravan",
        "haven",
        "lighthouse",
        "warehouse",
        *first_game_kingdom(cat)[:5],
    )
    items = {i.id: i for i in checklist(cat, kingdom, 2).items}
    spare = [c for c, _n in items["away:components"].cards]
    assert spare == [
        "island_mat",
        "native_village_mat",
        "pirate_ship_mat",
        "coin_tokens",
        "embargo_tokens",
    ]
    assert dict(items["away:kingdom"].cards) == {"base-1e": 20, "seaside-1e": 21}


def test_bad_player_count(cat: Catalogue) -> None:
    with pytest.raises(InvalidOptions):
        checklist(cat, first_game_kingdom(cat), 5)


@pytest.mark.parametrize("lang", ["hu", "en"])
@pytest.mark.parametrize("players", COUNTS)
def test_every_item_has_words_with_its_numbers(cat: Catalogue, lang: str, players: int) -> None:
    _ = translator(lang)
    for kingdom in kingdoms(cat).values():
        items = checklist(cat, kingdom, players)
        for item in items.items:
            text = item_text(_, cat, item, players)
            assert text and "{" not in text
            for _id, n in item.cards:
                if n is not None and item.kind != "trash":  # the one Trash card
                    assert str(n) in text
        assert {section_text(_, s) for s in SECTIONS} and progress_text(_, 1, 3)
    hu = translator("hu")
    copper = next(i for i in checklist(cat, SEASIDE_MATS, 3).items if i.id == "pile:copper")
    assert (
        item_text(hu, cat, copper, 3)
        == "Rézpénz: 39 lap (ennyi marad a kezdőpaklik kiosztása után)"
    )


def test_ticks_round_trip(cat: Catalogue) -> None:
    of = {n: checklist(cat, first_game_kingdom(cat), n) for n in COUNTS}
    three = of[3]
    ticked = {three.ids()[0], three.ids()[-1], "draw"}
    text = encode_ticks(three, ticked)
    assert text.startswith("3-")
    assert decode_ticks(text, of.__getitem__) == (3, frozenset(ticked))
    every = set(three.ids())
    assert decode_ticks(encode_ticks(three, every), of.__getitem__) == (3, frozenset(every))
    assert encode_ticks(three, set()) == ""


@pytest.mark.parametrize(
    "bad", ["", "3", "3-", "5-1", "0-1", "3-0", "3-zz", "3-1F", "3-1-2", "3-" + "f" * 17]
)
def test_bad_ticks_are_refused(cat: Catalogue, bad: str) -> None:
    of = {n: checklist(cat, first_game_kingdom(cat), n) for n in COUNTS}
    with pytest.raises(ValueError):
        decode_ticks(bad, of.__getitem__)


def test_a_bit_past_the_end_is_refused(cat: Catalogue) -> None:
    of = {n: checklist(cat, first_game_kingdom(cat), n) for n in COUNTS}
    past = 1 << len(of[2].items)
    with pytest.raises(ValueError):
        decode_ticks(f"2-{past:x}", of.__getitem__)
    assert decode_ticks(f"2-{past >> 1:x}", of.__getitem__)[1] == {of[2].ids()[-1]}
