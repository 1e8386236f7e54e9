"""A game of Dominion: set up, then advanced by answers; replay and undo follow from its log.

The work is done by the layers below: `setup` (what fixes a game, positions), `table` (zones,
the rulebook's verbs, scoring), `turn` (questions, card play, phases) and `rules` (the card
rules table, filled by `effects`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from companion.engine.cards import CardDB
from companion.engine.decisions import NO, YES, Answer, Decision, IllegalAnswer, Kind
from companion.engine.effects import STANDARD
from companion.engine.events import reveals
from companion.engine.rules import CardRules, Effect, Flow, Play
from companion.engine.setup import (
    PlayerPosition,
    Position,
    Setup,
    SetupError,
    check_setup,
    deal,
    place,
    shuffler_for,
)
from companion.engine.shuffle import Shuffler
from companion.engine.turn import Turn


class UndoError(ValueError):
    """Undo refused: nothing to undo, or the last answer showed a hidden card."""


class Game(Turn):
    """The state of one game plus the generator that runs it; advance it with `answer`."""

    def __init__(
        self,
        db: CardDB,
        setup: Setup,
        shuffler: Shuffler | None = None,
        rules: CardRules = STANDARD,
    ) -> None:
        check_setup(db, setup)
        super().__init__(db, setup.players, setup.kingdom, shuffler or shuffler_for(setup), rules)
        self.setup = setup
        self.answers: list[Answer] = []
        self.answer_events: list[int] = []  # per answer: the index of the first event it caused
        if setup.position is None:
            deal(self)
            start_phase = "start"
        else:
            place(self, setup.position)
            start_phase = setup.position.phase
        self._flow = self.run(start_phase)
        self.pending: Decision | None = next(self._flow, None)  # every decision comes from `ask`

    def answer(self, answer: Sequence[str] | str) -> None:
        """Answer the pending decision; an illegal answer raises IllegalAnswer, changing nothing."""
        value: Answer = (answer,) if isinstance(answer, str) else tuple(answer)
        decision = self.pending
        if decision is None:
            raise IllegalAnswer(None, value, "the game is over: there is nothing to answer")
        reason = decision.check(value)
        if reason is not None:
            raise IllegalAnswer(decision, value, reason)
        self.answers.append(value)
        self.answer_events.append(len(self.events))
        try:
            self.pending = self._flow.send(value)
        except StopIteration:
            self.pending = None

    def last_answer_revealed(self) -> bool:
        """Did the events the last answer caused show a card to a player who had not seen it
        (`events.reveals`: a draw, a shuffle, a reveal, a look, a discard from a deck, ...)?"""
        if not self.answer_events:
            return False
        return any(map(reveals, self.events[self.answer_events[-1] :]))

    def can_undo(self) -> bool:
        """Undo is allowed unless the last answer showed a hidden card to someone."""
        return bool(self.answers) and not self.last_answer_revealed()

    def undo(self) -> Game:
        """The game without its last answer (a replay); refused once that answer showed cards."""
        if not self.answers:
            raise UndoError("there is nothing to undo")
        if self.last_answer_revealed():
            raise UndoError("the last move revealed hidden cards, so it cannot be taken back")
        return self.replay(self.answers[:-1])

    def replay(self, answers: Iterable[Answer]) -> Game:
        """A new game from the same setup with these answers (the game is a fold over its log)."""
        game = Game(self.db, self.setup, rules=self.rules)
        for a in answers:
            game.answer(a)
        return game


__all__ = [
    "NO",
    "YES",
    "Answer",
    "CardRules",
    "Decision",
    "Effect",
    "Flow",
    "Game",
    "IllegalAnswer",
    "Kind",
    "Play",
    "PlayerPosition",
    "Position",
    "Setup",
    "SetupError",
    "UndoError",
]
