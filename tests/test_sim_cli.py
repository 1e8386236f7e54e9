"""`companion simulate` as a user runs it: every bot, both languages, JSON, and one-line errors."""

from __future__ import annotations

import io
import json
import sys

import pytest

from companion.bots import bot_names
from companion.cli import main
from companion.cli.simulate import ProgressBar
from companion.kingdom import Kingdom, encode

NAMES = bot_names()


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["simulate", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("name", NAMES)
def test_every_bot_runs_from_the_command_line(capsys, name):
    code, out, err = run(
        capsys, "--bots", f"{name},bmu", "--games", "4", "--jobs", "1", "--lang", "en"
    )
    assert code == 0, err
    assert name in out and "Wins" in out and "Average game length" in out


def test_solitaire_text_in_both_languages(capsys):
    code, out, _ = run(
        capsys,
        "--bots",
        "bigmoney,smithy-bm",
        "--solitaire",
        "--games",
        "30",
        "--jobs",
        "1",
        "--lang",
        "en",
    )
    assert code == 0
    assert "Added Smithy to the kingdom" in out
    assert "Solitaire: 30 games per bot" in out and "Turn of the 4th Province" in out
    code, out, _ = run(
        capsys,
        "--bots",
        "bigmoney",
        "--games",
        "30",
        "--jobs",
        "1",
        "--provinces",
        "5",
        "--lang",
        "hu",
    )
    assert code == 0
    assert "Egyszemélyes játék" in out and "5.\u00a0Tartomány: hányadik kör" in out
    assert "," in out.split("bigmoney")[-1]  # Hungarian decimal comma


def test_json_is_identical_for_any_job_count(capsys):
    args = ["--bots", "smithy-bm,bigmoney", "--games", "40", "--json", "--seed", "5"]
    code, one, err = run(capsys, *args, "--jobs", "1")
    assert code == 0 and "Smithy" in err  # the added card is said on stderr
    code, two, _ = run(capsys, *args, "--jobs", "2")
    assert one == two
    data = json.loads(one)
    assert data["added_cards"] == ["smithy"] and data["games"] == 40
    assert data["results"][0]["bot"] == "smithy-bm"
    wins = data["results"][0]["wins"]
    assert wins["ci95"][0] <= wins["rate"] <= wins["ci95"][1]


def test_kingdom_code_and_cards(capsys):
    cards = (
        "cellar",
        "chapel",
        "moat",
        "village",
        "smithy",
        "militia",
        "market",
        "mine",
        "witch",
        "festival",
    )
    code_text = encode(Kingdom(cards))
    code, out, _ = run(
        capsys,
        "--bots",
        "witch-bm,smithy-bm",
        "--kingdom",
        code_text,
        "--games",
        "6",
        "--jobs",
        "1",
        "--lang",
        "en",
    )
    assert code == 0 and "Added" not in out and "Witch" in out
    code, out, _ = run(
        capsys,
        "--bots",
        "bmu,bmu",
        "--cards",
        "Kápolna, village ,moat",
        "--games",
        "6",
        "--jobs",
        "1",
        "--lang",
        "en",
    )
    assert code == 0 and "Kingdom: Chapel, Moat, Village" in out


@pytest.mark.parametrize(
    ("args", "english", "hungarian"),
    [
        (["--bots", "bigmony"], "did you mean “bigmoney”?", "erre gondoltál: „bigmoney”?"),
        (["--bots", "bm-copper"], "needs a kingdom card", "csak birodalomkártya"),
        (["--bots", "qqq"], "unknown bot “qqq”", "ismeretlen gépi játékos: „qqq”"),
        (["--bots", ","], "name at least one bot", "legalább egy gépi játékost"),
        (["--bots", "bm,bm,bm,bm,bm"], "at most 4 players", "legfeljebb 4 játékos"),
        (["--bots", "bm", "--games", "0"], "--games: expected a whole number", "--games: 1 és"),
        (["--bots", "bm", "--games", "lots"], "whole number", "egész szám"),
        (["--bots", "bm", "--jobs", "0"], "--jobs: expected a whole number", "--jobs: 1 és 64"),
        (["--bots", "bm", "--seed", "-3"], "--seed: expected a whole number", "--seed: 0 és"),
        (["--bots", "bm", "--provinces", "3"], "from 4 to 5, got “3”", "4 és 5 közötti"),
        (["--bots", "bm", "--max-turns", "0"], "--max-turns: expected", "--max-turns: 1 és"),
        (["--bots", "bm", "--first-game", "-1"], "--first-game: expected", "--first-game: 0 és"),
        (
            ["--bots", "bm", "--cards", "smithee"],
            "did you mean “Smithy” (smithy)?",
            "„Kovácsműhely” (smithy)",
        ),
        (["--bots", "bm", "--cards", "copper"], "not a kingdom card", "nem birodalomkártya"),
        (["--bots", "bm", "--kingdom", "K1AAAA"], "code is too short", "birodalomkód túl rövid"),
        (["--bots", "bm", "--kingdom", "XYZ"], "not a kingdom code", "ez nem birodalomkód"),
    ],
)
def test_errors_are_one_translated_line(capsys, args, english, hungarian):
    errs = {}
    for lang, expected in (("en", english), ("hu", hungarian)):
        code, out, err = run(capsys, *args, "--lang", lang)
        assert code == 2 and out == ""
        assert err.count("\n") == 1 and err.startswith({"en": "error: ", "hu": "hiba: "}[lang])
        assert expected in err, err
        errs[lang] = err
    assert errs["en"] != errs["hu"]


class FakeTerminal(io.StringIO):
    """stderr as a terminal would be: a TTY."""

    def isatty(self) -> bool:
        return True


def test_progress_bar_draws_in_place_and_wipes_itself():
    out = io.StringIO()
    bar = ProgressBar(out, width=10)
    bar.close()
    assert out.getvalue() == ""  # never drawn: nothing to wipe
    for done in (0, 3, 10):
        bar(done, 10)
    bar.close()
    assert out.getvalue() == ("\r[----------] 0/10\r[###-------] 3/10\r[##########] 10/10\r\x1b[2K")


@pytest.mark.parametrize(
    ("extra", "tty", "bar"),
    [([], True, True), (["--json"], True, False), ([], False, False)],
    ids=["terminal", "json", "not-a-terminal"],
)
def test_progress_shows_only_on_a_terminal_without_json(capsys, monkeypatch, extra, tty, bar):
    err = FakeTerminal() if tty else io.StringIO()
    monkeypatch.setattr(sys, "stderr", err)
    args = ["simulate", "--bots", "bigmoney,bmu", "--games", "100", "--jobs", "1", *extra]
    assert main([*args, "--lang", "en"]) == 0
    out = capsys.readouterr().out
    drawn = err.getvalue()
    if bar:
        # 50 steps of 2 games: the bar fills up, then is wiped before the report
        assert drawn.count("\r[") == 50
        assert drawn.endswith("\r[" + "#" * 30 + "] 100/100\r\x1b[2K")
    else:
        assert drawn == ""
    assert "[#" not in out


def test_first_game_plays_from_that_game_on(capsys):
    args = ["--bots", "random,bmu", "--seed", "9", "--jobs", "1", "--games", "1"]
    code, one, _ = run(capsys, *args, "--first-game", "4", "--json")
    assert code == 0
    data = json.loads(one)
    assert (data["first_game"], data["games"], data["unfinished"]) == (4, 1, [])
    code, text, _ = run(capsys, *args, "--first-game", "4", "--lang", "en")
    assert text.splitlines()[:2] == [
        "1 game of 2 players, seats rotating (seed 9).",
        "Starting at game #4.",
    ]
