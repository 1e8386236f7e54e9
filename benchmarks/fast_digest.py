"""Before/after check of the simulator's fast path: a digest of many seeded inline games.

Run: .venv/bin/python benchmarks/fast_digest.py [--games 3000] [--out FILE] [--check FILE]

`engine_digest.py` plays through the checked path; this one through the one the simulator and
`bench_engine.py` time (`new_game(..., bots=..., events=False)` and `sim.play_out`). Game i is
either a benchmark matchup (Big Money mirror, Smithy-BM vs Big Money, on Smithy), a solitaire
game, or a random kingdom of one or both sets with 2-4 bots (Big Money, BMU, Big Money + one of
its cards, now and then the random bot), all drawn from `random.Random(i)`. One line per game:
`i sha256` of every answer, every decider, the record and the shuffler's state; the last line
digests them all.
"""

from __future__ import annotations

import hashlib
import random
import sys
from pathlib import Path

from companion.bots import Builder, parse
from companion.engine.cards import CardDB
from companion.engine.standard import new_game
from companion.sim import SimSpec, play_solitaire
from companion.sim.play import play_out, seating
from companion.sim.shuffler import FastShuffler
from companion.sim.stuck import dead_end

sys.path.insert(0, str(Path(__file__).resolve().parent))  # its sibling benchmarks
from engine_digest import run

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "fast-digest.txt"
SETS = (("base-1e",), ("seaside-1e",), ("base-1e", "seaside-1e"))
MATCHUPS = (("bigmoney", "bigmoney"), ("smithy-bm", "bigmoney"))


def spec_of(db: CardDB, builder: Builder, i: int) -> tuple[SimSpec, bool]:
    """Game i's simulation (one game, index i) and whether it is a solitaire game."""
    rng = random.Random(i)
    kind = rng.random()
    seed = rng.randrange(1 << 32)
    if kind < 0.3:
        names = MATCHUPS[i % 2]
        spec = SimSpec(tuple(parse(n, builder.cat) for n in names), ("smithy",), 1, seed)
        return spec, False
    sets = rng.choice(SETS)
    kingdom = tuple(rng.sample(sorted(c for c in db.kingdom_ids if db[c].set in sets), 10))
    count = 1 if kind < 0.4 else rng.randint(2, 4)
    names = tuple(
        rng.choice(("bigmoney", "bmu", "random", *(f"{c}-bm" for c in rng.sample(kingdom, 3))))
        for _ in range(count)
    )
    spec = SimSpec(
        tuple(parse(n, builder.cat) for n in names),
        kingdom,
        1,
        seed,
        solitaire=count == 1,
        max_turns=rng.choice((30, 100)),
    )
    return spec, count == 1


def play(db: CardDB, builder: Builder, i: int) -> str:
    """The digest of game i."""
    spec, solo = spec_of(db, builder, i)
    h = hashlib.sha256()
    if solo:
        h.update(repr(play_solitaire(spec, db, builder, 0, i)).encode())
        return h.hexdigest()
    setup, order, bots = seating(spec, builder, i)
    game = new_game(db, setup, FastShuffler(setup.seed), bots=bots, events=False)
    record = play_out(spec, game, i, order, dead_end(builder.cat))
    h.update(repr(game.answers).encode())
    h.update(repr(game.deciders).encode())
    h.update(repr(record).encode())
    h.update(repr(game.shuffler._rng.getstate()).encode())  # type: ignore[attr-defined]
    return h.hexdigest()


def main() -> int:
    return run(play, __doc__ or "", 3000, DEFAULT_OUT)


if __name__ == "__main__":
    sys.exit(main())
