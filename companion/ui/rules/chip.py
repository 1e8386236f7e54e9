"""The player-count chip at the top of every chapter: the shared count (state.players()) the
chapter's numbers follow, changed in one tap, and a line naming it."""

from __future__ import annotations

import streamlit as st

from companion.i18n import Translator
from companion.rulebook.numbers import PLAYER_COUNTS
from companion.ui.common import state
from companion.ui.rules import keys
from companion.ui.rules.widgets import player_label


def _picked() -> None:
    st.session_state[state.RULES_PLAYERS] = st.session_state[keys.RULES_CHIP] or state.players()


def render_chip(_: Translator) -> None:
    """„Játékosok: 1 2 3 4” and „A fejezet számai: 3 játékos”."""
    st.session_state[keys.RULES_CHIP] = state.players()
    st.segmented_control(
        _("Players"),
        PLAYER_COUNTS,
        key=keys.RULES_CHIP,
        format_func=lambda n: _.num(n),
        on_change=_picked,
        required=True,
    )
    st.caption(
        _(
            "The numbers in this chapter are for: {players}.",
            players=player_label(_, state.players()),
        )
    )
