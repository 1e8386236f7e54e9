"""The simulator: statistics, seeds, determinism across jobs, seats, solitaire, caps, errors."""

from __future__ import annotations

import random

import pytest

from companion.bots import Builder, make_bot, parse
from companion.engine.decisions import Kind
from companion.engine.game import Setup
from companion.engine.shuffle import SeededShuffler
from companion.engine.standard import new_game
from companion.sim import (
    SimError,
    SimSpec,
    derive_seed,
    mean,
    play_game,
    run,
    wilson,
    with_needed,
)
from companion.sim.play import ProvinceWatch
from companion.sim.runner import play_chunk, tasks
from companion.sim.shuffler import FastShuffler


def spec_of(*names: str, **kw) -> SimSpec:
    bots = tuple(parse(n) for n in names)
    kingdom, _ = with_needed(kw.pop("kingdom", ()), bots)
    return SimSpec(bots=bots, kingdom=kingdom, **kw)


# -- statistics -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hits", "total", "low", "high"),
    [
        (0, 10, 0.0, 0.2775),
        (5, 10, 0.2366, 0.7634),
        (10, 10, 0.7225, 1.0),
        (81, 263, 0.2553, 0.3662),
    ],
)
def test_wilson_interval_matches_published_values(hits, total, low, high):
    rate = wilson(hits, total)
    assert rate.low == pytest.approx(low, abs=5e-4)
    assert rate.high == pytest.approx(high, abs=5e-4)
    assert rate.value == hits / total


def test_wilson_and_mean_of_nothing():
    assert wilson(0, 0).value == 0.0
    assert mean([]) is None
    m = mean([16, 17, 18])
    assert m is not None and m.value == 17 and m.low < 17 < m.high and m.count == 3


# -- seeds and shuffles ---------------------------------------------------------------------


def test_derived_seeds_are_stable_and_distinct():
    assert derive_seed(1, 0) == 2964727883954193085  # the same in every process and release
    seeds = {derive_seed(base, i) for base in range(5) for i in range(200)}
    assert len(seeds) == 1000
    assert all(0 <= s < 2**63 for s in seeds)
    assert derive_seed(1, 0, "bot", 0, 0) != derive_seed(1, 0, "bot", 1, 0)


def test_fast_shuffler_shuffles_exactly_like_the_engines():
    for seed in range(100):
        fast, slow = FastShuffler(seed), SeededShuffler(seed)
        rng = random.Random(seed)
        for _ in range(10):
            cards = [rng.choice("abcdefg") for _ in range(rng.randrange(40))]
            assert fast.shuffle(0, cards) == slow.shuffle(0, cards)


# -- running ----------------------------------------------------------------------------------


def test_results_are_identical_for_any_number_of_jobs():
    spec = spec_of("smithy-bm", "bigmoney", games=60, seed=7)
    one, two = run(spec, 1), run(spec, 2)
    assert one == two
    assert one.games == 60


def test_chunks_cover_every_game_once():
    spec = spec_of("bigmoney", "bmu", games=1003)
    covered = [i for _, start, end in tasks(spec, 3) for i in range(start, end)]
    assert covered == list(range(1003))
    solo = spec_of("bigmoney", "bmu", games=10, solitaire=True)
    assert sorted({b for b, _, _ in tasks(solo, 2)}) == [0, 1]


def test_seats_rotate_between_games():
    spec = spec_of("bigmoney", "bmu", "random", games=6)
    records = play_chunk(spec, (-1, 0, 6))
    assert [r.seats[0] for r in records] == [0, 1, 2, 0, 1, 2]
    assert all(sorted(r.seats) == [0, 1, 2] for r in records)


def test_same_seed_same_game_different_seed_different_game(db):
    spec = spec_of("bigmoney", "smithy-bm", games=1, seed=3)
    builder = Builder()
    assert play_game(spec, db, builder, 0) == play_game(spec, db, builder, 0)
    assert play_game(spec, db, builder, 0) != play_game(spec, db, builder, 1)


def test_solitaire_stops_at_the_target_province():
    for target in (4, 5):
        spec = spec_of("bigmoney", games=30, solitaire=True, provinces=target)
        result = run(spec)
        bot = result.bots[0]
        assert bot.reached == 30 and bot.wins is None
        assert bot.province is not None and bot.length is not None
        assert bot.province.value == bot.length.value  # it stopped on that turn
        assert bot.average_score == pytest.approx(3 + 6 * target)


def test_the_turn_cap_stops_and_reports_games():
    spec = spec_of("bigmoney", "bigmoney", games=5, max_turns=3)
    result = run(spec)
    assert result.capped == 5
    assert all(b.capped == 5 for b in result.bots)


def test_province_watch_gives_the_turn_of_the_buy(db):
    """Check the watch against the turn number each bot saw when it bought a Province."""
    for seed in range(20):
        game = new_game(db, Setup(("a", "b"), ("smithy",), seed))
        bots = [make_bot("smithy-bm", 1), make_bot("bigmoney", 2)]
        watch = ProvinceWatch(game, 4)  # told by the game's gain listener
        bought: list[list[int]] = [[], []]
        while (d := game.pending) is not None:
            answer = bots[d.player].answer(game, d)
            if d.kind is Kind.BUY and answer == ("province",):
                bought[d.player].append(game.players[d.player].turns)
            game.answer(answer)
        assert watch.counts == [len(bought[0]), len(bought[1])]
        for pi in range(2):
            expected = bought[pi][3] if len(bought[pi]) >= 4 else None
            assert watch.turn_of[pi] == expected


# -- specs ------------------------------------------------------------------------------------


def test_spec_checks():
    with pytest.raises(SimError) as exc:
        SimSpec(bots=(parse("smithy-bm"),))
    assert exc.value.reason == "missing_cards"
    with pytest.raises(SimError) as exc:
        SimSpec(bots=tuple(parse("bigmoney") for _ in range(5)))
    assert exc.value.reason == "too_many_bots"
    with pytest.raises(SimError) as exc:
        SimSpec(bots=(parse("bigmoney"),), games=0)
    assert exc.value.reason == "games"
    with pytest.raises(SimError) as exc:
        SimSpec(bots=(parse("bigmoney"),), provinces=3)
    assert exc.value.reason == "provinces"
    kingdom, added = with_needed(("village",), (parse("smithy-bm"), parse("bm-smithy")))
    assert kingdom == ("village", "smithy") and added == ("smithy",)


def test_labels_number_repeated_bots():
    spec = spec_of("bigmoney", "bigmoney", "bmu")
    assert spec.labels == ("bigmoney #1", "bigmoney #2", "bmu")
    result = run(SimSpec(bots=spec.bots, games=20))
    assert [b.label for b in result.bots] == list(spec.labels)
    for b in result.bots:
        assert b.wins is not None and b.ties is not None and b.losses is not None
        assert b.wins.hits + b.ties.hits + b.losses.hits == 20
    assert sum(b.wins.hits for b in result.bots if b.wins) <= 20
