"""A faster drop-in for the engine's SeededShuffler: the same Random, the same Fisher-Yates
swaps, so every shuffle (and so every game) comes out identical; only the loop is inlined."""

from __future__ import annotations

import random
from collections.abc import Sequence

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
