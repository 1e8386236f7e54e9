"""Shared by the tap benchmarks: milliseconds since a start, the 95th percentile, a table row."""

from __future__ import annotations

import statistics
import time


def ms_since(start: float) -> float:
    """Milliseconds since `start` (a `time.perf_counter()` value)."""
    return (time.perf_counter() - start) * 1000


def p95(times: list[float]) -> float:
    """The 95th percentile of the times (the lower of the two nearest values)."""
    ordered = sorted(times)
    return ordered[int(0.95 * (len(ordered) - 1))]


def row(label: str, times: list[float], width: int) -> str:
    """One line: label, count, median, p95 and worst, in milliseconds."""
    return (
        f"{label:<{width}} {len(times):>6} {statistics.median(times):>9.2f} "
        f"{p95(times):>9.2f} {max(times):>9.2f}"
    )
