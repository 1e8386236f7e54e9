"""The Streamlit entry point: page config, language, navigation (pages live in companion/ui)."""

import streamlit as st

from companion.i18n import translator

st.set_page_config(page_title="Dominion companion", page_icon="🃏", layout="wide")
lang = st.query_params.get("lang", "hu")
_ = translator(lang if lang in ("hu", "en") else "hu")
st.title(_("Dominion companion"))
st.write(_("The app is being built. Use the command line for now: companion --help"))
