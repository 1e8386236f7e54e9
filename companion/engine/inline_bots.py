"""What the inline driver (`inline.py`) asks of the bots seated at a game, and how it runs a
card effect's generator to its end (`drive`): the fast path's contracts, apart from its loop."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any, Protocol, TypeAlias, TypeVar

from companion.engine.decisions import Answer, Decision

G = TypeVar("G")
G_contra = TypeVar("G_contra", contravariant=True)


class InlineBot(Protocol[G_contra]):
    """A trusted bot, called by the fast path where a choice arises (`Game(bots=...)`), with
    the game it is seated at (`G_contra`: a `Game`; the engine core never names it).

    `answer(game, decision)` returns a legal answer as a tuple of option names and only reads
    the game. A bot may also set `plays_all_treasures = True`: its answer to every Treasure
    question is then all of them, and the engine logs that answer without calling it. And it
    may have `buy_now(game, player)`: the card it buys now (or None), which must be what
    `answer` gives the buy question, and `play_now(game, player, playable)`: the Action it
    plays (or None), as `answer` to the Action question; the engine then asks these without
    building the question.
    """

    def answer(self, game: G_contra, decision: Decision) -> Answer: ...


BuyNow: TypeAlias = Callable[[G, int], str | None]
"""A bot's buy rule, asked directly by the fast path: the card to buy now, or None."""
PlayNow: TypeAlias = Callable[[G, int, tuple[str, ...]], str | None]
"""A bot's Action rule, asked directly by the fast path: the Action to play, or None."""

Watcher: TypeAlias = Callable[[G], None]
"""Looks at an inline game at a decision point, before the bot answers; may raise to stop it."""


class InlineQuestion(RuntimeError):
    """A decision reached the inline driver as a value: an effect asked without `ask`."""


def drive(flow: Generator[Decision, Answer, Any]) -> Any:
    """Run an effect's generator to its end where deciders answer inline (it never yields)."""
    try:
        flow.send(None)  # type: ignore[arg-type]  # starting a generator sends None
    except StopIteration as done:
        return done.value
    raise InlineQuestion("an inline game met a question that was not asked through `ask`")


__all__ = ["BuyNow", "InlineBot", "InlineQuestion", "PlayNow", "Watcher", "drive"]
