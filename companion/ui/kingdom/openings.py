"""The kingdom page's opening lab ("How to open?"): start, progress, cancel, the two splits.

Its games run as the insight's do (`ui/kingdom/insight.py`): futures on the same shared
process pool, under the same server-wide bound (`insight_queue`), polled by a fragment; a
finished result is kept for every session by kingdom, size and player count.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from concurrent.futures import ALL_COMPLETED, BrokenExecutor, wait
from typing import Any

import streamlit as st

from companion.catalogue import Catalogue
from companion.i18n import Translator
from companion.kingdom import Kingdom
from companion.sim.labels import opening_text
from companion.sim.openings import (
    MORE_GAMES,
    OPENING_GAMES,
    Openings,
    OpeningsJob,
    OpeningsSpec,
    SplitOpenings,
)
from companion.sim.openings_report import bots_note, plan_text, players_text, split_title
from companion.sim.report import rate_text
from companion.ui.common.components import md
from companion.ui.kingdom import insight as insight_view
from companion.ui.kingdom import keys


class OpeningsCache:
    """The latest opening labs by key (thread-safe, at most `size`)."""

    def __init__(self, size: int = 32) -> None:
        self.size = size
        self._items: OrderedDict[tuple[object, ...], Openings] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, spec: OpeningsSpec) -> Openings | None:
        with self._lock:
            return self._items.get(spec.key)

    def put(self, found: Openings) -> None:
        with self._lock:
            self._items[found.spec.key] = found
            while len(self._items) > self.size:
                self._items.popitem(last=False)


@st.cache_resource(show_spinner=False)
def openings_cache() -> OpeningsCache:
    """Finished opening labs, shared by every session."""
    return OpeningsCache()


def sizes() -> tuple[int, int]:
    """Games per opening: the default, and more for tighter intervals."""
    return (OPENING_GAMES, MORE_GAMES)


def wanted_spec(kingdom: Kingdom) -> OpeningsSpec:
    """The openings of this kingdom at the chosen size, for the page's player count."""
    games = st.session_state.get(keys.OPENINGS_GAMES)
    size = games if games in sizes() else OPENING_GAMES
    return OpeningsSpec(tuple(kingdom.cards), size, players=insight_view.table_players())


def running_job() -> OpeningsJob | None:
    """This session's openings job, if one runs."""
    job = st.session_state.get(keys.OPENINGS_JOB)
    return job if isinstance(job, OpeningsJob) else None


def note(kind: str, kingdom: tuple[str, ...]) -> None:
    """Say once that a run of this kingdom's openings was cancelled, failed or not taken."""
    st.session_state[keys.OPENINGS_NOTICE] = (kind, frozenset(kingdom))


def stop_job() -> None:
    """Drop this session's running job, cancelling its games not yet started."""
    job = st.session_state.pop(keys.OPENINGS_JOB, None)
    if isinstance(job, OpeningsJob):
        insight_view.insight_queue().stop(job)


def start(kingdom: Kingdom) -> None:
    """Start the openings of the kingdom (callback), unless known or already running."""
    spec = wanted_spec(kingdom)
    st.session_state[keys.OPENINGS_ASKED] = spec.key
    st.session_state.pop(keys.OPENINGS_NOTICE, None)
    job = running_job()
    if job is not None and job.spec.key == spec.key:
        return
    stop_job()
    if openings_cache().get(spec) is not None:
        return
    pool = insight_view.insight_pool()
    try:
        job = insight_view.insight_queue().add(spec.total, lambda: OpeningsJob(spec, pool))
    except (BrokenExecutor, RuntimeError):
        insight_view.insight_pool.clear()
        note("failed", spec.kingdom)
        return
    if job is None:
        st.session_state[keys.OPENINGS_ASKED] = None
        note("busy", spec.kingdom)
    else:
        st.session_state[keys.OPENINGS_JOB] = job


def cancel() -> None:
    """The cancel button (callback): stop, and say so."""
    job = running_job()
    if job is None:
        return
    stop_job()
    st.session_state[keys.OPENINGS_ASKED] = None
    note("cancelled", job.spec.kingdom)


def collect(job: OpeningsJob) -> None:
    """Keep a finished job's result for every session, or note that it failed."""
    st.session_state.pop(keys.OPENINGS_JOB, None)
    insight_view.insight_queue().forget(job)
    try:
        openings_cache().put(job.result())
    except BrokenExecutor:
        insight_view.insight_pool.clear()
        note("failed", job.spec.kingdom)
    except Exception:
        note("failed", job.spec.kingdom)


