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


# Endings the question ranking strips to reach one root per word (húzópaklim, húzópaklija ->
# huzopakl; elfogyott -> elfogy; keverés, keverem -> kever): case, plural, possessive, verb and
# -ás/-és endings, accent-free. Stripped greedily (the longest first), at most ROOT_STEPS times,
# never below ROOT_MIN letters, so two forms of one word meet; a few unrelated words meet too.
HU_ROOT_ENDINGS = (
    "nak", "nek", "val", "vel", "ban", "ben", "bol", "rol", "tol", "hoz", "hez", "nal", "nel",
    "ert", "kent", "ra", "re", "ba", "be", "on", "en", "ig", "hatok", "hetek", "hatsz", "hetsz",
    "hat", "het", "ott", "ett", "tt", "tak", "tek", "ni", "unk", "tok", "juk", "uk", "nk",
    "aim", "eim", "jaim", "jai", "ai", "ei", "im", "id", "ja", "je", "od", "ed", "ok", "ek",
    "ak", "om", "em", "am", "ol", "as", "es", "sz", "ik", "t", "k", "m", "d", "j", "i", "a", "e",
    "o", "n",
)  # fmt: skip
EN_ROOT_ENDINGS = ("ing", "ed", "es", "s", "e", "ly")
ROOT_STEPS = 3
ROOT_MIN = 4
# Verb prefixes a root may carry (megkever is kever, kifogy is fogy); used when comparing roots.
HU_VERB_PREFIXES = ("meg", "ki", "el", "be", "fel", "le", "at", "vissza", "ossze", "ra")


def _strip(word: str, endings: tuple[str, ...]) -> str:
    for _step in range(ROOT_STEPS):
        for ending in sorted((e for e in endings if word.endswith(e)), key=len, reverse=True):
            if len(word) - len(ending) >= ROOT_MIN:
                word = word[: -len(ending)]
                break
        else:
            return word
    return word


@functools.cache
def root(word: str, lang: str) -> str:
    """One root for a folded word in its language ("huzopaklim" -> "huzopakl", "shuffled" ->
    "shuffl"); digits and short words stay as they are."""
    if word.isdigit() or word.startswith("@"):
        return word
    if lang == "en":
        if word.endswith("ies") and len(word) > 4:
            word = word[:-3] + "y"
        return _strip(word, EN_ROOT_ENDINGS)
    return _strip(word, HU_ROOT_ENDINGS)


def same_root(query: str, doc: str, lang: str) -> bool:
    """Whether a doc's root is the query's root behind a verb prefix (megkever ~ kever)."""
    if lang != "hu" or len(query) < ROOT_MIN + 1:
        return False
    return any(doc == prefix + query for prefix in HU_VERB_PREFIXES)
