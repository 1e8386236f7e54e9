"""A two-player practice game set at a chosen position: the rulebook widgets play on it."""

from __future__ import annotations

from collections.abc import Sequence

from companion.engine.cards import CardDB
from companion.engine.decisions import Kind
from companion.engine.game import Game
from companion.engine.setup import PlayerPosition, Position, Setup
from companion.engine.standard import new_game
from companion.engine.standard import standard_db as standard_db  # the one shared table

OTHER_HAND = ("copper",) * 5
"""The other player's hand when only the active player matters."""


def practice_game(
    db: CardDB,
    kingdom: Sequence[str],
    you: PlayerPosition,
    other: PlayerPosition | None = None,
    *,
    phase: str = "action",
    actions: int = 1,
    embargo: Sequence[tuple[str, int]] = (),
    supply: Sequence[tuple[str, int]] = (),
    seed: int = 0,
) -> Game:
    """A new game where player 1 (`you`) is about to act in `phase` with the given cards."""
    position = Position(
        players=(you, other or PlayerPosition(hand=OTHER_HAND)),
        phase=phase,
        actions=actions,
        embargo=tuple(embargo),
        supply=tuple(supply),
    )
    return new_game(db, Setup(("you", "other"), tuple(kingdom), seed, position))


def end_action_phase(game: Game) -> None:
    """Answer "no more Actions" if the action phase is still asking."""
    if game.pending is not None and game.pending.kind is Kind.ACTION:
        game.answer(())
