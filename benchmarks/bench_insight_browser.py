"""Tap-to-chart of "Mi erős itt?" in a browser, beside the same games timed in-process.

Run: .venv/bin/python benchmarks/bench_insight_browser.py [--rounds 3] [--root CHECKOUT ...]
In each round, for each checkout (`--root`, default this one; give two to compare them in the
same minutes), a fresh server (`streamlit run server.py`, started as bench_app.py does) and
headless Debian chromium on a phone-sized page: open the Kingdom page of a fixed code in
Hungarian, wait for its script run to end, tap "Mi erős itt?" and time until the chart is on
screen ("first tap": the server's first insight). Then the same on another kingdom on that
server ("second tap": the pool already running). Each tap: seconds to the progress bar
(`bar`), to its end (`games`), to the chart (`chart`: tap-to-chart), and the CPU seconds of
the server's own process and of its pool's workers meanwhile. For comparison, `run_insight` of
both kingdoms' games in this process on 2 workers (bench_insight.py's measure: its own pool
each time). Prints seconds (median, min, max) and the load average before and after.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, fields
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # its sibling benchmarks
from bench_app import start_server, stop

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion.kingdom import Kingdom, encode  # noqa: E402
from companion.sim.insight import InsightSpec, run_insight  # noqa: E402
from tests.browser.launch import CHROMIUM_FLAGS  # noqa: E402
from tests.test_sim_insight import KINGDOM  # noqa: E402
from tests.test_sim_insight import OTHER_KINGDOM as SECOND  # noqa: E402  (played, not cached)

CODES = (encode(Kingdom(KINGDOM)), encode(Kingdom(SECOND)))
PHONE = {"width": 390, "height": 844}
CHART = ".st-key-insight [data-testid=stVegaLiteChart]"
TIMEOUT_MS = 300_000


@dataclass
class Tap:
    """One tap's seconds: to the progress bar, to the bar's end, to the chart; and the CPU
    seconds the server's own process, its pool's workers and the browser spent meanwhile."""

    bar: float
    games: float
    chart: float
    server_cpu: float
    workers_cpu: float
    browser_cpu: float


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a live process (its /proc stat), 0 once it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def descendants(pid: int) -> list[int]:
    """The live processes under `pid` (the fork server and the pool's workers)."""
    out: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            children = (task / "children").read_text().split()
        except OSError:
            continue
        for child in map(int, children):
            out += [child, *descendants(child)]
    return out


def tree_cpu(pid: int) -> float:
    """CPU seconds of the live processes under `pid`."""
    return sum(cpu_seconds(p) for p in descendants(pid))


def browser_cpu(server: int) -> float:
    """CPU seconds of this process's other children's trees: Playwright's driver, chromium."""
    inside = {server, *descendants(server)}
    return sum(cpu_seconds(p) for p in descendants(os.getpid()) if p not in inside)


def tap_to_chart(page: object, url: str, code: str, server: int) -> Tap:
    """Open the Kingdom page of `code`, wait until it is drawn, tap the insight's start and
    time the progress bar's coming and going and the chart's coming."""
    from playwright.sync_api import Page, expect

    assert isinstance(page, Page)
    page.goto(f"{url}/?lang=hu&code={code}")
    app = page.locator("[data-testid=stApp]")
    button = page.locator(".st-key-insight_start button")
    bar = page.locator(".st-key-insight [data-testid=stProgress]")
    expect(button).to_be_visible(timeout=TIMEOUT_MS)
    expect(app).to_have_attribute("data-test-script-state", "notRunning", timeout=TIMEOUT_MS)
    before = cpu_seconds(server), tree_cpu(server), browser_cpu(server)
    started = time.perf_counter()
    button.click()
    expect(bar).to_be_visible(timeout=TIMEOUT_MS)
    shown = time.perf_counter() - started
    expect(bar).to_have_count(0, timeout=TIMEOUT_MS)
    gone = time.perf_counter() - started
    expect(page.locator(CHART)).to_be_visible(timeout=TIMEOUT_MS)
    chart = time.perf_counter() - started
    return Tap(
        shown,
        gone,
        chart,
        cpu_seconds(server) - before[0],
        tree_cpu(server) - before[1],
        browser_cpu(server) - before[2],
    )


def one_server(chromium: str, data: str, root: Path) -> tuple[Tap, Tap]:
    """First and second tap-to-chart on a fresh server of `root`."""
    from playwright.sync_api import sync_playwright

    proc, url, _took = start_server(data, root / "server.py", root)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_FLAGS)
            page = browser.new_page(viewport=PHONE, locale="hu-HU")
            first = tap_to_chart(page, url, CODES[0], proc.pid)
            second = tap_to_chart(page, url, CODES[1], proc.pid)
            browser.close()
    finally:
        stop(proc)
    return first, second


def in_process(cards: tuple[str, ...], jobs: int) -> float:
    """Seconds of a kingdom's default insight by `run_insight` (its own pool)."""
    started = time.perf_counter()
    run_insight(InsightSpec(cards), jobs)
    return time.perf_counter() - started


def line(name: str, times: list[float]) -> str:
    return (
        f"{name:44} {statistics.median(times):7.2f} {min(times):7.2f} {max(times):7.2f}"
        f"  ({len(times)})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="fresh servers per checkout")
    parser.add_argument("--jobs", type=int, default=2, help="workers of the in-process run")
    parser.add_argument(
        "--root", type=Path, action="append", help="a checkout to serve (repeat to compare)"
    )
    args = parser.parse_args()
    chromium = shutil.which("chromium")
    if chromium is None:
        raise SystemExit("no chromium on PATH (Debian's /usr/bin/chromium)")
    roots = [r.resolve() for r in (args.root or [ROOT])]
    load = os.getloadavg()
    print(f"({os.cpu_count()} CPUs, load {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}; seconds)")
    times: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as data:
        for i in range(args.rounds):
            for root in roots:
                taps = one_server(chromium, data, root)
                for which, tap in zip(("first", "second"), taps, strict=True):
                    for field in fields(Tap):
                        name = f"{root.name}: {which} tap, {field.name}"
                        times.setdefault(name, []).append(getattr(tap, field.name))
            for n, cards in enumerate((KINGDOM, SECOND)):
                name = f"run_insight, kingdom {n + 1}, {args.jobs} jobs"
                times.setdefault(name, []).append(in_process(cards, args.jobs))
            print(f"  round {i + 1}/{args.rounds} done", file=sys.stderr)
    print(f"{'':44} {'median':>7} {'min':>7} {'max':>7}")
    for name, took in times.items():
        print(line(name, took))
    load = os.getloadavg()
    print(f"(load after: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
