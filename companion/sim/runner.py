"""Run a simulation: games in chunks, in this process, across worker processes or on a Dask
cluster (any `concurrent.futures.Executor`).

Every game is fixed by (spec, index) alone, so the records, and the statistics built from
them in index order, are identical whatever the number of jobs or the executor.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from concurrent.futures import Executor

from companion.bots import Builder
from companion.catalogue import Catalogue, load
from companion.engine.cards import CardDB
from companion.sim.executors import Where, open_executor, workers
from companion.sim.play import GameRecord, play_game, play_solitaire
from companion.sim.results import SimResult, summarise
from companion.sim.spec import SimSpec

Task = tuple[int, int, int]  # (bot for solitaire or -1, first game index, end index)
Progress = Callable[[int, int], None]
MAX_CHUNK = 500
PROGRESS_STEPS = 50


def tasks(spec: SimSpec, jobs: int) -> list[Task]:
    """Chunks of game indices: a few per job so that workers stay busy to the end, and at
    least PROGRESS_STEPS of them so that a progress bar moves smoothly."""
    per_bot = [-1] if not spec.solitaire else list(range(len(spec.bots)))
    total = spec.games * len(per_bot)
    size = max(1, min(MAX_CHUNK, total // max(1, jobs * 4), total // PROGRESS_STEPS))
    games = spec.indices
    out: list[Task] = []
    for bot in per_bot:
        for start in range(games.start, games.stop, size):
            out.append((bot, start, min(games.stop, start + size)))
    return out


@functools.cache
def _tables(cat: Catalogue) -> tuple[CardDB, Builder]:
    """The card table and bot builder of this process, shared by its chunks (so are what
    they remember: the hands' Treasure splits, the bots' strategies)."""
    return CardDB(cat), Builder(cat)


def play_chunk(spec: SimSpec, task: Task) -> list[GameRecord]:
    """Play one chunk of games (runs in a worker process when jobs > 1)."""
    db, builder = _tables(load())
    bot, start, end = task
    if bot >= 0:
        return [play_solitaire(spec, db, builder, bot, i) for i in range(start, end)]
    return [play_game(spec, db, builder, i) for i in range(start, end)]


def run(spec: SimSpec, where: Where = 1, progress: Progress | None = None) -> SimResult:
    """Play every game of the spec where asked (a job count, a choice such as a Dask cluster,
    or an executor already open) and summarise the results (the same for any of them)."""
    started = time.perf_counter()
    chunks = tasks(spec, workers(where))
    with open_executor(where, len(chunks)) as executor:
        records = play_on(executor, spec, chunks, progress)
    return summarise(spec, records, time.perf_counter() - started)


def play_on(
    executor: Executor, spec: SimSpec, chunks: list[Task], progress: Progress | None = None
) -> list[GameRecord]:
    """Every chunk handed to the executor, the records read back in chunk order."""
    total = sum(end - start for _, start, end in chunks)
    futures = [executor.submit(play_chunk, spec, task) for task in chunks]
    records: list[GameRecord] = []
    try:
        for future in futures:
            records.extend(future.result())
            if progress is not None:
                progress(len(records), total)
    except BaseException:
        for future in futures:
            future.cancel()
        raise
    return records
