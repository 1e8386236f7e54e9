"""Scenario files: a position (or a normal setup), a script of moves, and expected results.

The format is documented in docs/scenarios.md. This module parses text and runs it; reading
files is the caller's job, so the engine stays free of I/O.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from companion.catalogue.model import BOOKS, Ref, Text
from companion.echo import clip
from companion.engine.cards import CardDB
from companion.engine.decisions import IllegalAnswer
from companion.engine.errors import (
    N_,
    Detail,
    Echo,
    EngineError,
    Field,
    Message,
    at,
    message_of,
    too_long,
)
from companion.engine.game import Game, Position, Setup, SetupError
from companion.engine.moves import MoveError, expand, parse_move
from companion.engine.piles import MAX_PLAYERS, MIN_PLAYERS
from companion.engine.player_view import SEAT_FIELDS, view_json
from companion.engine.positions import POSITION_FIELDS, Dialect, position_from_dict
from companion.engine.shuffle import MAX_SEED, ShuffleScriptError
from companion.engine.standard import new_game
from companion.engine.view import state_json

TOP_FIELDS = {
    "id",
    "title",
    "description",
    "rulings",
    "kingdom",
    "players",
    "seed",
    "position",
    "shuffles",
    "step",
    "expect",
    "ref",
}
REF_FIELDS = {"book", "page", "section"}
ORDERED_ZONES = ("deck", "discard")
VIEW = "view"
"""Expectations under `view.pN` read player N's view (player_view.view_json), not the state."""
MAX_SCENARIO_SIZE = 1_000_000
"""The longest scenario text read (characters; bytes for a file): the shipped ones are < 10 kB."""


class ScenarioError(EngineError):
    """A scenario that cannot be read or set up; the message names the field or step."""


FILE = Message(N_("the file"))
AT_END = Message(N_("at the end"))
SYNTAX = Message(N_("a syntax error"))


@dataclass(frozen=True, slots=True)
class Step:
    """One move of the script, with an optional explanation, the rulebook page it shows (when
    the file cites a rulebook section) and expected results after it."""

    move: str
    explain: Text | None = None
    expect: Mapping[str, Any] = field(default_factory=dict)
    page: int | None = None


@dataclass(frozen=True, slots=True)
class Scenario:
    """A parsed scenario file."""

    id: str
    title: Text
    description: Text | None
    rulings: tuple[str, ...]
    setup: Setup
    steps: tuple[Step, ...]
    expect: Mapping[str, Any]
    ref: Ref | None = None
    """The rulebook section the scenario follows (a worked example); steps may name its pages."""


@dataclass(slots=True)
class Outcome:
    """What running a scenario gave: the game, the steps done, and every failed expectation."""

    game: Game
    steps_done: int
    failures: list[Message]
    error: Message | None = None

    @property
    def ok(self) -> bool:
        return not self.failures and self.error is None


def _text(raw: Any, where: str | Message) -> Text:
    if not isinstance(raw, Mapping) or not all(isinstance(raw.get(k), str) for k in ("en", "hu")):
        raise ScenarioError(N_("{where} needs `en` and `hu` texts"), where=at(where))
    return Text(raw["en"], raw["hu"])


def _table(raw: Any, where: str | Message, fields: set[str] | None = None) -> Mapping[str, Any]:
    """A TOML table, with no field outside `fields` (when given)."""
    return SCENARIO.obj(raw, where, fields)


def _names(raw: Any, where: str | Message, what: str = N_("texts")) -> tuple[str, ...]:
    if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
        raise ScenarioError(
            N_("{where} must be a list of {what}"), where=at(where), what=Message(what)
        )
    return tuple(raw)


def _strs(raw: Any, where: str | Message) -> tuple[str, ...]:
    """A list of card ids with `N*card` repeats written out (at most MAX_CARDS in all)."""
    names = _names(raw, where, N_("card ids"))
    try:
        return tuple(expand(names))
    except MoveError as exc:
        raise ScenarioError(N_("{where}: {reason}"), where=at(where), reason=exc.message) from None


