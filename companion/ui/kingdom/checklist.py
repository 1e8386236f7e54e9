"""The setup checklist under the Kingdom page's setup sheet: every pile, the starting decks,
mats and tokens, who starts, the first hand, and what goes back into the box, to tick off.

The ticks are kept in the session per kingdom code and player count, so another kingdom or
count has its own and coming back to one finds its ticks again.
"""

from __future__ import annotations

import streamlit as st

from companion.catalogue import Catalogue
from companion.i18n import Translator
from companion.kingdom.checklist import from_sheet
from companion.kingdom.checklist_text import progress_text
from companion.kingdom.setup_sheet import SetupSheet
from companion.ui.common.checklist import render_checklist
from companion.ui.common.components import md
from companion.ui.kingdom import keys


def ticks(code: str, players: int) -> frozenset[str]:
    found: dict[tuple[str, int], frozenset[str]] = st.session_state.get(keys.CHECKLIST_TICKS, {})
    return found.get((code, players), frozenset())


def set_ticks(code: str, players: int, ticked: frozenset[str]) -> None:
    found = dict(st.session_state.get(keys.CHECKLIST_TICKS, {}))
    found[(code, players)] = ticked
    st.session_state[keys.CHECKLIST_TICKS] = found


def clear(code: str, players: int) -> None:
    """Untick every item of this kingdom and count (button callback)."""
    set_ticks(code, players, frozenset())


def render_sheet_checklist(_: Translator, cat: Catalogue, sheet: SetupSheet, code: str) -> None:
    """The checklist of the sheet shown, in an expander that runs only when open."""
    items = from_sheet(cat, sheet)
    ticked = ticks(code, sheet.players) & set(items.ids())

    def tick(item_id: str, on: bool) -> None:
        now = set(ticks(code, sheet.players))
        (now.add if on else now.discard)(item_id)
        set_ticks(code, sheet.players, frozenset(now))

    # The label stays the same (the progress is inside): a keyed expander whose label
    # changes is drawn anew, folded.
    box = st.expander(
        _("Setup checklist"), icon=":material/checklist:", key=keys.CHECKLIST, on_change="rerun"
    )
    if not box.open:
        return  # folded: its checkboxes need not run
    with box:
        st.caption(md(progress_text(_, len(ticked), len(items.items))))
        render_checklist(
            _, cat, items, ticked, lambda i: keys.of(keys.TICK, sheet.players, i), tick
        )
        st.button(
            _("Clear the ticks"),
            key=keys.CHECKLIST_CLEAR,
            on_click=clear,
            args=(code, sheet.players),
        )
