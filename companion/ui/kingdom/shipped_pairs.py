"""The kingdom page's best pairs from the sweep shipped in data/sweeps (every pair of both
sets against BMU, `companion sweep pairs`), shown at once, before any simulation."""

from __future__ import annotations

import streamlit as st

from companion.catalogue import Catalogue
from companion.i18n import Translator
from companion.kingdom import Kingdom
from companion.sim.pairs_report import pair_text
from companion.sim.report import rate_text
from companion.sim.sweep import SHIPPED, TableLine, best_pairs, read_csv
from companion.ui.common.components import md
from companion.ui.kingdom import keys

SHOWN = 3
"""Pairs shown: the kingdom's strongest in the shipped table."""


@st.cache_resource(show_spinner=False)
def shipped() -> tuple[TableLine, ...]:
    """The shipped table, read once per server (empty when it is not shipped)."""
    return tuple(read_csv(SHIPPED))


def render_shipped_pairs(_: Translator, cat: Catalogue, kingdom: Kingdom) -> None:
    """The kingdom's strongest pairs in the shipped sweep, each with its win rate (✓: it
    works together), and the sweep's games and seed; nothing when no table is shipped."""
    best = best_pairs(shipped(), kingdom.cards, SHOWN)
    if not best:
        return
    with st.container(key=keys.PAIRS_SHIPPED):
        st.markdown(md(_("Strongest pairs here, from the precomputed table:")))
        for line in best:
            mark = " ✓" if line.together else ""
            text = _(
                "{pair}: {rate} against BMU",
                pair=pair_text(_, cat, line),
                rate=rate_text(_, line.rate),
            )
            st.markdown(f"- {md(text)}{mark}")
        st.caption(
            _(
                "Every pair of both sets as Big Money with both cards against one BMU (2 "
                "players), {n} games per pair, seed {seed} (companion sweep pairs); ✓: beats "
                "both cards’ own bots beyond the intervals.",
                n=_.num(best[0].games),
                seed=best[0].seed,
            )
        )
