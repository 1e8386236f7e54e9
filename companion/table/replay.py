"""The example replays: every scenario of data/scenarios, stepped through one move at a time.

A replay is a setup plus one answer per step: a scenario's moves, parsed against the game's
decisions, or the answers themselves (a simulated sample game, table/sample.py), whose lines
are written from the decisions; the position after step n is that setup with the first n
answers (step 0 is the starting position). Parsing and checking are engine/scenario.py's; this
module only records what each step changed, for the page.
"""

from __future__ import annotations

import bisect
import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from companion import DATA_DIR
from companion.catalogue import Catalogue, fold
from companion.catalogue.model import Ref, Text
from companion.echo import clip
from companion.engine.cards import CardDB
from companion.engine.decisions import Answer
from companion.engine.events import Event
from companion.engine.expect import lookup, observed, same, written_out
from companion.engine.game import Game, Setup
from companion.engine.moves import MoveError, format_move, parse_move
from companion.engine.player_view import PlayerView, view
from companion.engine.scenario import Scenario, parse
from companion.engine.standard import new_game
from companion.engine.view import state_json
from companion.hungarian.collation import sort_key
from companion.i18n import N_, translator
from companion.labels import SET_LABELS
from companion.table.model import Board, board_of
from companion.table.words import seat_name

SCENARIO_DIR = DATA_DIR / "scenarios"
EXAMPLES = ("example-first-turns", "example-buy-phase", "example-duration", "example-tracy")
"""The rulebooks' worked examples, listed first: base game first turns and buy phase, then
Seaside's Duration example and Tracy's turn."""
ZONES = ("hand", "deck", "discard", "in_play", "duration", "set_aside")
MATS = ("island", "native_village", "pirate_ship")
COUNTERS = ("turn", "actions", "buys", "coins")


class UnknownReplay(LookupError):
    """No scenario has this id."""

    def __init__(self, replay_id: str) -> None:
        super().__init__(f"no example replay {clip(replay_id)!r}")
        self.replay_id = replay_id


@dataclass(frozen=True, slots=True)
class ReplayInfo:
    """What the list of replays shows: id, title, description, whether it is a rulebook
    example, its rulebook citation, the rulings it shows and its kingdom cards."""

    id: str
    title: Text
    description: Text | None
    example: bool
    ref: Ref | None = None
    rulings: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()

    def cited(self, lang: str) -> str | None:
        """The rulebook citation in `lang` (None when the replay cites no page)."""
        return citation(self.ref, lang)


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One step: the move line, its narration, its rulebook citation and its expectations
    (path, expected value) checked after it. Step 0 (the start) has the move ""."""

    move: str
    narration: Text | None
    checks: tuple[tuple[str, Any], ...] = ()
    ref: Ref | None = None

    def cited(self, lang: str) -> str | None:
        """The rulebook citation in `lang`: the book's title, page and section."""
        return citation(self.ref, lang)


@dataclass(frozen=True, slots=True)
class Change:
    """One value that moved between two steps: a zone's size (`player` 0-based, None for the
    trash), a supply pile (`name` is the card id) or a counter (turn, actions, buys, coins)."""

    kind: str  # "zone", "mat", "supply" or "counter"
    name: str
    player: int | None
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class CheckResult:
    """One expectation after a step: the path, the value expected and found, and whether they
    match (a path that does not exist is found as None and fails)."""

    path: str
    expected: Any
    actual: Any
    ok: bool


def citation(ref: Ref | None, lang: str = "hu") -> str | None:
    """The rulebook citation in the UI language: "Dominion (1. kiadás), 8. oldal · section"."""
    if ref is None:
        return None
    _ = translator(lang)
    return _("{book}, p. {page}", book=_(SET_LABELS[ref.book]), page=ref.page) + f" · {ref.section}"


def _step_ref(scenario: Scenario, page: int | None) -> Ref | None:
    ref = scenario.ref
    if ref is None or page is None:
        return ref
    return Ref(ref.book, page, ref.section)


