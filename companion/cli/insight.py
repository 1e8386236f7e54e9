"""`companion insight`: what is strong in a kingdom? Each card's Big Money + X against BMU."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from companion.cli.cluster import add_cluster_options, cluster_errors, executor_choice
from companion.cli.common import (
    CliError,
    add_games_seed_jobs,
    add_json_lang,
    catalogue,
    kingdom_or_fail,
    metavar,
    print_json,
    whole_number,
)
from companion.cli.simulate import ProgressBar
from companion.engine.shuffle import MAX_SEED
from companion.i18n import N_, translator
from companion.sim import DEFAULT_SEED
from companion.sim.insight import (
    INSIGHT_GAMES,
    MAX_INSIGHT_GAMES,
    PLAYERS,
    InsightSpec,
    run_insight,
)
from companion.sim.insight_report import insight_json, insight_text
from companion.sim.openings import OPENING_GAMES, OpeningsSpec, run_openings
from companion.sim.openings_report import openings_json, openings_text
from companion.sim.pairs import MAX_PAIR_GAMES, PairsSpec, run_pairs
from companion.sim.pairs_report import pairs_json, pairs_text


def register(sub: Any) -> None:
    """Add the `insight` subcommand."""
    p = sub.add_parser(
        "insight",
        help=N_("what is strong in a kingdom: each card's Big Money + X against BMU"),
        description=N_(
            "For each of the kingdom's ten cards, simulate its Big Money + X bot against Big "
            "Money Ultimate (win rate and its interval at 95%) and alone (the turn of its 4th "
            "Province), strongest first. Simple bots, not experts: see docs/simulator.md."
        ),
    )
    p.add_argument(
        "--code",
        required=True,
        metavar=metavar(N_("CODE")),
        help=N_("a kingdom code (companion kingdom)"),
    )
    games_help = N_(
        "games per card (default 400), or per opening with --openings (default 150); "
        "more gives tighter intervals"
    )
    add_games_seed_jobs(p, INSIGHT_GAMES, games_help, DEFAULT_SEED)
    add_cluster_options(p)
    p.set_defaults(games=None)  # the default depends on --openings
    p.add_argument(
        "--players",
        default="2",
        metavar=metavar(N_("PLAYERS")),
        help=N_(
            "players at the table, 2-4: the card's bot and BMU in every other seat (default 2)"
        ),
    )
    p.add_argument(
        "--pairs",
        action="store_true",
        help=N_(
            "pairs that work together: each pair's X+Y-BM bot against BMU (--games per pair "
            "and per card), the pairs beating both single cards beyond their intervals"
        ),
    )
    p.add_argument("--all", action="store_true", help=N_("with --pairs: list every pair"))
    p.add_argument(
        "--openings",
        action="store_true",
        help=N_(
            "how to open: each sensible opening for a $4/$3 and a $5/$2 hand, its bot "
            "against BMU (docs/simulator.md, “Openings”)"
        ),
    )
    add_json_lang(p)
    p.set_defaults(func=run_insight_command)


def run_insight_command(args: argparse.Namespace) -> int:
    """Decode the kingdom, play the games and print the report (text or JSON)."""
    _ = translator(args.lang)
    cat = catalogue()
    kingdom = kingdom_or_fail(_, cat, "--code", args.code)
    if args.openings and (args.pairs or args.all):
        raise CliError(_("--openings and --pairs are two reports: ask for one at a time"))
    if args.all and not args.pairs:
        raise CliError(_("--all lists every pair: use it with --pairs"))
    default_games = OPENING_GAMES if args.openings else INSIGHT_GAMES
    games_text = args.games if args.games is not None else str(default_games)
    most = MAX_PAIR_GAMES if args.pairs else MAX_INSIGHT_GAMES
    games = whole_number(_, "--games", games_text, 1, most)
    seed = whole_number(_, "--seed", args.seed, 0, MAX_SEED)
    where = executor_choice(_, args)
    players = whole_number(_, "--players", args.players, PLAYERS[0], PLAYERS[-1])
    bar = ProgressBar(sys.stderr) if not args.json and sys.stderr.isatty() else None
    spec = InsightSpec(tuple(kingdom.cards), games, seed, players=players)
    if args.openings:
        with cluster_errors(_):
            openings = run_openings(OpeningsSpec(spec.kingdom, games, seed, players), where, bar)
        return _report(args, bar, openings_json(openings), lambda: openings_text(_, cat, openings))
    if args.pairs:
        with cluster_errors(_):
            pairs = run_pairs(PairsSpec(spec, games), where, bar)
        return _report(
            args, bar, pairs_json(pairs, args.all), lambda: pairs_text(_, cat, pairs, args.all)
        )
    with cluster_errors(_):
        insight = run_insight(spec, where, bar)
    return _report(args, bar, insight_json(insight), lambda: insight_text(_, cat, insight))


def _report(
    args: argparse.Namespace, bar: ProgressBar | None, data: object, text: Callable[[], str]
) -> int:
    """Close the progress bar and print a report: its JSON with --json, else its text."""
    if bar is not None:
        bar.close()
    if args.json:
        print_json(data)
    else:
        print(text())
    return 0
