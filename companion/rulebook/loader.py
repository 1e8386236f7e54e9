"""Read data/rulebook/*.toml and check it; every problem names its file and field.

Checked: known fields only, both languages of every text, ids unique, each file's id its file
name and a known chapter, every {placeholder} in numbers.PLACEHOLDERS, every widget id in
widgets.WIDGET_IDS, every FAQ ruling and scenario id known, and every see-also replay and ruling id.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any

from companion import DATA_DIR
from companion.catalogue.model import Text
from companion.catalogue.search import TextDoc
from companion.rulebook.model import CHAPTER_IDS, PLACEHOLDER, Chapter, Question, Rulebook, Section
from companion.rulebook.numbers import PLACEHOLDERS
from companion.rulebook.see_also import read_see_also
from companion.rulebook.widgets import WIDGET_IDS

RULEBOOK_DIR = DATA_DIR / "rulebook"
SCENARIO_DIR = DATA_DIR / "scenarios"
CHAPTER_FIELDS = {"id", "order", "title", "section", "question", "see_also"}
SECTION_FIELDS = {"id", "title", "text", "widget"}
QUESTION_FIELDS = {"id", "q", "a", "ruling", "scenario", "chapter"}
TAUGHT_IN = frozenset(CHAPTER_IDS) - {"faq"}  # the chapters a question may be shown under
NOT_CHAPTERS = frozenset({"callouts", "quizzes"})  # data/rulebook files read by their own modules


class RulebookError(ValueError):
    """The rulebook's data is wrong; `problems` lists each one as "file: field: what"."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


class _Check:
    """Collects problems of one file instead of stopping at the first."""

    def __init__(self, file: str, ruling_ids: Collection[str], scenario_ids: Collection[str]):
        self.file = file
        self.rulings = ruling_ids
        self.scenarios = scenario_ids
        self.problems: list[str] = []

    def bad(self, field: str, what: str) -> None:
        self.problems.append(f"{self.file}: {field}: {what}")

    def fields(self, raw: Mapping[str, Any], where: str, allowed: set[str]) -> None:
        for key in sorted(set(raw) - allowed):
            self.bad(f"{where}.{key}" if where else key, "unknown field")

    def string(self, raw: Mapping[str, Any], key: str, where: str) -> str:
        value = raw.get(key)
        if not isinstance(value, str) or not value.strip():
            self.bad(f"{where}.{key}" if where else key, "missing (a non-empty string)")
            return ""
        return value

    def text(self, raw: Mapping[str, Any], key: str, where: str) -> Text:
        field = f"{where}.{key}" if where else key
        value = raw.get(key)
        if not isinstance(value, Mapping):
            self.bad(field, "missing (a table with en and hu)")
            return Text("", "")
        self.fields(value, field, {"en", "hu"})
        en, hu = (self.string(value, lang, field) for lang in ("en", "hu"))
        for lang, s in (("en", en), ("hu", hu)):
            for name in PLACEHOLDER.findall(s):
                if name not in PLACEHOLDERS:
                    self.bad(f"{field}.{lang}", f"unknown placeholder {{{name}}}")
        return Text(en, hu)

    def items(self, raw: Mapping[str, Any], key: str) -> list[tuple[str, Mapping[str, Any]]]:
        """The entries of an array of tables, each with its field name (`section[supply]`)."""
        value = raw.get(key, [])
        if not isinstance(value, list):
            self.bad(key, "must be an array of tables")
            return []
        out: list[tuple[str, Mapping[str, Any]]] = []
        seen: set[str] = set()
        for i, item in enumerate(value):
            ident = item.get("id") if isinstance(item, Mapping) else None
            where = f"{key}[{ident if isinstance(ident, str) else i + 1}]"
            if not isinstance(item, Mapping):
                self.bad(where, "must be a table")
                continue
            if isinstance(ident, str):
                if ident in seen:
                    self.bad(where, "id used twice")
                seen.add(ident)
            out.append((where, item))
        return out

    def optional_id(
        self, raw: Mapping[str, Any], key: str, where: str, known: Collection[str]
    ) -> str | None:
        value = raw.get(key)
        if value is None:
            return None
        if not isinstance(value, str) or value not in known:
            self.bad(f"{where}.{key}", f"unknown {key} id {value!r}")
            return None
        return value

    def section(self, where: str, raw: Mapping[str, Any]) -> Section:
        self.fields(raw, where, SECTION_FIELDS)
        ident = self.string(raw, "id", where)
        title, text = self.text(raw, "title", where), self.text(raw, "text", where)
        widget = self.optional_id(raw, "widget", where, WIDGET_IDS)
        return Section(ident, title, text, widget)

    def question(self, where: str, raw: Mapping[str, Any]) -> Question:
        self.fields(raw, where, QUESTION_FIELDS)
        ident = self.string(raw, "id", where)
        q, a = self.text(raw, "q", where), self.text(raw, "a", where)
        ruling = self.optional_id(raw, "ruling", where, self.rulings)
        scenario = self.optional_id(raw, "scenario", where, self.scenarios)
        chapter = self.optional_id(raw, "chapter", where, TAUGHT_IN)
        return Question(ident, q, a, ruling, scenario, chapter)

    def chapter(self, stem: str, raw: Mapping[str, Any]) -> Chapter:
        self.fields(raw, "", CHAPTER_FIELDS)
        ident = self.string(raw, "id", "")
        if ident and ident != stem:
            self.bad("id", f"{ident!r} is not the file's name {stem!r}")
        if stem not in CHAPTER_IDS:
            self.bad("id", f"unknown chapter {stem!r} (known: {', '.join(CHAPTER_IDS)})")
        order = raw.get("order")
        if not isinstance(order, int) or isinstance(order, bool):
            self.bad("order", "missing (a whole number)")
            order = 0
        title = self.text(raw, "title", "")
        sections = tuple(self.section(w, s) for w, s in self.items(raw, "section"))
        questions = tuple(self.question(w, q) for w, q in self.items(raw, "question"))
        if not sections and not questions:
            self.bad("section", "a chapter needs at least one section or question")
        see_also = read_see_also(raw.get("see_also"), self.scenarios, self.rulings, self.bad)
        return Chapter(ident, order, title, sections, questions, see_also)


