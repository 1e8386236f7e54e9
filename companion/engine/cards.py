"""The card facts the engine needs, flattened from the catalogue for fast lookups during play."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from companion.catalogue import Catalogue
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


MEMO_SIZE = 20_000
"""Hands `split_treasures` remembers (a memo of a pure function, emptied when full)."""

TreasureSplit = tuple[tuple[str, ...], tuple[str, ...], int]
"""A hand's Treasures (sorted), the other cards in their order, and the Treasures' coins."""


class CardDB:
    """Read-only card facts by id, built once from the catalogue before any game starts; it
    also remembers results that only depend on them (Treasure splits of hands, supplies)."""

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
        self.info: Mapping[str, CardInfo] = MappingProxyType(infos)
        self.kingdom_ids = frozenset(c.id for c in catalogue.cards.values() if c.is_kingdom)
        self.cost = {k: v.cost for k, v in infos.items()}
        self.coins = {k: v.coins for k, v in infos.items()}  # a Treasure's coins
        self.vp = {k: v.vp for k, v in infos.items()}
        self.actions = frozenset(k for k, v in infos.items() if v.action)
        self.treasures = frozenset(k for k, v in infos.items() if v.treasure)
        self.victories = frozenset(k for k, v in infos.items() if v.victory)
        self.treasure_splits: dict[tuple[str, ...], TreasureSplit] = {}  # see split_treasures
        self._supplies: dict[tuple[tuple[str, ...], int], dict[str, int]] = {}

    def supply(self, kingdom: tuple[str, ...], players: int) -> dict[str, int]:
        """A new game's supply piles and counts (`piles.supply_sizes`), worked out once per
        kingdom and player count (a simulator sets up thousands of games alike)."""
        key = (kingdom, players)
        sizes = self._supplies.get(key)
        if sizes is None:
            sizes = supply_sizes(kingdom, players, lambda c: self.info[c].victory)
            if len(self._supplies) >= MEMO_SIZE:
                self._supplies.clear()
            self._supplies[key] = sizes
        return dict(sizes)

    def split_treasures(self, hand: tuple[str, ...]) -> TreasureSplit:
        """The hand's Treasures sorted (the options of the Treasure question), the cards left
        once they are all played (in hand order) and their coins. Remembered in
        `treasure_splits` (the fast path reads it first itself): few hands recur so often."""
        known = self.treasure_splits.get(hand)
        if known is not None:
            return known
        treasures = self.treasures
        split = (
            tuple(sorted(filter(treasures.__contains__, hand))),
            tuple([c for c in hand if c not in treasures]),
            sum([self.coins[c] for c in hand if c in treasures]),
        )
        if len(self.treasure_splits) >= MEMO_SIZE:
            self.treasure_splits.clear()
        self.treasure_splits[hand] = split
        return split

    def __getitem__(self, card_id: str) -> CardInfo:
        return self.info[card_id]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.info
