"""The one interface every bot implements: look at the game, answer the open decision."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from companion.engine.decisions import Answer, Decision
    from companion.engine.game import Game


class Bot(Protocol):
    """A player: `answer` returns a legal answer to `decision`, which is addressed to it.

    A bot may read the whole `game` object, but fair bots only use what the deciding player may
    see: their own hand, the composition (not the order) of their own cards, the supply, the
    trash, public scores and the cards shown with the decision (see `companion.bots.sight`).

    The same method seats a bot in the engine's fast path (`Game(bots=...)`, where it is called
    inline and must not change the game); a bot that always plays every Treasure may say so
    with `plays_all_treasures = True`, and the engine then logs that answer without calling it.
    """

    name: str

    def answer(self, game: Game, decision: Decision) -> Answer: ...
