"""Peer measurement, run inside benchmarks/.peer-venv by bench_engine.py: pyminion's games/s.

Prints one JSON object: {matchup: {"games": n, "seconds": s, "turns": player-turns}}.
Usage: python peer_pyminion.py GAMES REPEATS
"""

from __future__ import annotations

import json
import logging
import random
import sys
import time

from pyminion.bots.examples import BigMoney, BigMoneySmithy
from pyminion.expansions.base import base_set, smithy
from pyminion.game import Game

MATCHUPS = {
    "bm-mirror": lambda: [BigMoney(player_id="bm1"), BigMoney(player_id="bm2")],
    "smithy-vs-bm": lambda: [BigMoneySmithy(player_id="smithy"), BigMoney(player_id="bm")],
}


def measure(make_players, games: int) -> tuple[float, int]:
    """Seconds for `games` games, and the player-turns they took."""
    turns = 0
    start = time.process_time()
    for _ in range(games):
        game = Game(
            players=make_players(),
            expansions=[base_set],
            kingdom_cards=[smithy],
            log_stdout=False,
        )
        game.play()
        turns += sum(p.turns for p in game.players)
    return time.process_time() - start, turns


def main() -> None:
    games, repeats = int(sys.argv[1]), int(sys.argv[2])
    logging.disable(logging.CRITICAL)  # pyminion logs every move; keep its hot path quiet
    random.seed(1)
    out = {}
    for name, make in MATCHUPS.items():
        best = min((measure(make, games) for _ in range(repeats)), key=lambda r: r[0])
        out[name] = {"games": games, "seconds": best[0], "turns": best[1]}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
