"""The kingdom page's "Pairs that work together", under the insight's result: start, progress,
cancel, and the pairs that beat both their single-card bots, each with a sample game link.

The games run as futures on the insight's process pool, within the insight's server-wide
queue (`PairsJob`, `JobQueue.add`); a fragment polls them as the insight's does. Finished pairs
are kept by kingdom and size for every session.
"""

from __future__ import annotations

from concurrent.futures import ALL_COMPLETED, BrokenExecutor, wait
from typing import Any

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
from companion.ui.kingdom import insight as insight_view
from companion.ui.kingdom import keys


@st.cache_resource(show_spinner=False)
def pairs_cache() -> ResultCache[Pairs]:
    """Finished pairs by kingdom and size, shared by every session (thread-safe)."""
    return ResultCache()


def wanted_spec(insight: Insight) -> PairsSpec:
    """The pairs of the insight shown: its kingdom, players and seed, PAIR_GAMES per pair."""
    return PairsSpec(insight.spec, PAIR_GAMES)


def running_job() -> PairsJob | None:
    """This session's pairs job, if one runs."""
    job = st.session_state.get(keys.PAIRS_JOB)
    return job if isinstance(job, PairsJob) else None


def note(kind: str, cards: Any) -> None:
    """Say once a run of this kingdom's pairs was cancelled, failed or refused (as the
    insight's notices: kept for that kingdom until the next start)."""
    st.session_state[keys.PAIRS_NOTICE] = (kind, frozenset(cards))


def stop_job() -> None:
    """Drop this session's running pairs job, cancelling the games not yet started."""
    job = st.session_state.pop(keys.PAIRS_JOB, None)
    if isinstance(job, PairsJob):
        insight_view.insight_queue().stop(job)


def start(insight: Insight) -> None:
    """Start the pairs of the insight's kingdom (callback), unless known or running."""
    spec = wanted_spec(insight)
    st.session_state[keys.PAIRS_ASKED] = spec.key
    st.session_state.pop(keys.PAIRS_NOTICE, None)
    job = running_job()
    if job is not None and job.spec.key == spec.key:
        return
    stop_job()
    if pairs_cache().get(spec) is not None:
        return
    pool = insight_view.insight_pool()
    try:
        job = insight_view.insight_queue().add(spec.total, lambda: PairsJob(spec, pool))
    except (BrokenExecutor, RuntimeError):
        insight_view.insight_pool.clear()
        note("failed", spec.kingdom)
        return
    if job is None:
        st.session_state[keys.PAIRS_ASKED] = None
        note("busy", spec.kingdom)
    else:
        st.session_state[keys.PAIRS_JOB] = job


def cancel() -> None:
    """The cancel button (callback): stop, and say so."""
    job = running_job()
    if job is None:
        return
    stop_job()
    st.session_state[keys.PAIRS_ASKED] = None
    note("cancelled", job.spec.kingdom)


def collect(job: PairsJob, insight: Insight) -> None:
    """Keep a finished job's pairs for every session, or note that it failed."""
    st.session_state.pop(keys.PAIRS_JOB, None)
    insight_view.insight_queue().forget(job)
    try:
        pairs_cache().put(job.pairs(insight))
    except BrokenExecutor:
        insight_view.insight_pool.clear()
        note("failed", job.spec.kingdom)
    except Exception:
        note("failed", job.spec.kingdom)


def render_pairs(_: Translator, cat: Catalogue, insight: Insight) -> None:
    """The section: what it does, the start button, the live progress, the pairs."""
    spec = wanted_spec(insight)
    job = running_job()
    if job is not None and job.spec.key != spec.key:
        stop_job()  # another kingdom or player count is shown now
        job = None
    if job is not None and job.cancelled:  # the server gave up on it (not polled for long)
        stop_job()
        note("cancelled", job.spec.kingdom)
        job = None
    if job is not None and job.finished:
        collect(job, insight)
        job = None
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
        polling = job is not None
        run_every = insight_view.POLL_SECONDS if polling else None
        st.fragment(render_progress, run_every=run_every)(_, polling)
        if job is None:
            render_outcome(_, cat, insight, spec)
        else:
            st.button(_("Cancel"), key=keys.PAIRS_CANCEL, on_click=cancel)


def render_progress(_: Translator, polling: bool) -> None:
    """The progress bar while the pairs' games run (as the insight's fragment)."""
    job = running_job()
    if job is None or job.finished:
        if polling:
            if job is None:
                insight_view.show_notice(_, st.session_state.get(keys.PAIRS_NOTICE))
            st.rerun()
        return
    insight_view.insight_queue().seen(job)
    done, total = job.done(), job.total
    st.progress(
        done / total,
        text=_("Playing games: {done} of {total}", done=_.num(done), total=_.num(total)),
    )
    if not wait(job.futures, insight_view.END_WAIT, ALL_COMPLETED).not_done:
        st.rerun()


def render_outcome(_: Translator, cat: Catalogue, insight: Insight, spec: PairsSpec) -> None:
    """A cancel or failure message, or the pairs this session asked for, once known."""
    kind, cards = st.session_state.get(keys.PAIRS_NOTICE) or (None, None)
    shown = (kind, cards) if cards == frozenset(spec.kingdom) else None
    insight_view.show_notice(_, shown)
    asked = st.session_state.get(keys.PAIRS_ASKED) == spec.key
    found = pairs_cache().get(spec) if asked else None
    if found is not None:
        render_result(_, cat, found)


def render_result(_: Translator, cat: Catalogue, pairs: Pairs) -> None:
    """The pairs that work together (or every pair), each with its sample game link."""
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
