"""The server-wide insight queue: its bound on games waiting, and abandoned jobs cancelled."""

from __future__ import annotations

from companion.sim.insight import InsightSpec
from companion.ui.kingdom.insight_queue import JobQueue
from tests.test_sim_insight import HeldExecutor

SPEC = InsightSpec(("smithy", "village"), games=50)  # 5 simulations, one chunk each: 250 games


def test_the_bound_refuses_a_job_that_does_not_fit_and_admits_it_once_room_is_made():
    pool = HeldExecutor()
    queue = JobQueue(limit=400)
    first = queue.submit(SPEC, pool)
    assert first is not None and queue.waiting() == 250
    assert queue.submit(SPEC, pool) is None  # 500 > 400
    pool.release(2)  # two chunks of 50 games played: 150 wait
    second = queue.submit(SPEC, pool)
    assert second is not None and queue.waiting() == 400
    queue.stop(first)
    assert queue.waiting() == 250 and all(f.cancelled() for f in first.futures if not f.done())


def test_a_job_alone_always_fits():
    queue = JobQueue(limit=1)
    assert queue.submit(SPEC, HeldExecutor()) is not None


def test_a_job_nobody_polls_is_cancelled_when_room_is_needed():
    now = [0.0]
    pool = HeldExecutor()
    queue = JobQueue(limit=250, stale=60, clock=lambda: now[0])
    polled, abandoned = queue.submit(SPEC, pool), None
    assert polled is not None
    now[0] = 50
    queue.seen(polled)
    now[0] = 100  # polled 50 s ago: still live, so there is no room
    assert queue.submit(SPEC, pool) is None and not polled.cancelled
    now[0] = 200  # 150 s without a poll: abandoned, cancelled, and the new job fits
    abandoned, polled = polled, queue.submit(SPEC, pool)
    assert polled is not None and abandoned.cancelled
    assert all(f.cancelled() for f in abandoned.futures)
    assert queue.waiting() == 250
