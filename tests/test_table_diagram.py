"""The table diagram: every count is the engine's setup (pile_sizes, supply_sizes and a real
Game for 1-4 players, base and Seaside kingdoms), Seaside rows and mats only when a kingdom uses
them, and the SVG parses, with every label escaped, in Hungarian and English."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from companion.catalogue import load
from companion.engine.piles import pile_sizes, supply_sizes
from companion.engine.setup import Setup
from companion.engine.standard import new_game, standard_db
from companion.i18n import translator
from companion.kingdom import BadKingdomCode
from companion.kingdom.codes import encode
from companion.kingdom.recommended import recommended_kingdom
from companion.rulebook import table_diagram
from companion.rulebook.table_diagram import kingdom_cards, layout, svg

SVG = "{http://www.w3.org/2000/svg}"
KINGDOMS = ("first_game", "high_seas", "shipwrecks", "buried_treasure")


def cards(kingdom_id: str) -> tuple[str, ...]:
    return kingdom_cards(load(), None, kingdom_id)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("kingdom_id", KINGDOMS)
def test_every_count_is_the_engines_setup(kingdom_id: str, players: int):
    cat = load()
    kingdom = cards(kingdom_id)
    table = layout(cat, kingdom, players)
    shown = {b.label: b.count for b in (*table.basic, *table.kingdom)}
    assert shown == pile_sizes(cat, kingdom, players)
    assert shown == supply_sizes(kingdom, players, lambda c: cat.card(c).is_("victory"))
    game = new_game(standard_db(), Setup(tuple("abcd"[:players]), kingdom, seed=7))
    assert shown == game.supply
    assert table.trash.count == len(game.trash) == 0
    assert len(table.seats) == players == len(game.players)
    for seat, player in zip(table.seats, game.players, strict=True):
        zones = {b.label: b.count for b in seat.boxes}
        assert zones["deck"] == len(player.deck) == 5
        assert zones["hand"] == len(player.hand) == 5
        assert zones["in_play"] == len(player.in_play) == 0
        assert zones["discard"] == len(player.discard) == 0


def test_the_deck_lies_face_down_and_the_discard_pile_face_up():
    seat = layout(load(), cards("first_game"), 2).seats[0]
    faces = {b.label: b.face for b in seat.boxes}
    assert faces["deck"] == "down" and faces["discard"] == "up"


@pytest.mark.parametrize(
    ("kingdom_id", "rows"),
    [
        ("first_game", set()),
        ("high_seas", {"duration", "island", "pirate_ship"}),
        ("shipwrecks", {"duration", "native_village"}),
        ("buried_treasure", {"duration"}),
    ],
)
def test_seaside_rows_and_mats_only_when_the_kingdom_uses_them(kingdom_id: str, rows: set[str]):
    table = layout(load(), cards(kingdom_id), 3)
    base = {"deck", "hand", "in_play", "discard"}
    for seat in table.seats:
        assert {b.label for b in seat.boxes} - base == rows
    assert (table.embargo is not None) == ("embargo" in cards(kingdom_id))


def test_a_kingdom_code_gives_its_cards_and_a_bad_one_is_refused():
    cat = load()
    code = encode(recommended_kingdom(cat, "high_seas"))
    assert set(kingdom_cards(cat, code)) == set(cards("high_seas"))
    assert set(kingdom_cards(cat, "  ")) == set(cards("first_game"))
    with pytest.raises(BadKingdomCode):
        kingdom_cards(cat, "K1nonsense")


def _texts(picture: str) -> list[str]:
    root = ET.fromstring(picture)  # raises on anything unescaped
    return [(t.text or "").replace("\xa0", " ") for t in root.iter(f"{SVG}text")]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("hu", {"Húzópakli", "Dobópakli", "Szemét", "Rézpénz", "Sziget-tábla", "1. játékos"}),
        ("en", {"Deck", "Discard pile", "Trash", "Copper", "Island mat", "Player 1"}),
    ],
)
def test_the_svg_parses_and_names_everything_in_the_language(lang: str, words: set[str]):
    cat = load()
    table = layout(cat, cards("high_seas"), 4)
    texts = _texts(svg(translator(lang), cat, table))
    assert words <= set(texts)
    numbers = Counter(int(t) for t in texts if t.isdigit())
    boxes = [*table.basic, table.trash, *table.kingdom, *(b for s in table.seats for b in s.boxes)]
    boxes += [table.embargo] if table.embargo else []
    assert numbers == Counter(b.count for b in boxes)  # one number per box, the layout's


def test_every_text_is_escaped(monkeypatch: pytest.MonkeyPatch):
    hostile = '<script>alert("x")</script> & <b>'
    monkeypatch.setitem(table_diagram.LABELS, "deck", hostile)
    cat = load()
    picture = svg(translator("en"), cat, layout(cat, cards("first_game"), 2))
    assert "<script>" not in picture
    assert hostile in " ".join(_texts(picture))  # shown as text (on two lines), read back whole
