"""Hint speed: the server time of a bot's hint („Tipp”) at the table, and of the reasons of a
whole game's bot moves (the log's).

Run: .venv/bin/python benchmarks/bench_hint.py [--games 6]

Typical positions: games of you against one to three bots on fixed kingdoms, you following
Big Money's hints; at every one of your decisions a hint is asked of three bots (Big Money,
Big Money Ultimate and the kingdom's first card's bot), with the game cached on the sandbox
(as the page holds it) and cold (replayed from its answers first, as after a session reload).
Figures are wall-clock milliseconds: median, 95th percentile and worst. Goal from issue 21:
a hint in < 150 ms server time.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.timings import ms_since, row  # noqa: E402
from companion.catalogue import load  # noqa: E402
from companion.engine.cards import CardDB  # noqa: E402
from companion.i18n import translator  # noqa: E402
from companion.table.hint import move_reasons, suggest  # noqa: E402
from companion.table.sandbox import Sandbox  # noqa: E402

KINGDOMS = (
    ("smithy", "village", "market", "militia", "cellar", "moat", "mine", "remodel", "workshop",
     "festival"),
    ("witch", "chapel", "laboratory", "throne_room", "library", "gardens", "moneylender",
     "bureaucrat", "spy", "council_room"),
    ("wharf", "caravan", "fishing_village", "lighthouse", "treasure_map", "pearl_diver",
     "navigator", "sea_hag", "island", "salvager"),
)  # fmt: skip
GOAL_MS = 150.0


def run(games: int) -> tuple[list[float], list[float], list[float]]:
    """Times of hints (cached game, cold game) and of a whole game's move reasons."""
    cat = load()
    db = CardDB(cat)
    _ = translator("hu")
    cached: list[float] = []
    cold: list[float] = []
    logs: list[float] = []
    for n in range(games):
        kingdom = KINGDOMS[n % len(KINGDOMS)]
        bots = [f"{kingdom[0].replace('_', '-')}-bm", "bmu", "bigmoney"][: 1 + n % 3]
        box = Sandbox.new(kingdom, bots, 0, seed=100 + n)
        names = ("bigmoney", "bmu", bots[0])
        while len(box.answers) < 400:
            box.run_bots(db, cat)
            if box.game(db).pending is None:
                break
            for name in names:
                start = time.perf_counter()
                said = suggest(_, box, db, cat, name)
                cached.append(ms_since(start))
            box._game = None  # as after a session reload: the game is replayed first
            start = time.perf_counter()
            said = suggest(_, box, db, cat, names[-1])
            cold.append(ms_since(start))
            assert said is not None
            box.play(db, said.answer)
        start = time.perf_counter()
        move_reasons(_, box, db, cat)
        logs.append(ms_since(start))
    return cached, cold, logs


def app_taps(runs: int) -> tuple[list[float], list[float]]:
    """The hint button on the page (AppTest, a whole script run: an upper bound of the
    server's time), mid-game with three bots; and the same run with the log's bot reasons on
    (cached per position, so the second run reads the session's copy)."""
    from streamlit.testing.v1 import AppTest

    from benchmarks.bench_table_app import mid_game
    from companion.ui.table import keys

    cat = load()
    db = CardDB(cat)
    base = mid_game(cat, db)
    taps: list[float] = []
    reruns: list[float] = []
    for _ in range(runs):
        at = AppTest.from_file(str(ROOT / "companion/ui/entry/table.py"), default_timeout=60)
        at.session_state[keys.TABLE_GAME] = Sandbox(base.setup, 0, list(base.answers))
        at.session_state[keys.TABLE_REASONS] = True
        at.run()
        start = time.perf_counter()
        at.button(key=keys.TABLE_HINT_BUTTON).click().run()
        taps.append(ms_since(start))
        assert at.get("info"), "the hint was not shown"
        start = time.perf_counter()
        at.run()
        reruns.append(ms_since(start))
    return taps, reruns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--app-runs", type=int, default=5, help="hint taps on the page")
    args = parser.parse_args()
    cached, cold, logs = run(args.games)
    print(f"Hint speed, {args.games} games (ms; goal: a hint < {GOAL_MS:.0f} ms)")
    print(f"{'what':<34} {'count':>6} {'median':>9} {'p95':>9} {'worst':>9}")
    print(row("hint, game cached", cached, 34))
    print(row("hint, game replayed first", cold, 34))
    print(row("reasons of a whole game's bot moves", logs, 34))
    if args.app_runs:
        taps, reruns = app_taps(args.app_runs)
        print(row("hint tap on the page (AppTest)", taps, 34))
        print(row("rerun, log reasons cached", reruns, 34))


if __name__ == "__main__":
    main()
