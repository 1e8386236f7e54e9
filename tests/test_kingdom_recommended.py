"""The rulebooks' recommended kingdoms, filtered by the sets a group owns."""

from __future__ import annotations

import pytest

from companion.catalogue import Catalogue, load
from companion.kingdom import (
    InvalidOptions,
    KingdomOptions,
    find_recommended,
    recommended_for,
    recommended_kingdom,
)


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


def test_all_eleven_with_both_sets(cat: Catalogue) -> None:
    kingdoms = recommended_for(cat, ["base-1e", "seaside-1e"])
    assert len(kingdoms) == 11
    assert [k.id for k in kingdoms] == [k.id for k in cat.recommended]  # rulebook order


def test_base_game_owners_get_the_five_base_kingdoms(cat: Catalogue) -> None:
    ids = [k.id for k in recommended_for(cat, ["base-1e"])]
    assert ids == ["first_game", "big_money", "interaction", "size_distortion", "village_square"]


def test_seaside_only_owners_get_the_pure_seaside_kingdoms(cat: Catalogue) -> None:
    kingdoms = recommended_for(cat, ["seaside-1e"])
    assert {k.id for k in kingdoms} == {"high_seas", "buried_treasure", "shipwrecks"}
    assert all(cat.sets_of(k.cards) == {"seaside-1e"} for k in kingdoms)


def test_nothing_owned_gives_nothing(cat: Catalogue) -> None:
    assert recommended_for(cat, []) == []


def test_find_by_id_or_name_in_either_language(cat: Catalogue) -> None:
    assert find_recommended(cat, "first_game").id == "first_game"
    assert find_recommended(cat, "First Game").id == "first_game"
    assert find_recommended(cat, "kezdoknek").id == "first_game"
    assert find_recommended(cat, "Nyílt tenger").id == "high_seas"


def test_unknown_name_is_invalid_with_a_suggestion(cat: Catalogue) -> None:
    with pytest.raises(InvalidOptions) as err:
        find_recommended(cat, "frist_game")
    assert err.value.reason.code == "unknown_recommended"
    assert err.value.reason["suggestion"] == "first_game"


def test_recommended_kingdom_is_limited_to_its_sets(cat: Catalogue) -> None:
    kingdom = recommended_kingdom(cat, "high_seas")
    assert kingdom.seed is None
    assert kingdom.options == KingdomOptions(sets={"seaside-1e"})
    mixed = recommended_kingdom(cat, "give_and_take")
    assert mixed.options == KingdomOptions()


def test_recommended_match_names_the_kingdom_with_exactly_these_cards(cat: Catalogue) -> None:
    from companion.kingdom import Kingdom
    from companion.kingdom.recommended import recommended_match

    rec = cat.recommended[3]
    assert recommended_match(cat, Kingdom(tuple(reversed(rec.cards)), seed=None)) == rec
    other = (*rec.cards[:9], next(c for c in cat.recommended[0].cards if c not in rec.cards))
    assert recommended_match(cat, Kingdom(other, seed=None)) is None


def test_the_catalogue_knows_the_card_of_each_ruling(cat: Catalogue) -> None:
    for card in cat.cards.values():
        for ruling in card.rulings:
            assert cat.card_of_ruling(ruling.id) == card.id
    assert cat.card_of_ruling("no-such-ruling") is None
