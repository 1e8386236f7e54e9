"""`companion insight --pairs` as a user runs it: text in both languages, JSON (the same for
any job count), --all, one-line errors; and the pair bots in `companion simulate --bots`."""

from __future__ import annotations

import json
from itertools import combinations

import pytest

from companion.cli import main
from companion.sim.pairs import works_together
from companion.sim.stats import wilson
from tests.test_insight_cli import CARDS, CODE


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def rate(data: dict) -> object:
    return wilson(data["count"], data["of"])


def test_json_lists_every_pair_with_its_singles_and_is_the_same_for_any_job_count(capsys):
    args = ("insight", "--code", CODE, "--pairs", "--all", "--games", "4", "--json")
    code, out, err = run(capsys, *args, "--jobs", "1")
    assert code == 0, err
    data = json.loads(out)
    assert (data["games"], data["single_games"], data["players"], data["seed"]) == (4, 4, 2, 1)
    assert data["all"] is True and len(data["pairs"]) == 45
    assert {tuple(p["cards"]) for p in data["pairs"]} == set(combinations(sorted(CARDS), 2))
    rates = [p["wins"]["rate"] for p in data["pairs"]]
    assert rates == sorted(rates, reverse=True)
    for p in data["pairs"]:
        assert p["bot"] == f"{p['cards'][0]}+{p['cards'][1]}-bm".replace("_", "-")
        assert [s["card"] for s in p["singles"]] == p["cards"]
        singles = [rate(s["wins"]) for s in p["singles"]]
        assert p["works_together"] == works_together(rate(p["wins"]), *singles)
    code, again, _ = run(capsys, *args, "--jobs", "2")
    assert code == 0 and again == out


def test_without_all_only_the_pairs_that_work_together(capsys):
    code, out, err = run(
        capsys, "insight", "--code", CODE, "--pairs", "--games", "4", "--json", "--jobs", "1"
    )
    assert code == 0, err
    data = json.loads(out)
    assert data["all"] is False
    assert all(p["works_together"] for p in data["pairs"])


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["X+Y-BM bot against BMU", "4 games per pair", "Village + Witch", "Wilson"]),
        (
            "hu",
            [
                "X+Y-BM gépi játékosa a BMU ellen",
                "páronként 4 játszma",
                "Falu + Boszorkány",
                "Wilson",
            ],
        ),
    ],
)
def test_the_text_in_both_languages(capsys, lang, expected):
    code, out, err = run(
        capsys, "insight", "--code", CODE, "--pairs", "--all", "--games", "4", "--lang", lang
    )
    assert code == 0, err
    for piece in expected:
        assert piece in out, piece


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--all",), "--all"),
        (("--pairs", "--openings"), "--openings"),
        (("--pairs", "--games", "99999999"), "--games"),
        (("--pairs", "--games", "many"), "--games"),
    ],
)
def test_bad_options_are_one_line_and_exit_2(capsys, args, message):
    code, out, err = run(capsys, "insight", "--code", CODE, *args, "--lang", "en")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err
    assert "Traceback" not in err


def test_a_pair_bot_plays_in_simulate_and_a_bad_one_is_one_line(capsys):
    code, out, err = run(
        capsys,
        "simulate",
        "--bots",
        "witch+moat-bm,bmu",
        "--cards",
        "witch,moat",
        "--games",
        "4",
        "--json",
    )
    assert code == 0, err
    data = json.loads(out)
    assert data["bots"] == ["witch+moat-bm", "bmu"] and data["results"][0]["bot"] == "witch+moat-bm"
    code, out, err = run(capsys, "simulate", "--bots", "smithy+smithy-bm", "--lang", "en")
    assert code == 2 and "two different cards" in err and len(err.strip().splitlines()) == 1
