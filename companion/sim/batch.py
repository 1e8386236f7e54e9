"""Many simulations played as one batch, chunk by chunk, as futures on any executor (inline,
a process pool, a Dask cluster: `executors.open_executor`) with progress and cancel. The
insight, the pairs, the openings and the sweeps share it (`InsightJob`, `PairsJob`,
`OpeningsJob`, `run_batch`).

Every piece is fixed by (simulation, game indices) alone and the records are put back in piece
order, so the figures are the same for any number of jobs and any executor.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, Future
from typing import Protocol, TypeVar

from companion.sim.executors import Where, open_executor
from companion.sim.play import GameRecord
from companion.sim.results import SimResult, summarise
from companion.sim.runner import Task, play_chunk
from companion.sim.spec import SimSpec

CHUNK = 50
"""Games per task: small enough for a smooth progress bar and a quick cancel."""
Piece = tuple[int, Task]  # (index into the batch's simulations, games to play)
Progress = Callable[[int, int], None]
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
    def cancel(self) -> None: ...
    def result(self) -> R_co: ...


def run_batch(
    make: Callable[[S, Executor], Job[R]],
    spec: S,
    where: Where = 1,
    progress: Progress | None = None,
) -> R:
    """Play a spec's batch where asked: inline for one job, else on a pool of that many
    processes, a Dask cluster, or an executor already open. On an error or Ctrl-C the games
    not started are dropped."""
    sims = spec.sims()
    games = total(sims)
    with open_executor(where, len(pieces(sims))) as executor:
        job = make(spec, executor)
        try:
            for done in job.follow():
                if progress is not None:
                    progress(done, games)
        except BaseException:
            job.cancel()
            raise
        return job.result()
