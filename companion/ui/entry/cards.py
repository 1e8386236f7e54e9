"""The cards and rulings page (/cards), drawn by `companion.ui.cards.page`."""

from __future__ import annotations

from companion.ui.cards.page import render

render()