def parse(
    files: Mapping[str, str], ruling_ids: Collection[str], scenario_ids: Collection[str]
) -> Rulebook:
    """The rulebook from {file name: TOML text}; RulebookError listing every problem."""
    problems: list[str] = []
    chapters: list[Chapter] = []
    for name, content in sorted(files.items()):
        check = _Check(name, ruling_ids, scenario_ids)
        try:
            raw = tomllib.loads(content)
        except tomllib.TOMLDecodeError as exc:
            problems.append(f"{name}: not valid TOML: {exc}")
            continue
        chapters.append(check.chapter(Path(name).stem, raw))
        problems.extend(check.problems)
    orders = [c.order for c in chapters]
    for c in chapters:
        if orders.count(c.order) > 1:
            problems.append(f"{c.id}: order: {c.order} used by another chapter too")
    if problems:
        raise RulebookError(problems)
    return Rulebook(tuple(sorted(chapters, key=lambda c: c.order)))


def scenario_ids(scenario_dir: Path = SCENARIO_DIR) -> frozenset[str]:
    """The id of every scenario file (its name without .toml), as /table?scenario= takes it."""
    return frozenset(p.stem for p in scenario_dir.rglob("*.toml"))


def ruling_ids() -> frozenset[str]:
    """Every card ruling id and general rule id of the catalogue."""
    from companion.catalogue import load

    cat = load()
    return frozenset(
        [r.id for card in cat.cards.values() for r in card.rulings] + [r.id for r in cat.rules]
    )


def load_dir(directory: Path, rulings: Collection[str], scenarios: Collection[str]) -> Rulebook:
    files = {
        f"{directory.name}/{p.name}": p.read_text(encoding="utf-8")
        for p in sorted(directory.glob("*.toml"))
        if p.stem not in NOT_CHAPTERS
    }
    return parse(files, rulings, scenarios)


@functools.cache
def load_rulebook() -> Rulebook:
    """The project's rulebook (read and checked once per process)."""
    return load_dir(RULEBOOK_DIR, ruling_ids(), scenario_ids())


def search_docs(book: Rulebook) -> tuple[TextDoc, ...]:
    """Every section (id "chapter/section", placeholders left out) and every FAQ question (kind
    "faq", id "chapter/question", the question as its title) as a search document."""
    sections = tuple(
        TextDoc(
            "section",
            f"{chapter.id}/{section.id}",
            (section.title.en, section.title.hu),
            tuple(PLACEHOLDER.sub(" ", t) for t in (section.text.en, section.text.hu)),
        )
        for chapter in book.chapters
        for section in chapter.sections
    )
    questions = tuple(
        TextDoc("faq", f"{chapter.id}/{q.id}", (q.q.en, q.q.hu), (q.a.en, q.a.hu))
        for chapter in book.chapters
        for q in chapter.questions
    )
    return sections + questions
