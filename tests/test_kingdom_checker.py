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


def test_checker_catches_each_option(cat: Catalogue) -> None:
    first_game = [
        "cellar",
        "market",
        "militia",
        "mine",
        "moat",
        "remodel",
        "smithy",
        "village",
        "woodcutter",
        "workshop",
    ]
    assert violations(cat, first_game, KingdomOptions()) == []
    assert violations(cat, first_game, KingdomOptions(attacks=False)) == ["no_attacks"]
    assert violations(cat, first_game, KingdomOptions(min_expensive=3)) == ["min_expensive"]
    assert violations(cat, first_game, KingdomOptions(max_same_cost=2)) == ["max_same_cost"]
    assert violations(cat, first_game, KingdomOptions(sets={"seaside-1e"})) == ["sets"]
    assert violations(cat, first_game, KingdomOptions(set_max={"base-1e": 9})) == [
        "set_max:base-1e"
    ]
    assert violations(cat, first_game, KingdomOptions(ban={"moat"}, require={"witch"})) == [
        "require",
        "ban",
    ]
    assert violations(cat, first_game, KingdomOptions(avoid_recent=1), [["moat"]]) == [
        "avoid_recent"
    ]
