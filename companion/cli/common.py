"""Helpers shared by the subcommands: one-line errors, JSON output, catalogue access."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from companion.catalogue import (
    KINGDOM_SETS,
    Card,
    Catalogue,
    CatalogueError,
    UnknownCardError,
    load,
)
from companion.echo import clip
from companion.i18n import N_, Translator, translations, translator
from companion.kingdom import Kingdom, KingdomError, decode
from companion.kingdom.messages import describe_error, unknown_card

# argparse's own texts (Python 3.11+), so that the catalog can translate them.
ARGPARSE_TEXTS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("expected one argument"),
    N_("expected at least one argument"),
    N_("expected at most one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
    N_("ignored explicit argument %r"),
)
SET_ALIASES = {"base": "base-1e", "dominion": "base-1e", "seaside": "seaside-1e"}
"""Short names of the sets an option accepts beside their ids."""
_LANG: ContextVar[Translator | None] = ContextVar("cli_lang", default=None)


def _cli_lang() -> Translator:
    return _LANG.get() or translator("en")


def metavar(name: str) -> str:
    """An option's value placeholder (PLAYERS, SET=N) in the command's language, fixed when the
    parser is built, so the usage line, the help and argparse's own errors say the same word."""
    return _cli_lang()(name)


def add_json_lang(p: Any, json: bool = True) -> None:
    """The output options most commands share: --json (unless `json` is off) and a --lang
    after the command, which wins over one given before it."""
    if json:
        p.add_argument("--json", action="store_true", help=N_("machine-readable output"))
    p.add_argument(
        "--lang", choices=("hu", "en"), default=argparse.SUPPRESS, help=N_("output language")
    )


def add_games_seed_jobs(p: Any, games: int, games_help: str, seed: int) -> None:
    """The simulation options `simulate` and `insight` share: --games, --seed and --jobs."""
    p.add_argument("--games", default=str(games), metavar=metavar(N_("GAMES")), help=games_help)
    p.add_argument(
        "--seed",
        default=str(seed),
        metavar=metavar(N_("SEED")),
        help=N_("base seed (default %(default)s)"),
    )
    p.add_argument(
        "--jobs",
        default=None,
        metavar=metavar(N_("JOBS")),
        help=N_("worker processes (default: CPU count)"),
    )


class CliError(Exception):
    """An error shown to the user as one line; the command exits with `code`."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one readable line (exit code 2), in our language."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> None:  # type: ignore[override]
        raise CliError(f"{self.prog}: {message}")

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        if action.choices is not None and value not in action.choices:
            _ = _cli_lang()
            raise argparse.ArgumentError(
                action,
                _(
                    "invalid choice: “{value}” (choose from {choices})",
                    value=value,
                    choices=", ".join(map(str, action.choices)),
                ),
            )


class HelpFormatter(argparse.HelpFormatter):
    """Help whose texts, headings and descriptions go through the catalog."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return _cli_lang()(action.help) if action.help else action.help

    def start_section(self, heading: str | None) -> None:
        super().start_section(_cli_lang()(heading) if heading else heading)

    def add_text(self, text: str | None) -> None:
        super().add_text(_cli_lang()(text) if text and text != argparse.SUPPRESS else text)


@contextmanager
def argparse_language(_: Translator) -> Iterator[None]:
    """argparse's usage, help and error texts in `_`'s language while the command runs."""
    catalog = translations(_.lang)
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    token = _LANG.set(_)
    argparse._, argparse.ngettext = catalog.gettext, catalog.ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]
        _LANG.reset(token)


def catalogue() -> Catalogue:
    try:
        return load()
    except CatalogueError as exc:
        first = exc.problems[0]
        raise CliError(f"card catalogue: {first} ({len(exc.problems)} problem(s))") from None


def whole_number(_: Translator, flag: str, text: str, low: int, high: int) -> int:
    """A whole number in [low, high] from an option, or a translated one-line error (the text
    echoed shortened)."""
    try:
        value = int(text.strip())
    except ValueError:
        value = None
    if value is None or not low <= value <= high:
        raise CliError(
            _(
                "{flag}: expected a whole number from {min} to {max}, got “{value}”",
                flag=flag,
                min=_.num(low),
                max=_.num(high),
                value=clip(text),
            )
        )
    return value


def kingdom_or_fail(
    _: Translator, cat: Catalogue, flag: str, code: str, entry: int | None = None
) -> Kingdom:
    """The kingdom of an option's code, or a one-line error naming the option (and the entry,
    from 1, of a list of codes such as --history, with the code clipped)."""
    try:
        return decode(code)
    except KingdomError as exc:
        reason = describe_error(exc, cat, _)
        if entry is None:
            raise CliError(_("{flag}: {reason}", flag=flag, reason=reason)) from None
        raise CliError(
            _(
                "{flag}, entry {n} “{entry}”: {reason}",
                flag=flag,
                n=entry,
                entry=clip(code),
                reason=reason,
            )
        ) from None


def unknown_card_message(_: Translator, exc: UnknownCardError) -> str:
    """'unknown card ...' in the chosen language, suggesting a near miss by its name there."""
    return unknown_card(_, catalogue(), clip(exc.query), exc.suggestion)


def card_or_fail(_: Translator, cat: Catalogue, query: str) -> Card:
    """A card by id or name, or a one-line error with a suggestion."""
    try:
        return cat.resolve(query)
    except UnknownCardError as exc:
        raise CliError(unknown_card_message(_, exc)) from None


def print_json(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def set_or_fail(_: Translator, flag: str, text: str) -> str:
    """A set id from an option (an id or a short name: base, seaside), or a one-line error."""
    key = text.strip().lower()
    key = SET_ALIASES.get(key, key)
    if key not in KINGDOM_SETS:
        raise CliError(
            _(
                "{flag}: unknown set “{name}” (known: {known})",
                flag=flag,
                name=clip(text),
                known=", ".join(KINGDOM_SETS),
            )
        )
    return key
