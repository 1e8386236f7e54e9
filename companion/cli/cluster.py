"""The options that choose where the games run (--jobs, --scheduler, --local-cluster) and their
one-line errors, shared by `simulate`, `insight` and `sweep`."""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from companion.cli.common import CliError, metavar, whole_number
from companion.echo import clip
from companion.i18n import N_, Translator
from companion.sim.executors import (
    CONNECT_TIMEOUT,
    ClusterError,
    ExecutorChoice,
    check_address,
)

MAX_JOBS = 64


def add_cluster_options(p: Any) -> None:
    """--scheduler ADDRESS and --local-cluster N (the Dask choices beside --jobs)."""
    p.add_argument(
        "--scheduler",
        default=None,
        metavar=metavar(N_("ADDRESS")),
        help=N_(
            "play the games on a Dask cluster: its scheduler's address, tcp://host:port "
            "(needs pip install .[cluster])"
        ),
    )
    p.add_argument(
        "--local-cluster",
        default=None,
        metavar="N",
        help=N_("play the games on a local Dask cluster of N worker processes started for the run"),
    )


def executor_choice(_: Translator, args: argparse.Namespace) -> ExecutorChoice:
    """The choice the options make (--jobs defaults to the CPU count), or a one-line error."""
    scheduler: str | None = getattr(args, "scheduler", None)
    local: str | None = getattr(args, "local_cluster", None)
    given = [
        flag
        for flag, value in (
            ("--jobs", args.jobs),
            ("--scheduler", scheduler),
            ("--local-cluster", local),
        )
        if value is not None
    ]
    if len(given) > 1:
        raise CliError(
            _(
                "use only one of --jobs, --scheduler and --local-cluster, not {flags}",
                flags=" ".join(given),
            )
        )
    if scheduler is not None:
        try:
            return ExecutorChoice(scheduler=check_address(scheduler))
        except ClusterError as exc:
            raise CliError(cluster_message(_, exc)) from None
    if local is not None:
        return ExecutorChoice(local_cluster=whole_number(_, "--local-cluster", local, 1, MAX_JOBS))
    jobs_text = args.jobs if args.jobs is not None else str(os.cpu_count() or 1)
    return ExecutorChoice(jobs=whole_number(_, "--jobs", jobs_text, 1, MAX_JOBS))


def cluster_message(_: Translator, exc: ClusterError) -> str:
    """A ClusterError in words (one line)."""
    if exc.reason == "missing":
        return _("a Dask cluster needs Dask: install with pip install .[cluster]")
    if exc.reason == "unreachable":
        return _(
            "--scheduler: no Dask scheduler answered at {address} within {seconds} s",
            address=clip(exc.address),
            seconds=_.num(int(CONNECT_TIMEOUT)),
        )
    return _(
        "--scheduler: expected an address like tcp://host:8786, got “{value}”",
        value=clip(exc.address),
    )


@contextmanager
def cluster_errors(_: Translator) -> Iterator[None]:
    """A cluster's start-up errors (no Dask, no scheduler) as one-line CliErrors."""
    try:
        yield
    except ClusterError as exc:
        raise CliError(cluster_message(_, exc)) from None
