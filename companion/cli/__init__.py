"""The `companion` command: catalogue, kingdoms, scenarios and simulations from a terminal."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from companion.catalogue import UnknownCardError, fold
from companion.cli.common import CliError, Parser, argparse_language, catalogue, metavar
from companion.i18n import LANGS, N_, translator


def default_lang() -> str:
    env = os.environ.get("COMPANION_LANG") or os.environ.get("LANG", "")
    return "hu" if env.lower().startswith("hu") else "en"


def lang_asked(argv: Sequence[str]) -> str | None:
    """The --lang of a command line before it is parsed (its help and errors need it)."""
    for i, arg in enumerate(argv):
        value = argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else arg[7:]
        if (arg == "--lang" or arg.startswith("--lang=")) and value in LANGS:
            return value
    return None


def lang_of_names(args: argparse.Namespace) -> str | None:
    """Hungarian when a name on the command line is Hungarian only ("Nyílt tenger", "kápolna");
    for `ask`, the language the question reads as."""
    question: list[str] = getattr(args, "question", None) or []
    if question:
        from companion.catalogue.lexicon import language_of

        return language_of(" ".join(question))
    recommended: str = getattr(args, "recommended", None) or ""
    card: str = getattr(args, "card", None) or ""
    if not (recommended or card):
        return None
    cat = catalogue()
    try:
        name = cat.recommended_kingdom(recommended).name if recommended else cat.resolve(card).name
    except UnknownCardError:
        return None
    given = fold((recommended or card).strip().replace("_", " "))
    return "hu" if given == fold(name.hu) != fold(name.en) else None


def build_parser() -> argparse.ArgumentParser:
    from companion.cli import ask, cards, insight, kingdom, reference, scenario, simulate, sweep

    parser = Parser(
        prog="companion",
        description=N_("Dominion companion (base game and Seaside, 1st editions)."),
    )
    parser.add_argument(
        "--lang", choices=LANGS, default=None, help=N_("output language (hu or en)")
    )
    sub = parser.add_subparsers(dest="command", metavar=metavar(N_("COMMAND")), parser_class=Parser)
    for module in (cards, kingdom, scenario, simulate, insight, sweep, ask, reference):
        module.register(sub)
    _add_lang_everywhere(sub)
    return parser


def _add_lang_everywhere(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Accept --lang after the subcommand too (`companion cards --lang hu`)."""
    for child in sub.choices.values():
        if "--lang" in child._option_string_actions:
            continue
        child.add_argument(
            "--lang",
            dest="sub_lang",
            choices=LANGS,
            default=None,
            help=N_("output language (hu or en)"),
        )
        for action in child._actions:
            if isinstance(action, argparse._SubParsersAction):
                _add_lang_everywhere(action)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = lang_asked(argv) or default_lang()
    try:
        with argparse_language(translator(lang)):
            parser = build_parser()
            args = parser.parse_args(argv)
            if args.command is None:
                parser.print_help()
                return 0
            asked = getattr(args, "sub_lang", None) or args.lang
            lang = args.lang = asked or lang_of_names(args) or lang
            return int(args.func(args) or 0)
    except CliError as exc:
        _ = translator(lang)
        print(_("error: {reason}", reason=exc), file=sys.stderr)
        return exc.code
    except SystemExit as exc:  # --help has been printed
        return exc.code if isinstance(exc.code, int) else 0
    except BrokenPipeError:
        return 0
