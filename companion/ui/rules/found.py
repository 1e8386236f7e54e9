"""An FAQ answer found by the rules search: its chapter opens with that question expanded and
scrolled into view, not at the chapter's top among its 28 closed questions."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

import streamlit as st

from companion.ui.common import state
from companion.ui.common.components import scroll_to
from companion.ui.rules import keys


def open_question(chapter_id: str, question_id: str, go: Callable[[str], None]) -> None:
    """Open the question's chapter and ask for the question instead of the top (callback)."""
    st.session_state[keys.RULES_FOUND] = question_id
    go(chapter_id)
    state.focus(keys.question_key(question_id))


@contextmanager
def question_expander(question_id: str, label: str) -> Iterator[None]:
    """The question's expander: open, in a container scrolled to, if the search opened it."""
    if st.session_state.get(keys.RULES_FOUND) != question_id:
        with st.expander(label):
            yield
        return
    key = keys.question_key(question_id)
    with st.container(key=key), st.expander(label, expanded=True):
        yield
    pending = st.session_state.get(state.SCROLL)
    if isinstance(pending, tuple) and pending[0] == key:
        wanted = state.take_focus()
        if wanted is not None:
            scroll_to(*wanted)