def _int(raw: Any, where: str | Message, low: int | None = None, high: int | None = None) -> int:
    """A whole number; the range is checked here only where the game does not check it."""
    if not isinstance(raw, int) or isinstance(raw, bool):
        raise ScenarioError(N_("{where} must be a whole number"), where=at(where))
    if low is not None and high is not None and not low <= raw <= high:
        raise ScenarioError(
            N_("{where} must be from {low} to {high}, not {value}"),
            where=at(where),
            low=low,
            high=high,
            value=clip(str(raw)),
        )
    return raw


SCENARIO = Dialect(
    error=ScenarioError,
    name="[position]",
    prefix="position.",
    players_key="player",
    player="position.player",
    table=N_("a table"),
    first_player=1,
    cards=_strs,
)
"""How a scenario writes values and positions: TOML tables, players counted from 1, and card
lists with `N*card` repeats."""


def _list(raw: Any, where: str) -> list[Any]:
    if not isinstance(raw, list):
        raise ScenarioError(N_("{where} must be a list"), where=Field(where))
    return raw


def _position(raw: Any, players: int) -> Position:
    plist = _table(raw, "[position]", {*POSITION_FIELDS, "player"}).get("player", [])
    if not isinstance(plist, list) or len(plist) != players:
        raise ScenarioError(
            N_("[position] needs one [[position.player]] per player ({players})"), players=players
        )
    return position_from_dict(raw, SCENARIO)


def _players(raw: Any) -> tuple[str, ...]:
    """Player names: a count (P1, P2, ...) or a list of names, checked before any is made."""
    limits = {"low": MIN_PLAYERS, "high": MAX_PLAYERS}
    if isinstance(raw, int) and not isinstance(raw, bool):
        if not MIN_PLAYERS <= raw <= MAX_PLAYERS:
            raise ScenarioError(
                N_("players must be a number from {low} to {high} or a list of names, not {value}"),
                value=clip(str(raw)),
                **limits,
            )
        return tuple(f"P{i}" for i in range(1, raw + 1))
    if not isinstance(raw, list) or not MIN_PLAYERS <= len(raw) <= MAX_PLAYERS:
        raise ScenarioError(
            N_("players must be a number from {low} to {high} or a list of names"), **limits
        )
    return _names(raw, "players")


def _shuffles(raw: Any, players: int) -> tuple[tuple[int, tuple[tuple[str, ...], ...]], ...]:
    numbers = {str(n): n for n in range(1, players + 1)}
    shuffles = []
    for key, orders in _table(raw, "[shuffles]").items():
        if key not in numbers:
            raise ScenarioError(N_("[shuffles] key {key} is not a player number"), key=Echo(key))
        where = f"shuffles.{key}"
        orders = _list(orders, where)
        shuffles.append(
            (
                numbers[key] - 1,
                tuple(
                    _strs(o, Message(N_("a shuffle in {where}"), {"where": Field(where)}))
                    for o in orders
                ),
            )
        )
    return tuple(shuffles)


def _expect(raw: Any, where: str | Message) -> dict[str, Any]:
    """Expected values by state path; card lists are checked (and their repeats bounded) now.

    A `view` table (`[expect.view.p2]`, or `view.p2.hand` in an inline table) becomes paths
    `view.p2.<key>` into that player's view.
    """
    expect = dict(_table(raw, where))
    if VIEW in expect:
        for seat, keys in _table(expect.pop(VIEW), _inside(where, Field(VIEW))).items():
            for key, wanted in _table(keys, _inside(where, Field(f"{VIEW}.{clip(seat)}"))).items():
                expect[f"{VIEW}.{seat}.{key}"] = wanted
    for path, wanted in expect.items():
        if isinstance(wanted, list) and all(isinstance(w, str) for w in wanted):
            _strs(wanted, _inside(where, Echo(path)))
    return expect


def _inside(where: str | Message, key: Field | Echo) -> Message:
    """A key inside a table or step: "step 1 expect", "[expect] 'p1.hand'"."""
    return Message(N_("{where} {key}"), {"where": at(where), "key": key})


def _page(raw: Any, where: str | Message) -> int:
    return _int(raw, where, 1, 1000)


