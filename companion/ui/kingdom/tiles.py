"""The kingdom page's ten card tiles: each with its lock, swap and notices."""

from __future__ import annotations

from urllib.parse import urlencode, urlsplit, urlunsplit

import streamlit as st

from companion.catalogue import KINGDOM_SETS, Card, Catalogue
from companion.i18n import N_, Translator, lang_of
from companion.kingdom import (
    Kingdom,
)
from companion.kingdom.recommended import recommended_match
from companion.labels import SET_LABELS
from companion.ui.common import notices, state
from companion.ui.common.components import (
    md,
    tile_key,
    type_badges,
)
from companion.ui.kingdom import actions as act
from companion.ui.kingdom import keys

SWAP_LABELS = {
    keys.ANY: N_("any card"),
    "cost": N_("same cost"),
    "type": N_("same type"),
}

TILE_WIDTH = 170  # px: five tiles a row on a laptop, two on a phone (the style sheet grows them)


def render_tile(_: Translator, card: Card) -> None:
    """One kingdom card: name, cost, types, its text and rulings, lock and swap.

    The details and the swap choices only run once opened (ten tiles of hidden widgets made
    the first page a second slower in the browser).
    """
    lang = _.lang
    with st.container(border=True, key=tile_key(card), width=TILE_WIDTH):
        cost = md(_("Cost: {cost}", cost=card.cost))
        st.markdown(f"**{md(card.name(lang))}**  \n{cost} · {type_badges(_, card)}")
        notices.show(keys.tile_place(card.id))
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
