"""The random bot behind the `Bot` protocol: uniform over legal answers (see random_bot)."""

from __future__ import annotations

from companion.bots.random_bot import RandomBot
from companion.engine.decisions import Answer, Decision
from companion.engine.game import Game


class UniformBot:
    """`RandomBot` with the protocol's `answer(game, decision)`; it ignores the game."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self._bot = RandomBot(seed)

    def answer(self, game: Game, decision: Decision) -> Answer:
        """A uniformly random legal answer (the game itself is not read)."""
        return self._bot.answer(decision)
