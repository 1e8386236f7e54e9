"""The app's frame: page config, the language switch (kept in the URL), and navigation."""

from __future__ import annotations

import streamlit as st

from companion.catalogue import KINGDOM_SETS
from companion.i18n import LANG_NAMES, LANG_NAMES_IN_TEXT, LANGS
from companion.ui.common import links, state
from companion.ui.common.chrome import chrome_css
from companion.ui.common.components import FRAME_CSS, md
from companion.ui.common.pages import page_file
from companion.ui.kingdom.keys import init_kingdom_state

st.set_page_config(page_title="Dominion", page_icon="🃏", layout="wide")
lang = state.init_lang()
init_kingdom_state(KINGDOM_SETS)
_ = state.t()
st.html(FRAME_CSS + chrome_css(_))

st.session_state[state.LANG_PICKER] = lang
with st.sidebar:
    st.segmented_control(
        _("Language"),
        LANGS,
        format_func=lambda code: LANG_NAMES[code],
        key=state.LANG_PICKER,
        on_change=lambda: state.set_lang(st.session_state[state.LANG_PICKER] or lang),
        required=True,
    )
bad = st.session_state.pop(state.BAD_LANG, None)
if bad is not None:
    st.warning(
        _(
            "Unknown language “{value}” in the link; showing {name}.",
            value=md(str(bad)[: links.SHOWN]),
            name=_(LANG_NAMES_IN_TEXT[lang]),
        )
    )

pages = [
    st.Page(page_file("kingdom"), title=_("Kingdom"), url_path="kingdom", default=True),
    st.Page(page_file("cards"), title=_("Cards and rulings"), url_path="cards"),
    st.Page(page_file("table"), title=_("Practice table"), url_path="table"),
    st.Page(page_file("rules"), title=_("Rulebook"), url_path="rules"),
]
st.navigation(pages).run()
