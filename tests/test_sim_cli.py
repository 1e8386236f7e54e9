"""`companion simulate` as a user runs it: every bot, both languages, JSON, and one-line errors."""

from __future__ import annotations

import json

import pytest

from companion.bots import bot_names
from companion.cli import main
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
    assert "Egyszemélyes játék" in out and "Az 5. Tartomány köre" in out
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
        (["--bots", "bigmony"], "did you mean 'bigmoney'?", "erre gondoltál: „bigmoney”?"),
        (["--bots", "bm-copper"], "needs a kingdom card", "csak birodalomkártya"),
        (["--bots", "qqq"], "unknown bot 'qqq'", "ismeretlen bot: „qqq”"),
        (["--bots", ","], "name at least one bot", "legalább egy botot"),
        (["--bots", "bm,bm,bm,bm,bm"], "at most 4 players", "legfeljebb 4 játékos"),
        (["--bots", "bm", "--games", "0"], "--games", "--games"),
        (["--bots", "bm", "--games", "lots"], "whole number", "egész szám"),
        (["--bots", "bm", "--jobs", "0"], "--jobs", "--jobs"),
        (["--bots", "bm", "--seed", "-3"], "--seed", "--seed"),
        (["--bots", "bm", "--provinces", "3"], "--provinces", "--provinces"),
        (["--bots", "bm", "--max-turns", "0"], "--max-turns", "--max-turns"),
        (
            ["--bots", "bm", "--cards", "smithee"],
            "did you mean “Smithy” (smithy)?",
            "„Kovácsműhely” (smithy)",
        ),
        (["--bots", "bm", "--cards", "copper"], "not a kingdom card", "nem birodalomkártya"),
        (["--bots", "bm", "--kingdom", "K1AAAA"], "kingdom code", "birodalomkód"),
        (["--bots", "bm", "--kingdom", "XYZ"], "", ""),
    ],
)
def test_errors_are_one_translated_line(capsys, args, english, hungarian):
    for lang, expected in (("en", english), ("hu", hungarian)):
        code, out, err = run(capsys, *args, "--lang", lang)
        assert code == 2 and out == ""
        assert err.count("\n") == 1 and err.startswith({"en": "error: ", "hu": "hiba: "}[lang])
        assert expected in err
