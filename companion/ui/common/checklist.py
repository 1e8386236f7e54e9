"""A setup checklist drawn as checkboxes under its section headings (the rulebook's first-game
path and the Kingdom page's setup sheet); each page keeps the ticks and names the keys."""

from __future__ import annotations

from collections.abc import Callable, Collection

import streamlit as st

from companion.catalogue import Catalogue
from companion.i18n import Translator
from companion.kingdom.checklist import Checklist
from companion.kingdom.checklist_text import item_text, section_text
from companion.ui.common.components import md


def render_checklist(
    _: Translator,
    cat: Catalogue,
    items: Checklist,
    ticked: Collection[str],
    key_of: Callable[[str], str],
    on_tick: Callable[[str, bool], None],
) -> None:
    """One checkbox per item, ticked as `ticked` says; a tap calls on_tick(item id, ticked)."""
    section = None
    for item in items.items:
        if item.section != section:
            section = item.section
            st.markdown(f"**{md(section_text(_, section))}**")
        key = key_of(item.id)
        st.session_state[key] = item.id in ticked
        st.checkbox(
            md(item_text(_, cat, item, items.players)),
            key=key,
            on_change=lambda k=key, i=item.id: on_tick(i, bool(st.session_state.get(k))),
        )
