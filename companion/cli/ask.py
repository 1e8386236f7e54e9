"""`companion ask`: a rules question answered from the rules, the rulebook, its FAQ, the rulings."""

from __future__ import annotations

import argparse
import textwrap
from typing import Any

from companion.cli.common import catalogue, metavar, print_json, whole_number
from companion.echo import clip
from companion.i18n import N_, translator
from companion.rulebook.answers import DEFAULT_PLAYERS, answers
from companion.rulebook.loader import load_rulebook
from companion.rulebook.numbers import PLAYER_COUNTS

MAX_ANSWERS = 20
KIND_LABELS = {
    "card": N_("card"),
    "ruling": N_("ruling"),
    "rule": N_("general rule"),
    "section": N_("rulebook section"),
    "faq": N_("rulebook FAQ"),
}
NOTHING_FOUND = 1  # the exit code when no text answers the question (like grep)


def register(sub: Any) -> None:
    p = sub.add_parser(
        "ask",
        help=N_("answer a rules question from the rules, the rulebook and the rulings"),
    )
    p.add_argument(
        "question",
        nargs="+",
        metavar=metavar(N_("question")),
        help=N_("the question, in Hungarian or English"),
    )
    p.add_argument("--json", action="store_true", help=N_("machine-readable output"))
    p.add_argument(
        "--limit",
        default="5",
        metavar=metavar(N_("ANSWERS")),
        help=N_("how many answers to show (1-20, default 5)"),
    )
    p.add_argument(
        "--players",
        default=str(DEFAULT_PLAYERS),
        metavar=metavar(N_("PLAYERS")),
        help=N_("the player count the rulebook's numbers follow (1-4, default 2)"),
    )
    p.set_defaults(func=run_ask)


def run_ask(args: argparse.Namespace) -> int:
    _ = translator(args.lang)
    limit = whole_number(_, "--limit", args.limit, 1, MAX_ANSWERS)
    players = whole_number(_, "--players", args.players, PLAYER_COUNTS[0], PLAYER_COUNTS[-1])
    question = " ".join(args.question)
    found = answers(_, catalogue(), load_rulebook(), question, limit, players)
    if args.json:
        print_json([a.json() for a in found])
        return 0 if found else NOTHING_FOUND
    if not found:
        print(_("Nothing found for “{query}”.", query=clip(question)))
        return NOTHING_FOUND
    for i, a in enumerate(found, 1):
        if i > 1:
            print()
        print(f"{i}. {a.title} [{_(KIND_LABELS[a.kind])}: {a.id}]")
        for part in (a.source, a.text):
            print(
                textwrap.fill(
                    part, 78, initial_indent="   ", subsequent_indent="   ", break_on_hyphens=False
                )
            )
    return 0
