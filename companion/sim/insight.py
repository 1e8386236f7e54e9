"""Kingdom insight: for each card of a kingdom, Big Money + that card against Big Money Ultimate
(win rate with its 95% interval) and alone (the turn of its 4th Province).

It is the simulator's own code path: every figure comes from a `SimSpec` played chunk by chunk
with the runner's `play_chunk` and summarised with `summarise` (`companion.sim.batch`), so
`run(spec)` of one card's spec gives the same figures, and the same seed gives the same figures
for any number of jobs or executor. The games run as futures on any executor (`run_insight`:
inline, a process pool, a Dask cluster; `InsightJob`), which is how the app shows progress and
cancels.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from companion.bots import BotSpec, Builder, plus_name
from companion.bots.buying import buys_its_card
from companion.catalogue import Catalogue, load
from companion.engine.cards import CardDB
from companion.engine.decisions import Answer
from companion.engine.game import Game, Setup
from companion.engine.save import dumps
from companion.engine.standard import new_game
from companion.sim import batch
from companion.sim.batch import CHUNK as CHUNK  # offered here as before
from companion.sim.batch import Piece, SpecJob, run_batch
from companion.sim.executors import Where
from companion.sim.play import GameRecord, play_out, seating
from companion.sim.results import BotResult, SimResult, Versus
from companion.sim.runner import play_chunk
from companion.sim.shuffler import FastShuffler
from companion.sim.spec import DEFAULT_MAX_TURNS, DEFAULT_SEED, SimError, SimSpec
from companion.sim.stats import Mean
from companion.sim.stuck import dead_end

OPPONENT = "bmu"
"""The bot every card's Big Money + X meets: Big Money Ultimate (Big Money that also buys
Duchies and Estates near the end)."""
INSIGHT_GAMES = 400
"""Games per card by default, in each of the two simulations (finishes in seconds)."""
MORE_GAMES = 2000
"""Games per card for tighter intervals (about a third as wide)."""
MAX_INSIGHT_GAMES = 100_000
Progress = Callable[[int, int], None]
PLAYERS = range(2, 5)
"""Player counts of the head-to-head games: the card's bot in one seat, BMU in the others."""


@dataclass(frozen=True, slots=True)
class InsightSpec:
    """What to simulate: the kingdom's cards, games per card and simulation, the seed, and the
    players at the table (the card's bot and `players - 1` BMU bots; the piles as the rules
    set them for that count)."""

    kingdom: tuple[str, ...]
    games: int = INSIGHT_GAMES
    seed: int = DEFAULT_SEED
    provinces: int = 4
    max_turns: int = DEFAULT_MAX_TURNS
    players: int = 2

    def __post_init__(self) -> None:
        if not self.kingdom:
            raise SimError("no_cards")
        if len(set(self.kingdom)) != len(self.kingdom):
            raise SimError("repeated_cards", cards=self.kingdom)
        if not 1 <= self.games <= MAX_INSIGHT_GAMES:
            raise SimError("games", value=self.games)
        if self.players not in PLAYERS:
            raise SimError("players", value=self.players)

    @property
    def key(self) -> tuple[tuple[str, ...], int, int, int, int, int]:
        """The cache key: the same cards in any order (any code of the kingdom) share it."""
        cards = tuple(sorted(self.kingdom))
        return (cards, self.games, self.seed, self.provinces, self.max_turns, self.players)

    @property
    def cards(self) -> tuple[str, ...]:
        """The kingdom's cards in a fixed order (the order the simulations are played in)."""
        return self.key[0]

    def versus(self, card: str) -> SimSpec:
        """Big Money + card against BMU in every other seat, seats rotating, on the whole
        kingdom (the card's bot is bot 0)."""
        others = (BotSpec(OPPONENT, OPPONENT),) * (self.players - 1)
        return self._spec((bot_spec(card), *others), solitaire=False)

    def alone(self, card: str | None) -> SimSpec:
        """Big Money + card (BMU for None) alone until its 4th Province, on the whole kingdom."""
        bot = bot_spec(card) if card is not None else BotSpec(OPPONENT, OPPONENT)
        return self._spec((bot,), solitaire=True)

    def _spec(self, bots: tuple[BotSpec, ...], solitaire: bool) -> SimSpec:
        return SimSpec(
            bots,
            self.cards,
            self.games,
            self.seed,
            solitaire,
            self.provinces,
            self.max_turns,
        )

    def sims(self) -> tuple[SimSpec, ...]:
        """Every simulation: each card against BMU then alone, and BMU alone as the yardstick."""
        out: list[SimSpec] = []
        for card in self.cards:
            out += [self.versus(card), self.alone(card)]
        out.append(self.alone(None))
        return tuple(out)

    @property
    def total(self) -> int:
        """Games in all the simulations."""
        return self.games * (2 * len(self.cards) + 1)


def bot_spec(card: str) -> BotSpec:
    """The Big Money + card bot (plain data, without looking the name up again)."""
    return BotSpec(plus_name(card), "plus", card)


