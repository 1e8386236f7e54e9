"""The server-wide queue of insight jobs on the shared pool: a bound on the games waiting, and
the cancelling of jobs whose session stopped asking for them (a closed tab).

One session can ask for one job at a time (insight_view); without a bound, many sessions (or
one session's abandoned jobs) would keep the two workers busy for everyone.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any, TypeVar

from companion.sim.insight import InsightJob, InsightSpec, SimJob

Job = SimJob[Any, Any]
J = TypeVar("J", bound=Job)

MAX_QUEUED_GAMES = 100_000
"""Games waiting or running on the pool at most, over every session: about two insights of
2,000 games per card, or a dozen of the default size."""
STALE_SECONDS = 180.0
"""A job whose progress nobody has polled for this long is taken as abandoned (its tab was
closed; a hidden tab still polls about once a minute) and cancelled when room is needed."""


class JobQueue:
    """The live insight jobs of every session (thread-safe)."""

    def __init__(
        self,
        limit: int = MAX_QUEUED_GAMES,
        stale: float = STALE_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit = limit
        self.stale = stale
        self.clock = clock
        self._jobs: dict[int, tuple[Job, float]] = {}
        self._lock = threading.Lock()

    def submit(self, spec: InsightSpec, executor: Executor) -> InsightJob | None:
        """The spec's games handed to the executor, or None when they do not fit under the
        bound now (the games of abandoned jobs are cancelled first to make room). A job always
        fits when nothing else waits."""
        return self.add(spec.total, lambda: InsightJob(spec, executor))

    def add(self, total: int, make: Callable[[], J]) -> J | None:
        """A job of `total` games made by `make` (an insight's, the openings'), or None when
        they do not fit under the bound now (as `submit`)."""
        with self._lock:
            self._reap()
            waiting = self._waiting()
            if waiting and waiting + total > self.limit:
                return None
            job = make()
            self._jobs[id(job)] = (job, self.clock())
            return job

    def seen(self, job: Job) -> None:
        """The job's session polled its progress just now."""
        with self._lock:
            if id(job) in self._jobs:
                self._jobs[id(job)] = (job, self.clock())

    def stop(self, job: Job) -> None:
        """Cancel the job's games not yet started and forget it (cancelled, replaced, done)."""
        job.cancel()
        with self._lock:
            self._jobs.pop(id(job), None)

    def forget(self, job: Job) -> None:
        """Forget a job whose result was collected."""
        with self._lock:
            self._jobs.pop(id(job), None)

    def waiting(self) -> int:
        """Games of live jobs not yet played."""
        with self._lock:
            return self._waiting()

    def _waiting(self) -> int:
        return sum(job.spec.total - job.done() for job, _seen in self._jobs.values())

    def _reap(self) -> None:
        """Forget finished jobs; cancel and forget those not polled for `stale` seconds."""
        now = self.clock()
        for key, (job, seen) in list(self._jobs.items()):
            if job.finished:
                del self._jobs[key]
            elif now - seen > self.stale:
                job.cancel()
                del self._jobs[key]
