"""The kingdom page's randomizer controls and its options panel (sets, costs, types, attacks)."""

from __future__ import annotations

import streamlit as st

from companion.catalogue import KINGDOM_SETS, Catalogue
from companion.catalogue.search import cards_matching
from companion.echo import clip
from companion.i18n import N_, Translator
from companion.kingdom import (
    Kingdom,
)
from companion.labels import SET_LABELS
from companion.ui.common import state
from companion.ui.common.components import (
    SEARCH_CHARS,
    md,
)
from companion.ui.kingdom import actions as act
from companion.ui.kingdom import keys

ATTACK_LABELS = {
    "allowed": N_("allowed"),
    "none": N_("none"),
    "at_most": N_("at most…"),
}


def card_names(cat: Catalogue, lang: str) -> list[str]:
    """Kingdom card ids sorted by their name in the UI language (for the card pickers)."""
    return sorted(
        (c.id for c in cat.cards.values() if c.is_kingdom),
        key=lambda c: cat.cards[c].name_key(lang),
    )


def picker_cards(_: Translator, cat: Catalogue) -> list[str]:
    """The field that narrows the card pickers (accents optional) and the cards it lets through."""
    ids = card_names(cat, _.lang)
    query = st.text_input(
        _("Find a card for the lists below"),
        key=keys.OPT_CARD_FILTER,
        placeholder=_("e.g. kapolna, vilagito"),
        max_chars=SEARCH_CHARS,
    )
    if not query.strip():
        return ids
    found = cards_matching(cat, ids, query)
    if not found:
        st.caption(md(_("No card matches “{query}”.", query=clip(query))))
    return found


def render_options(_: Translator, cat: Catalogue) -> None:
    """Every randomizer option, in three columns inside an expander."""
    lang = _.lang

    def card_name(card_id: str) -> str:
        return cat.cards[card_id].name(lang)

    def set_name(set_id: str) -> str:
        return _(SET_LABELS[set_id])

    options = st.expander(_("Randomizer options"), key=keys.OPTIONS, on_change="rerun")
    if not options.open:
        return
    with options:
        cards_col, rules_col, costs_col = st.columns(3, gap="medium")
        with cards_col:
            st.pills(
                _("Sets you own"),
                KINGDOM_SETS,
                selection_mode="multi",
                format_func=set_name,
                key=keys.OPT_SETS,
            )
            ids = set(picker_cards(_, cat))
            for key, label in (
                (keys.OPT_REQUIRE, _("Required cards")),
                (keys.OPT_BAN, _("Banned cards")),
            ):
                chosen = set(st.session_state.get(key, ()))
                st.multiselect(
                    label,
                    [c for c in card_names(cat, lang) if c in ids or c in chosen],
                    format_func=card_name,
                    key=key,
                    placeholder=_("Choose cards"),
                    select_all=False,  # Streamlit writes that option in English
                    filter_mode=None,  # its own filter wants accents and answers in English
                )
            st.number_input(
                _("Avoid the cards of the last saved kingdoms"),
                min_value=0,
                max_value=10,
                step=1,
                key=keys.OPT_AVOID_RECENT,
                help=_("0 = off. Save the kingdoms you play to the history below."),
            )
        with rules_col:
            st.checkbox(_("At least one +Buy card"), key=keys.OPT_BUY)
            st.checkbox(_("At least one Village (+2 Actions)"), key=keys.OPT_VILLAGE)
            st.checkbox(_("At least one card that draws 2+ cards"), key=keys.OPT_DRAW)
            st.checkbox(_("At least one card that trashes"), key=keys.OPT_TRASHING)
            st.radio(
                _("Attacks"),
                keys.ATTACK_CHOICES,
                format_func=lambda a: _(ATTACK_LABELS[a]),
                key=keys.OPT_ATTACKS,
                horizontal=True,
            )
            if st.session_state.get(keys.OPT_ATTACKS) == "at_most":
                st.number_input(
                    _("Most Attacks"), min_value=0, max_value=10, key=keys.OPT_MAX_ATTACKS
                )
            st.checkbox(
                _("A defence if there are Attacks"),
                key=keys.OPT_DEFENCE,
                help=_("Moat or Lighthouse, whenever the kingdom has an Attack."),
            )
        with costs_col:
            st.number_input(
                _("Cards costing 2–3, at least"), min_value=0, max_value=10, key=keys.OPT_MIN_CHEAP
            )
            st.number_input(
                _("Cards costing 5+, at least"),
                min_value=0,
                max_value=10,
                key=keys.OPT_MIN_EXPENSIVE,
            )
            st.number_input(
                _("Cards of one cost, at most"),
                min_value=1,
                max_value=10,
                key=keys.OPT_MAX_SAME_COST,
                placeholder=_("no limit"),
            )
            for set_id in KINGDOM_SETS:
                st.slider(
                    _("Cards from {set}", set=set_name(set_id)),
                    min_value=0,
                    max_value=keys.KINGDOM_CARDS,
                    key=keys.of(keys.SET_RANGE, set_id),
                )


def render_controls(_: Translator, kingdom: Kingdom | None) -> None:
    """The one generate button, the player count and the save button."""
    locked = act.locked_cards(kingdom)
    with st.container(horizontal=True, vertical_alignment="bottom", gap="medium"):
        st.button(
            _("Generate kingdom"),
            key=keys.GENERATE,
            type="primary",
            on_click=act.generate,
        )
        st.segmented_control(
            _("Players"), [1, 2, 3, 4], key=keys.PLAYERS, required=True, width="content"
        )
        if kingdom is not None:
            code = state.current_code()
            saved = st.session_state.get(keys.SAVED) == (code, st.session_state[keys.PLAYERS])
            st.button(
                _("Saved") if saved else _("We play this: save to history"),
                key=keys.SAVE,
                disabled=saved,
                on_click=act.save_to_history,
            )
    if locked:
        st.caption(
            _.ngettext(
                "{n} locked card stays when you generate again.",
                "{n} locked cards stay when you generate again.",
                len(locked),
            )
        )
