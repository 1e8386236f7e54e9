"""Swapping one card: same cost, same type, from a set, keeping the other nine and the options."""

from __future__ import annotations

from collections import Counter

import pytest

from companion.catalogue import Catalogue, load
from companion.i18n import translator
from companion.kingdom import (
    InvalidOptions,
    Kingdom,
    KingdomOptions,
    NoReplacement,
    Randomizer,
    describe_error,
    recommended_kingdom,
    swap,
    swap_candidates,
)
from tests.test_kingdom_checker import violations

ALL_ON = KingdomOptions(
    require_buy=True,
    require_village=True,
    require_draw=True,
    require_trashing=True,
    max_attacks=2,
    require_defence=True,
    min_cheap=3,
    min_expensive=3,
    max_same_cost=3,
)


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


def _check(cat: Catalogue, before: Kingdom, after: Kingdom, out: str) -> str:
    """The card that came in, after checking that only `out` left."""
    assert out not in after.cards
    assert set(before.cards) - {out} <= set(after.cards)
    (came,) = set(after.cards) - set(before.cards)
    assert violations(cat, after.cards, after.options) == []
    return came


def test_plain_swap_replaces_only_that_card(cat: Catalogue) -> None:
    kingdom = Randomizer(cat).generate(seed=3)
    for i, out in enumerate(kingdom.cards):
        after = swap(cat, kingdom, out, seed=i)
        _check(cat, kingdom, after, out)
        assert after.seed is None


def test_swap_same_cost(cat: Catalogue) -> None:
    r = Randomizer(cat)
    for seed in range(100):
        kingdom = r.generate(seed=seed)
        out = kingdom.cards[seed % 10]
        if out == "adventurer":  # the only card costing 6
            with pytest.raises(NoReplacement):
                swap(cat, kingdom, out, seed=seed, same="cost")
            continue
        came = _check(cat, kingdom, swap(cat, kingdom, out, seed=seed, same="cost"), out)
        assert cat.card(came).cost == cat.card(out).cost


def test_swap_same_type(cat: Catalogue) -> None:
    r = Randomizer(cat)
    for seed in range(100):
        kingdom = r.generate(KingdomOptions(require={"militia"}), seed=seed)
        came = _check(
            cat, kingdom, swap(cat, kingdom, "militia", seed=seed, same="type"), "militia"
        )
        assert cat.card(came).types == ("action", "attack")


def test_swap_from_a_chosen_set(cat: Catalogue) -> None:
    kingdom = Randomizer(cat).generate(KingdomOptions(sets={"base-1e"}), seed=4)
    for seed in range(30):
        after = swap(cat, kingdom, kingdom.cards[0], seed=seed, set_id="seaside-1e")
        came = _check(cat, kingdom, after, kingdom.cards[0])
        assert cat.card(came).set == "seaside-1e"
        assert "seaside-1e" in after.options.sets


def test_swap_keeps_every_option(cat: Catalogue) -> None:
    r = Randomizer(cat)
    for seed in range(100):
        kingdom = r.generate(ALL_ON, seed=seed)
        out = kingdom.cards[seed % 10]
        try:
            after = swap(cat, kingdom, out, seed=seed)
        except NoReplacement:
            continue
        _check(cat, kingdom, after, out)
        assert after.options == ALL_ON


def test_swap_is_uniform_over_the_candidates(cat: Catalogue) -> None:
    kingdom = recommended_kingdom(cat, "first_game")
    candidates = swap_candidates(cat, kingdom, "smithy", same="cost")
    assert set(candidates) == {
        "bureaucrat",
        "feast",
        "gardens",
        "moneylender",
        "spy",
        "thief",
        "throne_room",
    }
    counts = Counter(
        next(
            iter(set(swap(cat, kingdom, "smithy", seed=s, same="cost").cards) - set(kingdom.cards))
        )
        for s in range(1400)
    )
    assert set(counts) == set(candidates)
    assert all(140 < n < 260 for n in counts.values()), counts


