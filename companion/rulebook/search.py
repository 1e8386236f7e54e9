"""The rules page's search: the Cards page's ranking (catalogue.search.find) over the
rulebook's sections and FAQ answers in both languages and the catalogue's rulings and general
rules, each hit saying where it opens (a chapter, or a card on the Cards page)."""

from __future__ import annotations

from dataclasses import dataclass

from companion.catalogue import Catalogue
from companion.catalogue.search import find
from companion.i18n import Translator
from companion.rulebook.answers import describe
from companion.rulebook.loader import search_docs
from companion.rulebook.model import Rulebook

KINDS = ("section", "faq", "ruling", "rule")  # cards themselves are the Cards page's to find
LIMIT = 8  # hits shown: a phone's screen or two


@dataclass(frozen=True, slots=True)
class RulesHit:
    """One hit in words, and where it opens: a chapter id, or a card id (its ruling)."""

    kind: str  # section | faq | ruling | rule
    id: str
    source: str
    title: str
    text: str
    chapter: str | None = None
    card: str | None = None


def rules_search(
    _: Translator, cat: Catalogue, book: Rulebook, query: str, players: int, limit: int = LIMIT
) -> list[RulesHit]:
    """The best hits for the query in the translator's language, best first ([] for none)."""
    hits = [h for h in find(cat, query, extra=search_docs(book)).hits if h.kind in KINDS]
    out: list[RulesHit] = []
    for hit in hits:
        answer = describe(_, cat, book, hit, players)
        if answer is None:
            continue
        chapter = hit.id.partition("/")[0] if hit.kind in ("section", "faq") else None
        out.append(
            RulesHit(hit.kind, hit.id, answer.source, answer.title, answer.text, chapter, hit.card)
        )
        if len(out) == limit:
            break
    return out
