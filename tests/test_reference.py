"""The quick reference: its numbers from the setup code and a real game, its texts, the PDF."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from companion.catalogue import load
from companion.engine.game import Setup
from companion.engine.piles import pile_sizes, supply_sizes
from companion.engine.standard import new_game, standard_db
from companion.i18n import translator
from companion.kingdom import InvalidOptions, recommended_kingdom
from companion.kingdom.setup_sheet import PER_PLAYER
from companion.reference import QuickReference, build, markdown, pdf
from companion.reference.content import BASIC_ORDER
from companion.rulebook.numbers import HAND_SIZE

CAT = load()
FIRST_GAME = recommended_kingdom(CAT, "first_game").cards
MATS = ("island", "native_village", "pirate_ship")  # every mat and the coin tokens


def longest(card_set: str, keep: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Ten kingdom cards of a set: `keep`, then the ones with the longest texts in either
    language (the worst case for the page count)."""
    others = [c for c in CAT.cards.values() if c.set == card_set and c.id not in keep]
    others.sort(key=lambda c: -max(len(c.text("hu")), len(c.text("en"))))
    return (*keep, *(c.id for c in others[: 10 - len(keep)]))


SEASIDE_LONG = longest("seaside-1e", ("embargo", *MATS))
BASE_LONG = longest("base-1e")
KINGDOMS = {"first_game": FIRST_GAME, "seaside_long": SEASIDE_LONG}


def ref(cards: tuple[str, ...], players: int, lang: str = "en") -> QuickReference:
    return build(cards, players, CAT, translator(lang))


def basic_counts(reference: QuickReference) -> dict[str, int]:
    """The basic table's pile column by card id (the rows are in BASIC_ORDER)."""
    table = reference.section("basics").table
    assert table is not None
    return {c: int(row[-1]) for c, row in zip(BASIC_ORDER, table.rows, strict=True)}


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("name", sorted(KINGDOMS))
def test_every_pile_count_is_the_engines_and_a_real_games(name: str, players: int) -> None:
    cards = KINGDOMS[name]
    reference = ref(cards, players)
    is_victory = lambda c: CAT.card(c).is_("victory")  # noqa: E731
    expected = supply_sizes(cards, players, is_victory)
    assert expected == pile_sizes(CAT, cards, players)
    game = new_game(standard_db(), Setup(players=tuple("abcd"[:players]), kingdom=cards))
    assert game.supply == expected
    assert basic_counts(reference) == {c: expected[c] for c in BASIC_ORDER}
    kingdom = reference.section("kingdom").entries
    assert len(kingdom) == 10
    for card_id in cards:
        card = CAT.card(card_id)
        (entry,) = [e for e in kingdom if e.lead.startswith(card.name("en") + " ·")]
        assert entry.lead.endswith(f"· cost {card.cost} · {expected[card_id]} cards")
        assert entry.text == card.text("en")
    end = reference.section("end").entries[0].text
    assert f"({expected['province']} cards at the start)" in end


def test_basic_costs_and_values_come_from_the_catalogue() -> None:
    table = ref(FIRST_GAME, 2).section("basics").table
    assert table is not None
    for card_id, row in zip(BASIC_ORDER, table.rows, strict=True):
        card = CAT.card(card_id)
        assert row[:2] == (card.name("en"), str(card.cost))
        worth = card.coins if card.is_("treasure") else card.vp
        assert row[2].replace("−", "-").split()[0] == str(worth)
    assert table.rows[-1][2] == "−1 VP"  # the Curse, with a real minus sign


def test_the_turn_is_a_checklist_with_the_hand_size() -> None:
    turn = ref(FIRST_GAME, 3).section("turn").entries
    assert all(e.check for e in turn)
    assert [e.lead[0] for e in turn[:3]] == ["A", "B", "C"]
    assert f"draw {HAND_SIZE} new cards" in turn[2].text
    assert "Duration" not in turn[2].text  # a base kingdom has no Durations


def test_a_seaside_kingdom_adds_durations_mats_and_tokens_per_player() -> None:
    base = ref(FIRST_GAME, 3)
    with pytest.raises(KeyError):
        base.section("seaside")
    seaside = ref(SEASIDE_LONG, 3)
    assert "Duration cards that still have work to do stay out." in seaside.texts()[5]
    lines = {e.lead: e.text for e in seaside.section("seaside").entries}
    for mat in ("Island mat", "Native Village mat", "Pirate Ship mat"):
        assert lines[mat].startswith("one per player (3), for ")
    assert lines["Coin tokens"].startswith("all of them, for Pirate Ship")
    assert lines["Embargo tokens"].startswith("all of them, for Embargo")
    assert len(PER_PLAYER) == 3
    assert "Here: " in lines["Duration cards"]


