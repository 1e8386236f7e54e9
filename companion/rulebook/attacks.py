"""The attacks chapter's widget: Militia played against a hand with or without a Moat."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from companion.engine.cards import CardDB
from companion.engine.decisions import Kind
from companion.engine.events import Ev
from companion.engine.setup import PlayerPosition
from companion.rulebook.practice import practice_game

KINGDOM = ("militia", "moat")
ATTACKER = PlayerPosition(
    hand=("militia", "copper", "copper", "estate", "estate"), deck=("copper",) * 5
)
HAND_WITH_MOAT = ("moat", "gold", "silver", "copper", "estate")
HAND_WITHOUT_MOAT = ("village", "gold", "silver", "copper", "estate")


@dataclass(frozen=True, slots=True)
class MilitiaResult:
    """What the engine did to the other player's hand."""

    hand_before: tuple[str, ...]
    hand_after: tuple[str, ...]
    discarded: tuple[str, ...]
    revealed_moat: bool
    asked_to_reveal: bool
    coins: int  # the attacker's +2 coins come either way


def militia(
    db: CardDB, with_moat: bool, reveal: bool = True, discard: Sequence[str] = ()
) -> MilitiaResult:
    """Play Militia; the defender reveals Moat (if held and `reveal`) or discards `discard`
    (the first cards the engine offers when fewer are given)."""
    hand = HAND_WITH_MOAT if with_moat else HAND_WITHOUT_MOAT
    kingdom = KINGDOM if with_moat else (*KINGDOM, "village")
    game = practice_game(db, kingdom, ATTACKER, PlayerPosition(hand=hand, deck=("copper",) * 5))
    game.answer(("militia",))
    asked = False
    while game.pending is not None and game.pending.player == 1:
        pending = game.pending
        if pending.kind is Kind.REVEAL:
            asked = True
            game.answer(("moat",) if reveal else ())
        elif pending.kind is Kind.DISCARD:
            chosen = list(discard)[: pending.min]
            spare = list(pending.options)
            for c in chosen:
                spare.remove(c)
            game.answer((*chosen, *spare[: pending.min - len(chosen)]))
        else:
            break
    events = [e for e in game.events if e.player == 1]
    discarded = next((e.cards for e in events if e.kind is Ev.DISCARD), ())
    revealed = any(e.kind is Ev.REACT for e in events)
    return MilitiaResult(hand, tuple(game.players[1].hand), discarded, revealed, asked, game.coins)
