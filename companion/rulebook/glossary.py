"""The rulebook's glossary: the game terms of data/glossary.toml that have a definition, grouped
by the chapter that teaches them (the app's own words, such as link or seed, have none)."""

from __future__ import annotations

import functools
from collections.abc import Collection

from companion.catalogue.glossary import Term, load_glossary
from companion.rulebook.model import CHAPTER_IDS


class GlossaryError(ValueError):
    """A defined term names a chapter the rulebook does not have."""


def defined_terms(
    terms: tuple[Term, ...], chapter_ids: Collection[str] = CHAPTER_IDS
) -> dict[str, tuple[Term, ...]]:
    """chapter id -> its defined terms (file order), chapters in reading order; GlossaryError
    naming each term whose chapter is unknown."""
    unknown = [
        f"{t.id}: chapter {t.chapter!r}" for t in terms if t.chapter not in (None, *chapter_ids)
    ]
    if unknown:
        raise GlossaryError("unknown chapter in data/glossary.toml: " + "; ".join(unknown))
    groups = {c: tuple(t for t in terms if t.chapter == c and t.definition) for c in chapter_ids}
    return {c: group for c, group in groups.items() if group}


@functools.cache
def rules_glossary() -> dict[str, tuple[Term, ...]]:
    """The project's defined terms by chapter (read and checked once per process)."""
    return defined_terms(load_glossary())
