"""The top of the chapter shown: the part the page scrolls to when another chapter opens (a tap
far down the page, on "next" or in the contents, must not open the chapter in its middle)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import streamlit as st

from companion.ui.common import state
from companion.ui.common.components import scroll_to
from companion.ui.rules import keys


def ask_for_top() -> None:
    """Ask the next run to bring the chapter's top into view (a callback that opens a chapter)."""
    state.focus(keys.CHAPTER_TOP)


@contextmanager
def chapter_top() -> Iterator[None]:
    """A container for the chapter's first lines (an empty one is not drawn, so it could not be
    scrolled to), then the scroll to it if a callback asked for one (other requests stay)."""
    with st.container(key=keys.CHAPTER_TOP):
        yield
    pending = st.session_state.get(state.SCROLL)
    if isinstance(pending, tuple) and pending[0] == keys.CHAPTER_TOP:
        wanted = state.take_focus()
        if wanted is not None:
            scroll_to(*wanted)
