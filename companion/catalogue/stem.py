"""Possible base forms of a suffixed word ("kapolnaval" -> "kapolna"), for forgiving search.

Works on folded (lower-case, accent-free) words, so vowel harmony and the lengthening of a
final vowel (Kápolna -> Kápolnát) need no rules. It proposes candidates, several of them
wrong; callers only keep the ones that are a known word, such as a card name.
"""

from __future__ import annotations

import functools

# Hungarian case and plural endings, accent-free; "al"/"el" is -val/-vel after a consonant,
# which doubles that consonant (Piaccal, Kovácsműhellyel).
HU_SUFFIXES = (
    "val", "vel", "al", "el", "t", "ot", "et", "at", "ra", "re", "nak", "nek", "bol", "ba",
    "be", "ban", "ben", "hoz", "hez", "on", "en", "n", "rol", "tol", "nal", "nel", "ig", "ert",
    "kent", "k", "ok", "ek", "ak", "kat", "ket", "okat", "eket", "akat", "ja", "je", "a", "e",
)  # fmt: skip
# -val/-vel doubles the whole digraph's first letter: Boszorkány -> Boszorkánnyal.
DOUBLED_DIGRAPHS = {"nny": "ny", "lly": "ly", "ggy": "gy", "tty": "ty", "ssz": "sz", "zzs": "zs"}
DOUBLED_DIGRAPHS |= {"ccs": "cs"}
VOWELS = frozenset("aeiou")
MIN_STEM = 2


def _undouble(base: str) -> str | None:
    """The stem before a doubled final consonant (piacc -> piac, boszorkanny -> boszorkany)."""
    for doubled, single in DOUBLED_DIGRAPHS.items():
        if base.endswith(doubled):
            return base[: -len(doubled)] + single
    if len(base) > 2 and base[-1] == base[-2] and base[-1] not in VOWELS:
        return base[:-1]
    return None


def _with_vowel(base: str) -> list[str]:
    """Stems that drop a vowel before an ending: Trónterem -> Tróntermet, Várárok -> Várárkot."""
    if len(base) < 3 or base[-1] in VOWELS or base[-2] in VOWELS:
        return []
    return [base[:-1] + v + base[-1] for v in "aeo"]


@functools.cache
def stems(word: str) -> frozenset[str]:
    """Candidate base forms of a folded word: Hungarian endings, English plurals, stem changes."""
    found: set[str] = set()
    for suffix in HU_SUFFIXES:
        base = word[: -len(suffix)]
        if not word.endswith(suffix) or len(base) < MIN_STEM:
            continue
        found.add(base)
        single = _undouble(base) if suffix in ("al", "el") else None
        if single:
            found.add(single)
        found.update(_with_vowel(single or base))
    if word.endswith("ies") and len(word) > 4:
        found.add(word[:-3] + "y")  # Smithies
    if word.endswith("s") and len(word) > 3:
        found.update((word[:-1], word[:-2]))  # Markets, Witches
    found.discard(word)
    return frozenset(found)
