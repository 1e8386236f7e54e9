"""Property tests: any options either give a kingdom meeting all of them, or a proven no."""

from __future__ import annotations

import itertools

import pytest
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


# The option an "unsatisfiable" reason blames, as each language names it ({value}: its number).
CULPRIT = {
    "require_buy": (["+Buy"], ["+vásárlást"]),
    "require_village": (["Village (+2 Actions)"], ["+2 akciót adó lap"]),
    "require_draw": (["draws 2 or more cards"], ["legalább 2 lapot húzó"]),
    "require_trashing": (["a card that trashes"], ["szemétre tevő"]),
    "require_defence": (["a defence against Attacks"], ["védelem a támadások ellen"]),
    "no_attacks": (["cannot turn Attacks off"], ["a támadáskártyák nem zárhatók ki"]),
    "max_attacks": (["at most {value} Attack"], ["legfeljebb {value} támadáskártya"]),
    "min_cheap": (
        ["at least {value} card", "costing 2–3"],
        ["legalább {value} db 2–3 érmés"],
    ),
    "min_expensive": (
        ["at least {value} card", "costing 5 or more"],
        ["legalább {value} db, 5 vagy több érmébe"],
    ),
    "max_same_cost": (["at most {value} card", "of any one cost"], ["bármely árból legfeljebb"]),
    "set_min": (["at least {value} card", "{set}"], ["legalább {value} kártya a {set}"]),
    "set_max": (["at most {value} card", "{set}"], ["legfeljebb {value} kártya a {set}"]),
}
SET_WORD = {"base-1e": "Dominion", "seaside-1e": "Seaside"}
ZERO_CULPRIT = {  # a limit of 0 has its own wording
    "max_attacks": CULPRIT["no_attacks"],
    "set_max": (["the cards from", "{set}", "left out"], ["{set}", "doboz kártyái kihagyva"]),
}


def assert_names_the_culprit(exc: ImpossibleKingdom) -> None:
    """The explanation is a real sentence in each language and names the option that fails."""
    en = describe_error(exc, CAT, translator("en"))
    hu = describe_error(exc, CAT, translator("hu"))
    reason = exc.reason
    assert not en.startswith(f"{reason.code}:") and en != hu, (en, hu)  # not the raw fallback
    if reason.code == "pool_too_small":
        assert f"only {reason.params['available']} card" in en, en
        assert f"csak {reason.params['available']} kártya" in hu, hu
    if reason.code != "unsatisfiable":
        return
    params = reason.params
    values = {"value": params.get("value"), "set": SET_WORD.get(params.get("set", ""), "")}
    key = params["constraint"]
    zero = params.get("value") == 0 and key in ZERO_CULPRIT
    english, hungarian = ZERO_CULPRIT[key] if zero else CULPRIT[key]
    for fragment in english:
        assert fragment.format(**values) in en, en
    for fragment in hungarian:
        assert fragment.format(**values) in hu, hu


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options(), st.integers(0, 2**40))
def test_result_meets_every_option_or_no_kingdom_exists(o: KingdomOptions, seed: int) -> None:
    try:
        kingdom = RANDOMIZER.generate(o, seed=seed)
    except ImpossibleKingdom as exc:
        assert RANDOMIZER.count(o) == 0
        assert_names_the_culprit(exc)
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


def _tagged(tag: str) -> set[str]:
    return {c.id for c in CAT.kingdom_cards() if tag in c.tags}


@pytest.mark.parametrize(
    ("constraint", "o"),
    [
        ("require_buy", KingdomOptions(require_buy=True, ban=_tagged("plus_buy"))),
        ("require_village", KingdomOptions(require_village=True, ban=_tagged("village"))),
        ("require_draw", KingdomOptions(require_draw=True, ban=_tagged("draw"))),
        ("require_trashing", KingdomOptions(require_trashing=True, ban=_tagged("trashing"))),
        (
            "require_defence",
            KingdomOptions(require={"witch"}, require_defence=True, ban={"moat", "lighthouse"}),
        ),
        ("no_attacks", KingdomOptions(require={"ghost_ship"}, attacks=False)),
        ("max_attacks", KingdomOptions(require={"militia", "witch"}, max_attacks=1)),
        ("min_cheap", KingdomOptions(min_cheap=6, min_expensive=5)),
        ("min_expensive", KingdomOptions(min_expensive=6, max_same_cost=3)),
        ("max_same_cost", KingdomOptions(max_same_cost=1)),
        ("set_min", KingdomOptions(set_min={"base-1e": 3}, set_max={"base-1e": 2})),
        ("set_max", KingdomOptions(sets={"seaside-1e"}, set_max={"seaside-1e": 4})),
    ],
)
def test_each_blamed_option_is_named(constraint: str, o: KingdomOptions) -> None:
    with pytest.raises(ImpossibleKingdom) as info:
        RANDOMIZER.generate(o, seed=1)
    assert (info.value.reason.code, info.value.reason.params["constraint"]) == (
        "unsatisfiable",
        constraint,
    )
    assert_names_the_culprit(info.value)
