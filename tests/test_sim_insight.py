"""Kingdom insight: the simulator's figures card by card, for any job count, cached by kingdom."""

from __future__ import annotations

from concurrent.futures import CancelledError, Executor, Future

import pytest

from companion.bots import Builder
from companion.engine.save import loads
from companion.engine.standard import new_game
from companion.sim import SimError, play_game, run
from companion.sim.insight import (
    CHUNK,
    INSIGHT_GAMES,
    Insight,
    InsightCache,
    InsightJob,
    InsightSpec,
    pieces,
    run_insight,
    sample_game,
)

KINGDOM = (
    "witch",
    "chapel",
    "smithy",
    "village",
    "moat",
    "militia",
    "market",
    "laboratory",
    "festival",
    "cellar",
)
"""The insight's test kingdom (also the benchmarks' first)."""
OTHER_KINGDOM = (
    "witch",
    "chapel",
    "bazaar",
    "warehouse",
    "lighthouse",
    "cutpurse",
    "remodel",
    "moneylender",
    "spy",
    "gardens",
)
"""A second one, both sets: the phone journey's, and the browser benchmark's second tap."""
MONEY_KINGDOM = (
    "witch",
    "smithy",
    "militia",
    "moneylender",
    "market",
    "laboratory",
    "council_room",
    "bureaucrat",
    "mine",
    "festival",
)
"""A third one without a village or a $2 card: fewer openings (23 against KINGDOM's 57)."""
GAMES = 40


@pytest.fixture(scope="module")
def insight() -> Insight:
    return run_insight(InsightSpec(KINGDOM, games=GAMES, seed=7), 1)


def test_every_card_is_there_once_strongest_first(insight):
    assert sorted(c.card for c in insight.cards) == sorted(KINGDOM)
    assert [c.bot for c in insight.cards if c.card == "witch"] == ["witch-bm"]
    rates = [c.wins.value for c in insight.cards]
    assert rates == sorted(rates, reverse=True)
    for c in insight.cards:
        assert c.wins.total == GAMES and c.alone.games == GAMES
        assert c.wins.low <= c.wins.value <= c.wins.high
    assert insight.baseline.label == "bmu" and insight.baseline.games == GAMES


def test_witch_tops_a_kingdom_with_witch(insight):
    top = insight.cards[0]
    assert top.card == "witch"
    assert top.wins.low > 0.5  # clearly better than BMU, interval and all


@pytest.mark.parametrize("card", ["witch", "cellar"])
def test_figures_are_the_simulators_own(insight, card):
    """One code path: a card's figures are exactly `run` of its SimSpec, for the fixed seed."""
    spec = insight.spec
    found = next(c for c in insight.cards if c.card == card)
    assert found.versus == run(spec.versus(card)).bots[0]
    assert found.alone == run(spec.alone(card)).bots[0]
    assert insight.baseline == run(spec.alone(None)).bots[0]


def test_same_seed_same_figures_for_any_job_count(insight):
    assert run_insight(insight.spec, 2) == insight


def test_another_seed_gives_other_games(insight):
    other = run_insight(InsightSpec(KINGDOM, games=GAMES, seed=8), 1)
    assert other.cards != insight.cards


def test_progress_counts_every_game_once():
    spec = InsightSpec(("smithy", "village"), games=60)
    seen: list[tuple[int, int]] = []
    run_insight(spec, 1, progress=lambda done, total: seen.append((done, total)))
    assert spec.total == 60 * 5  # two cards, against BMU and alone, and BMU alone
    assert seen[-1] == (300, 300)
    assert len(seen) == len(pieces(spec)) == 5 * 2  # 60 games: a chunk of 50 and one of 10
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        (InsightSpec(("smithy", "witch")), InsightSpec(("witch", "smithy")), True),
        (InsightSpec(("smithy", "witch")), InsightSpec(("smithy", "witch"), games=2000), False),
        (InsightSpec(("smithy", "witch")), InsightSpec(("smithy", "witch"), seed=2), False),
        (InsightSpec(("smithy", "witch")), InsightSpec(("smithy", "moat")), False),
    ],
)
def test_cache_key_is_the_card_set_size_and_seed(a, b, same):
    assert (a.key == b.key) is same


def test_cache_returns_what_was_put_and_forgets_the_oldest():
    cache = InsightCache(size=2)
    made = [run_insight(InsightSpec((card,), games=2), 1) for card in ("smithy", "moat", "witch")]
    cache.put(made[0])
    cache.put(made[1])
    assert cache.get(InsightSpec(("smithy",), games=2)) is made[0]  # now the newest used
    cache.put(made[2])
    assert cache.get(InsightSpec(("moat",), games=2)) is None
    assert cache.get(InsightSpec(("smithy",), games=2)) is made[0]
    assert cache.get(InsightSpec(("witch",), games=2)) is made[2]
    assert cache.get(InsightSpec(("witch",), games=3)) is None