@functools.cache
def _scenarios(folder: Path) -> Mapping[str, Scenario]:
    """Every scenario file under `folder`, by id (read once per process)."""
    found: dict[str, Scenario] = {}
    for path in sorted(folder.rglob("*.toml")):
        scenario = _scenario(path)
        found[scenario.id] = scenario
    return found


@functools.cache
def _scenario(path: Path) -> Scenario:
    """One scenario file, parsed once per process (the list and a link share it)."""
    return parse(path.read_text(encoding="utf-8"), path.stem)


def _find(folder: Path, replay_id: str) -> Scenario | None:
    """The scenario with this id. A file is named after its id, so a link reads that one
    file, not all of them (the first page of a link is faster); the others are read only
    when no file of that name holds the id."""
    named = sorted(p for p in folder.rglob("*.toml") if p.stem == replay_id)
    if named and (scenario := _scenario(named[0])).id == replay_id:
        return scenario
    return _scenarios(folder).get(replay_id)


@functools.cache
def replay_title(replay_id: str, folder: Path = SCENARIO_DIR) -> Text | None:
    """A replay's title in both languages (None for an unknown id), reading only its file
    (once per process: a chapter's see-also line asks on every rerun)."""
    scenario = _find(folder, replay_id)
    return scenario.title if scenario is not None else None


def _info(scenario: Scenario, cat: Catalogue | None, lang: str) -> ReplayInfo:
    cards = scenario.setup.kingdom
    if cat is not None:
        cards = tuple(sorted(cards, key=lambda c: cat.card(c).cost_name_key(lang)))
    return ReplayInfo(
        id=scenario.id,
        title=scenario.title,
        description=scenario.description,
        example=scenario.id in EXAMPLES,
        ref=scenario.ref,
        rulings=scenario.rulings,
        cards=cards,
    )


def replays(
    catalogue: Catalogue | None = None, lang: str = "en", folder: Path = SCENARIO_DIR
) -> list[ReplayInfo]:
    """Every scenario: the four rulebook examples first, then the others by title in `lang`
    (Hungarian alphabetical order in hu); kingdom cards by cost and name when a catalogue is
    given."""
    return list(_replays(catalogue, lang, folder))


@functools.lru_cache(maxsize=8)
def _replays(catalogue: Catalogue | None, lang: str, folder: Path) -> tuple[ReplayInfo, ...]:
    found = _scenarios(folder)
    examples = [found[i] for i in EXAMPLES if i in found]
    others = sorted(
        (s for s in found.values() if s.id not in EXAMPLES),
        key=lambda s: (sort_key(s.title(lang), lang), s.id),
    )
    return tuple(_info(s, catalogue, lang) for s in (*examples, *others))


def search_replays(items: Sequence[ReplayInfo], query: str, lang: str) -> list[ReplayInfo]:
    """The replays whose id, title or description in `lang` holds every word of the query,
    ignoring case and accents ("tronterem" finds "Trónterem"); an empty query keeps all."""
    words = fold(query).split()

    def text(info: ReplayInfo) -> str:
        description = info.description(lang) if info.description else ""
        return fold(f"{info.id} {info.title(lang)} {description}")

    return [i for i in items if all(w in text(i) for w in words)]


def replay_for_ruling(items: Sequence[ReplayInfo], ruling_id: str) -> str | None:
    """The id of the first replay that shows this catalogue ruling, or None."""
    return next((i.id for i in items if ruling_id in i.rulings), None)


def _sizes(state: Mapping[str, Any]) -> dict[tuple[str, str, int | None], int]:
    """Every size and counter of a JSON state that a change can be shown on."""
    sizes: dict[tuple[str, str, int | None], int] = {}
    for pi, p in enumerate(state["players"]):
        for zone in ZONES:
            sizes["zone", zone, pi] = len(p[zone])
        for mat in MATS:
            value = p["mats"][mat]
            sizes["mat", mat, pi] = value if isinstance(value, int) else len(value)
    sizes["zone", "trash", None] = len(state["trash"])
    for card, count in state["supply"].items():
        sizes["supply", card, None] = count
    for counter in COUNTERS:
        sizes["counter", counter, None] = state[counter]
    return sizes


