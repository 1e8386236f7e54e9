"""Running a scenario and checking its expected results against the game's state.

`scenario.parse` reads the file (its format: docs/scenarios.md); this module plays its moves
(`run`) and compares each expectation with the state (`check`), the table's replay reads the
same paths (`lookup`, `same`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from companion.echo import clip
from companion.engine.cards import CardDB
from companion.engine.decisions import IllegalAnswer
from companion.engine.errors import N_, Echo, Field, Message, message_of
from companion.engine.game import Game, SetupError
from companion.engine.moves import MoveError, parse_move
from companion.engine.player_view import SEAT_FIELDS, view_json
from companion.engine.scenario import (
    AT_END,
    ORDERED_ZONES,
    VIEW,
    Scenario,
    ScenarioError,
    strings,
)
from companion.engine.shuffle import ShuffleScriptError
from companion.engine.standard import new_game
from companion.engine.view import state_json


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
        return list(strings(wanted, path))
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
