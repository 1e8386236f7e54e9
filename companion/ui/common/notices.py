"""One queue of messages from callbacks for the next run, each with its place on a page.

A callback cannot draw; it queues (level, text, place) and the page shows each message where
it belongs: the kingdom page under its title, above the tiles, in the history tab or in a
card's tile; the table page above the board. Each page names its places in its `keys.py`.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

NOTICES = "notices"  # [(level, text, place)]: messages from callbacks, each shown once
LEVELS = ("error", "warning", "success", "info")


def notify(level: str, text: str, at: str) -> None:
    """Queue a message of a level ("error", "warning", "success", "info") for place `at`."""
    st.session_state.setdefault(NOTICES, []).append((level, text, at))


def take(at: str | Callable[[str], bool]) -> list[tuple[str, str]]:
    """The queued (level, text) messages of one place (or of every place the test accepts),
    in the order queued, each taken off the queue; the other places' messages stay."""
    wanted = at if callable(at) else at.__eq__
    queued: list[tuple[str, str, str]] = st.session_state.get(NOTICES, [])
    taken = [(level, text) for level, text, where in queued if wanted(where)]
    st.session_state[NOTICES] = [n for n in queued if not wanted(n[2])]
    return taken


def show(at: str) -> None:
    """Draw the messages queued for this place of the page, each in its level's box."""
    draw = {"error": st.error, "warning": st.warning, "success": st.success, "info": st.info}
    for level, text in take(at):
        draw.get(level, st.info)(text)
