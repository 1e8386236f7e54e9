"""The action chapter's widgets: a hand played in the order you choose, and one-tap term demos.

Everything shown is read from the engine after each play, so the counts can never disagree with
the rules: playing Smithy first uses the only Action, and the Village stays in hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from companion.catalogue.model import Text
from companion.engine.cards import CardDB
from companion.engine.decisions import Kind
from companion.engine.events import Ev, Event
from companion.engine.game import Game
from companion.engine.setup import PlayerPosition
from companion.rulebook.practice import end_action_phase, practice_game
from companion.table.replay import Change, changes_between, load_replay

HAND = ("village", "smithy", "market", "copper")
DECK = ("silver", "estate", "copper", "gold", "copper", "estate", "silver")
"""The deck under the hand, top card first: what +Card draws."""
KINGDOM = ("market", "smithy", "village")


class NotPlayable(ValueError):
    """A card the engine would not let you play now (no Action left, or the buy phase began)."""

    def __init__(self, card_id: str) -> None:
        super().__init__(f"{card_id} cannot be played now")
        self.card_id = card_id


@dataclass(frozen=True, slots=True)
class PlayState:
    """The counters after one play (the first state: before any play)."""

    played: str | None
    actions: int
    buys: int
    coins: int
    hand: tuple[str, ...]
    drawn: tuple[str, ...]
    buy_phase: bool


def _state(game: Game, played: str | None, drawn: tuple[str, ...]) -> PlayState:
    pending = game.pending
    return PlayState(
        played,
        game.actions,
        game.buys,
        game.coins,
        tuple(game.players[0].hand),
        drawn,
        pending is None or pending.kind is not Kind.ACTION,
    )


def _options(game: Game) -> tuple[str, ...]:
    """The cards of the hand the engine lets you play next (Actions now, or Treasures)."""
    pending = game.pending
    if pending is None or pending.player != 0:
        return ()
    hand = game.players[0].hand
    if pending.kind is Kind.ACTION:
        treasures = tuple(c for c in hand if c in game.db.treasures)
        return tuple(dict.fromkeys((*pending.options, *treasures)))
    if pending.kind is Kind.TREASURES:
        return tuple(dict.fromkeys(pending.options))
    return ()


def _play(game: Game, card_id: str) -> None:
    if card_id not in _options(game):
        raise NotPlayable(card_id)
    if card_id in game.db.treasures:
        end_action_phase(game)
    game.answer((card_id,))


def play_order(db: CardDB, order: Sequence[str]) -> list[PlayState]:
    """Play the hand's cards in `order` on the engine: the start, then the state after each play.

    A Treasure ends the action phase (the engine then asks for Treasures), as in the rulebook.
    """
    game = practice_game(db, KINGDOM, PlayerPosition(hand=HAND, deck=DECK))
    states = [_state(game, None, ())]
    for card_id in order:
        start = len(game.events)
        _play(game, card_id)
        drawn = tuple(
            c for e in game.events[start:] if e.kind is Ev.DRAW and e.player == 0 for c in e.cards
        )
        states.append(_state(game, card_id, drawn))
    return states


def playable(db: CardDB, order: Sequence[str]) -> tuple[str, ...]:
    """The cards you may play after playing `order` (each card of the hand named once)."""
    game = practice_game(db, KINGDOM, PlayerPosition(hand=HAND, deck=DECK))
    for card_id in order:
        _play(game, card_id)
    return _options(game)


def why_not(db: CardDB, order: Sequence[str]) -> dict[str, str]:
    """Why each card of the hand cannot be played after `order`: "played" (already in play),
    "phase_over" (a Treasure was played: the action phase is over) or "no_action" (no Action
    left); playable cards are not listed."""
    options = playable(db, order)
    treasure_played = any(c in db.treasures for c in order)
    reasons = {}
    for card_id in HAND:
        if card_id in order:
            reasons[card_id] = "played"
        elif card_id not in options:
            reasons[card_id] = "phase_over" if treasure_played else "no_action"
    return reasons


@dataclass(frozen=True, slots=True)
class TermDemo:
    """One term shown by one step of an example replay (or the steps `step` to `last`)."""

    term: str
    replay_id: str
    step: int
    last: int = 0  # 0: the one step

    @property
    def steps(self) -> range:
        return range(self.step, max(self.step, self.last) + 1)


TERM_DEMOS = (
    TermDemo("plus-card", "smithy-draw-three", 1),
    TermDemo("plus-action", "village-example", 1),
    TermDemo("plus-buy", "woodcutter-two-buys", 2),
    TermDemo("plus-coin", "festival-coins-without-treasures", 1),
    TermDemo("discard", "cellar-discard-then-draw", 2),
    TermDemo("trash", "moneylender-trash-copper", 1),
    TermDemo("gain", "workshop-gain-up-to-four", 3),
    TermDemo("reveal", "spy-revealed-for-everyone", 1, 2),  # the revealed Gold goes back
    TermDemo("set-aside", "library-set-aside-actions", 2),
)
"""The terms of the action chapter, each with the example step that shows it."""


@dataclass(frozen=True, slots=True)
class Zones:
    """The acting player's cards you can see and the turn's counters, before or after a demo."""

    hand: tuple[str, ...]
    in_play: tuple[str, ...]
    set_aside: tuple[str, ...]
    discard: int
    deck: int
    actions: int
    buys: int
    coins: int


def _zones(game: Game, seat: int) -> Zones:
    p = game.players[seat]
    return Zones(
        tuple(p.hand),
        tuple(p.in_play),
        tuple(p.set_aside),
        len(p.discard),
        len(p.deck),
        game.actions,
        game.buys,
        game.coins,
    )


@dataclass(frozen=True, slots=True)
class TermResult:
    """What the engine did at the term's step(s): the moves, their narrations, the acting
    player's zones before and after, the events (the cards that moved) and what changed."""

    demo: TermDemo
    move: str
    explain: Text | None
    changes: tuple[Change, ...]
    event_kinds: tuple[str, ...]
    seat: int  # whose turn it is: the "you" of the demo
    before: Zones
    after: Zones
    events: tuple[tuple[Event, ...], ...]  # per step
    players: int
    narrations: tuple[Text | None, ...] = ()  # per step


def term_demo(db: CardDB, term: str) -> TermResult:
    """Play the example replay of `term` up to its step and report the step's engine result."""
    demo = next((d for d in TERM_DEMOS if d.term == term), None)
    if demo is None:
        raise KeyError(term)
    replay = load_replay(demo.replay_id, db)
    first, last = demo.steps[0], demo.steps[-1]
    step = replay.steps[first]
    start, end = replay.game_at(first - 1), replay.game_at(last)
    seat = start.active
    events = tuple(tuple(replay.events(n)) for n in demo.steps)
    narrations = tuple(replay.steps[n].narration for n in demo.steps)
    return TermResult(
        demo,
        step.move,
        step.narration,
        changes_between(replay.state_at(first - 1), replay.state_at(last)),
        tuple(dict.fromkeys(e.kind.value for es in events for e in es)),
        seat,
        _zones(start, seat),
        _zones(end, seat),
        events,
        len(start.players),
        narrations,
    )