def test_swap_is_seeded(cat: Catalogue) -> None:
    kingdom = recommended_kingdom(cat, "big_money")
    assert swap(cat, kingdom, "chapel", seed=9) == swap(cat, kingdom, "chapel", seed=9)
    came = [
        set(swap(cat, kingdom, "chapel", seed=s).cards) - set(kingdom.cards) for s in range(100)
    ]
    assert all(len(c) == 1 for c in came)
    # other seeds, other cards: over 100 seeds every one of the 15 candidates comes up
    assert set().union(*came) == set(swap_candidates(cat, kingdom, "chapel"))
    assert len(swap_candidates(cat, kingdom, "chapel")) == 15


def test_recommended_kingdom_swaps_stay_in_its_sets(cat: Catalogue) -> None:
    kingdom = recommended_kingdom(cat, "first_game")
    for seed in range(50):
        after = swap(cat, kingdom, "moat", seed=seed)
        assert cat.sets_of(after.cards) == {"base-1e"}


def test_swapping_a_required_or_kept_card_releases_it(cat: Catalogue) -> None:
    kingdom = Randomizer(cat).generate(KingdomOptions(require={"witch"}, keep={"moat"}), seed=1)
    after = swap(cat, kingdom, "witch", seed=1)
    assert "witch" not in after.options.require
    after = swap(cat, after, "moat", seed=1)
    assert after.options.keep == frozenset()


def test_no_replacement_of_the_same_type(cat: Catalogue) -> None:
    """Moat is the only Action - Reaction card."""
    kingdom = recommended_kingdom(cat, "first_game")
    with pytest.raises(NoReplacement) as err:
        swap(cat, kingdom, "moat", seed=1, same="type")
    r = err.value.reason
    assert (r.code, r["card"], r["matching"], r["types"]) == (
        "no_replacement",
        "moat",
        0,
        ["action", "reaction"],
    )
    assert "Moat" in describe_error(err.value, cat, translator("en"))


def test_no_replacement_that_keeps_the_options(cat: Catalogue) -> None:
    """The only Village goes, and the other Villages are banned."""
    villages = {c.id for c in cat.kingdom_cards() if "village" in c.tags}
    options = KingdomOptions(require={"village"}, require_village=True, ban=villages - {"village"})
    kingdom = Randomizer(cat).generate(options, seed=2)
    with pytest.raises(NoReplacement) as err:
        swap(cat, kingdom, "village", seed=1)
    assert err.value.reason["failing"] == ["require_village"]
    assert err.value.reason["matching"] == 37  # every other card of the pool
    assert describe_error(err.value, cat, translator("en")) == (
        "Village cannot be swapped: all 37 other cards break a Village (+2 Actions)"
    )
    assert describe_error(err.value, cat, translator("hu")) == (
        "a Falut nem lehet lecserélni: 37 másik kártya van, de mind sértené ezt: +2 akciót adó lap"
    )


def test_no_other_card_costs_six(cat: Catalogue) -> None:
    kingdom = recommended_kingdom(cat, "big_money")
    with pytest.raises(NoReplacement) as err:
        swap(cat, kingdom, "adventurer", seed=1, same="cost")
    assert (err.value.reason["matching"], err.value.reason["cost"]) == (0, 6)
    text = describe_error(err.value, cat, translator("en"))
    assert text == "Adventurer cannot be swapped: no other card costing 6 is left"


def test_same_cost_from_a_set(cat: Catalogue) -> None:
    kingdom = recommended_kingdom(cat, "first_game")
    candidates = swap_candidates(cat, kingdom, "mine", same="cost", set_id="seaside-1e")
    assert set(candidates) == {
        "bazaar",
        "explorer",
        "ghost_ship",
        "merchant_ship",
        "outpost",
        "tactician",
        "treasury",
        "wharf",
    }  # every Seaside card costing 5


def test_swap_errors_for_bad_requests(cat: Catalogue) -> None:
    kingdom = recommended_kingdom(cat, "first_game")
    with pytest.raises(InvalidOptions) as err:
        swap(cat, kingdom, "witch", seed=1)
    assert err.value.reason.code == "not_in_kingdom"
    with pytest.raises(InvalidOptions) as err:
        swap(cat, kingdom, "moat", seed=1, same="colour")  # type: ignore[arg-type]
    assert err.value.reason.code == "bad_swap_mode"
    with pytest.raises(InvalidOptions) as err:
        swap(cat, kingdom, "moat", seed=1, set_id="intrigue")
    assert err.value.reason.code == "unknown_set"
