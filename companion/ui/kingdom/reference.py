"""The kingdom page's quick reference: a print view of the sheet and its PDF and Markdown files."""

from __future__ import annotations

import streamlit as st

from companion.i18n import Translator
from companion.kingdom import Kingdom, encode
from companion.reference import markdown
from companion.ui.common import reference as ref
from companion.ui.common.components import md
from companion.ui.kingdom import keys


def render_reference(_: Translator, kingdom: Kingdom, players: int) -> None:
    """A closed expander; opened, the two downloads and the whole sheet as Markdown to print."""
    box = st.expander(_("Quick reference to print"), key=keys.REFERENCE, on_change="rerun")
    if not box.open:
        return
    with box:
        code = encode(kingdom)
        sheet = ref.reference(kingdom.cards, players, _.lang, code)
        st.caption(
            _.ngettext(
                "The turn, the cards' words, the basic piles for {n} player, the ten cards' "
                "texts and the end of the game, on one A4 page (two with Seaside).",
                "The turn, the cards' words, the basic piles for {n} players, the ten cards' "
                "texts and the end of the game, on one A4 page (two with Seaside).",
                players,
            )
        )
        with st.container(horizontal=True):
            ref.render_download(_, kingdom, players, keys.REFERENCE_PDF)
            st.download_button(
                _("Quick reference (Markdown)"),
                ref.markdown_file(kingdom.cards, players, _.lang, code),
                file_name=ref.file_name(code, players, "md"),
                mime="text/markdown",
                key=keys.REFERENCE_MD,
                on_click="ignore",
            )
        st.markdown(markdown.render(sheet, escape=md, heading=3))
