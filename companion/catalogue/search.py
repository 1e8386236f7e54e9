"""Forgiving search over cards, rulings and rules in both languages ("trone" finds Throne Room).

Players ask the way they talk: "kápolnával" (a suffixed name), "vilagitotorony mocsari
boszorkany" (two cards, no accents). A query that names two or more cards answers with the
rulings about how they meet first, then the cards and each card's own rulings.

Two modes. A query of names and keywords must match with every word (the strict search).
A query reads as a question, and is ranked by relevance instead (question.py, any word may
be missing), when it holds a question or function word outside a card name ("mi", "ha",
"what", "the"), a "?", or one card twice ("trónterem trónteremmel"); or when the strict
search finds nothing but every word means something to the texts (a word no text knows,
"xyzzyq", still finds nothing).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from companion.catalogue import Catalogue, fold
from companion.catalogue.lexicon import LANGS, lexicon
from companion.catalogue.names import (
    WORD,
    Names,
    card_names,
    cards_named,
    distance,
    fuzzy_limit,
    mark_cards,
    tokens,
)
from companion.catalogue.question import QDoc, QuestionIndex, rank
from companion.catalogue.stem import stems

KIND_RANK = {"card": 0, "ruling": 1, "rule": 2, "section": 3, "faq": 3}
# A ruling that mentions one of these words is about every card of that type ("Attack" in a
# Moat ruling is about Militia). Accent-free prefixes, English and Hungarian.
TYPE_WORDS = {
    "attack": ("attack", "tamad"),
    "reaction": ("reaction", "vedekez"),
    "duration": ("duration", "athuzod"),
}
# How a multi-card query ranks: rulings naming another card of the query, rulings about
# another card's type, the cards themselves, then their other rulings.
NAMED, BY_TYPE, CARD, OWN = range(4)
QUERY_CHARS = 100  # the longest query read (the app's search boxes take as much)


@dataclass(frozen=True, slots=True)
class Hit:
    """One search result: a card, one of its rulings, a general rule, or an extra text."""

    kind: str  # card | ruling | rule | section | faq
    id: str  # card id, ruling id, rule id, "chapter/section" or "chapter/question"
    card: str | None  # the card it belongs to (None for general rules)
    score: float  # lower is better


@dataclass(frozen=True, slots=True)
class TextDoc:
    """A searchable text from outside the catalogue (a rulebook section, an FAQ question): its
    hit kind and id, its titles (matched as names) and its texts, each as (English, Hungarian)."""

    kind: str
    id: str
    titles: tuple[str, ...]
    texts: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class _Doc:
    kind: str
    id: str
    card: str | None
    name_words: frozenset[str]
    words: frozenset[str]
    mentions: frozenset[str]  # cards the text names, in any form
    types: frozenset[str]  # card types the text speaks about


def _words(*texts: str) -> frozenset[str]:
    return frozenset(tokens(*texts))


def _types_in(words: Iterable[str]) -> frozenset[str]:
    return frozenset(
        kind for kind, prefixes in TYPE_WORDS.items() if any(w.startswith(prefixes) for w in words)
    )


def _doc(
    names: Names, kind: str, id: str, card: str | None, title: Sequence[str], *texts: str
) -> _Doc:
    words = tokens(*texts)
    mentions, _rest = cards_named(names, words)
    return _Doc(
        kind, id, card, _words(*title), frozenset(words), frozenset(mentions), _types_in(words)
    )


@functools.cache
def _index(catalogue: Catalogue) -> tuple[_Doc, ...]:
    names = card_names(catalogue)
    docs: list[_Doc] = []
    for card in catalogue.cards.values():
        titles = (
            card.name.en,
            card.name.hu,
            card.id.replace("_", " "),
            *card.aliases["en"],
            *card.aliases["hu"],
        )
        docs.append(
            _doc(names, "card", card.id, card.id, titles, *titles, card.text.en, card.text.hu)
        )
        for r in card.rulings:
            note = (r.note.en, r.note.hu) if r.note else ()
            docs.append(
                _doc(names, "ruling", r.id, card.id, titles, *titles, r.text.en, r.text.hu, *note)
            )
    for rule in catalogue.rules:
        title = (rule.title.en, rule.title.hu)
        docs.append(_doc(names, "rule", rule.id, None, title, *title, rule.text.en, rule.text.hu))
    return tuple(docs)


@functools.cache
def _extra_index(catalogue: Catalogue, extra: tuple[TextDoc, ...]) -> tuple[_Doc, ...]:
    names = card_names(catalogue)
    return tuple(_doc(names, d.kind, d.id, None, d.titles, *d.titles, *d.texts) for d in extra)


def _word_score(query: str, words: frozenset[str]) -> float | None:
    """0 for a whole word, 0.5 for a prefix or a suffixed form, 1-2 for a typo, None for none."""
    if query in words:
        return 0.0
    if any(w.startswith(query) for w in words) or not stems(query).isdisjoint(words):
        return 0.5
    limit = fuzzy_limit(query)
    best: float | None = None
    for w in words if limit else ():
        if w[:1] != query[:1]:
            continue
        # Compare with the word and with its prefix of the query's length (typos while typing).
        d = min(distance(query, w, limit), distance(query, w[: len(query) + 1], limit))
        if d <= limit and (best is None or d < best):
            best = float(d)
    return best


def _matches_all(terms: Sequence[str], doc: _Doc) -> float | None:
    """The doc's score for a query whose every word must match, None if one does not."""
    total = 0.0
    for term in terms:
        in_name = _word_score(term, doc.name_words)
        score = in_name if in_name is not None else _word_score(term, doc.words)
        if score is None:
            return None
        total += score if in_name is not None else score + 3
    return total


