"""The view model of the table: one player's view of a game as the page draws it.

Everything comes from `companion.engine.player_view.view` (what that player may know) and
the catalogue (names, types, colours); no rule is decided here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, fields
from typing import Any

from companion.catalogue import Card, Catalogue
from companion.engine.decisions import Decision
from companion.engine.game import Game
from companion.engine.player_view import (
    CARD_ROWS,
    HIDDEN,
    ONE_CARD,
    PlayerView,
    SeatView,
    Zones,
    view,
)

BASIC_ORDER = ("copper", "silver", "gold", "estate", "duchy", "province", "curse")
"""The basic piles in the order they lie on the table: Treasures, Victory cards, Curses."""


@dataclass(frozen=True, slots=True)
class Tile:
    """A card as drawn on the table: its catalogue entry, or None for a card seen from the back."""

    id: str
    card: Card | None

    @property
    def hidden(self) -> bool:
        return self.card is None


@dataclass(frozen=True, slots=True)
class Pile:
    """A supply pile: its card, how many are left, its Embargo tokens."""

    tile: Tile
    count: int
    embargo: int

    @property
    def empty(self) -> bool:
        return self.count == 0


@dataclass(frozen=True, slots=True)
class Seat(Zones[Tile]):
    """One player's side of the table as the viewer sees it: the engine's zones (`SeatView`)
    with tiles for card ids, plus the seat's place, whether it is the viewer's or the active
    one, and its victory points."""

    index: int
    you: bool
    active: bool
    vp: int


@dataclass(frozen=True, slots=True)
class Board:
    """The whole table from one seat, plus the open decision when it is the viewer's."""

    viewer: int
    seats: tuple[Seat, ...]
    kingdom: tuple[Pile, ...]
    basic: tuple[Pile, ...]
    trash: tuple[Tile, ...]
    turn: int
    active: int
    phase: str
    actions: int
    buys: int
    coins: int
    deciding: int | None
    decision: Decision | None
    game_over: bool
    winners: tuple[int, ...]
    extra_turn: bool = False  # the active player's turn is an extra turn (Outpost)

    @property
    def you(self) -> Seat:
        return self.seats[self.viewer]

    def pile(self, card_id: str) -> Pile | None:
        return next((p for p in (*self.kingdom, *self.basic) if p.tile.id == card_id), None)


def tiles(cat: Catalogue, ids: tuple[str, ...] | list[str]) -> tuple[Tile, ...]:
    """Tiles for card ids; HIDDEN ids give face-down tiles."""
    return tuple(Tile(c, None if c == HIDDEN else cat.cards[c]) for c in ids)


def _zone(cat: Catalogue, name: str, value: Any) -> Any:
    """A SeatView field as the table shows it: rows of cards and the one card as tiles."""
    if name in CARD_ROWS:
        return tiles(cat, value)
    if name in ONE_CARD:
        return None if value is None else tiles(cat, [value])[0]
    return value


def _seat(cat: Catalogue, v: PlayerView, i: int, vp: int) -> Seat:
    s: SeatView = v.players[i]
    zones = {f.name: _zone(cat, f.name, getattr(s, f.name)) for f in fields(SeatView)}
    return Seat(**zones, index=i, you=i == v.viewer, active=i == v.active_player, vp=vp)


def board(cat: Catalogue, game: Game, viewer: int) -> Board:
    """What `viewer` sees of `game`, ready to draw.

    Victory points are shown for every player: every gain and trashing is public, so a
    player could count them anyway; the engine's `score` does the counting.
    """
    scores = tuple(game.score(i) for i in range(len(game.players)))
    return board_of(cat, view(game, viewer), scores, game.extra_turn)


def board_of(cat: Catalogue, v: PlayerView, scores: tuple[int, ...], extra_turn: bool) -> Board:
    """The board from a player's view, every seat's victory points and whether the active
    player's turn is an extra one (what `board` reads off a game; a replay keeps them)."""
    piles = [Pile(Tile(c, cat.cards[c]), n, v.embargo.get(c, 0)) for c, n in v.supply.items()]
    basic = sorted(
        (p for p in piles if p.tile.id in BASIC_ORDER), key=lambda p: BASIC_ORDER.index(p.tile.id)
    )
    kingdom = sorted(
        (p for p in piles if p.tile.id not in BASIC_ORDER),
        key=lambda p: (cat.cards[p.tile.id].cost, p.tile.id),
    )
    return Board(
        viewer=v.viewer,
        seats=tuple(_seat(cat, v, i, scores[i]) for i in range(len(v.players))),
        kingdom=tuple(kingdom),
        basic=tuple(basic),
        trash=tiles(cat, v.trash),
        turn=v.turn,
        active=v.active_player,
        phase=v.phase,
        actions=v.actions,
        buys=v.buys,
        coins=v.coins,
        deciding=v.deciding,
        decision=v.decision,
        game_over=v.game_over,
        winners=v.winners,
        extra_turn=extra_turn,
    )


def grouped(row: tuple[Tile, ...]) -> list[tuple[Tile, int]]:
    """A row of tiles as (tile, count) in first-seen order: "Copper ×3" instead of three tiles."""
    counts = Counter(t.id for t in row)
    seen: dict[str, Tile] = {}
    for t in row:
        seen.setdefault(t.id, t)
    return [(t, counts[i]) for i, t in seen.items()]
