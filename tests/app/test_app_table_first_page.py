"""The table page's first run in a new server process reads and imports only what it shows:
a replay link its own scenario file and the page language's catalogue, no bots or simulator
(their import and the reading of every scenario made the first page slow)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from companion import PROJECT_ROOT

PROBE = """
import json, sys
from streamlit.testing.v1 import AppTest
at = AppTest.from_file(sys.argv[1], default_timeout=60)
for key, value in json.loads(sys.argv[2]).items():
    at.query_params[key] = value
at.switch_page("companion/ui/entry/table.py")
at.run()
from companion import i18n
from companion.table import replay
print(json.dumps({
    "errors": [str(e.value) for e in at.exception],
    "shown": [h.value for h in at.subheader],
    "catalogues": i18n.translations.cache_info().currsize,
    "scenario files": replay._scenario.cache_info().currsize,
    "loaded": sorted(m for m in sys.modules if m.startswith(tuple(sys.argv[3:]))),
}))
"""
GAME_ONLY = (
    "companion.bots",
    "companion.sim",
    "companion.ui.table.start",
    "companion.ui.table.extras",
    "companion.ui.kingdom.actions",
    "companion.ui.kingdom.page",
)
LINK = {"scenario": "example-first-turns", "step": "3"}


def first_run(params: dict[str, str]) -> dict[str, object]:
    """What the page's first run in a fresh interpreter read and imported."""
    app = str(PROJECT_ROOT / "streamlit_app.py")
    done = subprocess.run(
        [sys.executable, "-c", PROBE, app, json.dumps(params), *GAME_ONLY],
        cwd=PROJECT_ROOT,
        env={**os.environ, "PYTHONPATH": str(PROJECT_ROOT)},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if done.returncode != 0:
        pytest.fail("the probe failed: " + done.stderr[-2000:])
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.parametrize(
    ("lang", "title", "catalogues"),
    [
        ("hu", "Példa a szabályfüzetből\\: az első körök", 1),  # the title escaped for Markdown
        ("en", "Rulebook example\\: your first turns", 1),  # citations in the page language
    ],
)
def test_a_replay_link_reads_its_scenario_and_its_catalogues_and_imports_no_game_parts(
    lang, title, catalogues
):
    found = first_run({"lang": lang, **LINK})
    assert found == {
        "errors": [],
        "shown": [title],
        "catalogues": catalogues,
        "scenario files": 1,
        "loaded": [],
    }


def test_the_start_form_imports_the_bots_but_not_the_simulator_nor_the_scenarios():
    found = first_run({"lang": "hu"})
    assert found["errors"] == [] and found["scenario files"] == 0
    loaded = found["loaded"]
    assert isinstance(loaded, list)
    assert "companion.bots" in loaded and "companion.ui.table.start" in loaded
    assert not [m for m in loaded if m.startswith("companion.sim")]
