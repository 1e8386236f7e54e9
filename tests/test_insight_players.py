"""Kingdom insight for 2–4 players: the card's bot in one seat, BMU in the others."""

from __future__ import annotations

import json

import pytest

from companion.catalogue import load
from companion.cli import main
from companion.i18n import translator
from companion.kingdom import Kingdom, encode
from companion.sim import SimError
from companion.sim.insight import InsightSpec, pieces, play_piece, run_insight, sample_game
from companion.sim.insight_report import insight_json, insight_text
from tests.test_sim_insight import KINGDOM

CARDS = ("smithy", "village")
CODE = encode(Kingdom(KINGDOM))


@pytest.mark.parametrize("players", [3, 4])
def test_the_head_to_head_games_seat_that_many_players_rotating(players):
    spec = InsightSpec(CARDS, games=players * 2, players=players)
    first = next(p for p in pieces(spec) if p[0] == 0)  # Smithy-BM against the BMU bots
    records = play_piece(spec, first)
    assert [len(r.seats) for r in records] == [players] * len(records)
    assert [len(r.scores) for r in records] == [players] * len(records)
    assert {r.seats.index(0) for r in records} == set(range(players))  # every seat in turn
    assert spec.versus("smithy").labels[0] == "smithy-bm"
    assert len(spec.versus("smithy").bots) == players


def test_the_sample_games_setup_has_the_count_and_its_piles():
    sample = sample_game(InsightSpec(CARDS, games=4, players=3), "smithy", 0)
    assert len(sample.setup.players) == 3
    game = sample.replay()
    owned = sum(p.all_cards().count("province") for p in game.players)
    assert game.supply["province"] + owned == 12  # the 3-player Province pile (not 8)


def test_same_seed_same_figures_for_one_and_two_jobs_with_three_players():
    spec = InsightSpec(CARDS, games=30, seed=3, players=3)
    one = run_insight(spec, 1)
    assert one == run_insight(spec, 2)
    assert one != run_insight(InsightSpec(CARDS, games=30, seed=3), 1)


def test_the_cache_key_differs_by_player_count():
    keys = {InsightSpec(CARDS, players=n).key for n in (2, 3, 4)}
    assert len(keys) == 3
    assert InsightSpec(CARDS).key == InsightSpec(CARDS, players=2).key


@pytest.mark.parametrize("players", [1, 5])
def test_other_counts_are_refused(players):
    with pytest.raises(SimError) as err:
        InsightSpec(CARDS, players=players)
    assert err.value.reason == "players"


def test_the_report_says_what_a_win_is_with_three_players():
    insight = run_insight(InsightSpec(CARDS, games=6, players=3), 1)
    en = insight_text(translator("en"), load(), insight)
    assert "3 players" in en and "first place alone" in en
    hu = insight_text(translator("hu"), load(), insight)
    assert "3 játékos" in hu
    assert insight_json(insight)["players"] == 3
    two = insight_text(translator("en"), load(), run_insight(InsightSpec(CARDS, games=6), 1))
    assert "first place alone" not in two


def test_the_cli_takes_the_player_count(capsys):
    assert main(["insight", "--code", CODE, "--games", "4", "--players", "4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["players"] == 4
    assert all(c["wins"]["of"] == 4 for c in data["cards"])


@pytest.mark.parametrize("bad", ["1", "5", "three"])
def test_a_bad_player_count_is_one_line_and_fails(capsys, bad):
    code = main(["insight", "--code", CODE, "--players", bad, "--lang", "en"])
    out, err = capsys.readouterr()
    assert code != 0 and not out
    assert len(err.strip().splitlines()) == 1 and "--players" in err
