"""Engine speed: games per second in one process, ours and the peer engine pyminion's, side by side.

Run: .venv/bin/python benchmarks/bench_engine.py [--games 1000] [--repeats 3] [--no-peer]
                                                 [--profile]

Matchups: the two-player Big Money mirror, and Smithy-Big-Money against Big Money. Ours are
played by the simulator's own loop (`companion.sim.play_game`: bots, engine, Province watch);
pyminion's by its example bots (BigMoney, BigMoneySmithy) in benchmarks/.peer-venv, a private
virtualenv this script creates on first use (`python -m venv` + `pip install pyminion`), so the
project never depends on it. The two sides alternate, repeat, and keep their best time, in CPU
seconds of their own process (time.process_time: steadier than wall time on a shared machine).
Both report games/s and player-turns/s (our bots' endgame rules make some games longer).
The first line says whether the engine's compiled modules run (scripts/compile_engine.sh).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import subprocess
import sys
import time
from pathlib import Path

from companion.bots import Builder, parse
from companion.catalogue import load
from companion.compiled import status
from companion.engine.cards import CardDB
from companion.sim import SimSpec, play_game

HERE = Path(__file__).resolve().parent
PEER_VENV = HERE / ".peer-venv"
PEER_SCRIPT = HERE / "peer_pyminion.py"
PEER_PACKAGE = "pyminion"

MATCHUPS = {
    "bm-mirror": ("bigmoney", "bigmoney"),
    "smithy-vs-bm": ("smithy-bm", "bigmoney"),
}
LABELS = {"bm-mirror": "Big Money mirror", "smithy-vs-bm": "Smithy-BM vs Big Money"}


def ours(matchup: str, games: int) -> tuple[float, int]:
    """Seconds for `games` games of a matchup in this process, and the player-turns played."""
    cat = load()
    db = CardDB(cat)
    spec = SimSpec(bots=tuple(parse(n, cat) for n in MATCHUPS[matchup]), kingdom=("smithy",))
    builder = Builder(cat)
    turns = 0
    start = time.process_time()
    for i in range(games):
        turns += sum(play_game(spec, db, builder, i).player_turns)
    return time.process_time() - start, turns


def peer_python() -> Path | None:
    """The peer venv's interpreter, creating the venv and installing pyminion on first use."""
    python = PEER_VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    if not python.exists():
        print(f"creating {PEER_VENV} with {PEER_PACKAGE} (first run only)...", file=sys.stderr)
        try:
            subprocess.run([sys.executable, "-m", "venv", str(PEER_VENV)], check=True)
            subprocess.run(
                [
                    str(python),
                    "-m",
                    "pip",
                    "install",
                    "-q",
                    "--disable-pip-version-check",
                    PEER_PACKAGE,
                ],
                check=True,
            )
        except (OSError, subprocess.CalledProcessError) as exc:
            print(f"peer engine unavailable: {exc}", file=sys.stderr)
            return None
    return python


def peer(python: Path, games: int) -> dict[str, tuple[float, int]]:
    """pyminion's best-of-one timing per matchup, measured in its own venv."""
    out = subprocess.run(
        [str(python), str(PEER_SCRIPT), str(games), "1"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    data = json.loads(out)
    return {m: (v["seconds"], v["turns"]) for m, v in data.items()}


def best(a: tuple[float, int] | None, b: tuple[float, int]) -> tuple[float, int]:
    return b if a is None or b[0] < a[0] else a


def profile(games: int) -> None:
    """cProfile of our Smithy-BM vs Big Money games, top 25 by own time."""
    profiler = cProfile.Profile()
    profiler.enable()
    ours("smithy-vs-bm", games)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(25)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per measurement")
    parser.add_argument("--repeats", type=int, default=3, help="measurements per side")
    parser.add_argument("--no-peer", action="store_true", help="skip pyminion")
    parser.add_argument("--profile", action="store_true", help="profile our engine instead")
    args = parser.parse_args()
    if args.profile:
        profile(args.games)
        return 0
    python = None if args.no_peer else peer_python()
    our_best: dict[str, tuple[float, int] | None] = dict.fromkeys(MATCHUPS)
    peer_best: dict[str, tuple[float, int] | None] = dict.fromkeys(MATCHUPS)
    for _ in range(args.repeats):
        for m in MATCHUPS:
            our_best[m] = best(our_best[m], ours(m, args.games))
        if python is not None:
            for m, timing in peer(python, args.games).items():
                peer_best[m] = best(peer_best[m], timing)
    print(f"Engine speed, one process, {args.games} games per run, best of {args.repeats}")
    print(status())
    print(
        f"{'matchup':<24} {'ours g/s':>9} {'pyminion g/s':>13} {'ratio':>6}"
        f" {'ours turns/s':>13} {'pyminion turns/s':>17} {'ratio':>6}"
    )
    for m in MATCHUPS:
        seconds, turns = our_best[m] or (0.0, 0)
        games_s, turns_s = args.games / seconds, turns / seconds
        line = f"{LABELS[m]:<24} {games_s:>9,.0f}"
        theirs = peer_best[m]
        if theirs is None:
            print(f"{line} {'-':>13} {'-':>6} {turns_s:>13,.0f} {'-':>17} {'-':>6}")
            continue
        peer_games = args.games / theirs[0]
        peer_turns = theirs[1] / theirs[0]
        print(
            f"{line} {peer_games:>13,.0f} {games_s / peer_games:>5.1f}x {turns_s:>13,.0f}"
            f" {peer_turns:>17,.0f} {turns_s / peer_turns:>5.1f}x"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
