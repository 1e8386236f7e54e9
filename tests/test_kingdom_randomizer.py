"""The randomizer: determinism, every option over many seeds, and uniformity."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from fractions import Fraction

import pytest

from companion.catalogue import Catalogue, load
from companion.kingdom import (
    ImpossibleKingdom,
    InvalidOptions,
    Kingdom,
    KingdomOptions,
    Randomizer,
    count_kingdoms,
    generate,
)
from companion.kingdom import randomizer as randomizer_module
from companion.kingdom.problem import compile_problem
from companion.kingdom.solver import Solver
from tests.test_kingdom_checker import violations

SEEDS = range(200)
# Chi-square critical values at p = 0.001 (fixed seeds make the tests deterministic; the
# small p keeps them from flagging a correct sampler after an unrelated change).
CHI2_999 = {10: 29.59, 14: 36.12, 20: 45.31, 50: 86.66, 65: 105.0}


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


@pytest.fixture(scope="module")
def rand(cat: Catalogue) -> Randomizer:
    return Randomizer(cat)


def test_unconstrained_kingdom_has_ten_kingdom_cards(cat: Catalogue) -> None:
    kingdom = generate(cat, seed=1)
    assert isinstance(kingdom, Kingdom)
    assert len(kingdom.cards) == len(set(kingdom.cards)) == 10
    assert all(cat.card(c).is_kingdom for c in kingdom.cards)
    assert kingdom.seed == 1
    assert kingdom.options == KingdomOptions()


def test_same_seed_and_options_give_the_same_kingdom(cat: Catalogue, rand: Randomizer) -> None:
    options = KingdomOptions(require_village=True, max_attacks=1, min_expensive=2)
    for seed in range(20):
        a = generate(cat, options, seed=seed)
        assert generate(cat, options, seed=seed) == a
        assert rand.generate(options, seed=seed) == a  # cached or not: same result
    assert len({generate(cat, options, seed=s).cards for s in range(20)}) > 15


def test_fallback_solver_path_is_also_seeded(
    cat: Catalogue, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(randomizer_module, "REJECTION_TRIES", 0)
    options = KingdomOptions(require_buy=True, min_cheap=4)
    r = Randomizer(cat)
    kingdoms = [r.generate(options, seed=s) for s in range(30)]
    assert kingdoms == [generate(cat, options, seed=s) for s in range(30)]
    assert all(violations(cat, k.cards, options) == [] for k in kingdoms)


def test_the_library_never_uses_the_global_random(cat: Catalogue) -> None:
    random.seed(0)
    state = random.getstate()
    generate(cat, KingdomOptions(require_draw=True), seed=3)
    assert random.getstate() == state


def test_a_seed_is_required(cat: Catalogue) -> None:
    with pytest.raises(TypeError):
        generate(cat)  # type: ignore[call-arg]


CONSTRAINTS = {
    "sets base": KingdomOptions(sets={"base-1e"}),
    "sets seaside": KingdomOptions(sets={"seaside-1e"}),
    "require": KingdomOptions(require={"witch", "moat", "pirate_ship"}),
    "ban": KingdomOptions(ban={"witch", "chapel", "sea_hag", "militia", "moat", "village"}),
    "keep": KingdomOptions(keep={"market", "island"}),
    "require_buy": KingdomOptions(require_buy=True),
    "require_village": KingdomOptions(require_village=True),
    "require_draw": KingdomOptions(require_draw=True),
    "require_trashing": KingdomOptions(require_trashing=True),
    "no_attacks": KingdomOptions(attacks=False),
    "max_attacks": KingdomOptions(max_attacks=1),
    "require_defence": KingdomOptions(require_defence=True),
    "defence with a required Attack": KingdomOptions(require={"militia"}, require_defence=True),
    "min_cheap": KingdomOptions(min_cheap=5),
    "min_expensive": KingdomOptions(min_expensive=5),
    "max_same_cost": KingdomOptions(max_same_cost=3, sets={"seaside-1e"}),
    "set_min": KingdomOptions(set_min={"seaside-1e": 8}),
    "set_max": KingdomOptions(set_max={"seaside-1e": 1}),
    "all on": KingdomOptions(
        require_buy=True,
        require_village=True,
        require_draw=True,
        require_trashing=True,
        max_attacks=2,
        require_defence=True,
        min_cheap=3,
        min_expensive=3,
        max_same_cost=3,
        set_min={"seaside-1e": 3},
        set_max={"base-1e": 6},
        ban={"chapel"},
        keep={"moat"},
    ),
}


@pytest.mark.parametrize("name", list(CONSTRAINTS))
def test_each_constraint_holds_over_many_seeds(name: str, cat: Catalogue, rand: Randomizer) -> None:
    options = CONSTRAINTS[name]
    seen: set[tuple[str, ...]] = set()
    for seed in SEEDS:
        kingdom = rand.generate(options, seed=seed)
        assert violations(cat, kingdom.cards, options) == [], (seed, kingdom.cards)
        seen.add(kingdom.cards)
    assert len(seen) > 150  # and the kingdoms do vary


def test_required_defence_appears_exactly_when_there_are_attacks(
    cat: Catalogue, rand: Randomizer
) -> None:
    options = KingdomOptions(require_defence=True)
    without_attack = 0
    for seed in SEEDS:
        cards = [cat.card(c) for c in rand.generate(options, seed=seed).cards]
        if any(c.is_("attack") for c in cards):
            assert any("defence" in c.tags for c in cards)
        else:
            without_attack += 1
    assert without_attack > 0  # the option does not force Attacks in


def test_avoid_recent_leaves_out_the_last_kingdoms(cat: Catalogue, rand: Randomizer) -> None:
    history = [generate(cat, seed=s).cards for s in range(3)]
    options = KingdomOptions(avoid_recent=2)
    recent = set(history[0]) | set(history[1])
    for seed in SEEDS:
        kingdom = rand.generate(options, seed=seed, history=history)
        assert not recent & set(kingdom.cards)
        assert violations(cat, kingdom.cards, options, history) == []


def test_kept_cards_stay_when_rerolling(cat: Catalogue) -> None:
    first = generate(cat, seed=10)
    locked = set(first.cards[:4])
    options = KingdomOptions(keep=locked, avoid_recent=1)
    for seed in range(50):
        again = generate(cat, options, seed=seed, history=[first.cards])
        assert locked <= set(again.cards)
        assert not (set(again.cards) - locked) & set(first.cards)  # the rest is all new


def test_history_longer_than_avoid_recent_is_ignored_beyond_k(cat: Catalogue) -> None:
    history = [("village",), ("witch",)]
    kingdoms = [
        generate(cat, KingdomOptions(avoid_recent=1), seed=s, history=history).cards
        for s in range(300)
    ]
    assert not any("village" in k for k in kingdoms)
    assert any("witch" in k for k in kingdoms)


# -- uniformity -------------------------------------------------------------------------------


def _chi2(observed: list[int], expected: float) -> float:
    return sum((o - expected) ** 2 / expected for o in observed)


def test_unconstrained_inclusion_frequencies_are_uniform(cat: Catalogue) -> None:
    """Each card is in 10/51 of the kingdoms (chi-square over the 51 cards)."""
    n_draws = 4000
    counts: Counter[str] = Counter()
    for seed in range(n_draws):
        counts.update(generate(cat, seed=seed).cards)
    pool = [c.id for c in cat.kingdom_cards()]
    n, k = len(pool), 10
    p = k / n
    expected = n_draws * p
    # Inclusion counts of a k-of-n draw sum to k * draws; scaled so that it is chi-square(n-1).
    stat = (n - 1) / n * sum((counts[c] - expected) ** 2 for c in pool) / (n_draws * p * (1 - p))
    assert stat < CHI2_999[50], stat
    assert set(counts) == set(pool)


def test_unconstrained_is_plain_rng_sample(cat: Catalogue) -> None:
    """Without options the draw is exactly rng.sample over the pool (so uniform by design)."""
    problem = compile_problem(cat, KingdomOptions())
    for seed in range(20):
        rng = random.Random(seed)
        expected = {problem.cards[i].id for i in rng.sample(range(len(problem.cards)), 10)}
        assert set(generate(cat, seed=seed).cards) == expected


def test_free_cards_and_places_left_are_shared_by_sampler_and_solver(cat: Catalogue) -> None:
    """The cards left to choose are the pool minus the forced ones; they fill the other places."""
    options = _small(require={"moat", "witch"}, keep={"market"})
    problem = compile_problem(cat, options)
    free = [problem.cards[i].id for i in problem.free_cards()]
    assert sorted(free) == sorted(set(SMALL_POOL) - {"moat", "witch", "market"})
    assert problem.places_left() == 7
    assert Solver(problem).free == problem.free_cards()
    assert Solver(problem).k0 == 7
    everything = compile_problem(cat, KingdomOptions(require=SMALL_POOL[:10]))
    assert len(everything.free_cards()) == len(everything.cards) - 10
    assert everything.places_left() == 0


SMALL_POOL = [
    "cellar",
    "chapel",
    "moat",
    "village",
    "woodcutter",
    "smithy",
    "militia",
    "festival",
    "market",
    "witch",
    "laboratory",
    "lighthouse",
    "bazaar",
]


def _small(**kw: object) -> KingdomOptions:
    ban = {c.id for c in load().kingdom_cards()} - set(SMALL_POOL)
    return KingdomOptions(ban=ban, **kw)  # type: ignore[arg-type]


def _all_valid(cat: Catalogue, options: KingdomOptions) -> list[frozenset[str]]:
    return [
        frozenset(combo)
        for combo in itertools.combinations(SMALL_POOL, 10)
        if not violations(cat, combo, options)
    ]


@pytest.mark.parametrize("force_solver", [False, True], ids=["rejection", "exact-solver"])
@pytest.mark.parametrize(
    "options",
    [
        _small(),
        _small(require_buy=True, max_attacks=1),
        _small(require_defence=True, max_same_cost=4, min_expensive=4),
    ],
    ids=["plain", "buy+attacks", "defence+costs"],
)
def test_small_pool_distribution_is_uniform_over_valid_kingdoms(
    cat: Catalogue, options: KingdomOptions, force_solver: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every valid kingdom of a 13-card pool comes up equally often, no invalid one ever."""
    if force_solver:
        monkeypatch.setattr(randomizer_module, "REJECTION_TRIES", 0)
    valid = _all_valid(cat, options)
    assert count_kingdoms(cat, options) == len(valid)
    r = Randomizer(cat)
    per = 40
    draws = Counter(frozenset(r.generate(options, seed=s).cards) for s in range(per * len(valid)))
    assert set(draws) == set(valid)
    df = len(valid) - 1
    critical = df + 3.1 * math.sqrt(2 * df)  # about p = 0.001 for these df
    assert _chi2([draws[v] for v in valid], per) < critical


