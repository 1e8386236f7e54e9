"""The kingdom page's simulation sections (the insight, the pairs, the openings) share one
process pool, one server-wide bound on the games waiting (`JobQueue`) and one job lifecycle
(`JobSection`): start, the progress fragment's poll, cancel, collect, the notices.

A section's job lives in its session (one at a time); its finished result goes to a cache
shared by every session, keyed by the spec. A fragment polls the job while it runs, so the
progress bar moves and the cancel button answers at once, and the rest of the page is not
redrawn; when the games end the whole page runs again and draws the result.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Hashable, Iterable
from concurrent.futures import ALL_COMPLETED, BrokenExecutor, Executor, ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, cast

import streamlit as st

from companion.i18n import Translator
from companion.sim.batch import SpecJob
from companion.sim.insight import Keeps, ResultCache
from companion.ui.kingdom.insight_queue import JobQueue

POLL_SECONDS = 1.0
"""Between two progress polls: each is a fragment run on the server and a redraw in the
browser, CPU taken from the games on a 2-core machine (bench_insight_browser.py)."""
END_WAIT = 0.7
"""A poll waits this long for the games' end (a cheap wait, no rerun), so the result comes at
once when they end rather than at the next poll; a Cancel tap waits at most this long."""
JOBS = max(1, min(2, os.cpu_count() or 1))
"""Worker processes shared by every session (the default insight finishes in seconds)."""


@st.cache_resource(show_spinner=False)
def insight_pool() -> ProcessPoolExecutor:
    """The process pool every session's simulation games run on.

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


def stop_pool() -> None:
    """Stop the pool's workers (the server's shutdown): the games waiting are dropped, a
    batch under way is finished first."""
    insight_pool().shutdown(wait=True, cancel_futures=True)


@st.cache_resource(show_spinner=False)
def insight_queue() -> JobQueue:
    """Every session's live jobs on the pool: the server-wide bound on games waiting."""
    return JobQueue()


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


def start_row(
    _: Translator,
    label: str,
    keys: tuple[str, str],
    start: Callable[..., None],
    args: tuple[Any, ...],
    games: tuple[str, tuple[int, int]],
    running: bool,
) -> None:
    """A section's start button (`label`) beside its games control (`games`: its label and
    the two sizes, the default first), both off while its job runs; `keys`: the button's and
    the control's session keys."""
    with st.container(horizontal=True, vertical_alignment="bottom", gap="medium"):
        st.button(label, key=keys[0], on_click=start, args=args, disabled=running)
        st.segmented_control(
            games[0],
            games[1],
            format_func=_.num,
            default=games[1][0],
            key=keys[1],
            required=True,
            disabled=running,
            help=_("More games give tighter intervals, and take longer."),
        )


class Spec(Protocol):
    """What a section's spec offers: its cache key, its kingdom, its games."""

    @property
    def key(self) -> Hashable: ...
    @property
    def kingdom(self) -> tuple[str, ...]: ...
    @property
    def total(self) -> int: ...


J = TypeVar("J", bound=SpecJob)


def spec_of(job: SpecJob) -> Spec:
    """A section job's spec: each section's job types it (InsightSpec, PairsSpec,
    OpeningsSpec), all of them a `Spec`; the batch itself knows only its simulations."""
    return cast(Spec, job.spec)


R = TypeVar("R", bound=Keeps)


