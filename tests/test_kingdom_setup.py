"""The setup sheet: pile counts by player count (rulebook), components, and its three formats."""

from __future__ import annotations

import csv
import io

import pytest

from companion.catalogue import Catalogue, load
from companion.i18n import translator
from companion.kingdom import (
    InvalidOptions,
    Kingdom,
    recommended_kingdom,
    render_sheet,
    setup_sheet,
    sheet_csv,
    sheet_markdown,
    sheet_text,
)
from companion.kingdom.render import curse_note
from companion.kingdom.setup_sheet import gives_curses

# Size Distortion has Gardens (a Victory kingdom card) and Witch (gives Curses).
SIZE_DISTORTION = (
    "cellar",
    "chapel",
    "feast",
    "gardens",
    "laboratory",
    "thief",
    "village",
    "witch",
    "woodcutter",
    "workshop",
)
# High Seas has Island, Pirate Ship and Embargo: mats, coin tokens, Embargo tokens.
HIGH_SEAS = (
    "bazaar",
    "caravan",
    "embargo",
    "explorer",
    "haven",
    "island",
    "lookout",
    "pirate_ship",
    "smugglers",
    "wharf",
)


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


@pytest.mark.parametrize(
    ("players", "copper", "curse", "victory"),
    [(1, 53, 10, 8), (2, 46, 10, 8), (3, 39, 20, 12), (4, 32, 30, 12)],
)
def test_pile_counts_follow_the_rulebook(
    cat: Catalogue, players: int, copper: int, curse: int, victory: int
) -> None:
    piles = setup_sheet(cat, SIZE_DISTORTION, players).pile_counts()
    assert piles["copper"] == copper
    assert piles["silver"] == 40 and piles["gold"] == 30
    assert piles["curse"] == curse
    assert piles["estate"] == piles["duchy"] == piles["province"] == victory
    assert piles["gardens"] == victory  # a Victory kingdom card is sized like a Victory pile
    assert piles["witch"] == piles["cellar"] == 10
    assert len(piles) == 17


def test_island_is_sized_like_victory_piles(cat: Catalogue) -> None:
    for players, size in ((2, 8), (3, 12)):
        sheet = setup_sheet(cat, HIGH_SEAS, players)
        island = next(p for p in sheet.piles if p.card == "island")
        assert (island.count, island.victory_sized, island.group) == (size, True, "kingdom")


def test_piles_come_in_sheet_order(cat: Catalogue) -> None:
    sheet = setup_sheet(cat, Kingdom(SIZE_DISTORTION), 2)
    groups = [p.group for p in sheet.piles]
    assert groups == ["kingdom"] * 10 + ["victory"] * 3 + ["curse"] + ["treasure"] * 3
    assert [p.card for p in sheet.piles[10:]] == [
        "estate",
        "duchy",
        "province",
        "curse",
        "copper",
        "silver",
        "gold",
    ]
    costs = [cat.card(p.card).cost for p in sheet.piles[:10]]
    assert costs == sorted(costs)


def test_starting_deck(cat: Catalogue) -> None:
    assert setup_sheet(cat, SIZE_DISTORTION, 3).starting_deck == (("copper", 7), ("estate", 3))


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_components_to_take_out_of_the_box(cat: Catalogue, players: int) -> None:
    sheet = setup_sheet(cat, HIGH_SEAS, players)
    assert sheet.component_counts() == {
        "island_mat": players,
        "pirate_ship_mat": players,
        "coin_tokens": None,
        "embargo_tokens": None,
        "trash_mat": 1,
    }
    by_id = {c.id: c for c in sheet.components}
    assert by_id["coin_tokens"].cards == ("pirate_ship",)
    assert by_id["embargo_tokens"].cards == ("embargo",)


def test_native_village_mat_and_only_the_trash_otherwise(cat: Catalogue) -> None:
    shipwrecks = recommended_kingdom(cat, "shipwrecks")
    assert setup_sheet(cat, shipwrecks, 4).component_counts() == {
        "native_village_mat": 4,
        "trash_mat": 1,
    }
    assert setup_sheet(cat, SIZE_DISTORTION, 2).component_counts() == {"trash_mat": 1}