def test_exact_solver_gives_each_valid_kingdom_probability_one_over_n(cat: Catalogue) -> None:
    options = _small(require_village=True, require_defence=True, min_cheap=4)
    problem = compile_problem(cat, options)
    solver = Solver(problem)
    valid = _all_valid(cat, options)
    assert solver.count() == len(valid) > 1
    for combo in itertools.combinations(SMALL_POOL, 10):
        p = solver.probability(problem.mask_of(combo))
        assert p == (Fraction(1, len(valid)) if frozenset(combo) in valid else 0)


def test_solver_counts_match_brute_force_on_a_mid_pool(cat: Catalogue) -> None:
    pool = [*SMALL_POOL, "spy", "thief", "adventurer", "haven", "embargo"]
    ban = {c.id for c in cat.kingdom_cards()} - set(pool)
    options = KingdomOptions(
        ban=ban,
        require_trashing=True,
        max_attacks=2,
        require_defence=True,
        max_same_cost=3,
        set_max={"seaside-1e": 2},
        min_cheap=3,
    )
    brute = sum(not violations(cat, c, options) for c in itertools.combinations(pool, 10))
    assert count_kingdoms(cat, options) == brute > 0


def test_count_without_options_is_51_choose_10(cat: Catalogue) -> None:
    assert count_kingdoms(cat, KingdomOptions()) == math.comb(51, 10)
    assert count_kingdoms(cat, KingdomOptions(sets={"base-1e"})) == math.comb(25, 10)
    assert count_kingdoms(cat, KingdomOptions(require={"witch"})) == math.comb(50, 9)


