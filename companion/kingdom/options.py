"""The randomizer's options: one frozen, hashable value that codes can carry."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from companion.catalogue import KINGDOM_SETS
from companion.kingdom.errors import InvalidOptions, Reason

KINGDOM_SIZE = 10
CHEAP_MAX = 3
"""A "cheap" card costs at most this (2 or 3 coins in these sets)."""
EXPENSIVE_MIN = 5
"""An "expensive" card costs at least this."""

SetBounds = tuple[tuple[str, int], ...]


def _ids(value: Any) -> frozenset[str]:
    """Card ids as a frozenset, from any iterable (a lone string is one id)."""
    if isinstance(value, str):
        return frozenset({value})
    return frozenset(value)


def _bounds(value: Any) -> SetBounds:
    """Per-set numbers as sorted (set, n) pairs, from a mapping or pairs."""
    pairs = value.items() if isinstance(value, Mapping) else value
    return tuple(sorted(((str(s), n) for s, n in pairs), key=lambda pair: pair[0]))


Bounds = Mapping[str, int] | Iterable[tuple[str, int]]


@dataclass(frozen=True, slots=True, init=False)
class KingdomOptions:
    """What a random kingdom must (not) contain; the defaults constrain nothing.

    Keyword arguments accept any iterable of card ids and a dict (or pairs) for the per-set
    bounds; they are stored as frozensets and sorted tuples, so equal options compare, hash
    and encode equal. Malformed values raise InvalidOptions.

    - sets: the sets to draw from; require / ban: cards that must (not) be in the kingdom;
      keep: cards locked when rerolling (like require, but released by a swap);
    - require_buy / require_village / require_draw / require_trashing: at least one card with
      the catalogue tag plus_buy / village / draw / trashing;
    - attacks=False: no Attack; max_attacks: at most that many Attacks;
      require_defence: if there is an Attack, also a defence (Moat, Lighthouse);
    - min_cheap / min_expensive: at least that many cards costing 2-3 / 5 or more;
      max_same_cost: at most that many cards of any one cost;
    - set_min / set_max: per-set bounds, e.g. {"seaside-1e": 3};
    - avoid_recent: leave out the cards of the last K kingdoms of the history passed to
      generate (required and kept cards excepted).
    """

    sets: frozenset[str]
    require: frozenset[str]
    ban: frozenset[str]
    keep: frozenset[str]
    require_buy: bool
    require_village: bool
    require_draw: bool
    require_trashing: bool
    attacks: bool
    max_attacks: int | None
    require_defence: bool
    min_cheap: int
    min_expensive: int
    max_same_cost: int | None
    set_min: SetBounds
    set_max: SetBounds
    avoid_recent: int

    def __init__(
        self,
        *,
        sets: Iterable[str] = KINGDOM_SETS,
        require: Iterable[str] = (),
        ban: Iterable[str] = (),
        keep: Iterable[str] = (),
        require_buy: bool = False,
        require_village: bool = False,
        require_draw: bool = False,
        require_trashing: bool = False,
        attacks: bool = True,
        max_attacks: int | None = None,
        require_defence: bool = False,
        min_cheap: int = 0,
        min_expensive: int = 0,
        max_same_cost: int | None = None,
        set_min: Bounds = (),
        set_max: Bounds = (),
        avoid_recent: int = 0,
    ) -> None:
        values: dict[str, Any] = {
            "sets": _ids(sets),
            "require": _ids(require),
            "ban": _ids(ban),
            "keep": _ids(keep),
            "require_buy": bool(require_buy),
            "require_village": bool(require_village),
            "require_draw": bool(require_draw),
            "require_trashing": bool(require_trashing),
            "attacks": bool(attacks),
            "max_attacks": max_attacks,
            "require_defence": bool(require_defence),
            "min_cheap": min_cheap,
            "min_expensive": min_expensive,
            "max_same_cost": max_same_cost,
            "set_min": _bounds(set_min),
            "set_max": _bounds(set_max),
            "avoid_recent": avoid_recent,
        }
        for name, value in values.items():
            object.__setattr__(self, name, value)
        self._validate()

    def _validate(self) -> None:
        if not self.sets:
            raise InvalidOptions(Reason("no_sets"))
        for set_id in sorted(self.sets | {s for s, _ in self.set_min + self.set_max}):
            if set_id not in KINGDOM_SETS:
                raise InvalidOptions(Reason("unknown_set", set=set_id, known=list(KINGDOM_SETS)))
        numbers: list[tuple[str, int | None]] = [
            ("max_attacks", self.max_attacks),
            ("min_cheap", self.min_cheap),
            ("min_expensive", self.min_expensive),
            ("max_same_cost", self.max_same_cost),
            ("avoid_recent", self.avoid_recent),
        ]
        numbers += [(f"set_min:{s}", n) for s, n in self.set_min]
        numbers += [(f"set_max:{s}", n) for s, n in self.set_max]
        for name, value in numbers:
            low = 1 if name == "max_same_cost" else 0
            high = 255 if name == "avoid_recent" else KINGDOM_SIZE
            if value is not None and (
                isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high
            ):
                raise InvalidOptions(
                    Reason("bad_number", option=name, value=value, min=low, max=high)
                )
        for name in ("set_min", "set_max"):
            sets = [s for s, _ in getattr(self, name)]
            if len(sets) != len(set(sets)):
                raise InvalidOptions(Reason("duplicate_set_bound", option=name))

    @property
    def fixed(self) -> frozenset[str]:
        """The cards every kingdom must contain: required and kept ones."""
        return self.require | self.keep

    @property
    def attack_limit(self) -> int | None:
        """The most Attacks allowed (0 when Attacks are off), or None for no limit."""
        return 0 if not self.attacks else self.max_attacks

    @property
    def has_rules(self) -> bool:
        """Whether anything beyond sets, fixed and banned cards constrains the kingdom."""
        return bool(
            self.require_buy
            or self.require_village
            or self.require_draw
            or self.require_trashing
            or self.attack_limit is not None
            or self.require_defence
            or self.min_cheap
            or self.min_expensive
            or self.max_same_cost is not None
            or self.set_min
            or self.set_max
        )

    @property
    def is_default(self) -> bool:
        """Whether these are the plain defaults (all sets, no constraint)."""
        return self == KingdomOptions()

    def set_min_of(self, set_id: str) -> int:
        """The minimum number of cards from a set (0 when not limited)."""
        return dict(self.set_min).get(set_id, 0)

    def set_max_of(self, set_id: str) -> int | None:
        """The maximum number of cards from a set (None when not limited)."""
        return dict(self.set_max).get(set_id)

    def with_(self, **changes: Any) -> KingdomOptions:
        """A copy with some fields changed (normalised and validated again)."""
        return replace(self, **changes)
