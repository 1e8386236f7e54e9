"""How fast the table page answers: one tap on a 4-player mid-game position, and its first page.

Run: .venv/bin/python benchmarks/bench_table_app.py [--runs 20] [--no-browser]
Prints milliseconds (median and p95). "tap (server)" is the work a tap does on the server:
the answer, the bots' replies, the view model, the log; "tap (AppTest)" is the whole script
run AppTest makes for that click (an upper bound: AppTest adds its own overhead). The first
page is measured in Debian's chromium when Playwright is present: on a fresh server (the
first page it serves), again on that warm server, and a title-only Streamlit app in the same
run (the floor). Goals: a tap < 150 ms, the first page < 1.5 s.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench_app import floor_render, start_server, stats, stop  # noqa: E402
from companion.catalogue import load  # noqa: E402
from companion.engine.cards import CardDB  # noqa: E402
from companion.engine.decisions import Kind  # noqa: E402
from companion.i18n import translator  # noqa: E402
from companion.table.log import lines  # noqa: E402
from companion.table.model import board  # noqa: E402
from companion.table.sandbox import Sandbox  # noqa: E402
from tests.browser.launch import CHROMIUM_FLAGS  # noqa: E402

KINGDOM = ("cellar", "moat", "village", "smithy", "militia", "market", "mine", "witch",
           "laboratory", "festival")  # fmt: skip
BOTS = ["bigmoney", "smithy-bm", "witch-bm"]
MID_GAME_TURN = 12


def mid_game(cat, db) -> Sandbox:
    """You and three bots at turn 12, your decision open (you play as Big Money would)."""
    from companion.bots import make_bot

    sb = Sandbox.new(KINGDOM, BOTS, 0, 2026)
    me = make_bot("bigmoney", 7, cat)
    while sb.game(db).turn < MID_GAME_TURN:
        sb.run_bots(db, cat)
        g = sb.game(db)
        assert g.pending is not None
        sb.play(db, me.answer(g, g.pending))
    sb.run_bots(db, cat)
    return sb


def tap_once(sb: Sandbox, cat, db) -> None:
    """What a tap makes the server do: answer, the bots' replies, the board, the log."""
    g = sb.game(db)
    d = g.pending
    assert d is not None
    sb.play(db, d.options if d.kind is Kind.TREASURES else ())
    sb.run_bots(db, cat)
    _ = translator("hu")
    board(cat, sb.game(db), 0)
    lines(_, cat, sb.game(db), 0, str)


def server_taps(runs: int) -> tuple[list[float], list[float]]:
    cat = load()
    db = CardDB(cat)
    base = mid_game(cat, db)
    warm, cold = [], []
    for _ in range(runs):
        sb = Sandbox(base.setup, 0, list(base.answers))
        sb.game(db)
        started = time.perf_counter()
        tap_once(sb, cat, db)
        warm.append(time.perf_counter() - started)
        sb = Sandbox(base.setup, 0, list(base.answers))  # no cached game: replayed first
        started = time.perf_counter()
        tap_once(sb, cat, db)
        cold.append(time.perf_counter() - started)
    return warm, cold


def apptest_taps(runs: int) -> list[float]:
    from streamlit.testing.v1 import AppTest

    cat = load()
    db = CardDB(cat)
    base = mid_game(cat, db)
    times = []
    for _ in range(runs):
        at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
        at.query_params["lang"] = "hu"
        at.run()
        at.session_state["table_game"] = Sandbox(base.setup, 0, list(base.answers))
        at.switch_page("companion/ui/entry/table.py").run()
        keys = {b.key for b in at.button}
        key = "table_all_treasures" if "table_all_treasures" in keys else "table_buy_nothing"
        started = time.perf_counter()
        at.button(key=key).click().run()
        times.append(time.perf_counter() - started)
    return times


def first_page(url: str, chromium: str) -> float:
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_FLAGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        started = time.perf_counter()
        page.goto(f"{url}/table?lang=hu&scenario=example-first-turns&step=3")
        expect(page.locator(".st-key-table_step_box")).to_contain_text("3.", timeout=30_000)
        expect(page.locator(".st-key-table_supply")).to_be_visible(timeout=30_000)
        app = page.locator("[data-testid=stApp]")
        expect(app).to_have_attribute("data-test-script-state", "notRunning", timeout=30_000)
        elapsed = time.perf_counter() - started
        browser.close()
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--no-browser", action="store_true")
    args = parser.parse_args()
    print(f"{'':34} {'median':>8} {'p95':>8}  (ms)")
    warm, cold = server_taps(args.runs)
    print(f"{'tap (server, game cached)':34} {stats(warm)}")
    print(f"{'tap (server, game replayed)':34} {stats(cold)}")
    print(f"{'tap (AppTest, whole script)':34} {stats(apptest_taps(max(3, args.runs // 4)))}")
    chromium = shutil.which("chromium")
    if args.no_browser or chromium is None:
        return 0
    starts = max(3, args.runs // 4)
    with tempfile.TemporaryDirectory() as data:
        fresh, warm, floor = [], [], []
        for _ in range(starts):  # interleaved, so the load of the moment weighs on all three
            proc, url, _took = start_server(data)
            try:
                fresh.append(first_page(url, chromium))
                warm.append(first_page(url, chromium))
            finally:
                stop(proc)
            floor.append(floor_render(chromium, data))
        print(f"{'first table page, fresh server':34} {stats(fresh)}")
        print(f"{'first table page, warm server':34} {stats(warm)}")
        print(f"{'title-only app (the floor)':34} {stats(floor)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
