"""The kingdom page: its parts in order (controls, options, tiles, insight, tabs), its notices."""

from __future__ import annotations

import streamlit as st

from companion.catalogue import load
from companion.ui.common import notices, state
from companion.ui.common.components import (
    TILE_CSS,
    scroll_to,
)
from companion.ui.kingdom import actions as act
from companion.ui.kingdom import keys
from companion.ui.kingdom.insight import render_insight
from companion.ui.kingdom.openings import render_openings
from companion.ui.kingdom.options import render_controls, render_options
from companion.ui.kingdom.tabs import render_tabs
from companion.ui.kingdom.tiles import render_kingdom


def render() -> None:
    """The whole page; then the messages whose place was not drawn, and the scroll a tap asked for.

    A tap's result and message appear where the user looks: a swap's in the new card's tile,
    the rest above the tiles, which are scrolled into view (the options panel or the tabs below
    can push them a screen or more away on a phone).
    """
    _ = state.t()
    cat = load()
    st.html(TILE_CSS)
    act.sync_link(_)
    st.title(_("Kingdom"))
    notices.show(keys.TOP)
    kingdom = act.current_kingdom()
    render_controls(_, kingdom)
    render_options(_, cat)
    with st.container(key=keys.RESULT):
        notices.show(keys.RESULT)
        if kingdom is None:
            st.info(
                _("Choose your options and press “Generate kingdom”, or pick a recommended one.")
            )
        else:
            render_kingdom(_, cat, kingdom)
    if kingdom is not None:
        render_insight(_, cat, kingdom)
        render_openings(_, cat, kingdom)
    render_tabs(_, cat, kingdom)
    for _level, text in notices.take(keys.is_place):
        st.toast(text)
    wanted = state.take_focus()
    if wanted is not None:
        key, number = wanted
        scroll_to(key, number, "start" if key == keys.RESULT else "center")
