"""The kingdom page's insight ("What is strong here?"): start, progress, cancel, chart, table.

The games run as futures on one shared process pool (`companion.sim.insight.InsightJob`),
within a server-wide bound on the games waiting (`insight_queue.JobQueue`); a fragment polls
them while they run, so the progress bar moves and the cancel button answers at once, and the
rest of the page is not redrawn. Finished insights are kept by kingdom and size
for every session (`InsightCache`).
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterable
from concurrent.futures import ALL_COMPLETED, BrokenExecutor, ProcessPoolExecutor, wait
from typing import Any

import streamlit as st

from companion.catalogue import Catalogue
from companion.i18n import Translator, lang_of
from companion.kingdom import Kingdom
from companion.sim.insight import (
    INSIGHT_GAMES,
    MORE_GAMES,
    PLAYERS,
    Insight,
    InsightCache,
    InsightJob,
    InsightSpec,
)
from companion.sim.insight_report import (
    alone_column,
    alone_text,
    baseline_text,
    bots_note,
    card_text,
    not_bought_text,
    players_text,
)
from companion.sim.report import rate_text
from companion.table.sample import bot_name, kingdom_sample_id
from companion.ui.common import state
from companion.ui.common.components import md
from companion.ui.common.pages import page_script
from companion.ui.kingdom import keys
from companion.ui.kingdom.insight_queue import JobQueue

POLL_SECONDS = 1.0
"""Between two progress polls: each is a fragment run on the server and a redraw in the
browser, CPU taken from the games on a 2-core machine (bench_insight_browser.py)."""
END_WAIT = 0.7
"""A poll waits this long for the games' end (a cheap wait, no rerun), so the chart comes at
once when they end rather than at the next poll; a Cancel tap waits at most this long."""
JOBS = max(1, min(2, os.cpu_count() or 1))
"""Worker processes shared by every session (the default insight finishes in seconds)."""


@st.cache_resource(show_spinner=False)
def insight_pool() -> ProcessPoolExecutor:
    """The process pool every session's insight games run on.

    Its workers come from a fork server, not forked from the app's server: forking a process
    that runs many threads can copy a lock another thread held, and hang the worker.
    """
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["companion.sim.worker_warm"])
    return ProcessPoolExecutor(max_workers=JOBS, mp_context=context)


def start_pool() -> None:
    """Start the pool's fork server and its workers now (the server's warm-up), so the first
    tap does not wait for them: one trivial task per worker."""
    pool = insight_pool()
    wait([pool.submit(os.getpid) for _ in range(JOBS)])


@st.cache_resource(show_spinner=False)
def insight_queue() -> JobQueue:
    """Every session's live jobs on the pool: the server-wide bound on games waiting."""
    return JobQueue()


@st.cache_resource(show_spinner=False)
def insight_cache() -> InsightCache:
    """Finished insights by kingdom and size, shared by every session (thread-safe)."""
    return InsightCache()


def wanted_spec(kingdom: Kingdom) -> InsightSpec:
    """The insight of this kingdom at the size the games-per-card control asks for, for the
    setup sheet's player count (1 player plays the 2-player insight)."""
    games = st.session_state.get(keys.INSIGHT_GAMES)
    size = games if games in sizes() else INSIGHT_GAMES
    return InsightSpec(tuple(kingdom.cards), size, players=table_players())


def table_players() -> int:
    """The setup sheet's player count, within the insight's 2–4."""
    count = st.session_state.get(keys.PLAYERS)
    if not isinstance(count, int):
        return PLAYERS[0]
    return min(PLAYERS[-1], max(PLAYERS[0], count))


def sizes() -> tuple[int, int]:
    """The two sizes offered: games per card by default, and more for tighter intervals."""
    return (INSIGHT_GAMES, MORE_GAMES)


def running_job() -> InsightJob | None:
    """This session's insight job, if one runs."""
    job = st.session_state.get(keys.INSIGHT_JOB)
    return job if isinstance(job, InsightJob) else None


def start(kingdom: Kingdom) -> None:
    """Start the insight of the kingdom (callback), unless it is known or already running."""
    spec = wanted_spec(kingdom)
    st.session_state[keys.INSIGHT_ASKED] = spec.key
    st.session_state.pop(keys.INSIGHT_NOTICE, None)
    job = running_job()
    if job is not None and job.spec.key == spec.key:
        return
    stop_job()
    if insight_cache().get(spec) is None:
        try:
            job = insight_queue().submit(spec, insight_pool())
        except (BrokenExecutor, RuntimeError):
            insight_pool.clear()
            note("failed", spec.kingdom)
            return
        if job is None:
            st.session_state[keys.INSIGHT_ASKED] = None
            note("busy", spec.kingdom)
        else:
            st.session_state[keys.INSIGHT_JOB] = job


