"""The server's warm-up: it finds the pages' imports by itself and fills the shared caches, and
`streamlit run server.py` picks up the app that runs it."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion import PROJECT_ROOT
from companion.warm import (
    ENTRY,
    UI,
    is_script,
    page_imports,
    page_scripts,
    top_imports,
    warm_scripts,
)

PROBE = """
import json
from companion import catalogue, i18n, warm
from companion.engine import standard
from companion.rulebook import loader
from companion.table import replay
took = warm.warm()
print(json.dumps({
    "took": took,
    "catalogue": catalogue.load.cache_info().currsize,
    "card table": standard.standard_db.cache_info().currsize,
    "rulebook": loader.load_rulebook.cache_info().currsize,
    "catalogues": i18n.translations.cache_info().currsize,
    "replay lists": replay._replays.cache_info().currsize,
}))
"""


def test_pages_are_scripts_and_libraries_are_not():
    pages = [p for p in UI.rglob("*.py") if is_script(ast.parse(p.read_text(encoding="utf-8")))]
    assert len(pages) >= 4  # kingdom, cards, table, rules
    assert not is_script(ast.parse((PROJECT_ROOT / "companion" / "warm.py").read_text()))
    assert not is_script(ast.parse("import os\ndef f():\n    print(1)\n"))
    assert is_script(ast.parse("import os\nrender()\n"))


def test_top_imports_skip_imports_inside_functions():
    tree = ast.parse("import a.b\nfrom c import d\nfrom . import e\ndef f():\n    import g\n")
    assert list(top_imports(tree)) == ["a.b", "c"]


def test_page_imports_cover_the_entry_and_every_page(tmp_path: Path):
    names = page_imports()
    assert "streamlit" in names
    assert "companion.ui.common" in names  # the entry file's
    pages = {"companion.ui.kingdom.page", "companion.ui.cards.page", "companion.ui.table.page"}
    assert pages | {"companion.ui.rules.page"} <= set(names)  # the page scripts'
    ui = tmp_path / "ui"
    ui.mkdir()
    (ui / "page.py").write_text("import json\nrender()\n")
    (ui / "helper.py").write_text("import csv\n")
    entry = tmp_path / "entry.py"
    entry.write_text("import base64\n")
    assert page_imports(entry, ui) == ["base64", "json"]  # the helper is not a page


def test_warm_fills_the_shared_caches():
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=PROJECT_ROOT,
        env={**os.environ, "PYTHONPATH": str(PROJECT_ROOT)},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen.pop("took").keys() == {"imports", "data"}
    assert seen == {
        "catalogue": 1,
        "card table": 1,
        "rulebook": 1,
        "catalogues": 2,
        "replay lists": 2,
    }


def test_streamlit_run_finds_the_warm_app():
    from streamlit.web.server.app_discovery import discover_asgi_app

    found = discover_asgi_app(PROJECT_ROOT / "server.py")
    assert found.is_asgi_app
    assert not discover_asgi_app(ENTRY).is_asgi_app  # AppTest runs the plain script


def test_page_scripts_are_the_pages_and_need_a_server_to_compile():
    scripts = page_scripts()
    assert len(scripts) >= 4
    assert all(UI in p.parents for p in scripts)
    assert PROJECT_ROOT / "companion" / "warm.py" not in scripts
    assert warm_scripts() == 0  # no server in this process: nothing to fill


def test_start_pool_gives_each_worker_a_task(monkeypatch):
    from concurrent.futures import Future

    from companion.ui.kingdom import jobs

    class Pool:
        def __init__(self) -> None:
            self.calls: list[object] = []

        def submit(self, fn):
            self.calls.append(fn)
            done: Future = Future()
            done.set_result(fn())
            return done

    pool = Pool()
    monkeypatch.setattr(jobs, "insight_pool", lambda: pool)
    jobs.start_pool()
    assert len(pool.calls) == jobs.JOBS


def load_server():
    """server.py as a module (it is run by `streamlit run`, not imported by the package)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("server", PROJECT_ROOT / "server.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_server_starts_the_pool_before_serving_and_stops_it_after(monkeypatch):
    import asyncio

    server = load_server()
    calls: list[str] = []
    monkeypatch.setattr(server, "warm", lambda: calls.append("warm") or {})
    monkeypatch.setattr(server, "start_pool", lambda: calls.append("start pool"))
    monkeypatch.setattr(server, "stop_pool", lambda: calls.append("stop pool"))

    async def serve() -> None:
        async with server.warm_first(None):
            calls.append("serving")

    asyncio.run(serve())
    assert calls == ["warm", "start pool", "serving", "stop pool"]


def test_stop_pool_ends_the_workers_and_drops_the_games_waiting(monkeypatch):
    import multiprocessing
    import time
    from concurrent.futures import ProcessPoolExecutor

    from companion.ui.kingdom import jobs

    pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
    monkeypatch.setattr(jobs, "insight_pool", lambda: pool)
    worker = pool.submit(os.getpid).result()
    busy = pool.submit(time.sleep, 0.5)
    waiting = [pool.submit(time.sleep, 2) for _ in range(3)]
    jobs.stop_pool()
    # the pool may have handed the first one to its call queue already: that one runs
    assert busy.done() and all(w.cancelled() for w in waiting[1:])
    with pytest.raises(ProcessLookupError):  # the worker has ended, reaped by the shutdown
        os.kill(worker, 0)
