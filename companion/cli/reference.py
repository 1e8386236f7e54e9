"""`companion reference`: a kingdom's printable quick reference as a PDF or Markdown file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from companion.cli.common import (
    CliError,
    add_json_lang,
    catalogue,
    kingdom_or_fail,
    metavar,
    whole_number,
)
from companion.echo import clip
from companion.engine.piles import MAX_PLAYERS, MIN_PLAYERS
from companion.i18n import N_, translator
from companion.kingdom import KingdomError, describe_error, encode, recommended_kingdom
from companion.reference import build, markdown

FORMATS = ("pdf", "md")


def register(sub: Any) -> None:
    p = sub.add_parser(
        "reference",
        help=N_("a kingdom's printable quick reference (PDF or Markdown)"),
        description=N_(
            "The turn, the cards' words, the basic piles for the player count, the ten "
            "kingdom cards' texts and the end of the game, as an A4 PDF or as Markdown."
        ),
    )
    p.add_argument("--code", metavar=metavar(N_("CODE")), help=N_("the kingdom of this code"))
    p.add_argument(
        "--recommended", metavar=metavar(N_("NAME")), help=N_("a rulebook's recommended kingdom")
    )
    p.add_argument(
        "--players",
        default="2",
        metavar=metavar(N_("PLAYERS")),
        help=N_("players, 1-4 (default 2)"),
    )
    p.add_argument("--format", dest="fmt", default=None, metavar="pdf|md", help=N_("default: pdf"))
    p.add_argument(
        "-o",
        "--output",
        metavar=metavar(N_("FILE")),
        help=N_("write to this file (default: Markdown to the screen)"),
    )
    add_json_lang(p, json=False)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    _ = translator(args.lang)
    cat = catalogue()
    players = whole_number(_, "--players", args.players, MIN_PLAYERS, MAX_PLAYERS)
    fmt = args.fmt or ("pdf" if args.output else "md")
    if fmt not in FORMATS:
        raise CliError(
            _(
                "--format: use one of {known}, not “{value}”",
                known=", ".join(FORMATS),
                value=clip(fmt),
            )
        )
    if (args.code is None) == (args.recommended is None):
        raise CliError(_("give the kingdom with --code or --recommended (one of them)"))
    try:
        if args.code is not None:
            kingdom = kingdom_or_fail(_, cat, "--code", args.code)
        else:
            kingdom = recommended_kingdom(cat, args.recommended)
    except KingdomError as exc:
        raise CliError(describe_error(exc, cat, _)) from None
    sheet = build(kingdom, players, cat, _, code=encode(kingdom))
    if fmt == "md":
        text = markdown.render(sheet)
        if args.output is None:
            sys.stdout.write(text)
            return 0
        data = text.encode("utf-8")
    else:
        if args.output is None:
            raise CliError(_("a PDF needs a file: add -o FILE"))
        from companion.reference import pdf  # fpdf2 takes ~0.8 s to import: only for a PDF

        data = pdf.render(sheet)
    try:
        Path(args.output).write_bytes(data)
    except OSError as exc:
        raise CliError(
            _(
                "cannot write “{path}”: {reason}",
                path=clip(args.output),
                reason=exc.strerror or str(exc),
            )
        ) from None
    print(_("Wrote {path}", path=args.output))
    return 0
