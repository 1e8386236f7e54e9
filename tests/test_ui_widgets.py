"""Every select box of the UI names its own placeholder: Streamlit's default is English
(„Choose an option” on a Hungarian page, found by the browser scan of the table)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parent.parent / "companion" / "ui"
PICKERS = {"selectbox", "multiselect"}


def pickers_without_placeholder(tree: ast.AST) -> list[int]:
    """The lines of st.selectbox / st.multiselect calls that give no `placeholder`."""
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in PICKERS
        and "placeholder" not in {k.arg for k in node.keywords}
    ]


@pytest.mark.parametrize("path", sorted(UI.rglob("*.py")), ids=lambda p: str(p.relative_to(UI)))
def test_every_picker_names_its_placeholder(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    assert pickers_without_placeholder(tree) == []


def test_the_check_sees_a_missing_placeholder() -> None:
    tree = ast.parse("st.selectbox('x', [1])\nst.multiselect('y', [], placeholder='z')\n")
    assert pickers_without_placeholder(tree) == [1]
