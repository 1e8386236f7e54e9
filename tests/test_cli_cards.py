"""`companion cards` and `companion recommended` as a user runs them."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from companion.cli import main


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_list_cards_in_hungarian(capsys):
    code, out, _ = run(capsys, "--lang", "hu", "cards", "--set", "base-1e")
    assert code == 0
    assert "Kovácsműhely" in out and "Akció – Támadás" in out
    assert len(out.strip().splitlines()) == 25


def test_list_cards_json(capsys):
    code, out, _ = run(capsys, "cards", "--json")
    assert code == 0
    data = json.loads(out)
    assert len(data) == 58
    market = next(c for c in data if c["id"] == "market")
    assert market["plus"] == {"cards": 1, "actions": 1, "buys": 1, "coins": 1}
    assert market["name"] == {"en": "Market", "hu": "Piac"}


def test_one_card_with_rulings(capsys):
    code, out, _ = run(capsys, "--lang", "hu", "cards", "trónterem")
    assert code == 0
    assert out.startswith("Trónterem (throne_room)")
    assert "Szabálymagyarázatok:" in out and "oldal" in out


def test_one_card_json_has_rulings_with_refs(capsys):
    code, out, _ = run(capsys, "cards", "throne_room", "--json")
    assert code == 0
    card = json.loads(out)
    assert card["rulings"] and card["rulings"][0]["ref"]["book"] == "base-1e"


def test_unknown_card_suggests_a_near_miss(capsys):
    code, out, err = run(capsys, "--lang", "en", "cards", "smithee")
    assert code == 2 and out == ""
    assert err.strip() == "error: unknown card “smithee”; did you mean “Smithy” (smithy)?"


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "error: companion: unrecognized arguments: --colour\n"),
        ("hu", "hiba: companion: ismeretlen argumentum: --colour\n"),
    ],
)
def test_unknown_option_is_one_line(capsys, lang, line):
    code, out, err = run(capsys, "--lang", lang, "cards", "--colour", "red")
    assert code == 2 and out == "" and err == line


def test_recommended(capsys):
    code, out, _ = run(capsys, "--lang", "hu", "recommended")
    assert code == 0 and "Kezdőknek" in out and "Adni és kapni" in out
    code, out, _ = run(capsys, "recommended", "--json", "--sets", "seaside-1e")
    data = json.loads(out)
    assert [k["id"] for k in data] == ["high_seas", "buried_treasure", "shipwrecks"]
    assert all(k["sets"] == ["seaside-1e"] for k in data)


def test_recommended_unknown_set(capsys):
    code, _, err = run(capsys, "recommended", "--sets", "intrigue")
    assert code == 2 and "intrigue" in err


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (["cards", "nonsense"], "error: unknown card “nonsense”\n"),
        (
            ["frobnicate"],
            "error: companion: argument COMMAND: invalid choice: “frobnicate” (choose",
        ),
        (
            ["--lang", "hu", "frobnicate"],
            "hiba: companion: PARANCS: érvénytelen érték: „frobnicate”",
        ),
    ],
)
def test_module_entry_point_exits_with_one_line(args, line):
    result = subprocess.run(
        [sys.executable, "-m", "companion", *args], capture_output=True, text=True
    )
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith(line) and result.stderr.count("\n") == 1, result.stderr


def test_lang_may_follow_the_subcommand(capsys):
    code, out, _ = run(capsys, "cards", "moat", "--lang", "hu")
    assert code == 0 and out.startswith("Várárok (moat)")
    code, out, _ = run(capsys, "--lang", "hu", "cards", "moat", "--lang", "en")
    assert out.startswith("Moat (moat)")
