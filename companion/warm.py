"""What a fresh server does before its first visitor: the pages' imports and the shared data.

A new process pays ~0.5 s on its first script run (the modules the pages import, the catalogue
and rulebook parsed from TOML, both gettext catalogues, the engine's card table, Streamlit's
emoji table for the page icon). `server.py` runs `warm()` in the app's startup, before the
server answers, so the first visitor's page costs what any later visitor's does. The modules
are found in the page scripts' own import lines (ast, never run), so a page that imports
something new is warmed without a list to keep up to date.
"""

from __future__ import annotations

import ast
import importlib
import time
from collections.abc import Iterator
from pathlib import Path

from companion import PROJECT_ROOT

UI = PROJECT_ROOT / "companion" / "ui"
ENTRY = PROJECT_ROOT / "streamlit_app.py"


def is_script(tree: ast.Module) -> bool:
    """Whether a module does something when imported (a page: it ends by drawing itself)."""
    return any(
        isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) for node in tree.body
    )


def top_imports(tree: ast.Module) -> Iterator[str]:
    """The modules a file imports at its top level (not those imported inside functions)."""
    for node in tree.body:
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module


def page_scripts(ui: Path = UI) -> list[Path]:
    """The page scripts under `ui` (the modules that draw themselves when run)."""
    found = []
    for path in sorted(ui.rglob("*.py")):
        if is_script(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            found.append(path)
    return found


def page_imports(entry: Path = ENTRY, ui: Path = UI) -> list[str]:
    """Every module the entry file and the page scripts under `ui` import at their top."""
    names: set[str] = set()
    for path in [entry, *page_scripts(ui)]:
        names.update(top_imports(ast.parse(path.read_text(encoding="utf-8"), str(path))))
    return sorted(names)


def warm_scripts() -> int:
    """Have the running server compile the entry and the page scripts into its script cache
    (Streamlit rewrites and compiles each on its first run); how many. Nothing without a
    server, or if Streamlit's cache is not where it was in 1.67."""
    from streamlit import runtime

    if not runtime.exists():
        return 0
    cache = getattr(runtime.Runtime.instance(), "_script_cache", None)
    compile_script = getattr(cache, "get_bytecode", None)
    if compile_script is None:
        return 0
    scripts = [ENTRY, *page_scripts()]
    for path in scripts:
        compile_script(str(path))
    return len(scripts)


def warm_data() -> None:
    """Build the data every page reads once per process (each is cached where it is made)."""
    from streamlit import delta_generator, runtime
    from streamlit.string_util import is_emoji

    from companion.catalogue import load
    from companion.engine.standard import standard_db
    from companion.i18n import LANGS, translations, translator
    from companion.rulebook.loader import load_rulebook
    from companion.table.replay import replays

    cat = load()
    standard_db()
    load_rulebook()
    for lang in LANGS:
        translations(lang)
        translator(lang).num(1000)  # Babel's number data of the locale
        replays(cat, lang)  # every scenario file: the cards page links rulings to them
    is_emoji("🃏")  # compiles Streamlit's emoji pattern (~4,000 alternatives) once
    # Streamlit's first element of a process asks whether it runs in a REPL, through
    # inspect.stack() over the script thread's deep stack (~50 ms); asked here, it is done.
    once = getattr(delta_generator, "_maybe_print_use_warning", None)
    if once is not None and runtime.exists():  # (without a server it would print a warning)
        once()


def warm() -> dict[str, float]:
    """Import the pages' modules and build the shared data; seconds each part took."""
    started = time.perf_counter()
    for name in page_imports():
        importlib.import_module(name)
    imported = time.perf_counter()
    warm_data()
    warm_scripts()
    return {"imports": imported - started, "data": time.perf_counter() - imported}
