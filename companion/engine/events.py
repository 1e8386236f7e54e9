"""Typed events the engine emits: ids and numbers only, each marked with who may see its cards."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class Ev(StrEnum):
    """What happened; the names follow the rulebook's verbs."""

    GAME_START = "game_start"
    TURN_START = "turn_start"
    PHASE = "phase"
    SHUFFLE = "shuffle"
    DRAW = "draw"
    PLAY = "play"
    BUY = "buy"
    GAIN = "gain"
    TRASH = "trash"
    DISCARD = "discard"
    REVEAL = "reveal"
    LOOK = "look"
    SET_ASIDE = "set_aside"
    TOPDECK = "topdeck"
    PUT_IN_HAND = "put_in_hand"
    RETURN_TO_SUPPLY = "return_to_supply"
    REACT = "react"
    UNAFFECTED = "unaffected"
    DURATION = "duration"
    TOKEN = "token"
    MAT = "mat"
    GAME_END = "game_end"


class Event(NamedTuple):
    """One thing that happened. `private_to` is the only player who may see `cards` (None: all)."""

    kind: Ev
    player: int
    cards: tuple[str, ...] = ()
    where: str = ""
    private_to: int | None = None
    value: int = 0

    def visible_to(self, viewer: int | None) -> Event:
        """This event as `viewer` sees it: hidden cards become an empty tuple with their count."""
        if self.private_to is None or viewer == self.private_to:
            return self
        return self._replace(cards=(), value=len(self.cards) or self.value)


SHOWN_FROM_HIDDEN = frozenset({Ev.SHUFFLE, Ev.DRAW, Ev.REVEAL, Ev.LOOK, Ev.REACT})
"""Kinds that always show someone a card they had not seen: a new deck order, a drawn card, a
card revealed from a deck or hand (Moat's reaction too), a card looked at."""


def reveals(event: Event) -> bool:
    """Did this event show a card to a player who had not seen it? Besides the kinds above: a
    card discarded face up from a deck (Sea Hag; Chancellor's deck too: it goes over unseen,
    but its last card is then the discard pile's face-up top, which everyone sees) and a deck
    card set on a private mat, which its owner may look at (Native Village).
    Moves between zones everyone sees, or of cards their owner already knew, show nothing new.
    This alone decides whether an answer may be undone."""
    kind = event.kind
    if kind in SHOWN_FROM_HIDDEN:
        return True
    if kind is Ev.DISCARD:
        return event.where == "deck" and (bool(event.cards) or event.value > 0)
    if kind is Ev.MAT:
        return event.private_to is not None
    return False
