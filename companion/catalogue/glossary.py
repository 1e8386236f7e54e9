"""The glossary of game terms (`data/glossary.toml`) and a check of every Hungarian text against it.

Each term has one preferred Hungarian form and the variants that must not be used instead.
- An `avoid` variant matches case-insensitively at the start of a word, with any ending and a
  lengthened final vowel ("győzelmi kártya" also finds "győzelmi kártyát").
- A digit in a variant stands for any number or `{placeholder}` ("2 árú" finds "{low}–{high} árú").
- A `whole_words` variant matches only a whole word: short forms such as "Réz" that begin the
  preferred "Rézpénz".
- Text in Hungarian quotes („…”) mentions a word rather than using it, so it is never flagged;
  neither is a placeholder's name (`{seed}`, `{bot}`).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po

from companion import DATA_DIR
from companion.catalogue.loader import CatalogueError, Problem, _Checker
from companion.catalogue.model import BOOKS, Text

TERM_FIELDS = {"id", "en", "hu", "avoid", "whole_words", "source", "note", "chapter", "definition"}
SOURCE_FIELDS = {"book", "page"}
SOURCE_BOOKS = (*BOOKS, "project")
_NUMBER = r"(?:\d+|\{\w*\})"
_QUOTED = re.compile(r"„[^”]*”")
_PLACEHOLDER = re.compile(r"\{[A-Za-z_][^{}]*\}")
"""A `{name}` placeholder: its name is code, not Hungarian text ("{seed}", "{bot:art}")."""
_WORD_CHAR = r"[\w-]"
_LENGTHENED = {"a": "[aá]", "e": "[eé]"}  # kártya + -t = kártyát: a final a/e lengthens


@dataclass(frozen=True, slots=True)
class Source:
    """Where a term comes from: a rulebook (page if known), or `project` for our own choice."""

    book: str
    page: int | None


@dataclass(frozen=True, slots=True)
class Term:
    """One concept: its English and preferred Hungarian name, and the Hungarian forms to avoid."""

    id: str
    en: str
    hu: str
    avoid: tuple[str, ...]
    whole_words: tuple[str, ...]
    source: Source
    note: Text | None
    chapter: str | None = None  # the rulebook chapter that teaches it (rulebook/glossary.py)
    definition: Text | None = None  # one line in each language, for the rulebook's glossary

    @property
    def variants(self) -> tuple[str, ...]:
        """Every non-preferred form, as a reader would see it listed."""
        return self.avoid + self.whole_words

    def find(self, text: str) -> list[str]:
        """The non-preferred variants used in `text` (quoted mentions ignored), in list order."""
        unquoted = _PLACEHOLDER.sub("{0}", _QUOTED.sub(" ", text))
        return [v for v, rx in _patterns(self) if rx.search(unquoted)]


@dataclass(frozen=True, slots=True)
class Located:
    """One user-visible Hungarian text and where it lives: file and key."""

    file: str
    key: str
    text: str


@dataclass(frozen=True, slots=True)
class Finding:
    """A non-preferred variant used in a Hungarian text."""

    file: str
    key: str
    term: str
    variant: str
    preferred: str

    def __str__(self) -> str:
        use = f"use {self.preferred!r}, term {self.term}"
        return f"{self.file}: {self.key}: {self.variant!r} ({use})"


def _variant_regex(variant: str, whole: bool) -> re.Pattern[str]:
    pieces = (re.escape(p).replace(r"\ ", r"\s+") for p in re.split(r"\d+", variant))
    body = _NUMBER.join(pieces)
    if whole:
        end = rf"(?!{_WORD_CHAR})"
    else:
        end = ""
        if body[-1:] in _LENGTHENED:
            body = body[:-1] + _LENGTHENED[body[-1]]
    return re.compile(rf"(?<!{_WORD_CHAR}){body}{end}", re.IGNORECASE)


def _patterns(term: Term) -> list[tuple[str, re.Pattern[str]]]:
    return [(v, _variant_regex(v, False)) for v in term.avoid] + [
        (v, _variant_regex(v, True)) for v in term.whole_words
    ]


def _names(check: _Checker, raw: Mapping[str, Any], item: str, key: str) -> tuple[str, ...]:
    value = raw.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        check.add(item, key, "expected a list of non-empty texts")
        return ()
    return tuple(value)


def _source(check: _Checker, raw: Any, item: str) -> Source:
    if not isinstance(raw, Mapping):
        check.add(item, "source", "expected a table with `book` and optional `page`")
        return Source("", None)
    check.keys(raw, item, SOURCE_FIELDS, {"book"})
    book = raw.get("book")
    if book not in SOURCE_BOOKS:
        check.add(item, "source.book", f"expected one of {', '.join(SOURCE_BOOKS)}")
    page = raw.get("page")
    if page is not None and (not isinstance(page, int) or isinstance(page, bool) or page <= 0):
        check.add(item, "source.page", "expected a positive page number")
        page = None
    return Source(str(book), page)


def _term(check: _Checker, raw: Mapping[str, Any]) -> Term:
    item = str(raw.get("id", "?"))
    check.keys(raw, item, TERM_FIELDS, {"id", "en", "hu", "source"})
    avoid = _names(check, raw, item, "avoid")
    whole = _names(check, raw, item, "whole_words")
    term = Term(
        id=item,
        en=check.str_(raw, item, "en"),
        hu=check.str_(raw, item, "hu"),
        avoid=avoid,
        whole_words=whole,
        source=_source(check, raw.get("source"), item),
        note=check.text(raw["note"], item, "note") if "note" in raw else None,
        chapter=check.str_(raw, item, "chapter") if "chapter" in raw else None,
        definition=check.text(raw["definition"], item, "definition")
        if "definition" in raw
        else None,
    )
    if (term.chapter is None) != (term.definition is None):
        check.add(
            item,
            "definition",
            "a term in the rulebook's glossary needs both a chapter and a definition",
        )
    for variant in term.find(term.hu):
        check.add(item, "avoid", f"the variant {variant!r} also matches the preferred form")
    if len(set(term.variants)) != len(term.variants):
        check.add(item, "avoid", "duplicate variants")
    return term


GLOSSARY_FILE = DATA_DIR / "glossary.toml"


def load_glossary(path: Path = GLOSSARY_FILE) -> tuple[Term, ...]:
    """Read and check the glossary file, raising CatalogueError listing every problem."""
    try:
        with path.open("rb") as fh:
            raw = tomllib.load(fh)
    except FileNotFoundError:
        raise CatalogueError([Problem(path.name, "-", "-", "file is missing")]) from None
    except tomllib.TOMLDecodeError as exc:
        raise CatalogueError([Problem(path.name, "-", "-", f"not valid TOML: {exc}")]) from None
    check = _Checker(path.name)
    for key in sorted(set(raw) - {"term"}):
        check.add("-", key, "unknown table")
    terms = [_term(check, t) for t in raw.get("term", [])]
    seen: set[str] = set()
    owner: dict[str, str] = {}
    for t in terms:
        if t.id in seen:
            check.add(t.id, "id", "duplicate term id")
        seen.add(t.id)
        for v in t.variants:
            key = v.casefold()
            if key in owner and owner[key] != t.id:
                check.add(t.id, "avoid", f"{v!r} is already a variant of {owner[key]}")
            owner[key] = t.id
    if check.problems:
        raise CatalogueError(check.problems)
    return tuple(terms)


def _item_name(raw: Mapping[str, Any], index: int) -> str:
    ident = raw.get("id")
    return str(ident) if isinstance(ident, str) else str(index + 1)


def _walk(value: Any, key: str, hungarian: bool) -> Iterator[tuple[str, str]]:
    """(key, text) of each Hungarian text below `value`: under a `hu` key, or a rulebook heading."""
    if isinstance(value, str):
        if hungarian:
            yield key, value
    elif isinstance(value, list):
        for i, v in enumerate(value):
            name = _item_name(v, i) if isinstance(v, Mapping) else str(i + 1)
            yield from _walk(v, f"{key}[{name}]", hungarian)
    elif isinstance(value, Mapping):
        for k, v in value.items():
            inner = hungarian or k in ("hu", "section")
            yield from _walk(v, f"{key}.{k}" if key else str(k), inner)


SKIPPED = ("glossary.toml", "question_words.toml")


def data_texts(data_dir: Path) -> Iterator[Located]:
    """Every Hungarian text in the catalogue and scenario files (aliases are names, not prose;
    question_words.toml lists the words players type, wrong terms included, to understand them)."""
    for path in sorted(data_dir.rglob("*.toml")):
        rel = path.relative_to(data_dir).as_posix()
        if rel in SKIPPED or rel.startswith("rulings-without-scenario/"):
            continue
        with path.open("rb") as fh:
            raw = tomllib.load(fh)
        for key, text in _walk(raw, "", False):
            if ".aliases." not in f".{key}":
                yield Located(rel, key, text)


def catalog_texts(po_path: Path) -> Iterator[Located]:
    """Every translated string of a gettext catalogue, keyed by its msgid."""
    with po_path.open("rb") as fh:
        catalog = read_po(fh)
    for message in catalog:
        if not message.id:
            continue
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for i, s in enumerate(strings):
            suffix = f"[{i}]" if len(strings) > 1 else ""
            yield Located(po_path.name, f"msgid {msgid!r}{suffix}", str(s))


def check_texts(terms: tuple[Term, ...], texts: Iterator[Located]) -> list[Finding]:
    """Every use of a non-preferred variant in `texts`."""
    found: list[Finding] = []
    for loc in texts:
        for term in terms:
            found.extend(
                Finding(loc.file, loc.key, term.id, v, term.hu) for v in term.find(loc.text)
            )
    return found
