"""Shufflers: a seeded one for play, a scripted one that fixes the result of each shuffle."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Protocol

from companion.engine.errors import N_, EngineError

MAX_SEED = 2**63 - 1
"""The largest seed that files and commands take (a signed 64-bit number)."""


class Shuffler(Protocol):
    """Gives the new deck order (top card first) when a player shuffles their discard pile."""

    def shuffle(self, player: int, cards: Sequence[str]) -> list[str]: ...


class SeededShuffler:
    """Shuffles with its own `random.Random(seed)`: same seed, same game."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def shuffle(self, player: int, cards: Sequence[str]) -> list[str]:
        order = list(cards)
        self._rng.shuffle(order)
        return order


class ShuffleScriptError(EngineError):
    """A scripted shuffle result that is not a reordering of the cards being shuffled."""


class ScriptedShuffler:
    """Uses the listed orders (top card first) for each player's shuffles, in turn.

    When a player's list runs out it falls back to a seeded shuffle, so a scenario only
    needs to fix the shuffles it cares about.
    """

    def __init__(self, orders: Mapping[int, Sequence[Sequence[str]]], seed: int = 0) -> None:
        self._orders = {p: [list(o) for o in lists] for p, lists in orders.items()}
        self._fallback = SeededShuffler(seed)

    def shuffle(self, player: int, cards: Sequence[str]) -> list[str]:
        pending = self._orders.get(player)
        if not pending:
            return self._fallback.shuffle(player, cards)
        order = pending.pop(0)
        if Counter(order) != Counter(cards):
            raise ShuffleScriptError(
                N_(
                    "player {player}'s scripted shuffle {order} does not match "
                    "the discard pile {cards}"
                ),
                player=player + 1,
                order=str(order),
                cards=str(sorted(cards)),
            )
        return order
