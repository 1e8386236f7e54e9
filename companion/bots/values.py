"""Card-value tables: how much a card helps in hand this turn, and how much owning it is worth.

Two scales, both data: `hand_value` ranks cards for discarding, putting back and keeping
(Militia, Ghost Ship, Warehouse, Cellar, Spy, Navigator); `worth` ranks cards for trashing and
gaining (Chapel, Lookout, Remodel, Salvager, Ambassador, Thief), and changes once the game is
ending, when Victory cards count more than economy.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from companion.bots.sight import Sight
    from companion.engine.cards import CardDB

HAND_VALUE: Mapping[str, float] = MappingProxyType(
    {
        "curse": -1.0,
        "copper": 1.0,
        "silver": 2.0,
        "gold": 3.0,
        # Actions: roughly what they add to a turn, in Treasure terms.
        "witch": 3.5,
        "wharf": 3.2,
        "laboratory": 2.8,
        "market": 2.8,
        "festival": 2.6,
        "bazaar": 2.7,
        "smithy": 2.6,
        "council_room": 2.7,
        "library": 2.6,
        "ghost_ship": 2.7,
        "sea_hag": 2.5,
        "merchant_ship": 2.6,
        "treasury": 2.6,
        "militia": 2.4,
        "caravan": 2.4,
        "moat": 1.6,
        "chapel": 0.8,
        "treasure_map": 1.2,
        "island": 1.4,
        "embargo": 1.8,
        "throne_room": 1.5,
    }
)
"""Value in hand; Victory-only cards are 0, unlisted Actions go by cost (see `hand_value`)."""

VICTORY_WORTH: Mapping[str, tuple[float, float]] = MappingProxyType(
    {
        "estate": (0.5, 3.0),
        "duchy": (2.0, 7.0),
        "province": (5.0, 12.0),
        "island": (3.0, 5.0),
    }
)
"""Worth of Victory cards (early, ending): never trash a Province, gladly trash early Estates."""

TREASURE_WORTH: Mapping[str, float] = MappingProxyType(
    {"copper": 1.0, "silver": 3.0, "gold": 6.0, "curse": -4.0}
)

OFF_PLAN_ACTION = 0.5
"""Worth of an Action the bot does not mean to play much (gained by accident, Ambassador)."""

DEAD_TERMINAL = 0.3
"""Value of a terminal Action that cannot be played this turn (no Action left for it)."""

JUNK = 1.0
"""Cards worth at most this are junk: trash them, return them, reveal them to Ambassador."""


def hand_value(db: CardDB, card: str) -> float:
    """How much this card helps in hand (higher is better; Victory-only cards are 0)."""
    value = HAND_VALUE.get(card)
    if value is not None:
        return value
    info = db[card]
    if info.action:
        return 1.0 + 0.35 * info.cost
    return float(info.coins)


def hand_values(db: CardDB, hand: Iterable[str], actions: int = 1) -> list[tuple[float, str]]:
    """(value, card) for a hand, counting terminal Actions beyond the Actions available as dead."""
    cards = list(hand)
    info = db.info
    villages = sum(1 for c in cards if info[c].action and info[c].plus[1] >= 2)
    terminals = sorted(
        (c for c in cards if info[c].action and info[c].plus[1] == 0),
        key=lambda c: -hand_value(db, c),
    )
    dead = Counter(terminals[actions + villages :])
    out: list[tuple[float, str]] = []
    for c in cards:
        if dead[c]:
            dead[c] -= 1
            out.append((DEAD_TERMINAL, c))
        else:
            out.append((hand_value(db, c), c))
    return out


def worst_first(db: CardDB, hand: Iterable[str], actions: int = 1) -> list[str]:
    """The cards of a hand from least to most useful this turn."""
    return [c for _, c in sorted(hand_values(db, hand, actions))]


def worth(sight: Sight, card: str, plan: frozenset[str]) -> float:
    """How much owning one more copy of this card is worth (for trashing and gaining)."""
    victory = VICTORY_WORTH.get(card)
    if victory is not None:
        return victory[1] if sight.greening else victory[0]
    treasure = TREASURE_WORTH.get(card)
    if treasure is not None:
        return treasure
    info = sight.db[card]
    if card == "gardens":
        return 1.0 + 2.0 * ((sight.deck_size + 1) // 10) + (2.0 if sight.greening else 0.0)
    if info.action:
        return 1.0 + info.cost if card in plan else OFF_PLAN_ACTION
    return float(info.coins)


SALVAGE_TIER = 6
"""Salvager trashes a good card only when its coins lift the turn to at least Gold."""

PRICE_TIERS = (8, 6, 5, 3)
"""Coins at which a money bot's buy changes: Province, Gold, a 5-cost card, Silver."""


def price_tier(coins: int) -> int:
    """The price tier these coins reach (0 below Silver)."""
    for tier in PRICE_TIERS:
        if coins >= tier:
            return tier
    return 0
