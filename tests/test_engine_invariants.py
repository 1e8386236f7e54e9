"""Random legal play on random kingdoms: cards are conserved, counters stay >= 0, games end,
and replay, undo and save files reproduce the state exactly."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from companion.bots.random_bot import RandomBot
from companion.engine import save
from companion.engine.game import Game, Setup, UndoError
from companion.engine.view import state_json
from tests.test_engine_undo import shows_hidden

MAX_DECISIONS = 20_000


def total_cards(g: Game) -> int:
    return sum(g.supply.values()) + len(g.trash) + sum(len(p.all_cards()) for p in g.players)


def check_counters(g: Game) -> None:
    assert all(n >= 0 for n in g.supply.values())
    assert all(n >= 0 for n in g.embargo.values())
    assert g.actions >= 0 and g.buys >= 0 and g.coins >= 0
    for p in g.players:
        assert p.pirate_tokens >= 0
        assert not p.set_aside or g.pending is not None


def play_random(db, seed: int, players: int, sets: tuple[str, ...], check_every: bool = True):
    rng = random.Random(seed)
    pool = sorted(c for c in db.kingdom_ids if db[c].set in sets)
    kingdom = tuple(rng.sample(pool, 10))
    g = Game(db, Setup(tuple(f"P{i + 1}" for i in range(players)), kingdom, seed))
    start = total_cards(g)
    bots = [RandomBot(seed * 10 + i) for i in range(players)]
    steps = 0
    while g.pending is not None:
        g.answer(bots[g.pending.player].answer(g.pending))
        steps += 1
        assert steps < MAX_DECISIONS, f"game did not end: seed {seed}, kingdom {kingdom}"
        if check_every:
            assert total_cards(g) == start
            check_counters(g)
    assert g.game_over and g.winners
    assert total_cards(g) == start
    return g


SETS = st.sampled_from([("base-1e",), ("seaside-1e",), ("base-1e", "seaside-1e")])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(1, 4), sets=SETS)
def test_random_games_conserve_cards_and_end(db, seed, players, sets):
    play_random(db, seed, players, sets)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(1, 4), sets=SETS)
def test_replay_and_save_reproduce_the_state(db, seed, players, sets):
    g = play_random(db, seed, players, sets, check_every=False)
    again = g.replay(g.answers)
    assert state_json(again) == state_json(g)
    assert again.events == g.events
    loaded = save.loads(db, save.dumps(g))
    assert state_json(loaded) == state_json(g)


def snapshot(g: Game) -> dict:
    """Everything later play depends on: the JSON state, the log, and what the JSON leaves out."""
    rng = getattr(g.shuffler, "_rng", None)
    return {
        "state": state_json(g),
        "events": list(g.events),
        "answers": list(g.answers),
        "next_turn": [list(p.next_turn) for p in g.players],
        "gained_last_turn": [list(p.gained_last_turn) for p in g.players],
        "set_aside": [list(p.set_aside) + list(p.haven) for p in g.players],
        "flags": (
            g.extra_turn_pending,
            g.extra_turn,
            g.cleanup_draw,
            g.bought_victory,
            list(g.gained_this_turn),
        ),
        "rng": rng.getstate() if rng is not None else None,
    }


def play_to(db, seed: int, players: int, cut: int) -> tuple[Game, RandomBot | None, dict]:
    """A random game stopped before its answer number `cut`, its next bot and its snapshot."""
    rng = random.Random(seed)
    kingdom = tuple(rng.sample(sorted(db.kingdom_ids), 10))
    g = Game(db, Setup(tuple(f"P{i}" for i in range(players)), kingdom, seed))
    bots = [RandomBot(seed + i) for i in range(players)]
    for _ in range(cut - 1):
        if g.pending is None:
            break
        g.answer(bots[g.pending.player].answer(g.pending))
    assume(g.pending is not None)
    return g, bots[g.pending.player], snapshot(g)


UNDO_SETTINGS = settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.filter_too_much]
)


@UNDO_SETTINGS
@given(seed=st.integers(0, 2**32), players=st.integers(1, 4), cut=st.integers(1, 300))
def test_undo_restores_the_state_before_the_last_answer(db, seed, players, cut):
    g, bot, before = play_to(db, seed, players, cut)
    g.answer(bot.answer(g.pending))
    assume(g.can_undo())
    assert snapshot(g) != before
    assert snapshot(g.undo()) == before


@UNDO_SETTINGS
@given(seed=st.integers(0, 2**32), players=st.integers(1, 4), cut=st.integers(1, 300))
def test_no_undo_once_the_last_answer_showed_a_card(db, seed, players, cut):
    g, bot, _ = play_to(db, seed, players, cut)
    first = len(g.events)
    g.answer(bot.answer(g.pending))
    assume(any(shows_hidden(e) for e in g.events[first:]))
    assert not g.can_undo()
    with pytest.raises(UndoError):
        g.undo()


def test_a_thousand_random_games(db):
    """Thousands of games over the suite: 1,000 here on all sets, with per-step checks off."""
    for seed in range(1000):
        players = 1 + seed % 4
        sets = [("base-1e",), ("seaside-1e",), ("base-1e", "seaside-1e")][seed % 3]
        play_random(db, 10_000 + seed, players, sets, check_every=seed % 10 == 0)