def _ref(raw: Any) -> Ref:
    """A rulebook citation: `ref = { book = "base-1e", page = 8, section = "..." }`."""
    rs = _table(raw, "ref", REF_FIELDS)
    missing = sorted(REF_FIELDS.difference(rs))
    if missing:
        raise ScenarioError(N_("ref needs {fields}"), fields=", ".join(missing))
    if rs["book"] not in BOOKS:
        raise ScenarioError(
            N_("ref.book must be one of {books}, not {value}"),
            books=", ".join(BOOKS),
            value=clip(str(rs["book"])),
        )
    if not isinstance(rs["section"], str) or not rs["section"].strip():
        raise ScenarioError(N_("ref.section must be a text"))
    return Ref(rs["book"], _page(rs["page"], "ref.page"), rs["section"])


def _step(raw: Any, n: int, ref: Ref | None) -> Step:
    step = Message(N_("step {n}"), {"n": n})
    rs = _table(raw, step, {"move", "explain", "expect", "page"})
    if not isinstance(rs.get("move"), str):
        raise ScenarioError(N_("step {n} needs a `move` line"), n=n)
    explain = _text(rs["explain"], _inside(step, Field("explain"))) if "explain" in rs else None
    page = None
    if "page" in rs:
        if ref is None:
            raise ScenarioError(
                N_("step {n} page needs a `ref` (the rulebook section) in the file"), n=n
            )
        page = _page(rs["page"], _inside(step, Field("page")))
    expect = _expect(rs.get("expect", {}), _inside(step, Field("expect")))
    return Step(rs["move"], explain, expect, page)


def _toml(text: str) -> dict[str, Any]:
    """The TOML document, or ScenarioError for bad syntax, huge numbers or deep nesting."""
    if len(text) > MAX_SCENARIO_SIZE:
        raise ScenarioError(N_("larger than {limit:,} characters"), limit=MAX_SCENARIO_SIZE)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(_toml_error(str(exc))) from None
    except ValueError as exc:  # e.g. a number of more than 4300 digits
        raise ScenarioError(N_("not valid TOML: {detail}"), detail=too_long(exc)) from None
    except RecursionError:
        raise ScenarioError(N_("not valid TOML: nested too deeply")) from None


def _toml_error(text: str) -> Message:
    """tomllib's reason with its place (line, column) as numbers the UI can put in words."""
    found = re.fullmatch(r"(.*) \(at line (\d+), column (\d+)\)", text)
    if found is None:
        return Message(N_("not valid TOML: {detail}"), {"detail": Detail(text, SYNTAX)})
    detail, line, column = found.groups()
    return Message(
        N_("not valid TOML: {detail} (at line {line}, column {column})"),
        {"detail": Detail(detail, SYNTAX), "line": int(line), "column": int(column)},
    )


def parse(text: str, name: str = "scenario") -> Scenario:
    """Parse scenario text (TOML); problems raise ScenarioError naming the field."""
    raw = _table(_toml(text), FILE, TOP_FIELDS)
    players = _players(raw.get("players", 2))
    shuffles = _shuffles(raw.get("shuffles", {}), len(players))
    position = _position(raw["position"], len(players)) if "position" in raw else None
    setup = Setup(
        players=players,
        kingdom=_strs(raw.get("kingdom", []), "kingdom"),
        seed=_int(raw.get("seed", 0), "seed", 0, MAX_SEED),
        position=position,
        shuffles=shuffles,
    )
    steps = raw.get("step", [])
    if not isinstance(steps, list):
        raise ScenarioError(N_("step must be a list of [[step]] tables"))
    description = _text(raw["description"], "description") if "description" in raw else None
    ref = _ref(raw["ref"]) if "ref" in raw else None
    scenario_id = raw.get("id", name)
    if not isinstance(scenario_id, str):
        raise ScenarioError(N_("id must be a text"))
    return Scenario(
        id=scenario_id,
        title=_text(raw.get("title"), "title"),
        description=description,
        rulings=_names(raw.get("rulings", []), "rulings"),
        setup=setup,
        steps=tuple(_step(rs, n, ref) for n, rs in enumerate(steps, 1)),
        expect=_expect(raw.get("expect", {}), "[expect]"),
        ref=ref,
    )


