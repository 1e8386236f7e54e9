"""Positions to and from plain dicts: one reader and one writer, driven by the dataclass fields,
for both save files (JSON) and scenario files (TOML). Ranges and card ids are checked when the
game starts from the position (`setup.place`); this module checks shapes and types."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, fields
from typing import Any

from companion.echo import clip
from companion.engine.errors import N_, Echo, EngineError, Field, Message, at
from companion.engine.setup import PlayerPosition, Position

COUNTS = ("supply", "embargo")
"""Position fields written as a {card: number} table."""
CardReader = Callable[[Any, str], tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class Dialect:
    """How one file format writes a position, and the error it raises for a bad one."""

    error: type[EngineError]
    name: str  # the position's name in messages: "position" or "[position]"
    prefix: str  # before a field's name in messages: "position " or "position."
    players_key: str  # "players" (save files) or "player" (scenario files)
    player: str  # a player's name in messages, before the number
    table: str  # what a JSON object / TOML table is called: N_("an object") or N_("a table")
    first_player: int  # the number `active` gives the first player (0 or 1)
    cards: CardReader  # reads a list of card ids (scenarios expand `N*card`)

    def obj(
        self, raw: Any, where: str | Message, allowed: Collection[str] | None = None
    ) -> dict[str, Any]:
        """A table, with no key outside `allowed` (when given)."""
        if not isinstance(raw, dict):
            raise self.error(
                N_("{where} must be {table}"), where=at(where), table=Message(self.table)
            )
        for key in sorted(set(raw).difference(allowed)) if allowed is not None else ():
            raise self.error(N_("unknown field {key} in {where}"), key=Echo(key), where=at(where))
        return raw

    def int(self, raw: Any, where: str | Message) -> int:
        if not isinstance(raw, int) or isinstance(raw, bool):
            raise self.error(N_("{where} must be a whole number"), where=at(where))
        return raw


PLAYER_FIELDS = frozenset(f.name for f in fields(PlayerPosition))
POSITION_FIELDS = frozenset(f.name for f in fields(Position)) - {"players"}


def position_to_dict(pos: Position) -> dict[str, Any]:
    """The position as JSON-ready data (save files): lists, tables and numbers."""
    return {
        "players": [
            {f.name: _plain(getattr(pp, f.name)) for f in fields(PlayerPosition)}
            for pp in pos.players
        ],
        **{
            f.name: dict(getattr(pos, f.name)) if f.name in COUNTS else _plain(getattr(pos, f.name))
            for f in fields(Position)
            if f.name != "players"
        },
    }


def _plain(value: Any) -> Any:
    return [_plain(v) for v in value] if isinstance(value, tuple) else value


def position_from_dict(raw: Any, d: Dialect) -> Position:
    """A Position from its dict form; a wrong shape or type raises `d.error` naming the field."""
    raw = d.obj(raw, d.name, POSITION_FIELDS | {d.players_key})
    players = raw.get(d.players_key, [])
    if not isinstance(players, list):
        raise d.error(N_("{where} must be a list"), where=Field(d.prefix + d.players_key))
    values: dict[str, Any] = {}
    for f in fields(Position):
        where = f"{d.prefix}{f.name}"
        if f.name == "players":
            values[f.name] = tuple(
                _player(rp, f"{d.player} {i}", d) for i, rp in enumerate(players, 1)
            )
        elif f.name == "active":
            values[f.name] = d.int(raw.get(f.name, d.first_player), where) - d.first_player
        elif f.name == "phase":
            phase = raw.get(f.name, f.default)
            if not isinstance(phase, str):
                raise d.error(
                    N_("{where} must be a text: start, action or buy"), where=Field(where)
                )
            values[f.name] = phase
        elif f.name in COUNTS:
            sep = d.prefix[-1]
            values[f.name] = tuple(
                (k, d.int(v, f"{where}{sep}{clip(k)}"))
                for k, v in d.obj(raw.get(f.name, {}), where).items()
            )
        elif isinstance(f.default, int):  # the counters (annotations differ when compiled)
            values[f.name] = d.int(raw.get(f.name, f.default), where)
        else:
            values[f.name] = d.cards(raw.get(f.name, []), where)
    return Position(**values)


def _player(raw: Any, where: str, d: Dialect) -> PlayerPosition:
    rp = d.obj(raw, where, PLAYER_FIELDS)
    values: dict[str, Any] = {}
    for f in fields(PlayerPosition):
        field_where = f"{where} {f.name}"
        if f.name == "next_turn":
            values[f.name] = _next_turn(rp.get(f.name, []), field_where, d)
        elif isinstance(f.default, int):  # the counters (annotations differ when compiled)
            values[f.name] = d.int(rp.get(f.name, f.default), field_where)
        else:
            values[f.name] = d.cards(rp.get(f.name, []), field_where)
    return PlayerPosition(**values)


def _next_turn(raw: Any, where: str, d: Dialect) -> tuple[tuple[str, str | None], ...]:
    """Start-of-turn effects: [card], [card, null] or ["haven", the card set aside]."""
    if not isinstance(raw, list):
        raise d.error(N_("{where} must be a list"), where=Field(where))
    for e in raw:
        if (
            not isinstance(e, list)
            or not 1 <= len(e) <= 2
            or not isinstance(e[0], str)
            or not (len(e) == 1 or e[1] is None or isinstance(e[1], str))
        ):
            raise d.error(
                N_('{where} entries are [card] or ["haven", set-aside card]'), where=Field(where)
            )
    return tuple((e[0], e[1] if len(e) == 2 else None) for e in raw)
