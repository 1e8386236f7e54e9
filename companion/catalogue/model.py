"""Value objects of the card catalogue: cards, rulings, rules and recommended kingdoms."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal

from companion.hungarian.collation import Key, sort_key

Lang = Literal["en", "hu"]
LANGS: tuple[Lang, ...] = ("hu", "en")

SETS = ("basic", "base-1e", "seaside-1e")
KINGDOM_SETS = ("base-1e", "seaside-1e")
TYPES = ("action", "treasure", "victory", "curse", "attack", "reaction", "duration")
TAGS = (
    "village",
    "draw",
    "plus_buy",
    "trashing",
    "gaining",
    "terminal",
    "defence",
    "uses_curses",
)
ATTACK_KINDS = ("cursing", "junking", "hand_size", "deck", "treasure_trashing")
COMPONENTS = (
    "island_mat",
    "native_village_mat",
    "pirate_ship_mat",
    "coin_tokens",
    "embargo_tokens",
)
PLUS_FIELDS = ("cards", "actions", "buys", "coins")
BOOKS = ("base-1e", "seaside-1e")


@dataclass(frozen=True, slots=True)
class Text:
    """A text in both languages."""

    en: str
    hu: str

    def __call__(self, lang: str) -> str:
        return self.hu if lang == "hu" else self.en


@dataclass(frozen=True, slots=True)
class Ref:
    """Where a rulebook says something: book, printed page, section heading."""

    book: str
    page: int
    section: str


@dataclass(frozen=True, slots=True)
class Plus:
    """The plain "+N" parts of a card (a Duration's next-turn parts too; they add up)."""

    cards: int = 0
    actions: int = 0
    buys: int = 0
    coins: int = 0

    def __add__(self, other: Plus) -> Plus:
        return Plus(
            self.cards + other.cards,
            self.actions + other.actions,
            self.buys + other.buys,
            self.coins + other.coins,
        )

    def __bool__(self) -> bool:
        return bool(self.cards or self.actions or self.buys or self.coins)


@dataclass(frozen=True, slots=True)
class Ruling:
    """One clarification the rulebook gives for a card."""

    id: str
    ref: Ref
    text: Text
    note: Text | None = None


@dataclass(frozen=True, slots=True)
class Card:
    """Facts and texts of one card."""

    id: str
    set: str
    cost: int
    types: tuple[str, ...]
    name: Text
    text: Text
    coins: int = 0
    vp: int = 0
    plus: Plus = Plus()
    next_turn: Plus = Plus()
    tags: frozenset[str] = frozenset()
    attack: tuple[str, ...] = ()
    components: tuple[str, ...] = ()
    aliases: Mapping[str, tuple[str, ...]] = field(
        default_factory=lambda: MappingProxyType({"en": (), "hu": ()})
    )
    # The Hungarian name inflected: acc, ins, sub, all (see companion.hungarian.grammar).
    forms: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    rulings: tuple[Ruling, ...] = ()

    def is_(self, card_type: str) -> bool:
        """Whether the card has this type (Island is both Action and Victory)."""
        return card_type in self.types

    @property
    def is_kingdom(self) -> bool:
        return self.set in KINGDOM_SETS

    def name_key(self, lang: str) -> Key:
        """Sort key: the name in the alphabetical order of `lang` (Hungarian collation in hu)."""
        return sort_key(self.name(lang), lang)

    def cost_name_key(self, lang: str) -> tuple[int, Key]:
        """Sort key for display: cheapest first, then by name in the language's order."""
        return self.cost, self.name_key(lang)


@dataclass(frozen=True, slots=True)
class Rule:
    """A general clarification of a rulebook, for the rules reference and walkthrough."""

    id: str
    topic: str
    ref: Ref
    title: Text
    text: Text
    note: Text | None = None


@dataclass(frozen=True, slots=True)
class Recommended:
    """A recommended kingdom printed in a rulebook."""

    id: str
    book: str
    name: Text
    cards: tuple[str, ...]
    note: Text | None = None