def note(kind: str, cards: Iterable[str]) -> None:
    """Say once a run of this kingdom's games was cancelled or failed. The message stays for
    that kingdom until the next start: a repeated run of the page (a late poll of the progress
    fragment) must not take it away before the user has seen it."""
    st.session_state[keys.INSIGHT_NOTICE] = (kind, frozenset(cards))


def stop_job() -> None:
    """Drop this session's running job, cancelling the games not yet started."""
    job = st.session_state.pop(keys.INSIGHT_JOB, None)
    if isinstance(job, InsightJob):
        insight_queue().stop(job)


def cancel() -> None:
    """The cancel button (callback): stop, and say so. A tap that comes after the games ended
    (the page had already shown the result) changes nothing: the result stays."""
    job = running_job()
    if job is None:
        return
    stop_job()
    st.session_state[keys.INSIGHT_ASKED] = None
    note("cancelled", job.spec.kingdom)


def collect(job: InsightJob) -> None:
    """Keep a finished job's insight for every session, or note that it failed (a killed
    worker breaks the pool, which is then made anew; any other error is only reported)."""
    st.session_state.pop(keys.INSIGHT_JOB, None)
    insight_queue().forget(job)
    try:
        insight_cache().put(job.result())
    except BrokenExecutor:
        insight_pool.clear()
        note("failed", job.spec.kingdom)
    except Exception:
        note("failed", job.spec.kingdom)


def render_insight(_: Translator, cat: Catalogue, kingdom: Kingdom) -> None:
    """The section: what it does, the start button and size, the live progress, the result."""
    job = running_job()
    if job is not None and set(job.spec.kingdom) != set(kingdom.cards):
        stop_job()  # another kingdom is shown now
        job = None
    if job is not None and job.cancelled:  # the server gave up on it (not polled for long)
        stop_job()
        note("cancelled", job.spec.kingdom)
        job = None
    if job is not None and job.finished:
        collect(job)
        job = None
    with st.container(key=keys.INSIGHT):
        st.subheader(_("What is strong here?"))
        st.caption(
            _(
                "Simulates each card of this kingdom as Big Money + that card against Big "
                "Money Ultimate (BMU), and alone until its 4th Province."
            )
        )
        with st.container(horizontal=True, vertical_alignment="bottom", gap="medium"):
            st.button(
                _("What is strong here?"),
                key=keys.INSIGHT_START,
                on_click=start,
                args=(kingdom,),
                disabled=job is not None,
            )
            st.segmented_control(
                _("Games per card"),
                sizes(),
                format_func=_.num,
                default=INSIGHT_GAMES,
                key=keys.INSIGHT_GAMES,
                required=True,
                disabled=job is not None,
                help=_("More games give tighter intervals, and take longer."),
            )
        polling = job is not None
        st.fragment(render_progress, run_every=POLL_SECONDS if polling else None)(_, polling)
        if job is None:
            render_outcome(_, cat, kingdom)
        else:  # outside the fragment: a tap runs the whole page, which then says "Cancelled"
            st.button(_("Cancel"), key=keys.INSIGHT_CANCEL, on_click=cancel)


def render_progress(_: Translator, polling: bool) -> None:
    """The progress bar while the games run (a fragment polling every POLL_SECONDS, each poll
    waiting up to END_WAIT for the end); when they end or are cancelled, the whole page runs
    again, which shows the result and stops the polling. The result is drawn outside this
    fragment, so a late poll never redraws the chart."""
    job = running_job()
    if job is None or job.finished:
        if polling:
            if job is None:  # cancelled: said here too, should the page's rerun be lost
                show_notice(_, st.session_state.get(keys.INSIGHT_NOTICE))
            st.rerun()
        return
    insight_queue().seen(job)
    done, total = job.done(), job.spec.total
    st.progress(
        done / total,
        text=_("Playing games: {done} of {total}", done=_.num(done), total=_.num(total)),
    )
    if not wait(job.futures, END_WAIT, ALL_COMPLETED).not_done:
        st.rerun()  # the games ended during the wait: the page draws the result now


def show_notice(_: Translator, notice: Any) -> None:
    """The message of a cancelled or failed run: a (kind, cards) notice, or None for none."""
    kind = notice[0] if isinstance(notice, tuple) else None
    if kind == "cancelled":
        st.info(_("Cancelled. Nothing was kept; start again whenever you like."))
    elif kind == "failed":
        st.error(_("The simulation stopped unexpectedly. Please try again."))
    elif kind == "busy":
        st.warning(
            _(
                "The server is playing many other insights' games right now. Please try again "
                "in a minute."
            )
        )


