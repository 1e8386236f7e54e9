"""Each kind of seed has one range, defined once by the module that owns it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import companion
from companion import kingdom
from companion.engine.shuffle import MAX_SEED
from companion.sim import seeds

ROOT = Path(companion.__file__).parent
DEFINITION = re.compile(r"^\s*\w*SEED_BITS\s*=", re.MULTILINE)

OWNERS = {
    "kingdom/randomizer.py": 40,  # kingdom seeds (the app's and the command line's draws)
    "sim/seeds.py": 63,  # seeds the simulator derives for each game and bot
    "ui/table/actions.py": 31,  # the table page's seeds (drawn and typed)
}


def _sources() -> dict[str, str]:
    return {p.relative_to(ROOT).as_posix(): p.read_text("utf-8") for p in ROOT.rglob("*.py")}


def test_every_seed_range_is_defined_once_by_its_owner():
    defining = sorted(name for name, text in _sources().items() if DEFINITION.search(text))
    assert defining == sorted(OWNERS)


@pytest.mark.parametrize(("path", "bits"), sorted(OWNERS.items()))
def test_seed_ranges_keep_their_values(path, bits):
    """Kingdom codes, links and recorded runs depend on these values."""
    text = _sources()[path]
    assert re.search(rf"^SEED_BITS = {bits}$", text, re.MULTILINE)


def _literal_powers_of_two(text: str) -> list[int]:
    """The exponents of every `2**<number>` written in the code (not in its docstrings)."""
    return [
        node.right.value
        for node in ast.walk(ast.parse(text))
        if isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Pow)
        and isinstance(node.left, ast.Constant)
        and node.left.value == 2
        and isinstance(node.right, ast.Constant)
    ]


def test_no_module_writes_a_seed_limit_as_a_literal():
    literal = {
        name: powers
        for name, text in _sources().items()
        if (powers := _literal_powers_of_two(text))
    }
    # Only the engine's limit for files and commands (MAX_SEED) is a literal power of two.
    assert literal == {"engine/shuffle.py": [63]}


def test_seed_ranges_fit_what_the_engine_accepts():
    from companion.ui.table import actions as table_actions

    assert kingdom.SEED_BITS == 40
    assert seeds.SEED_BITS == 63
    assert table_actions.SEED_BITS == 31
    for bits in (kingdom.SEED_BITS, seeds.SEED_BITS, table_actions.SEED_BITS):
        assert 2**bits - 1 <= MAX_SEED
    assert seeds.derive_seed(2**64, "bot", 3) < 2**seeds.SEED_BITS
