"""The UI's layering: a page package imports only `companion.ui.common` and the modules below
the UI, never another page's package; `common` imports no page; each st.Page script in
`entry/` runs its own page only; nothing below the UI imports it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import companion

ROOT = Path(companion.__file__).parent
UI = ROOT / "ui"
PAGES = sorted(p.parent.name for p in UI.glob("*/page.py"))


def imported(path: Path) -> set[str]:
    """Every module `path` imports, at the top or inside a function (`from a import b` counts
    as both `a` and `a.b`, since `b` may be a module)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
    return found


def ui_packages(names: set[str]) -> set[str]:
    """The `companion.ui` packages among imported modules (`companion.ui` itself as "")."""
    parts = [n.split(".") for n in names if n == "companion.ui" or n.startswith("companion.ui.")]
    return {p[2] if len(p) > 2 else "" for p in parts}


def test_the_four_pages_are_packages_each_with_its_script() -> None:
    assert PAGES == ["cards", "kingdom", "rules", "table"]
    scripts = sorted(p.stem for p in (UI / "entry").glob("*.py") if p.stem != "__init__")
    assert scripts == PAGES


@pytest.mark.parametrize(
    "path", sorted(UI.glob("*/*.py")), ids=lambda p: p.relative_to(UI).as_posix()
)
def test_a_page_imports_no_other_page(path: Path) -> None:
    """A page's package may use common and itself; common only itself; an st.Page script in
    entry/ only the page it is named after."""
    own = path.parent.name
    if own == "entry":
        allowed = {path.stem} if path.stem in PAGES else set()
    else:
        allowed = {"common"} if own == "common" else {"common", own}
    assert ui_packages(imported(path)) <= allowed


@pytest.mark.parametrize(
    "path",
    sorted(p for p in ROOT.rglob("*.py") if UI not in p.parents),
    ids=lambda p: p.relative_to(ROOT).as_posix(),
)
def test_nothing_below_the_ui_imports_it(path: Path) -> None:
    assert ui_packages(imported(path)) == set()


def test_the_check_sees_a_cross_page_import_in_a_function(tmp_path: Path) -> None:
    source = "def f():\n    from companion.ui.kingdom.actions import randomizer\n"
    (tmp_path / "x.py").write_text(source, "utf-8")
    assert ui_packages(imported(tmp_path / "x.py")) == {"kingdom"}
    (tmp_path / "y.py").write_text("from companion.ui import table\n", "utf-8")
    assert ui_packages(imported(tmp_path / "y.py")) == {"", "table"}
