"""The card facts the engine needs, flattened from the catalogue for fast lookups during play."""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from companion.catalogue import Catalogue
from companion.engine.native import by_fields, mypyc_attr
from companion.engine.piles import supply_sizes


@dataclass(frozen=True, slots=True)
class CardInfo:
    """One card's facts as the engine uses them."""

    id: str
    set: str
    cost: int
    action: bool
    treasure: bool
    victory: bool
    curse: bool
    attack: bool
    reaction: bool
    duration: bool
    coins: int
    vp: int
    plus: tuple[int, int, int, int]  # cards, actions, buys, coins when played
    next_turn: tuple[int, int, int, int]  # the same at the start of the next turn

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return by_fields(self)  # pickles alike compiled (engine/native.py)


MEMO_SIZE = 20_000
"""Hands (and supplies) remembered per card table (a memo of a pure function, emptied when
full)."""

TreasureSplit = tuple[tuple[str, ...], tuple[str, ...], int]
"""A hand's Treasures (sorted), the other cards in their order, and the Treasures' coins."""

Supply = tuple[tuple[str, int], ...]
"""A new game's supply piles and their counts, in pile order (a frozen dict)."""


@mypyc_attr(native_class=False)  # compiled, a class takes no weak references (`memo`)
class CardDB:
    """Read-only card facts by id, built once from the catalogue before any game starts.

    Every field is frozen (mappings are `MappingProxyType`, sets `frozenset`) and no attribute
    can be set or deleted after construction, so the one table a process shares between its
    sessions (`standard.standard_db`) cannot be changed by any of them. What it remembers
    (Treasure splits of hands, supplies) lives outside it, in `memo(db)`.
    """

    __slots__ = (
        "__weakref__",
        "actions",
        "coins",
        "cost",
        "info",
        "kingdom_ids",
        "treasures",
        "victories",
        "vp",
    )
    info: Mapping[str, CardInfo]
    kingdom_ids: frozenset[str]
    cost: Mapping[str, int]
    coins: Mapping[str, int]  # a Treasure's coins
    vp: Mapping[str, int]
    actions: frozenset[str]
    treasures: frozenset[str]
    victories: frozenset[str]

    def __init__(self, catalogue: Catalogue) -> None:
        infos: dict[str, CardInfo] = {}
        for c in catalogue.cards.values():
            infos[c.id] = CardInfo(
                id=c.id,
                set=c.set,
                cost=c.cost,
                action=c.is_("action"),
                treasure=c.is_("treasure"),
                victory=c.is_("victory"),
                curse=c.is_("curse"),
                attack=c.is_("attack"),
                reaction=c.is_("reaction"),
                duration=c.is_("duration"),
                coins=c.coins,
                vp=c.vp,
                plus=(c.plus.cards, c.plus.actions, c.plus.buys, c.plus.coins),
                next_turn=(
                    c.next_turn.cards,
                    c.next_turn.actions,
                    c.next_turn.buys,
                    c.next_turn.coins,
                ),
            )
        fields: dict[str, object] = {
            "info": MappingProxyType(infos),
            "kingdom_ids": frozenset(c.id for c in catalogue.cards.values() if c.is_kingdom),
            "cost": MappingProxyType({k: v.cost for k, v in infos.items()}),
            "coins": MappingProxyType({k: v.coins for k, v in infos.items()}),
            "vp": MappingProxyType({k: v.vp for k, v in infos.items()}),
            "actions": frozenset(k for k, v in infos.items() if v.action),
            "treasures": frozenset(k for k, v in infos.items() if v.treasure),
            "victories": frozenset(k for k, v in infos.items() if v.victory),
        }
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"CardDB is read-only (tried to set {name!r})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"CardDB is read-only (tried to delete {name!r})")

    def supply(self, kingdom: tuple[str, ...], players: int) -> dict[str, int]:
        """A new game's supply piles and counts (`piles.supply_sizes`), worked out once per
        kingdom and player count (a simulator sets up thousands of games alike)."""
        supplies = memo(self).supplies
        key = (kingdom, players)
        sizes = supplies.get(key)
        if sizes is None:
            sizes = tuple(supply_sizes(kingdom, players, self.victories.__contains__).items())
            if len(supplies) >= MEMO_SIZE:
                supplies.clear()
            supplies[key] = sizes
        return dict(sizes)

    def split_treasures(self, hand: tuple[str, ...]) -> TreasureSplit:
        """The hand's Treasures sorted (the options of the Treasure question), the cards left
        once they are all played (in hand order) and their coins. Remembered in
        `memo(db).treasure_splits` (the fast path reads it first itself): few hands recur so
        often."""
        splits = memo(self).treasure_splits
        known = splits.get(hand)
        if known is not None:
            return known
        treasures = self.treasures
        coins = self.coins
        split = (
            tuple(sorted(filter(treasures.__contains__, hand))),
            tuple([c for c in hand if c not in treasures]),
            sum([coins[c] for c in hand if c in treasures]),
        )
        if len(splits) >= MEMO_SIZE:
            splits.clear()
        splits[hand] = split
        return split

    def __getitem__(self, card_id: str) -> CardInfo:
        return self.info[card_id]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.info


class Memo:
    """Results that depend only on one card table's facts, remembered for the next game: not
    part of the read-only `CardDB` (each holds at most `MEMO_SIZE` entries)."""

    __slots__ = ("supplies", "treasure_splits")

    def __init__(self) -> None:
        self.supplies: dict[tuple[tuple[str, ...], int], Supply] = {}
        self.treasure_splits: dict[tuple[str, ...], TreasureSplit] = {}


_MEMOS: dict[int, Memo] = {}
"""Each live card table's memo by the table's id (a plain dict: the fast path asks it several
times a game, and a WeakKeyDictionary's lookup cost ~3 % of the engine's speed); an entry is
dropped when its table is collected, before its id can be reused."""


def memo(db: CardDB) -> Memo:
    """The memo of this card table (made on first use, dropped with the table)."""
    found = _MEMOS.get(id(db))
    if found is None:
        found = _MEMOS[id(db)] = Memo()
        weakref.finalize(db, _MEMOS.pop, id(db), None)
    return found
