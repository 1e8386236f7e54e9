"""The kingdom page (/kingdom), drawn by `companion.ui.kingdom.page`."""

from __future__ import annotations

from companion.ui.kingdom.page import render

render()
