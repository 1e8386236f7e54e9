"""The session keys and URL parameters every page shares: the language, the kingdom shown, the
scroll a callback asked for, and the parameters of links from one page to another.

Each page's own keys live in its package's `keys.py`."""

from __future__ import annotations

import streamlit as st

from companion.i18n import DEFAULT_LANG, LANGS, Translator, translator
from companion.rulebook.numbers import PLAYER_COUNTS

LANG = "lang"  # session key and query parameter of the UI language
BAD_LANG = "bad_lang"  # an unusable ?lang= value, reported once on the page
LANG_PICKER = "lang_picker"  # the sidebar's language widget


def browser_lang() -> str:
    """The browser's language where Streamlit exposes it, else Hungarian."""
    # None outside a browser session; a Streamlit older than `st.context.locale` lacks it.
    locale = (getattr(st.context, "locale", None) or "").lower()
    for lang in LANGS:
        if locale.startswith(lang):
            return lang
    return DEFAULT_LANG


def init_lang() -> str:
    """Settle the UI language from the URL, the session or the browser, and write it to the URL."""
    wanted = st.query_params.get(LANG)
    if wanted in LANGS:
        st.session_state[LANG] = wanted
    elif wanted is not None:
        st.session_state[BAD_LANG] = wanted
    if st.session_state.get(LANG) not in LANGS:
        st.session_state[LANG] = browser_lang()
    lang: str = st.session_state[LANG]
    st.query_params[LANG] = lang
    return lang


def set_lang(lang: str) -> None:
    """Switch the UI language (widget callback)."""
    if lang in LANGS:
        st.session_state[LANG] = lang
        st.query_params[LANG] = lang


def t() -> Translator:
    """The translator of the current UI language."""
    lang = st.session_state.get(LANG, DEFAULT_LANG)
    return translator(lang if lang in LANGS else DEFAULT_LANG)


# -- shared by the pages ---------------------------------------------------------------------
CODE = "code"  # session key and query parameter of the kingdom shown (its kingdom code)
SCROLL = "scroll_to"  # (widget key, number): the element the next run brings into view
SCROLL_COUNT = "scroll_count"  # how many scrolls this session asked for (makes each one new)
SAMPLE = "sample"  # query parameters of a sample game link (kingdom insight -> table):
STEP = "step"  # ... its id (code~card~game number) and the step shown
RULES_PLAYERS = "rules_players"  # the player count the rulebook's numbers follow (1-4), on
# the rulebook page and in the rulebook sections the cards page finds


def of(prefix: str, *ids: object) -> str:
    """The key of one item of a kind (a card's, a seat's, a saved game's): the kind's prefix
    from its page's keys.py, then the item's ids joined by "_"."""
    return prefix + "_".join(map(str, ids))


def current_code() -> str | None:
    """The code of the kingdom shown, if any."""
    code = st.session_state.get(CODE)
    return code if isinstance(code, str) else None


def set_code(code: str | None) -> None:
    """Show this kingdom (or none) and put its code in the URL, so the link shares it."""
    if code is None:
        st.session_state.pop(CODE, None)
        if CODE in st.query_params:
            del st.query_params[CODE]
    else:
        st.session_state[CODE] = code
        st.query_params[CODE] = code


def focus(key: str) -> None:
    """Ask the next run to scroll the element with this widget key into view (callbacks)."""
    count = int(st.session_state.get(SCROLL_COUNT, 0)) + 1
    st.session_state[SCROLL_COUNT] = count
    st.session_state[SCROLL] = (key, count)


def take_focus() -> tuple[str, int] | None:
    """The element to scroll to in this run and the request's number, if one was asked for."""
    wanted: tuple[str, int] | None = st.session_state.pop(SCROLL, None)
    return wanted


def players() -> int:
    """The player count the rulebook's numbers follow (2 until the reader picks another)."""
    value = st.session_state.get(RULES_PLAYERS)
    return value if value in PLAYER_COUNTS else 2
