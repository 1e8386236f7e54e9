"""A chapter's last line, „Lásd még: …”: links to the replays (table page) and the rulings
(Cards page) the chapter teaches, from its see_also header (checked when the rulebook loads)."""

from __future__ import annotations

import streamlit as st

from companion.catalogue import load
from companion.i18n import Translator
from companion.rulebook.model import Chapter
from companion.table.replay import replay_title
from companion.ui.common.components import md
from companion.ui.common.pages import page_url


def see_also_links(_: Translator, chapter: Chapter) -> list[str]:
    """Markdown links: each replay by its title, then each card's rulings by the card's name."""
    lang = _.lang
    links = []
    for replay_id in chapter.see_also.replays:
        title = replay_title(replay_id)
        label = _("Replay: {title}", title=title(lang) if title else replay_id)
        url = page_url("table", scenario=replay_id, step=0, lang=lang)
        links.append(f"[{md(label)}]({url})")
    cat = load()
    cards: list[str] = []
    for ruling_id in chapter.see_also.rulings:
        card = cat.card_of_ruling(ruling_id)
        if card is not None and card not in cards:
            cards.append(card)
    for card in cards:
        label = _("Ruling: {card}", card=cat.cards[card].name(lang))
        links.append(f"[{md(label)}]({page_url('cards', card=card, lang=lang)})")
    return links


def render_see_also(_: Translator, chapter: Chapter) -> None:
    links = see_also_links(_, chapter)
    if links:
        st.markdown("**" + md(_("See also:")) + "** " + " · ".join(links))
