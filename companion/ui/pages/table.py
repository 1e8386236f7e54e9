"""The table: play Dominion alone or against bots, from the engine's view of your seat."""

from __future__ import annotations

import streamlit as st

from companion.catalogue import load
from companion.table.model import board
from companion.ui import state
from companion.ui import table_actions as act
from companion.ui.components import TILE_CSS
from companion.ui.table_start import render_start
from companion.ui.table_view import TABLE_CSS, bot_mode, render_table, render_tools, render_upload


@st.fragment
def play_area() -> None:
    """The board and the decision panel: a tap reruns only this part of the page."""
    _ = state.t()
    cat = load()
    for level, text in state.take_table_notices():
        getattr(st, level)(text)
    now = act.current()
    if now is None:
        render_start(_, cat)
        render_upload(_)
        return
    sb, game = now
    render_table(_, cat, sb, board(cat, game, sb.human))
    bot_mode(_)
    render_tools(_, sb)


def main() -> None:
    _ = state.t()
    st.html(TILE_CSS + TABLE_CSS)
    st.title(_("Practice table"))
    play_area()


main()