def changes_between(before: Mapping[str, Any], after: Mapping[str, Any]) -> tuple[Change, ...]:
    """What moved between two JSON states (engine.view.state_json): the sizes that differ."""
    old, new = _sizes(before), _sizes(after)
    return tuple(
        Change(k[0], k[1], k[2], old.get(k, 0), v) for k, v in new.items() if old.get(k, 0) != v
    )


@dataclass(frozen=True, slots=True)
class Move:
    """One step to play: a move line (parsed against the decision of the moment) or the answer
    itself (its line is then written from that decision), and what the step shows."""

    play: str | Answer
    narration: Text | None = None
    ref: Ref | None = None
    checks: tuple[tuple[str, Any], ...] = ()


def _seat(name: str, lang: str) -> str:
    """A seat's name in the language: „Te”, „2. játékos” for a scenario's "You" and "P2"."""
    return seat_name(translator(lang), name)


def _seat_to_show(game: Game) -> int:
    return game.pending.player if game.pending is not None else game.active


StepView = tuple[PlayerView, tuple[int, ...], bool]
"""What a step's board is drawn from: the view from its seat, each seat's victory points and
whether the turn is an extra one (model.board_of), kept per step so the page replays nothing."""


def _step_view(game: Game, seat: int) -> StepView:
    return view(game, seat), tuple(map(game.score, range(len(game.players)))), game.extra_turn


