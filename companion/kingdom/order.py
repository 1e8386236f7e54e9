"""The fixed, append-only numbering of kingdom cards and sets used by codes and the randomizer.

Never reorder or remove entries: kingdom codes store these positions. New cards go at the end.
"""

from __future__ import annotations

from types import MappingProxyType

CARD_ORDER: tuple[str, ...] = (
    # base-1e (0-24)
    "adventurer", "bureaucrat", "cellar", "chancellor", "chapel",
    "council_room", "feast", "festival", "gardens", "laboratory",
    "library", "market", "militia", "mine", "moat",
    "moneylender", "remodel", "smithy", "spy", "thief",
    "throne_room", "village", "witch", "woodcutter", "workshop",
    # seaside-1e (25-50)
    "embargo", "haven", "lighthouse", "native_village", "pearl_diver",
    "ambassador", "fishing_village", "lookout", "smugglers", "warehouse",
    "caravan", "cutpurse", "island", "navigator", "pirate_ship",
    "salvager", "sea_hag", "treasure_map", "bazaar", "explorer",
    "ghost_ship", "merchant_ship", "outpost", "tactician", "treasury",
    "wharf",
)  # fmt: skip
SET_ORDER: tuple[str, ...] = ("base-1e", "seaside-1e")

CARD_INDEX = MappingProxyType({card_id: i for i, card_id in enumerate(CARD_ORDER)})
SET_INDEX = MappingProxyType({set_id: i for i, set_id in enumerate(SET_ORDER)})


def card_position(card_id: str) -> int:
    """A card's fixed position; cards missing from CARD_ORDER sort after all known ones."""
    return CARD_INDEX.get(card_id, len(CARD_ORDER))
