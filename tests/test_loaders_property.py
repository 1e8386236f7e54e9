"""Property tests: whatever TOML or JSON they are given, the scenario and save loaders either
load it or raise their own typed error (ScenarioError, SaveFileError), never anything else."""

from __future__ import annotations

import copy
import json
import math
import tomllib
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from companion import DATA_DIR
from companion.engine import save
from companion.engine.expect import run
from companion.engine.game import Game
from companion.engine.scenario import ScenarioError, parse

SCENARIOS = sorted((DATA_DIR / "scenarios").glob("**/*.toml"))
SEEDS = [p for p in SCENARIOS if p.stem in ("example-duration", "smugglers-not-attack")]
CARDS = ["copper", "gold", "haven", "wharf", "throne_room", "smugglers", "nosuchcard", "curse"]
WORDS = st.sampled_from(
    [
        *CARDS,
        "5*copper",
        "501*silver",
        "0*gold",
        "²*gold",
        "",
        "player",
        "hand",
        "next_turn",
        "play haven",
        "buy -",
    ]
)
KEYS = st.sampled_from(
    ["hand", "deck", "next_turn", "supply", "turn", "coins", "player", "players", "1", "0", "x"]
)
SETTINGS = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def values(toml: bool) -> st.SearchStrategy[Any]:
    """Random nested values: numbers (some huge or negative), texts, card-like words."""
    leaves = (
        st.booleans()
        | st.integers(-(2**70), 2**70)
        | st.integers(-3, 12)
        | st.floats(allow_nan=not toml)
        | st.text(max_size=8)
        | WORDS
    )
    if not toml:
        leaves = leaves | st.none()
    return st.recursive(
        leaves,
        lambda inner: (
            st.lists(inner, max_size=4)
            | st.dictionaries(KEYS | st.text(max_size=5), inner, max_size=4)
        ),
        max_leaves=16,
    )


def toml_value(value: Any) -> str:
    """A value as inline TOML (tables inline, texts as basic strings)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "inf" if value == math.inf else "-inf" if value == -math.inf else repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return (
        "{"
        + ", ".join(
            f"{json.dumps(k, ensure_ascii=False)} = {toml_value(v)}" for k, v in value.items()
        )
        + "}"
    )


def toml_document(doc: dict[str, Any]) -> str:
    return (
        "\n".join(f"{json.dumps(k, ensure_ascii=False)} = {toml_value(v)}" for k, v in doc.items())
        + "\n"
    )


def mutate(
    data: st.DataObject, doc: Any, leaf: st.SearchStrategy[Any], under: tuple[str, ...] = ()
) -> Any:
    """The document with one value somewhere inside (below `under`) replaced, removed or added."""
    doc = copy.deepcopy(doc)
    node = doc
    for key in under:
        if not (isinstance(node, dict) and isinstance(node.get(key), dict | list) and node[key]):
            break
        node = node[key]
    for _ in range(data.draw(st.integers(0, 6))):
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        inner = [k for k in keys if isinstance(node[k], dict | list) and node[k]]
        if not inner or data.draw(st.booleans()):
            break
        node = node[data.draw(st.sampled_from(inner))]
    keys = list(node) if isinstance(node, dict) else list(range(len(node)))
    action = data.draw(st.sampled_from(["replace", "remove", "add"] if keys else ["add"]))
    if action == "add":
        if isinstance(node, dict):
            node[data.draw(KEYS | st.text(max_size=5))] = data.draw(leaf)
        else:
            node.insert(data.draw(st.integers(0, len(node))), data.draw(leaf))
        return doc
    key = data.draw(st.sampled_from(keys))
    if action == "remove":
        del node[key]
    else:
        node[key] = data.draw(leaf)
    return doc


def load_scenario(text: str, db) -> None:
    """Parse and play a scenario; only ScenarioError may escape (a failed step is an outcome)."""
    try:
        scenario = parse(text)
    except ScenarioError:
        return
    try:
        outcome = run(scenario, db)
    except ScenarioError:
        return
    assert outcome.steps_done <= len(scenario.steps)


@SETTINGS
@given(doc=st.dictionaries(KEYS | st.text(max_size=6), values(toml=True), max_size=6))
def test_random_toml_gives_only_scenario_errors(db, doc):
    load_scenario(toml_document(doc), db)


@SETTINGS
@given(text=st.text(max_size=200))
def test_random_text_gives_only_scenario_errors(db, text):
    load_scenario(text, db)


@pytest.mark.parametrize("path", SEEDS, ids=[p.stem for p in SEEDS])
@SETTINGS
@given(data=st.data())
def test_mutated_scenarios_give_only_scenario_errors(db, path, data):
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    for _ in range(data.draw(st.integers(1, 3))):
        doc = mutate(data, doc, values(toml=True))
    assume(isinstance(doc, dict))
    load_scenario(toml_document(doc), db)


def load_save(text: str, db) -> Game | None:
    try:
        return save.loads(db, text)
    except save.SaveFileError:
        return None


@pytest.fixture(scope="module")
def saved(db) -> dict[str, Any]:
    """The save of a scenario played to its end: a position, scripted shuffles and answers."""
    scenario = parse(SEEDS[0].read_text(encoding="utf-8"))
    return json.loads(save.dumps(run(scenario, db).game))


@SETTINGS
@given(doc=values(toml=False))
def test_random_json_gives_only_save_file_errors(db, doc):
    assert load_save(json.dumps(doc), db) is None


@SETTINGS
@given(data=st.data())
def test_mutated_saves_give_only_save_file_errors(db, saved, data):
    doc = saved
    under = data.draw(st.sampled_from([(), ("setup",), ("setup", "position", "players")]))
    for _ in range(data.draw(st.integers(1, 3))):
        doc = mutate(data, doc, values(toml=False), under)
    game = load_save(json.dumps(doc), db)
    if game is not None:  # a change that changes nothing the digest covers
        assert save.digest(game) == saved["digest"]


def test_the_unchanged_save_loads(db, saved):
    game = load_save(json.dumps(saved), db)
    assert game is not None and json.loads(save.dumps(game)) == saved  # the same game again
