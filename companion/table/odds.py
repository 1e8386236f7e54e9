"""The exact chances of the coins in a player's next hand, from the cards they know.

Only Treasures count: Copper 1, Silver 2, Gold 3 (the only Treasures of the base game and
Seaside); Action cards that give coins are not counted, since whether they are played depends
on the hand. The next hand is the one drawn at this turn's clean-up: the hand and the cards
in play join the discard pile first (Durations staying out do not), then 5 cards come from
the deck, and if it runs out the discard pile is shuffled into a new deck for the rest. The
deck's order is unknown (only what it holds is), so every order counts the same; outcomes are
counted as multisets of coin values, not as orders.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from fractions import Fraction
from itertools import product
from math import comb

from companion.engine.game import Game

TREASURE_COINS = {"copper": 1, "silver": 2, "gold": 3}
"""The coins each Treasure gives; every other card counts 0."""
HAND_SIZE = 5
THRESHOLDS = (5, 6, 8)
"""Gold at 6, Province at 8, and 5 for the strongest kingdom cards: the lines a plot marks."""


def _values(cards: Iterable[str]) -> Counter[int]:
    """How many cards of each coin value (0 for a card that is not a Treasure)."""
    return Counter(TREASURE_COINS.get(c, 0) for c in cards)


def _draw(pool: Counter[int], k: int) -> dict[int, Fraction]:
    """The coins of k cards drawn at random from `pool` (value -> count), by counting the
    ways to take k_v cards of each value: prod C(n_v, k_v) / C(N, k)."""
    values = sorted(pool)
    total = comb(sum(pool.values()), k)
    out: dict[int, Fraction] = {}
    for takes in product(*(range(min(pool[v], k) + 1) for v in values)):
        if sum(takes) != k:
            continue
        ways = 1
        for v, t in zip(values, takes, strict=True):
            ways *= comb(pool[v], t)
        coins = sum(v * t for v, t in zip(values, takes, strict=True))
        out[coins] = out.get(coins, Fraction(0)) + Fraction(ways, total)
    return out


def hand_coins(
    deck: Iterable[str], discard: Iterable[str], size: int = HAND_SIZE
) -> dict[int, Fraction]:
    """The coins of `size` cards drawn from `deck` (in unknown order), then, if it runs out,
    from `discard` shuffled into a new deck; fewer cards if both run out."""
    deck_values, discard_values = _values(deck), _values(discard)
    in_deck = sum(deck_values.values())
    if in_deck >= size:
        return dict(sorted(_draw(deck_values, size).items()))
    sure = sum(v * n for v, n in deck_values.items())
    rest = min(size - in_deck, sum(discard_values.values()))
    return {sure + coins: p for coins, p in sorted(_draw(discard_values, rest).items())}


def next_hand_coins(game: Game, player: int) -> dict[int, Fraction]:
    """The exact distribution of the coins in `player`'s (0-based) next 5-card hand, as drawn
    at the clean-up of their current turn: coins -> chance, chances summing to 1. For a player
    waiting for their turn it is the hand after the one they hold, drawn at their next
    clean-up if they gain nothing before it. Outpost's 3-card hand is not modelled."""
    p = game.players[player]
    return hand_coins(p.deck, [*p.discard, *p.hand, *p.in_play])


def chance_at_least(distribution: dict[int, Fraction], coins: int) -> Fraction:
    """The chance of at least `coins` coins."""
    return sum((p for c, p in distribution.items() if c >= coins), Fraction(0))
