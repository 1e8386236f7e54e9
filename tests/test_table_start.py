"""The start form's logic below the UI: the kingdom each source names, and bots that need a
card the kingdom lacks."""

from __future__ import annotations

import pytest

from companion.catalogue import Catalogue, load
from companion.kingdom import Kingdom, decode, encode
from companion.table.start import KingdomSource, StartError, check_bots, start_kingdom


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


def test_the_page_source_takes_the_page_kingdom(cat: Catalogue) -> None:
    code = encode(Kingdom(cat.recommended[1].cards, seed=None))
    got = start_kingdom(cat, KingdomSource("page", page_code=code), seed=1)
    assert got == decode(code).cards


def test_a_recommended_source_takes_its_cards(cat: Catalogue) -> None:
    rec = cat.recommended[2]
    got = start_kingdom(cat, KingdomSource("recommended", recommended=rec.id), seed=1)
    assert set(got) == set(rec.cards)


def test_a_typed_code_is_read_without_its_spaces(cat: Catalogue) -> None:
    code = encode(Kingdom(cat.recommended[0].cards, seed=None))
    got = start_kingdom(cat, KingdomSource("code", code=f"  {code} "), seed=1)
    assert set(got) == set(cat.recommended[0].cards)


def test_a_random_kingdom_follows_its_seed(cat: Catalogue) -> None:
    one = start_kingdom(cat, KingdomSource(), seed=5)
    assert one == start_kingdom(cat, KingdomSource(), seed=5) and len(one) == 10
    assert one != start_kingdom(cat, KingdomSource(), seed=6)


@pytest.mark.parametrize(
    ("asked", "kind"),
    [
        (KingdomSource("page"), "no_page_kingdom"),
        (KingdomSource("recommended", recommended="no-such-kingdom"), "no_recommended"),
        (KingdomSource("code", code="nonsense"), "bad_code"),
        (KingdomSource("page", page_code="nonsense"), "bad_code"),
    ],
)
def test_a_source_that_names_no_kingdom_says_why(
    cat: Catalogue, asked: KingdomSource, kind: str
) -> None:
    with pytest.raises(StartError) as info:
        start_kingdom(cat, asked, seed=1)
    assert info.value.kind == kind


def test_a_card_bot_needs_its_card_in_the_kingdom(cat: Catalogue) -> None:
    kingdom = cat.recommended[0].cards  # has Smithy and Militia, no Witch
    check_bots(cat, kingdom, ["bigmoney", "smithy-bm"])
    with pytest.raises(StartError) as info:
        check_bots(cat, kingdom, ["smithy-bm", "witch-bm"])
    assert (info.value.kind, info.value.params) == (
        "bot_needs_card",
        {"bot": "witch-bm", "card": "witch"},
    )
