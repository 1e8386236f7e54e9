"""Options compiled into bitmask counting constraints over the catalogue's kingdom cards.

Every user option becomes one "unit" (a ban list, a required tag, a per-set bound ...) that the
feasibility analysis can switch on and off to find the smallest set of options that clash.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from companion.catalogue import Card, Catalogue
from companion.kingdom.errors import ImpossibleKingdom, InvalidOptions, Reason
from companion.kingdom.options import CHEAP_MAX, EXPENSIVE_MIN, KINGDOM_SIZE, KingdomOptions
from companion.kingdom.order import card_position

History = Sequence[Iterable[str]]
"""Earlier kingdoms, newest first, each an iterable of card ids."""

TAG_UNITS = (
    ("require_buy", "plus_buy"),
    ("require_village", "village"),
    ("require_draw", "draw"),
    ("require_trashing", "trashing"),
)
POOL_UNITS = ("ban", "avoid_recent")


@dataclass(frozen=True, slots=True)
class Counter:
    """Between `lo` and `hi` cards of `mask` must be in the kingdom; `unit` names the option."""

    unit: str
    mask: int
    lo: int
    hi: int


@dataclass(frozen=True, slots=True)
class Implication:
    """If the kingdom has a card of `if_mask`, it must have one of `then_mask`."""

    unit: str
    if_mask: int
    then_mask: int


@dataclass(frozen=True, slots=True)
class Problem:
    """A kingdom request as bitmasks over `cards` (all kingdom cards, by cost then fixed order)."""

    cards: tuple[Card, ...]
    pool: int
    forced: int
    counters: tuple[Counter, ...]
    implications: tuple[Implication, ...]

    def free_cards(self) -> list[int]:
        """Positions of the cards still to choose from: in the pool, not forced (in order)."""
        free = self.pool & ~self.forced
        return [i for i in range(len(self.cards)) if free >> i & 1]

    def places_left(self) -> int:
        """How many cards the free ones must fill (negative if more are forced than fit)."""
        return KINGDOM_SIZE - self.forced.bit_count()

    def accepts(self, mask: int) -> bool:
        """Whether a kingdom (as a mask including the forced cards) satisfies every rule."""
        for c in self.counters:
            n = (mask & c.mask).bit_count()
            if n < c.lo or n > c.hi:
                return False
        return all(not (mask & i.if_mask) or mask & i.then_mask for i in self.implications)

    def failing_units(self, mask: int) -> list[str]:
        """The units whose rules a kingdom mask breaks, in order, without repeats."""
        failed: list[str] = []
        for c in self.counters:
            n = (mask & c.mask).bit_count()
            if (n < c.lo or n > c.hi) and c.unit not in failed:
                failed.append(c.unit)
        for i in self.implications:
            if mask & i.if_mask and not mask & i.then_mask and i.unit not in failed:
                failed.append(i.unit)
        return failed

    def ids(self, mask: int) -> tuple[str, ...]:
        """Card ids of a mask, in problem order."""
        return tuple(c.id for i, c in enumerate(self.cards) if mask >> i & 1)

    def mask_of(self, card_ids: Iterable[str]) -> int:
        """The mask of some card ids (which must be kingdom cards)."""
        index = {c.id: i for i, c in enumerate(self.cards)}
        mask = 0
        for card_id in card_ids:
            mask |= 1 << index[card_id]
        return mask


def universe(catalogue: Catalogue) -> tuple[Card, ...]:
    """All kingdom cards, cheapest first, ties in the fixed code order (never file order)."""
    return tuple(
        sorted(catalogue.kingdom_cards(), key=lambda c: (c.cost, card_position(c.id), c.id))
    )


def recent_cards(options: KingdomOptions, history: History) -> frozenset[str]:
    """Cards of the last `avoid_recent` kingdoms, except the required and kept ones."""
    recent: set[str] = set()
    for kingdom in list(history)[: options.avoid_recent]:
        recent.update(kingdom)
    return frozenset(recent) - options.fixed


def check_cards(catalogue: Catalogue, options: KingdomOptions, history: History = ()) -> None:
    """Raise for unknown or non-kingdom card ids, and for clashes that need no search."""
    named = sorted(options.require | options.ban | options.keep)
    for kingdom in list(history)[: options.avoid_recent]:
        named += sorted(kingdom)
    for card_id in named:
        if card_id not in catalogue.cards:
            raise InvalidOptions(
                Reason("unknown_card", card=card_id, suggestion=catalogue.suggest(card_id))
            )
    not_kingdom = sorted(c for c in set(named) if not catalogue.cards[c].is_kingdom)
    if not_kingdom:
        raise InvalidOptions(Reason("not_kingdom_card", cards=not_kingdom))
    clash = sorted(options.fixed & options.ban)
    if clash:
        raise ImpossibleKingdom(Reason("required_and_banned", cards=clash))
    outside = sorted(c for c in options.fixed if catalogue.cards[c].set not in options.sets)
    if outside:
        missing = sorted({catalogue.cards[c].set for c in outside})
        raise ImpossibleKingdom(
            Reason("not_in_sets", cards=outside, sets=sorted(options.sets), missing=missing)
        )
    if len(options.fixed) > KINGDOM_SIZE:
        raise ImpossibleKingdom(
            Reason("too_many_fixed", count=len(options.fixed), cards=sorted(options.fixed))
        )
    for set_id, n in options.set_min:
        if n > 0 and set_id not in options.sets:
            raise ImpossibleKingdom(
                Reason("set_not_chosen", set=set_id, value=n, sets=sorted(options.sets))
            )


def units(options: KingdomOptions, history: History = ()) -> tuple[str, ...]:
    """The options in force, as unit ids in a fixed order (the culprit search's vocabulary)."""
    found: list[str] = []
    if options.ban:
        found.append("ban")
    if options.avoid_recent and recent_cards(options, history):
        found.append("avoid_recent")
    found += [unit for unit, _ in TAG_UNITS if getattr(options, unit)]
    if options.attack_limit is not None:
        found.append("no_attacks" if not options.attacks else "max_attacks")
    if options.require_defence:
        found.append("require_defence")
    if options.min_cheap:
        found.append("min_cheap")
    if options.min_expensive:
        found.append("min_expensive")
    if options.max_same_cost is not None:
        found.append("max_same_cost")
    found += [f"set_min:{s}" for s, n in options.set_min if n > 0]
    found += [f"set_max:{s}" for s, _ in options.set_max]
    return tuple(found)


def compile_problem(
    catalogue: Catalogue,
    options: KingdomOptions,
    history: History = (),
    active: Collection[str] | None = None,
) -> Problem:
    """The bitmask problem of some options; `active` limits it to some units (all by default).

    Callers run `check_cards` first; this function assumes the card ids are valid.
    """
    cards = universe(catalogue)
    on = set(units(options, history) if active is None else active)
    by_tag: dict[str, int] = defaultdict(int)
    by_cost: dict[int, int] = defaultdict(int)
    by_set: dict[str, int] = defaultdict(int)
    attacks = cheap = expensive = forced = 0
    for i, card in enumerate(cards):
        bit = 1 << i
        for tag in card.tags:
            by_tag[tag] |= bit
        by_cost[card.cost] |= bit
        by_set[card.set] |= bit
        attacks |= bit if card.is_("attack") else 0
        cheap |= bit if card.cost <= CHEAP_MAX else 0
        expensive |= bit if card.cost >= EXPENSIVE_MIN else 0
        forced |= bit if card.id in options.fixed else 0
    blocked: set[str] = set()
    if "ban" in on:
        blocked |= options.ban
    if "avoid_recent" in on:
        blocked |= recent_cards(options, history)
    pool = forced
    for i, card in enumerate(cards):
        if card.set in options.sets and card.id not in blocked:
            pool |= 1 << i

    top = KINGDOM_SIZE
    counters = [Counter(unit, by_tag[tag], 1, top) for unit, tag in TAG_UNITS if unit in on]
    limit = options.attack_limit
    if limit is not None:
        counters += [
            Counter(u, attacks, 0, limit) for u in ("no_attacks", "max_attacks") if u in on
        ]
    if "min_cheap" in on:
        counters.append(Counter("min_cheap", cheap, options.min_cheap, top))
    if "min_expensive" in on:
        counters.append(Counter("min_expensive", expensive, options.min_expensive, top))
    if "max_same_cost" in on and options.max_same_cost is not None:
        counters += [
            Counter("max_same_cost", by_cost[cost], 0, options.max_same_cost)
            for cost in sorted(by_cost)
        ]
    counters += [
        Counter(f"set_min:{s}", by_set[s], n, top)
        for s, n in options.set_min
        if f"set_min:{s}" in on
    ]
    counters += [
        Counter(f"set_max:{s}", by_set[s], 0, n) for s, n in options.set_max if f"set_max:{s}" in on
    ]
    implications = []
    if "require_defence" in on:
        implications.append(Implication("require_defence", attacks, by_tag["defence"]))
    counters = [c for c in counters if c.lo > 0 or c.hi < top]
    return Problem(cards, pool, forced, tuple(counters), tuple(implications))


def relaxed(problem: Problem, unit: str, lo: int | None = None, hi: int | None = None) -> Problem:
    """The problem with one unit's bounds replaced (used to measure how far off a unit is)."""
    counters = tuple(
        Counter(c.unit, c.mask, c.lo if lo is None else lo, c.hi if hi is None else hi)
        if c.unit == unit
        else c
        for c in problem.counters
    )
    return Problem(problem.cards, problem.pool, problem.forced, counters, problem.implications)
