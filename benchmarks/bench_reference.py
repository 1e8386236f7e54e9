"""Time to make a quick reference: the content, its Markdown and its PDF (fpdf2, DejaVu Sans).

Run: .venv/bin/python benchmarks/bench_reference.py [--n 10]
Prints count, median, 95th percentile and worst in milliseconds, for the First Game kingdom
and a Seaside kingdom of long texts (the PDF may retry in smaller type to fit its pages).
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.timings import ms_since, row  # noqa: E402
from companion.catalogue import load  # noqa: E402
from companion.i18n import translator  # noqa: E402
from companion.kingdom import recommended_kingdom  # noqa: E402
from companion.reference import build, markdown, pdf  # noqa: E402

WIDTH = 34


def measure(step: Callable[[], object], n: int) -> list[float]:
    times = []
    for _ in range(n):
        start = time.perf_counter()
        step()
        times.append(ms_since(start))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=10)
    n = parser.parse_args().n
    cat = load()
    kingdoms = {
        "first game": recommended_kingdom(cat, "first_game").cards,
        "high seas (Seaside)": recommended_kingdom(cat, "high_seas").cards,
    }
    print(f"{'ms':<{WIDTH}} {'n':>6} {'median':>9} {'p95':>9} {'worst':>9}")
    for name, cards in kingdoms.items():
        for lang in ("hu", "en"):
            _ = translator(lang)
            sheet = build(cards, 4, cat, _)
            label = f"{name}, {lang}"
            steps = {
                "content": functools.partial(build, cards, 4, cat, _),
                "Markdown": functools.partial(markdown.render, sheet),
                "PDF": functools.partial(pdf.render, sheet),
            }
            for step, call in steps.items():
                print(row(f"{label}: {step}", measure(call, n), WIDTH))


if __name__ == "__main__":
    main()
