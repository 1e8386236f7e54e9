"""A faster drop-in for the engine's SeededShuffler: the same Random, the same Fisher-Yates
swaps, so every shuffle (and so every game) comes out identical; only the loop is inlined."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from companion.engine.setup import Setup

_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}
"""Per deck size: the Fisher-Yates steps (position, positions left, bits to draw)."""


def _steps(size: int) -> tuple[tuple[int, int, int], ...]:
    steps = _STEPS.get(size)
    if steps is None:
        steps = _STEPS[size] = tuple(
            (i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1)
        )
    return steps


class FastShuffler:
    """Shuffles exactly like `SeededShuffler(seed)` (random.Random.shuffle, step by step)."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)
        self._getrandbits = self._rng.getrandbits

    def shuffle(self, player: int, cards: Sequence[str]) -> list[str]:
        """The new deck order (top card first), as SeededShuffler gives it."""
        order = list(cards)
        getrandbits = self._getrandbits
        for i, n, k in _steps(len(order)):
            j = getrandbits(k)
            while j >= n:  # Random._randbelow_with_getrandbits: rejection sampling
                j = getrandbits(k)
            order[i], order[j] = order[j], order[i]
        return order


class ScriptedFast(FastShuffler):
    """`ScriptedShuffler` with the fast seeded fallback: a player's listed orders first (they
    draw no random number), then the seed's shuffles, so a game replays in the checked engine."""

    def __init__(self, seed: int, orders: Mapping[int, Sequence[Sequence[str]]]) -> None:
        super().__init__(seed)
        self._orders = {p: [list(o) for o in lists] for p, lists in orders.items()}

    def shuffle(self, player: int, cards: Sequence[str]) -> list[str]:
        """The next listed order of the player (checked by the engine's replay), else seeded."""
        pending = self._orders.get(player)
        if pending:
            return pending.pop(0)
        return super().shuffle(player, cards)


def shuffler_of(setup: Setup) -> FastShuffler:
    """The fast shuffler of a setup: seeded, and scripted first when the setup lists shuffles."""
    if setup.shuffles:
        return ScriptedFast(setup.seed, dict(setup.shuffles))
    return FastShuffler(setup.seed)
