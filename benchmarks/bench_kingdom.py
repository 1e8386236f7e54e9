"""Time per kingdom: unconstrained, all constraints on, and the exact-solver fallback.

Run: .venv/bin/python benchmarks/bench_kingdom.py [--n 2000]
Prints mean, median and 95th percentile in milliseconds for each scenario.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from companion.catalogue import load
from companion.kingdom import KingdomError, KingdomOptions, Randomizer, generate
from companion.kingdom import randomizer as randomizer_module

ALL_ON = KingdomOptions(
    require_buy=True,
    require_village=True,
    require_draw=True,
    require_trashing=True,
    max_attacks=2,
    require_defence=True,
    min_cheap=3,
    min_expensive=3,
    max_same_cost=3,
    set_min={"seaside-1e": 3},
    set_max={"base-1e": 6},
    ban={"chapel"},
)
IMPOSSIBLE = KingdomOptions(require={"witch"}, require_defence=True, ban={"moat", "lighthouse"})


def measure(run: Callable[[int], object], n: int) -> tuple[float, float, float]:
    """Mean, median and p95 of run(seed) over n seeds, in milliseconds."""
    times = []
    for seed in range(n):
        start = time.perf_counter()
        run(seed)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.fmean(times), statistics.median(times), times[int(0.95 * (n - 1))]


def impossible(cat: object, seed: int) -> None:
    try:
        generate(cat, IMPOSSIBLE, seed=seed)  # type: ignore[arg-type]
    except KingdomError:  # the diagnosis is what is timed
        return


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=2000, help="kingdoms per scenario")
    n = parser.parse_args().n
    cat = load()
    cached = Randomizer(cat)
    scenarios: list[tuple[str, Callable[[int], object], int]] = [
        ("unconstrained", lambda s: generate(cat, seed=s), n),
        ("all constraints on", lambda s: generate(cat, ALL_ON, seed=s), n),
        ("all constraints on, one Randomizer", lambda s: cached.generate(ALL_ON, seed=s), n),
    ]
    saved = randomizer_module.REJECTION_TRIES
    print(f"{'scenario':<44} {'mean':>8} {'median':>8} {'p95':>8}   (ms per kingdom)")
    for name, run, count in scenarios:
        mean, median, p95 = measure(run, count)
        print(f"{name:<44} {mean:8.3f} {median:8.3f} {p95:8.3f}")
    randomizer_module.REJECTION_TRIES = 0
    try:
        fresh = measure(lambda s: generate(cat, ALL_ON, seed=s), max(n // 100, 5))
        print(
            f"{'all on, exact solver only (fresh each time)':<44} "
            f"{fresh[0]:8.3f} {fresh[1]:8.3f} {fresh[2]:8.3f}"
        )
        solver_cached = Randomizer(cat)
        kept = measure(lambda s: solver_cached.generate(ALL_ON, seed=s), n)
        print(
            f"{'all on, exact solver only (one Randomizer)':<44} "
            f"{kept[0]:8.3f} {kept[1]:8.3f} {kept[2]:8.3f}"
        )
    finally:
        randomizer_module.REJECTION_TRIES = saved
    bad = measure(lambda s: impossible(cat, s), max(n // 100, 5))
    print(f"{'impossible options (with diagnosis)':<44} {bad[0]:8.3f} {bad[1]:8.3f} {bad[2]:8.3f}")


if __name__ == "__main__":
    main()
