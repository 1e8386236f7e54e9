"""Rank texts for a player's question ("mi történik ha elfogy a húzópakli"), BM25-like.

Every document (card, ruling, rule, rulebook section, FAQ) is a bag of terms per language
(lexicon.terms: roots, cards, synonym groups); title terms count TITLE_WEIGHT times. A question
need not match every word: each of its terms adds its BM25 weight, another form of it counts
NEAR, the term inside a longer word ("kincs" in "kincskártya") PARTIAL; two question terms
close together in a text add PAIR; a question word's cue ("when" -> "during") adds CUE. The
question is scored in both languages, keeping the better. Cards named in the question are
"@id" terms, so a question naming Moat and Witch favours the Moat rulings that name Witch.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from companion.catalogue.lexicon import LANGS, Lexicon, lexicon, root_matches, terms
from companion.catalogue.names import Names, mark_cards, tokens
from companion.catalogue.stem import root

TITLE_WEIGHT = 3
NEAR = 0.8  # another form of the term (keverem ~ keveri, kever ~ megkever)
PARTIAL = 0.5  # the term inside a longer word (kincs ~ kincskártya)
K1 = 1.2
B = 0.75
CUE = 0.5  # a question word's cue ("when" -> "during") counts this share of a term
MIN_COMPOUND = 4  # shortest term looked for at the start of longer words
KEEP = 0.3  # hits scoring below this share of the best one are left out
MIN_COVER = 0.5  # the best-covered document must hold this share of the question's terms
WINDOW = 3  # question terms next to each other count extra when a text has them this close
PAIR = 0.5  # ...this share of the two terms' idf
# A question that names no card is more likely about the general rules than about one card:
# texts whose title names a card (cards, rulings, FAQ questions about cards) count this share.
CARD_PRIOR = 0.75


@dataclass(frozen=True, slots=True)
class QDoc:
    """One document to rank: its hit kind, id, card, and per language its title and texts."""

    kind: str
    id: str
    card: str | None
    titles: Mapping[str, tuple[str, ...]]
    texts: Mapping[str, tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class _Bag:
    counts: Counter[str]
    length: float
    pairs: frozenset[tuple[str, str]]  # terms at most WINDOW apart, each pair sorted
    about_card: bool  # the title names a card


def _pairs(seq: Sequence[str]) -> set[tuple[str, str]]:
    """The sorted pairs of terms at most WINDOW apart in a run of terms."""
    return {
        (min(a, b), max(a, b))
        for i, a in enumerate(seq)
        for b in seq[i + 1 : i + 1 + WINDOW]
        if a != b
    }


def _self_pairs(seq: Sequence[str]) -> list[str]:
    """A "@x@x" term for every card a run of terms names twice (Throne Room with Throne Room)."""
    seen = Counter(t for t in seq if t.startswith("@"))
    return [t + t for t, n in seen.items() if n >= 2]


class QuestionIndex:
    """The documents' term bags per language, their document frequencies and lengths."""

    def __init__(self, docs: Sequence[QDoc], names: Names, lex: Lexicon | None = None) -> None:
        self.docs = tuple(docs)
        self.names = names
        self.lex = lex or lexicon()
        self.bags: dict[str, list[_Bag]] = {}
        self.vocab: dict[str, frozenset[str]] = {}
        self.df: dict[str, Counter[str]] = {}
        self.avg: dict[str, float] = {}
        for lang in LANGS:
            bags = [self._bag(d, lang) for d in self.docs]
            self.bags[lang] = bags
            df: Counter[str] = Counter()
            for bag in bags:
                df.update(bag.counts.keys())
            self.df[lang] = df
            self.vocab[lang] = frozenset(df)
            self.avg[lang] = sum(b.length for b in bags) / max(1, len(bags))

    def _terms(self, texts: Iterable[str], lang: str) -> list[str]:
        return [
            t for text in texts for t in terms(mark_cards(self.names, tokens(text)), lang, self.lex)
        ]

    def _cues(self, texts: Iterable[str], lang: str) -> list[str]:
        return self.lex.cues_in([w for text in texts for w in tokens(text)], lang, 1)

    def _bag(self, doc: QDoc, lang: str) -> _Bag:
        title = self._terms(doc.titles.get(lang, ()), lang)
        text = self._terms(doc.texts.get(lang, ()), lang)
        # A card's own name (the title of its card and rulings) does not count as naming it.
        named = text if doc.card else title + text
        cues = self._cues((*doc.titles.get(lang, ()), *doc.texts.get(lang, ())), lang)
        counts: Counter[str] = Counter(text + _self_pairs(named) + cues)
        for t in title:
            counts[t] += TITLE_WEIGHT
        pairs = frozenset(_pairs(title) | _pairs(text))
        about_card = any(t.startswith("@") for t in title)
        return _Bag(counts, TITLE_WEIGHT * len(title) + len(text), pairs, about_card)

    @functools.lru_cache(maxsize=4096)  # noqa: B019 (one index per catalogue, kept for the run)
    def expand(self, term: str, lang: str) -> tuple[tuple[str, float], ...]:
        """The index's terms a question term finds, each with its weight (1, NEAR, PARTIAL)."""
        if term.startswith(("@", "=", "?")) or term.isdigit():
            return ((term, 1.0),) if term in self.vocab[lang] else ()
        found = [(term, 1.0)] if term in self.vocab[lang] else []
        for v in self.vocab[lang]:
            if v == term or v[:1] in "@=?":
                continue
            if root_matches(term, v, lang):
                found.append((v, NEAR))
            elif len(term) >= MIN_COMPOUND and v.startswith(term):
                found.append((v, PARTIAL))
        return tuple(sorted(found))

    def _plain(self, word: str) -> bool:
        """Whether a folded word is a word of the texts (outside card names) in either language."""
        return any(
            v[:1] not in "@=?" and root_matches(r, v, lang)
            for lang in LANGS
            for r in (root(word, lang),)
            for v in self.vocab[lang]
        )

    def _mark(self, words: Sequence[str]) -> list[str]:
        """The words with card names marked; a typo counts as a name ("vilagitotorny") only for
        a word the texts do not know ("treasures" stays the word, not Treasury)."""
        return mark_cards(self.names, words, lambda word: not self._plain(word))

    def query_terms(self, words: Sequence[str], lang: str) -> list[str]:
        """A question's terms in one language (its folded words, cards marked), in order, once
        each; a card named twice also gives a "@x@x" term."""
        found = terms(self._mark(words), lang, self.lex)
        twice = _self_pairs(found)
        seen: set[str] = set()
        out = list(dict.fromkeys(self.lex.cues_in(words, lang, 0)))
        for t in found:
            if t not in seen:
                out += [t, t + t] if t + t in twice else [t]
                seen.add(t)
        return out

    def known(self, word: str) -> bool:
        """Whether a folded word means something to the index in either language."""
        return self.lex.is_stop(word) or any(
            self.expand(t, lang) for lang in LANGS for t in self.query_terms([word], lang)
        )

    def scores(self, words: Sequence[str]) -> tuple[list[float], float]:
        """Each document's score for a question (0: no term found), the better language's, and
        the largest share of the question's terms (cues aside) one document holds."""
        best = [0.0] * len(self.docs)
        cover = 0.0
        for lang in LANGS:
            per_lang = [0.0] * len(self.docs)
            query = self.query_terms(words, lang)
            idf: dict[str, float] = {}
            held = [0] * len(self.docs)
            for term in query:
                idf[term], found = self._term_scores(term, lang)
                weight = CUE if term.startswith("?") else 1.0
                for i, value in found:
                    per_lang[i] += weight * value
                    held[i] += weight == 1.0
            asked = sum(not t.startswith("?") for t in query)
            if asked:
                cover = max(cover, max(held) / asked)
            for a, b in itertools.pairwise(query):
                for i, bag in enumerate(self.bags[lang]):
                    if per_lang[i] and self._near(a, b, bag, lang):
                        per_lang[i] += PAIR * (idf[a] + idf[b])
            if not any(t.startswith("@") for t in query):
                per_lang = [
                    s * CARD_PRIOR if bag.about_card else s
                    for bag, s in zip(self.bags[lang], per_lang, strict=True)
                ]
            best = [max(a, b) for a, b in zip(best, per_lang, strict=True)]
        return best, cover

    def _near(self, a: str, b: str, bag: _Bag, lang: str) -> bool:
        """Whether a document has two question terms (or forms of them) close together."""
        return any(
            (min(x, y), max(x, y)) in bag.pairs
            for x, _w in self.expand(a, lang)
            for y, _v in self.expand(b, lang)
        )

    def _term_scores(self, term: str, lang: str) -> tuple[float, list[tuple[int, float]]]:
        """One question term's idf, and its BM25 in each document that has it."""
        found = self.expand(term, lang)
        if not found:
            return 0.0, []
        bags = self.bags[lang]
        having = [
            (i, tf)
            for i, bag in enumerate(bags)
            if (tf := sum(w * bag.counts[v] for v, w in found if v in bag.counts)) > 0
        ]
        n = len(bags)
        idf = math.log(1 + (n - len(having) + 0.5) / (len(having) + 0.5))
        out = []
        for i, tf in having:
            norm = K1 * (1 - B + B * bags[i].length / self.avg[lang])
            out.append((i, idf * tf * (K1 + 1) / (tf + norm)))
        return idf, out


def rank(index: QuestionIndex, words: Sequence[str]) -> list[tuple[QDoc, float]]:
    """The documents that answer a question (folded words), best first, with their scores;
    none when no document holds at least MIN_COVER of the question's terms (a question
    mostly of words the texts do not have, "mail me: someone@pwned.example", is not answered
    by the one word they share)."""
    scores, cover = index.scores(words)
    scored = [(d, s) for d, s in zip(index.docs, scores, strict=True) if s > 0]
    if not scored or cover < MIN_COVER:
        return []
    top = max(s for _d, s in scored)
    kept = [(d, s) for d, s in scored if s >= KEEP * top]
    return sorted(kept, key=lambda ds: -ds[1])
