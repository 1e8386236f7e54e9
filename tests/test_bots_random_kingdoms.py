"""Every bot plays many games on random kingdoms of both sets, 2-4 players, without an error:
each answer is legal (the engine checks it) and every game ends."""

from __future__ import annotations

import random

import pytest

from companion.bots import bot_names, make_bot, parse
from companion.engine.game import Game, Setup
from companion.engine.standard import new_game

SETS = (("base-1e",), ("seaside-1e",), ("base-1e", "seaside-1e"))
MAX_DECISIONS = 30_000
NAMES = bot_names()
GAMES = {"bigmoney": 300, "bmu": 300, "random": 300}
PLUS_GAMES = 100
"""Games led by each Big Money + X bot; with 1-3 random bots from the whole list at each table,
every bot sits at about 300 tables or more over the test (290 to 540; 6,000 games in all)."""


def play(db, cat, rng: random.Random, lead: str) -> Game:
    players = rng.randint(2, 4)
    names = [lead, *(rng.choice(NAMES) for _ in range(players - 1))]
    rng.shuffle(names)
    sets = rng.choice(SETS)
    needs = list(dict.fromkeys(c for n in names for c in parse(n, cat).needs))
    pool = sorted(c for c in db.kingdom_ids if db[c].set in sets and c not in needs)
    kingdom = [*needs, *rng.sample(pool, max(0, 10 - len(needs)))]
    seed = rng.getrandbits(32)
    game = new_game(db, Setup(tuple(names), tuple(kingdom), seed))
    bots = [make_bot(n, seed + i, cat) for i, n in enumerate(names)]
    for _ in range(MAX_DECISIONS):
        d = game.pending
        if d is None:
            break
        game.answer(bots[d.player].answer(game, d))
    assert game.game_over, f"no end: {names} on {kingdom}, seed {seed}"
    assert game.winners
    return game


@pytest.mark.parametrize("name", NAMES)
def test_bot_plays_random_kingdoms(db, cat, name):
    rng = random.Random(f"random-kingdoms:{name}")
    for _ in range(GAMES.get(name, PLUS_GAMES)):
        play(db, cat, rng, name)
