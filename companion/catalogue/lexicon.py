"""The question words: stop words and synonyms from data/question_words.toml, and a text's terms.

A term is a root (stem.root), a card ("@witch", marked by names.mark_cards) or a synonym group
("=run_out"), so "elfogyott a húzópaklim" and "when my deck runs out" become comparable bags.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from companion import DATA_DIR
from companion.catalogue import fold
from companion.catalogue.names import tokens
from companion.catalogue.stem import HU_VERB_PREFIXES, root

WORDS_FILE = DATA_DIR / "question_words.toml"
LANGS = ("en", "hu")
MAX_PHRASE = 4
MIN_PREFIX = 3  # a root this long finds longer forms of itself ("kap" -> "kapja")
MAX_GROWTH = 3  # ...at most this many letters longer


class LexiconError(ValueError):
    """data/question_words.toml is malformed; the message names the field."""


@dataclass(frozen=True, slots=True)
class Lexicon:
    """Stop words and synonym phrases (as tuples of roots) of each language."""

    stop: Mapping[str, frozenset[str]]
    # lang -> first root of a phrase -> [(the phrase's roots, group id)], longest first
    phrases: Mapping[str, Mapping[str, tuple[tuple[tuple[str, ...], str], ...]]]
    # cue id -> lang -> (the question words that ask for it, the words of an answer)
    cues: Mapping[str, Mapping[str, tuple[frozenset[str], frozenset[str]]]]

    def cues_in(self, words: Sequence[str], lang: str, side: int) -> list[str]:
        """The cue ids, "?when", of folded words: asked (side 0) or answered (side 1), one
        per word."""
        return [
            "?" + cue
            for w in words
            for cue, by_lang in self.cues.items()
            if w in by_lang[lang][side]
        ]

    def is_stop(self, word: str) -> bool:
        """Whether a folded word is a question or function word in either language."""
        return any(word in self.stop[lang] for lang in LANGS)


def root_matches(member: str, word: str, lang: str) -> bool:
    """Whether a word's root is a synonym's root, a longer form of it, or it behind a verb
    prefix (kever ~ keveri ~ megkever)."""
    if word == member:
        return True
    if len(member) >= MIN_PREFIX and word.startswith(member):
        return len(word) - len(member) <= MAX_GROWTH
    return lang == "hu" and any(
        word.startswith(p) and root_matches(member, word[len(p) :], "en") for p in HU_VERB_PREFIXES
    )


def _candidates(word: str, lang: str) -> list[str]:
    """The roots a phrase could start with to match this root: the root itself first, then its
    shorter prefixes (so "dontetl" is a tie before "dont" is anything else), then the same
    without a verb prefix."""
    bases = [word]
    if lang == "hu":
        bases += [word[len(p) :] for p in HU_VERB_PREFIXES if word.startswith(p)]
    return [b[:k] for b in bases for k in range(len(b), max(0, len(b) - MAX_GROWTH - 1), -1)]


def parse(raw: Mapping[str, object], where: str = WORDS_FILE.name) -> Lexicon:
    """The lexicon from the file's parsed TOML; LexiconError naming the bad field."""
    stop_raw = raw.get("stop")
    if not isinstance(stop_raw, Mapping):
        raise LexiconError(f"{where}: stop: missing (a table with en and hu)")
    stop: dict[str, frozenset[str]] = {}
    for lang in LANGS:
        words = stop_raw.get(lang)
        if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
            raise LexiconError(f"{where}: stop.{lang}: must be a list of words")
        stop[lang] = frozenset(fold(w) for w in words)
    groups = raw.get("synonym", [])
    if not isinstance(groups, list):
        raise LexiconError(f"{where}: synonym: must be an array of tables")
    phrases: dict[str, dict[str, list[tuple[tuple[str, ...], str]]]] = {lang: {} for lang in LANGS}
    for i, group in enumerate(groups, 1):
        ident = group.get("id") if isinstance(group, Mapping) else None
        if not isinstance(ident, str) or not ident:
            raise LexiconError(f"{where}: synonym[{i}].id: missing (a non-empty string)")
        for lang in LANGS:
            members = group.get(lang, [])
            if not isinstance(members, list) or not all(isinstance(m, str) for m in members):
                raise LexiconError(f"{where}: synonym[{ident}].{lang}: must be a list of phrases")
            for member in members:
                roots = tuple(root(w, lang) for w in tokens(member))
                if not roots or len(roots) > MAX_PHRASE:
                    raise LexiconError(
                        f"{where}: synonym[{ident}].{lang}: {member!r} must have 1 to "
                        f"{MAX_PHRASE} words"
                    )
                phrases[lang].setdefault(roots[0], []).append((roots, ident))
    return Lexicon(stop, _frozen(phrases), _cues(raw.get("cue", []), where))


