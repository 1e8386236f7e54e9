"""`companion insight --openings` as a user runs it: text in both languages, JSON, one-line
errors; and the opening bots in `companion simulate --bots`."""

from __future__ import annotations

import json

import pytest

from companion.cli import main
from companion.sim.insight import INSIGHT_GAMES
from companion.sim.openings import OPENING_GAMES, openings
from tests.test_insight_cli import CARDS, CODE


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_has_both_splits_best_first_and_is_the_same_for_any_job_count(capsys):
    args = ("insight", "--code", CODE, "--openings", "--games", "4", "--json")
    code, out, err = run(capsys, *args, "--jobs", "1")
    assert code == 0, err
    data = json.loads(out)
    assert (data["games"], data["players"], data["seed"], data["opponent"]) == (4, 2, 1, "bmu")
    assert [s["split"] for s in data["splits"]] == [[4, 3], [5, 2]]
    for split in data["splits"]:
        expected = openings(sorted(CARDS), tuple(split["split"]))
        assert {tuple(o["opening"]) for o in split["openings"]} == set(expected)
        rates = [o["wins"]["rate"] for o in split["openings"]]
        assert rates == sorted(rates, reverse=True)
        assert all(o["wins"]["of"] == 4 for o in split["openings"])
    witch = [o for o in data["splits"][1]["openings"] if o["opening"] == ["witch", "nothing"]]
    assert witch[0]["bot"] == "open:witch+nothing" and witch[0]["plays_after"] == "witch"
    code, again, _ = run(capsys, *args, "--jobs", "2")
    assert code == 0 and again == out


def test_the_player_count_reaches_the_games(capsys):
    code, out, err = run(
        capsys, "insight", "--code", CODE, "--openings", "--games", "2", "--players", "4", "--json"
    )
    assert code == 0, err
    assert json.loads(out)["players"] == 4


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            ["With $4/$3 (5 hands in 6)", "With $5/$2", "Witch/nothing", "Witch-BM", "Opening"],
        ),
        (
            "hu",
            [
                "4/3 érmés kezdés",
                "5/2 érmés kezdés",
                "Boszorkány/semmi",
                "Boszorkány-BM",
                "Nyitás",
                "Utána",
                "semmi/semmi",
                "egyszerű gépi játékosok",
            ],
        ),
    ],
)
def test_text_report_in_both_languages(capsys, lang, expected):
    code, out, err = run(
        capsys,
        "insight",
        "--code",
        CODE,
        "--openings",
        "--games",
        "2",
        "--jobs",
        "1",
        "--lang",
        lang,
    )
    assert code == 0, err
    for text in expected:
        assert text in out


def test_the_default_game_counts_follow_openings_or_not(capsys):
    code, out, _ = run(capsys, "insight", "--help")
    assert code == 0
    text = " ".join(out.split())
    assert f"default {INSIGHT_GAMES}" in text and f"default {OPENING_GAMES}" in text


@pytest.mark.parametrize(
    ("args", "english", "hungarian"),
    [
        (["--players", "5"], "--players: expected a whole number", "--players: 2 és 4 közötti"),
        (["--games", "x"], "--games: expected a whole number", "--games: 1 és 100\u00a0000"),
    ],
)
def test_errors_are_one_translated_line(capsys, args, english, hungarian):
    for lang, text in (("en", english), ("hu", hungarian)):
        code, out, err = run(capsys, "insight", "--code", CODE, "--openings", *args, "--lang", lang)
        assert code == 2 and out == ""
        assert len(err.strip().splitlines()) == 1 and text in err, err


def test_simulate_takes_an_opening_bot_and_refuses_a_bad_one(capsys):
    code, out, err = run(
        capsys, "simulate", "--bots", "open:Smithy/Silver,bmu", "--cards", "smithy",
        "--games", "20", "--json",
    )  # fmt: skip
    assert code == 0, err
    assert json.loads(out)["bots"] == ["open:smithy+silver", "bmu"]
    code, out, err = run(capsys, "simulate", "--bots", "open:smithy,bmu", "--cards", "smithy")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "an opening bot names two buys" in err
    code, out, err = run(
        capsys, "simulate", "--bots", "open:village+smithy,bmu", "--cards", "witch", "--games", "2"
    )
    assert code == 0 and "Kingdom: Smithy, Village, Witch" in out  # both opening cards added
