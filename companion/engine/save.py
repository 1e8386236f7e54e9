"""Save files: a game is its setup plus its answers; loading replays them and checks a digest."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from companion.echo import clip
from companion.engine.cards import CardDB
from companion.engine.decisions import IllegalAnswer
from companion.engine.game import (
    POSITION_ZONES,
    Game,
    PlayerPosition,
    Position,
    Setup,
    SetupError,
)
from companion.engine.shuffle import ShuffleScriptError
from companion.engine.view import state_json

FORMAT = "dominion-companion-game"
VERSION = 1
MAX_SAVE_SIZE = 16_000_000
"""The longest save text read (characters): a game at the engine's 20,000-decision cap is < 2 MB."""
TOP_FIELDS = frozenset({"format", "version", "setup", "answers", "digest"})
SETUP_FIELDS = frozenset({"players", "kingdom", "seed", "position", "shuffles"})
POSITION_FIELDS = frozenset(
    {"players", "active", "phase", "turn", "actions", "buys", "coins", "supply", "trash", "embargo"}
)
PLAYER_FIELDS = frozenset({*POSITION_ZONES, "next_turn", "pirate_tokens", "turns"})


class SaveFileError(ValueError):
    """A save file that is corrupt, foreign or tampered with; the message says which."""


def digest(game: Game) -> str:
    """A short fingerprint of the full state, to detect edited answers or setups."""
    text = json.dumps(state_json(game), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def _position_json(pos: Position) -> dict[str, Any]:
    return {
        "players": [
            {
                "hand": list(p.hand),
                "deck": list(p.deck),
                "discard": list(p.discard),
                "in_play": list(p.in_play),
                "duration": list(p.duration),
                "next_turn": [list(e) for e in p.next_turn],
                "haven": list(p.haven),
                "island": list(p.island),
                "native_village": list(p.native_village),
                "pirate_tokens": p.pirate_tokens,
                "turns": p.turns,
                "gained_last_turn": list(p.gained_last_turn),
            }
            for p in pos.players
        ],
        "active": pos.active,
        "phase": pos.phase,
        "turn": pos.turn,
        "actions": pos.actions,
        "buys": pos.buys,
        "coins": pos.coins,
        "supply": dict(pos.supply),
        "trash": list(pos.trash),
        "embargo": dict(pos.embargo),
    }


def setup_json(setup: Setup) -> dict[str, Any]:
    out: dict[str, Any] = {
        "players": list(setup.players),
        "kingdom": list(setup.kingdom),
        "seed": setup.seed,
    }
    if setup.position is not None:
        out["position"] = _position_json(setup.position)
    if setup.shuffles:
        out["shuffles"] = {str(p): [list(o) for o in orders] for p, orders in setup.shuffles}
    return out


def dumps(game: Game) -> str:
    """The save file text of a game."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "setup": setup_json(game.setup),
        "answers": [list(a) for a in game.answers],
        "digest": digest(game),
    }
    return json.dumps(data, ensure_ascii=False, indent=1)


def _strs(value: Any, what: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise SaveFileError(f"{what} must be a list of texts")
    return tuple(value)


def _int(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise SaveFileError(f"{what} must be a whole number")
    return value


def _obj(value: Any, what: str, fields: frozenset[str] | None = None) -> dict[str, Any]:
    """A JSON object, with no key outside `fields` (when given)."""
    if not isinstance(value, dict):
        raise SaveFileError(f"{what} must be an object")
    for key in sorted(set(value) - fields) if fields is not None else ():
        raise SaveFileError(f"unknown field {clip(key)!r} in {what}")
    return value


def _next_turn(value: Any, what: str) -> tuple[tuple[str, str | None], ...]:
    if not isinstance(value, list) or not all(
        isinstance(e, list)
        and len(e) == 2
        and isinstance(e[0], str)
        and (e[1] is None or isinstance(e[1], str))
        for e in value
    ):
        raise SaveFileError(f"{what} must be a list of [card, payload] pairs")
    return tuple((e[0], e[1]) for e in value)


def _player(raw: Any, what: str) -> PlayerPosition:
    rp = _obj(raw, what, PLAYER_FIELDS)
    return PlayerPosition(
        **{z: _strs(rp.get(z, []), f"{what} {z}") for z in POSITION_ZONES},
        next_turn=_next_turn(rp.get("next_turn", []), f"{what} next_turn"),
        pirate_tokens=_int(rp.get("pirate_tokens", 0), f"{what} pirate_tokens"),
        turns=_int(rp.get("turns", 0), f"{what} turns"),
    )


def _counts(raw: Any, what: str) -> tuple[tuple[str, int], ...]:
    return tuple((k, _int(v, f"{what} {clip(k)}")) for k, v in _obj(raw, what).items())


def _position(raw: dict[str, Any]) -> Position:
    players = raw.get("players", [])
    if not isinstance(players, list):
        raise SaveFileError("position players must be a list")
    phase = raw.get("phase", "action")
    if not isinstance(phase, str):
        raise SaveFileError("position phase must be a text")
    return Position(
        players=tuple(_player(rp, f"position player {i}") for i, rp in enumerate(players, 1)),
        active=_int(raw.get("active", 0), "active"),
        phase=phase,
        turn=_int(raw.get("turn", 1), "turn"),
        actions=_int(raw.get("actions", 1), "actions"),
        buys=_int(raw.get("buys", 1), "buys"),
        coins=_int(raw.get("coins", 0), "coins"),
        supply=_counts(raw.get("supply", {}), "supply"),
        trash=_strs(raw.get("trash", []), "trash"),
        embargo=_counts(raw.get("embargo", {}), "embargo"),
    )


def setup_from_json(raw: Any) -> Setup:
    """A Setup from its JSON form, checking every field's type."""
    raw = _obj(raw, "setup", SETUP_FIELDS)
    players = _strs(raw.get("players"), "players")
    numbers = {str(n): n for n in range(len(players))}
    shuffles = []
    for key, orders in _obj(raw.get("shuffles", {}), "shuffles").items():
        if key not in numbers or not isinstance(orders, list):
            raise SaveFileError("shuffles map a player number (from 0) to a list of orders")
        shuffles.append((numbers[key], tuple(_strs(o, "a shuffle order") for o in orders)))
    position = raw.get("position")
    return Setup(
        players=players,
        kingdom=_strs(raw.get("kingdom"), "kingdom"),
        seed=_int(raw.get("seed", 0), "seed"),
        position=(
            _position(_obj(position, "position", POSITION_FIELDS)) if position is not None else None
        ),
        shuffles=tuple(shuffles),
    )


def _json(text: str) -> Any:
    """The JSON document, or SaveFileError for a huge, malformed, or too deeply nested text."""
    if len(text) > MAX_SAVE_SIZE:
        raise SaveFileError(f"not a save file (larger than {MAX_SAVE_SIZE:,} characters)")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveFileError(f"not a save file (invalid JSON: {exc.msg})") from None
    except ValueError as exc:  # e.g. a number of more than 4300 digits
        raise SaveFileError(f"not a save file ({clip(str(exc).split(':')[0], 80)})") from None
    except RecursionError:
        raise SaveFileError("not a save file (nested too deeply)") from None


def loads(db: CardDB, text: str) -> Game:
    """Rebuild a game from save file text; any problem raises SaveFileError with the reason."""
    data = _json(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError("not a Dominion companion save file")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise SaveFileError(f"unsupported save file version {clip(repr(version))}")
    _obj(data, "the save file", TOP_FIELDS)
    setup = setup_from_json(data.get("setup"))
    answers = data.get("answers")
    if not isinstance(answers, list):
        raise SaveFileError("answers must be a list")
    try:
        game = Game(db, setup)
    except (SetupError, ShuffleScriptError, KeyError) as exc:
        raise SaveFileError(f"the setup is not valid: {exc}") from None
    for n, answer in enumerate(answers, 1):
        try:
            game.answer(_strs(answer, f"answer {n}"))
        except (IllegalAnswer, ShuffleScriptError) as exc:
            raise SaveFileError(f"answer {n} is not legal: {exc}") from None
    if data.get("digest") != digest(game):
        raise SaveFileError("the file was changed after saving (its digest does not match)")
    return game
