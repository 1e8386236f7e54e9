"""Alphabetical order of names: Hungarian collation for "hu", case-insensitive order for "en".

PyICU would give the same Hungarian order, but it ships no wheels: `pip install -e .` would need
libicu-dev and a C++ compiler on a fresh machine, so this small key implements the rules instead.

The Hungarian rules (AkH 12. kiadás, 15–16.; the same as ICU's `hu` tailoring):

- The letters are a á b c cs d dz dzs e é f g gy h i í j k l ly m n ny o ó ö ő p q r s sz t ty
  u ú ü ű v w x y z zs. A vowel and its long pair (a/á, e/é, i/í, o/ó, ö/ő, u/ú, ü/ű) are one
  letter at the first level; the long vowel only breaks ties ("Kor" < "Kór" < "Kora"). But o and ö,
  u and ü are different letters: every Ö and Ő comes after every O and Ó.
- cs, dz, dzs, gy, ly, ny, sz, ty, zs are single letters: Cs comes after every other C, Sz after
  every other S, Zs after every other Z.
- A doubled digraph is written with its first letter doubled: "ssz" is sz + sz, "ggy" is gy + gy,
  "ddzs" is dzs + dzs.
- Case does not count at the first level (lower case first on a full tie); a space or other mark
  sorts before every letter, digits before letters too.

Digraphs are found by longest match from the left. That reads every card name right
("Bennszülött" is b-e-n-n-sz-ü-l-ö-t-t, "Gyöngyhalász" is gy-ö-n-gy-h-a-l-á-sz). It would misread
a compound whose parts meet inside a digraph ("házszám" as h-á-zs-z-á-m, not h-á-z-sz-á-m); no
name in the catalogue has one, and tests/test_hungarian_collation.py checks every card name for one.
"""

from __future__ import annotations

import functools
import unicodedata

_LETTERS = "a b c cs d dz dzs e f g gy h i j k l ly m n ny o ö p q r s sz t ty u ü v w x y z zs"
ALPHABET = tuple(_LETTERS.split())
LONG_VOWELS = {"á": "a", "é": "e", "í": "i", "ó": "o", "ő": "ö", "ú": "u", "ű": "ü"}
DIGRAPHS = sorted((letter for letter in ALPHABET if len(letter) > 1), key=len, reverse=True)

# Weights: marks (space first), then digits, then the letters in alphabet order, then anything else.
_SPACE = 0
_MARK = 1
_DIGIT = 2
_LETTER = _DIGIT + 10
_LETTER_WEIGHT = {letter: _LETTER + i for i, letter in enumerate(ALPHABET)}
_OTHER = _LETTER + len(ALPHABET)

Key = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], str]


def letters(word: str) -> list[str]:
    """The Hungarian letters of a text, lower-cased: "Csempészek" → cs e m p é sz e k."""
    text = unicodedata.normalize("NFC", word.lower())
    out: list[str] = []
    i = 0
    while i < len(text):
        for digraph in DIGRAPHS:
            # A doubled digraph writes its first letter twice: "ssz" = sz + sz.
            if text.startswith(digraph[0] + digraph, i):
                out += [digraph, digraph]
                i += len(digraph) + 1
                break
            if text.startswith(digraph, i):
                out.append(digraph)
                i += len(digraph)
                break
        else:
            out.append(text[i])
            i += 1
    return out


def _primary(letter: str) -> int:
    base = LONG_VOWELS.get(letter, letter)
    if base in _LETTER_WEIGHT:
        return _LETTER_WEIGHT[base]
    if letter.isspace():
        return _SPACE
    if letter.isdigit():
        return _DIGIT + int(letter) if letter in "0123456789" else _DIGIT
    if letter.isalpha():
        # A foreign letter sorts as its unaccented base letter ("ç" as c), else after z.
        stripped = unicodedata.normalize("NFKD", letter)[0]
        return _LETTER_WEIGHT.get(stripped, _OTHER)
    return _MARK


def hungarian_key(name: str) -> Key:
    """The Hungarian collation key of a name (letters, then long vowels, then case)."""
    units = letters(name)
    primary = tuple(_primary(u) for u in units)
    secondary = tuple(int(u in LONG_VOWELS) for u in units)
    tertiary = tuple(int(ch.isupper()) for ch in name)
    return primary, secondary, tertiary, name


def english_key(name: str) -> Key:
    """Case-insensitive English order; accents only break ties."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    base = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return (
        tuple(ord(ch) for ch in base),
        tuple(ord(ch) for ch in decomposed),
        tuple(int(ch.isupper()) for ch in name),
        name,
    )


@functools.lru_cache(maxsize=8192)
def sort_key(name: str, lang: str) -> Key:
    """The key that puts names in the alphabetical order of `lang` ("hu" or "en"); remembered,
    since every page sorts the same few hundred names on each run."""
    return hungarian_key(name) if lang == "hu" else english_key(name)
