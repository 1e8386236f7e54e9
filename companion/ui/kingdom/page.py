"""The kingdom page: randomizer options, ten card tiles with lock and swap, setup sheet, history."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import urlencode, urlsplit, urlunsplit

import streamlit as st

from companion.catalogue import KINGDOM_SETS, Card, Catalogue, load
from companion.catalogue.search import cards_matching
from companion.echo import clip
from companion.history import Entry
from companion.i18n import N_, Translator, lang_of, translator
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
    SEARCH_CHARS,
    TILE_CSS,
    format_when,
    md,
    scroll_to,
    tile_key,
    type_badges,
)
from companion.ui.kingdom import actions as act
from companion.ui.kingdom import keys
from companion.ui.kingdom.insight import render_insight
from companion.ui.kingdom.sheet import compact_sheet

ATTACK_LABELS = {
    "allowed": N_("allowed"),
    "none": N_("none"),
    "at_most": N_("at most…"),
}
SWAP_LABELS = {
    keys.ANY: N_("any card"),
    "cost": N_("same cost"),
    "type": N_("same type"),
}
TILE_WIDTH = 170  # px: five tiles a row on a laptop, two on a phone (the style sheet grows them)
NOTICE = {"error": st.error, "warning": st.warning, "success": st.success, "info": st.info}


@st.cache_data(show_spinner=False, max_entries=256)
def chart_specs(cards: tuple[str, ...], lang: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The cost and type charts of a kingdom as Vega-Lite specs (cached per kingdom, language)."""
    # Imported here: Altair takes ~0.4 s to import, which a page without a kingdom need not pay.
    from companion.ui.kingdom.charts import cost_chart, type_chart

    _ = translator(lang)
    shown = [load().cards[c] for c in cards]
    return cost_chart(shown, _), type_chart(shown, _)


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


def render_tile(_: Translator, card: Card) -> None:
    """One kingdom card: name, cost, types, its text and rulings, lock and swap.

    The details and the swap choices only run once opened (ten tiles of hidden widgets made
    the first page a second slower in the browser).
    """
    lang = _.lang
    with st.container(border=True, key=tile_key(card), width=TILE_WIDTH):
        cost = md(_("Cost: {cost}", cost=card.cost))
        st.markdown(f"**{md(card.name(lang))}**  \n{cost} · {type_badges(_, card)}")
        show_notices(keys.tile_place(card.id))
        details = st.expander(_("Details"), key=keys.of(keys.DETAILS, card.id), on_change="rerun")
        if details.open:
            with details:
                st.markdown(md(card.text(lang)))
                for ruling in card.rulings:
                    st.caption("• " + md(ruling.text(lang)))
        with st.container(horizontal=True, vertical_alignment="center", gap="small"):
            st.toggle(_("Lock"), key=keys.lock_key(card.id))
            menu = st.popover(
                _("Swap"), type="tertiary", key=keys.of(keys.SWAP_MENU, card.id), on_change="rerun"
            )
            if menu.open:
                with menu:
                    render_swap_choices(_, card)


def render_swap_choices(_: Translator, card: Card) -> None:
    """What the replacement must share with the card, and the button that swaps it."""
    st.radio(
        _("Replacement"),
        list(SWAP_LABELS),
        format_func=lambda s: _(SWAP_LABELS[s]),
        key=keys.of(keys.SWAP_SAME, card.id),
    )
    st.selectbox(
        _("From set"),
        [keys.ANY, *KINGDOM_SETS],
        format_func=lambda s: _("any set") if s == keys.ANY else _(SET_LABELS[s]),
        key=keys.of(keys.SWAP_SET, card.id),
        placeholder=_("Choose a set"),
    )
    st.button(
        _("Swap {card}", card=card.name(_.lang)),
        key=keys.of(keys.SWAP, card.id),
        type="primary",
        on_click=act.swap_card,
        args=(card.id,),
    )


def render_kingdom(_: Translator, cat: Catalogue, kingdom: Kingdom) -> None:
    """The ten tiles cheapest first, in rows, and the code to share."""
    lang = lang_of(_)
    rec = recommended_match(cat, kingdom)
    if rec is not None:
        st.subheader(md(rec.name(lang)))
        st.caption(md(_("Recommended kingdom · {book}", book=_(SET_LABELS[rec.book]))))
    cards = kingdom.sorted_cards(cat, lang)
    with st.container(horizontal=True, gap="small", key=keys.TILES):
        for card in cards:
            render_tile(_, card)
    code = state.current_code() or ""
    link = share_link(st.context.url, {"lang": _.lang, "code": code, **act.link_params()})
    st.caption(_("Share this kingdom: copy the link (it is also in the address bar)."))
    st.code(link, language=None, wrap_lines=True)


def share_link(url: str | None, params: dict[str, str]) -> str:
    """The address that opens this kingdom, language and table (just the code when unknown)."""
    if not url:
        return params["code"]
    parts = urlsplit(url)
    query = urlencode(params, safe=",:")
    return urlunsplit((parts.scheme, parts.netloc, parts.path or "/", query, ""))


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
    for rec in kingdoms:
        text_col, button_col = st.columns([5, 1], vertical_alignment="center")
        with text_col:
            st.markdown(f"**{md(rec.name(lang))}** · {md(_(SET_LABELS[rec.book]))}")
            ids = sorted(rec.cards, key=lambda c: cat.cards[c].cost_name_key(lang))
            st.caption(md(names(_, cat, ids)))
        button_col.button(
            _("Use"),
            key=keys.of(keys.RECOMMENDED, rec.id),
            on_click=act.use_recommended,
            args=(rec.id,),
        )


def render_history(_: Translator, cat: Catalogue) -> None:
    """Saved kingdoms, newest first: date, players, cards, reopen; and clearing them."""
    show_notices(keys.HISTORY)
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


def show_notices(at: str) -> None:
    """The messages queued for this place of the page."""
    for level, text in notices.take(at):
        NOTICE.get(level, st.info)(text)


def render() -> None:
    """The whole page; then the messages whose place was not drawn, and the scroll a tap asked for.

    A tap's result and message appear where the user looks: a swap's in the new card's tile,
    the rest above the tiles, which are scrolled into view (the options panel or the tabs below
    can push them a screen or more away on a phone).
    """
    _ = state.t()
    cat = load()
    st.html(TILE_CSS)
    act.sync_link(_)
    st.title(_("Kingdom"))
    show_notices(keys.TOP)
    kingdom = act.current_kingdom()
    render_controls(_, kingdom)
    render_options(_, cat)
    with st.container(key=keys.RESULT):
        show_notices(keys.RESULT)
        if kingdom is None:
            st.info(
                _("Choose your options and press “Generate kingdom”, or pick a recommended one.")
            )
        else:
            render_kingdom(_, cat, kingdom)
    if kingdom is not None:
        render_insight(_, cat, kingdom)
    render_tabs(_, cat, kingdom)
    for _level, text in notices.take(keys.is_place):
        st.toast(text)
    wanted = state.take_focus()
    if wanted is not None:
        key, number = wanted
        scroll_to(key, number, "start" if key == keys.RESULT else "center")
