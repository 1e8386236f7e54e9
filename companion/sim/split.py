"""A forced opening split: the starting deck order that gives a seat's first two hands the
asked coins (4/3 or 5/2), the richer hand first or second as the game's seed says.

The simulator scripts that seat's first shuffle (`Setup.shuffles`, so the checked engine
replays the game as it was played); every other shuffle is the game's seeded one.
"""

from __future__ import annotations

import random

from companion.engine.piles import STARTING_DECK
from companion.sim.seeds import derive_seed

HAND = 5
COPPERS = STARTING_DECK["copper"]
SPLITS = ((4, 3), (5, 2))
"""The two opening splits a starting deck can deal (7 Coppers in two hands of 5)."""


def split_deck(split: tuple[int, int], seed: int) -> tuple[str, ...]:
    """The ten starting cards top first: hands of `split` coins (each hand's order and which
    comes first drawn from `seed`)."""
    if sorted(split, reverse=True) not in ([4, 3], [5, 2]) or sum(split) != COPPERS:
        raise ValueError(f"no opening split {split}")
    rng = random.Random(derive_seed(seed, "split"))
    hands = [["copper"] * c + ["estate"] * (HAND - c) for c in sorted(split, reverse=True)]
    for hand in hands:
        rng.shuffle(hand)
    if rng.random() < 0.5:
        hands.reverse()
    return (*hands[0], *hands[1])


def split_shuffles(
    split: tuple[int, int], seat: int, seed: int
) -> tuple[tuple[int, tuple[tuple[str, ...], ...]], ...]:
    """The setup's scripted shuffles: the seat's first one dealt as `split_deck`."""
    return ((seat, (split_deck(split, seed),)),)
