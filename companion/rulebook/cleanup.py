"""The clean-up chapter's widget: the turn ends with a few cards left in the deck; clean-up
draws 5, and the engine shuffles the discard pile exactly when the deck runs out."""

from __future__ import annotations

from dataclasses import dataclass

from companion.engine.cards import CardDB
from companion.engine.events import Ev
from companion.engine.setup import PlayerPosition
from companion.rulebook.numbers import HAND_SIZE
from companion.rulebook.practice import practice_game

IN_PLAY = ("silver", "copper", "copper")
HAND = ("estate", "copper")
DISCARD = ("copper", "copper", "estate", "silver", "estate")
DECK_POOL = ("gold", "copper", "estate", "silver", "copper", "copper", "estate")
"""The deck, top first, cut to the chosen number of cards."""
MAX_DECK = len(DECK_POOL)
MAX_SHOWN = HAND_SIZE
"""The widget's largest deck: from 5 cards up clean-up never shuffles, so more shows nothing new."""


@dataclass(frozen=True, slots=True)
class Reshuffle:
    """The clean-up draw as the engine did it."""

    deck_before: tuple[str, ...]
    drawn: tuple[str, ...]
    shuffled: int  # cards in the new deck (0: no shuffle)
    drawn_before_shuffle: int  # the shuffle happened before draw number this + 1
    deck_after: int
    discarded: tuple[str, ...]  # what clean-up put on the discard pile first
    discard_before: tuple[str, ...] = DISCARD  # the discard pile before clean-up

    @property
    def shuffle_at(self) -> int | None:
        """The number (1-5) of the draw that needed the shuffle, or None."""
        return self.drawn_before_shuffle + 1 if self.shuffled else None


def reshuffle(db: CardDB, deck_left: int, seed: int = 0) -> Reshuffle:
    """End a turn with `deck_left` cards in the deck; read clean-up's discard, shuffle, draw."""
    if not 0 <= deck_left <= MAX_DECK:
        raise ValueError(f"the deck holds 0 to {MAX_DECK} cards, not {deck_left}")
    deck = DECK_POOL[:deck_left]
    you = PlayerPosition(hand=HAND, deck=deck, discard=DISCARD, in_play=IN_PLAY)
    game = practice_game(db, (), you, phase="buy", seed=seed)
    start = len(game.events)
    while game.pending is not None and game.pending.player == 0 and game.active == 0:
        game.answer(())  # play no Treasure, buy nothing: straight to clean-up
    events = [e for e in game.events[start:] if e.player == 0]
    discarded = next((e.cards for e in events if e.kind is Ev.DISCARD), ())
    drawn = next((e.cards for e in events if e.kind is Ev.DRAW), ())
    shuffled = next((e.value for e in events if e.kind is Ev.SHUFFLE), 0)
    deck_after = len(game.players[0].deck)
    from_new_deck = shuffled - deck_after if shuffled else 0
    return Reshuffle(deck, drawn, shuffled, len(drawn) - from_new_deck, deck_after, discarded)
