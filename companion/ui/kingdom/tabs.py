"""The kingdom page's tabs: setup sheet, charts, recommended kingdoms, history (lazy)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from companion.catalogue import Catalogue, load
from companion.history import Entry
from companion.i18n import Translator, lang_of, translator
from companion.kingdom import (
    Kingdom,
    markdown_file,
    recommended_for,
    setup_sheet,
    spreadsheet_csv,
)
from companion.kingdom.messages import names
from companion.kingdom.recommended import recommended_match
from companion.labels import SET_LABELS
from companion.ui.common import notices, state
from companion.ui.common.components import (
    format_when,
    md,
)
from companion.ui.kingdom import actions as act
from companion.ui.kingdom import keys
from companion.ui.kingdom.checklist import render_sheet_checklist
from companion.ui.kingdom.reference import render_reference
from companion.ui.kingdom.sheet import compact_sheet


@st.cache_data(show_spinner=False, max_entries=256)
def chart_specs(cards: tuple[str, ...], lang: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The cost and type charts of a kingdom as Vega-Lite specs (cached per kingdom, language)."""
    # Imported here: Altair takes ~0.4 s to import, which a page without a kingdom need not pay.
    from companion.ui.kingdom.charts import cost_chart, type_chart

    _ = translator(lang)
    shown = [load().cards[c] for c in cards]
    return cost_chart(shown, _), type_chart(shown, _)


def render_sheet(_: Translator, cat: Catalogue, kingdom: Kingdom) -> None:
    """The setup sheet for the chosen player count, with its downloads."""
    players = int(st.session_state.get(keys.PLAYERS) or 2)
    sheet = setup_sheet(cat, kingdom, players)
    code = state.current_code() or ""
    heading = md(_.ngettext("Setup for {n} player", "Setup for {n} players", players))
    rec = recommended_match(cat, kingdom)
    lang = lang_of(_)
    st.subheader(heading if rec is None else f"{md(rec.name(lang))} · {heading}")
    st.markdown(compact_sheet(_, sheet, cat))
    printable = markdown_file(kingdom, code, sheet, cat, _)
    with st.container(horizontal=True):
        st.download_button(
            _("Download (Markdown)"),
            printable,
            file_name=f"kingdom-{code}.md",
            mime="text/markdown",
            key=keys.DOWNLOAD_MD,
            on_click="ignore",
        )
        st.download_button(
            _("Download (CSV)"),
            spreadsheet_csv(sheet, cat, _),
            file_name=f"kingdom-{code}.csv",
            mime="text/csv",
            key=keys.DOWNLOAD_CSV,
            on_click="ignore",
        )
    render_sheet_checklist(_, cat, sheet, code)
    render_reference(_, kingdom, players)


def render_charts(_: Translator, kingdom: Kingdom) -> None:
    """The cost curve and the type mix, side by side (stacked on a phone)."""
    for column, spec in zip(
        st.columns(2, gap="large"), chart_specs(kingdom.cards, _.lang), strict=True
    ):
        with column:
            st.vega_lite_chart(spec, width="stretch")


def render_recommended(_: Translator, cat: Catalogue) -> None:
    """The rulebooks' kingdoms playable with the owned sets, each one click away."""
    lang = lang_of(_)
    owned = st.session_state.get(keys.OPT_SETS) or []
    kingdoms = recommended_for(cat, owned)
    if not kingdoms:
        st.info(_("No recommended kingdom uses only the sets you own."))
    for rec in kingdoms:  # no columns: 12 rows of them cost the first view ~1 s in chromium
        ids = sorted(rec.cards, key=lambda c: cat.cards[c].cost_name_key(lang))
        st.markdown(
            f"**{md(rec.name(lang))}** · {md(_(SET_LABELS[rec.book]))}  \n"
            f":small[:gray[{md(names(_, cat, ids))}]]"
        )
        st.button(
            _("Use"),
            key=keys.of(keys.RECOMMENDED, rec.id),
            on_click=act.use_recommended,
            args=(rec.id,),
        )


def render_history(_: Translator, cat: Catalogue) -> None:
    """Saved kingdoms, newest first: date, players, cards, reopen; and clearing them."""
    notices.show(keys.HISTORY)
    entries, error = act.read_history()
    if error is not None:
        st.warning(act.history_message(_, error))
        return
    if not entries:
        st.info(_("No saved kingdoms yet. Save the kingdom you play with the button above."))
        return
    shown = state.current_code()
    for entry in entries:
        render_entry(_, cat, entry, entry.code == shown)
    if st.session_state.get(keys.CONFIRM_CLEAR):
        st.warning(_("Delete every saved kingdom? This cannot be undone."))
        with st.container(horizontal=True):
            st.button(
                _("Yes, delete them"),
                key=keys.CLEAR_YES,
                type="primary",
                on_click=act.clear_history,
            )
            st.button(_("Cancel"), key=keys.CLEAR_NO, on_click=act.cancel_clear)
    else:
        st.button(_("Clear the history…"), key=keys.CLEAR_HISTORY, on_click=act.ask_clear)


def render_entry(_: Translator, cat: Catalogue, entry: Entry, shown: bool) -> None:
    """One saved kingdom with a button to show it again."""
    known = [c for c in entry.cards if c in cat.cards]
    lang = lang_of(_)
    known.sort(key=lambda c: cat.cards[c].cost_name_key(lang))
    text_col, button_col = st.columns([5, 1], vertical_alignment="center")
    with text_col:
        when = format_when(entry.created, _.lang, st.context.timezone)
        players = _.ngettext("{n} player", "{n} players", entry.players)
        mark = " · " + _("shown") if shown else ""
        st.markdown(f"**{md(when)}** · {md(players)}{md(mark)}")
        st.caption(md(names(_, cat, known)))
    button_col.button(
        _("Open"), key=keys.of(keys.HISTORY_OPEN, entry.id), on_click=act.reopen, args=(entry.id,)
    )


def render_tabs(_: Translator, cat: Catalogue, kingdom: Kingdom | None) -> None:
    """Setup sheet, charts, recommended kingdoms and history as tabs; only the open one runs.

    Lazy tabs keep the first page light: the charts alone cost the browser most of a second.
    """
    parts: list[tuple[str, Callable[[], None]]] = []
    if kingdom is not None:
        parts.append((_(act.SETUP_TAB), lambda: render_sheet(_, cat, kingdom)))
        parts.append((_("Cost curve and types"), lambda: render_charts(_, kingdom)))
    parts.append((_("Recommended kingdoms"), lambda: render_recommended(_, cat)))
    parts.append((_("History"), lambda: render_history(_, cat)))
    labels = [label for label, _part in parts]
    if st.session_state.get(keys.TAB) not in labels:
        st.session_state.pop(keys.TAB, None)  # another language or no kingdom any more
    tabs = st.tabs(labels, key=keys.TAB, on_change="rerun")
    for tab, (_label, part) in zip(tabs, parts, strict=True):
        if tab.open:
            with tab:
                part()
