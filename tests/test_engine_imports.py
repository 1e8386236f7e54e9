"""The engine has no import circle: each module imports alone, first, in a fresh interpreter,
and the card rules never load the game that uses them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import companion.engine

ENGINE = Path(companion.engine.__file__).parent
MODULES = sorted(
    "companion.engine." + ".".join(p.relative_to(ENGINE).with_suffix("").parts)
    for p in ENGINE.rglob("*.py")
    if p.name != "__init__.py"
)
SCRIPT = """
import importlib, sys
for name in sys.argv[1:]:
    for loaded in [m for m in sys.modules if m.startswith("companion")]:
        del sys.modules[loaded]
    importlib.import_module(name)
    print(name, "companion.engine.game" in sys.modules)
"""


def test_every_engine_module_imports_alone():
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT, *MODULES], capture_output=True, text=True, check=False
    )
    assert out.returncode == 0, out.stderr
    loads_game = dict(line.split() for line in out.stdout.splitlines())
    assert set(loads_game) == set(MODULES)
    for name in ("rules", "table", "turn", "setup", "effects.base", "effects.seaside"):
        assert loads_game[f"companion.engine.{name}"] == "False", name


@pytest.mark.parametrize("name", ["effects.base", "effects.seaside"])
def test_effects_use_the_game_only_for_type_checking(name):
    text = (ENGINE / (name.replace(".", "/") + ".py")).read_text(encoding="utf-8")
    head, _, guarded = text.partition("if TYPE_CHECKING:")
    assert "companion.engine.game" not in head
    assert "from companion.engine.game import Game" in guarded.split("\n\n")[0]
