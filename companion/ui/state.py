"""The one owner of session-state keys and URL query parameters shared across pages."""

from __future__ import annotations

import streamlit as st

from companion.i18n import DEFAULT_LANG, LANGS, Translator, translator

LANG = "lang"  # session key and query parameter of the UI language
BAD_LANG = "bad_lang"  # an unusable ?lang= value, reported once on the page
LANG_PICKER = "lang_picker"  # the sidebar's language widget


def browser_lang() -> str:
    """The browser's language where Streamlit exposes it, else Hungarian."""
    try:
        locale = (st.context.locale or "").lower()
    except Exception:
        locale = ""
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
