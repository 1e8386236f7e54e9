"""The opening lab: which openings, the forced deal, the same figures for any job count, and
an opening that buys nothing below every sensible one."""

from __future__ import annotations

from collections import Counter

import pytest

from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.game import Setup
from companion.engine.standard import new_game
from companion.sim import SimError
from companion.sim.openings import OpeningsSpec, openings, run_openings
from companion.sim.split import split_deck, split_shuffles
from tests.test_sim_insight import KINGDOM as INSIGHT_KINGDOM
from tests.test_sim_insight import MONEY_KINGDOM as MONEY

KINGDOM = tuple(sorted(INSIGHT_KINGDOM))


def test_the_4_3_openings_are_the_pairs_of_buys_a_4_and_a_3_hand_can_make():
    found = openings(KINGDOM, (4, 3))
    assert found[-1] == ("nothing", "nothing")
    assert len(found) == len(set(found)) == 24
    for pair in (("militia", "silver"), ("smithy", "nothing"), ("silver", "silver")):
        assert pair in found
    assert ("silver", "chapel") in found and ("chapel", "nothing") not in found  # $2 + $2 or less
    cat = load()
    for a, b in found[:-1]:
        assert cat.card(a).cost <= 4 and (b == "nothing" or cat.card(b).cost <= 3)
        assert cat.card(a).cost >= 3
    used = {c for pair in found for c in pair}
    assert used.isdisjoint({"copper", "curse", "estate", "duchy", "gold", "witch", "market"})


def test_the_5_2_openings_take_the_5s_and_a_2_or_nothing():
    found = openings(KINGDOM, (5, 2))
    assert len(found) == len(set(found)) == 33
    assert ("witch", "nothing") in found and ("witch", "chapel") in found
    assert ("laboratory", "moat") in found and ("silver", "silver") not in found
    assert Counter(b for _a, b in found)["nothing"] == 9  # 8 cards of $3-$5 and Silver, + baseline


@pytest.mark.parametrize("split", [(4, 3), (3, 4), (5, 2), (2, 5)])
def test_a_forced_deal_gives_the_two_hands_the_split_coins(split):
    decks = {split_deck(split, seed) for seed in range(40)}
    for deck in decks:
        coins = (deck[:5].count("copper"), deck[5:].count("copper"))
        assert sorted(coins) == sorted(split) and Counter(deck) == {"copper": 7, "estate": 3}
    assert {d[:5].count("copper") for d in decks} == set(split)  # either hand may come first


def test_the_forced_deal_is_the_engines_scripted_first_shuffle_of_that_seat():
    db = CardDB(load())
    setup = Setup(("a", "b", "c"), KINGDOM, 11, shuffles=split_shuffles((5, 2), 1, 11))
    game = new_game(db, setup)
    assert game.players[1].hand.count("copper") in (5, 2)
    plain = new_game(db, Setup(("a", "b", "c"), KINGDOM, 11))
    assert sorted(game.players[0].hand) == sorted(plain.players[0].hand)


def test_bad_splits_and_specs_are_refused():
    with pytest.raises(ValueError):
        split_deck((4, 4), 1)
    with pytest.raises(SimError):
        OpeningsSpec(KINGDOM, players=5)
    with pytest.raises(SimError):
        OpeningsSpec(KINGDOM, games=0)
    with pytest.raises(SimError):
        OpeningsSpec(())


def test_same_seed_same_figures_for_any_job_count_best_first():
    spec = OpeningsSpec(KINGDOM, games=6, seed=4, players=3)
    one = run_openings(spec, 1)
    two = run_openings(spec, 2)
    assert one == two
    assert [s.split for s in one.splits] == [(4, 3), (5, 2)]
    for split in one.splits:
        rates = [r.wins.value for r in split.rows]
        assert rates == sorted(rates, reverse=True)
        assert all(r.wins.total == 6 for r in split.rows)
    assert {r.opening for r in one.splits[1].rows} == set(openings(KINGDOM, (5, 2)))


@pytest.fixture(scope="module")
def money():
    """300 games per opening of the money kingdom, seed 7 (about 7,000 games)."""
    return run_openings(OpeningsSpec(MONEY, games=300, seed=7), 2)


def test_nothing_is_below_every_sensible_opening(money):
    """Nothing/nothing wins about 16% (upper bound near 21%), the weakest other opening
    (Silver/nothing) about 31% (lower bound above 26%)."""
    result = money
    for split in result.splits:
        (baseline,) = [r for r in split.rows if r.opening == ("nothing", "nothing")]
        assert split.rows[-1] is baseline
        others = [r for r in split.rows if r is not baseline]
        assert others and all(r.wins.low > baseline.wins.high for r in others)


def test_a_5_2_witch_opening_beats_every_4_3_opening(money):
    """The known result (docs/simulator.md, "Openings"): Witch on a 5/2 is the best start."""
    result = money
    best_43 = result.splits[0].rows[0]
    best_52 = result.splits[1].rows[0]
    assert best_52.opening == ("witch", "nothing")
    assert best_52.wins.low > best_43.wins.high
    assert best_43.opening in {("militia", "silver"), ("smithy", "silver")}
