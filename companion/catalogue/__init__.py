"""The card catalogue: card facts, texts, rulings, general rules and recommended kingdoms."""

from __future__ import annotations

import difflib
import functools
import unicodedata
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import MappingProxyType

from companion import DATA_DIR
from companion.catalogue.loader import CatalogueError, Problem, read_all
from companion.catalogue.model import (
    KINGDOM_SETS,
    LANGS,
    SETS,
    Card,
    Lang,
    Plus,
    Recommended,
    Ref,
    Rule,
    Ruling,
    Text,
)
from companion.catalogue.stem import stems

__all__ = [
    "KINGDOM_SETS",
    "LANGS",
    "SETS",
    "Card",
    "Catalogue",
    "CatalogueError",
    "Lang",
    "Plus",
    "Problem",
    "Recommended",
    "Ref",
    "Rule",
    "Ruling",
    "Text",
    "UnknownCardError",
    "fold",
    "load",
]


def fold(text: str) -> str:
    """Lower-case, accent-free form of a text, for forgiving search ("kapolna" finds Kápolna)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


class UnknownCardError(KeyError):
    """A card id or name that the catalogue does not know; `suggestion` is the nearest id."""

    def __init__(self, query: str, suggestion: str | None) -> None:
        super().__init__(query)
        self.query = query
        self.suggestion = suggestion

    def __str__(self) -> str:
        hint = f" (did you mean {self.suggestion!r}?)" if self.suggestion else ""
        return f"unknown card {self.query!r}{hint}"


class Catalogue:
    """All catalogue data, indexed by id, read-only."""

    def __init__(
        self,
        cards: Iterable[Card],
        trash: Text,
        trash_text: Text,
        rules: Iterable[Rule],
        recommended: Iterable[Recommended],
    ) -> None:
        self.cards: Mapping[str, Card] = MappingProxyType({c.id: c for c in cards})
        self.trash = trash
        self.trash_text = trash_text
        self.rules: tuple[Rule, ...] = tuple(rules)
        self.recommended: tuple[Recommended, ...] = tuple(recommended)
        names: dict[str, str] = {}
        for card in self.cards.values():
            names[fold(card.id)] = card.id
            names[fold(card.id.replace("_", " "))] = card.id
            for lang in LANGS:
                names[fold(card.name(lang))] = card.id
                for alias in card.aliases.get(lang, ()):
                    names[fold(alias)] = card.id
        self._names = names
        self._ruling_cards = {r.id: c.id for c in self.cards.values() for r in c.rulings}

    def __getitem__(self, card_id: str) -> Card:
        return self.card(card_id)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.cards

    def card(self, card_id: str) -> Card:
        """The card with this id; an unknown id raises UnknownCardError with a suggestion."""
        try:
            return self.cards[card_id]
        except KeyError:
            raise UnknownCardError(card_id, self.suggest(card_id)) from None

    def card_of_ruling(self, ruling_id: str) -> str | None:
        """The id of the card whose rulings include this one, if any."""
        return self._ruling_cards.get(ruling_id)

    def resolve(self, query: str) -> Card:
        """A card by id, English or Hungarian name or alias, ignoring case and accents."""
        found = self._names.get(fold(query.strip()))
        if found is None:
            raise UnknownCardError(query, self.suggest(query))
        return self.cards[found]

    def is_trash(self, query: str) -> bool:
        """Whether a name means the Trash, which is no card ("szemét" is not "Sziget")."""
        return fold(query.strip()) in {fold(self.trash.en), fold(self.trash.hu)}

    def suggest(self, query: str) -> str | None:
        """The card id closest to a mistyped id or name ("kápolnával" too), if any is close."""
        words = fold(query.strip()).split()
        if not words or self.is_trash(query):
            return None
        for stem in sorted(stems(words[-1])):
            found = self._names.get(" ".join([*words[:-1], stem]))
            if found:
                return found
        match = difflib.get_close_matches(fold(query), list(self._names), n=1, cutoff=0.6)
        return self._names[match[0]] if match else None

    def kingdom_cards(self, sets: Iterable[str] = KINGDOM_SETS) -> list[Card]:
        """Kingdom cards of the given sets, in catalogue order."""
        wanted = set(sets)
        return [c for c in self.cards.values() if c.is_kingdom and c.set in wanted]

    def listed(self, lang: str, set_id: str | None = None) -> list[Card]:
        """The cards (of one set, or all) as lists show them: by set, cost, then name in `lang`."""
        return sorted(
            (c for c in self.cards.values() if set_id in (None, c.set)),
            key=lambda c: (SETS.index(c.set), c.cost_name_key(lang)),
        )

    def in_set(self, set_id: str) -> list[Card]:
        return [c for c in self.cards.values() if c.set == set_id]

    def recommended_kingdom(self, kingdom_id: str) -> Recommended:
        """A recommended kingdom by id or (accent-insensitive) name in either language."""
        key = fold(kingdom_id.strip()).replace(" ", "_")
        for k in self.recommended:
            if key in {k.id, fold(k.name.en).replace(" ", "_"), fold(k.name.hu).replace(" ", "_")}:
                return k
        names = ((k, n) for k in self.recommended for n in (k.name.en, k.name.hu))
        known = {fold(n).replace(" ", "_"): k.id for k, n in names}
        known |= {k.id: k.id for k in self.recommended}
        match = difflib.get_close_matches(key, list(known), n=1, cutoff=0.5)
        raise UnknownCardError(kingdom_id, known[match[0]] if match else None)

    def sets_of(self, card_ids: Iterable[str]) -> frozenset[str]:
        """The sets that the given cards come from."""
        return frozenset(self.cards[c].set for c in card_ids)


@functools.cache
def load(data_dir: Path = DATA_DIR) -> Catalogue:
    """Read and check the whole catalogue once per process."""
    raw = read_all(data_dir)
    return Catalogue(raw.cards, raw.trash_name, raw.trash_text, raw.rules, raw.recommended)