def _cues(raw: object, where: str) -> dict[str, dict[str, tuple[frozenset[str], frozenset[str]]]]:
    if not isinstance(raw, list):
        raise LexiconError(f"{where}: cue: must be an array of tables")
    cues: dict[str, dict[str, tuple[frozenset[str], frozenset[str]]]] = {}
    for i, cue in enumerate(raw, 1):
        ident = cue.get("id") if isinstance(cue, Mapping) else None
        if not isinstance(ident, str) or not ident:
            raise LexiconError(f"{where}: cue[{i}].id: missing (a non-empty string)")
        sides = []
        for side in ("ask", "answer"):
            table = cue.get(side)
            lists = [table.get(lang) if isinstance(table, Mapping) else None for lang in LANGS]
            if not all(isinstance(x, list) and all(isinstance(w, str) for w in x) for x in lists):
                raise LexiconError(f"{where}: cue[{ident}].{side}: needs en and hu word lists")
            sides.append([frozenset(fold(w) for w in x) for x in lists if isinstance(x, list)])
        cues[ident] = {lang: (sides[0][j], sides[1][j]) for j, lang in enumerate(LANGS)}
    return cues


def _frozen(
    phrases: Mapping[str, Mapping[str, list[tuple[tuple[str, ...], str]]]],
) -> dict[str, dict[str, tuple[tuple[tuple[str, ...], str], ...]]]:
    return {
        lang: {
            first: tuple(sorted(set(found), key=lambda p: (-len(p[0]), p)))
            for first, found in by_first.items()
        }
        for lang, by_first in phrases.items()
    }


@functools.cache
def lexicon(path: Path = WORDS_FILE) -> Lexicon:
    """The lexicon of data/question_words.toml, read once."""
    with path.open("rb") as f:
        return parse(tomllib.load(f), path.name)


def _phrase_at(
    lex: Lexicon, lang: str, roots: Sequence[str], i: int, stop: bool
) -> tuple[str, int] | None:
    """The synonym group of the longest phrase starting at roots[i], and its length; a stop
    word only starts a phrase of several words ("ki kezd", not "összes" for "összesen")."""
    best: tuple[str, int] | None = None
    for first in _candidates(roots[i], lang):
        for phrase, group in lex.phrases[lang].get(first, ()):
            n = len(phrase)
            if (best is not None and n <= best[1]) or i + n > len(roots) or (stop and n == 1):
                continue
            if all(root_matches(p, r, lang) for p, r in zip(phrase, roots[i : i + n], strict=True)):
                best = (group, n)
    return best


def terms(words: Sequence[str], lang: str, lex: Lexicon | None = None) -> list[str]:
    """The terms of some folded words (cards already marked): synonym groups for the phrases
    they hold, roots for the other words, question and function words left out."""
    lex = lex or lexicon()
    stop = lex.stop[lang]
    roots = [w if w.startswith("@") else root(w, lang) for w in words]
    out: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        found = None if word.startswith("@") else _phrase_at(lex, lang, roots, i, word in stop)
        if found is not None:
            out.append("=" + found[0])
            i += found[1]
            continue
        if words[i] not in stop:
            out.append(roots[i])
        i += 1
    return out


HUNGARIAN_LETTERS = frozenset("áéíóöőúüű")


def language_of(text: str, lex: Lexicon | None = None) -> str | None:
    """The language a question reads as: the one with more of its question and function words
    (a Hungarian accent counts for Hungarian); None when it cannot tell."""
    lex = lex or lexicon()
    words = tokens(text)
    hu = sum(w in lex.stop["hu"] for w in words) + any(c in HUNGARIAN_LETTERS for c in text.lower())
    en = sum(w in lex.stop["en"] for w in words)
    return "hu" if hu > en else "en" if en > hu else None
