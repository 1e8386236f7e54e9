"""The score to beat: the par bots' turns, as `companion simulate --solitaire` gives them, and
the player's own count measured the same way."""

from __future__ import annotations

import json
import math

import pytest

from companion.bots.registry import make_bot
from companion.cli import main
from companion.engine.game import Game, Setup
from companion.engine.standard import new_game
from companion.table.score import PAR_BOTS, par_turns, turns_to_target

FIRST_GAME = ("cellar", "market", "militia", "mine", "moat", "remodel", "smithy", "village",
              "woodcutter", "workshop")  # fmt: skip
NO_SMITHY = ("cellar", "market", "militia", "mine", "moat", "remodel", "chapel", "village",
             "woodcutter", "workshop")  # fmt: skip


@pytest.mark.parametrize("kingdom", [FIRST_GAME, NO_SMITHY])
def test_par_equals_the_command_lines_solitaire_figures(capsys, kingdom):
    par = par_turns(kingdom, seed=11, games=30)
    code = main(
        ["simulate", "--bots", ",".join(PAR_BOTS), "--solitaire", "--games", "30",
         "--seed", "11", "--cards", ",".join(kingdom), "--jobs", "1", "--json"]
    )  # fmt: skip
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert par == {r["bot"]: r["length"]["mean"] for r in report["results"]}


def test_par_is_repeatable_and_plausible():
    par = par_turns(FIRST_GAME, seed=3)
    assert list(par) == ["bigmoney", "smithy-bm"]
    assert par == par_turns(FIRST_GAME, seed=3)
    assert 14 < par["bigmoney"] < 20 and 12 < par["smithy-bm"] < 18
    assert par["smithy-bm"] < par["bigmoney"]  # Smithy speeds Big Money up
    assert not any(math.isnan(v) for v in par.values())


def play_until(game: Game, bot_name: str, provinces: int) -> int | None:
    """Let a bot play alone; return the turn in which it gained its `provinces`-th Province
    (counted from the cards it owns), playing on to the game's end."""
    bot = make_bot(bot_name, seed=1)
    reached = None
    while game.pending is not None and game.turn < 60:
        turn = game.players[0].turns
        game.answer(bot.answer(game, game.pending))
        owned = sum(zone.count("province") for zone in game.players[0].zones())
        if reached is None and owned >= provinces:
            reached = turn
    return reached


def test_the_players_turn_of_the_fourth_province(db):
    game = new_game(db, Setup(("Anna",), FIRST_GAME, seed=8))
    assert turns_to_target(game, 0) is None
    reached = play_until(game, "bigmoney", 4)
    assert reached == 14
    assert turns_to_target(game, 0) == reached
    assert turns_to_target(game, 0, provinces=5) == play_until(
        new_game(db, Setup(("Anna",), FIRST_GAME, seed=8)), "bigmoney", 5
    )


def test_a_game_that_ends_first_counts_its_turns(db):
    game = new_game(db, Setup(("Anna",), FIRST_GAME, seed=8))
    assert play_until(game, "bigmoney", 99) is None
    assert game.pending is None and game.supply["province"] == 0  # it bought them all
    assert turns_to_target(game, 0, provinces=99) == game.players[0].turns == 23


def watched(game: Game, player: int, provinces: int) -> int | None:
    """The simulator's own count: a replay told of every Province gain (`ProvinceWatch`)."""
    from companion.sim.play import ProvinceWatch

    replay = new_game(game.db, game.setup)
    watch = ProvinceWatch(replay, provinces)
    for answer in game.answers:
        replay.answer(answer)
    return watch.turn_of[player]


@pytest.mark.parametrize("seed", range(6))
def test_each_players_count_read_from_the_events_is_the_province_watchs(db, seed):
    """Several players, gains on others' turns (Witch's Curses, Ambassador's copies): the
    count read from the events is the one the simulator's Province watch gives a replay."""
    kingdom = ("outpost", "ambassador", "smithy", "market", "militia", "moat", "village",
               "witch", "treasure_map", "salvager")  # fmt: skip
    names = ("smithy-bm", "random", "witch-bm")[: 2 + seed % 2]
    game = new_game(db, Setup(names, kingdom, seed))
    bots = [make_bot(n, seed=seed + i) for i, n in enumerate(names)]
    while game.pending is not None and game.turn < 80:
        game.answer(bots[game.pending.player].answer(game, game.pending))
    for player in range(len(names)):
        for provinces in (1, 3, 4):
            expected = watched(game, player, provinces)
            if expected is None and game.pending is None:
                expected = game.players[player].turns
            assert turns_to_target(game, player, provinces) == expected, (player, provinces)
    assert any(watched(game, p, 4) is not None for p in range(len(names)))


def test_a_province_in_an_extra_turn_counts_on_the_normal_turn_before_it(db):
    """Outpost's extra turn is not a turn of the count (as the tie-break has it), and a set-up
    position's own turn count is where the count starts."""
    from companion.engine.setup import PlayerPosition, Position

    you = PlayerPosition(
        hand=("outpost", "gold", "gold", "silver"), deck=("gold",) * 3 + ("copper",) * 9, turns=5
    )
    other = PlayerPosition(hand=("copper",) * 5, deck=("copper",) * 10, turns=4)
    game = new_game(db, Setup(("a", "b"), ("outpost",), 1, Position((you, other))))
    game.answer("outpost")
    bot = make_bot("bigmoney", seed=1)
    while game.pending is not None and (game.players[0].extra_turns == 0 or game.active == 0):
        game.answer(bot.answer(game, game.pending))
    assert game.players[0].extra_turns == 1
    assert watched(game, 0, 2) == 5  # both Provinces on turn 5: the second in the extra turn
    assert turns_to_target(game, 0, 2) == 5