class Replay:
    """A game played through from a setup, one move a step: the scenarios' and the simulated
    sample games' one code path. It keeps each step's line, position, checks and events."""

    def __init__(
        self,
        info: ReplayInfo,
        setup: Setup,
        moves: Iterable[Move],
        db: CardDB,
        seats: tuple[Text, ...] | None = None,
    ) -> None:
        self.info = info
        self.setup: Setup = setup
        self._seats = seats
        self._db = db
        game = new_game(db, setup)
        self.steps: list[ReplayStep] = [ReplayStep("", info.description, (), info.ref)]
        self._answers: list[Answer] = []
        self._states = [state_json(game)]
        self._observed: list[dict[str, Any]] = [{}]
        self._event_starts = [0]
        self._turn_starts = [0]  # the first step of each turn
        self._seat_at = [_seat_to_show(game)]
        self._views = [_step_view(game, self._seat_at[0])]
        for n, move in enumerate(moves, 1):
            if isinstance(move.play, str):
                line, answer = move.play, parse_move(move.play, game.pending)
            else:
                if game.pending is None:
                    raise MoveError(N_("the game is over, there is nothing to answer"))
                line, answer = format_move(game.pending, move.play), tuple(move.play)
            turn = game.turn
            self._event_starts.append(len(game.events))
            game.answer(answer)
            self._answers.append(answer)
            if game.turn != turn:
                self._turn_starts.append(n)
            self.steps.append(ReplayStep(line, move.narration, move.checks, move.ref))
            self._states.append(state_json(game))
            self._seat_at.append(_seat_to_show(game))
            self._views.append(_step_view(game, self._seat_at[-1]))
            self._observed.append(observed(game, dict(move.checks)) if move.checks else {})
        self._events: tuple[Event, ...] = tuple(game.events)
        self._event_starts.append(len(self._events))

    @property
    def seats(self) -> tuple[Text, ...]:
        """Each seat's name in both languages."""
        if self._seats:
            return self._seats
        return tuple(Text(_seat(n, "en"), _seat(n, "hu")) for n in self.setup.players)

    def seat_names(self, lang: str) -> list[str]:
        """Each seat's name in one language (only that language's catalogue is read)."""
        if self._seats:
            return [seat(lang) for seat in self._seats]
        return [_seat(name, lang) for name in self.setup.players]

    @property
    def last(self) -> int:
        """The number of the last step (the move count)."""
        return len(self.steps) - 1

    @property
    def turns(self) -> int:
        """How many turns the steps reach into (1 while the first turn lasts)."""
        return len(self._turn_starts)

    def turn_step(self, n: int, delta: int) -> int:
        """The first step of the turn `delta` turns away from step n's (-1 the previous, 0 its
        own, 1 the next); the first or last step past either end."""
        here = bisect.bisect_right(self._turn_starts, self._n(n)) - 1
        wanted = here + delta
        if wanted < 0:
            return 0
        if wanted >= len(self._turn_starts):
            return self.last
        return self._turn_starts[wanted]

    def _n(self, n: int) -> int:
        if not 0 <= n <= self.last:
            raise IndexError(f"step {n} is not from 0 to {self.last}")
        return n

    def seat_at(self, n: int) -> int:
        """The seat step n is shown from: the player who must decide next, or once the game
        is over the player whose turn it was (the board, the log and "Continue from here")."""
        return self._seat_at[self._n(n)]

    def answers_at(self, n: int) -> tuple[Answer, ...]:
        """The answers of the first n steps: with `setup`, they rebuild the position."""
        return tuple(self._answers[: self._n(n)])

    def board_at(self, cat: Catalogue, n: int) -> Board:
        """The table after step n as its seat (`seat_at`) sees it, from the view kept for the
        step: no replay (the page draws this on every rerun)."""
        return board_of(cat, *self._views[self._n(n)])

    def game_at(self, n: int) -> Game:
        """A new game in the position after step n (0: the start), free to be played on (a
        replay of the first n answers)."""
        game = new_game(self._db, self.setup)
        for answer in self.answers_at(n):
            game.answer(answer)
        return game

    def state_at(self, n: int) -> Mapping[str, Any]:
        """The full JSON state after step n (view.state_json)."""
        return self._states[self._n(n)]

    def events(self, n: int) -> list[Event]:
        """The engine events step n caused, every card shown (step 0: the setting up, such as
        the first shuffle and draw); `Event.visible_to(viewer)` hides what a player may not see."""
        n = self._n(n)
        return list(self._events[self._event_starts[n] : self._event_starts[n + 1]])

    def changes(self, n: int) -> list[Change]:
        """What step n changed: zone and mat sizes per player, the trash, supply piles and the
        counters; nothing for step 0."""
        if self._n(n) == 0:
            return []
        return list(changes_between(self._states[n - 1], self._states[n]))

    def check_results(self, n: int) -> list[CheckResult]:
        """Step n's expectations (the file's final ones too at the last step) against the game."""
        results = []
        for path, wanted in self.steps[self._n(n)].checks:
            try:
                actual = lookup(self._observed[n], path)
            except KeyError:
                results.append(CheckResult(path, written_out(path, wanted), None, False))
                continue
            ok = same(path, wanted, actual)
            results.append(CheckResult(path, written_out(path, wanted), actual, ok))
        return results


def load_replay(replay_id: str, db: CardDB, folder: Path = SCENARIO_DIR) -> Replay:
    """The replay of the scenario with this id; UnknownReplay if there is none."""
    scenario = _find(folder, replay_id)
    if scenario is None:
        raise UnknownReplay(replay_id)
    return Replay(_info(scenario, None, "en"), scenario.setup, _moves(scenario), db)


def _moves(scenario: Scenario) -> list[Move]:
    """The scenario's steps as moves; the file's final checks go with its last step."""
    last = len(scenario.steps)
    return [
        Move(
            step.move,
            step.explain,
            _step_ref(scenario, step.page),
            (*step.expect.items(), *(scenario.expect.items() if n == last else ())),
        )
        for n, step in enumerate(scenario.steps, 1)
    ]
