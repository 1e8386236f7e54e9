"""Scenario files: a position (or a normal setup), a script of moves, and expected results.

The format is documented in docs/scenarios.md. This module parses text and runs it; reading
files is the caller's job, so the engine stays free of I/O.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from companion.catalogue.model import BOOKS, Ref, Text
from companion.echo import clip
from companion.engine.errors import (
    N_,
    Detail,
    Echo,
    EngineError,
    Field,
    Message,
    at,
    too_long,
)
from companion.engine.game import Position, Setup
from companion.engine.moves import MoveError, expand
from companion.engine.piles import MAX_PLAYERS, MIN_PLAYERS
from companion.engine.positions import POSITION_FIELDS, Dialect, position_from_dict
from companion.engine.shuffle import MAX_SEED

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


def strings(raw: Any, where: str | Message) -> tuple[str, ...]:
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
    cards=strings,
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
                    strings(o, Message(N_("a shuffle in {where}"), {"where": Field(where)}))
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
            strings(wanted, _inside(where, Echo(path)))
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
        kingdom=strings(raw.get("kingdom", []), "kingdom"),
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
