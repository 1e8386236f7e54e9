"""The form that starts a game on the table: kingdom, bots, your seat and the seed."""

from __future__ import annotations

import streamlit as st

from companion.bots import plus_name
from companion.catalogue import Catalogue
from companion.i18n import N_, Translator
from companion.kingdom import KingdomError, decode
from companion.ui.common import state
from companion.ui.table import actions as act
from companion.ui.table import guided, keys, pass_play

BASIC_BOTS = ("bigmoney", "bmu", "random")
MAX_BOTS = 3
WHO_LABELS = {
    "bots": N_("You and bots"),
    "people": N_("Pass and play"),
    "guided": N_("Guided first game"),
}


def bot_choices(cat: Catalogue, lang: str) -> list[str]:
    """The bots to pick from: the basic ones, then Big Money + each kingdom card."""
    cards = sorted(cat.kingdom_cards(), key=lambda c: c.name_key(lang))
    return [*BASIC_BOTS, *(plus_name(c.id) for c in cards)]


def code_from_link() -> None:
    """A kingdom code in the URL (a shared kingdom opened straight on the table) counts as the
    Kingdom page's kingdom when the session has none."""
    code = st.query_params.get(state.CODE)
    if state.current_code() is None and code:
        try:
            decode(code)
        except KingdomError:
            return
        state.set_code(code)


def init_start_form() -> None:
    """The form's starting values, set once per session."""
    code_from_link()
    ss = st.session_state
    ss.setdefault(keys.TABLE_WHO, "bots")
    ss.setdefault(keys.TABLE_SOURCE, "page" if state.current_code() else "recommended")
    ss.setdefault(keys.TABLE_BOTS, 0)
    ss.setdefault(keys.TABLE_SEAT, "random")
    ss.setdefault(keys.TABLE_BOT_MODE, "at_once")
    if keys.TABLE_SEED not in ss:
        ss[keys.TABLE_SEED] = act.new_seed()
    for i in range(MAX_BOTS):
        ss.setdefault(keys.of(keys.BOT, i), "bigmoney")


def render_start(_: Translator, cat: Catalogue) -> None:
    """The start form; its button starts the game (callback)."""
    init_start_form()
    st.subheader(_("New game"))
    st.segmented_control(
        _("Who plays"),
        list(keys.WHO_MODES),
        format_func=lambda w: _(WHO_LABELS[w]),
        key=keys.TABLE_WHO,
        required=True,
    )
    who = st.session_state[keys.TABLE_WHO]
    if who == "guided":
        guided.render_form(_)
        return
    sources = list(act.SOURCES)
    if state.current_code() is None:
        sources.remove("page")
        if st.session_state[keys.TABLE_SOURCE] == "page":
            st.session_state[keys.TABLE_SOURCE] = "recommended"
    st.segmented_control(
        _("Kingdom"),
        sources,
        format_func=lambda s: _(act.SOURCES[s]),
        key=keys.TABLE_SOURCE,
        required=True,
    )
    source = st.session_state[keys.TABLE_SOURCE]
    if source == "recommended":
        recs = {r.id: r for r in cat.recommended}
        st.selectbox(
            _("Recommended kingdom"),
            list(recs),
            format_func=lambda r: recs[r].name(_.lang),
            key=keys.TABLE_RECOMMENDED,
            placeholder=_("Choose a kingdom"),
        )
    elif source == "code":
        st.text_input(_("Kingdom code"), key=keys.TABLE_CODE, max_chars=200)
    elif source == "page":
        st.caption(_("Code: {code}", code=state.current_code()))
    if who == "people":
        pass_play.render_seats(_, cat, bot_choices(cat, _.lang))
        render_seed(_)
        st.button(_("Start the game"), key=keys.PP_START, on_click=pass_play.start, type="primary")
        return
    st.segmented_control(
        _("Bots"),
        [0, 1, 2, 3],
        key=keys.TABLE_BOTS,
        required=True,
        format_func=lambda n: _("solitaire") if n == 0 else str(n),
    )
    n_bots = int(st.session_state[keys.TABLE_BOTS] or 0)
    choices = bot_choices(cat, _.lang)
    for i in range(n_bots):
        st.selectbox(
            _("Bot {n}", n=i + 1),
            choices,
            format_func=lambda name: act.bot_label(_, cat, name),
            key=keys.of(keys.BOT, i),
            placeholder=_("Choose a bot"),
        )
    seats: list[object] = ["random", *range(1, n_bots + 2)]
    if st.session_state[keys.TABLE_SEAT] not in seats:
        st.session_state[keys.TABLE_SEAT] = "random"
    if n_bots:
        st.segmented_control(
            _("Your seat"),
            seats,
            key=keys.TABLE_SEAT,
            required=True,
            format_func=lambda s: _("random") if s == "random" else str(s),
        )
    render_seed(_)
    st.button(_("Start the game"), key=keys.TABLE_START, on_click=act.start, type="primary")


def render_seed(_: Translator) -> None:
    st.number_input(
        _("Seed"), min_value=0, max_value=2**act.SEED_BITS - 1, step=1, key=keys.TABLE_SEED
    )
