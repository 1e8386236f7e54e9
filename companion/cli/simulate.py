"""`companion simulate`: play many seeded games of bots and report win rates and turns."""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from companion.bots import BotSpec, UnknownBotError, parse
from companion.catalogue import Catalogue
from companion.cli.cluster import add_cluster_options, cluster_errors, executor_choice
from companion.cli.common import (
    CliError,
    add_games_seed_jobs,
    add_json_lang,
    card_or_fail,
    catalogue,
    kingdom_or_fail,
    metavar,
    print_json,
    whole_number,
)
from companion.echo import clip
from companion.engine.shuffle import MAX_SEED
from companion.i18n import N_, Translator, translator
from companion.kingdom.messages import card_name, card_names
from companion.sim import (
    DEFAULT_GAMES,
    DEFAULT_MAX_TURNS,
    DEFAULT_SEED,
    MAX_BOTS,
    PROVINCE_TARGETS,
    SimSpec,
    run,
    with_needed,
)
from companion.sim.report import result_json, result_text

MAX_GAMES = 10_000_000
BAR_WIDTH = 30


def register(sub: Any) -> None:
    """Add the `simulate` subcommand."""
    p = sub.add_parser(
        "simulate",
        help=N_("play many games of bots (Big Money and friends) and report win rates"),
        description=N_(
            "Play seeded games of bots on a kingdom, in parallel, and report win/tie/loss rates "
            "with confidence intervals (95%), game length and the turn of the 4th Province. "
            "Bots: bigmoney, bmu, random, and <card>-bm (Big Money + one kingdom card). "
            "See docs/simulator.md."
        ),
    )
    p.add_argument(
        "--bots",
        required=True,
        metavar=metavar(N_("BOTS")),
        help=N_("comma-separated bots, e.g. bigmoney,smithy-bm"),
    )
    where = p.add_mutually_exclusive_group()
    where.add_argument(
        "--kingdom", metavar=metavar(N_("CODE")), help=N_("a kingdom code (companion kingdom)")
    )
    where.add_argument(
        "--cards", metavar=metavar(N_("ID,...")), help=N_("comma-separated kingdom cards")
    )
    add_games_seed_jobs(p, DEFAULT_GAMES, N_("games (default %(default)s)"), DEFAULT_SEED)
    add_cluster_options(p)
    p.add_argument(
        "--solitaire", action="store_true", help=N_("each bot alone until its 4th Province")
    )
    p.add_argument(
        "--provinces",
        default="4",
        metavar="4|5",
        help=N_("measure the turn of the 4th or 5th Province (default 4)"),
    )
    p.add_argument(
        "--max-turns",
        default=str(DEFAULT_MAX_TURNS),
        metavar=metavar(N_("TURNS")),
        help=N_("safety cap on turns per player (default %(default)s)"),
    )
    p.add_argument(
        "--first-game",
        default="0",
        metavar="N",
        help=N_("start at game number N (with --games 1: replay game N of a report)"),
    )
    add_json_lang(p)
    p.set_defaults(func=run_simulate)


BAD_BOT = {
    "not_kingdom": N_("unknown bot “{name}”: Big Money + X needs a kingdom card as X"),
    "same_card": N_("unknown bot “{name}”: a pair bot needs two different cards"),
    "opening": N_(
        "unknown bot “{name}”: an opening bot names two buys, e.g. "
        "open:smithy+silver or open:witch+nothing"
    ),
}
"""Why a bot name does not parse (`UnknownBotError.reason`), in words."""


def _bots(_: Translator, cat: Catalogue, text: str) -> tuple[BotSpec, ...]:
    """Bot specs from the comma-separated names, or a translated error with a suggestion."""
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise CliError(_("--bots: name at least one bot, e.g. bigmoney,smithy-bm"))
    specs: list[BotSpec] = []
    for name in names:
        try:
            specs.append(parse(name, cat))
        except UnknownBotError as exc:
            reason = "opening" if exc.reason.startswith("opening_") else exc.reason
            if reason in BAD_BOT:
                raise CliError(_(BAD_BOT[reason], name=clip(name))) from None
            if exc.suggestion:
                raise CliError(
                    _(
                        "unknown bot “{name}”; did you mean “{suggestion}”?",
                        name=clip(name),
                        suggestion=exc.suggestion,
                    )
                ) from None
            raise CliError(
                _("unknown bot “{name}” (bots: bigmoney, bmu, random, <card>-bm)", name=clip(name))
            ) from None
    return tuple(specs)


