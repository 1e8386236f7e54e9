"""The kingdom page (generator, setup sheet, history) — being built."""

import streamlit as st

from companion.ui.state import t

_ = t()
st.title(_("Kingdom"))
st.info(_("The kingdom generator is being built; meanwhile use: companion kingdom --help"))
