"""The engine's optional compiled build (mypyc): which modules it compiles, and which run now.

`scripts/compile_engine.sh` compiles `MODULES` into extension modules beside their sources;
Python then imports those instead of the `.py` files. Nothing needs them: without them the
same modules run as plain Python, and play the same games (`tests/test_compiled.py`).
"""

from __future__ import annotations

import hashlib
import importlib
import json
from pathlib import Path

MODULES = (
    "companion.engine.table",
    "companion.engine.turn",
    "companion.engine.inline",
    "companion.engine.game",
    "companion.sim.shuffler",
    "companion.bots.strategy",
    "companion.engine.state",
    "companion.sim.play",
    "companion.bots.buying",
    "companion.bots.rule_bot",
    "companion.bots.opening",
    "companion.engine.cards",
    "companion.engine.setup",
    "companion.engine.standard",
    "companion.sim.stuck",
    "companion.sim.seeds",
    "companion.bots.sight",
)
"""The fast path's hot modules (cProfile of benchmarks/bench_engine.py's matchups), compiled
together so that their calls to each other are native. What compiled code asks of them: frozen
dataclasses pickle by their fields (`engine.native.by_fields`), `CardDB` stays a Python class
(its memo holds it by a weak reference), and nothing dispatches on a field's annotation (compiled,
it is a class, not a string)."""


PACKAGE = Path(__file__).resolve().parent
STAMP = PACKAGE / "compiled.json"
"""Written by the build: each compiled module's source hash, to tell a stale build."""


def source(module: str) -> Path:
    """The `.py` file of one of `MODULES`."""
    return PACKAGE.parent / (module.replace(".", "/") + ".py")


def digest(module: str) -> str:
    """The SHA-256 of a module's source, as the build stamps it."""
    return hashlib.sha256(source(module).read_bytes()).hexdigest()


def running() -> tuple[str, ...]:
    """The modules of `MODULES` imported from a compiled extension in this process."""
    found = []
    for name in MODULES:
        path = getattr(importlib.import_module(name), "__file__", None) or ""
        if not path.endswith(".py"):
            found.append(name)
    return tuple(found)


def stale() -> tuple[str, ...]:
    """Compiled modules whose source changed since the build (their extension runs old code)."""
    try:
        built: dict[str, str] = json.loads(STAMP.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        built = {}
    return tuple(m for m in running() if built.get(m) != digest(m))


def status() -> str:
    """One line: pure Python, compiled (how many modules), or compiled but stale."""
    names = running()
    if not names:
        return "engine: pure Python (no compiled modules)"
    old = stale()
    if old:
        return f"engine: compiled, STALE (sources changed since the build: {', '.join(old)})"
    return f"engine: compiled with mypyc ({len(names)} of {len(MODULES)} modules)"