def _kingdom(_: Translator, cat: Catalogue, args: argparse.Namespace) -> tuple[str, ...]:
    """The kingdom from --kingdom or --cards (or none)."""
    if args.kingdom is not None:
        return tuple(kingdom_or_fail(_, cat, "--kingdom", args.kingdom).cards)
    if args.cards is None:
        return ()
    ids: list[str] = []
    for query in (q.strip() for q in args.cards.split(",")):
        if not query:
            continue
        card = card_or_fail(_, cat, query)
        if not card.is_kingdom:
            raise CliError(
                _("--cards: {card} is not a kingdom card", card=card_name(_, cat, card.id))
            )
        if card.id not in ids:
            ids.append(card.id)
    return tuple(ids)


def _spec(
    _: Translator, cat: Catalogue, args: argparse.Namespace
) -> tuple[SimSpec, tuple[str, ...]]:
    """The simulation the options describe, and the cards added for the bots."""
    bots = _bots(_, cat, args.bots)
    solitaire = args.solitaire or len(bots) == 1
    if not solitaire and len(bots) > MAX_BOTS:
        raise CliError(
            _(
                "--bots: a game has at most {most} players, not {count} (or use --solitaire)",
                most=MAX_BOTS,
                count=len(bots),
            )
        )
    games = whole_number(_, "--games", args.games, 1, MAX_GAMES)
    seed = whole_number(_, "--seed", args.seed, 0, MAX_SEED)
    provinces = whole_number(
        _, "--provinces", args.provinces, min(PROVINCE_TARGETS), max(PROVINCE_TARGETS)
    )
    max_turns = whole_number(_, "--max-turns", args.max_turns, 1, 10_000)
    first = whole_number(_, "--first-game", args.first_game, 0, MAX_SEED)
    kingdom, added = with_needed(_kingdom(_, cat, args), bots)
    spec = SimSpec(bots, kingdom, games, seed, solitaire, provinces, max_turns, first)
    return spec, added


class ProgressBar:
    """A one-line bar redrawn in place ('[#####-----] 512/1000'), for a terminal."""

    def __init__(self, stream: TextIO, width: int = BAR_WIDTH) -> None:
        self.stream = stream
        self.width = width
        self.drawn = False

    def __call__(self, done: int, total: int) -> None:
        filled = self.width * done // total if total else self.width
        bar = "#" * filled + "-" * (self.width - filled)
        self.stream.write(f"\r[{bar}] {done}/{total}")
        self.stream.flush()
        self.drawn = True

    def close(self) -> None:
        """Wipe the bar so the report starts on a clean line."""
        if self.drawn:
            self.stream.write("\r\x1b[2K")
            self.stream.flush()


def run_simulate(args: argparse.Namespace) -> int:
    """Run the simulation and print the report (text or JSON)."""
    _ = translator(args.lang)
    cat = catalogue()
    spec, added = _spec(_, cat, args)
    choice = executor_choice(_, args)
    if added:
        names = card_names(_, cat, added)
        note = _.ngettext(
            "Added {cards} to the kingdom: a bot needs it.",
            "Added {cards} to the kingdom: the bots need them.",
            len(added),
            cards=names,
        )
        print(note, file=sys.stderr if args.json else sys.stdout)
    bar = ProgressBar(sys.stderr) if not args.json and sys.stderr.isatty() else None
    with cluster_errors(_):
        result = run(spec, choice, bar)
    if bar is not None:
        bar.close()
    if args.json:
        data = result_json(result)
        data["added_cards"] = list(added)
        print_json(data)
    else:
        print(result_text(_, cat, result))
    return 0
