"""The answer log: who decided each answer (and its kind, first event, turn), and "undo back
to here" by the one rule. The expected log is written down while the game is played, from the
decision each answer was given to; the expected positions are snapshots taken on the way."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.bots.random_bot import RandomBot
from companion.engine.game import Game, Setup, UndoError
from companion.engine.log import Entry
from companion.engine.setup import PlayerPosition, Position
from companion.engine.standard import new_game
from tests.test_engine_invariants import snapshot
from tests.test_engine_undo import shows_hidden

ATTACKS = ("militia", "moat", "witch", "spy", "bureaucrat", "thief", "cellar", "library")


def played(
    db, seed: int, players: int, answers: int, kingdom=None, undoable: bool = False
) -> tuple[Game, list, list]:
    """A random game of up to `answers` answers (`undoable`: then on to one whose last answer
    showed nothing); the log as written down while playing (the
    decision's player and kind, the event count and turn before each answer), and a snapshot
    of the position before each answer."""
    rng = random.Random(seed)
    kingdom = kingdom or tuple(rng.sample(sorted(db.kingdom_ids), 10))
    g = new_game(db, Setup(tuple(f"P{i}" for i in range(players)), kingdom, seed))
    bots = [RandomBot(seed * 5 + i) for i in range(players)]
    expected, before = [], []
    while g.pending is not None and (len(g.answers) < answers or (undoable and not g.can_undo())):
        d = g.pending
        before.append(snapshot(g))
        answer = tuple(bots[d.player].answer(g, d))
        expected.append(Entry(d.player, d.kind, answer, len(g.events), g.turn))
        g.answer(answer)
    return g, expected, before


@pytest.mark.parametrize("seed", range(8))
def test_the_log_records_who_decided_each_answer(db, seed):
    """With Attacks in the kingdom, other players decide during a turn (Militia, Moat, Spy):
    the decider is the asked player, not the active one."""
    kingdom = (*ATTACKS, "village", "smithy")
    g, expected, _ = played(db, seed, 2 + seed % 3, 400, kingdom)
    assert g.log == tuple(expected)
    assert g.deciders == [e.player for e in expected]
    assert any(e.player != g.active for e in expected)  # not all answers are the active one's
    assert len(set(g.deciders)) > 1


def test_a_set_up_position_logs_the_attacked_players_answer(db):
    """You play Militia; the other player is asked about Moat: that answer is theirs."""
    deck = ("copper",) * 10
    you = PlayerPosition(hand=("militia", "copper"), deck=deck)
    other = PlayerPosition(hand=("moat", "copper", "copper", "estate", "estate"), deck=deck)
    g = new_game(db, Setup(("a", "b"), ("militia", "moat"), 1, Position((you, other))))
    g.answer("militia")
    g.answer("moat")
    assert [(e.player, e.kind, e.answer) for e in g.log] == [
        (0, "action", ("militia",)),
        (1, "reveal", ("moat",)),
    ]
    assert g.revealed_since(0)[0].kind == "react"
    with pytest.raises(UndoError, match="revealed hidden cards") as exc:
        g.undo_to(0)
    assert exc.value.events == g.revealed_since(0)


@pytest.mark.parametrize("seed", range(4))
def test_undo_to_returns_the_position_before_that_answer_or_refuses(db, seed):
    """For every n: refused exactly when an event from answer n on showed a hidden card (the
    undo table's own verdict), with those events; otherwise the position seen before answer n."""
    g, _, before = played(db, seed, 2, 60, undoable=True)
    allowed = 0
    for n in range(len(g.answers)):
        shown = tuple(e for e in g.events[g.answer_events[n] :] if shows_hidden(e))
        assert g.revealed_since(n) == shown
        assert g.can_undo_to(n) is not shown
        if shown:
            with pytest.raises(UndoError) as exc:
                g.undo_to(n)
            assert exc.value.events == shown
        else:
            assert snapshot(g.undo_to(n)) == before[n]
            allowed += 1
    assert allowed  # the answers since the last draw or shuffle may be undone
    assert allowed < len(g.answers)
    for n in (-1, len(g.answers)):
        with pytest.raises(UndoError, match="nothing to undo"):
            g.undo_to(n)


def test_undo_is_undo_to_the_last_answer(db):
    g, _, before = played(db, 3, 2, 1)
    assert g.can_undo() and snapshot(g.undo()) == before[0]
    assert g.revealed_since(len(g.answers)) == ()


def test_a_game_without_events_has_deciders_but_no_log(db):
    from companion.bots import Builder, parse

    bots = [Builder()(parse("bigmoney"), 1), Builder()(parse("bigmoney"), 2)]
    g = new_game(db, Setup(("a", "b"), ("smithy",), 4), bots=bots, events=False)
    g.play()
    assert len(g.deciders) == len(g.answers) > 0
    assert set(g.deciders) == {0, 1}
    with pytest.raises(RuntimeError, match="records no events"):
        _ = g.log


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(1, 4), cut=st.integers(1, 200))
def test_the_log_matches_the_decisions_in_random_games(db, seed, players, cut):
    """Any random game: the log is the decisions' players and kinds, answer by answer, and
    undo back to the last answer no event revealed after gives the position before it."""
    g, expected, before = played(db, seed, players, cut)
    assert g.log == tuple(expected)
    safe = [n for n in range(len(g.answers)) if g.can_undo_to(n)]
    if safe:
        assert snapshot(g.undo_to(safe[-1])) == before[safe[-1]]
