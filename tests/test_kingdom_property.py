"""Property tests: any options either give a kingdom meeting all of them, or a proven no."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.catalogue import load
from companion.i18n import translator
from companion.kingdom import (
    ImpossibleKingdom,
    KingdomOptions,
    Randomizer,
    decode,
    describe_error,
    encode,
)
from tests.test_kingdom_checker import violations

CAT = load()
RANDOMIZER = Randomizer(CAT)
KINGDOM_IDS = sorted(c.id for c in CAT.kingdom_cards())
SETS = ("base-1e", "seaside-1e")


@st.composite
def options(draw: st.DrawFn, pool: list[str] | None = None) -> KingdomOptions:
    """Random options, often impossible ones too (small numbers keep many satisfiable)."""
    cards = pool or KINGDOM_IDS
    sets = draw(st.sets(st.sampled_from(SETS), min_size=1))
    in_sets = [c for c in cards if CAT.card(c).set in sets]
    require = draw(st.sets(st.sampled_from(in_sets), max_size=3))
    keep = draw(st.sets(st.sampled_from(in_sets), max_size=2))
    ban = draw(st.sets(st.sampled_from(cards), max_size=8)) - require - keep
    max_attacks = draw(st.none() | st.integers(0, 3))
    max_same_cost = draw(st.none() | st.integers(1, 6))
    set_min = draw(st.dictionaries(st.sampled_from(sorted(sets)), st.integers(0, 6), max_size=2))
    set_max = draw(st.dictionaries(st.sampled_from(sorted(sets)), st.integers(2, 10), max_size=2))
    return KingdomOptions(
        sets=sets,
        require=require,
        keep=keep,
        ban=ban,
        require_buy=draw(st.booleans()),
        require_village=draw(st.booleans()),
        require_draw=draw(st.booleans()),
        require_trashing=draw(st.booleans()),
        attacks=draw(st.booleans()) if max_attacks is None else True,
        max_attacks=max_attacks,
        require_defence=draw(st.booleans()),
        min_cheap=draw(st.integers(0, 5)),
        min_expensive=draw(st.integers(0, 5)),
        max_same_cost=max_same_cost,
        set_min=set_min,
        set_max=set_max,
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options(), st.integers(0, 2**40))
def test_result_meets_every_option_or_no_kingdom_exists(o: KingdomOptions, seed: int) -> None:
    try:
        kingdom = RANDOMIZER.generate(o, seed=seed)
    except ImpossibleKingdom as exc:
        assert RANDOMIZER.count(o) == 0
        assert describe_error(exc, CAT, translator("en"))
        assert describe_error(exc, CAT, translator("hu"))
        return
    assert violations(CAT, kingdom.cards, o) == []
    assert RANDOMIZER.generate(o, seed=seed) == kingdom
    assert decode(encode(kingdom)) == kingdom


SMALL = [
    "cellar",
    "chapel",
    "moat",
    "village",
    "woodcutter",
    "workshop",
    "militia",
    "smithy",
    "festival",
    "market",
    "witch",
    "lighthouse",
    "native_village",
    "ambassador",
    "bazaar",
]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options(pool=SMALL), st.integers(0, 1000))
def test_small_pools_agree_with_brute_force(o: KingdomOptions, seed: int) -> None:
    """On a 15-card pool every kingdom can be checked: feasible exactly when brute force says."""
    o = o.with_(ban=o.ban | (set(KINGDOM_IDS) - set(SMALL)))
    o = o.with_(require=o.require - o.ban, keep=o.keep - o.ban)
    pool = [c for c in SMALL if CAT.card(c).set in o.sets]
    brute = sum(not violations(CAT, combo, o) for combo in itertools.combinations(pool, 10))
    assert RANDOMIZER.count(o) == brute
    try:
        kingdom = RANDOMIZER.generate(o, seed=seed)
    except ImpossibleKingdom:
        assert brute == 0
        return
    assert brute > 0
    assert violations(CAT, kingdom.cards, o) == []
