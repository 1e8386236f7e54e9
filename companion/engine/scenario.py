"""Scenario files: a position (or a normal setup), a script of moves, and expected results.

The format is documented in docs/scenarios.md. This module parses text and runs it; reading
files is the caller's job, so the engine stays free of I/O.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from companion.catalogue.model import Text
from companion.engine.cards import CardDB
from companion.engine.decisions import IllegalAnswer
from companion.engine.game import Game, PlayerPosition, Position, Setup, SetupError
from companion.engine.moves import MoveError, parse_move
from companion.engine.shuffle import ShuffleScriptError
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
}
POSITION_FIELDS = {
    "active",
    "phase",
    "turn",
    "actions",
    "buys",
    "coins",
    "supply",
    "trash",
    "embargo",
    "player",
}
PLAYER_FIELDS = {
    "hand",
    "deck",
    "discard",
    "in_play",
    "duration",
    "next_turn",
    "haven",
    "island",
    "native_village",
    "pirate_tokens",
    "turns",
    "gained_last_turn",
}
ORDERED_ZONES = ("deck", "discard")


class ScenarioError(ValueError):
    """A scenario that cannot be read or set up; the message names the field or step."""


@dataclass(frozen=True, slots=True)
class Step:
    """One move of the script, with an optional explanation and expected results after it."""

    move: str
    explain: Text | None = None
    expect: Mapping[str, Any] = field(default_factory=dict)


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


@dataclass(slots=True)
class Outcome:
    """What running a scenario gave: the game, the steps done, and every failed expectation."""

    game: Game
    steps_done: int
    failures: list[str]
    error: str | None = None

    @property
    def ok(self) -> bool:
        return not self.failures and self.error is None


def _text(raw: Any, where: str) -> Text:
    if not isinstance(raw, Mapping) or not all(isinstance(raw.get(k), str) for k in ("en", "hu")):
        raise ScenarioError(f"{where} needs `en` and `hu` texts")
    return Text(raw["en"], raw["hu"])


def _strs(raw: Any, where: str) -> tuple[str, ...]:
    if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
        raise ScenarioError(f"{where} must be a list of card ids")
    out: list[str] = []
    for x in raw:
        count, star, card = x.partition("*")
        if star and count.isdigit():
            out.extend([card] * int(count))
        else:
            out.append(x)
    return tuple(out)


def _int(raw: Any, where: str) -> int:
    if not isinstance(raw, int) or isinstance(raw, bool):
        raise ScenarioError(f"{where} must be a whole number")
    return raw


def _position(raw: Any, players: int) -> Position:
    if not isinstance(raw, Mapping):
        raise ScenarioError("[position] must be a table")
    for key in sorted(set(raw) - POSITION_FIELDS):
        raise ScenarioError(f"unknown field position.{key}")
    plist = raw.get("player", [])
    if not isinstance(plist, list) or len(plist) != players:
        raise ScenarioError(f"[position] needs one [[position.player]] per player ({players})")
    pps = []
    for i, rp in enumerate(plist, 1):
        for key in sorted(set(rp) - PLAYER_FIELDS):
            raise ScenarioError(f"unknown field position.player {i}: {key}")
        next_turn = []
        for e in rp.get("next_turn", []):
            if not isinstance(e, list) or not 1 <= len(e) <= 2:
                raise ScenarioError("next_turn entries are [card] or [card, set-aside card]")
            next_turn.append((str(e[0]), str(e[1]) if len(e) == 2 else None))
        pps.append(
            PlayerPosition(
                **{
                    z: _strs(rp.get(z, []), f"player {i} {z}")
                    for z in (
                        "hand",
                        "deck",
                        "discard",
                        "in_play",
                        "duration",
                        "haven",
                        "island",
                        "native_village",
                        "gained_last_turn",
                    )
                },
                next_turn=tuple(next_turn),
                pirate_tokens=_int(rp.get("pirate_tokens", 0), "pirate_tokens"),
                turns=_int(rp.get("turns", 0), "turns"),
            )
        )
    supply = raw.get("supply", {})
    embargo = raw.get("embargo", {})
    if not isinstance(supply, Mapping) or not isinstance(embargo, Mapping):
        raise ScenarioError("position.supply and position.embargo map card ids to counts")
    return Position(
        players=tuple(pps),
        active=_int(raw.get("active", 1), "position.active") - 1,
        phase=str(raw.get("phase", "action")),
        turn=_int(raw.get("turn", 1), "position.turn"),
        actions=_int(raw.get("actions", 1), "position.actions"),
        buys=_int(raw.get("buys", 1), "position.buys"),
        coins=_int(raw.get("coins", 0), "position.coins"),
        supply=tuple((str(k), _int(v, f"supply {k}")) for k, v in supply.items()),
        trash=_strs(raw.get("trash", []), "position.trash"),
        embargo=tuple((str(k), _int(v, f"embargo {k}")) for k, v in embargo.items()),
    )


def parse(text: str, name: str = "scenario") -> Scenario:
    """Parse scenario text (TOML); problems raise ScenarioError naming the field."""
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"not valid TOML: {exc}") from None
    for key in sorted(set(raw) - TOP_FIELDS):
        raise ScenarioError(f"unknown field {key!r}")
    players_raw = raw.get("players", 2)
    if isinstance(players_raw, int) and not isinstance(players_raw, bool):
        players = tuple(f"P{i}" for i in range(1, players_raw + 1))
    else:
        players = _strs(players_raw, "players")
    shuffles = []
    shuffles_raw = raw.get("shuffles", {})
    if not isinstance(shuffles_raw, Mapping):
        raise ScenarioError("[shuffles] maps player numbers (1, 2, ...) to lists of orders")
    for key, orders in shuffles_raw.items():
        if not str(key).isdigit() or not 1 <= int(key) <= len(players):
            raise ScenarioError(f"[shuffles] key {key!r} is not a player number")
        if not isinstance(orders, list):
            raise ScenarioError("each player's shuffles are a list of card lists")
        shuffles.append((int(key) - 1, tuple(_strs(o, f"shuffle of player {key}") for o in orders)))
    position = _position(raw["position"], len(players)) if "position" in raw else None
    setup = Setup(
        players=players,
        kingdom=_strs(raw.get("kingdom", []), "kingdom"),
        seed=_int(raw.get("seed", 0), "seed"),
        position=position,
        shuffles=tuple(shuffles),
    )
    steps = []
    for n, rs in enumerate(raw.get("step", []), 1):
        if not isinstance(rs, Mapping) or not isinstance(rs.get("move"), str):
            raise ScenarioError(f"step {n} needs a `move` line")
        for key in sorted(set(rs) - {"move", "explain", "expect"}):
            raise ScenarioError(f"unknown field {key!r} in step {n}")
        explain = _text(rs["explain"], f"step {n} explain") if "explain" in rs else None
        steps.append(Step(rs["move"], explain, dict(rs.get("expect", {}))))
    description = _text(raw["description"], "description") if "description" in raw else None
    return Scenario(
        id=str(raw.get("id", name)),
        title=_text(raw.get("title"), "title"),
        description=description,
        rulings=_strs(raw.get("rulings", []), "rulings"),
        setup=setup,
        steps=tuple(steps),
        expect=dict(raw.get("expect", {})),
    )


def lookup(state: Mapping[str, Any], path: str) -> Any:
    """The value at a dotted path of the JSON state; `p1.hand` is short for `players.0.hand`."""
    parts = path.split(".")
    if parts[0][:1] == "p" and parts[0][1:].isdigit():
        parts = ["players", str(int(parts[0][1:]) - 1), *parts[1:]]
    value: Any = state
    for part in parts:
        if isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        elif isinstance(value, Mapping) and part in value:
            value = value[part]
        elif isinstance(value, Mapping) and parts[0] == "supply":
            return 0
        else:
            raise KeyError(path)
    return value


def check(state: Mapping[str, Any], expect: Mapping[str, Any], where: str) -> list[str]:
    """Compare expectations with the state; lists compare as multisets except deck and discard."""
    failures = []
    for path, wanted in expect.items():
        try:
            actual = lookup(state, path)
        except KeyError:
            failures.append(f"{where}: no such value {path!r}")
            continue
        if isinstance(wanted, list) and isinstance(actual, list):
            wanted = (
                list(_strs(wanted, path)) if all(isinstance(w, str) for w in wanted) else wanted
            )
            if not path.endswith(ORDERED_ZONES):
                same = Counter(map(str, wanted)) == Counter(map(str, actual))
            else:
                same = wanted == actual
        else:
            same = wanted == actual
        if not same:
            failures.append(f"{where}: {path} is {actual!r}, expected {wanted!r}")
    return failures


def run(scenario: Scenario, db: CardDB) -> Outcome:
    """Set up the scenario, play its moves, and collect every failed expectation."""
    try:
        game = Game(db, scenario.setup)
    except (SetupError, ShuffleScriptError, KeyError) as exc:
        raise ScenarioError(f"cannot set up: {exc}") from None
    failures: list[str] = []
    for n, step in enumerate(scenario.steps, 1):
        try:
            game.answer(parse_move(step.move, game.pending))
        except (MoveError, IllegalAnswer, ShuffleScriptError) as exc:
            return Outcome(game, n - 1, failures, f"step {n} ({step.move!r}): {exc}")
        if step.expect:
            failures += check(state_json(game), step.expect, f"after step {n} ({step.move})")
    if scenario.expect:
        failures += check(state_json(game), scenario.expect, "at the end")
    return Outcome(game, len(scenario.steps), failures)
