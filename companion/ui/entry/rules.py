"""The rulebook page (/rules), drawn by `companion.ui.rules.page`."""

from __future__ import annotations

from companion.ui.rules.page import render

render()
