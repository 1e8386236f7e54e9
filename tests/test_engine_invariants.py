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
from companion.engine.standard import new_game
from companion.engine.view import state_json
from companion.kingdom.order import CARD_ORDER
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


class DrawnBot(RandomBot):
    """The random bot with a given source of randomness (Hypothesis's, so failures shrink)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng


def play(
    db, kingdom: tuple[str, ...], players: int, seed: int, bots, check_every: bool = True
) -> Game:
    """A game to its end, every answer from the bot of the player asked."""
    g = new_game(db, Setup(tuple(f"P{i + 1}" for i in range(players)), kingdom, seed))
    start = total_cards(g)
    steps = 0
    while g.pending is not None:
        g.answer(bots[g.pending.player % len(bots)].answer(g, g.pending))
        steps += 1
        assert steps < MAX_DECISIONS, f"game did not end: seed {seed}, kingdom {kingdom}"
        if check_every:
            assert total_cards(g) == start
            check_counters(g)
    assert g.game_over and g.winners
    assert total_cards(g) == start
    return g


def play_random(db, seed: int, players: int, sets: tuple[str, ...], check_every: bool = True):
    rng = random.Random(seed)
    pool = sorted(c for c in db.kingdom_ids if db[c].set in sets)
    kingdom = tuple(rng.sample(pool, 10))
    bots = [RandomBot(seed * 10 + i) for i in range(players)]
    return play(db, kingdom, players, seed, bots, check_every)


# Hypothesis draws the kingdom and every random answer, so a failing game shrinks to a
# simpler kingdom and simpler answers (the shuffles stay seeded, as in a real game). Drawn
# answers cost about 0.1 ms each, so these run fewer games than the seeded test below.
KINGDOMS = st.lists(st.sampled_from(CARD_ORDER), min_size=10, max_size=10, unique=True)
SEEDS = st.integers(0, 2**32)
ANSWERS = st.randoms(use_true_random=False)
# A whole game asks hundreds of questions: its smallest input is large by nature.
SLOW_AND_LARGE = [HealthCheck.too_slow, HealthCheck.large_base_example]


@settings(max_examples=30, deadline=None, suppress_health_check=SLOW_AND_LARGE)
@given(kingdom=KINGDOMS, players=st.integers(1, 4), seed=SEEDS, answers=ANSWERS)
def test_random_games_conserve_cards_and_end(db, kingdom, players, seed, answers):
    play(db, tuple(kingdom), players, seed, [DrawnBot(answers)])


@settings(max_examples=25, deadline=None, suppress_health_check=SLOW_AND_LARGE)
@given(
    kingdom=KINGDOMS,
    players=st.integers(1, 4),
    seed=SEEDS,
    cut=st.integers(0, 300),
    answers=ANSWERS,
)
def test_replay_and_save_reproduce_the_state(db, kingdom, players, seed, cut, answers):
    """A replayed or loaded game is the same game: same state, same events, and the same
    future (hidden state such as the shuffler, Haven's card or Outpost's turn included)."""
    g = new_game(db, Setup(tuple(f"P{i + 1}" for i in range(players)), tuple(kingdom), seed))
    bot = DrawnBot(answers)
    for _ in range(cut):
        if g.pending is None:
            break
        g.answer(bot.answer(g, g.pending))
    copies = (g.replay(g.answers), save.loads(db, save.dumps(g)))
    for copy in copies:
        assert state_json(copy) == state_json(g)
        assert copy.events == g.events
        assert copy.log == g.log  # a loaded save rebuilds the log: deciders, kinds, turns
    for _ in range(50):  # the same answers from here on must give the same events
        if g.pending is None:
            break
        answer = bot.answer(g, g.pending)
        for game in (g, *copies):
            game.answer(answer)
    for copy in copies:
        assert copy.events == g.events
        assert state_json(copy) == state_json(g)


def snapshot(g: Game) -> dict:
    """Everything later play depends on: the JSON state, the log, and what the JSON leaves out."""
    rng = getattr(g.shuffler, "_rng", None)
    return {
        "state": state_json(g),
        "events": list(g.events),
        "answers": list(g.answers),
        "log": list(g.log),  # who decided each answer, its kind, first event and turn
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
    g = new_game(db, Setup(tuple(f"P{i}" for i in range(players)), kingdom, seed))
    bots = [RandomBot(seed + i) for i in range(players)]
    for _ in range(cut - 1):
        if g.pending is None:
            break
        g.answer(bots[g.pending.player].answer(g, g.pending))
    assume(g.pending is not None)
    return g, bots[g.pending.player], snapshot(g)


UNDO_SETTINGS = settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.filter_too_much]
)


@UNDO_SETTINGS
@given(seed=st.integers(0, 2**32), players=st.integers(1, 4), cut=st.integers(1, 300))
def test_undo_restores_the_state_before_the_last_answer(db, seed, players, cut):
    g, bot, before = play_to(db, seed, players, cut)
    g.answer(bot.answer(g, g.pending))
    assume(g.can_undo())
    assert snapshot(g) != before
    assert snapshot(g.undo()) == before


@UNDO_SETTINGS
@given(seed=st.integers(0, 2**32), players=st.integers(1, 4), cut=st.integers(1, 300))
def test_no_undo_once_the_last_answer_showed_a_card(db, seed, players, cut):
    g, bot, _ = play_to(db, seed, players, cut)
    first = len(g.events)
    g.answer(bot.answer(g, g.pending))
    assume(any(shows_hidden(e) for e in g.events[first:]))
    assert not g.can_undo()
    with pytest.raises(UndoError):
        g.undo()


def test_a_thousand_random_games(db):
    """Thousands of games over the suite: 1,000 here on all sets, with per-step checks off.

    Seeded and fast: the breadth, where the Hypothesis tests above bring shrinking."""
    for seed in range(1000):
        players = 1 + seed % 4
        sets = [("base-1e",), ("seaside-1e",), ("base-1e", "seaside-1e")][seed % 3]
        play_random(db, 10_000 + seed, players, sets, check_every=seed % 10 == 0)
