"""The definite article (a/az) and inflected forms of names, for Hungarian sentences.

Hungarian needs "a" or "az" before a name by its first sound ("az Embargó", "a Kancellár",
"az 5") and suffixes that change the word ("Trónterem" → "Tróntermet", "Trónteremmel"). Card
names carry hand-written forms (the `forms` table in data/cards/*.toml); a message passes a `Name`
or `Names` value, and the Hungarian template picks what it needs with a format spec:

    "{old:Art} helyére {new:art} került."   →  "A Kancellár helyére a Nagykövet került."
    "mind ({cards:art.all})"                 →  "mind (az Embargóhoz)"

A spec is a dot-separated list of `art` (article in lower case), `Art` (capitalised, for the
start of a sentence) and one case: `acc` (-t), `ins` (-val/-vel), `sub` (-ra/-re),
`all` (-hoz/-hez/-höz). An empty spec gives the plain name, so English templates use `{cards}`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

CASES = ("acc", "ins", "sub", "all")
CASE_NAMES = {
    "acc": "accusative (-t)",
    "ins": "instrumental (-val/-vel)",
    "sub": "sublative (-ra/-re)",
    "all": "allative (-hoz/-hez/-höz)",
}
VOWELS = frozenset("aáeéiíoóöőuúüű")
_DIGITS = "0123456789"
_GROUPING = frozenset(" \u00a0\u202f")


def _number_starts_with_vowel(digits: str) -> bool:
    """Whether a number read in Hungarian starts with a vowel: egy, öt, ezer, egymillió...

    5, 50, 500, 5000 start with "öt"; a 1 that is not a ten or a hundred reads "egy" (1, 1 000 000)
    or "ezer" (1000–1999); 10–19 ("tíz", "tizen-") and 100–199 ("száz") start with a consonant.
    """
    first = digits[0]
    if first == "5":
        return True
    return first == "1" and len(digits) % 3 == 1


def article(word: str) -> str:
    """ "az" before a vowel sound (also "az 1", "az 5", "az 1000"), "a" before a consonant.

    The first letter decides for words; leading quotes and brackets are skipped. Written
    abbreviations read letter by letter ("az SMS") are not told apart: card and set names have none.
    """
    text = word.lstrip("„“”\"'‚‘’«»([{ ")
    if not text:
        return "a"
    if text[0] in _DIGITS:
        digits = ""
        for i, ch in enumerate(text):
            if ch in _DIGITS:
                digits += ch
            elif ch in _GROUPING and i + 1 < len(text) and text[i + 1] in _DIGITS:
                continue
            else:
                break
        return "az" if _number_starts_with_vowel(digits) else "a"
    return "az" if text[0].lower() in VOWELS else "a"


def with_article(word: str, capital: bool = False) -> str:
    """The word after its article: "az Embargó" (or "Az Embargó" with `capital`)."""
    art = article(word)
    return f"{art.capitalize() if capital else art} {word}"


@dataclass(frozen=True, slots=True)
class Spec:
    """A parsed format spec: which article (none, lower, capital) and which case."""

    article: str = ""
    case: str = ""

    @classmethod
    def parse(cls, spec: str) -> Spec:
        art = case = ""
        for part in filter(None, spec.split(".")):
            if part in ("art", "Art") and not art:
                art = part
            elif part in CASES and not case:
                case = part
            else:
                raise ValueError(f"unknown name format {spec!r} (use art, Art and one of {CASES})")
        return cls(art, case)


@dataclass(frozen=True, slots=True)
class Name:
    """A name with its Hungarian forms; formats as "{x}", "{x:art}", "{x:Art.acc}", ..."""

    text: str
    forms: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def __str__(self) -> str:
        return self.text

    def form(self, case: str) -> str:
        """The name in a case ("" is the nominative); a missing form is a ValueError."""
        if not case:
            return self.text
        if case not in self.forms:
            raise ValueError(f"no {CASE_NAMES.get(case, case)} form for {self.text!r}")
        return self.forms[case]

    def formatted(self, spec: Spec) -> str:
        word = self.form(spec.case)
        if not spec.article:
            return word
        # The article goes by the name's own first sound; the suffix never changes it.
        art = article(self.text)
        return f"{art.capitalize() if spec.article == 'Art' else art} {word}"

    def __format__(self, spec: str) -> str:
        return self.formatted(Spec.parse(spec))


@dataclass(frozen=True, slots=True)
class Names:
    """Several names joined ("A, B and C"); each takes the spec, only the first a capital."""

    items: tuple[Name, ...]
    join: Callable[[Sequence[str]], str]

    def __str__(self) -> str:
        return format(self, "")

    def __format__(self, spec: str) -> str:
        parsed = Spec.parse(spec)
        rest = Spec("art" if parsed.article else "", parsed.case)
        return self.join(
            [item.formatted(parsed if i == 0 else rest) for i, item in enumerate(self.items)]
        )


_BACK = set("aáoóuú")
_FRONT = set("eéiíöőüű")
_LENGTHEN = {"a": "á", "e": "é"}


def dative(name: str) -> str | None:
    """A name with the -nak/-nek ending („Anna” → „Annának”, „Cili” → „Cilinek”), by vowel
    harmony (any back vowel: -nak); None when the name does not end in a letter or has no
    vowel to follow (the caller then words the sentence without the ending)."""
    if not name or not name[-1].isalpha():
        return None
    vowels = [c for c in name.lower() if c in _BACK or c in _FRONT]
    if not vowels:
        return None
    suffix = "nak" if any(v in _BACK for v in vowels) else "nek"
    last = name[-1]
    stem = name[:-1] + _LENGTHEN[last] if last in _LENGTHEN else name
    return stem + suffix
