"""Before/after check of the engine: a digest of many seeded random games, to compare refactors.

Run: .venv/bin/python benchmarks/engine_digest.py [--games 10000] [--out FILE] [--check FILE]

Game i draws its player count (1-4), its sets (base, Seaside or both), its ten kingdom cards and
its players (mostly the random bot, sometimes Big Money or Big Money + a kingdom card) from
`random.Random(i)`, plays to the end and records one line: `i sha256`, the hash of the answers,
every event, the final `state_json` and what that JSON leaves out (next-turn payloads, cards
gained last turn, Outpost flags, Embargo tokens, a bought Victory card, the shuffler's state).
The last line is the digest of all games. With --check FILE the run is compared with a saved
file and the differing games are listed (exit 1). Undo marks are not part of the digest.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.bots import Builder, parse
from companion.bots.protocol import Bot
from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.game import Game, Setup
from companion.engine.standard import new_game
from companion.engine.view import state_json

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "engine-digest.txt"
MAX_DECISIONS = 20_000
SETS = (("base-1e",), ("seaside-1e",), ("base-1e", "seaside-1e"))


def internals(g: Game) -> dict[str, Any]:
    """The state `state_json` does not show but later play depends on."""
    rng = getattr(g.shuffler, "_rng", None)
    return {
        "players": [
            {
                "next_turn": [list(e) for e in p.next_turn],
                "gained_last_turn": list(p.gained_last_turn),
                "set_aside": list(p.set_aside),
                "haven": list(p.haven),
            }
            for p in g.players
        ],
        "embargo": dict(g.embargo),
        "outpost_pending": g.extra_turn_pending,  # named outpost_pending before the split
        "extra_turn": g.extra_turn,
        "bought_victory": g.bought_victory,
        "gained_this_turn": list(g.gained_this_turn),
        "rng": hashlib.sha256(repr(rng.getstate()).encode()).hexdigest() if rng else None,
    }


def play(db: CardDB, builder: Builder, i: int) -> str:
    """The digest of game i."""
    rng = random.Random(i)
    players = rng.randint(1, 4)
    sets = rng.choice(SETS)
    pool = sorted(c for c in db.kingdom_ids if db[c].set in sets)
    kingdom = tuple(rng.sample(pool, 10))
    bots: list[Bot] = []
    for seat in range(players):
        kind = rng.random()
        if kind < 0.7:
            name = "random"
        elif kind < 0.85:
            name = "bigmoney"
        else:
            name = f"{rng.choice(kingdom)}-bm"
        bots.append(builder(parse(name, builder.cat), i * 10 + seat))
    g = new_game(db, Setup(tuple(f"P{s + 1}" for s in range(players)), kingdom, i))
    steps = 0
    while g.pending is not None and steps < MAX_DECISIONS:
        g.answer(bots[g.pending.player].answer(g, g.pending))
        steps += 1
    h = hashlib.sha256()
    h.update(json.dumps([list(a) for a in g.answers]).encode())
    for e in g.events:
        h.update(repr(tuple(e)).encode())
    h.update(json.dumps(state_json(g), sort_keys=True).encode())
    h.update(json.dumps(internals(g), sort_keys=True).encode())
    return h.hexdigest()


Play = Callable[[CardDB, Builder, int], str]
"""One game's digest: game i played on the card table with the bot builder."""


def run(play: Play, doc: str, default_games: int, default_out: Path) -> int:
    """The command line both digests share: play `--games` games, write one line each and the
    digest of all to `--out`, and with `--check FILE` list the games that differ (exit 1)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--games", type=int, default=default_games)
    parser.add_argument("--out", type=Path, default=default_out, help="where to write the digests")
    parser.add_argument("--check", type=Path, help="compare with a saved digest file")
    args = parser.parse_args()
    cat = load()
    db = CardDB(cat)
    builder = Builder(cat)
    start = time.process_time()
    lines = [f"{i} {play(db, builder, i)}" for i in range(args.games)]
    total = hashlib.sha256("\n".join(lines).encode()).hexdigest()
    lines.append(f"all {total}")
    args.out.write_text("\n".join(lines) + "\n")
    print(f"{args.games} games in {time.process_time() - start:.1f} s CPU; digest {total}")
    if args.check is None:
        return 0
    saved = args.check.read_text().splitlines()
    differ = [a.split()[0] for a, b in zip(lines, saved, strict=False) if a != b]
    if len(saved) != len(lines):
        print(f"{args.check} has {len(saved)} lines, this run {len(lines)}")
    if differ:
        print(f"differ: {' '.join(differ[:50])}")
        return 1
    print(f"identical to {args.check}")
    return 0


def main() -> int:
    return run(play, __doc__ or "", 10_000, DEFAULT_OUT)


if __name__ == "__main__":
    sys.exit(main())
