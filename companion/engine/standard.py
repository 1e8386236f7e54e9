"""A game of the standard sets: `Game` given the card rules of the base game and Seaside.

The one place that joins the core (`game`) and the card definitions (`effects`): the game
never names its card rules, they are passed in here (the callers' default).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.effects import STANDARD
from companion.engine.game import Game, Setup
from companion.engine.inline_bots import InlineBot
from companion.engine.shuffle import Shuffler


@functools.cache
def standard_db() -> CardDB:
    """The card table of the standard catalogue, built once and shared by the whole process
    (every session of the app, the rulebook's widgets, the table): it is read-only."""
    return CardDB(load())


def new_game(
    db: CardDB,
    setup: Setup,
    shuffler: Shuffler | None = None,
    *,
    bots: Sequence[InlineBot[Game]] | None = None,
    events: bool = True,
) -> Game:
    """A game of `setup` with every card of both sets (see `Game` for the arguments)."""
    return Game(db, setup, STANDARD, shuffler, bots=bots, events=events)


__all__ = ["STANDARD", "new_game", "standard_db"]
