"""Every scenario replays with its expectations, and every ruling is demonstrated or explained."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from companion import DATA_DIR
from companion.engine.expect import run
from companion.engine.scenario import parse

SCENARIOS = sorted((DATA_DIR / "scenarios").glob("**/*.toml"))
WITHOUT = DATA_DIR / "rulings-without-scenario"


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario(db, path: Path):
    scenario = parse(path.read_text(encoding="utf-8"), path.stem)
    outcome = run(scenario, db)
    assert outcome.error is None, outcome.error
    assert not outcome.failures, "\n".join(map(str, outcome.failures))
    assert outcome.steps_done == len(scenario.steps)


def _scenario_rulings() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in SCENARIOS:
        for ruling in parse(path.read_text(encoding="utf-8"), path.stem).rulings:
            found.setdefault(ruling, []).append(path.stem)
    return found


def _without_scenario() -> dict[str, dict]:
    entries: dict[str, dict] = {}
    for path in sorted(WITHOUT.glob("*.toml")):
        for entry in tomllib.loads(path.read_text(encoding="utf-8")).get("ruling", []):
            entries[entry["id"]] = entry
    return entries


def test_every_ruling_has_a_scenario_or_a_reason(cat):
    shown = _scenario_rulings()
    without = _without_scenario()
    all_ids = {r.id for card in cat.cards.values() for r in card.rulings}
    assert set(shown) <= all_ids, f"unknown ruling ids in scenarios: {set(shown) - all_ids}"
    assert set(without) <= all_ids, f"unknown ids in {WITHOUT}: {set(without) - all_ids}"
    missing = sorted(all_ids - set(shown) - set(without))
    assert not missing, f"rulings with neither a scenario nor a reason: {missing}"
    for entry in without.values():
        assert entry["why"]["en"].strip() and entry["why"]["hu"].strip(), entry["id"]


def test_most_rulings_run_on_the_engine(cat):
    all_ids = {r.id for card in cat.cards.values() for r in card.rulings}
    assert len(set(_scenario_rulings()) & all_ids) >= 0.75 * len(all_ids)


def test_scenarios_are_bilingual():
    for path in SCENARIOS:
        scenario = parse(path.read_text(encoding="utf-8"), path.stem)
        assert scenario.title.en and scenario.title.hu, path
        for step in scenario.steps:
            if step.explain:
                assert step.explain.en and step.explain.hu, (path, step.move)
