"""How fast the app starts and answers: each page's first render against the floor, server
start, and each main interaction.

Run: .venv/bin/python benchmarks/bench_app.py [--rounds 5] [--pages-only] [--runs 20]
                                              [--starts 4] [--no-browser] [--root CHECKOUT]
Prints milliseconds (median and p95). First renders (when Debian's chromium and Playwright are
present): in each round the floor (a title-only Streamlit script) and every page, in a shuffled
order, each on a server started for it alone, timed in headless chromium from the request to
the page's title on screen with its script run over; each page's median over the floor's
median is its ratio (issue #20 asks ≤ 1.25). Server-side times come from AppTest (`at.run()`
runs the whole script, as the server does for a click) and from the library calls the page
makes. `--root` serves another checkout of the app (to time two versions in the same minutes).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion.catalogue import load  # noqa: E402
from companion.catalogue.search import search  # noqa: E402
from companion.i18n import translator  # noqa: E402
from companion.kingdom import (  # noqa: E402
    KingdomOptions,
    Randomizer,
    decode,
    encode,
    setup_sheet,
    sheet_csv,
    sheet_markdown,
    swap,
)
from tests.browser.launch import CHROMIUM_FLAGS, server_command  # noqa: E402

if TYPE_CHECKING:
    from playwright.sync_api import Page

APP = ROOT / "streamlit_app.py"
GOAL = 1.25
"""A page's first render may take at most this many times the floor's (issue #20)."""
CODE = "K1AAAt9yK2Dg"  # First Game


def stats(times: list[float]) -> str:
    """'median / p95 ms' of a list of seconds."""
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return f"{statistics.median(ms):8.1f} {p95:8.1f}"


def free_port() -> int:
    """A free loopback port (the server is told it explicitly)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(
    data: str, app: Path = APP, root: Path = ROOT
) -> tuple[subprocess.Popen[bytes], str, float]:
    """Start `streamlit run` in `root` and wait for /_stcore/health; return it, its URL and
    the time it took."""
    port = free_port()
    log = tempfile.TemporaryFile()  # noqa: SIM115 (the server writes to it until stopped)
    env = {**os.environ, "COMPANION_DATA_HOME": data}
    started = time.perf_counter()
    proc = subprocess.Popen(
        server_command(app, port),
        cwd=root,
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    url = f"http://127.0.0.1:{port}"
    while True:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as r:
                if r.read() == b"ok":
                    return proc, url, time.perf_counter() - started
        except OSError:
            pass
        if proc.poll() is not None or time.perf_counter() - started > 60:
            raise SystemExit("the server did not start")
        time.sleep(0.02)


def stop(proc: subprocess.Popen[bytes]) -> None:
    """Stop the server with SIGTERM (it exits in under a second), killing it if need be."""
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


PAGES = {
    "kingdom": "/?lang=hu",  # the default page's address (/kingdom says "Page not found")
    "cards": "/cards?lang=hu",
    "table": "/table?lang=hu",
    "rules": "/rules?lang=hu",
    "replay link": "/table?scenario=example-first-turns&step=1&lang=hu",
}
"""The pages timed against the floor, each opened first on a fresh server, in Hungarian."""
FLOOR = "floor (title only)"
FLOOR_APP = 'import streamlit as st\nst.title("Hello")\n'


RENDERED = """() => {
    const h1 = document.querySelector("h1");
    const app = document.querySelector("[data-testid=stApp]");
    return h1 !== null && h1.checkVisibility()
        && app?.getAttribute("data-test-script-state") === "notRunning";
}"""
"""The end of a first render, asked in the page every 20 ms (Playwright's `expect` backs off to
a check every 500 ms, which rounded each time up by as much)."""


def rendered(page: Page, url: str) -> float:
    """Seconds from asking for `url` until its title is on screen and its script run is over.

    The same end for every page and the floor: the first heading visible and the app's
    `data-test-script-state` back to "notRunning" (every element of the run has arrived).
    """
    started = time.perf_counter()
    page.goto(url)
    page.wait_for_function(RENDERED, polling=20, timeout=60_000)
    return time.perf_counter() - started


def first_render(
    chromium: str, data: str, root: Path, entry: str, floor_app: Path, name: str
) -> float:
    """Seconds of one page's first render on a server started for it alone (fresh process)."""
    from playwright.sync_api import sync_playwright

    app, path = (floor_app, "/") if name == FLOOR else (root / entry, PAGES[name])
    proc, url, _took = start_server(data, app, root)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_FLAGS)
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            elapsed = rendered(page, url + path)
            browser.close()
    finally:
        stop(proc)
    return elapsed


def floor_render(chromium: str, data: str) -> float:
    """Seconds of the floor's first render (a title-only app) on a fresh server, for the
    benchmarks that put one of their own figures beside it."""
    with tempfile.TemporaryDirectory() as folder:
        floor_app = Path(folder) / "app.py"
        floor_app.write_text(FLOOR_APP)
        return first_render(chromium, data, ROOT, "", floor_app, FLOOR)


def first_renders(
    chromium: str, data: str, root: Path, entry: str, rounds: int
) -> dict[str, list[float]]:
    """Each page and the floor, once per round in a shuffled order, each on a fresh server."""
    names = [FLOOR, *PAGES]
    out: dict[str, list[float]] = {n: [] for n in names}
    order = random.Random(0)
    with tempfile.TemporaryDirectory() as folder:
        floor_app = Path(folder) / "app.py"
        floor_app.write_text(FLOOR_APP)
        for i in range(rounds):
            order.shuffle(names)
            for name in names:
                out[name].append(first_render(chromium, data, root, entry, floor_app, name))
            line = "  ".join(f"{n} {out[n][-1] * 1000:5.0f}" for n in names)
            print(f"  round {i + 1}/{rounds}: {line}", file=sys.stderr)
    return out


