"""The kingdom page's "Pairs that work together", under the insight's result: start, progress,
cancel, and the pairs that beat both their single-card bots, each with a sample game link.

The games run as the insight's do (`jobs.JobSection`: the shared pool, the server-wide
queue, a polling fragment). Finished pairs are kept by kingdom, size and players for every
session.
"""

from __future__ import annotations

import streamlit as st

from companion.catalogue import Catalogue
from companion.i18n import Translator
from companion.sim.insight import Insight, ResultCache
from companion.sim.pairs import PAIR_GAMES, PairInsight, Pairs, PairsJob, PairsSpec
from companion.sim.pairs_report import (
    none_text,
    pair_text,
    pairs_note,
    players_text,
    singles_text,
)
from companion.sim.report import rate_text
from companion.table.sample import kingdom_sample_id, pair_part
from companion.ui.common import state
from companion.ui.common.components import md
from companion.ui.common.pages import page_script
from companion.ui.kingdom import keys
from companion.ui.kingdom.jobs import JobSection


@st.cache_resource(show_spinner=False)
def pairs_cache() -> ResultCache[Pairs]:
    """Finished pairs by kingdom and size, shared by every session (thread-safe)."""
    return ResultCache()


def wanted_spec(insight: Insight) -> PairsSpec:
    """The pairs of the insight shown: its kingdom, players and seed, PAIR_GAMES per pair."""
    return PairsSpec(insight.spec, PAIR_GAMES)


def section(insight: Insight) -> JobSection[PairsJob, Pairs]:
    """The pairs' job lifecycle: its session keys, its cache; a finished job's pairs are held
    against `insight`, the one shown."""
    return JobSection(
        PairsJob,
        keys.PAIRS_JOB,
        keys.PAIRS_ASKED,
        keys.PAIRS_NOTICE,
        pairs_cache,
        PairsJob,
        lambda job: job.pairs(insight),
    )


def start(insight: Insight) -> None:
    """Start the pairs of the insight's kingdom (callback), unless known or running."""
    section(insight).start(wanted_spec(insight))


def cancel(insight: Insight) -> None:
    """The cancel button (callback): stop, and say so."""
    section(insight).cancel()


def render_pairs(_: Translator, cat: Catalogue, insight: Insight) -> None:
    """The section: what it does, the start button, the live progress, the pairs."""
    spec = wanted_spec(insight)
    jobs = section(insight)
    job = jobs.current(spec)
    with st.container(key=keys.PAIRS):
        st.subheader(_("Pairs that work together"))
        st.caption(
            _(
                "Simulates each of the kingdom’s 45 pairs of cards as Big Money with both "
                "cards against BMU ({n} games per pair), and shows the pairs that win more "
                "often than both cards’ own bots, beyond the intervals.",
                n=_.num(spec.games),
            )
        )
        st.button(
            _("Find the pairs"),
            key=keys.PAIRS_START,
            on_click=start,
            args=(insight,),
            disabled=job is not None,
        )
        jobs.render_progress(_, job)
        if job is None:
            found = jobs.outcome(_, spec)
            if found is not None:
                render_result(_, cat, found)
        else:
            st.button(_("Cancel"), key=keys.PAIRS_CANCEL, on_click=cancel, args=(insight,))


def render_result(_: Translator, cat: Catalogue, pairs: Pairs) -> None:
    """The pairs that work together (or every pair), each with its sample game link.

    In a block of its own: drawn where the progress and the cancel button stood a run ago,
    the toggle was once kept hidden behind that run's element in a loaded browser test.
    """
    with st.container(key=keys.PAIRS_RESULT):
        every = st.toggle(_("Show every pair"), key=keys.PAIRS_ALL)
        rows = pairs.pairs if every else pairs.together()
        if not rows:
            st.info(md(none_text(_, pairs)))
        for n, row in enumerate(rows):
            render_row(_, cat, pairs, row, n)
        games = _.ngettext(
            "{n} game per pair against BMU; seed {seed}.",
            "{n} games per pair against BMU; seed {seed}.",
            pairs.spec.games,
            seed=pairs.spec.insight.seed,
        )
        st.caption(md(f"{players_text(_, pairs.spec.insight.players)} {games}"))
        for line in pairs_note(_):
            st.caption(md(line))
        if pairs.spec.insight.players != 2:  # a sample link names a 2-player game
            st.caption(_("The sample games are 2-player games: the pair’s bot against one BMU."))


def render_row(_: Translator, cat: Catalogue, pairs: Pairs, row: PairInsight, n: int) -> None:
    """One pair: its name and win rate, both cards' own win rates, a sample game link."""
    with st.container(key=keys.pairs_sample_key(n)):
        mark = " ✓" if row.together else ""
        head = _(
            "{pair}: {rate} against BMU", pair=pair_text(_, cat, row), rate=rate_text(_, row.wins)
        )
        st.markdown(f"**{md(head)}**{mark}")
        st.caption(md(_("Each card alone: {singles}", singles=singles_text(_, cat, row))))
        st.page_link(
            page_script("table"),
            label=_("Watch a sample game"),
            icon="▶️",
            query_params=sample_query(pairs, row, _.lang),
        )


def sample_query(pairs: Pairs, row: PairInsight, lang: str) -> dict[str, str]:
    """The table page's link parameters for the pair's first sample game."""
    bot = pair_part(row.card, row.partner)
    sample = kingdom_sample_id(pairs.spec.kingdom, bot, 1)
    return {state.SAMPLE: sample, state.STEP: "0", state.LANG: lang}
