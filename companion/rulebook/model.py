"""The rulebook's values: chapters of sections (text plus an optional widget) and FAQ questions."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from companion.catalogue.model import Text
from companion.rulebook.see_also import SeeAlso

# The chapters in the order a new player learns them (file data/rulebook/<id>.toml each).
CHAPTER_IDS = (
    "goal",
    "setup",
    "turn",
    "action",
    "buy",
    "cleanup",
    "attacks",
    "end",
    "seaside",
    "faq",
)
PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


@dataclass(frozen=True, slots=True)
class Section:
    """A short piece of a chapter: a title, Markdown text with {placeholders}, maybe a widget."""

    id: str
    title: Text
    text: Text
    widget: str | None = None


@dataclass(frozen=True, slots=True)
class Question:
    """An FAQ entry, linked to its ruling (Cards and rulings) and scenario (the table) if any."""

    id: str
    q: Text
    a: Text
    ruling: str | None = None
    scenario: str | None = None
    chapter: str | None = None  # the chapter that teaches its rule; the question shows there too


@dataclass(frozen=True, slots=True)
class Chapter:
    id: str
    order: int
    title: Text
    sections: tuple[Section, ...] = ()
    questions: tuple[Question, ...] = ()
    # The replays and rulings the chapter links at its end.
    see_also: SeeAlso = field(default_factory=SeeAlso)


@dataclass(frozen=True, slots=True)
class Rulebook:
    """Every chapter, in reading order."""

    chapters: tuple[Chapter, ...]

    def chapter(self, chapter_id: str) -> Chapter | None:
        return next((c for c in self.chapters if c.id == chapter_id), None)

    def questions_on(self, chapter_id: str) -> tuple[Question, ...]:
        """The FAQ questions whose rule the chapter teaches, in FAQ order."""
        return tuple(q for c in self.chapters for q in c.questions if q.chapter == chapter_id)

    def index(self, chapter_id: str) -> int:
        """The chapter's place in reading order (0-based); ValueError for an unknown id."""
        for i, c in enumerate(self.chapters):
            if c.id == chapter_id:
                return i
        raise ValueError(chapter_id)


def fill(text: str, values: Mapping[str, int], show: Callable[[int], str] = str) -> str:
    """The text with each {placeholder} replaced by its number (unknown ones left as they are)."""

    def one(m: re.Match[str]) -> str:
        name = m.group(1)
        return show(values[name]) if name in values else m.group(0)

    return PLACEHOLDER.sub(one, text)
