"""An independent checker of kingdoms against options, written from the option definitions.

The randomizer tests use `violations` instead of the library's own bitmask rules, so that a
bug in how options are compiled cannot hide itself. Its own tests are at the bottom.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

import pytest

from companion.catalogue import Catalogue, load
from companion.kingdom import KingdomOptions


def violations(
    cat: Catalogue,
    cards: Iterable[str],
    o: KingdomOptions,
    history: Sequence[Iterable[str]] = (),
) -> list[str]:
    """The options a kingdom breaks (empty when it satisfies all of them)."""
    ids = list(cards)
    found: list[str] = []
    if len(ids) != 10 or len(set(ids)) != 10:
        found.append("size")
    cs = [cat.card(c) for c in ids]
    if any(not c.is_kingdom or c.set not in o.sets for c in cs):
        found.append("sets")
    if not o.require <= set(ids):
        found.append("require")
    if not o.keep <= set(ids):
        found.append("keep")
    if o.ban & set(ids):
        found.append("ban")
    recent: set[str] = set()
    for kingdom in list(history)[: o.avoid_recent]:
        recent |= set(kingdom)
    if (recent - o.require - o.keep) & set(ids):
        found.append("avoid_recent")
    for flag, tag in (
        ("require_buy", "plus_buy"),
        ("require_village", "village"),
        ("require_draw", "draw"),
        ("require_trashing", "trashing"),
    ):
        if getattr(o, flag) and not any(tag in c.tags for c in cs):
            found.append(flag)
    attacks = sum(c.is_("attack") for c in cs)
    if not o.attacks and attacks:
        found.append("no_attacks")
    if o.max_attacks is not None and attacks > o.max_attacks:
        found.append("max_attacks")
    if o.require_defence and attacks and not any("defence" in c.tags for c in cs):
        found.append("require_defence")
    if sum(2 <= c.cost <= 3 for c in cs) < o.min_cheap:
        found.append("min_cheap")
    if sum(c.cost >= 5 for c in cs) < o.min_expensive:
        found.append("min_expensive")
    if o.max_same_cost is not None and max(Counter(c.cost for c in cs).values()) > o.max_same_cost:
        found.append("max_same_cost")
    per_set = Counter(c.set for c in cs)
    for set_id, n in o.set_min:
        if per_set[set_id] < n:
            found.append(f"set_min:{set_id}")
    for set_id, n in o.set_max:
        if per_set[set_id] > n:
            found.append(f"set_max:{set_id}")
    return found


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


# No +Buy, village, draw, trashing or defence; one Attack (Spy); 5 cards costing 2-3; 3 Seaside.
PLAIN = [
    "cellar",
    "haven",
    "pearl_diver",
    "chancellor",
    "workshop",
    "spy",
    "caravan",
    "gardens",
    "throne_room",
    "adventurer",
]
FIRST_GAME = ["cellar", "market", "militia", "mine", "moat", "remodel", "smithy", "village"]
FIRST_GAME += ["woodcutter", "workshop"]
NO_ATTACK = [c for c in PLAIN if c != "spy"] + ["feast"]


def test_checker_catches_each_option(cat: Catalogue) -> None:
    assert violations(cat, FIRST_GAME, KingdomOptions()) == []
    assert violations(cat, FIRST_GAME, KingdomOptions(attacks=False)) == ["no_attacks"]
    assert violations(cat, FIRST_GAME, KingdomOptions(min_expensive=3)) == ["min_expensive"]
    assert violations(cat, FIRST_GAME, KingdomOptions(max_same_cost=2)) == ["max_same_cost"]
    assert violations(cat, FIRST_GAME, KingdomOptions(sets={"seaside-1e"})) == ["sets"]
    assert violations(cat, FIRST_GAME, KingdomOptions(set_max={"base-1e": 9})) == [
        "set_max:base-1e"
    ]
    assert violations(cat, FIRST_GAME, KingdomOptions(ban={"moat"}, require={"witch"})) == [
        "require",
        "ban",
    ]
    assert violations(cat, FIRST_GAME, KingdomOptions(avoid_recent=1), [["moat"]]) == [
        "avoid_recent"
    ]


@pytest.mark.parametrize(
    ("cards", "options", "broken"),
    [
        (PLAIN, KingdomOptions(), []),
        (PLAIN, KingdomOptions(require_buy=True), ["require_buy"]),
        (PLAIN, KingdomOptions(require_village=True), ["require_village"]),
        (PLAIN, KingdomOptions(require_draw=True), ["require_draw"]),
        (PLAIN, KingdomOptions(require_trashing=True), ["require_trashing"]),
        (PLAIN, KingdomOptions(require_defence=True), ["require_defence"]),
        (NO_ATTACK, KingdomOptions(require_defence=True), []),  # no Attack, no defence needed
        (
            FIRST_GAME,
            KingdomOptions(
                require_buy=True,
                require_village=True,
                require_draw=True,
                require_trashing=True,
                require_defence=True,
            ),
            [],
        ),
        (PLAIN, KingdomOptions(min_cheap=6), ["min_cheap"]),
        (PLAIN, KingdomOptions(min_cheap=5), []),
        (PLAIN, KingdomOptions(set_min={"seaside-1e": 4}), ["set_min:seaside-1e"]),
        (PLAIN, KingdomOptions(set_min={"seaside-1e": 3}), []),
        (PLAIN, KingdomOptions(keep={"moat"}), ["keep"]),
        (PLAIN, KingdomOptions(keep={"spy"}), []),
        (PLAIN[:9], KingdomOptions(), ["size"]),
        ([*PLAIN[:9], "cellar"], KingdomOptions(), ["size"]),
    ],
)
def test_checker_catches_the_other_options(
    cat: Catalogue, cards: list[str], options: KingdomOptions, broken: list[str]
) -> None:
    assert violations(cat, cards, options) == broken
