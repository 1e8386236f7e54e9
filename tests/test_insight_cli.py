"""`companion insight` as a user runs it: text in both languages, JSON, one-line errors."""

from __future__ import annotations

import json

import pytest

from companion.cli import main
from companion.kingdom import Kingdom, encode
from companion.sim.insight import InsightSpec, run_insight
from companion.sim.insight_report import insight_json
from tests.test_sim_insight import KINGDOM

CARDS = KINGDOM
CODE = encode(Kingdom(CARDS))


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["insight", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_is_the_insight_of_the_kingdom_and_the_same_for_any_job_count(capsys):
    code, out, err = run(capsys, "--code", CODE, "--games", "12", "--jobs", "1", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data == insight_json(run_insight(InsightSpec(CARDS, games=12)))
    assert sorted(data["kingdom"]) == sorted(CARDS) and data["opponent"] == "bmu"
    assert len(data["cards"]) == 10 and data["games"] == 12
    rates = [c["wins"]["rate"] for c in data["cards"]]
    assert rates == sorted(rates, reverse=True)
    assert all(c["wins"]["of"] == 12 for c in data["cards"])
    code, again, _ = run(capsys, "--code", CODE, "--games", "12", "--jobs", "2", "--json")
    assert code == 0 and again == out


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["Witch", "witch-bm", "Wins against BMU", "simple bots, not expert players"]),
        ("hu", ["Boszorkány", "Boszorkány-BM", "Győzelem a BMU ellen", "egyszerű gépi játékosok"]),
    ],
)
def test_text_report_in_both_languages(capsys, lang, expected):
    code, out, err = run(capsys, "--code", CODE, "--games", "6", "--jobs", "1", "--lang", lang)
    assert code == 0, err
    for text in expected:
        assert text in out
    table = out.splitlines()[3:14]
    bot = "-bm" if lang == "en" else "-BM"
    assert len([line for line in table if bot in line]) == 10
    if lang == "hu":  # E-4: the app's label, not the English id
        assert "-bm" not in out


@pytest.mark.parametrize(
    ("args", "english", "hungarian"),
    [
        (["--code", "Kxx"], "not a kingdom code", "nem birodalomkód"),
        (["--code", CODE, "--games", "0"], "--games: expected a whole number", "--games:"),
        (["--code", CODE, "--jobs", "x"], "--jobs: expected a whole number", "--jobs:"),
        ([], "--code", "--code"),
    ],
)
def test_errors_are_one_translated_line(capsys, args, english, hungarian):
    for lang, text in (("en", english), ("hu", hungarian)):
        code, out, err = run(capsys, *args, "--lang", lang)
        assert code == 2 and out == ""
        assert len(err.strip().splitlines()) == 1 and text in err
