"""The Kingdom page's compact setup sheet, built from the sheet's lines (not from its CSV)."""

from __future__ import annotations

import pytest

from companion.catalogue import Catalogue, load
from companion.i18n import Translator, translator
from companion.kingdom import setup_sheet
from companion.kingdom.render import BOX, DECK, GROUP_LABELS, SECTION_LABELS, sheet_lines
from companion.ui.kingdom.sheet import compact_sheet
from tests.test_kingdom_setup import HIGH_SEAS

HIGH_SEAS_EN = r"""| Pile | Cards | Note |
|---|---:|---|
| **Kingdom cards** | | |
| Embargo | 10 |  |
| Haven | 10 |  |
| Lookout | 10 |  |
| Smugglers | 10 |  |
| Caravan | 10 |  |
| Island | 8 | Victory card\: as many as a Victory pile |
| Pirate Ship | 10 |  |
| Bazaar | 10 |  |
| Explorer | 10 |  |
| Wharf | 10 |  |
| **Victory cards** | | |
| Estate | 8 |  |
| Duchy | 8 |  |
| Province | 8 |  |
| **Curses** | | |
| Curse | 10 | always set out; used by Embargo |
| **Treasures** | | |
| Copper | 46 |  |
| Silver | 40 |  |
| Gold | 30 |  |

Starting deck of each player\: 7 × Copper, 3 × Estate

**Take out of the box**

- Island mat × 2 \(one per player, for Island\)
- Pirate Ship mat × 2 \(one per player, for Pirate Ship\)
- Coin tokens \(all of them, for Pirate Ship\)
- Embargo tokens \(all of them, for Embargo\)
- Trash card × 1"""


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


def test_compact_sheet_in_english(cat: Catalogue) -> None:
    assert compact_sheet(translator("en"), setup_sheet(cat, HIGH_SEAS, 2), cat) == HIGH_SEAS_EN


def test_compact_sheet_in_hungarian(cat: Catalogue) -> None:
    text = compact_sheet(translator("hu"), setup_sheet(cat, HIGH_SEAS, 2), cat).splitlines()
    assert text[:3] == [
        "| Pakli | Darab | Megjegyzés |",
        "|---|---:|---|",
        "| **Birodalomkártyák** | | |",
    ]
    assert "| Átok | 10 | mindig ki kell tenni; az Embargó használja |" in text
    assert r"Minden játékos kezdőpaklija\: 7 × Rézpénz, 3 × Birtok" in text
    assert text[-7:] == [
        "**Vedd elő a dobozból**",
        "",
        r"- Sziget\-tábla × 2 \(játékosonként egy kell a Szigethez\)",
        r"- Kalózhajó\-tábla × 2 \(játékosonként egy kell a Kalózhajóhoz\)",
        r"- Érmejelölők \(mind kell a Kalózhajóhoz\)",
        r"- Embargó\-jelölők \(mind kell az Embargóhoz\)",
        r"- Szemét\-kártya × 1",
    ]


class SameLabels(Translator):
    """English, except that every section of the sheet is called the same."""

    def __call__(self, message: str, **params: object) -> str:
        if message in SECTION_LABELS.values():
            return "Section"
        return super().__call__(message, **params)


def test_compact_sheet_reads_sections_not_their_labels(cat: Catalogue) -> None:
    """Before, the view found the deck and the box by their translated labels."""
    text = compact_sheet(SameLabels("en"), setup_sheet(cat, HIGH_SEAS, 2), cat)
    assert text.count("| **Section** | | |") == len(GROUP_LABELS)
    assert r"Starting deck of each player\: 7 × Copper, 3 × Estate" in text
    assert "| Copper | 46 |  |" in text and "| Copper | 7 |" not in text
    assert text.endswith("**Section**\n\n" + HIGH_SEAS_EN.split("**\n\n", 2)[-1])


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_sheet_lines_are_the_csv_rows_in_order(cat: Catalogue, lang: str) -> None:
    sheet = setup_sheet(cat, HIGH_SEAS, 3)
    lines = sheet_lines(sheet, cat, translator(lang))
    sections = [line.section for line in lines]
    assert (
        sections
        == ["kingdom"] * 10
        + ["victory"] * 3
        + ["curse"]
        + ["treasure"] * 3
        + [DECK] * 2
        + [BOX] * 5
    )
    by_id = {(line.section, line.id): line for line in lines}
    assert by_id["kingdom", "island"].count == 12
    assert by_id[DECK, "copper"].count == 7 and by_id["treasure", "copper"].count == 39
    assert by_id[BOX, "island_mat"].count == 3 and by_id[BOX, "coin_tokens"].count is None
