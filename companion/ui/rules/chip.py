"""The player-count chip at the top of every chapter: the shared count (state.players()) the
chapter's numbers follow, changed in one tap, and a line naming it."""

from __future__ import annotations

import streamlit as st

from companion.i18n import Translator
from companion.ui.common import state
from companion.ui.rules import keys
from companion.ui.rules.widgets import count_control, player_label


def render_chip(_: Translator) -> None:
    """„Játékosok: 1 2 3 4” and „A fejezet számai: 3 játékos”."""
    count_control(_, keys.RULES_CHIP, short=True)
    st.caption(
        _(
            "The numbers in this chapter are for: {players}.",
            players=player_label(_, state.players()),
        )
    )
