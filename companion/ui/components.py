"""Small rendering helpers shared by pages: card names, type colours, escaped markdown."""

from __future__ import annotations

import re

from companion.catalogue import Card
from companion.i18n import Translator
from companion.labels import TYPE_LABELS

# Colours of the physical cards: Action white (grey here), Treasure yellow, Victory green,
# Reaction blue, Duration orange, Curse purple.
TYPE_COLOURS = {
    "action": "gray",
    "attack": "gray",
    "treasure": "yellow",
    "victory": "green",
    "reaction": "blue",
    "duration": "orange",
    "curse": "violet",
}
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|~<>$:])")


def md(text: str) -> str:
    """Escape text for st.markdown so that data is shown as text, never as markup."""
    return _MD_SPECIAL.sub(r"\\\1", text)


def card_colour(card: Card) -> str:
    """The colour of a card's frame: Duration and Reaction win over Action, Victory over Action."""
    for kind in ("curse", "duration", "reaction", "treasure", "victory"):
        if card.is_(kind):
            return TYPE_COLOURS[kind]
    return TYPE_COLOURS["action"]


def type_badges(_: Translator, card: Card) -> str:
    """Markdown badges of a card's types, each in its colour."""
    return " ".join(f":{TYPE_COLOURS[t]}-background[{md(_(TYPE_LABELS[t]))}]" for t in card.types)
