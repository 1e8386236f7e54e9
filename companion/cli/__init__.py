"""The `companion` command: catalogue, kingdoms, scenarios and simulations from a terminal."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from companion.cli.common import CliError
from companion.i18n import LANGS


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one readable line and exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise CliError(f"{self.prog}: {message}")


def default_lang() -> str:
    env = os.environ.get("COMPANION_LANG") or os.environ.get("LANG", "")
    return "hu" if env.lower().startswith("hu") else "en"


def build_parser() -> argparse.ArgumentParser:
    from companion.cli import cards

    parser = _Parser(
        prog="companion", description="Dominion companion (base game and Seaside, 1st editions)."
    )
    parser.add_argument("--lang", choices=LANGS, default=None, help="output language (hu or en)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    cards.register(sub)
    for module in _optional_modules():
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
            help="output language (hu or en)",
        )
        for action in child._actions:
            if isinstance(action, argparse._SubParsersAction):
                _add_lang_everywhere(action)


def _optional_modules() -> list:  # type: ignore[type-arg]
    """Subcommands added by later parts of the product (kingdom, scenario, simulate)."""
    import importlib

    found = []
    for name in ("kingdom", "scenario", "simulate"):
        try:
            found.append(importlib.import_module(f"companion.cli.{name}"))
        except ModuleNotFoundError as exc:
            if exc.name != f"companion.cli.{name}":
                raise
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()
            return 0
        args.lang = getattr(args, "sub_lang", None) or args.lang or default_lang()
        return int(args.func(args) or 0)
    except CliError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return exc.code
    except BrokenPipeError:
        return 0
