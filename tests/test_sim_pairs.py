"""Pairs that work together: the pair bots (names, both cards bought), the rule that a pair
beats both single cards, the pairs' figures (every pair once, strongest first, the same for
any number of jobs) held against the insight of the same kingdom."""

from __future__ import annotations

from itertools import combinations

import pytest

from companion.bots import UnknownBotError, pair_spec, parse
from companion.bots.buying import buys_its_card
from companion.sim import SimError
from companion.sim.insight import InsightSpec, run_insight
from companion.sim.pairs import PairsSpec, from_results, run_pairs, works_together
from companion.sim.stats import wilson
from tests.test_bots_buy_their_card import MOST, games_owning
from tests.test_sim_insight import KINGDOM, OTHER_KINGDOM

GAMES = 6


@pytest.mark.parametrize(
    ("name", "card", "partner"),
    [
        ("smithy+village-bm", "smithy", "village"),
        ("Village+Smithy-BM", "village", "smithy"),
        ("council-room+fishing-village-bm", "council_room", "fishing_village"),
    ],
)
def test_pair_names_parse_to_both_cards(name, card, partner):
    spec = parse(name)
    assert (spec.kind, spec.card, spec.partner) == ("pair", card, partner)
    assert spec.needs == (card, partner)
    assert parse(spec.name) == spec  # the canonical name parses back to itself


@pytest.mark.parametrize(
    ("name", "reason"),
    [("smithy+smithy-bm", "same_card"), ("smithy+copper-bm", "not_kingdom")],
)
def test_a_pair_of_one_card_or_of_a_basic_card_is_refused_with_its_reason(name, reason):
    with pytest.raises(UnknownBotError) as caught:
        parse(name)
    assert caught.value.reason == reason


def test_each_pair_bot_of_a_kingdom_buys_both_its_cards_in_most_games(db, cat):
    games = 50
    rare = {}
    for card, partner in combinations(sorted(KINGDOM), 2):
        if not (buys_its_card(card) and buys_its_card(partner)):
            continue
        bot = pair_spec(card, partner).name
        owned = games_owning(db, cat, bot, KINGDOM, (card, partner), games)
        rare |= {(bot, c): n for c, n in owned.items() if n < MOST * games}
    assert rare == {}, f"pair bots that rarely buy a card (of {games} games): {rare}"


@pytest.mark.parametrize(
    ("pair", "first", "second"),
    [
        ((60, 100), (30, 100), (35, 100)),  # wholly above both
        ((60, 100), (30, 100), (55, 100)),  # overlaps the second card's interval
        ((45, 100), (30, 100), (30, 100)),  # barely overlaps
        ((45, 100), (40, 100), (10, 100)),
    ],
)
def test_a_pair_works_together_only_above_both_intervals(pair, first, second):
    rates = [wilson(*counts) for counts in (pair, first, second)]
    expected = rates[0].low > max(rates[1].high, rates[2].high)
    assert works_together(*rates) is expected


def test_works_together_compares_the_low_end_with_both_high_ends():
    pair, weak = wilson(70, 100), wilson(30, 100)
    assert works_together(pair, weak, weak)
    assert not works_together(pair, weak, pair)  # equal to a single card: not better
    assert not works_together(weak, weak, weak)
    strong_single = wilson(62, 100)  # its high end reaches into the pair's interval
    assert not works_together(pair, weak, strong_single)
    assert not works_together(pair, strong_single, weak)


def test_the_spec_has_45_pairs_each_one_simulation():
    spec = PairsSpec(InsightSpec(KINGDOM, GAMES, 3), GAMES)
    assert len(spec.pairs()) == 45 and len(set(spec.pairs())) == 45
    assert all(a < b for a, b in spec.pairs())
    sims = spec.sims()
    assert [s.bots[0].name for s in sims] == [pair_spec(a, b).name for a, b in spec.pairs()]
    assert {s.bots[1].name for s in sims} == {"bmu"}
    assert spec.total == 45 * GAMES
    with pytest.raises(SimError):
        PairsSpec(InsightSpec(KINGDOM, GAMES), 0)


@pytest.fixture(scope="module")
def pairs_of_kingdom():
    spec = PairsSpec(InsightSpec(KINGDOM, GAMES, 3), GAMES)
    return spec, run_pairs(spec, 1)


def test_every_pair_once_strongest_first_beside_its_single_cards(pairs_of_kingdom):
    spec, pairs = pairs_of_kingdom
    assert {(p.card, p.partner) for p in pairs.pairs} == set(spec.pairs())
    rates = [p.wins.value for p in pairs.pairs]
    assert rates == sorted(rates, reverse=True)
    single = {c.card: c for c in pairs.insight.cards}
    for p in pairs.pairs:
        assert p.singles == (single[p.card], single[p.partner])
        assert p.wins.total == GAMES
        assert p.bot == pair_spec(p.card, p.partner).name
        assert p.gain == pytest.approx(p.wins.value - max(s.wins.value for s in p.singles))
    assert pairs.together() == tuple(p for p in pairs.pairs if p.together)


def test_the_same_figures_for_any_number_of_jobs(pairs_of_kingdom):
    spec, pairs = pairs_of_kingdom
    again = run_pairs(spec, 2)
    assert again == pairs


def test_the_pairs_are_held_against_the_insight_they_were_asked_against(pairs_of_kingdom):
    spec, pairs = pairs_of_kingdom
    other = run_insight(InsightSpec(OTHER_KINGDOM, GAMES, 3), 1)
    with pytest.raises(ValueError, match="not the one"):
        from_results(spec, other, [])
    given = run_pairs(spec, 1, insight=pairs.insight)
    assert given == pairs
