"""The cards and rulings page's entry (an `st.Page` script): draws the page from its view."""

from __future__ import annotations

from companion.ui.cards.view import render

render()
