"""The table: play Dominion alone or against bots, or step through the example replays."""

from __future__ import annotations

import streamlit as st

from companion.catalogue import load
from companion.i18n import N_
from companion.table.model import board
from companion.ui.common import notices, state
from companion.ui.common.components import TILE_CSS
from companion.ui.table import actions as act
from companion.ui.table import keys
from companion.ui.table.board import (
    TABLE_CSS,
    bot_mode,
    follow_focus,
    render_table,
    render_tools,
    render_upload,
    show_toasts,
)
from companion.ui.table.new_link import read_new_link
from companion.ui.table.replay import init_replay_state, read_link, render_replay, write_link

MODE_LABELS = {"game": N_("Game"), "replays": N_("Example replays")}


@st.fragment
def play_area() -> None:
    """The board and the decision panel: a tap reruns only this part of the page. The game's
    parts (start form, score, saves) are imported here: a replay link does not wait for them."""
    from companion.ui.table.extras import render_charts, render_saves, render_score
    from companion.ui.table.guided import render_prompt
    from companion.ui.table.pass_play import render_cover
    from companion.ui.table.start import render_start

    _ = state.t()
    cat = load()
    for level, text in notices.take(keys.NOTICE_PLACE):
        getattr(st, level)(text)
    show_toasts()
    now = act.current()
    if now is None:
        render_start(_, cat)
        render_upload(_)
        render_saves(_, playing=False)
        return
    sb, game = now
    if render_cover(_, cat, sb):  # pass-and-play: the next person must say it is them first
        return
    render_prompt(_, sb, game)
    render_table(_, cat, sb, board(cat, game, sb.viewer(act.card_db(), cat)))
    render_score(_, cat, sb, game)
    bot_mode(_)
    render_tools(_, sb)
    render_charts(_, sb, game)
    render_saves(_, playing=True)
    follow_focus()


def main() -> None:
    _ = state.t()
    st.html(TILE_CSS + TABLE_CSS)
    st.title(_("Practice table"))
    init_replay_state()
    st.session_state.setdefault(keys.TABLE_MODE, "game")
    read_link(_)
    read_new_link(_)
    act.sync_game_link()
    st.segmented_control(
        _("Show"),
        list(keys.TABLE_MODES),
        format_func=lambda m: _(MODE_LABELS[m]),
        key=keys.TABLE_MODE,
        required=True,
    )
    if st.session_state[keys.TABLE_MODE] == "replays":
        for level, text in notices.take(keys.NOTICE_PLACE):
            getattr(st, level)(text)
        render_replay(_, load())
        if st.session_state.get(keys.REPLAY) is None:
            write_link()
    else:
        write_link()
        play_area()
