"""A rule bot's strategy: its buy list, the cards it plans to own, and how it gains and trashes."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType

from companion.bots.buying import Rules
from companion.bots.playing import Guard, guards
from companion.bots.sight import Sight
from companion.bots.values import JUNK, SALVAGE_TIER, price_tier, worth

EMBARGO_LIMIT = 2
"""Skip a non-Victory card whose pile carries this many Embargo tokens (a Curse per token)."""

REMODEL_GAIN = 0.5
"""Remodel only when the gained card is worth this much more than the trashed one."""


class Strategy:
    """Named buy rules plus the decisions that follow from them (gains, Remodel targets)."""

    def __init__(
        self, name: str, rules: Rules, needs: Iterable[str] = (), careful_end: bool = True
    ) -> None:
        self.name = name
        self.rules = rules
        self.needs = tuple(needs)
        self.careful_end = careful_end  # never end the game (last Province, 3rd pile) behind
        self.plan = frozenset(r.card for r in rules)
        base = dict(guards(self.plan))
        base["remodel"] = self._can_remodel
        base["salvager"] = self._can_salvage
        self.guards: Mapping[str, Guard] = MappingProxyType(base)

    def _can_remodel(self, s: Sight) -> bool:
        """Guard: Remodel has a card worth remodelling besides itself."""
        hand = list(s.hand)
        hand.remove("remodel")  # the Remodel being played leaves the hand first
        return self.remodel_target(s, hand) is not None

    def _can_salvage(self, s: Sight) -> bool:
        """Guard: Salvager has junk to trash, or a card whose coins lift this turn's buy."""
        hand = list(s.hand)
        hand.remove("salvager")
        return self.salvage_target(s, hand) is not None

    def _allowed(self, s: Sight, card: str) -> bool:
        """Not a heavily Embargoed pile, and not a gain that ends the game with us behind."""
        game = s.game
        if game.embargo and game.embargo.get(card, 0) >= EMBARGO_LIMIT and not s.db[card].victory:
            return False
        return not (self.careful_end and s.loses_by_ending(card))

    def buy(self, s: Sight, options: tuple[str, ...]) -> str | None:
        """The first rule whose card is among the affordable options and whose condition holds."""
        for rule in self.rules:
            card = rule.card
            if card in options and rule.applies(s) and self._allowed(s, card):
                return card
        return None

    def gain(self, s: Sight, options: Iterable[str]) -> str:
        """A card to gain (a gain cannot be refused): the buy rules first, else the most worth."""
        choices = list(options)
        found = self.buy(s, tuple(choices))
        if found is not None:
            return found
        fine = [c for c in choices if self._allowed(s, c)] or choices
        return max(fine, key=lambda c: (worth(s, c, self.plan), c))

    def remodel_target(self, s: Sight, cards: Iterable[str]) -> str | None:
        """The card whose Remodel gains the most, if that gain is worth it: a Province is never
        remodelled for nothing, Gold becomes a Province only once the game is ending."""
        best: tuple[float, str] | None = None
        for card in sorted(set(cards)):
            options = s.game.affordable(s.db.cost[card] + 2)
            if not options:
                continue
            gained = self.gain(s, options)
            delta = worth(s, gained, self.plan) - worth(s, card, self.plan)
            if best is None or delta > best[0]:
                best = (delta, card)
        if best is None or best[0] < REMODEL_GAIN:
            return None
        return best[1]

    def salvage_target(self, s: Sight, cards: Iterable[str]) -> str | None:
        """Salvager: junk other than Copper (Curse, an early Estate), else the non-Victory card
        of least worth whose cost, less its own coins, lifts this turn to Gold or better."""
        info = s.db.info
        plan = self.plan
        junk = [c for c in cards if c != "copper" and worth(s, c, plan) <= JUNK]
        if junk:
            return min(junk, key=lambda c: (worth(s, c, plan), c))
        now = s.hand_coins
        floor = max(price_tier(now), SALVAGE_TIER - 1)
        lifts = [
            c
            for c in cards
            if not info[c].victory and price_tier(now - info[c].coins + s.db.cost[c]) > floor
        ]
        return min(lifts, key=lambda c: (worth(s, c, plan), c)) if lifts else None
