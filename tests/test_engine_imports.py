"""The engine has no import circle: each module imports alone, first, in a fresh interpreter;
counting imports made only for type checking there is no circle either, and the card rules
never name the game that uses them."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

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
    for name in ("rules", "table", "turn", "inline", "setup", "effects.base", "effects.seaside"):
        assert loads_game[f"companion.engine.{name}"] == "False", name


def imports_of(module: str) -> set[str]:
    """The engine modules `module` imports anywhere in its source, under `TYPE_CHECKING` too."""
    path = ENGINE.joinpath(*module.split(".")[2:])
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        else:
            continue
        found |= {n for n in names if n in GRAPH_NODES}
    return found - {module}


GRAPH_NODES = {*MODULES, "companion.engine", "companion.engine.effects"}
GRAPH = {m: imports_of(m) for m in sorted(GRAPH_NODES)}


def below(module: str) -> set[str]:
    """Every engine module `module` depends on, directly or not."""
    seen: set[str] = set()
    todo = [module]
    while todo:
        for dep in GRAPH[todo.pop()] - seen:
            seen.add(dep)
            todo.append(dep)
    return seen


def test_no_import_circle_even_for_type_checking():
    """Counting `TYPE_CHECKING` imports too, no engine module depends on itself."""
    circles = [m for m in GRAPH if m in below(m)]
    assert circles == []


def test_nothing_below_the_game_names_it_or_its_card_rules():
    """The modules `game` builds on and the card rules never import `game` (the effects are
    typed against `rules.Board`), and the game never imports the card rules (they are passed
    in, `standard.new_game`)."""
    under = below("companion.engine.game")
    assert {"companion.engine.turn", "companion.engine.rules", "companion.engine.table"} <= under
    effects = {m for m in GRAPH if m.startswith("companion.engine.effects")}
    for module in under | effects:
        assert "companion.engine.game" not in GRAPH[module], module
    assert not under & effects
    assert "companion.engine.effects" in GRAPH["companion.engine.standard"]