def _rank_together(catalogue: Catalogue, cards: list[str], rest: list[str]) -> list[Hit]:
    """Hits for a query naming several cards: how they meet first, then each card alone."""
    wanted = set(cards)
    types = {c: frozenset(catalogue.cards[c].types) for c in cards}
    hits: list[Hit] = []
    for order, doc in enumerate(_index(catalogue)):
        if doc.kind == "card":
            tier = CARD if doc.id in wanted else None
        elif doc.card in wanted:
            others = wanted - {doc.card}
            if others & doc.mentions:
                tier = NAMED
            elif any(types[c] & doc.types for c in others):
                tier = BY_TYPE
            else:
                tier = OWN
        else:  # a general rule or another card's ruling that names two of the cards
            tier = NAMED if len(doc.mentions & wanted) >= 2 else None
        extra = _matches_all(rest, doc) if tier is not None else None
        if tier is None or extra is None:
            continue
        card_order = cards.index(doc.card) if doc.card in wanted else len(cards)
        hits.append(
            Hit(doc.kind, doc.id, doc.card, tier * 1000 + card_order * 100 + extra + order / 1e4)
        )
    return sorted(hits, key=lambda h: h.score)


@dataclass(frozen=True, slots=True)
class Found:
    """A search's hits, and whether the query was read as a question (ranked by relevance)."""

    hits: list[Hit]
    question: bool


def _qdocs(catalogue: Catalogue, extra: tuple[TextDoc, ...]) -> list[QDoc]:
    """Every searchable text as a question-ranking document, per language."""
    docs: list[QDoc] = []
    for card in catalogue.cards.values():
        titles = {lang: (card.name(lang), *card.aliases[lang]) for lang in LANGS}
        docs.append(QDoc("card", card.id, card.id, titles, {lg: (card.text(lg),) for lg in LANGS}))
        for r in card.rulings:
            texts = {lg: (r.text(lg), r.note(lg) if r.note else "") for lg in LANGS}
            docs.append(
                QDoc("ruling", r.id, card.id, {lg: (card.name(lg),) for lg in LANGS}, texts)
            )
    for rule in catalogue.rules:
        titles = {lg: (rule.title(lg),) for lg in LANGS}
        docs.append(QDoc("rule", rule.id, None, titles, {lg: (rule.text(lg),) for lg in LANGS}))
    for d in extra:
        both = len(d.titles) != len(LANGS) or len(d.texts) != len(LANGS)
        docs.append(
            QDoc(
                d.kind,
                d.id,
                None,
                {lg: d.titles if both else d.titles[i : i + 1] for i, lg in enumerate(LANGS)},
                {lg: d.texts if both else d.texts[i : i + 1] for i, lg in enumerate(LANGS)},
            )
        )
    return docs


@functools.cache
def _question_index(catalogue: Catalogue, extra: tuple[TextDoc, ...]) -> QuestionIndex:
    return QuestionIndex(_qdocs(catalogue, extra), card_names(catalogue))


