"""Save files: a game is its setup plus its answers; loading replays them and checks a digest."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from companion.echo import clip
from companion.engine.cards import CardDB
from companion.engine.decisions import IllegalAnswer
from companion.engine.errors import N_, Detail, EngineError, Message, at, message_of, too_long
from companion.engine.game import Game, Setup, SetupError
from companion.engine.positions import Dialect, position_from_dict, position_to_dict
from companion.engine.shuffle import ShuffleScriptError
from companion.engine.standard import new_game
from companion.engine.view import state_json

FORMAT = "dominion-companion-game"
VERSION = 1
MAX_ANSWERS = 20_000
"""The most answers a game may have (a loaded save, a game on the table): a real game takes a
few hundred, so this leaves room for any real game and stops a crafted save from pinning the
server (a 2.6-million-answer save took 15 minutes and 2 GB to load)."""
CHARS_PER_ANSWER = 100
"""Characters allowed per answer in a save text: a real game's average is about 27 (the longest
answer seen about 50); the rest is room for the setup."""
MAX_SAVE_SIZE = MAX_ANSWERS * CHARS_PER_ANSWER
"""The longest save text read (characters): MAX_ANSWERS answers of generous length."""
TOP_FIELDS = frozenset({"format", "version", "setup", "answers", "digest"})
SETUP_FIELDS = frozenset({"players", "kingdom", "seed", "position", "shuffles"})


class SaveFileError(EngineError):
    """A save file that is corrupt, foreign or tampered with; the message says which."""


def digest(game: Game) -> str:
    """A short fingerprint of the full state, to detect edited answers or setups."""
    text = json.dumps(state_json(game), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def setup_json(setup: Setup) -> dict[str, Any]:
    out: dict[str, Any] = {
        "players": list(setup.players),
        "kingdom": list(setup.kingdom),
        "seed": setup.seed,
    }
    if setup.position is not None:
        out["position"] = position_to_dict(setup.position)
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


def _strs(value: Any, what: str | Message) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise SaveFileError(
            N_("{where} must be a list of {what}"), where=at(what), what=Message(N_("texts"))
        )
    return tuple(value)


SAVE = Dialect(
    error=SaveFileError,
    name="position",
    prefix="position ",
    players_key="players",
    player="position player",
    table=N_("an object"),
    first_player=0,
    cards=_strs,
)
"""How a save file writes values and positions: JSON objects, players counted from 0."""


SHUFFLE_ORDER = Message(N_("a shuffle order"))


def setup_from_json(raw: Any) -> Setup:
    """A Setup from its JSON form, checking every field's type."""
    raw = SAVE.obj(raw, "setup", SETUP_FIELDS)
    players = _strs(raw.get("players"), "players")
    numbers = {str(n): n for n in range(len(players))}
    shuffles = []
    for key, orders in SAVE.obj(raw.get("shuffles", {}), "shuffles").items():
        if key not in numbers or not isinstance(orders, list):
            raise SaveFileError(N_("shuffles map a player number (from 0) to a list of orders"))
        shuffles.append((numbers[key], tuple(_strs(o, SHUFFLE_ORDER) for o in orders)))
    position = raw.get("position")
    return Setup(
        players=players,
        kingdom=_strs(raw.get("kingdom"), "kingdom"),
        seed=SAVE.int(raw.get("seed", 0), "seed"),
        position=position_from_dict(position, SAVE) if position is not None else None,
        shuffles=tuple(shuffles),
    )


def _json(text: str) -> Any:
    """The JSON document, or SaveFileError for a huge, malformed, or too deeply nested text."""
    if len(text) > MAX_SAVE_SIZE:
        raise SaveFileError(
            N_("not a save file (larger than {limit:,} characters)"), limit=MAX_SAVE_SIZE
        )
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        place = Message(
            N_("at line {line}, column {column}"), {"line": exc.lineno, "column": exc.colno}
        )
        raise SaveFileError(
            N_("not a save file (invalid JSON: {detail})"), detail=Detail(exc.msg, place)
        ) from None
    except ValueError as exc:  # e.g. a number of more than 4300 digits
        raise SaveFileError(N_("not a save file ({detail})"), detail=too_long(exc)) from None
    except RecursionError:
        raise SaveFileError(N_("not a save file (nested too deeply)")) from None


def loads(db: CardDB, text: str) -> Game:
    """Rebuild a game from save file text; any problem raises SaveFileError with the reason."""
    data = _json(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError(N_("not a Dominion companion save file"))
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise SaveFileError(
            N_("unsupported save file version {version}"), version=clip(repr(version))
        )
    SAVE.obj(data, Message(N_("the save file")), TOP_FIELDS)
    setup = setup_from_json(data.get("setup"))
    answers = data.get("answers")
    if not isinstance(answers, list):
        raise SaveFileError(N_("answers must be a list"))
    if len(answers) > MAX_ANSWERS:
        raise SaveFileError(
            N_("the game has {n:,} answers, more than the {limit:,} a game may have"),
            n=len(answers),
            limit=MAX_ANSWERS,
        )
    try:
        game = new_game(db, setup)
    except (SetupError, ShuffleScriptError, KeyError) as exc:
        raise SaveFileError(
            N_("the setup is not valid: {reason}"), reason=message_of(exc)
        ) from None
    for n, answer in enumerate(answers, 1):
        try:
            game.answer(_strs(answer, Message(N_("answer {n}"), {"n": n})))
        except (IllegalAnswer, ShuffleScriptError) as exc:
            raise SaveFileError(
                N_("answer {n} is not legal: {reason}"), n=n, reason=message_of(exc)
            ) from None
    if data.get("digest") != digest(game):
        raise SaveFileError(N_("the file was changed after saving (its digest does not match)"))
    return game
