"""How fast the app starts and answers: server start, first page, and each main interaction.

Run: .venv/bin/python benchmarks/bench_app.py [--runs 20] [--starts 3] [--no-browser]
Prints milliseconds (median and p95). Server-side times come from AppTest (`at.run()` runs the
whole script, as the server does for a click) and from the library calls the page makes; the
first page in a browser is measured only when Debian's chromium and Playwright are present.
"""

from __future__ import annotations

import argparse
import os
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

APP = ROOT / "streamlit_app.py"
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


def start_server(data: str, app: Path = APP) -> tuple[subprocess.Popen[bytes], str, float]:
    """Start `streamlit run` and wait for /_stcore/health; return it, its URL and the time."""
    port = free_port()
    log = tempfile.TemporaryFile()  # noqa: SIM115 (the server writes to it until stopped)
    env = {**os.environ, "COMPANION_DATA_HOME": data}
    started = time.perf_counter()
    proc = subprocess.Popen(
        server_command(app, port),
        cwd=ROOT,
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


def first_page(url: str, chromium: str, code: str | None) -> float:
    """Seconds from opening the kingdom page (plain, or a shared code) to its last element."""
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_FLAGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        started = time.perf_counter()
        page.goto(f"{url}/?lang=hu" + (f"&code={code}" if code else ""))
        app = page.locator("[data-testid=stApp]")
        expect(page.locator(".st-key-kingdom_generate")).to_be_visible(timeout=30_000)
        expect(app).to_have_attribute("data-test-script-state", "notRunning", timeout=30_000)
        if code:
            expect(page.locator("[class*='st-key-lock_']")).to_have_count(10, timeout=30_000)
            expect(page.locator("table")).to_have_count(1)  # the setup sheet
        elapsed = time.perf_counter() - started
        browser.close()
    return elapsed


def baseline_page(chromium: str, data: str) -> float:
    """Seconds to the first page of a Streamlit app that only shows a title (the floor here)."""
    from playwright.sync_api import expect, sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        app = Path(folder) / "app.py"
        app.write_text('import streamlit as st\nst.title("Hello")\n')
        proc, url, _took = start_server(data, app)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_FLAGS)
                page = browser.new_page(viewport={"width": 1400, "height": 1000})
                started = time.perf_counter()
                page.goto(url)
                expect(page.get_by_role("heading", name="Hello")).to_be_visible(timeout=30_000)
                elapsed = time.perf_counter() - started
                browser.close()
        finally:
            stop(proc)
    return elapsed


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
    parser.add_argument("--runs", type=int, default=20, help="repeats of each interaction")
    parser.add_argument("--starts", type=int, default=4, help="server starts to time")
    parser.add_argument("--no-browser", action="store_true", help="skip the browser timing")
    args = parser.parse_args()
    chromium = None if args.no_browser else shutil.which("chromium")
    print(f"{'what':40} {'median':>8} {'p95':>8}   (ms, {os.cpu_count()} CPUs)")
    with tempfile.TemporaryDirectory() as data:
        starts: list[float] = []
        pages: dict[str, list[float]] = {"plain": [], "shared link": [], "again": []}
        for i in range(args.starts):
            proc, url, took = start_server(data)
            starts.append(took)
            try:
                if chromium:
                    # a fresh server pays the imports on its first page, whichever it is
                    first = "plain" if i % 2 == 0 else "shared link"
                    pages[first].append(first_page(url, chromium, None if i % 2 == 0 else CODE))
                    pages["again"].append(first_page(url, chromium, CODE))
            finally:
                stop(proc)
        print(f"{'streamlit run -> healthy server':40} {stats(starts)}")
        if chromium:
            floor = [baseline_page(chromium, data) for _ in range(args.starts)]
            print(f"{'browser: a title-only Streamlit app':40} {stats(floor)}")
        for name, times in pages.items():
            if times:
                label = f"browser: first page, {name}" if name != "again" else "browser: link, warm"
                print(f"{label:40} {stats(times)}")
        os.environ["COMPANION_DATA_HOME"] = data
        for name, times in app_timings(args.runs).items():
            print(f"{'AppTest rerun: ' + name:40} {stats(times)}")
    for name, times in library_timings(args.runs * 5).items():
        print(f"{'library: ' + name:40} {stats(times)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
