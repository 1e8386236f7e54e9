"""Every number the rulebook's text shows that depends on the player count, from the setup code.

The text names them as {placeholders}; the loader refuses a placeholder not listed here.
"""

from __future__ import annotations

from companion.engine.piles import MAX_PLAYERS, MIN_PLAYERS, STARTING_DECK, supply_sizes

HAND_SIZE = 5  # cards drawn at the start and in each clean-up
_KINGDOM = "kingdom_card"  # a stand-in Action kingdom card
_VICTORY_KINGDOM = "victory_kingdom_card"  # a stand-in Victory kingdom card (Gardens, Island)
PLAYER_COUNTS = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))  # 1 is solitaire practice
PLACEHOLDERS = frozenset(
    {
        "players",
        "victory_pile",
        "curse_pile",
        "copper_pile",
        "copper_dealt",
        "copper_total",
        "estate_pile",
        "estate_dealt",
        "kingdom_pile",
        "victory_kingdom_pile",
        "silver_pile",
        "gold_pile",
        "starting_coppers",
        "starting_estates",
        "starting_deck",
        "hand_size",
    }
)


def numbers(players: int) -> dict[str, int]:
    """The value of every placeholder for this player count (ValueError outside 1-4)."""
    sizes = supply_sizes((_KINGDOM, _VICTORY_KINGDOM), players, lambda c: c == _VICTORY_KINGDOM)
    coppers, estates = STARTING_DECK["copper"], STARTING_DECK["estate"]
    values = {
        "players": players,
        "victory_pile": sizes["province"],
        "curse_pile": sizes["curse"],
        "copper_pile": sizes["copper"],
        "copper_dealt": coppers * players,
        "copper_total": sizes["copper"] + coppers * players,
        "estate_pile": sizes["estate"],
        "estate_dealt": estates * players,
        "kingdom_pile": sizes[_KINGDOM],
        "victory_kingdom_pile": sizes[_VICTORY_KINGDOM],
        "silver_pile": sizes["silver"],
        "gold_pile": sizes["gold"],
        "starting_coppers": coppers,
        "starting_estates": estates,
        "starting_deck": coppers + estates,
        "hand_size": HAND_SIZE,
    }
    return values
