"""AppTest helpers: run the real app file headless, page by page."""

from __future__ import annotations

import functools
import re

import pytest
import streamlit as st
from streamlit.components.v2 import manifest_scanner
from streamlit.testing.v1 import AppTest

from companion import PROJECT_ROOT
from companion.ui.common.pages import page_script

APP = str(PROJECT_ROOT / "streamlit_app.py")

# Every new AppTest scans the metadata of all ~230 installed packages for Streamlit components
# on its first run (a warm first run of the table page: 0.23 s with the scan, 0.10 s without).
# The packages do not change while the tests run, so the scan is done once per process; the app
# has no such components.
manifest_scanner.scan_component_manifests = functools.cache(
    manifest_scanner.scan_component_manifests
)


@pytest.fixture(autouse=True)
def _fresh_caches():
    st.cache_data.clear()
    yield
    st.cache_data.clear()


def open_app(page: str | None = None, **params: str) -> AppTest:
    """The app after its first run, optionally on another page, with URL parameters.

    The page is chosen before the first run (its entry file is named after its URL path, the
    name AppTest matches before a run), as a link to it opens: the kingdom page never runs first.
    """
    at = AppTest.from_file(APP, default_timeout=30)
    for key, value in params.items():
        at.query_params[key] = value
    if page is not None:
        at.switch_page(page_script(page))
    return at.run()


def texts(at: AppTest) -> str:
    """All visible text of markdown, captions, titles, alerts and headers, joined."""
    parts: list[str] = []
    for kind in (
        "title",
        "header",
        "subheader",
        "markdown",
        "caption",
        "info",
        "warning",
        "error",
        "success",
        "toast",
    ):
        parts.extend(str(e.value) for e in at.get(kind))
    return re.sub(r"\\(.)", r"\1", "\n".join(parts))  # undo markdown escaping


@pytest.fixture(autouse=True)
def _own_history(tmp_path, monkeypatch):
    """Every test gets its own empty history folder (never the user's real one)."""
    monkeypatch.delenv("COMPANION_HISTORY_DB", raising=False)
    monkeypatch.setenv("COMPANION_DATA_HOME", str(tmp_path / "data"))
    return tmp_path / "data" / "history.sqlite3"


def shown_kingdom(at: AppTest):
    """The kingdom the page shows, decoded from the code it put in the URL."""
    from companion.kingdom import decode

    assert at.query_params.get("code"), "no kingdom code in the URL"
    code = at.query_params["code"]
    return decode(code[0] if isinstance(code, list) else code)


def notices(at: AppTest, kind: str = "error") -> list[str]:
    """The texts of the page's alerts of one kind, markdown escaping undone."""
    return [re.sub(r"\\(.)", r"\1", str(e.value)) for e in at.get(kind)]


def open_tab(at: AppTest, label: str) -> AppTest:
    """Open a tab of the kingdom page by its label (tabs there only run when open)."""
    at.session_state["kingdom_tab"] = label
    return at.run()


def open_menu(at: AppTest, *keys: str) -> AppTest:
    """Open lazy popovers or expanders (their content only runs once open)."""
    for key in keys:
        at.session_state[key] = True
    return at.run()


def scrolled_to(at: AppTest) -> str | None:
    """The widget key the last run asked the browser to scroll into view, if any."""
    for element in at.get("html"):
        found = re.search(r"querySelector\('\.st-key-([\w-]+)'\)", element.proto.body)
        if found:
            return found.group(1)
    return None


INSIGHT_GAMES = 6  # per card in the insight's AppTests: enough to draw, quick to play


@pytest.fixture
def small_insight(monkeypatch):
    """The insight's games few, its server-wide queue and cache fresh for one test."""
    from companion.ui.kingdom import insight as insight_view
    from companion.ui.kingdom import jobs
    from companion.ui.kingdom.insight_queue import JobQueue

    monkeypatch.setattr(insight_view, "INSIGHT_GAMES", INSIGHT_GAMES)
    monkeypatch.setattr(insight_view, "MORE_GAMES", 2 * INSIGHT_GAMES)
    queue = JobQueue()
    monkeypatch.setattr(jobs, "insight_queue", lambda: queue)
    insight_view.insight_cache.clear()
    yield
    insight_view.insight_cache.clear()


@pytest.fixture
def held(monkeypatch):
    """A pool that plays nothing until the test releases it."""
    from companion.ui.kingdom import jobs
    from tests.test_sim_insight import HeldExecutor

    pool = HeldExecutor()
    monkeypatch.setattr(jobs, "insight_pool", lambda: pool)
    return pool


def open_box(at: AppTest, key: str) -> AppTest:
    """Open a lazy expander (as a tap on its header does: its state turns True, the page
    reruns and draws its content)."""
    at.session_state[key] = True
    return at.run()


def toc_button(at: AppTest, chapter_id: str):
    """The rulebook contents' button of a chapter, the contents opened first."""
    from companion.ui.rules import keys

    return open_box(at, keys.RULES_CONTENTS).button(key=keys.toc_key(chapter_id))
