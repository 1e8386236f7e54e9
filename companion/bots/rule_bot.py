"""A bot driven by a `Strategy`: buy rules as data, one handler per decision kind."""

from __future__ import annotations

import random
from collections.abc import Callable

from companion.bots.answers import HANDLERS, play_action
from companion.bots.sight import Sight
from companion.bots.strategy import Strategy
from companion.engine.decisions import Answer, Decision, Kind
from companion.engine.game import Game

# Read on every decision: globals, not Enum lookups.
TREASURES, BUY, ACTION = Kind.TREASURES, Kind.BUY, Kind.ACTION


class RuleBot:
    """Answers every decision kind with its strategy's rules; deterministic given the game."""

    plays_all_treasures = True  # the engine's fast path may log that answer without asking

    def __init__(self, strategy: Strategy, seed: int | Callable[[], int] = 0) -> None:
        self.strategy = strategy
        self.name = strategy.name
        self.buy_now = strategy.pick  # the engine's fast path asks the buy rules directly
        self._seed = seed  # a function: worked out on first use (a simulator makes many bots)
        self._rng: random.Random | None = None

    @property
    def seed(self) -> int:
        """The bot's seed (worked out now if it was given as a function)."""
        if not isinstance(self._seed, int):
            self._seed = self._seed()
        return self._seed

    @property
    def rng(self) -> random.Random:
        """The bot's own RNG, seeded on first use (no rule strategy randomises yet)."""
        if self._rng is None:
            self._rng = random.Random(self.seed)
        return self._rng

    def answer(self, game: Game, decision: Decision) -> Answer:
        """Play every Treasure at once; hand every other decision to its kind's handler.

        This is also how the engine's fast path calls a trusted bot (`Game(bots=...)`):
        it must return a legal answer as a tuple, reading the game without changing it."""
        kind = decision.kind
        if kind is TREASURES:
            return decision.options  # play every Treasure (no Treasure here has a downside)
        strategy = self.strategy
        if kind is BUY:  # `answers.buy`, building a Sight only if a rule needs it
            card = strategy.pick(game, decision.player, decision.options)
            return () if card is None else (card,)
        if kind is ACTION:
            card = self.play_now(game, decision.player, decision.options)
            return () if card is None else (card,)
        return HANDLERS[kind](strategy, Sight(game, decision.player), decision)

    def play_now(self, game: Game, player: int, playable: tuple[str, ...]) -> str | None:
        """The Action to play among `playable`, or None: the answer to the Action question,
        which the engine's fast path asks this way without building the question."""
        if len(playable) == 1 and playable[0] not in self.strategy.guards:
            return playable[0]  # `answers.play_action` with one unguarded option: that one
        question = Decision(player, ACTION, playable, 0, 1)
        chosen = play_action(self.strategy, Sight(game, player), question)
        return chosen[0] if chosen else None
