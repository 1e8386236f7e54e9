"""Time of the default kingdom insight (10 cards × 400 games against BMU, 400 alone, and BMU
alone) on a fixed kingdom, with 1 and 2 worker processes.

Run: .venv/bin/python benchmarks/bench_insight.py [--games 400] [--jobs 1,2]
Prints wall time, games per second and the figures' top card for each job count; the figures
are the same for every job count (checked here too).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the checkout: tests/
from companion.kingdom import Kingdom, encode
from companion.sim.insight import INSIGHT_GAMES, InsightSpec, run_insight
from tests.test_sim_insight import KINGDOM


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=INSIGHT_GAMES)
    parser.add_argument("--jobs", default="1,2")
    args = parser.parse_args()
    spec = InsightSpec(KINGDOM, games=args.games)
    print(f"kingdom {encode(Kingdom(KINGDOM))}: {spec.total} games, {os.cpu_count()} CPUs")
    results = []
    for jobs in (int(j) for j in args.jobs.split(",")):
        started = time.perf_counter()
        cpu = time.process_time()
        insight = run_insight(spec, jobs)
        wall = time.perf_counter() - started
        results.append(insight)
        top = insight.cards[0]
        print(
            f"jobs {jobs}: {wall:.2f} s wall ({spec.total / wall:,.0f} games/s), "
            f"{time.process_time() - cpu:.2f} s CPU in this process; "
            f"top {top.bot} {top.wins.value:.1%} ({top.wins.low:.1%}-{top.wins.high:.1%})"
        )
    same = all(r == results[0] for r in results)
    print(f"same figures for every job count: {same}")


if __name__ == "__main__":
    main()
