"""The try-it widgets' numbers on one short line („Akciók 1 · Vásárlások 1 · Érmék 3”) instead
of tall metric blocks, so that a tap's result stays on a phone's screen next to the tap."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from companion.i18n import Translator
from companion.ui.common.components import md


def counts_line(_: Translator, counts: Sequence[tuple[str, int]], note: str = "") -> str:
    """Each label with its number in bold, joined by " · ", then the note in grey."""
    line = " · ".join(f"{md(label)} **{_.num(value)}**" for label, value in counts)
    return line + (f" :gray[({md(note)})]" if note else "")


def render_counts(_: Translator, counts: Sequence[tuple[str, int]], note: str = "") -> None:
    st.markdown(counts_line(_, counts, note))
