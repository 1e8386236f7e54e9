"""Table page speed: replaying a 300-answer log, a 4-player mid-game view, and the pure parts
the page calls (example replays, next-hand odds, the score to beat).

Run: .venv/bin/python benchmarks/bench_table.py [--repeats 30]

The log is a 4-player game of random bots (every kind of decision, many of them: bots that
follow a strategy end a 4-player game in about 150 answers) on a kingdom with Throne Room,
Library, Chapel and Remodel, cut at 300 answers; the mid-game position is after 150 of them. Figures
are wall-clock milliseconds: the median and the best of the repeats. Goals from issue 12:
replay of a 300-answer log < 20 ms. The page's view model (companion/table/model.py) is built
on `player_view.view_json`, timed here; when that module exists its builder is timed too.
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import time
from collections.abc import Callable
from typing import Any

from companion.bots.registry import make_bot
from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.game import Game, Setup
from companion.engine.player_view import view, view_json
from companion.engine.standard import new_game
from companion.table.odds import next_hand_coins
from companion.table.replay import load_replay, replays
from companion.table.score import par_turns, turns_to_target

LOG_KINGDOM = ("cellar", "chapel", "festival", "library", "moat", "remodel", "smithy", "village",
               "throne_room", "workshop")  # fmt: skip
BOTS = ("random",) * 4
PAR_KINGDOM = ("cellar", "market", "militia", "mine", "moat", "remodel", "smithy", "village",
               "woodcutter", "workshop")  # fmt: skip
LOG_LENGTH = 300
GOAL_REPLAY_MS = 20.0


def log_game(db: CardDB) -> Game:
    """The first seeded 4-player bot game that reaches LOG_LENGTH answers, cut there."""
    for seed in range(1, 100):
        game = new_game(db, Setup(BOTS, LOG_KINGDOM, seed))
        bots = [make_bot(name, seed=seed + i) for i, name in enumerate(BOTS)]
        while game.pending is not None and len(game.answers) < LOG_LENGTH:
            game.answer(bots[game.pending.player].answer(game, game.pending))
        if len(game.answers) == LOG_LENGTH:
            return game
    raise SystemExit("no game reached the log length")


def timed(fn: Callable[[], Any], repeats: int) -> tuple[float, float]:
    """Median and best wall time of `fn`, in milliseconds."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=30)
    args = parser.parse_args()
    cat = load()
    db = CardDB(cat)
    first_list = timed(lambda: replays(cat, "hu"), 1)  # reads and parses the 128 files
    game = log_game(db)
    mid = game.replay(game.answers[: LOG_LENGTH // 2])
    viewer = mid.pending.player if mid.pending is not None else 0
    rows: list[tuple[str, tuple[float, float], str]] = [
        (f"replay of a {LOG_LENGTH}-answer log (4 players)",
         timed(lambda: game.replay(game.answers), args.repeats), f"goal < {GOAL_REPLAY_MS:g} ms"),
        ("player's view, 4-player mid-game (view)",
         timed(lambda: view(mid, viewer), args.repeats), ""),
        ("player's view as JSON (view_json)",
         timed(lambda: view_json(mid, viewer), args.repeats), ""),
        ("next hand's coins, mid-game (odds)",
         timed(lambda: next_hand_coins(mid, viewer), args.repeats), ""),
        ("4th Province turn over the log (score)",
         timed(lambda: turns_to_target(game, 0), args.repeats), ""),
        ("list of 128 replays, first call in a process", first_list, "parses every file"),
        ("list of 128 replays, sorted in Hungarian",
         timed(lambda: replays(cat, "hu"), args.repeats), "later calls: cached"),
        ("load the Duration example replay (12 steps)",
         timed(lambda: load_replay("example-duration", db), args.repeats), ""),
        ("score to beat: par_turns, 200 games per bot",
         timed(lambda: par_turns(PAR_KINGDOM, seed=1), 3), "goal < 2000 ms"),
    ]  # fmt: skip
    try:
        model: Any = importlib.import_module("companion.table.model")
    except ImportError:
        model = None
    build = getattr(model, "build", None) if model is not None else None
    if callable(build):
        rows.append(
            ("view model (companion.table.model.build)",
             timed(lambda: build(mid, viewer, cat), args.repeats), "")
        )  # fmt: skip
    print(f"{'what':<48} {'median ms':>10} {'best ms':>9}  note")
    for label, (median, best), note in rows:
        print(f"{label:<48} {median:>10.2f} {best:>9.2f}  {note}")


if __name__ == "__main__":
    main()