def _index(text: str) -> int | None:
    """A list index or player number written in a path (ASCII digits, short), else None."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 6 else None


def lookup(state: Mapping[str, Any], path: str) -> Any:
    """The value at a dotted path of the JSON state; `p1.hand` is short for `players.0.hand`.

    `view.p2.<path>` reads player 2's view, where `p1.hand` is again short for `players.0.hand`
    and a bare seat key (`hand`, `deck_size`, ...) means the viewer's own.
    """
    parts = path.split(".")
    if parts[0] == VIEW and len(parts) > 2:
        seat = state.get(VIEW, {}).get(parts[1])
        if not isinstance(seat, Mapping):
            raise KeyError(path)
        state, parts = seat, parts[2:]
        if parts[0] in SEAT_FIELDS:
            parts = ["players", str(seat["viewer"]), *parts]
    player = _index(parts[0][1:]) if parts[0][:1] == "p" else None
    if player is not None:
        parts = ["players", str(player - 1), *parts[1:]]
    value: Any = state
    for part in parts:
        index = _index(part)
        if isinstance(value, list) and index is not None and index < len(value):
            value = value[index]
        elif isinstance(value, Mapping) and part in value:
            value = value[part]
        else:  # an unknown pile too: "supply.provnce" = 0 must not pass
            raise KeyError(path)
    return value


def written_out(path: str, wanted: Any) -> Any:
    """An expected card list with its `N*card` repeats written out; other values as they are."""
    if isinstance(wanted, list) and all(isinstance(w, str) for w in wanted):
        return list(_strs(wanted, path))
    return wanted


def same(path: str, wanted: Any, actual: Any) -> bool:
    """Does the value at `path` meet the expectation? Lists compare as multisets (with `N*card`
    repeats written out), except deck and discard, which compare in order."""
    wanted = written_out(path, wanted)
    if isinstance(wanted, list) and isinstance(actual, list) and not path.endswith(ORDERED_ZONES):
        return Counter(map(str, wanted)) == Counter(map(str, actual))
    return bool(wanted == actual)


def check(state: Mapping[str, Any], expect: Mapping[str, Any], where: Message) -> list[Message]:
    """Compare expectations with the state; lists compare as multisets except deck and discard."""
    failures = []
    for path, wanted in expect.items():
        try:
            actual = lookup(state, path)
        except KeyError:
            failures.append(
                Message(N_("{where}: no such value {path}"), {"where": where, "path": Echo(path)})
            )
            continue
        wanted = written_out(path, wanted)
        if not same(path, wanted, actual):
            failures.append(
                Message(
                    N_("{where}: {path} is {actual}, expected {wanted}"),
                    {
                        "where": where,
                        "path": Field(clip(path)),
                        "actual": clip(repr(actual), 300),
                        "wanted": clip(repr(wanted), 300),
                    },
                )
            )
    return failures


def observed(game: Game, expect: Mapping[str, Any]) -> dict[str, Any]:
    """What expectations may name: the JSON state plus `can_undo` (may the last answer be
    taken back, or did it show someone a hidden card?), and every player's view when an
    expectation reads one."""
    state = {**state_json(game), "can_undo": game.can_undo()}
    if any(path.split(".", 1)[0] == VIEW for path in expect):
        state[VIEW] = {f"p{i}": view_json(game, i - 1) for i in range(1, len(game.players) + 1)}
    return state


def run(scenario: Scenario, db: CardDB) -> Outcome:
    """Set up the scenario, play its moves, and collect every failed expectation."""
    try:
        game = new_game(db, scenario.setup)
    except (SetupError, ShuffleScriptError, KeyError) as exc:
        raise ScenarioError(N_("cannot set up: {reason}"), reason=message_of(exc)) from None
    failures: list[Message] = []
    for n, step in enumerate(scenario.steps, 1):
        try:
            game.answer(parse_move(step.move, game.pending))
        except (MoveError, IllegalAnswer, ShuffleScriptError) as exc:
            error = Message(
                N_("step {n} ({move}): {reason}"),
                {"n": n, "move": Echo(step.move), "reason": message_of(exc)},
            )
            return Outcome(game, n - 1, failures, error)
        if step.expect:
            where = Message(N_("after step {n} ({move})"), {"n": n, "move": clip(step.move)})
            failures += check(observed(game, step.expect), step.expect, where)
    if scenario.expect:
        failures += check(observed(game, scenario.expect), scenario.expect, AT_END)
    return Outcome(game, len(scenario.steps), failures)