# -- errors -----------------------------------------------------------------------------------


def test_unknown_cards_in_options_are_invalid(cat: Catalogue) -> None:
    with pytest.raises(InvalidOptions) as err:
        generate(cat, KingdomOptions(require={"wtich"}), seed=1)
    assert err.value.reason.code == "unknown_card"
    assert err.value.reason["suggestion"] == "witch"
    with pytest.raises(InvalidOptions) as err:
        generate(cat, KingdomOptions(ban={"copper"}), seed=1)
    assert err.value.reason.code == "not_kingdom_card"


def test_impossible_options_fail_fast_and_never_loop(cat: Catalogue) -> None:
    with pytest.raises(ImpossibleKingdom) as err:
        generate(cat, KingdomOptions(min_cheap=6, min_expensive=6), seed=1)
    reason = err.value.reason  # the two together are to blame: at most 4 cheap cards fit
    assert (reason["constraint"], reason["possible"], reason["others"]) == (
        "min_cheap",
        4,
        [{"constraint": "min_expensive", "value": 6}],
    )
    with pytest.raises(ImpossibleKingdom) as err:
        Randomizer(cat).check(KingdomOptions(max_same_cost=1))
    assert err.value.reason["constraint"] == "max_same_cost"
    Randomizer(cat).check(KingdomOptions(max_same_cost=3))  # fine: no error
