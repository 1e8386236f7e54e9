"""Time of the default opening lab (every sensible 4/3 and 5/2 opening × 150 games against
BMU) on fixed kingdoms, with 1 and 2 worker processes, for 2 and 4 players.

Run: .venv/bin/python benchmarks/bench_openings.py [--games 150] [--jobs 1,2] [--players 2,4]
Prints wall time, games per second and each split's best opening for each run; the figures
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
from companion.sim.openings import OPENING_GAMES, OpeningsSpec, run_openings
from tests.test_sim_insight import KINGDOM
from tests.test_sim_insight import MONEY_KINGDOM as MONEY


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=OPENING_GAMES)
    parser.add_argument("--jobs", default="1,2")
    parser.add_argument("--players", default="2")
    args = parser.parse_args()
    print(f"{os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}")
    for cards in (KINGDOM, MONEY):
        for players in (int(p) for p in args.players.split(",")):
            spec = OpeningsSpec(cards, games=args.games, players=players)
            openings = sum(len(spec.openings(s)) for s in ((4, 3), (5, 2)))
            print(
                f"kingdom {encode(Kingdom(cards))}, {players} players: {openings} openings, "
                f"{spec.total} games"
            )
            results = []
            for jobs in (int(j) for j in args.jobs.split(",")):
                started = time.perf_counter()
                found = run_openings(spec, jobs)
                wall = time.perf_counter() - started
                results.append(found)
                best = "; ".join(
                    f"{s.split[0]}/{s.split[1]} {s.rows[0].bot} {s.rows[0].wins.value:.1%}"
                    for s in found.splits
                )
                print(
                    f"  jobs {jobs}: {wall:.2f} s wall ({spec.total / wall:,.0f} games/s); {best}"
                )
            print(f"  same figures for every job count: {all(r == results[0] for r in results)}")


if __name__ == "__main__":
    main()
