"""Which Action to play: a priority table plus per-card guards ("only with a Copper in hand").

Villages first, then cantrips, then the best terminal; a guard keeps a card in hand when
playing it would waste it or hurt (a lone Treasure Map, Moneylender without Copper).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from companion.bots.sight import Sight
from companion.bots.values import JUNK, worth

TERMINAL_PRIORITY: Mapping[str, int] = MappingProxyType(
    {
        "witch": 70,
        "sea_hag": 62,
        "wharf": 60,
        "ghost_ship": 56,
        "council_room": 55,
        "smithy": 54,
        "library": 53,
        "militia": 52,
        "tactician": 51,
        "merchant_ship": 48,
        "mine": 46,
        "remodel": 45,
        "moneylender": 44,
        "salvager": 43,
        "ambassador": 42,
        "explorer": 41,
        "adventurer": 40,
        "cutpurse": 39,
        "pirate_ship": 38,
        "navigator": 37,
        "bureaucrat": 36,
        "treasure_map": 35,
        "feast": 34,
        "workshop": 33,
        "smugglers": 32,
        "woodcutter": 31,
        "chancellor": 30,
        "thief": 29,
        "island": 28,
        "moat": 27,
        "embargo": 26,
        "chapel": 25,
        "outpost": 24,
    }
)
"""Among terminal Actions (no +Action), the one to play with the last Action."""

VILLAGE = 100
THRONE = 95
CANTRIP = 80
OTHER = 20  # a terminal Action not in the table

Guard = Callable[[Sight], bool]


def _has(card: str) -> Guard:
    """Guard: the card is in hand."""
    return lambda s: card in s.hand


def _junk_in_hand(plan: frozenset[str]) -> Guard:
    """Guard: something worth trashing is in hand."""
    return lambda s: any(worth(s, c, plan) <= JUNK for c in s.hand)


def _two_maps(s: Sight) -> bool:
    """Guard: a pair of Treasure Maps."""
    return s.hand.count("treasure_map") >= 2  # both Maps are still in hand when choosing


def _other_action(s: Sight) -> bool:
    """Guard: another Action for Throne Room to play twice."""
    info = s.db.info
    return sum(1 for c in s.hand if info[c].action and c != "throne_room") > 0


def _upgradable_treasure(s: Sight) -> bool:
    """Guard: a Copper or Silver whose upgrade is still in the supply."""
    return any(
        (c == "copper" and s.supply("silver")) or (c == "silver" and s.supply("gold"))
        for c in s.hand
    )


def _weak_hand(s: Sight) -> bool:
    """Guard: a hand not worth keeping (Tactician discards it for a better next turn)."""
    return s.hand_coins < 6


def _lookout_safe(s: Sight) -> bool:
    """Guard: the draw pile holds junk, so Lookout has something bad to trash."""
    pile = s.draw_pile if sum(s.draw_pile.values()) >= 3 else s.owned
    return any(pile[c] for c in ("curse", "estate", "copper"))


def guards(plan: frozenset[str]) -> Mapping[str, Guard]:
    """Conditions for playing a card at all (checked before it leaves the hand)."""
    return MappingProxyType(
        {
            "treasure_map": _two_maps,
            "moneylender": _has("copper"),
            "mine": _upgradable_treasure,
            "chapel": _junk_in_hand(plan),
            "ambassador": _junk_in_hand(plan),
            "throne_room": _other_action,
            "tactician": _weak_hand,
            "lookout": _lookout_safe,
        }
    )


def priority(s: Sight, card: str) -> int:
    """Play order: villages, Throne Room, cantrips (by cards drawn), then terminals by table."""
    info = s.db[card]
    if card == "throne_room":
        return THRONE
    cards, actions, _, _ = info.plus
    if actions >= 2:
        return VILLAGE + cards
    if actions == 1:
        return CANTRIP + cards
    return TERMINAL_PRIORITY.get(card, OTHER)


def play_rule(rank: int) -> str:
    """The play-order rule a priority comes from (the bands `priority` gives): "village",
    "throne", "cantrip", or "terminal" (the table's order; "other" for a card not in it)."""
    if rank == THRONE:
        return "throne"
    if rank >= VILLAGE:
        return "village"
    if rank >= CANTRIP:
        return "cantrip"
    return "terminal" if rank != OTHER else "other"
