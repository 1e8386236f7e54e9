"""Every list of card names is in the alphabetical order of its language (Hungarian collation)."""

from __future__ import annotations

import re

import pytest

from companion.catalogue import SETS
from companion.catalogue.frame import cards_frame
from companion.cli import main
from companion.hungarian.collation import sort_key
from companion.i18n import translator
from companion.kingdom import Kingdom, recommended_kingdom, setup_sheet
from companion.kingdom.render import sheet_text
from companion.sim.report import kingdom_text


def in_order(names: list[str], lang: str) -> bool:
    return names == sorted(names, key=lambda n: sort_key(n, lang))


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_cards_cli_lists_each_set_and_cost_in_alphabetical_order(capsys, cat, lang):
    assert main(["--lang", lang, "cards"]) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines()]
    ids = [row[0] for row in rows]
    assert len(ids) == 58
    groups: dict[tuple[int, int], list[str]] = {}
    for card_id in ids:
        card = cat.cards[card_id]
        groups.setdefault((SETS.index(card.set), card.cost), []).append(card.name(lang))
    assert list(groups) == sorted(groups), "sets, then costs, in order"
    for names in groups.values():
        assert in_order(names, lang), names


def test_cards_cli_puts_atepites_among_the_as(capsys):
    assert main(["--lang", "hu", "cards", "--set", "base-1e"]) == 0
    four = [line.split()[1] for line in capsys.readouterr().out.splitlines() if "  4  " in line]
    assert four == [
        "Átépítés",
        "Hivatalnok",
        "Kém",
        "Kovácsműhely",
        "Lakoma",
        "Park",
        "Polgárőrség",
        "Tolvaj",
        "Trónterem",
        "Uzsorás",
    ]


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_recommended_cli_lists_names_in_alphabetical_order(capsys, cat, lang):
    assert main(["--lang", lang, "recommended"]) == 0
    out = capsys.readouterr().out
    blocks = re.split(r"^\S.*\[\w+\]$", out, flags=re.M)[1:]
    assert len(blocks) == len(cat.recommended)
    for block in blocks:
        names = [n.strip() for n in " ".join(block.split("\n")).split(",")]
        assert len(names) == 10
        assert in_order(names, lang), names


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_setup_sheet_and_kingdom_list_each_cost_alphabetically(cat, lang):
    kingdom = Kingdom(recommended_kingdom(cat, "first_game").cards)
    cards = kingdom.sorted_cards(cat, lang)
    by_cost: dict[int, list[str]] = {}
    for card in cards:
        by_cost.setdefault(card.cost, []).append(card.name(lang))
    assert [c.cost for c in cards] == sorted(c.cost for c in cards)
    assert all(in_order(names, lang) for names in by_cost.values())
    text = sheet_text(setup_sheet(cat, kingdom, 2), cat, translator(lang))
    shown = [line.split()[0] for line in text.splitlines() if line.startswith("    ")][:10]
    assert shown == [c.name(lang).split()[0] for c in cards]


def test_hungarian_setup_sheet_order(cat):
    kingdom = Kingdom(recommended_kingdom(cat, "first_game").cards)
    assert [c.name.hu for c in kingdom.sorted_cards(cat, "hu")][5:8] == [
        "Átépítés",
        "Kovácsműhely",
        "Polgárőrség",
    ]


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_cards_table_lists_each_set_and_cost_alphabetically(cat, lang):
    df = cards_frame(cat, lang)
    for _key, group in df.groupby(["set", "cost"], sort=False):
        assert in_order(list(group["name"]), lang)


def test_simulation_report_names_the_kingdom_in_hungarian_order(cat):
    text = kingdom_text(translator("hu"), cat, ("witch", "remodel", "smithy", "cellar", "spy"))
    assert text == "Birodalom: Átépítés, Boszorkány, Kém, Kovácsműhely, Pince"
