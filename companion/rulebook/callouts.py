"""Callouts: short "Remember", "Common mistake" and "printed rulebook" notes under a section.

Read from data/rulebook/callouts.toml and checked against the chapters: every callout names an
existing chapter and section, a known kind, both languages; a printed one names a known defect
(the ids of the project's list of printed-rulebook defects) and gives the correction.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from companion.catalogue.model import Text
from companion.rulebook.loader import RULEBOOK_DIR, RulebookError, _Check, load_rulebook
from companion.rulebook.model import PLACEHOLDER, Rulebook
from companion.rulebook.numbers import PLACEHOLDERS

CALLOUTS_FILE = RULEBOOK_DIR / "callouts.toml"
KINDS = ("remember", "mistake", "printed")
FIELDS = {"id", "chapter", "section", "kind", "topic", "en", "hu", "defect", "correction"}
# The common mistakes a first game makes (the teaching review's list), each taught where it happens.
MISTAKE_TOPICS = frozenset(
    {
        "draw-at-start",
        "bought-card-to-hand",
        "action-after-treasure",
        "treasures-spent",
        "shuffle-early",
        "terminal-first",
        "discard-moat",
        "buy-is-coins",
        "gain-top-up",
        "stop-at-last-province",
        "three-piles-basic",
        "duration-discard-early",
        "eldob-trash",
    }
)
# The printed rulebooks' defects (base D-B1..14, Seaside D-S1..20), as the defect list numbers them.
DEFECT_IDS = frozenset([f"D-B{n}" for n in range(1, 15)] + [f"D-S{n}" for n in range(1, 21)])


@dataclass(frozen=True, slots=True)
class Callout:
    """One note under a section; `correction` is set for a printed one (what is right)."""

    id: str
    chapter: str
    section: str
    kind: str
    text: Text
    topic: str | None = None
    defect: str | None = None
    correction: Text | None = None


def _text(check: _Check, raw: Mapping[str, Any], where: str) -> Text:
    """The callout's own en and hu strings, each {placeholder} a known number."""
    en, hu = check.string(raw, "en", where), check.string(raw, "hu", where)
    for lang, s in (("en", en), ("hu", hu)):
        for name in PLACEHOLDER.findall(s):
            if name not in PLACEHOLDERS:
                check.bad(f"{where}.{lang}", f"unknown placeholder {{{name}}}")
    return Text(en, hu)


def _callout(check: _Check, where: str, raw: Mapping[str, Any], book: Rulebook) -> Callout:
    check.fields(raw, where, FIELDS)
    ident = check.string(raw, "id", where)
    chapter_id = check.string(raw, "chapter", where)
    section_id = check.string(raw, "section", where)
    chapter = book.chapter(chapter_id) if chapter_id else None
    if chapter_id and chapter is None:
        check.bad(f"{where}.chapter", f"unknown chapter {chapter_id!r}")
    if chapter is not None and section_id not in {s.id for s in chapter.sections}:
        check.bad(f"{where}.section", f"unknown section {section_id!r} of chapter {chapter_id!r}")
    kind = check.string(raw, "kind", where)
    if kind and kind not in KINDS:
        check.bad(f"{where}.kind", f"unknown kind {kind!r} (known: {', '.join(KINDS)})")
    text = _text(check, raw, where)
    topic = check.optional_id(raw, "topic", where, MISTAKE_TOPICS)
    defect = check.optional_id(raw, "defect", where, DEFECT_IDS)
    correction = check.text(raw, "correction", where) if "correction" in raw else None
    if kind == "printed":
        if "defect" not in raw:
            check.bad(f"{where}.defect", "missing (a printed callout names its defect id)")
        if "correction" not in raw:
            check.bad(f"{where}.correction", "missing (a printed callout gives the correction)")
    elif "defect" in raw or "correction" in raw:
        check.bad(where, "only a printed callout has a defect and a correction")
    return Callout(ident, chapter_id, section_id, kind, text, topic, defect, correction)


def parse(name: str, content: str, book: Rulebook) -> tuple[Callout, ...]:
    """The callouts of one TOML text, checked against `book`; RulebookError lists every problem."""
    try:
        raw = tomllib.loads(content)
    except tomllib.TOMLDecodeError as exc:
        raise RulebookError([f"{name}: not valid TOML: {exc}"]) from None
    check = _Check(name, (), ())
    check.fields(raw, "", {"callout"})
    callouts = tuple(_callout(check, w, c, book) for w, c in check.items(raw, "callout"))
    if check.problems:
        raise RulebookError(check.problems)
    return callouts


def load_file(path: Path, book: Rulebook) -> tuple[Callout, ...]:
    return parse(f"{path.parent.name}/{path.name}", path.read_text(encoding="utf-8"), book)


@functools.cache
def load_callouts() -> tuple[Callout, ...]:
    """The project's callouts (read and checked once per process)."""
    return load_file(CALLOUTS_FILE, load_rulebook())


def callouts_for(chapter_id: str, section_id: str) -> tuple[Callout, ...]:
    """The callouts shown under one section: the rule (remember), the mistake, then the printed
    notes, each kind in file order."""
    here = [c for c in load_callouts() if (c.chapter, c.section) == (chapter_id, section_id)]
    return tuple(sorted(here, key=lambda c: KINDS.index(c.kind)))
