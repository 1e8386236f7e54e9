"""`companion scenario run|check` on good, failing and broken files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion import DATA_DIR
from companion.cli import main

EXAMPLE = DATA_DIR / "scenarios" / "base" / "example-first-turns.toml"


def test_run_shows_the_rulebook_example_in_hungarian(capsys):
    assert main(["scenario", "run", str(EXAMPLE), "--lang", "hu"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Példa a szabályfüzetből: az első körök")
    assert "> buy remodel" in out and "Átépítés 4 érmébe kerül" in out
    assert "4.\u00a0kör" in out  # a no-break space keeps the ordinal with its noun


def test_run_json_state(capsys):
    assert main(["scenario", "run", str(EXAMPLE), "--json"]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["turn"] == 4 and state["trash"] == ["estate"]
    assert sorted(state["players"][0]["hand"]) == ["copper"] * 3 + ["estate"] * 2


def test_check_reports_each_file(capsys):
    assert main(["scenario", "check", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "example-first-turns" in out and "1 scenario checked, 0 failed" in out


def test_failed_expectation_exits_1(tmp_path: Path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text(
        EXAMPLE.read_text(encoding="utf-8").replace('"supply.remodel" = 9', '"supply.remodel" = 7')
    )
    assert main(["scenario", "check", str(bad)]) == 1
    assert "supply.remodel is 9, expected 7" in capsys.readouterr().out


def test_illegal_move_names_the_step(tmp_path: Path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text(EXAMPLE.read_text(encoding="utf-8").replace("buy remodel", "buy province"))
    assert main(["scenario", "run", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "step 2" in err and "province" in err


def test_broken_files_exit_2_with_one_line(tmp_path: Path, capsys):
    broken = tmp_path / "broken.toml"
    broken.write_text("title = [")
    none = tmp_path / "none"
    for lang, args, line in (
        ("en", [str(broken)], f"error: {broken}: not valid TOML: "),
        ("en", [str(none)], f"error: no such file: {none}\n"),
        ("hu", [str(none)], f"hiba: nincs ilyen fájl: {none}\n"),
    ):
        assert main(["--lang", lang, "scenario", "run", *args]) == 2
        err = capsys.readouterr().err
        assert err.startswith(line) and err.count("\n") == 1, err


def test_a_misspelt_pile_is_no_such_value(tmp_path: Path, capsys):
    """`"supply.remodl" = 0` must not pass as an empty pile: only the game's piles exist."""
    bad = tmp_path / "bad.toml"
    text = EXAMPLE.read_text(encoding="utf-8")
    bad.write_text(text.replace('"supply.remodel" = 9', '"supply.remodl" = 0'))
    assert main(["scenario", "check", str(bad)]) == 1
    assert "no such value 'supply.remodl'" in capsys.readouterr().out


@pytest.mark.parametrize(("lang", "seat"), [("hu", "*1.\u00a0játékos: 3"), ("en", "*Player 1: 3")])
def test_run_names_numbered_seats_in_the_language(capsys, lang, seat):
    path = EXAMPLE.parent / "council_room-others-draw.toml"
    assert main(["scenario", "run", str(path), "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert seat in out and "P1" not in out and "P3" not in out
