"""Many simulations played as one batch, chunk by chunk: inline, or as futures on any executor
with progress and cancel. The insight, the pairs and the openings share it
(`InsightJob`, `PairsJob`, `OpeningsJob`).

Every piece is fixed by (simulation, game indices) alone and the records are put back in piece
order, so the figures are the same for any number of jobs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import ParamSpec, Protocol, TypeVar

from companion.sim.play import GameRecord
from companion.sim.results import SimResult, summarise
from companion.sim.runner import Task, play_chunk
from companion.sim.spec import SimSpec

CHUNK = 50
"""Games per task: small enough for a smooth progress bar and a quick cancel."""
Piece = tuple[int, Task]  # (index into the batch's simulations, games to play)
Progress = Callable[[int, int], None]
P = ParamSpec("P")
T = TypeVar("T")
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)


def pieces(sims: Sequence[SimSpec]) -> list[Piece]:
    """The tasks, simulation by simulation, CHUNK games each (the same for any job count)."""
    out: list[Piece] = []
    for i, sim in enumerate(sims):
        bot = 0 if sim.solitaire else -1
        games = sim.indices
        for start in range(games.start, games.stop, CHUNK):
            out.append((i, (bot, start, min(games.stop, start + CHUNK))))
    return out


def total(sims: Sequence[SimSpec]) -> int:
    """Games in all the simulations."""
    return sum(sim.games for sim in sims)


def results(sims: Sequence[SimSpec], chunks: Sequence[list[GameRecord]]) -> list[SimResult]:
    """Each simulation's summary from the records of every piece, in `pieces` order."""
    records: list[list[GameRecord]] = [[] for _ in sims]
    for (i, _task), chunk in zip(pieces(sims), chunks, strict=True):
        records[i].extend(chunk)
    return [summarise(sim, recs) for sim, recs in zip(sims, records, strict=True)]


class InlineExecutor(Executor):
    """Runs each task in this process as it is handed over (one job, no pool), telling
    `progress` the games done after each: a list of records per task."""

    def __init__(self, progress: Progress | None, games: int) -> None:
        self.progress = progress
        self.games = games
        self.played = 0

    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        future: Future[T] = Future()
        out = fn(*args, **kwargs)
        future.set_result(out)
        if isinstance(out, list):
            self.played += len(out)
            if self.progress is not None:
                self.progress(self.played, self.games)
        return future


class BatchJob:
    """A batch handed to an executor as futures: its progress, cancelling it, its results."""

    def __init__(self, sims: Sequence[SimSpec], executor: Executor) -> None:
        self.sims = tuple(sims)
        self.pieces = pieces(self.sims)
        self.futures: list[Future[list[GameRecord]]] = [
            executor.submit(play_chunk, self.sims[i], task) for i, task in self.pieces
        ]
        self.cancelled = False

    @property
    def total(self) -> int:
        """Games in the batch."""
        return total(self.sims)

    def done(self) -> int:
        """Games finished so far."""
        return sum(
            end - start
            for (_i, (_bot, start, end)), f in zip(self.pieces, self.futures, strict=True)
            if f.done() and not f.cancelled()
        )

    @property
    def finished(self) -> bool:
        """Every game is played (or the job was cancelled)."""
        return self.cancelled or all(f.done() for f in self.futures)

    def cancel(self) -> None:
        """Drop the games not yet started (a running chunk finishes, its records unused)."""
        self.cancelled = True
        for f in self.futures:
            f.cancel()

    def follow(self) -> Iterator[int]:
        """Wait for the games in order, giving the count done each time a chunk ends."""
        for f in self.futures:
            f.result()
            yield self.done()

    def results(self) -> list[SimResult]:
        """Each simulation's summary (raises concurrent.futures.CancelledError once cancelled)."""
        return results(self.sims, [f.result() for f in self.futures])


class Batched(Protocol):
    """A spec a batch job plays: its simulations."""

    def sims(self) -> tuple[SimSpec, ...]: ...


S = TypeVar("S", bound=Batched)


class SpecJob(BatchJob):
    """A batch job that knows its spec; `result` makes the spec's figures of the summaries."""

    def __init__(self, spec: Batched, executor: Executor) -> None:
        super().__init__(spec.sims(), executor)
        self.spec = spec


class Job(Protocol[R_co]):
    """What `run_batch` needs of a job."""

    def follow(self) -> Iterator[int]: ...
    def result(self) -> R_co: ...


def run_batch(
    make: Callable[[S, Executor], Job[R]],
    spec: S,
    jobs: int = 1,
    progress: Progress | None = None,
) -> R:
    """Play a spec's batch with `jobs` processes: inline for one (no pool), else on a pool."""
    games = total(spec.sims())
    if jobs <= 1:
        job = make(spec, InlineExecutor(progress, games))
        return job.result()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        job = make(spec, pool)
        for done in job.follow():
            if progress is not None:
                progress(done, games)
        return job.result()
