"""Save files: a game is its setup plus its answers; loading replays them and checks a digest."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from companion.engine.cards import CardDB
from companion.engine.decisions import IllegalAnswer
from companion.engine.game import Game, PlayerPosition, Position, Setup, SetupError
from companion.engine.shuffle import ShuffleScriptError
from companion.engine.view import state_json

FORMAT = "dominion-companion-game"
VERSION = 1


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


def _obj(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise SaveFileError(f"{what} must be an object")
    return value


def _position(raw: dict[str, Any]) -> Position:
    players = []
    for i, rp in enumerate(raw.get("players", [])):
        rp = _obj(rp, f"position player {i + 1}")
        next_turn = []
        for e in rp.get("next_turn", []):
            if not (
                isinstance(e, list)
                and len(e) == 2
                and isinstance(e[0], str)
                and (e[1] is None or isinstance(e[1], str))
            ):
                raise SaveFileError("next_turn entries are [card, payload] pairs")
            next_turn.append((e[0], e[1]))
        players.append(
            PlayerPosition(
                hand=_strs(rp.get("hand", []), "hand"),
                deck=_strs(rp.get("deck", []), "deck"),
                discard=_strs(rp.get("discard", []), "discard"),
                in_play=_strs(rp.get("in_play", []), "in_play"),
                duration=_strs(rp.get("duration", []), "duration"),
                next_turn=tuple(next_turn),
                haven=_strs(rp.get("haven", []), "haven"),
                island=_strs(rp.get("island", []), "island"),
                native_village=_strs(rp.get("native_village", []), "native_village"),
                pirate_tokens=_int(rp.get("pirate_tokens", 0), "pirate_tokens"),
                turns=_int(rp.get("turns", 0), "turns"),
                gained_last_turn=_strs(rp.get("gained_last_turn", []), "gained_last_turn"),
            )
        )
    supply = _obj(raw.get("supply", {}), "supply")
    embargo = _obj(raw.get("embargo", {}), "embargo")
    return Position(
        players=tuple(players),
        active=_int(raw.get("active", 0), "active"),
        phase=str(raw.get("phase", "action")),
        turn=_int(raw.get("turn", 1), "turn"),
        actions=_int(raw.get("actions", 1), "actions"),
        buys=_int(raw.get("buys", 1), "buys"),
        coins=_int(raw.get("coins", 0), "coins"),
        supply=tuple((k, _int(v, f"supply {k}")) for k, v in supply.items()),
        trash=_strs(raw.get("trash", []), "trash"),
        embargo=tuple((k, _int(v, f"embargo {k}")) for k, v in embargo.items()),
    )


def setup_from_json(raw: Any) -> Setup:
    """A Setup from its JSON form, checking every field's type."""
    raw = _obj(raw, "setup")
    shuffles_raw = _obj(raw.get("shuffles", {}), "shuffles")
    shuffles = []
    for key, orders in shuffles_raw.items():
        if not key.isdigit() or not isinstance(orders, list):
            raise SaveFileError("shuffles map a player number to a list of orders")
        shuffles.append((int(key), tuple(_strs(o, "a shuffle order") for o in orders)))
    position = raw.get("position")
    return Setup(
        players=_strs(raw.get("players"), "players"),
        kingdom=_strs(raw.get("kingdom"), "kingdom"),
        seed=_int(raw.get("seed", 0), "seed"),
        position=_position(_obj(position, "position")) if position is not None else None,
        shuffles=tuple(shuffles),
    )


def loads(db: CardDB, text: str) -> Game:
    """Rebuild a game from save file text; any problem raises SaveFileError with the reason."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveFileError(f"not a save file (invalid JSON: {exc.msg})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError("not a Dominion companion save file")
    if data.get("version") != VERSION:
        raise SaveFileError(f"unsupported save file version {data.get('version')!r}")
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
