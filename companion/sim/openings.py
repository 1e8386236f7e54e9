"""The opening lab ("How to open?"): every sensible opening of a kingdom for a 4/3 and a 5/2
hand, each played by an opening bot (bots/opening.py) against BMU in every other seat, with
the split forced (sim/split.py), win rates with their 95% intervals, best first.

The openings' games are one batch (`companion.sim.batch`, as the insight's and the pairs'): one
`SimSpec` per opening and split, played inline (`run_openings`) or as futures on any executor
(`OpeningsJob`), so the same seed gives the same figures for any number of jobs.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass

from companion.bots import BotSpec
from companion.bots.opening import NOT_OPENED, NOTHING, Opening, canonical
from companion.bots.registry import opening_spec
from companion.catalogue import load
from companion.engine.piles import BASIC_PILES
from companion.sim.batch import Progress, SpecJob, run_batch
from companion.sim.executors import Where
from companion.sim.insight import OPPONENT, PLAYERS
from companion.sim.results import BotResult, SimResult, Versus
from companion.sim.spec import DEFAULT_MAX_TURNS, DEFAULT_SEED, SimError, SimSpec
from companion.sim.split import SPLITS

OPENING_GAMES = 150
"""Games per opening by default (the 50-60 openings of a kingdom in a few seconds)."""
MORE_GAMES = 1000
"""Games per opening for tighter intervals (about 40% as wide)."""
MAX_OPENING_GAMES = 100_000
Split = tuple[int, int]


@dataclass(frozen=True, slots=True)
class OpeningsSpec:
    """What to simulate: the kingdom, games per opening, the seed, the players at the table
    (the opening bot and `players - 1` BMU bots; the piles as the rules set them)."""

    kingdom: tuple[str, ...]
    games: int = OPENING_GAMES
    seed: int = DEFAULT_SEED
    players: int = 2
    max_turns: int = DEFAULT_MAX_TURNS

    def __post_init__(self) -> None:
        if not self.kingdom:
            raise SimError("no_cards")
        if len(set(self.kingdom)) != len(self.kingdom):
            raise SimError("repeated_cards", cards=self.kingdom)
        if not 1 <= self.games <= MAX_OPENING_GAMES:
            raise SimError("games", value=self.games)
        if self.players not in PLAYERS:
            raise SimError("players", value=self.players)

    @property
    def key(self) -> tuple[tuple[str, ...], int, int, int, int]:
        """The cache key: the same cards in any order share it."""
        return (self.cards, self.games, self.seed, self.players, self.max_turns)

    @property
    def cards(self) -> tuple[str, ...]:
        """The kingdom's cards in a fixed order."""
        return tuple(sorted(self.kingdom))

    def openings(self, split: Split) -> tuple[Opening, ...]:
        """The split's openings, in a fixed order (`buys`, canonical, without repeats)."""
        return openings(self.cards, split)

    def versus(self, opening: Opening, split: Split) -> SimSpec:
        """The opening's bot (bot 0, its hands forced to `split`) against BMU, seats rotating."""
        others = (BotSpec(OPPONENT, OPPONENT),) * (self.players - 1)
        return SimSpec(
            (opening_spec(opening), *others),
            self.cards,
            self.games,
            self.seed,
            max_turns=self.max_turns,
            split=split,
        )

    def sims(self) -> tuple[SimSpec, ...]:
        """Every simulation: the 4/3 openings, then the 5/2 ones."""
        return tuple(self.versus(o, split) for split in SPLITS for o in self.openings(split))

    @property
    def total(self) -> int:
        """Games in all the simulations."""
        return self.games * sum(len(self.openings(split)) for split in SPLITS)


SKIPPED = frozenset({"duchy"})
"""Basic cards no sensible opening buys, beside Copper, Curse and Estate: a Duchy in the
starting deck only clogs it (measured below Silver/nothing on every kingdom tried)."""
CHEAP = 3
"""An opening needs one buy that costs at least this (a Silver's price), but for the baseline
nothing/nothing: two buys of $2 or less (Cellar/Moat, Chapel/nothing) are what a hand of $4 or
$5 would never settle for."""


def buys(cards: Sequence[str], coins: int) -> tuple[str, ...]:
    """What a hand of `coins` may open with: the kingdom's cards and the basic cards that cost
    at most that (no Copper, Curse, Estate or Duchy), dearest first, then nothing."""
    cat = load()
    pool = [c for c in (*BASIC_PILES, *cards) if c not in NOT_OPENED | SKIPPED]
    fit = [c for c in pool if cat.card(c).cost <= coins]
    return (*sorted(fit, key=lambda c: (-cat.card(c).cost, c)), NOTHING)


def openings(cards: Sequence[str], split: Split) -> tuple[Opening, ...]:
    """Every pair of buys for the split's richer and poorer hand, as the bot names them (the
    dearer first), each once, one of them costing at least `CHEAP`; nothing/nothing last, the
    baseline."""
    rich, poor = sorted(split, reverse=True)
    cat = load()
    out: dict[Opening, None] = {}
    for first in buys(cards, rich):
        for second in buys(cards, poor):
            opening = canonical(cat, (first, second))
            if opening[0] != NOTHING and cat.card(opening[0]).cost >= CHEAP:
                out[opening] = None
    return (*out, (NOTHING, NOTHING))


@dataclass(frozen=True, slots=True)
class OpeningRow(Versus):
    """One opening's figures against BMU (`bot`, `wins`, `ties` from `Versus`)."""

    opening: Opening
    versus: BotResult


@dataclass(frozen=True, slots=True)
class SplitOpenings:
    """The openings of one split, best first."""

    split: Split
    rows: tuple[OpeningRow, ...]


@dataclass(frozen=True, slots=True)
class Openings:
    """Both splits' openings, best first, and the games that did not end by the rules."""

    spec: OpeningsSpec
    splits: tuple[SplitOpenings, ...]
    capped: int
    stuck: int


def from_results(spec: OpeningsSpec, results: Sequence[SimResult]) -> Openings:
    """The openings from each simulation's summary, in `spec.sims()` order."""
    splits: list[SplitOpenings] = []
    n = 0
    for split in SPLITS:
        rows = []
        for opening in spec.openings(split):
            rows.append(OpeningRow(opening, results[n].bots[0]))
            n += 1
        rows.sort(key=lambda r: (-r.wins.value, r.opening))
        splits.append(SplitOpenings(split, tuple(rows)))
    return Openings(
        spec,
        tuple(splits),
        sum(r.capped for r in results),
        sum(r.stuck for r in results),
    )


class OpeningsJob(SpecJob):
    """The openings handed to an executor as futures: progress, cancel, result."""

    spec: OpeningsSpec

    def __init__(self, spec: OpeningsSpec, executor: Executor) -> None:
        super().__init__(spec, executor)

    def result(self) -> Openings:
        """The openings (raises concurrent.futures.CancelledError once cancelled)."""
        return from_results(self.spec, self.results())


def run_openings(
    spec: OpeningsSpec, where: Where = 1, progress: Progress | None = None
) -> Openings:
    """Play every game of the openings where asked (`executors.Where`: jobs, a Dask cluster);
    the figures do not depend on it."""
    return run_batch(OpeningsJob, spec, where, progress)
