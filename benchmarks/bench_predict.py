"""Predict mode and the next-turn line: how long judging a guess and saying what comes next take.

Run: .venv/bin/python benchmarks/bench_predict.py [--repeats 20]

A guess is judged at every step of every example replay (data/scenarios), with the first
legal answer that is not the rulebook's (a wrong or equivalent guess: the slow path, two
forks of the engine and their positions compared) and with the rulebook's own answer (the
fast path). A long replay is a 300-answer 4-player game of random bots, judged near its end
(each fork replays about 300 answers). Figures are wall-clock milliseconds; the goal from
issue 21 is a predict tap in < 150 ms server time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion.bots.registry import make_bot  # noqa: E402
from companion.catalogue import load  # noqa: E402
from companion.catalogue.model import Text  # noqa: E402
from companion.engine.cards import CardDB  # noqa: E402
from companion.engine.game import Setup  # noqa: E402
from companion.engine.standard import new_game  # noqa: E402
from companion.i18n import translator  # noqa: E402
from companion.table.next_turn import next_turn, next_turn_line  # noqa: E402
from companion.table.predict import candidates, judge, question  # noqa: E402
from companion.table.predict_words import verdict_lines  # noqa: E402
from companion.table.replay import Move, Replay, ReplayInfo, load_replay, replays  # noqa: E402

GOAL_MS = 150.0
KINGDOM = ("wharf", "haven", "outpost", "tactician", "caravan", "library", "militia",
           "throne_room", "cellar", "remodel")  # fmt: skip


def ms(fn: Callable[[], object]) -> float:
    """The wall time of one call, in milliseconds."""
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def long_replay(db: CardDB) -> Replay:
    """A 300-answer game of random bots as a replay (the insight's sample games are alike)."""
    for seed in range(1, 100):
        game = new_game(db, Setup(("random",) * 4, KINGDOM, seed))
        bots = [make_bot("random", seed=seed + i) for i in range(4)]
        while game.pending is not None and len(game.answers) < 300:
            game.answer(bots[game.pending.player].answer(game, game.pending))
        if len(game.answers) == 300:
            info = ReplayInfo("bench", Text("bench", "bench"), None, False, None)
            return Replay(info, game.setup, [Move(a) for a in game.answers], db)
    raise SystemExit("no game reached 300 answers")


def report(label: str, times: list[float], note: str = "") -> None:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"{label:<52} {statistics.median(times):>9.2f} {p95:>8.2f} {times[-1]:>8.2f}  {note}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()
    cat = load()
    db = CardDB(cat)
    hu = translator("hu")
    wrong: list[float] = []
    right: list[float] = []
    words: list[float] = []
    for info in replays():
        r = load_replay(info.id, db)
        for n in range(r.last):
            q = question(r, n)
            assert q is not None
            other = next((a for a in candidates(q.decision, 20) if a != q.book), None)
            right.append(ms(lambda r=r, n=n, q=q: judge(r, db, n, q.book)))
            if other is not None:
                start = time.perf_counter()
                v = judge(r, db, n, other)
                wrong.append((time.perf_counter() - start) * 1000)
                words.append(ms(lambda v=v, r=r: verdict_lines(hu, cat, v, r.seat_names("hu"), 0)))
    long = long_replay(db)
    n = long.last - 1
    q = question(long, n)
    assert q is not None
    other = next(a for a in candidates(q.decision, 20) if a != q.book)
    long_times = [ms(lambda: judge(long, db, n, other)) for _ in range(args.repeats)]
    game = long.game_at(n)
    names = long.seat_names("hu")
    line_times = [
        ms(lambda: next_turn_line(hu, cat, next_turn(game, 0), names)) for _ in range(args.repeats)
    ]
    print(f"{'what':<52} {'median':>9} {'p95':>8} {'max':>8}  (ms)")
    report(f"judge a wrong guess, every replay step ({len(wrong)})", wrong, f"goal < {GOAL_MS:g}")
    report(f"judge the rulebook's move ({len(right)})", right, "no fork")
    report("a wrong guess in words (hu)", words)
    report(f"judge a wrong guess at step {n} of a 300-answer game", long_times, "two forks")
    report("the next-turn line (hu), 300-answer game", line_times)


if __name__ == "__main__":
    main()