@dataclass(frozen=True, slots=True)
class JobSection(Generic[J, R]):
    """One section's job lifecycle: its job type, its session keys (the running job, the spec
    key asked for last, the notice of a cancelled, failed or refused run), its shared cache
    and how a finished job gives its result."""

    job_type: type[J]
    job_key: str
    asked_key: str
    notice_key: str
    cache: Callable[[], ResultCache[R]]
    make: Callable[[Any, Executor], J]
    result: Callable[[J], R]

    def running(self) -> J | None:
        """This session's job, if one runs."""
        job = st.session_state.get(self.job_key)
        return job if isinstance(job, self.job_type) else None

    def note(self, kind: str, cards: Iterable[str]) -> None:
        """Say once a run of this kingdom's games was cancelled, failed or refused. The message
        stays for that kingdom until the next start: a repeated run of the page (a late poll of
        the progress fragment) must not take it away before the user has seen it."""
        st.session_state[self.notice_key] = (kind, frozenset(cards))

    def stop(self) -> None:
        """Drop this session's running job, cancelling the games not yet started."""
        job = st.session_state.pop(self.job_key, None)
        if isinstance(job, self.job_type):
            insight_queue().stop(job)

    def start(self, spec: Any) -> None:
        """Start the spec's games (a callback), unless they are known or already running; a
        full queue or a broken pool is a notice."""
        st.session_state[self.asked_key] = spec.key
        st.session_state.pop(self.notice_key, None)
        job = self.running()
        if job is not None and spec_of(job).key == spec.key:
            return
        self.stop()
        if self.cache().get(spec) is not None:
            return
        try:
            pool = insight_pool()
            job = insight_queue().add(spec.total, lambda: self.make(spec, pool))
        except (BrokenExecutor, RuntimeError):
            insight_pool.clear()
            self.note("failed", spec.kingdom)
            return
        if job is None:
            st.session_state[self.asked_key] = None
            self.note("busy", spec.kingdom)
        else:
            st.session_state[self.job_key] = job

    def cancel(self) -> None:
        """The cancel button (callback): stop, and say so. A tap that comes after the games
        ended (the page had already shown the result) changes nothing: the result stays."""
        job = self.running()
        if job is None:
            return
        self.stop()
        st.session_state[self.asked_key] = None
        self.note("cancelled", spec_of(job).kingdom)

    def collect(self, job: J) -> None:
        """Keep a finished job's result for every session, or note that it failed (a killed
        worker breaks the pool, which is then made anew; any other error is only reported)."""
        st.session_state.pop(self.job_key, None)
        insight_queue().forget(job)
        try:
            self.cache().put(self.result(job))
        except BrokenExecutor:
            insight_pool.clear()
            self.note("failed", spec_of(job).kingdom)
        except Exception:
            self.note("failed", spec_of(job).kingdom)

    def current(self, spec: Spec) -> J | None:
        """The job still running for `spec` after this run's housekeeping: a job for another
        spec (another kingdom, size or player count shown now) is stopped, one the server gave
        up on (not polled for long) is said to be cancelled, a finished one is collected."""
        job = self.running()
        if job is not None and spec_of(job).key != spec.key:
            self.stop()
            return None
        if job is not None and job.cancelled:
            self.stop()
            self.note("cancelled", spec_of(job).kingdom)
            return None
        if job is not None and job.finished:
            self.collect(job)
            return None
        return job

    def progress(self, _: Translator, polling: bool) -> None:
        """The progress bar while the games run (a fragment polling every POLL_SECONDS, each
        poll waiting up to END_WAIT for the end); when they end or are cancelled, the whole
        page runs again, which shows the result and stops the polling. The result is drawn
        outside this fragment, so a late poll never redraws it."""
        job = self.running()
        if job is None or job.finished:
            if polling:
                if job is None:  # cancelled: said here too, should the page's rerun be lost
                    show_notice(_, st.session_state.get(self.notice_key))
                st.rerun()
            return
        insight_queue().seen(job)
        done, total = job.done(), job.total
        st.progress(
            done / total,
            text=_("Playing games: {done} of {total}", done=_.num(done), total=_.num(total)),
        )
        if not wait(job.futures, END_WAIT, ALL_COMPLETED).not_done:
            st.rerun()  # the games ended during the wait: the page draws the result now

    def render_progress(self, _: Translator, job: J | None) -> None:
        """The progress fragment, polling while `job` runs."""
        polling = job is not None
        st.fragment(self.progress, run_every=POLL_SECONDS if polling else None)(_, polling)

    def outcome(self, _: Translator, spec: Spec) -> R | None:
        """Show this kingdom's notice, if any; the result this session asked for, once known."""
        kind, cards = st.session_state.get(self.notice_key) or (None, None)
        show_notice(_, (kind, cards) if cards == frozenset(spec.kingdom) else None)
        if st.session_state.get(self.asked_key) != spec.key:
            return None
        return self.cache().get(spec)
