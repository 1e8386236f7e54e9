"""The setup and Seaside chapters' picture of the table (companion.rulebook.table_diagram), for
the rulebook's player count and the First Game (or a Seaside) kingdom, or a code given."""

from __future__ import annotations

import streamlit as st

from companion.catalogue import load
from companion.i18n import Translator
from companion.kingdom import BadKingdomCode
from companion.kingdom.messages import describe
from companion.rulebook.table_diagram import FIRST_GAME, SEASIDE_EXAMPLE, kingdom_cards, layout, svg
from companion.ui.common import state
from companion.ui.common.components import md, sentence
from companion.ui.rules import keys


def _render(_: Translator, key: str, default: str) -> None:
    cat = load()
    kingdom = cat.recommended_kingdom(default).name(_.lang)
    code = st.text_input(
        _("Kingdom code (empty: {kingdom})", kingdom=kingdom),
        key=keys.part(key, "code"),
        placeholder=_("Kingdom code"),
    )
    try:
        cards = kingdom_cards(cat, code, default)
    except BadKingdomCode as exc:
        st.error(md(sentence(describe(exc.reason, cat, _))))  # it may quote the code's text
        cards = kingdom_cards(cat, None, default)
    table = layout(cat, cards, state.players())
    st.image(svg(_, cat, table), width="stretch")
    st.caption(
        _.ngettext(
            "The table just after the deal, for {n} player.",
            "The table just after the deal, for {n} players.",
            table.players,
        )
    )


def render_table_diagram(_: Translator, key: str) -> None:
    _render(_, key, FIRST_GAME)


def render_seaside_diagram(_: Translator, key: str) -> None:
    _render(_, key, SEASIDE_EXAMPLE)


DIAGRAM_WIDGETS = {
    "table_diagram": render_table_diagram,
    "table_diagram_seaside": render_seaside_diagram,
}
