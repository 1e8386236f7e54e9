"""Pairs that work together: for each of a kingdom's 45 pairs of cards, Big Money with both
cards (`x+y-bm`) against BMU, and the pairs that beat both their single-card bots.

The pair bots' games are one batch (`companion.sim.batch`, as the insight's), played as futures
on any executor (`run_pairs`: inline, a pool, a Dask cluster; `PairsJob`); the single-card
figures come from the insight of the same kingdom, players and seed. Same seed, same figures
for any number of jobs.

"Works together" (`works_together`): the pair's 95% interval lies wholly above each single
card's interval, i.e. the pair's lower bound is above the upper bound of both single bots'
win rates against BMU. Two disjoint 95% Wilson intervals is a stricter test than a difference
test at 5% (it asks for roughly a 40% larger gap), so a pair shown has clearly beaten both.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from itertools import combinations

from companion.bots import BotSpec, pair_spec
from companion.bots.buying import buys_its_card
from companion.sim.batch import Progress, SpecJob, run_batch
from companion.sim.executors import Where, open_executor
from companion.sim.insight import OPPONENT, CardInsight, Insight, InsightSpec, run_insight
from companion.sim.results import BotResult, SimResult, Versus
from companion.sim.spec import SimError, SimSpec
from companion.sim.stats import Rate

PAIR_GAMES = 200
"""Games per pair by default: 45 pairs, 9,000 games (benchmarks/bench_pairs.py times them)."""
MORE_PAIR_GAMES = 1000
"""Games per pair for tighter intervals."""
MAX_PAIR_GAMES = 20_000


@dataclass(frozen=True, slots=True)
class PairsSpec:
    """What to simulate: the insight whose single-card figures the pairs are held against
    (its kingdom, seed, players and limits) and the games per pair."""

    insight: InsightSpec
    games: int = PAIR_GAMES

    def __post_init__(self) -> None:
        if not 1 <= self.games <= MAX_PAIR_GAMES:
            raise SimError("games", value=self.games)

    @property
    def key(self) -> tuple[object, ...]:
        """The cache key: the insight's, and the games per pair."""
        return (self.insight.key, self.games)

    @property
    def kingdom(self) -> tuple[str, ...]:
        """The kingdom's cards, as given."""
        return self.insight.kingdom

    def pairs(self) -> tuple[tuple[str, str], ...]:
        """Every pair of the kingdom's cards, each in card-id order (45 for ten cards)."""
        return tuple(combinations(self.insight.cards, 2))

    def versus(self, card: str, partner: str) -> SimSpec:
        """Big Money + both cards against BMU in every other seat, seats rotating."""
        spec = self.insight
        others = (BotSpec(OPPONENT, OPPONENT),) * (spec.players - 1)
        bots = (pair_spec(card, partner), *others)
        return SimSpec(
            bots, spec.cards, self.games, spec.seed, False, spec.provinces, spec.max_turns
        )

    def sims(self) -> tuple[SimSpec, ...]:
        """Every pair's simulation, in `pairs` order."""
        return tuple(self.versus(a, b) for a, b in self.pairs())

    @property
    def total(self) -> int:
        """Games in all the simulations."""
        return self.games * len(self.pairs())


def works_together(pair: Rate, first: Rate, second: Rate) -> bool:
    """Does the pair beat both single-card bots by more than their intervals? Its lower 95%
    bound is above the upper bound of each single card's win rate."""
    return pair.low > max(first.high, second.high)


@dataclass(frozen=True, slots=True)
class PairInsight(Versus):
    """One pair's figures against BMU, beside its two cards' single-card figures."""

    card: str
    partner: str
    versus: BotResult
    singles: tuple[CardInsight, CardInsight]

    @property
    def together(self) -> bool:
        """Does the pair beat both its single-card bots beyond their intervals?"""
        first, second = self.singles
        return works_together(self.wins, first.wins, second.wins)

    @property
    def gain(self) -> float:
        """The pair's win rate minus the better single card's."""
        return self.wins.value - max(s.wins.value for s in self.singles)

    @property
    def bought(self) -> bool:
        """Does the pair's bot buy both cards in a money deck (see `buys_its_card`)?"""
        return buys_its_card(self.card) and buys_its_card(self.partner)


@dataclass(frozen=True, slots=True)
class Pairs:
    """Every pair, strongest against BMU first, and the insight they are held against."""

    spec: PairsSpec
    insight: Insight
    pairs: tuple[PairInsight, ...]
    capped: int
    stuck: int

    def together(self) -> tuple[PairInsight, ...]:
        """The pairs that work together, strongest first."""
        return tuple(p for p in self.pairs if p.together)


def from_results(spec: PairsSpec, insight: Insight, results: Sequence[SimResult]) -> Pairs:
    """The pairs from each simulation's summary, in `spec.sims()` order."""
    if insight.spec.key != spec.insight.key:
        raise ValueError("the insight is not the one the pairs were asked against")
    single = {row.card: row for row in insight.cards}
    rows = [
        PairInsight(a, b, result.bots[0], (single[a], single[b]))
        for (a, b), result in zip(spec.pairs(), results, strict=True)
    ]
    rows.sort(key=lambda p: (-p.wins.value, p.card, p.partner))
    capped = sum(r.capped for r in results)
    return Pairs(spec, insight, tuple(rows), capped, sum(r.stuck for r in results))


class PairsJob(SpecJob):
    """The pairs' games handed to an executor as futures (progress and cancel as the
    insight's); `result` needs the insight they are held against."""

    spec: PairsSpec

    def __init__(self, spec: PairsSpec, executor: Executor) -> None:
        super().__init__(spec, executor)

    def pairs(self, insight: Insight) -> Pairs:
        """The pairs (raises concurrent.futures.CancelledError once cancelled)."""
        return from_results(self.spec, insight, self.results())

    def result(self) -> list[SimResult]:
        """Each pair's summary, in `spec.sims()` order."""
        return self.results()


def run_pairs(
    spec: PairsSpec,
    where: Where = 1,
    progress: Progress | None = None,
    insight: Insight | None = None,
) -> Pairs:
    """Play every pair's games where asked (`executors.Where`: jobs, a Dask cluster), and the
    insight's first unless given, both on one executor."""
    with open_executor(where) as executor:
        if insight is None:
            insight = run_insight(spec.insight, executor, progress)
        results = run_batch(PairsJob, spec, executor, progress)
    return from_results(spec, insight, results)
