"""Statistics for simulation results: Wilson score intervals and normal-approximation means."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Z95 = 1.959963984540054
"""The two-sided 95% quantile of the standard normal distribution."""


@dataclass(frozen=True, slots=True)
class Rate:
    """A proportion with its 95% Wilson score interval (exact enough even near 0% and 100%)."""

    hits: int
    total: int
    low: float
    high: float

    @property
    def value(self) -> float:
        """The observed proportion."""
        return self.hits / self.total if self.total else 0.0


@dataclass(frozen=True, slots=True)
class Mean:
    """A sample mean with its 95% confidence interval (normal approximation) and its count."""

    count: int
    value: float
    low: float
    high: float


def wilson(hits: int, total: int, z: float = Z95) -> Rate:
    """The Wilson score interval of hits/total; (0, 0) bounds for an empty sample."""
    if total <= 0:
        return Rate(hits, total, 0.0, 0.0)
    p = hits / total
    z2 = z * z
    denominator = 1 + z2 / total
    centre = (p + z2 / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z2 / (4 * total * total)) / denominator
    return Rate(hits, total, max(0.0, centre - half), min(1.0, centre + half))


def mean(values: Sequence[int | float], z: float = Z95) -> Mean | None:
    """The mean of the values with a 95% interval; None for no values."""
    n = len(values)
    if n == 0:
        return None
    m = math.fsum(values) / n
    if n == 1:
        return Mean(1, m, m, m)
    variance = math.fsum((v - m) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(variance / n)
    return Mean(n, m, m - half, m + half)
