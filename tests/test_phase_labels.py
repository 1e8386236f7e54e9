"""Every phase the engine can be in has a label, and the CLI and the table show it, never the
engine's id ("game_over")."""

from __future__ import annotations

import re

import pytest

from companion import DATA_DIR
from companion.cli import main
from companion.engine.turn import PHASES
from companion.i18n import translator
from companion.labels import PHASE_LABELS

ENDS = DATA_DIR / "scenarios" / "base" / "province-last-one-ends-game.toml"


@pytest.mark.parametrize(
    ("phase", "en", "hu"),
    [
        ("start", "start of the turn", "a kör kezdete"),
        ("action", "action phase", "akciófázis"),
        ("buy", "buy phase", "vásárlási fázis"),
        ("cleanup", "clean-up phase", "rendrakó fázis"),
        ("game_over", "end of the game", "a játék vége"),
    ],
)
def test_each_phase_has_a_label_in_both_languages(phase, en, hu):
    assert translator("en")(PHASE_LABELS[phase]) == en
    assert translator("hu")(PHASE_LABELS[phase]) == hu


def test_the_engine_phases_all_have_labels():
    assert {"start", *PHASES, "game_over"} == set(PHASE_LABELS)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "turn 1, end of the game: "),
        ("hu", "1.\u00a0kör, a játék vége: "),
    ],
)
def test_the_scenario_run_names_the_end_of_the_game(lang, line, capsys):
    assert main(["scenario", "run", str(ENDS), "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert line in out
    assert "game_over" not in out


@pytest.mark.parametrize(
    ("lang", "status"),
    [
        ("en", "Turn 1 · Player 1 · end of the game"),
        ("hu", "1.\u00a0kör · 1.\u00a0játékos · a játék vége"),
    ],
)
def test_the_table_names_the_end_of_the_game(lang, status):
    from tests.app.conftest import open_app

    at = open_app("table", lang=lang, scenario="province-last-one-ends-game", step="3")
    assert not at.exception
    lines = [re.sub(r"\\(.)", r"\1", m.value) for m in at.markdown if m.value.startswith("**")]
    assert [line for line in lines if line.startswith(f"**{status}**")], lines
