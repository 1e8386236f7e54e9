"""Taps to answers: what each tap on the table gives the engine, and why a tap cannot be done.

The engine's options decide what is legal; a reason here only explains, in words, why a card
the player tapped is not among them (no Actions left, cannot afford, pile empty, ...).
Reasons are gettext message ids with their values; the page translates them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from companion.engine.decisions import YES, Answer, Decision, Kind
from companion.i18n import N_
from companion.table.model import Board

SINGLE = "single"  # one pick: a button per option
MULTI = "multi"  # several picks with min and max
ORDERED = "ordered"  # several picks in an order (first ends on top)
YES_NO = "yes_no"  # a yes/no question
CHOICE = "choice"  # one of a card's options


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a tap cannot be done: a message id and its values (translated by the page)."""

    text: str
    params: dict[str, object] = field(default_factory=dict)


def panel(decision: Decision) -> str:
    """Which panel fits the decision: SINGLE, MULTI, ORDERED, YES_NO or CHOICE."""
    if decision.kind is Kind.CHOOSE:
        return YES_NO if YES in decision.options else CHOICE
    if decision.ordered or decision.kind is Kind.ORDER:
        return ORDERED
    if decision.max > 1:
        return MULTI
    return SINGLE


def one(decision: Decision, option: str) -> Answer:
    """The answer of a single tap on an option."""
    return (option,)


def none(decision: Decision) -> Answer | Reason:
    """The empty answer: end the action phase, buy nothing, pick nothing."""
    if decision.min > 0:
        return Reason(N_("You must choose at least {n}."), {"n": decision.min})
    return ()


def all_treasures(decision: Decision) -> Answer | Reason:
    """Play every Treasure in hand at once."""
    if decision.kind is not Kind.TREASURES:
        return Reason(N_("You are not playing Treasures now."))
    return decision.options


def picks(decision: Decision, chosen: list[str]) -> Answer | Reason:
    """Several picks, checked against the decision's min and max before they are sent."""
    n = len(chosen)
    if n < decision.min or n > decision.max:
        if decision.min == decision.max:
            return Reason(N_("Choose exactly {n}."), {"n": decision.min})
        return Reason(N_("Choose {low} to {high}."), {"low": decision.min, "high": decision.max})
    return tuple(chosen)


def why_not_play(b: Board, card_id: str) -> Reason | None:
    """Why tapping this card in hand does not play it, or None when it can be played now."""
    d = b.decision
    if b.game_over:
        return Reason(N_("The game is over."))
    if d is None:
        return Reason(N_("It is not your turn to decide."))
    if d.kind in (Kind.ACTION, Kind.PLAY, Kind.TREASURES) and card_id in d.options:
        return None
    tile = next((t for t in b.you.hand if t.id == card_id), None)
    card = tile.card if tile else None
    if card is None:
        return Reason(N_("That card is not in your hand."))
    if d.kind is Kind.ACTION:
        return Reason(N_("This is not an Action card."))
    if card.is_("action"):
        if b.phase == "buy":
            return Reason(N_("The action phase is over: Action cards are played before buying."))
        if b.actions == 0:
            return Reason(N_("You have no Actions left."))
    if d.kind is Kind.TREASURES:
        return Reason(N_("This is not a Treasure."))
    if d.kind is Kind.BUY:  # the buy phase's only question is what to buy
        if card.is_("treasure"):
            return Reason(N_("Treasures are played before the first buy; now tap a pile to buy."))
        return Reason(N_("Cards in your hand are not played now: tap a supply pile to buy."))
    return Reason(N_("Answer the open question first."))


def why_not_buy(b: Board, card_id: str) -> Reason | None:
    """Why tapping this supply pile does not buy it, or None when it can be bought now."""
    d = b.decision
    if b.game_over:
        return Reason(N_("The game is over."))
    if d is not None and d.kind in (Kind.BUY, Kind.GAIN) and card_id in d.options:
        return None
    pile = b.pile(card_id)
    if pile is None:
        return Reason(N_("This card is not in the supply."))
    if pile.empty:
        return Reason(N_("The pile is empty."))
    if d is None or d.kind not in (Kind.BUY, Kind.TREASURES, Kind.GAIN):
        if b.phase == "action" and d is not None and d.kind is Kind.ACTION:
            return Reason(N_("You buy in the buy phase: end the action phase first."))
        return Reason(N_("You cannot buy now."))
    cost = pile.tile.card.cost if pile.tile.card else 0
    if d.kind is Kind.GAIN:
        return Reason(N_("This card cannot be gained now."))
    if b.buys == 0:
        return Reason(N_("You have no Buys left."))
    if d.kind is Kind.TREASURES and cost > b.coins:
        return Reason(
            N_("It costs {cost}; you have {coins} so far: play your Treasures first."),
            {"cost": cost, "coins": b.coins},
        )
    if cost > b.coins:
        return Reason(
            N_("You cannot afford it: it costs {cost}, you have {coins}."),
            {"cost": cost, "coins": b.coins},
        )
    return Reason(N_("This card cannot be bought now."))
