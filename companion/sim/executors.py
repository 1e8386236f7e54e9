"""Where a simulation's chunks run: inline, a process pool, or a Dask cluster, as one Executor.

The runner and the batches (`batch.run_batch`: the insight, the pairs, the openings, the sweeps)
hand chunks to a `concurrent.futures.Executor` and read the results in task order, so the
figures do not depend on which executor played them. `open_executor` is the one place a choice
becomes an executor. Dask (`pip install .[cluster]`) is imported only when a cluster is asked for.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, ParamSpec, TypeVar

CONNECT_TIMEOUT = 5.0
"""Seconds to wait for a scheduler before giving up (an unreachable address fails this fast)."""
ADDRESS = re.compile(r"^(tcp|tls)://[^\s:/]+:\d{1,5}$")
"""A scheduler address: tcp://host:port (or tls://)."""

P = ParamSpec("P")
T = TypeVar("T")


class ClusterError(Exception):
    """A cluster that cannot be used: `reason` is missing (no Dask), address or unreachable."""

    def __init__(self, reason: str, address: str = "", detail: str = "") -> None:
        super().__init__(f"{reason}: {address} {detail}".strip())
        self.reason = reason
        self.address = address
        self.detail = detail


@dataclass(frozen=True, slots=True)
class ExecutorChoice:
    """One choice of where the games run: a scheduler's address, a local cluster of
    `local_cluster` workers, or else `jobs` processes (1: inline, in this process)."""

    jobs: int = 1
    scheduler: str | None = None
    local_cluster: int | None = None

    @property
    def workers(self) -> int:
        """The parallelism the chunks are sized for (for a remote cluster, `jobs`)."""
        if self.local_cluster is not None:
            return self.local_cluster
        return self.jobs

    @property
    def dask(self) -> bool:
        """Do the games run on a Dask cluster?"""
        return self.scheduler is not None or self.local_cluster is not None


class _LazyFuture(Future[T]):
    """A future that runs its call when its result is first asked for (inline execution)."""

    def __init__(self, call: Callable[[], T]) -> None:
        super().__init__()
        self._call: Callable[[], T] | None = call

    def result(self, timeout: float | None = None) -> T:
        call, self._call = self._call, None
        if call is not None and self.set_running_or_notify_cancel():
            try:
                self.set_result(call())
            except BaseException as exc:  # handed to the reader, as a pool does
                self.set_exception(exc)
        return super().result(timeout)


class InlineExecutor(Executor):
    """Runs each submitted call in this process when its result is read, in reading order, so
    the inline path is the pool's path with one worker and progress follows each chunk."""

    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        return _LazyFuture(lambda: fn(*args, **kwargs))


def check_address(address: str) -> str:
    """The address, or ClusterError("address") when it is not tcp://host:port."""
    address = address.strip()
    if not ADDRESS.match(address) or not 0 < int(address.rsplit(":", 1)[1]) < 65536:
        raise ClusterError("address", address)
    return address


def _distributed() -> Any:
    """The distributed package, or ClusterError("missing") when Dask is not installed."""
    try:
        import distributed
    except ImportError:
        raise ClusterError("missing") from None
    return distributed


@contextmanager
def dask_executor(
    scheduler: str | None = None, local_cluster: int | None = None
) -> Iterator[Executor]:
    """An Executor on a Dask cluster: the scheduler at `scheduler`, or a LocalCluster of
    `local_cluster` worker processes started for the run (closed at the end)."""
    distributed = _distributed()
    address = check_address(scheduler) if scheduler is not None else ""
    cluster = None
    try:
        if local_cluster is not None:
            cluster = distributed.LocalCluster(
                n_workers=local_cluster,
                threads_per_worker=1,
                processes=True,
                host="127.0.0.1",
                dashboard_address=":0",
                silence_logs=logging.ERROR,
            )
            client = distributed.Client(cluster, timeout=CONNECT_TIMEOUT)
        else:
            try:
                client = distributed.Client(address, timeout=CONNECT_TIMEOUT)
            except (OSError, TimeoutError) as exc:
                raise ClusterError("unreachable", address, str(exc)) from None
            except ValueError as exc:
                raise ClusterError("address", address, str(exc)) from None
        try:
            yield client.get_executor()
        finally:
            client.close()
    finally:
        if cluster is not None:
            cluster.close()


Where = int | ExecutorChoice | Executor
"""Where a run plays its games: a job count, a choice, or an executor already open (a cluster's
kept across runs, the app's pool), which the run uses and leaves open."""
SPREAD = 8
"""The parallelism chunks are sized for on an executor handed in already open."""


def workers(where: Where) -> int:
    """The parallelism a run's chunks are sized for."""
    if isinstance(where, Executor):
        return SPREAD
    if isinstance(where, ExecutorChoice):
        return where.workers
    return where


@contextmanager
def open_executor(where: Where, chunks: int | None = None) -> Iterator[Executor]:
    """The executor of a choice for the length of a run: Dask, a pool of `jobs` processes
    (no more than `chunks`), or inline; an executor already open is used as it is. On an error
    or Ctrl-C the chunks not started are dropped, so leaving does not wait for the rest."""
    if isinstance(where, Executor):
        yield where
        return
    choice = where if isinstance(where, ExecutorChoice) else ExecutorChoice(jobs=where)
    if choice.dask:
        with dask_executor(choice.scheduler, choice.local_cluster) as ex:
            yield ex
        return
    size = min(choice.jobs, chunks) if chunks is not None else choice.jobs
    if size <= 1:
        yield InlineExecutor()
        return
    pool = ProcessPoolExecutor(max_workers=size)
    try:
        yield pool
    except BaseException:
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown(wait=True)
