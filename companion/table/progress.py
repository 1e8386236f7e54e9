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


def _point(g: Game, player: int) -> TurnPoint:
    """The player's turn count, cards by type and coins in the game as it is now."""
    kinds = Counter(_type(g, c) for c in g.players[player].all_cards())
    return TurnPoint(g.players[player].turns, {t: kinds[t] for t in TYPES}, g.coins)


def progress(game: Game, player: int) -> list[TurnPoint]:
    """A point per turn of `player` (0-based) that reached its buy phase: the first time in
    the turn the player is asked to buy (an extra turn adds none: it counts as the turn before).

    Where those are comes from the log (the player's first buy answer in each turn, and the
    open question now); the coins then are in no log or event, so the game is replayed to the
    last of those answers, recording no events."""
    firsts: list[int] = []
    turns: set[int] = set()
    for i, e in enumerate(game.log):
        if e.player == player and e.kind is Kind.BUY and e.turn not in turns:
            turns.add(e.turn)
            firsts.append(i)
    points: dict[int, TurnPoint] = {}
    g = Game(game.db, game.setup, rules=game.rules, events=False)
    done = 0
    for i in firsts:
        for answer in game.answers[done:i]:
            g.answer(answer)
        done = i
        point = _point(g, player)
        points.setdefault(point.turn, point)
    d = game.pending
    if d is not None and d.player == player and d.kind is Kind.BUY and game.turn not in turns:
        point = _point(game, player)
        points.setdefault(point.turn, point)
    return list(points.values())
