"""Opening bots (`open:silver+village`): a fixed opening on turns 1–2, then the best X-BM rules.

The opening is two buys, the dearer first: the first for the turn-1/2 hand with more coins
(4 of a 4/3 split, 5 of a 5/2), the second for the other; either may be "nothing". From turn
3 the bot plays the Big Money + X rules (`buying.big_money_plus`) of the opening's dearer
kingdom card (its only one, or the first by id of two that cost the same), or Big Money
Ultimate's when the opening holds none; every Action it owns is played by the play rules, so
the other kingdom card of a two-card opening is played too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.bots.buying import BIG_MONEY_ULTIMATE, Buy, big_money_plus
from companion.bots.sight import Sight
from companion.bots.strategy import Strategy
from companion.catalogue import Catalogue, UnknownCardError, fold
from companion.engine.piles import BASIC_PILES, STARTING_DECK

if TYPE_CHECKING:
    from companion.engine.game import Game

PREFIX = "open:"
NOTHING = "nothing"
"""An opening buy of nothing (in names, specs and JSON; no card has this id)."""
NOTHING_NAMES = frozenset({NOTHING, "none", "-", "semmi"})
SEPARATORS = ("+", "/")
OPENING_TURNS = 2
HIGH_HAND = (STARTING_DECK["copper"] + 1) // 2
"""A turn-1/2 hand with at least this many coins is the richer of the two (7 Coppers in all)."""
NOT_OPENED = frozenset({"copper", "curse", "estate"})
"""Basic cards no opening buys."""

Opening = tuple[str, str]


class OpeningError(ValueError):
    """An opening name that does not parse: `reason` is "shape", "card" or "not_buyable"."""

    def __init__(self, text: str, reason: str) -> None:
        super().__init__(f"{reason}: {text!r}")
        self.text = text
        self.reason = reason


def canonical(cat: Catalogue, buys: tuple[str, str]) -> Opening:
    """The canonical order: the dearer buy first (then by id); nothing costs 0."""

    def key(card: str) -> tuple[int, str]:
        return (-cat.card(card).cost, card) if card != NOTHING else (1, "")

    a, b = sorted(buys, key=key)
    return (a, b)


def kingdom_cards(opening: Opening) -> tuple[str, ...]:
    """The opening's kingdom cards, dearer first, without repeats."""
    return tuple(dict.fromkeys(c for c in opening if c != NOTHING and c not in BASIC_PILES))


def plan_card(opening: Opening) -> str | None:
    """The card whose Big Money + X rules the bot plays after its opening (None: BMU's)."""
    cards = kingdom_cards(opening)
    return cards[0] if cards else None


def opening_name(opening: Opening) -> str:
    """The canonical bot name: `open:smithy+silver`, `open:nothing+nothing`."""
    return PREFIX + "+".join(c.replace("_", "-") for c in opening)


def _resolve(cat: Catalogue, text: str) -> str:
    """A card id, or NOTHING, for one buy written as an id, a name or with dashes."""
    if text in NOTHING_NAMES:
        return NOTHING
    for candidate in (text, text.replace("-", "_"), text.replace("-", " ")):
        try:
            card = cat.resolve(candidate)
        except UnknownCardError:
            continue
        if card.id in NOT_OPENED or not (card.is_kingdom or card.id in BASIC_PILES):
            raise OpeningError(text, "not_buyable")
        return card.id
    raise OpeningError(text, "card")


def parse_opening(text: str, cat: Catalogue) -> Opening:
    """The opening of a bot name after `open:` (folded text), in canonical order."""
    for sep in SEPARATORS:
        parts = [p.strip() for p in text.split(sep)]
        if len(parts) == 2 and all(parts):
            return canonical(cat, (_resolve(cat, parts[0]), _resolve(cat, parts[1])))
    raise OpeningError(text, "shape")


def is_opening_name(text: str) -> bool:
    """Does this (folded) bot name ask for an opening bot?"""
    return fold(text.strip()).startswith(PREFIX)


class OpeningStrategy(Strategy):
    """A strategy whose first two buys are the opening's, then its plan's rules.

    The opening's two buys are extra rules after the plan's (so a reason can name them), but
    `pick_rule` reaches them only on the owner's turns 1–2, in the buy phase; "nothing" is
    no rule (-1). A buy it cannot make (too dear for the hand, pile empty) falls back to the
    plan's rules."""

    def __init__(self, name: str, opening: Opening, plan: Strategy) -> None:
        super().__init__(name, plan.rules, plan.needs, plan.careful_end)
        self.opening = opening
        self.plan_rules = len(plan.rules)
        buys = tuple(Buy(c, None, "opening", "opening") for c in opening if c != NOTHING)
        self.rules = (*plan.rules, *buys)
        self.plan = self.plan | {b.card for b in buys}

    def pick(
        self,
        game: Game,
        me: int,
        options: tuple[str, ...] | None = None,
        s: Sight | None = None,
    ) -> str | None:
        i = self.pick_rule(game, me, options, s)
        return None if i < 0 else self.rules[i].card

    def pick_rule(
        self,
        game: Game,
        me: int,
        options: tuple[str, ...] | None = None,
        s: Sight | None = None,
        vetoes: list[tuple[str, str]] | None = None,
    ) -> int:
        mine = game.active == me and game.phase == "buy"
        if mine and game.players[me].turns <= OPENING_TURNS:
            found = self._opening_rule(game, options)
            if found is not None:
                return found
        return super().pick_rule(game, me, options, s, vetoes)

    def _opening_rule(self, game: Game, options: tuple[str, ...] | None) -> int | None:
        """This hand's opening buy as a rule index (-1: nothing), or None when it cannot be
        made (then the plan's rules answer)."""
        high = game.coins >= HIGH_HAND
        card = self.opening[0 if high else 1]
        if card == NOTHING:
            return -1
        buyable = card in options if options is not None else _affordable(game, card)
        if not buyable:
            return None
        return self.plan_rules + (0 if high else 1)  # the first is NOTHING only if both are


def _affordable(game: Game, card: str) -> bool:
    """The card's pile has cards left and the player's coins pay for it."""
    return game.supply.get(card, 0) > 0 and game.db.cost[card] <= game.coins


def opening_strategy(name: str, opening: Opening, cat: Catalogue) -> OpeningStrategy:
    """The strategy of an opening bot: the opening, then its plan card's X-BM rules (or BMU)."""
    card = plan_card(opening)
    if card is None:
        plan = Strategy(name, BIG_MONEY_ULTIMATE)
    else:
        plan = Strategy(name, big_money_plus(card, cat.card(card).cost), needs=(card,))
    return OpeningStrategy(name, opening, plan)
