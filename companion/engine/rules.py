"""The card rules registry: effect functions and turn hooks by card id, passed into a game.

Each effects module fills its own `CardRules` with the `effect` decorator; the effects package
joins them into one table, and a game is given that table (see `companion.engine.effects`).
The effects import this module and `Game` only for type checking, so there is no import circle.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeAlias, TypeVar

from companion.engine.decisions import Answer, Decision

if TYPE_CHECKING:
    from companion.engine.game import Game

Flow: TypeAlias = Generator[Decision, Answer, bool]
"""An effect that asks: yields decisions, receives answers, returns whether the card stays."""

Step: TypeAlias = Generator[Decision, Answer, None]
Effect: TypeAlias = Callable[["Game", int, "Play"], Flow | bool]
"""A card's effect: a generator (`Flow`) when it asks, else a plain function returning
whether the card stays in play (a Duration with something left to do next turn)."""

StartHook: TypeAlias = Callable[["Game", int, str | None], None]
"""At the start of its owner's turn: what a staying Duration does (given its payload)."""

CleanupHook: TypeAlias = Callable[["Game", int], Step]
"""At clean-up, before the cards are discarded, when the card is in play (Treasury)."""


F = TypeVar("F")


def _register(table: dict[str, F], card_id: str) -> Callable[[F], F]:
    def register(fn: F) -> F:
        table[card_id] = fn
        return fn

    return register


@dataclass(slots=True)
class Play:
    """One card being played: is it still in play (Feast, Island leave), and who is immune."""

    card: str
    in_play: bool = True
    unaffected: frozenset[int] = field(default_factory=frozenset)


@dataclass(slots=True)
class CardRules:
    """Card id -> effect, start-of-turn hook and clean-up hook (only cards that need one)."""

    effects: dict[str, Effect] = field(default_factory=dict)
    at_start: dict[str, StartHook] = field(default_factory=dict)
    at_cleanup: dict[str, CleanupHook] = field(default_factory=dict)

    def effect(self, card_id: str) -> Callable[[Effect], Effect]:
        """Register a card's effect function (cards with more than plain "+N" parts)."""
        return _register(self.effects, card_id)

    def at_start_of_turn(self, card_id: str) -> Callable[[StartHook], StartHook]:
        """Register what a staying Duration does at the start of the turn instead of its
        next-turn "+N" parts (Haven)."""
        return _register(self.at_start, card_id)

    def at_cleanup_of_turn(self, card_id: str) -> Callable[[CleanupHook], CleanupHook]:
        """Register what a card in play does at clean-up (Treasury)."""
        return _register(self.at_cleanup, card_id)

    def __or__(self, other: CardRules) -> CardRules:
        """Both tables in one (the right one wins for a card in both)."""
        return CardRules(
            {**self.effects, **other.effects},
            {**self.at_start, **other.at_start},
            {**self.at_cleanup, **other.at_cleanup},
        )
