"""The random bot: uniform over legal answers; it drives the engine's invariant tests."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from companion.engine.decisions import Answer, Decision, Kind

if TYPE_CHECKING:
    from companion.engine.game import Game


class RandomBot:
    """Uniform over answer sizes, then over the options of that size (its own seeded RNG).

    It reads nothing of the game but the decision. It always buys something when it can: a
    player who may pass every buy can stall a game forever (for instance after trashing the
    whole deck), and the invariant tests need games that end.
    """

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def answer(self, game: Game, decision: Decision) -> Answer:
        """A uniformly random legal answer (the `Bot` protocol; the game is not read)."""
        low = 1 if decision.kind is Kind.BUY and decision.options else decision.min
        size = self.rng.randint(low, decision.max)
        return tuple(self.rng.sample(decision.options, size))