@dataclass(frozen=True, slots=True)
class CardInsight(Versus):
    """One card's figures: its bot against BMU (`versus`) and alone (`alone`)."""

    card: str
    versus: BotResult
    alone: BotResult

    @property
    def province(self) -> Mean | None:
        """Alone: the mean turn of the 4th Province (over the games that reached it)."""
        return self.alone.province

    @property
    def bought(self) -> bool:
        """Does the card's bot buy the card? If not (Throne Room), its row is plain Big Money
        and every view says so."""
        return buys_its_card(self.card)


@dataclass(frozen=True, slots=True)
class Insight:
    """The cards, strongest against BMU first, and BMU alone as the yardstick."""

    spec: InsightSpec
    cards: tuple[CardInsight, ...]
    baseline: BotResult
    capped: int  # games stopped by the turn cap, in all the simulations
    stuck: int  # games that could never end


def pieces(spec: InsightSpec) -> list[Piece]:
    """The tasks, simulation by simulation, CHUNK games each (the same for any job count)."""
    return batch.pieces(spec.sims())


def from_results(spec: InsightSpec, results: Sequence[SimResult]) -> Insight:
    """The insight from each simulation's summary, in `spec.sims()` order."""
    cards = [
        CardInsight(card, results[2 * n].bots[0], results[2 * n + 1].bots[0])
        for n, card in enumerate(spec.cards)
    ]
    cards.sort(key=lambda c: (-c.wins.value, c.card))
    return Insight(
        spec,
        tuple(cards),
        results[-1].bots[0],
        sum(r.capped for r in results),
        sum(r.stuck for r in results),
    )


def assemble(spec: InsightSpec, chunks: Sequence[list[GameRecord]]) -> Insight:
    """The insight from the records of every piece, in `pieces` order."""
    return from_results(spec, batch.results(spec.sims(), chunks))


def play_piece(spec: InsightSpec, piece: Piece) -> list[GameRecord]:
    """Play one piece in this process."""
    i, task = piece
    return play_chunk(spec.sims()[i], task)


def run_insight(spec: InsightSpec, where: Where = 1, progress: Progress | None = None) -> Insight:
    """Play every game of the insight where asked (`executors.Where`: jobs, a Dask cluster);
    the figures do not depend on it."""
    return run_batch(InsightJob, spec, where, progress)


class InsightJob(SpecJob):
    """An insight handed to an executor as futures: its progress, cancelling it, its result."""

    spec: InsightSpec

    def __init__(self, spec: InsightSpec, executor: Executor) -> None:
        super().__init__(spec, executor)

    def result(self) -> Insight:
        """The insight (raises concurrent.futures.CancelledError once cancelled)."""
        return from_results(self.spec, self.results())


class Keyed(Protocol):
    """A spec with a cache key."""

    @property
    def key(self) -> Hashable: ...


class Keeps(Protocol):
    """A result that knows its spec (an insight, the pairs)."""

    @property
    def spec(self) -> Keyed: ...


T = TypeVar("T", bound=Keeps)


class ResultCache(Generic[T]):
    """The latest results by their spec's key (thread-safe, at most `size`)."""

    def __init__(self, size: int = 64) -> None:
        self.size = size
        self._items: OrderedDict[Hashable, T] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, spec: Keyed) -> T | None:
        with self._lock:
            found = self._items.get(spec.key)
            if found is not None:
                self._items.move_to_end(spec.key)
            return found

    def put(self, result: T) -> None:
        key = result.spec.key
        with self._lock:
            self._items[key] = result
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)


class InsightCache(ResultCache[Insight]):
    """The latest insights by key: one per kingdom and size."""


@dataclass(frozen=True, slots=True)
class SampleGame:
    """One simulated game of a card's bot against BMU: its setup and every answer, in order
    (the engine replays it exactly), and the seat of the card's bot."""

    setup: Setup
    answers: tuple[Answer, ...]
    bot_seat: int
    finished: bool  # False when the turn cap or a dead end stopped it
    stuck: bool = False  # stopped because it could never end (companion.sim.stuck)

    def save_text(self, cat: Catalogue | None = None) -> str:
        """The game as an engine save file (companion.engine.save.loads reads it)."""
        return dumps(self.replay(cat))

    def replay(self, cat: Catalogue | None = None) -> Game:
        """The game replayed from its setup and answers."""
        game = new_game(CardDB(cat or load()), self.setup)
        for answer in self.answers:
            game.answer(answer)
        return game


def sample_game(spec: InsightSpec, card: str, index: int = 0) -> SampleGame:
    """Game `index` of the card's simulation against BMU, played by the simulator itself
    (`play_out`: the same seats, seeds, bots, turn cap and dead-end stop), with its answer
    log, to watch as a replay."""
    return play_sample(spec.versus(card), index)


def play_sample(sim: SimSpec, index: int = 0) -> SampleGame:
    """Game `index` of a simulation with bot 0 against BMU (the insight's or a pair's), played
    as the simulator plays it, with its answer log."""
    cat = load()
    setup, order, bots = seating(sim, Builder(cat), index)
    game = new_game(CardDB(cat), setup, FastShuffler(setup.seed), bots=bots, events=False)
    record = play_out(sim, game, index, order, dead_end(cat))
    finished = not (record.capped or record.stuck)
    return SampleGame(setup, tuple(game.answers), order.index(0), finished, record.stuck)
