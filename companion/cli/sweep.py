"""`companion sweep pairs`: every pair of the chosen sets' kingdom cards against BMU, resumable
from its SQLite results, exported as a CSV table (docs/simulator.md, "Sweeps and Dask")."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from companion.catalogue import KINGDOM_SETS
from companion.cli.cluster import add_cluster_options, cluster_errors, executor_choice
from companion.cli.common import (
    CliError,
    add_games_seed_jobs,
    add_json_lang,
    catalogue,
    metavar,
    set_or_fail,
    whole_number,
)
from companion.cli.simulate import ProgressBar
from companion.echo import clip
from companion.engine.shuffle import MAX_SEED
from companion.i18n import N_, Translator, translator
from companion.sim import DEFAULT_SEED
from companion.sim.pairs import MAX_PAIR_GAMES
from companion.sim.sweep import SWEEP_GAMES, SweepError, SweepSpec, SweepStore, sweep, table
from companion.sim.sweep import write_csv as write_table

SHORT = {"base-1e": "base", "seaside-1e": "seaside"}
"""A set's short name in the default file names."""


def register(sub: Any) -> None:
    """Add the `sweep` subcommand and its `pairs`."""
    p = sub.add_parser(
        "sweep",
        help=N_("long simulations of many cards, resumable (pairs of whole sets)"),
        description=N_(
            "Long simulations over whole sets, stored as they go. See docs/simulator.md."
        ),
    )
    kinds = p.add_subparsers(dest="sweep", metavar=metavar(N_("SWEEP")), required=True)
    pairs = kinds.add_parser(
        "pairs",
        help=N_("every pair of the sets' kingdom cards: its X+Y-BM bot against BMU"),
        description=N_(
            "Every pair of the chosen sets' kingdom cards as its X+Y-BM bot against BMU, and "
            "every card's X-BM, 2 players, each on a kingdom of just its cards; each result is "
            "stored in the SQLite file as it finishes, so running again resumes; the table is "
            "written as CSV."
        ),
    )
    pairs.add_argument(
        "--sets",
        required=True,
        metavar=metavar(N_("SETS")),
        help=N_("comma-separated sets: base, seaside"),
    )
    add_games_seed_jobs(pairs, SWEEP_GAMES, N_("games per pair and per card"), DEFAULT_SEED)
    add_cluster_options(pairs)
    pairs.add_argument(
        "--db",
        default=None,
        metavar=metavar(N_("PATH")),
        help=N_("the SQLite results file (default: sweep-pairs-SETS.sqlite)"),
    )
    pairs.add_argument(
        "--out",
        default=None,
        metavar=metavar(N_("PATH")),
        help=N_("the CSV table (default: sweep-pairs-SETS.csv)"),
    )
    add_json_lang(pairs, json=False)
    pairs.set_defaults(func=run_sweep_pairs)


def _sets(_: Translator, text: str) -> tuple[str, ...]:
    """The set ids of --sets, in catalogue order, or a one-line error."""
    named = {set_or_fail(_, "--sets", s) for s in text.split(",") if s.strip()}
    if not named:
        raise CliError(
            _("--sets: choose at least one set ({known})", known=", ".join(KINGDOM_SETS))
        )
    return tuple(s for s in KINGDOM_SETS if s in named)


def store_message(_: Translator, exc: SweepError) -> str:
    """A results file that cannot be resumed, in words (one line)."""
    if exc.settings is not None:
        return _(
            "--db: {path} holds a sweep of other settings ({settings}); give another --db",
            path=clip(exc.path),
            settings=clip(exc.settings),
        )
    return _("--db: {path} is not a sweep's SQLite file", path=clip(exc.path))


def run_sweep_pairs(args: argparse.Namespace) -> int:
    """Play the rows the results file lacks, then write the table."""
    _ = translator(args.lang)
    cat = catalogue()
    sets = _sets(_, args.sets)
    games = whole_number(_, "--games", args.games, 1, MAX_PAIR_GAMES)
    seed = whole_number(_, "--seed", args.seed, 0, MAX_SEED)
    where = executor_choice(_, args)
    spec = SweepSpec(tuple(c.id for c in cat.kingdom_cards(sets)), games, seed)
    name = "sweep-pairs-" + "-".join(SHORT[s] for s in sets)
    db = Path(args.db if args.db is not None else f"{name}.sqlite")
    out = Path(args.out if args.out is not None else f"{name}.csv")
    try:
        store = SweepStore(db, spec)
    except SweepError as exc:
        raise CliError(store_message(_, exc)) from None
    bar = ProgressBar(sys.stderr) if sys.stderr.isatty() else None
    try:
        with cluster_errors(_):
            tallies = sweep(spec, store, where, bar)
    finally:
        if bar is not None:
            bar.close()
        store.close()
    rows = table(spec, tallies)
    write_table(out, spec, rows)
    together = sum(r.together for r in rows)
    print(
        _(
            "{pairs} pairs of {cards} cards, {games} games each (seed {seed}): {together} work "
            "together. Table: {out}",
            pairs=_.num(len(rows)),
            cards=_.num(len(spec.cards)),
            games=_.num(games),
            seed=seed,
            together=_.num(together),
            out=str(out),
        )
    )
    return 0