def print_ratios(times: dict[str, list[float]]) -> None:
    """Each page's median and p95, its ratio to the floor's median (the goal: ≤ 1.25), and
    the median of its ratios to the floor round by round (steadier on a loaded machine)."""
    floor = times[FLOOR]
    head = f"{'median':>8} {'p95':>8} {'ratio':>6} {'paired':>6}"
    print(f"{'browser, first render, fresh server':40} {head}")
    for name, took in times.items():
        ratio = statistics.median(took) / statistics.median(floor)
        paired = statistics.median(t / f for t, f in zip(took, floor, strict=True))
        mark = "" if name == FLOOR else ("  ok" if ratio <= GOAL else "  over")
        print(f"{'  ' + name:40} {stats(took)} {ratio:6.2f} {paired:6.2f}{mark}")


def app_timings(runs: int) -> dict[str, list[float]]:
    """Server-side seconds of whole reruns (AppTest) for each main interaction."""
    from streamlit.testing.v1 import AppTest

    def timed(step: Callable[[], object]) -> float:
        started = time.perf_counter()
        step()
        return time.perf_counter() - started

    kinds = ("first run", "generate", "open swap menu", "swap", "language")
    out: dict[str, list[float]] = {k: [] for k in kinds}
    at = AppTest.from_file(str(APP), default_timeout=60)
    at.query_params["lang"] = "hu"
    out["first run"].append(timed(at.run))
    for i in range(runs):
        out["generate"].append(timed(at.button(key="kingdom_generate").click().run))
        card = decode(at.session_state["code"]).cards[0]
        at.session_state[f"swapmenu_{card}"] = True  # open the tile's swap popover
        out["open swap menu"].append(timed(at.run))
        out["swap"].append(timed(at.button(key=f"swap_{card}").click().run))
        lang = "en" if i % 2 == 0 else "hu"
        out["language"].append(timed(at.segmented_control(key="lang_picker").set_value(lang).run))
    at.switch_page("companion/ui/entry/cards.py").run()
    out["search"] = []
    for i in range(runs):
        query = ("kapolna", "vilagitotorony tamadas", "throne", "trash")[i % 4]
        out["search"].append(timed(at.text_input(key="cards_search").input(query).run))
    out["rulebook chapter"] = []  # a chapter's render once warm (was a timed test)
    for i in range(runs):
        chapter = ("goal", "action", "buy", "seaside")[i % 4]
        rules = AppTest.from_file(str(APP), default_timeout=60)
        rules.query_params["lang"], rules.query_params["chapter"] = "hu", chapter
        rules.run()
        out["rulebook chapter"].append(timed(rules.switch_page("companion/ui/entry/rules.py").run))
    return out


def library_timings(runs: int) -> dict[str, list[float]]:
    """Seconds of the library calls behind each interaction (no Streamlit)."""
    cat = load()
    randomizer = Randomizer(cat)
    options = KingdomOptions(require_village=True, require_buy=True, max_attacks=1)
    hu = translator("hu")
    out: dict[str, list[float]] = {"generate": [], "swap": [], "sheet": [], "search": []}
    for seed in range(runs):
        started = time.perf_counter()
        kingdom = randomizer.generate(options, seed=seed)
        encode(kingdom)
        out["generate"].append(time.perf_counter() - started)
        started = time.perf_counter()
        gone = next(c for c in kingdom.cards if cat.cards[c].cost < 6)  # cost 6: only Adventurer
        swap(cat, kingdom, gone, seed=seed, same="cost")
        out["swap"].append(time.perf_counter() - started)
        started = time.perf_counter()
        sheet = setup_sheet(cat, kingdom, 3)
        sheet_markdown(sheet, cat, hu)
        sheet_csv(sheet, cat, hu)
        out["sheet"].append(time.perf_counter() - started)
        started = time.perf_counter()
        search(cat, "vilagitotorony tamadas")
        out["search"].append(time.perf_counter() - started)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="fresh servers per page")
    parser.add_argument("--runs", type=int, default=20, help="repeats of each interaction")
    parser.add_argument("--starts", type=int, default=4, help="server starts to time")
    parser.add_argument("--no-browser", action="store_true", help="skip the browser timing")
    parser.add_argument("--pages-only", action="store_true", help="only the first renders")
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to serve")
    parser.add_argument("--entry", default="server.py", help="the file `streamlit run` serves")
    args = parser.parse_args()
    chromium = None if args.no_browser else shutil.which("chromium")
    print(f"({os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}; milliseconds)")
    with tempfile.TemporaryDirectory() as data:
        if chromium:
            root = args.root.resolve()
            print_ratios(first_renders(chromium, data, root, args.entry, args.rounds))
        if args.pages_only:
            return 0
        starts: list[float] = []
        for _i in range(args.starts):
            proc, _url, took = start_server(data)
            starts.append(took)
            stop(proc)
        print(f"{'streamlit run -> healthy server':40} {stats(starts)}")
        os.environ["COMPANION_DATA_HOME"] = data
        for name, times in app_timings(args.runs).items():
            print(f"{'AppTest rerun: ' + name:40} {stats(times)}")
    for name, times in library_timings(args.runs * 5).items():
        print(f"{'library: ' + name:40} {stats(times)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
