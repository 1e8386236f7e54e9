"""The card rules registry and the one interface card rules see, passed into a game.

Each effects module fills its own `CardRules` with the `effect` decorator; the effects package
joins them into one table, and a game is given that table (`companion.engine.standard`). The
effects are typed against `Board`, the zones, counters and verbs of a game in play, never
against `Game`: the card rules depend on the core, not the reverse, so there is no import
circle, not even for type checking.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Protocol, TypeAlias, TypeVar

from companion.engine.cards import CardDB
from companion.engine.decisions import Answer, Decision, Kind
from companion.engine.events import Ev
from companion.engine.state import PlayerState

Flow: TypeAlias = Generator[Decision, Answer, bool]
"""An effect that asks: yields decisions, receives answers, returns whether the card stays."""

Step: TypeAlias = Generator[Decision, Answer, None]


@dataclass(slots=True)
class Play:
    """One card being played: is it still in play (Feast, Island leave), and who is immune."""

    card: str
    in_play: bool = True
    unaffected: frozenset[int] = field(default_factory=frozenset)


class Board(Protocol):
    """A game in play as the card rules see it: its zones and counters, asking a player, and
    the rulebook's verbs (`table.Table` and `turn.Turn` provide them; see there)."""

    db: CardDB
    players: list[PlayerState]
    supply: dict[str, int]
    trash: list[str]
    embargo: dict[str, int]
    coins: int
    bought_victory: bool
    extra_turn: bool
    extra_turn_pending: bool
    cleanup_draw: int

    def ask(
        self,
        player: int,
        kind: Kind,
        options: Iterable[str],
        lo: int,
        hi: int,
        card: str | None = None,
        target: int | None = None,
        shown: Iterable[str] = (),
        ordered: bool = False,
    ) -> Generator[Decision, Answer, Answer]: ...

    def may(
        self, player: int, card: str, target: int | None = None, shown: Iterable[str] = ()
    ) -> Generator[Decision, Answer, bool]: ...

    def resolve(self, pi: int, play: Play) -> Flow: ...

    def settle(self, pi: int, play: Play, stays: bool) -> None: ...

    def victims(self, pi: int, play: Play) -> list[int]: ...

    def others(self, pi: int) -> list[int]: ...

    def emit(
        self,
        kind: Ev,
        player: int,
        cards: tuple[str, ...] = (),
        where: str = "",
        private_to: int | None = None,
        value: int = 0,
    ) -> None: ...

    def shuffle(self, pi: int) -> None: ...

    def top_card(self, pi: int) -> str | None: ...

    def draw(self, pi: int, n: int) -> list[str]: ...

    def gain(self, pi: int, card_id: str, to: str = "discard") -> bool: ...

    def gain_from_trash(self, pi: int, card_id: str) -> None: ...

    def trash_cards(self, pi: int, cards: Iterable[str], zone: list[str], where: str) -> None: ...

    def discard_cards(self, pi: int, cards: Iterable[str], zone: list[str], where: str) -> None: ...

    def topdeck(
        self, pi: int, cards: Sequence[str], zone: list[str], where: str, private: bool = False
    ) -> None: ...

    def reveal(self, pi: int, cards: Sequence[str], where: str) -> None: ...

    def look(self, pi: int, cards: Sequence[str], where: str) -> None: ...

    def leave_play(self, pi: int, play: Play) -> bool: ...

    def trash_played(self, pi: int, play: Play) -> bool: ...

    def affordable(self, limit: int, where: Callable[[str], bool] | None = None) -> list[str]: ...


Effect: TypeAlias = Callable[[Board, int, Play], Flow | bool]
"""A card's effect: a generator (`Flow`) when it asks, else a plain function returning
whether the card stays in play (a Duration with something left to do next turn)."""

StartHook: TypeAlias = Callable[[Board, int, str | None], None]
"""At the start of its owner's turn: what a staying Duration does (given its payload)."""

CleanupHook: TypeAlias = Callable[[Board, int], Step]
"""At clean-up, before the cards are discarded, when the card is in play (Treasury)."""


F = TypeVar("F")


def _register(table: dict[str, F], card_id: str) -> Callable[[F], F]:
    def register(fn: F) -> F:
        table[card_id] = fn
        return fn

    return register


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
