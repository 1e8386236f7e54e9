"""The card rules of both sets in one table: each module fills its own, joined here once."""

from companion.engine.effects import base, seaside
from companion.engine.rules import CardRules

STANDARD: CardRules = base.RULES | seaside.RULES
"""Every card of the base game and Seaside (1st editions): what a game uses by default."""

__all__ = ["STANDARD", "base", "seaside"]
