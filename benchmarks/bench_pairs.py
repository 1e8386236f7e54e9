"""Time of the pairs of a fixed kingdom (45 pair bots × N games against BMU; the single cards'
insight played once beforehand, not timed), with 1 and 2 worker processes.

Run: .venv/bin/python benchmarks/bench_pairs.py [--games 200] [--jobs 1,2] [--players 2]
Prints wall time and games per second for each job count, the pairs that work together and
whether the figures are the same for every job count.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the checkout: tests/
from companion.kingdom import Kingdom, encode
from companion.sim.batch import run_batch
from companion.sim.insight import InsightSpec, run_insight
from companion.sim.pairs import PAIR_GAMES, PairsJob, PairsSpec, from_results
from tests.test_sim_insight import KINGDOM


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=PAIR_GAMES)
    parser.add_argument("--jobs", default="1,2")
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    spec = PairsSpec(InsightSpec(KINGDOM, players=args.players), args.games)
    insight = run_insight(spec.insight, 2)
    print(
        f"kingdom {encode(Kingdom(KINGDOM))}, {args.players} players: "
        f"{spec.total} pair games, {os.cpu_count()} CPUs"
    )
    results = []
    for jobs in (int(j) for j in args.jobs.split(",")):
        started = time.perf_counter()
        pairs = from_results(spec, insight, run_batch(PairsJob, spec, jobs))
        wall = time.perf_counter() - started
        results.append(pairs)
        together = ", ".join(
            f"{p.bot} {p.wins.value:.1%} ({p.wins.low:.1%}-{p.wins.high:.1%})"
            for p in pairs.together()
        )
        print(
            f"jobs {jobs}: {wall:.2f} s wall ({spec.total / wall:,.0f} games/s); "
            f"work together: {together or 'none'}"
        )
    same = all(r == results[0] for r in results)
    print(f"same figures for every job count: {same}")


if __name__ == "__main__":
    main()
