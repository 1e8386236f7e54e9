"""A bot driven by a `Strategy`: buy rules as data, one handler per decision kind."""

from __future__ import annotations

import random
from collections.abc import Callable

from companion.bots.answers import HANDLERS, best_action, play_action, rule_of
from companion.bots.playing import play_rule
from companion.bots.reasons import Arg, Hint, Reason
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
        """The answer `explain` gives: every Treasure at once, the buy and play rules, else
        the decision kind's handler.

        This is also how the engine's fast path calls a trusted bot (`Game(bots=...)`):
        it must return a legal answer as a tuple, reading the game without changing it. (Its
        buy and play questions it asks `buy_now` and `play_now`, the same rules.)"""
        return self.explain(game, decision).answer

    def explain(self, game: Game, decision: Decision) -> Hint:
        """The answer to `decision` and the rule that chose it (`answer` is this answer)."""
        kind = decision.kind
        if kind is TREASURES:  # play every Treasure (no Treasure here has a downside)
            return Hint(decision.options, Reason("treasures"))
        strategy = self.strategy
        if kind is BUY:
            return self._explain_buy(game, decision)
        if kind is ACTION:
            best, held = best_action(strategy, Sight(game, decision.player), decision.options)
            if best is None:
                return Hint((), Reason("no_action", None, (("held", held),)))
            rank, card = best
            return Hint((card,), Reason(play_rule(rank), card, (("rank", rank), ("held", held))))
        answer = HANDLERS[kind](strategy, Sight(game, decision.player), decision)
        return Hint(answer, Reason(rule_of(decision), decision.card))

    def _explain_buy(self, game: Game, decision: Decision) -> Hint:
        """The buy rule that fires (`Strategy.pick_rule`, as `buy_now` asks it), its
        parameters, the player's coins and any rule refused on the way (a veto)."""
        strategy = self.strategy
        vetoes: list[tuple[str, str]] = []
        i = strategy.pick_rule(game, decision.player, decision.options, None, vetoes)
        args: tuple[tuple[str, Arg], ...] = (("coins", game.coins),)
        if vetoes:
            args += (("vetoed", vetoes[0][0]), ("veto", vetoes[0][1]))
        if i < 0:
            return Hint((), Reason("nothing", None, args))
        rule = strategy.rules[i]
        if rule.rule == "money":
            low, high = strategy.band(i, game.db.cost)
            args += (("from", low), ("to", high))
        return Hint((rule.card,), Reason(rule.rule, rule.card, args + rule.args))

    def play_now(self, game: Game, player: int, playable: tuple[str, ...]) -> str | None:
        """The Action to play among `playable`, or None: the answer to the Action question,
        which the engine's fast path asks this way without building the question."""
        if len(playable) == 1 and playable[0] not in self.strategy.guards:
            return playable[0]  # `answers.play_action` with one unguarded option: that one
        question = Decision(player, ACTION, playable, 0, 1)
        chosen = play_action(self.strategy, Sight(game, player), question)
        return chosen[0] if chosen else None
