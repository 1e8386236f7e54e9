"""Forgiving search over cards, rulings and rules in both languages ("trone" finds Throne Room)."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from companion.catalogue import Catalogue, fold

WORD = re.compile(r"[0-9a-z]+")
KIND_RANK = {"card": 0, "ruling": 1, "rule": 2}


@dataclass(frozen=True, slots=True)
class Hit:
    """One search result: a card, one of its rulings, or a general rule."""

    kind: str  # card | ruling | rule
    id: str  # card id, ruling id or rule id
    card: str | None  # the card it belongs to (None for general rules)
    score: float  # lower is better


@dataclass(frozen=True, slots=True)
class _Doc:
    kind: str
    id: str
    card: str | None
    name_words: frozenset[str]
    words: frozenset[str]


def _words(*texts: str) -> frozenset[str]:
    return frozenset(w for t in texts for w in WORD.findall(fold(t)))


@functools.cache
def _index(catalogue: Catalogue) -> tuple[_Doc, ...]:
    docs: list[_Doc] = []
    for card in catalogue.cards.values():
        names = (
            card.name.en,
            card.name.hu,
            card.id.replace("_", " "),
            *card.aliases["en"],
            *card.aliases["hu"],
        )
        docs.append(
            _Doc(
                "card", card.id, card.id, _words(*names), _words(*names, card.text.en, card.text.hu)
            )
        )
        for r in card.rulings:
            note = (r.note.en, r.note.hu) if r.note else ()
            docs.append(
                _Doc(
                    "ruling",
                    r.id,
                    card.id,
                    _words(*names),
                    _words(*names, r.text.en, r.text.hu, *note),
                )
            )
    for rule in catalogue.rules:
        docs.append(
            _Doc(
                "rule",
                rule.id,
                None,
                _words(rule.title.en, rule.title.hu),
                _words(rule.title.en, rule.title.hu, rule.text.en, rule.text.hu),
            )
        )
    return tuple(docs)


def _distance(a: str, b: str, limit: int) -> int:
    """Levenshtein distance, giving up (returning limit + 1) once it exceeds `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        if min(current) > limit:
            return limit + 1
        previous = current
    return previous[-1]


def _word_score(query: str, words: frozenset[str]) -> float | None:
    """0 for a whole word, 0.5 for a prefix, 1-2 for a near miss, None for no match."""
    if query in words:
        return 0.0
    if any(w.startswith(query) for w in words):
        return 0.5
    limit = 1 if len(query) <= 5 else 2
    if len(query) < 4:
        return None
    best: float | None = None
    for w in words:
        if w[:1] != query[:1]:
            continue
        # Compare with the word and with its prefix of the query's length (typos while typing).
        d = min(_distance(query, w, limit), _distance(query, w[: len(query) + 1], limit))
        if d <= limit and (best is None or d < best):
            best = float(d)
    return best


def search(catalogue: Catalogue, query: str, limit: int = 50) -> list[Hit]:
    """Cards, rulings and rules matching every word of the query, best first."""
    terms = WORD.findall(fold(query))
    if not terms:
        return []
    hits: list[Hit] = []
    for doc in _index(catalogue):
        total = 0.0
        for term in terms:
            in_name = _word_score(term, doc.name_words)
            score = in_name if in_name is not None else _word_score(term, doc.words)
            if score is None:
                break
            total += score if in_name is not None else score + 3
        else:
            hits.append(Hit(doc.kind, doc.id, doc.card, total + KIND_RANK[doc.kind]))
    hits.sort(key=lambda h: (h.score, KIND_RANK[h.kind], h.id))
    return hits[:limit]
