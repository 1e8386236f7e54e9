"""Where each page lives: its script for `st.Page` and `st.page_link`, and its address with a
query for a Markdown link, so no page names another page's files."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlencode

UI = Path(__file__).resolve().parent.parent
PAGES = ("kingdom", "cards", "table", "rules")  # each a package under companion/ui with page.py


def page_file(page: str) -> Path:
    """The st.Page script of a page: companion/ui/entry/<URL path>.py, which runs its package's
    page.py (named by the URL path, so that AppTest can switch to it before a first run)."""
    if page not in PAGES:
        raise ValueError(f"unknown page {page!r}")
    return UI / "entry" / f"{page}.py"


def page_script(page: str) -> str:
    """The page's script relative to the app's folder, as `st.page_link` and AppTest name it."""
    return page_file(page).relative_to(UI.parent.parent).as_posix()


def page_url(page: str, **query: str | int) -> str:
    """The page's address with a query (`/table?scenario=x&step=0`) for a Markdown link."""
    page_file(page)
    return f"/{page}?{urlencode(query)}" if query else f"/{page}"
