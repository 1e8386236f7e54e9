"""Card names inside a run of words ("mocsari boszorkannyal" -> sea_hag), typos allowed.

Shared by the strict search (search.py) and the question ranking (question.py).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator, Sequence

from companion.catalogue import Catalogue, fold
from companion.catalogue.stem import stems

WORD = re.compile(r"[0-9a-z]+")
MAX_NAME_WORDS = 3

Names = dict[tuple[str, ...], str]


def tokens(*texts: str) -> list[str]:
    """The folded words of some texts, in order."""
    return [w for t in texts for w in WORD.findall(fold(t))]


@functools.cache
def card_names(catalogue: Catalogue) -> Names:
    """Every name of every card as a tuple of folded words: ("mocsari", "boszorkany") -> sea_hag."""
    names: Names = {}
    for card in catalogue.cards.values():
        for name in (card.name.en, card.name.hu, card.id.replace("_", " ")):
            names[tuple(tokens(name))] = card.id
        for alias in (*card.aliases["en"], *card.aliases["hu"]):
            names[tuple(tokens(alias))] = card.id
    return names


def fuzzy_limit(word: str) -> int:
    """Typos allowed in a word: none up to 4 letters ("moat" is not "mat"), 1 up to 6, else 2."""
    return 0 if len(word) <= 4 else 1 if len(word) <= 6 else 2


def distance(a: str, b: str, limit: int) -> int:
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


def _near(word: str, name_word: str) -> bool:
    limit = fuzzy_limit(word)
    return bool(limit) and word[:1] == name_word[:1] and distance(word, name_word, limit) <= limit


def name_at(names: Names, words: Sequence[str], fuzzy: bool) -> tuple[str, int] | None:
    """The card named by the words starting at words[0] (longest name first) and its length."""
    for n in range(min(MAX_NAME_WORDS, len(words)), 0, -1):
        head, last = tuple(words[: n - 1]), words[n - 1]
        for form in (last, *sorted(stems(last))):
            card = names.get((*head, form))
            if card:
                return card, n
        if not fuzzy:
            continue
        for key, card in names.items():
            if len(key) == n and key[:-1] == head and _near(last, key[-1]):
                return card, n
    return None


def name_runs(
    names: Names, words: Sequence[str], fuzzy: Callable[[str], bool] = lambda _word: False
) -> Iterator[tuple[str | None, str, int]]:
    """The words read left to right as (card or None, first word, words taken): each run is a
    card's name (longest first) or one plain word. A typo counts as a name where `fuzzy` says
    so for the run's first word."""
    i = 0
    while i < len(words):
        found = name_at(names, words[i:], fuzzy(words[i]))
        card, length = found if found is not None else (None, 1)
        yield card, words[i], length
        i += length


def cards_named(
    names: Names, words: Sequence[str], fuzzy: bool = False
) -> tuple[list[str], list[str]]:
    """The cards a run of words names, in order without repeats, and the words left over."""
    cards: list[str] = []
    rest: list[str] = []
    for card, word, _length in name_runs(names, words, lambda _word: fuzzy):
        if card is None:
            rest.append(word)
        elif card not in cards:
            cards.append(card)
    return cards, rest


def mark_cards(
    names: Names, words: Sequence[str], fuzzy: Callable[[str], bool] = lambda _word: False
) -> list[str]:
    """The words with every card name replaced by one "@<card id>" word, repeats kept."""
    return [
        word if card is None else "@" + card for card, word, _ in name_runs(names, words, fuzzy)
    ]
