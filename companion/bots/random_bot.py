"""A bot that picks uniformly among legal answers; it drives the engine's invariant tests."""

from __future__ import annotations

import random

from companion.engine.decisions import Answer, Decision, Kind


class RandomBot:
    """Uniform over answer sizes, then over the options of that size (its own seeded RNG).

    It always buys something when it can: a player who may pass every buy can stall a game
    forever (for instance after trashing the whole deck), and the invariant tests need games
    that end.
    """

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def answer(self, decision: Decision) -> Answer:
        low = 1 if decision.kind is Kind.BUY and decision.options else decision.min
        size = self.rng.randint(low, decision.max)
        return tuple(self.rng.sample(decision.options, size))
