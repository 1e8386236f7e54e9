"""The optional compiled engine (scripts/compile_engine.sh): when it runs, it is whole and current.

Whether it plays the same games is `tests/test_engine_digests.py`'s job: its pinned digests
were recorded in pure Python and hold for whichever build runs (so run it once compiled).
"""

from __future__ import annotations

import importlib
import pickle
import subprocess
import sys

import pytest

from companion import compiled
from companion.engine.setup import PlayerPosition, Position, Setup


def test_status_says_which_engine_runs() -> None:
    line = compiled.status()
    assert ("pure Python" in line) == (not compiled.running())


@pytest.mark.skipif(not compiled.running(), reason="engine not compiled (pure Python)")
def test_a_compiled_build_is_whole_and_current() -> None:
    assert compiled.running() == compiled.MODULES
    assert compiled.stale() == ()


def test_the_engine_imports_without_the_compiler_tools() -> None:
    """A plain install has no mypy_extensions: the class marker falls back to doing nothing."""
    code = (
        "import sys; sys.modules['mypy_extensions'] = None\n"
        "from companion.catalogue import load\n"
        "from companion.engine.cards import CardDB, mypyc_attr\n"
        "class X: pass\n"
        "assert mypyc_attr(native_class=False)(X) is X\n"
        "db = CardDB(load())\n"
        "print(db.supply(('smithy',), 2)['smithy'], db.split_treasures(('copper', 'estate'))[2])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["10", "1"]


def _frozen_dataclasses() -> list[type]:
    found = []
    for name in compiled.MODULES:
        module = importlib.import_module(name)
        for value in vars(module).values():
            params = getattr(value, "__dataclass_params__", None)
            if isinstance(value, type) and value.__module__ == name and params and params.frozen:
                found.append(value)
    return found


def test_every_frozen_dataclass_of_the_compiled_modules_pickles_by_its_fields() -> None:
    """Compiled, a frozen dataclass refuses pickle's default restore; saved tables and the
    process pool pickle them, so each one reduces to a call of its class (engine/native.py)."""
    classes = _frozen_dataclasses()
    assert {c.__name__ for c in classes} >= {"GameRecord", "Setup", "Position", "PlayerPosition"}
    assert [c.__name__ for c in classes if "__reduce__" not in vars(c)] == []
    setup = Setup(
        players=("Anna", "Béla"),
        kingdom=("smithy",),
        position=Position(players=(PlayerPosition(hand=("gold",), turns=2), PlayerPosition())),
    )
    assert pickle.loads(pickle.dumps(setup)) == setup
