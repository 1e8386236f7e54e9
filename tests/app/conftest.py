"""AppTest helpers: run the real app file headless, page by page."""

from __future__ import annotations

import re

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from companion import PROJECT_ROOT

APP = str(PROJECT_ROOT / "streamlit_app.py")


@pytest.fixture(autouse=True)
def _fresh_caches():
    st.cache_data.clear()
    yield
    st.cache_data.clear()


def open_app(page: str | None = None, **params: str) -> AppTest:
    """The app after its first run, optionally on another page, with URL parameters."""
    at = AppTest.from_file(APP, default_timeout=30)
    for key, value in params.items():
        at.query_params[key] = value
    at.run()
    if page is not None:
        at.switch_page(f"companion/ui/pages/{page}.py").run()
    return at


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
    ):
        parts.extend(str(e.value) for e in at.get(kind))
    return re.sub(r"\\(.)", r"\1", "\n".join(parts))  # undo markdown escaping
