"""A game of Dominion: set up, then advanced by answers; replay and undo follow from its log.

The log (engine/log.py) records each answer with its decider, kind, first event and turn;
`undo_to(n)` goes back to before answer n by the one undo rule (`_refusal`): nothing from answer
n on showed a hidden card (`revealed_since`).

The work is done by the layers below: `setup` (what fixes a game, positions), `table` (zones,
the rulebook's verbs, scoring), `turn` (questions, card play, phases) and `rules` (the card
rules table, filled by `effects`).

Two ways to play: answer the `pending` decision from outside (the app, untrusted callers), or
give the game trusted bots (`bots`) and call `play()`, the fast path the simulator uses.
Both log the same answers, so `replay(game.answers)` rebuilds either one.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Self

from companion.engine.cards import CardDB
from companion.engine.decisions import NO, YES, Answer, Decision, IllegalAnswer, Kind
from companion.engine.errors import N_, Message, UndoError
from companion.engine.events import Event, reveals
from companion.engine.inline import Inline
from companion.engine.inline_bots import InlineBot
from companion.engine.log import Entry, entries
from companion.engine.rules import CardRules, Effect, Flow, Play, Step
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


class Game(Inline):
    """The state of one game plus the generator that runs it; advance it with `answer`.

    `rules` is the card rules table (`standard.new_game` passes both sets' `effects.STANDARD`).
    With `bots` (one trusted `InlineBot` per seat) the game is not started: `play()` runs it
    to the end with plain calls, every answer checked and logged. `events` False records no
    event (faster; undo and the player's view then have nothing to read).
    """

    def __init__(
        self,
        db: CardDB,
        setup: Setup,
        rules: CardRules,
        shuffler: Shuffler | None = None,
        *,
        bots: Sequence[InlineBot[Game]] | None = None,
        events: bool = True,
    ) -> None:
        check_setup(db, setup)
        super().__init__(db, setup.players, setup.kingdom, shuffler or shuffler_for(setup), rules)
        self.setup = setup
        self.recording = events
        if setup.position is None:
            deal(self)
            self._start_phase = "start"
        else:
            place(self, setup.position)
            self._start_phase = setup.position.phase
        self.pending: Decision | None = None
        self._flow: Step | None = None
        self._played = False
        if bots is None:
            self._flow = self.run(self._start_phase)
            self.pending = next(self._flow, None)  # every decision comes from `ask`
        else:
            self.seat(bots)

    def play(self: Self, bots: Sequence[InlineBot[Self]] | None = None) -> None:
        """The fast path: play the game to its end, the bots (given here or to the game)
        answering inline. A game already started from outside is handed over at its pending
        decision. A bot or the `watcher` may stop the game by raising; it is then left
        mid-turn (its answers replay to that point)."""
        if bots is not None:
            self.seat(bots)
        if self.inline is None:
            raise RuntimeError("play() needs bots; answer the pending decision instead")
        if self._flow is not None:  # started from outside: the rest of the flow asks inline
            while (d := self.pending) is not None:
                self.watch_point()
                self.answer(self.inline[d.player](self, d))
            return
        if self._played:
            raise RuntimeError("this game has already been played")
        self._played = True
        self.play_inline(self._start_phase)

    def answer(self, answer: Sequence[str] | str) -> None:
        """Answer the pending decision; an illegal answer raises IllegalAnswer, changing nothing."""
        value: Answer = (answer,) if isinstance(answer, str) else tuple(answer)
        decision = self.pending
        if decision is None:
            if self._flow is None:
                raise IllegalAnswer(
                    None, value, Message(N_("this game is played by its seated bots"))
                )
            raise IllegalAnswer(
                None, value, Message(N_("the game is over: there is nothing to answer"))
            )
        reason = decision.why(value)
        if reason is not None:
            raise IllegalAnswer(decision, value, reason)
        self.answers.append(value)
        self.deciders.append(decision.player)
        self.answer_events.append(len(self.events))
        self.answer_kinds.append(decision.kind)
        self.answer_turns.append(self.turn)
        assert self._flow is not None  # a pending decision comes from the flow
        try:
            self.pending = self._flow.send(value)
        except StopIteration:
            self.pending = None

    @property
    def log(self) -> tuple[Entry, ...]:
        """The answers as log entries (engine/log.py); a game played inline without recording
        events keeps only `answers` and `deciders`, and has no log (RuntimeError)."""
        if len(self.answer_events) != len(self.answers):
            raise RuntimeError("this game records no events: it keeps only answers and deciders")
        return entries(
            self.answers, self.deciders, self.answer_kinds, self.answer_events, self.answer_turns
        )

    def revealed_since(self, n: int) -> tuple[Event, ...]:
        """The events from answer n (0-based) on that showed a card to a player who had not
        seen it (`events.reveals`: a draw, a shuffle, a reveal, a look, ...)."""
        if n >= len(self.answer_events):
            return ()
        return tuple(filter(reveals, self.events[self.answer_events[n] :]))

    def last_answer_revealed(self) -> bool:
        """Did the events the last answer caused show a hidden card (`revealed_since`)?"""
        return bool(self.answers) and bool(self.revealed_since(len(self.answers) - 1))

    def _refusal(self, n: int) -> UndoError | None:
        """The undo rule, in one place: going back to before answer n is refused when there is
        no such answer, when the game records no events (nobody can tell what it showed), or
        when an event from answer n on showed a hidden card to someone."""
        if not 0 <= n < len(self.answers):
            return UndoError(N_("there is nothing to undo"))
        if not self.recording:
            return UndoError(
                N_("this game records no events, so what the last move showed is unknown")
            )
        shown = self.revealed_since(n)
        if shown:
            return UndoError(
                N_("a move to take back revealed hidden cards, so it cannot be taken back"), shown
            )
        return None

    def can_undo_to(self, n: int) -> bool:
        """May the game go back to before answer n (`undo_to`)?"""
        return self._refusal(n) is None

    def can_undo(self) -> bool:
        """May the last answer be taken back (`undo`)?"""
        return self.can_undo_to(len(self.answers) - 1)

    def undo_to(self, n: int) -> Game:
        """The game before answer n: its first n answers replayed; UndoError (with the events
        that showed hidden cards, if that is why) when the rule refuses."""
        refused = self._refusal(n)
        if refused is not None:
            raise refused
        return self.replay(self.answers[:n])

    def undo(self) -> Game:
        """The game without its last answer (a replay); refused once that answer showed cards."""
        return self.undo_to(len(self.answers) - 1)

    def replay(self, answers: Iterable[Answer]) -> Game:
        """A new game from the same setup with these answers (the game is a fold over its log)."""
        game = Game(self.db, self.setup, self.rules)
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
    "Entry",
    "Flow",
    "Game",
    "IllegalAnswer",
    "InlineBot",
    "Kind",
    "Play",
    "PlayerPosition",
    "Position",
    "Setup",
    "SetupError",
    "UndoError",
]