def test_the_outpost_line_of_the_tie_break_only_with_outpost() -> None:
    def tie(cards: tuple[str, ...]) -> str:
        return ref(cards, 2).section("end").entries[-1].text

    assert "Outpost" not in tie(FIRST_GAME)
    with_outpost = ("outpost", *(c for c in SEASIDE_LONG if c != "outpost"))[:10]
    assert "Outpost" in tie(with_outpost)
    assert "fewer turns wins" in tie(FIRST_GAME)


def test_five_players_are_refused() -> None:
    with pytest.raises(InvalidOptions):
        ref(FIRST_GAME, 5)


def test_markdown_has_the_counts_and_escapes_every_text() -> None:
    text = markdown.render(ref(FIRST_GAME, 4, "hu"))
    assert "| Átok | 0 | −1 pont | 30 |" in text
    assert "| Rézpénz | 0 | 1 érme | 32 |" in text
    assert "- ☐ **A – Akciófázis:** " in text
    shouted = markdown.render(ref(FIRST_GAME, 4, "hu"), escape=str.upper)
    assert "GYORS ÖSSZEFOGLALÓ" in shouted and "Gyors összefoglaló" not in shouted


def pdf_text(data: bytes) -> tuple[int, str]:
    reader = PdfReader(io.BytesIO(data))
    return len(reader.pages), "\n".join(page.extract_text() for page in reader.pages)


@pytest.mark.parametrize("lang", ["hu", "en"])
@pytest.mark.parametrize(
    ("cards", "most_pages"), [(FIRST_GAME, 1), (BASE_LONG, 1), (SEASIDE_LONG, 2)]
)
def test_the_pdf_fits_its_pages_at_four_players(
    cards: tuple[str, ...], most_pages: int, lang: str
) -> None:
    pages, _text = pdf_text(pdf.render(ref(cards, 4, lang)))
    assert 1 <= pages <= most_pages


@pytest.mark.parametrize("players", [2, 4])
def test_the_hungarian_pdf_keeps_o_and_u_with_double_accents(players: int) -> None:
    pages, text = pdf_text(pdf.render(ref(FIRST_GAME, players, "hu")))
    assert pages == 1
    flat = " ".join(text.split())
    for word in ("Kovácsműhely", "Műhely", "kezdőpaklit", "győzelmen", "Gyors összefoglaló"):
        assert word in flat
    sizes = pile_sizes(CAT, FIRST_GAME, players)
    assert "Pakli " + " ".join(str(sizes[c]) for c in BASIC_ORDER) in flat
    assert "Érték 1 érme 2 érme 3 érme 1 pont 3 pont 6 pont −1 pont" in flat
    assert f"Alapkártyák {players} játékosra" in flat


def test_the_apps_files_are_named_by_code_and_player_count() -> None:
    from companion.ui.common import reference as app

    assert app.file_name("K1AAAt9yK2Dg", 3, "pdf") == "quick-reference-K1AAAt9yK2Dg-3p.pdf"
    data = app.pdf_file(FIRST_GAME, 2, "en", "")
    assert data.startswith(b"%PDF") and app.pdf_file(FIRST_GAME, 2, "en", "") is data
    text = app.markdown_file(FIRST_GAME, 2, "en", "K1AAAt9yK2Dg")
    assert "First Game · K1AAAt9yK2Dg · 2 players" in text


def test_a_seaside_kingdom_without_durations_or_mats_has_no_empty_section() -> None:
    plain = ("bazaar", "warehouse", "smugglers", "lookout", "salvager", "treasury")
    cards = (*plain, "village", "smithy", "market", "cellar")
    reference = ref(cards, 2)
    assert reference.seaside and pdf.page_limit(reference) == 2
    assert all(section.entries or section.table for section in reference.sections)
    with pytest.raises(KeyError):
        reference.section("seaside")
    assert "Duration cards that still" not in reference.section("turn").entries[2].text
    assert pdf.page_limit(ref(FIRST_GAME, 2)) == 1


def test_the_pages_do_not_import_fpdf_before_a_pdf_is_asked_for() -> None:
    """fpdf2 takes most of a second to import: only a pressed PDF button (or a PDF from the
    command line) may pay it, not a page's first render nor every `companion` command."""
    import subprocess
    import sys

    script = (
        "import sys, companion.ui.kingdom.page, companion.ui.kingdom.tabs, "
        "companion.ui.common.reference, companion.cli; companion.cli.build_parser(); "
        "print('fpdf' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.stdout.strip() == "False", done.stderr