class HeldExecutor(Executor):
    """An executor that starts nothing until told to (so a test can cancel midway)."""

    def __init__(self) -> None:
        self.held: list[tuple[Future, object, tuple]] = []

    def submit(self, fn, /, *args, **kwargs):  # type: ignore[override]
        future: Future = Future()
        self.held.append((future, fn, args))
        return future

    def release(self, count: int) -> None:
        released, self.held = self.held[:count], self.held[count:]
        for future, fn, args in released:
            if future.set_running_or_notify_cancel():
                future.set_result(fn(*args))


def test_job_reports_progress_and_cancels_the_rest():
    spec = InsightSpec(("smithy", "village"), games=120)
    pool = HeldExecutor()
    job = InsightJob(spec, pool)
    assert job.done() == 0 and not job.finished
    pool.release(2)
    assert job.done() == 2 * CHUNK and not job.finished
    job.cancel()
    pool.release(len(pool.held))
    assert job.finished and job.done() == 2 * CHUNK
    with pytest.raises(CancelledError):
        job.result()


def test_job_result_equals_the_inline_run():
    spec = InsightSpec(("smithy", "village"), games=20)
    pool = HeldExecutor()
    job = InsightJob(spec, pool)
    pool.release(len(pool.held))
    assert job.finished and job.done() == spec.total
    assert job.result() == run_insight(spec, 1)


@pytest.mark.parametrize(
    ("kwargs", "reason"),
    [
        ({"kingdom": ()}, "no_cards"),
        ({"kingdom": ("smithy", "smithy")}, "repeated_cards"),
        ({"kingdom": ("smithy",), "games": 0}, "games"),
    ],
)
def test_impossible_insights_are_refused(kwargs, reason):
    with pytest.raises(SimError) as err:
        InsightSpec(**kwargs)
    assert err.value.reason == reason


def test_default_size_is_four_hundred_games_per_card():
    assert InsightSpec(KINGDOM).games == INSIGHT_GAMES == 400
    assert InsightSpec(KINGDOM).total == 400 * 21


@pytest.mark.parametrize("index", [0, 1, 5])
def test_sample_game_is_the_simulated_game_and_replays(cat, db, index):
    spec = InsightSpec(KINGDOM, games=GAMES, seed=7)
    sample = sample_game(spec, "witch", index)
    record = play_game(spec.versus("witch"), db, Builder(cat), index)
    game = sample.replay()
    assert sample.finished and game.pending is None
    assert sample.setup.players[sample.bot_seat] == "witch-bm"
    assert tuple(game.score(seat) for seat in range(2)) == tuple(
        record.scores[b] for b in record.seats
    )
    reloaded = loads(db, sample.save_text())
    assert reloaded.answers == list(sample.answers)
    assert reloaded.score(sample.bot_seat) == record.scores[0]


def _turn_after(game, answers) -> int:
    """The game's turn after replaying `answers` from its setup (the checked path)."""

    g = new_game(game.db, game.setup)
    for answer in answers:
        g.answer(answer)
    return g.turn


@pytest.mark.parametrize("max_turns", [6, 9])
def test_a_capped_sample_game_stops_where_the_simulator_stops(cat, db, max_turns):
    """The cap is per table (max_turns for each player): the sample stops at the first
    decision past it, as the simulator's game does, not at max_turns table turns."""
    spec = InsightSpec(KINGDOM, games=GAMES, seed=7, max_turns=max_turns)
    sample = sample_game(spec, "witch", 1)
    record = play_game(spec.versus("witch"), db, Builder(cat), 1)
    assert record.capped and not sample.finished and not sample.stuck
    game = sample.replay()
    cap = 2 * max_turns  # table turns: each of the 2 players takes max_turns
    assert game.pending is not None and game.turn == cap + 1
    assert _turn_after(game, sample.answers[:-1]) == cap  # its last answer began turn cap + 1
    assert max(game.players[seat].turns for seat in range(2)) == max_turns + 1
    assert record.turns == max_turns


class _StuckFrom:
    """A dead-end check that finds every game stuck from turn `turn` on."""

    def __init__(self, turn: int) -> None:
        self.turn = turn

    def stuck(self, game) -> bool:
        return game.turn >= self.turn


def test_a_sample_game_that_gets_stuck_stops_at_the_dead_end_check(monkeypatch, cat):
    import companion.sim.insight as insight_module

    monkeypatch.setattr(insight_module, "dead_end", lambda _cat: _StuckFrom(20))
    sample = sample_game(InsightSpec(KINGDOM, games=GAMES, seed=7), "witch", 0)
    assert sample.stuck and not sample.finished
    game = sample.replay()
    assert game.pending is not None and game.turn == 20  # checked every 10 turns: at 20
    assert _turn_after(game, sample.answers[:-1]) == 19
