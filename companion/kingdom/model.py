"""A kingdom: its 10 cards, and the seed and options that produced it (for codes and swaps)."""

from __future__ import annotations

from dataclasses import dataclass, field

from companion.catalogue import Card, Catalogue, Lang
from companion.kingdom.options import KINGDOM_SIZE, KingdomOptions
from companion.kingdom.order import card_position


@dataclass(frozen=True, slots=True)
class Kingdom:
    """Ten different kingdom card ids in the fixed code order, with the seed and options used.

    `seed` is None when the kingdom was not drawn by the randomizer as it stands (a recommended
    kingdom, a swapped one); `options` are what a swap or reroll of it must keep to.
    """

    cards: tuple[str, ...]
    seed: int | None = None
    options: KingdomOptions = field(default_factory=KingdomOptions)

    def __post_init__(self) -> None:
        cards = tuple(sorted(set(self.cards), key=lambda c: (card_position(c), c)))
        if len(cards) != KINGDOM_SIZE or len(self.cards) != KINGDOM_SIZE:
            raise ValueError(f"a kingdom has {KINGDOM_SIZE} different cards, got {self.cards!r}")
        object.__setattr__(self, "cards", cards)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.cards

    def sorted_cards(self, catalogue: Catalogue, lang: Lang = "en") -> list[Card]:
        """The cards cheapest first, then by name in the given language (for display)."""
        cards = [catalogue.card(c) for c in self.cards]
        return sorted(cards, key=lambda c: (c.cost_name_key(lang), c.id))
