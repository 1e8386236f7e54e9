"""Helpers shared by the subcommands: one-line errors, JSON output, catalogue access."""

from __future__ import annotations

import json
import sys
from typing import Any

from companion.catalogue import Card, Catalogue, CatalogueError, UnknownCardError, load
from companion.echo import clip
from companion.i18n import Translator


class CliError(Exception):
    """An error shown to the user as one line; the command exits with `code`."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


def catalogue() -> Catalogue:
    try:
        return load()
    except CatalogueError as exc:
        first = exc.problems[0]
        raise CliError(f"card catalogue: {first} ({len(exc.problems)} problem(s))") from None


def unknown_card_message(_: Translator, exc: UnknownCardError) -> str:
    """'unknown card ...' in the chosen language, with the suggestion for a near miss."""
    if exc.suggestion:
        return _(
            "unknown card {query!r}; did you mean {suggestion!r}?",
            query=clip(exc.query),
            suggestion=exc.suggestion,
        )
    return _("unknown card {query!r}", query=clip(exc.query))


def card_or_fail(_: Translator, cat: Catalogue, query: str) -> Card:
    """A card by id or name, or a one-line error with a suggestion."""
    try:
        return cat.resolve(query)
    except UnknownCardError as exc:
        raise CliError(unknown_card_message(_, exc)) from None


def print_json(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