def render_openings(_: Translator, cat: Catalogue, kingdom: Kingdom) -> None:
    """The section: what it does, the start button and size, the progress, the two splits."""
    job = running_job()
    if job is not None and (set(job.spec.kingdom) != set(kingdom.cards) or job.cancelled):
        stop_job()
        job = None
    if job is not None and job.finished:
        collect(job)
        job = None
    with st.container(key=keys.OPENINGS):
        st.subheader(_("How to open?"))
        st.caption(
            _(
                "Plays each sensible opening of this kingdom, for a $4/$3 and a $5/$2 first "
                "hand, against Big Money Ultimate (BMU)."
            )
        )
        with st.container(horizontal=True, vertical_alignment="bottom", gap="medium"):
            st.button(
                _("How to open?"),
                key=keys.OPENINGS_START,
                on_click=start,
                args=(kingdom,),
                disabled=job is not None,
            )
            st.segmented_control(
                _("Games per opening"),
                sizes(),
                format_func=_.num,
                default=OPENING_GAMES,
                key=keys.OPENINGS_GAMES,
                required=True,
                disabled=job is not None,
                help=_("More games give tighter intervals, and take longer."),
            )
        polling = job is not None
        every = insight_view.POLL_SECONDS if polling else None
        st.fragment(render_progress, run_every=every)(_, polling)
        if job is None:
            render_outcome(_, cat, kingdom)
        else:
            st.button(_("Cancel"), key=keys.OPENINGS_CANCEL, on_click=cancel)


def render_progress(_: Translator, polling: bool) -> None:
    """The progress bar while the games run; the whole page runs again when they end."""
    job = running_job()
    if job is None or job.finished:
        if polling:
            st.rerun()
        return
    insight_view.insight_queue().seen(job)
    done, total = job.done(), job.spec.total
    st.progress(
        done / total,
        text=_("Playing games: {done} of {total}", done=_.num(done), total=_.num(total)),
    )
    if not wait(job.futures, insight_view.END_WAIT, ALL_COMPLETED).not_done:
        st.rerun()


def render_outcome(_: Translator, cat: Catalogue, kingdom: Kingdom) -> None:
    """A cancel or failure message, or the result this session asked for, once known."""
    kind, cards = st.session_state.get(keys.OPENINGS_NOTICE) or (None, None)
    if cards == frozenset(kingdom.cards):
        insight_view.show_notice(_, (kind, cards))
    spec = wanted_spec(kingdom)
    if st.session_state.get(keys.OPENINGS_ASKED) != spec.key:
        return
    found = openings_cache().get(spec)
    if found is not None:
        render_result(_, cat, found)


def chart_rows(_: Translator, cat: Catalogue, split: SplitOpenings) -> list[dict[str, Any]]:
    """One split's chart rows, best first."""
    return [
        {
            "opening": opening_text(_, cat, row.opening),
            "plan": plan_text(_, cat, row.opening),
            "wins": row.wins.value,
            "low": row.wins.low,
            "high": row.wins.high,
        }
        for row in split.rows
    ]


def split_list(_: Translator, cat: Catalogue, split: SplitOpenings) -> str:
    """One split's openings as a numbered list (narrow enough for a phone), best first."""
    lines = []
    for n, row in enumerate(split.rows, 1):
        name = md(opening_text(_, cat, row.opening))
        then = md(plan_text(_, cat, row.opening))
        lines.append(f"{n}. **{name}** {rate_text(_, row.wins)} · {then}")
    return "\n".join(lines)


def render_result(_: Translator, cat: Catalogue, found: Openings) -> None:
    """Each split: its chart and its list; then the size, the players and the bots' note."""
    from companion.ui.kingdom.openings_chart import openings_chart  # Altair once it is needed

    players = found.spec.players
    for split in found.splits:
        title = split_title(_, split.split)
        st.markdown(f"**{md(title)}**")
        chart = openings_chart(chart_rows(_, cat, split), _, title, players)
        st.vega_lite_chart(chart, width="stretch")
        with st.expander(_("The list, best first")):
            st.markdown(split_list(_, cat, split))
    games = _.ngettext(
        "{n} game per opening and split; seed {seed}.",
        "{n} games per opening and split; seed {seed}.",
        found.spec.games,
        seed=found.spec.seed,
    )
    st.caption(md(f"{players_text(_, players)} {games}"))
    for line in bots_note(_):
        st.caption(md(line))
