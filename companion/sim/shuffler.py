"""A faster drop-in for the engine's SeededShuffler: the same Random, the same Fisher-Yates
swaps, so every shuffle (and so every game) comes out identical; only the loop is inlined."""

from __future__ import annotations

import random
from collections.abc import Sequence


class FastShuffler:
    """Shuffles exactly like `SeededShuffler(seed)` (random.Random.shuffle, step by step)."""

    def __init__(self, seed: int) -> None:
        self._getrandbits = random.Random(seed).getrandbits

    def shuffle(self, player: int, cards: Sequence[str]) -> list[str]:
        """The new deck order (top card first), as SeededShuffler gives it."""
        order = list(cards)
        getrandbits = self._getrandbits
        for i in range(len(order) - 1, 0, -1):
            n = i + 1
            k = n.bit_length()
            j = getrandbits(k)
            while j >= n:  # Random._randbelow_with_getrandbits: rejection sampling
                j = getrandbits(k)
            order[i], order[j] = order[j], order[i]
        return order
