"""A link that opens the start form of a new game of one kind (`/table?new=guided`): the
rulebook's first-game path ends on the guided game's start button."""

from __future__ import annotations

import streamlit as st

from companion.i18n import Translator
from companion.ui.common import notices
from companion.ui.common.components import md
from companion.ui.common.links import SHOWN
from companion.ui.table import actions as act
from companion.ui.table import keys


def read_new_link(_: Translator) -> None:
    """Show the game tab with the start form on the kind the link names, once (the parameter
    leaves the URL, so the form can be switched after); another value gives a warning."""
    wanted = st.query_params.get(keys.NEW_GAME)
    if wanted is None:
        return
    del st.query_params[keys.NEW_GAME]
    if wanted not in keys.WHO_MODES:
        notices.notify(
            "warning",
            _(
                "A link cannot start a new game of the kind “{value}”; choose one below.",
                value=md(wanted[:SHOWN]),
            ),
            at=keys.NOTICE_PLACE,
        )
        return
    st.session_state[keys.TABLE_MODE] = "game"
    st.session_state[keys.TABLE_WHO] = wanted
    if act.sandbox() is not None:
        notices.notify(
            "info",
            _("A game is on the table: press “New game” below the board to start another one."),
            at=keys.NOTICE_PLACE,
        )
