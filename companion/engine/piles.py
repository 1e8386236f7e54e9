"""Supply pile sizes by player count, as the base rulebook's setup section gives them."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from companion.catalogue import Catalogue

BASIC_PILES = ("copper", "silver", "gold", "estate", "duchy", "province", "curse")
STARTING_DECK = {"copper": 7, "estate": 3}
MIN_PLAYERS = 1
MAX_PLAYERS = 4


def victory_pile_size(players: int) -> int:
    """Victory piles (and Victory kingdom piles: Gardens, Island): 8 up to two players, else 12."""
    return 8 if players <= 2 else 12


def curse_pile_size(players: int) -> int:
    """Curses: 10 for one or two players, 20 for three, 30 for four."""
    return 10 * max(1, players - 1)


def pile_sizes(catalogue: Catalogue, kingdom: Iterable[str], players: int) -> dict[str, int]:
    """Every supply pile and its starting count, basic piles first, then the kingdom."""
    return supply_sizes(kingdom, players, lambda c: catalogue.card(c).is_("victory"))


def supply_sizes(
    kingdom: Iterable[str], players: int, is_victory: Callable[[str], bool]
) -> dict[str, int]:
    """Pile counts for a kingdom and player count, given which kingdom cards are Victory cards."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}, got {players}")
    victory = victory_pile_size(players)
    sizes = {
        "copper": 60 - STARTING_DECK["copper"] * players,
        "silver": 40,
        "gold": 30,
        "estate": victory,
        "duchy": victory,
        "province": victory,
        "curse": curse_pile_size(players),
    }
    for card_id in kingdom:
        sizes[card_id] = victory if is_victory(card_id) else 10
    return sizes
