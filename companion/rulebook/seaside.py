"""The Seaside chapter's widgets: the rulebook's Duration example as a mini replay, and Embargo
tokens on a pile with the Curses they cost when the card is bought."""

from __future__ import annotations

from dataclasses import dataclass

from companion.engine.cards import CardDB
from companion.engine.events import Ev
from companion.engine.piles import curse_pile_size
from companion.engine.setup import PlayerPosition
from companion.rulebook.practice import practice_game
from companion.table.replay import Replay, load_replay

DURATION_EXAMPLE = "example-duration"
KINGDOM = ("embargo", "smithy", "village")
PILES = ("silver", "village", "smithy", "province")
"""The piles an Embargo token can be put on in the widget."""
MAX_TOKENS = 4


def duration_example(db: CardDB) -> Replay:
    """The Seaside rulebook's two-turn Duration example (data/scenarios)."""
    return load_replay(DURATION_EXAMPLE, db)


@dataclass(frozen=True, slots=True)
class DurationView:
    """Your zones after a step of the example, as the engine holds them."""

    hand: tuple[str, ...]
    in_play: tuple[str, ...]
    duration: tuple[str, ...]
    actions: int
    buys: int
    coins: int
    your_turn: bool
    was_your_turn: bool  # whose turn the step's move was made in (the turn its text tells)


def duration_view(replay: Replay, step: int) -> DurationView:
    """The first player's hand, played cards and Duration row after `step`."""
    game = replay.game_at(step)
    mover = replay.game_at(step - 1).active if step else game.active
    you = game.players[0]
    return DurationView(
        tuple(you.hand),
        tuple(you.in_play),
        tuple(you.duration),
        game.actions,
        game.buys,
        game.coins,
        game.active == 0,
        mover == 0,
    )


@dataclass(frozen=True, slots=True)
class EmbargoResult:
    """Buying a card from a pile with Embargo tokens, on the engine."""

    card: str
    tokens: int
    curses_before: int
    curses_gained: int
    curses_after: int
    gained: tuple[str, ...]


def embargo_buy(
    db: CardDB, card_id: str, tokens: int, curses_left: int | None = None, players: int = 2
) -> EmbargoResult:
    """Buy `card_id` with `tokens` Embargo tokens on its pile, with `curses_left` Curses in the
    supply or, if None, the full Curse pile of `players` (10, 20 or 30, as setup counts it)."""
    if card_id not in PILES or not 0 <= tokens <= MAX_TOKENS:
        raise ValueError(f"{card_id} with {tokens} tokens is not a choice of the widget")
    full = curse_pile_size(players)
    supply = (("curse", full if curses_left is None else curses_left),)
    you = PlayerPosition(hand=("gold", "gold", "gold"), deck=("copper",) * 5)
    game = practice_game(
        db, KINGDOM, you, phase="buy", embargo=((card_id, tokens),) if tokens else (), supply=supply
    )
    before = game.supply["curse"]
    game.answer(("gold", "gold", "gold"))
    start = len(game.events)
    game.answer((card_id,))
    gained = tuple(c for e in game.events[start:] if e.kind is Ev.GAIN for c in e.cards)
    after = game.supply["curse"]
    return EmbargoResult(card_id, tokens, before, before - after, after, gained)
