"""The kingdom page's entry (an `st.Page` script): draws the page from its view."""

from __future__ import annotations

from companion.ui.kingdom.view import render

render()