def render_outcome(_: Translator, cat: Catalogue, kingdom: Kingdom) -> None:
    """A cancel or failure message, or the result this session asked for, once known."""
    kind, cards = st.session_state.get(keys.INSIGHT_NOTICE) or (None, None)
    show_notice(_, (kind, cards) if cards == frozenset(kingdom.cards) else None)
    spec = wanted_spec(kingdom)
    asked = st.session_state.get(keys.INSIGHT_ASKED) == spec.key
    found = insight_cache().get(spec) if asked else None
    if found is not None:
        render_result(_, cat, found)


def chart_rows(_: Translator, cat: Catalogue, insight: Insight) -> list[dict[str, Any]]:
    """The chart's rows: card name (marked when its bot does not buy it), bot, win rate and its
    interval, strongest first."""
    return [
        {
            "card": card_text(_, cat, row),
            "bot": row.bot,
            "wins": row.wins.value,
            "low": row.wins.low,
            "high": row.wins.high,
        }
        for row in insight.cards
    ]


def result_table(_: Translator, cat: Catalogue, insight: Insight) -> str:
    """The cards strongest first: win rate against BMU, and the 4th Province's turn alone."""
    head = (_("Card"), _("Wins against BMU"), alone_column(_, insight.spec.provinces))
    lines = ["| " + " | ".join(md(h) for h in head) + " |", "|---|---:|---:|"]
    for row in insight.cards:
        cells = (card_text(_, cat, row), rate_text(_, row.wins), alone_text(_, row))
        lines.append("| " + " | ".join(md(c) for c in cells) + " |")
    return "\n".join(lines)


def render_result(_: Translator, cat: Catalogue, insight: Insight) -> None:
    """The chart, the table, BMU's own pace and what the bots are."""
    from companion.ui.kingdom.charts import insight_chart  # Altair only once there is a chart

    chart = insight_chart(chart_rows(_, cat, insight), _, insight.spec.players)
    st.vega_lite_chart(chart, width="stretch")
    st.markdown(result_table(_, cat, insight))
    unbought = not_bought_text(_, cat, insight)
    if unbought is not None:
        st.warning(md(unbought))
    games = _.ngettext(
        "{n} game per card against BMU and {n} alone; seed {seed}.",
        "{n} games per card against BMU and {n} alone; seed {seed}.",
        insight.spec.games,
        seed=insight.spec.seed,
    )
    baseline = baseline_text(_, insight)
    st.caption(md(f"{players_text(_, insight.spec.players)} {games} {baseline}"))
    for line in bots_note(_):
        st.caption(md(line))
    render_sample_link(_, cat, insight)
    from companion.ui.kingdom.pairs import render_pairs  # pairs: under the insight's result

    render_pairs(_, cat, insight)


def sample_query(insight: Insight, card: str, number: int, lang: str) -> dict[str, str]:
    """The table page's link parameters for game `number` of the card's simulation."""
    sample = kingdom_sample_id(insight.spec.kingdom, card, number)
    return {state.SAMPLE: sample, state.STEP: "0", state.LANG: lang}


def render_sample_link(_: Translator, cat: Catalogue, insight: Insight) -> None:
    """Pick a card's bot (the strongest first) and a game number, and open that simulated
    game on the table page as a replay, in this tab."""
    cards = [row.card for row in insight.cards]
    if st.session_state.get(keys.INSIGHT_SAMPLE_CARD) not in cards:
        st.session_state[keys.INSIGHT_SAMPLE_CARD] = cards[0]
    number = st.session_state.get(keys.INSIGHT_SAMPLE_GAME)
    if not isinstance(number, int) or not 1 <= number <= insight.spec.games:
        st.session_state[keys.INSIGHT_SAMPLE_GAME] = 1
    lang = lang_of(_)
    with st.container(horizontal=True, vertical_alignment="bottom", key=keys.INSIGHT_SAMPLE):
        card = st.selectbox(
            _("Bot"),
            cards,
            format_func=lambda c: bot_name(cat, c)(lang),
            key=keys.INSIGHT_SAMPLE_CARD,
            placeholder=_("Choose a bot"),
        )
        number = st.number_input(
            _("Game number"),
            min_value=1,
            max_value=insight.spec.games,
            step=1,
            key=keys.INSIGHT_SAMPLE_GAME,
        )
        st.page_link(
            page_script("table"),
            label=_("Watch a sample game"),
            icon="▶️",
            query_params=sample_query(insight, card, int(number), _.lang),
        )
    if insight.spec.players != PLAYERS[0]:  # a sample link names a game of the 2-player insight
        st.caption(_("The sample games are 2-player games: the card’s bot against one BMU."))