CURSE_CASES = [
    # (kingdom, curse_cards, curse_attacks, English note, Hungarian note)
    ("size_distortion", ("witch",), ("witch",), "always set out; used by Witch (an Attack)", None),
    ("high_seas", ("embargo",), (), "always set out; used by Embargo", None),
    (
        "buried_treasure",  # Ambassador hands on Curses (a bought one, or one given to you)
        ("ambassador",),
        ("ambassador",),
        "always set out; used by Ambassador (an Attack)",
        "mindig ki kell tenni; a Nagykövet (támadáskártya) használja",
    ),
    (
        "give_and_take",
        ("ambassador", "witch"),
        ("ambassador", "witch"),
        "always set out; used by Ambassador (an Attack) and Witch (an Attack)",
        None,
    ),
    ("first_game", (), (), "always set out, even though no card here gives Curses", None),
]


@pytest.mark.parametrize(
    ("kingdom", "cards", "attacks", "english", "hungarian"),
    CURSE_CASES,
    ids=[c[0] for c in CURSE_CASES],
)
def test_curse_givers_are_noted(
    cat: Catalogue,
    kingdom: str,
    cards: tuple[str, ...],
    attacks: tuple[str, ...],
    english: str,
    hungarian: str | None,
) -> None:
    sheet = setup_sheet(cat, recommended_kingdom(cat, kingdom), 2)
    assert (sheet.curse_cards, sheet.curse_attacks) == (cards, attacks)
    assert sheet.pile_counts()["curse"] == 10  # always set out
    assert curse_note(sheet, cat, translator("en")) == english
    if hungarian is not None:
        assert curse_note(sheet, cat, translator("hu")) == hungarian


def test_every_card_that_can_give_curses_is_known(cat: Catalogue) -> None:
    givers = sorted(c.id for c in cat.cards.values() if gives_curses(c))
    assert givers == ["ambassador", "embargo", "sea_hag", "witch"]


@pytest.mark.parametrize("players", [0, 5, -1, True])
def test_players_must_be_one_to_four(cat: Catalogue, players: int) -> None:
    with pytest.raises(InvalidOptions) as err:
        setup_sheet(cat, SIZE_DISTORTION, players)
    assert err.value.reason.code == "bad_number"


def test_text_sheet_in_both_languages(cat: Catalogue) -> None:
    sheet = setup_sheet(cat, HIGH_SEAS, 3)
    en = sheet_text(sheet, cat, translator("en"))
    assert "Setup for 3 players" in en
    assert "Island mat × 3" in en and "Pirate Ship mat × 3" in en
    assert "Copper" in en and " 39" in en and "Pirate Ship" in en
    hu = sheet_text(sheet, cat, translator("hu"))
    assert cat.card("copper").name("hu") in hu and cat.card("island").name("hu") in hu
    assert "Setup for" not in hu and "Island mat" not in hu


def test_markdown_sheet(cat: Catalogue) -> None:
    md = sheet_markdown(setup_sheet(cat, SIZE_DISTORTION, 4), cat, translator("en"))
    assert md.startswith("## Setup for 4 players")
    assert "| Copper | Treasures | 32 |  |" in md
    assert "| Gardens | Kingdom cards | 12 | Victory card: as many as a Victory pile |" in md
    assert "- 7 × Copper" in md and "- Trash card × 1" in md
    assert "Witch (an Attack)" in md


def test_csv_sheet_parses_and_has_every_row(cat: Catalogue) -> None:
    sheet = setup_sheet(cat, HIGH_SEAS, 2)
    rows = list(csv.reader(io.StringIO(sheet_csv(sheet, cat, translator("en")))))
    assert rows[0] == ["section", "id", "name", "count", "note"]
    by_id = {r[1]: r for r in rows[1:]}
    assert len(rows) == 1 + 17 + 2 + 5
    assert [r[3] for r in rows if r[1] == "copper"] == ["46", "7"]  # the pile, then each deck
    assert by_id["island"][3] == "8"
    assert by_id["island_mat"][3] == "2" and by_id["coin_tokens"][3] == ""
    hu_rows = list(csv.reader(io.StringIO(render_sheet(sheet, cat, translator("hu"), "csv"))))
    assert sorted(r[1] for r in hu_rows) == sorted(r[1] for r in rows)  # same ids
    hu_by_id = {r[1]: r for r in hu_rows[1:]}
    assert hu_by_id["copper"][2] == cat.card("copper").name("hu")
    assert hu_rows[0] != rows[0]  # headers translate too


def test_render_sheet_rejects_unknown_formats(cat: Catalogue) -> None:
    with pytest.raises(ValueError, match="unknown format 'pdf' \\(use one of: text, markdown, csv"):
        render_sheet(setup_sheet(cat, HIGH_SEAS, 2), cat, translator("en"), "pdf")