def _reads_as_question(names: Names, query: str, terms: Sequence[str], rest: Sequence[str]) -> bool:
    """A "?", a question or function word outside the card names, or one card named twice."""
    marked = [w for w in mark_cards(names, terms, lambda _word: True) if w.startswith("@")]
    return "?" in query or any(lexicon().is_stop(w) for w in rest) or len(set(marked)) < len(marked)


def _answers(
    index: QuestionIndex,
    terms: Sequence[str],
    cards: Sequence[str],
    rest: Sequence[str],
    limit: int,
) -> list[Hit]:
    """The question's hits; a question naming only cards ("what is moat") puts them first."""
    hits = [Hit(d.kind, d.id, d.card, -score) for d, score in rank(index, terms)]
    if cards and all(index.lex.is_stop(w) for w in rest):
        first = [Hit("card", c, c, -math.inf) for c in cards]
        hits = first + [h for h in hits if not (h.kind == "card" and h.id in cards)]
    return hits[:limit]


def find(
    catalogue: Catalogue, query: str, limit: int = 50, extra: tuple[TextDoc, ...] = ()
) -> Found:
    """The hits for a query, strict or as a question (see the module's docstring), best first;
    only the query's first QUERY_CHARS characters count (a search box's length)."""
    query = query[:QUERY_CHARS]
    terms = WORD.findall(fold(query))
    if not terms:
        return Found([], question=False)
    names = card_names(catalogue)
    cards, rest = cards_named(names, terms, fuzzy=True)
    if _reads_as_question(names, query, terms, rest):
        index = _question_index(catalogue, extra)
        return Found(_answers(index, terms, cards, rest, limit), question=True)
    strict = _strict(catalogue, terms, cards, rest, extra)[:limit]
    if strict:
        return Found(strict, question=False)
    index = _question_index(catalogue, extra)
    if all(index.known(w) for w in rest):
        return Found(_answers(index, terms, cards, rest, limit), question=True)
    return Found([], question=False)


def search(
    catalogue: Catalogue, query: str, limit: int = 50, extra: tuple[TextDoc, ...] = ()
) -> list[Hit]:
    """Cards, rulings, rules (and `extra` texts, e.g. rulebook sections) for a query, best
    first: every word matching, or ranked as a question (see the module's docstring)."""
    return find(catalogue, query, limit, extra).hits


def _strict(
    catalogue: Catalogue,
    terms: Sequence[str],
    cards: list[str],
    rest: list[str],
    extra: tuple[TextDoc, ...],
) -> list[Hit]:
    """The hits matching every word of the query, best first."""
    if len(cards) >= 2:
        return _rank_together(catalogue, cards, rest)
    # A query that names one card ("boszorkánnyal") puts that card before look-alikes (Sea Hag).
    named = cards[0] if cards and not rest else None
    hits: list[Hit] = []
    for doc in (*_index(catalogue), *_extra_index(catalogue, extra)):
        total = _matches_all(terms, doc)
        if total is not None:
            bonus = 0.25 if doc.card == named else 0.0
            hits.append(Hit(doc.kind, doc.id, doc.card, total + KIND_RANK[doc.kind] - bonus))
    hits.sort(key=lambda h: (h.score, KIND_RANK[h.kind], h.id))
    return hits


def cards_in(catalogue: Catalogue, query: str) -> list[str]:
    """The card ids a query names, in order ("tronterem lakoma" -> throne_room, feast)."""
    return cards_named(card_names(catalogue), WORD.findall(fold(query)), fuzzy=True)[0]


def suggest(catalogue: Catalogue, query: str) -> str | None:
    """The card a mistyped or suffixed name most likely means, for "did you mean ...?"."""
    cards, rest = cards_named(card_names(catalogue), WORD.findall(fold(query)), fuzzy=True)
    if len(cards) == 1 and not rest:
        return cards[0]
    return catalogue.suggest(query)


def cards_matching(catalogue: Catalogue, card_ids: Iterable[str], query: str) -> list[str]:
    """The cards whose name in either language (or alias) contains the query, accents optional,
    or that the query names in a suffixed form ("kapolnaval"); for narrowing a card picker."""
    words = WORD.findall(fold(query))
    named = set(cards_named(card_names(catalogue), words)[0])

    def matches(card_id: str) -> bool:
        card = catalogue.cards[card_id]
        names = (card.name.en, card.name.hu, *card.aliases["en"], *card.aliases["hu"])
        folded = " ".join(" ".join(tokens(n)) for n in names)
        return card_id in named or all(w in folded for w in words)

    return [c for c in card_ids if matches(c)]
