"""The rules page's search box: sections, FAQ answers and rulings (companion.rulebook.search),
each hit with a button that opens its chapter (an FAQ answer: opened in it) or a link to its
ruling on the Cards page."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from companion.catalogue import load
from companion.echo import clip
from companion.i18n import Translator
from companion.rulebook.model import Rulebook, fill
from companion.rulebook.numbers import numbers
from companion.rulebook.search import RulesHit, rules_search
from companion.ui.common import state
from companion.ui.common.components import SEARCH_CHARS, md
from companion.ui.common.pages import page_url
from companion.ui.rules import keys
from companion.ui.rules.found import open_question

SNIPPET = 110  # characters of a hit's text shown under its title


def snippet(text: str, limit: int = SNIPPET) -> str:
    """The text on one line without its bold marks, cut at a word near the limit."""
    flat = " ".join(text.replace("**", "").split())
    if len(flat) <= limit:
        return flat
    return flat[:limit].rsplit(" ", 1)[0] + " …"


def hit_link(_: Translator, hit: RulesHit) -> str:
    """A Markdown link to a ruling's card (or to a general rule, by its title) on the Cards page."""
    if hit.card is not None:
        url = page_url("cards", card=hit.card, lang=_.lang)
    else:
        url = page_url("cards", q=hit.title, lang=_.lang)
    label = _("Open on the Cards page")
    return f"[{md(label)}]({url})"


def render_search(_: Translator, book: Rulebook, open_chapter: Callable[[str], None]) -> None:
    query = st.text_input(
        _("Search the rules"),
        key=keys.RULES_SEARCH,
        placeholder=_("e.g. discard pile shuffle, Moat reveal, three piles"),
        max_chars=SEARCH_CHARS,
    )
    if not query.strip():
        return
    values = numbers(state.players())
    hits = rules_search(_, load(), book, query, state.players())
    if not hits:
        st.info(_("Nothing in the rules for “{query}”.", query=md(clip(query))))
        return
    with st.container(border=True, key=keys.RULES_HITS):
        for i, hit in enumerate(hits):
            text = snippet(fill(hit.text, values, _.num))
            st.markdown(f"**{md(hit.title)}**  \n:gray[{md(hit.source)}]  \n{md(text)}")
            if hit.kind == "faq" and hit.chapter is not None:
                st.button(
                    _("Open the answer"),
                    key=keys.hit_key(i),
                    on_click=open_question,
                    args=(hit.chapter, hit.id.partition("/")[2], open_chapter),
                    type="tertiary",
                )
            elif hit.chapter is not None:
                st.button(
                    _("Open the chapter"),
                    key=keys.hit_key(i),
                    on_click=open_chapter,
                    args=(hit.chapter,),
                    type="tertiary",
                )
            else:
                st.markdown(hit_link(_, hit))
