"""One player's game turn by turn: the deck's make-up and the coins in each buy phase."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from companion.engine.decisions import Kind
from companion.engine.game import Game

TYPES = ("action", "treasure", "victory", "curse")
"""The type a card is counted under, the first that fits (Island, Action–Victory, is an Action)."""


@dataclass(frozen=True, slots=True)
class TurnPoint:
    """The player's n-th turn: their cards by type, and their coins when they came to buy."""

    turn: int
    cards: dict[str, int]
    coins: int


def _type(game: Game, card_id: str) -> str:
    info = game.db[card_id]
    flags = {"action": info.action, "treasure": info.treasure, "victory": info.victory}
    return next((t for t in TYPES[:3] if flags[t]), "curse")


def progress(game: Game, player: int) -> list[TurnPoint]:
    """A point per turn of `player` (0-based) that reached its buy phase, found by replaying
    the game: the first time in the turn the player is asked to buy."""
    g = Game(game.db, game.setup, rules=game.rules)
    points: dict[int, TurnPoint] = {}

    def look() -> None:
        d = g.pending
        if d is None or d.player != player or d.kind is not Kind.BUY or g.active != player:
            return
        n = g.players[player].turns
        if n not in points:
            kinds = Counter(_type(g, c) for c in g.players[player].all_cards())
            points[n] = TurnPoint(n, {t: kinds[t] for t in TYPES}, g.coins)

    look()
    for answer in game.answers:
        g.answer(answer)
        look()
    return list(points.values())
