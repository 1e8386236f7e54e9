"""A rule bot's strategy: its buy list, the cards it plans to own, and how it gains and trashes."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from companion.bots.buying import Condition, CopiesForDeck, EndingWithin, Rules
from companion.bots.playing import Guard, guards
from companion.bots.sight import Sight, cards_to_end
from companion.bots.values import JUNK, SALVAGE_TIER, price_tier, worth

if TYPE_CHECKING:
    from companion.engine.game import Game

EMBARGO_LIMIT = 2
"""Skip a non-Victory card whose pile carries this many Embargo tokens (a Curse per token)."""

REMODEL_GAIN = 0.5
"""Remodel only when the gained card is worth this much more than the trashed one."""


Quick = Callable[["Game", int], bool]
Step = tuple[int, str, int, Quick | None, Condition | None]
"""A compiled buy rule: its index in the rules, the card, n of an "ending within n" condition
(else -1), a condition read from the game without a Sight (`CopiesForDeck.quick`, else None),
any other condition (else None)."""


def _step(i: int, card: str, when: Condition | None) -> Step:
    if isinstance(when, EndingWithin):
        return (i, card, when.n, None, None)
    if isinstance(when, CopiesForDeck):
        return (i, card, -1, when.quick, None)
    return (i, card, -1, None, when)


def by_coins(steps: tuple[Step, ...], cost: Mapping[str, int]) -> tuple[tuple[Step, ...], ...]:
    """For each coin count from 0 to the dearest rule's cost: the steps whose card costs at
    most that, in rule order (a buy with more coins uses the last entry)."""
    top = max((cost[step[1]] for step in steps), default=0)
    return tuple(tuple(st for st in steps if cost[st[1]] <= c) for c in range(top + 1))


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
        self._steps = tuple(_step(i, r.card, r.when) for i, r in enumerate(rules))
        self._cost: Mapping[str, int] | None = None  # the card costs `_by_coins` was made for
        self._by_coins: tuple[tuple[Step, ...], ...] = ()
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
        return self.pick(s.game, s.me, options, s)

    def pick(
        self,
        game: Game,
        me: int,
        options: tuple[str, ...] | None = None,
        s: Sight | None = None,
    ) -> str | None:
        """`buy` for player `me`: the card of the rule `pick_rule` finds (the engine's fast
        path asks this directly, so it stays one call on top of `pick_rule`)."""
        i = self.pick_rule(game, me, options, s)
        return None if i < 0 else self._steps[i][1]

    def pick_rule(
        self,
        game: Game,
        me: int,
        options: tuple[str, ...] | None = None,
        s: Sight | None = None,
        vetoes: list[tuple[str, str]] | None = None,
    ) -> int:
        """The index in `rules` of the buy rule that fires for player `me` (-1: none),
        building their `Sight` only if a rule needs one: the rules compiled into steps,
        "cards to the end" read from the supply once (as `Sight` does), then `_allowed`
        written out. Conditions only read the game, so this answers as
        checking `rule.applies(s) and self._allowed(s, card)` rule by rule would.

        Without `options`: the buy phase's, read straight from the game (a pile not empty that
        costs at most the player's coins), so the engine's fast path can ask it directly.
        `vetoes`, when given, collects (card, why) for rules that held but were refused:
        "embargo" (a heavily Embargoed pile) or "ends_behind" (the gain ends the game behind)."""
        supply = game.supply
        provinces = low = to_end = -1  # read on first need
        steps = self._steps
        if options is None:  # the rules whose card the player can pay for (`by_coins`)
            cost = game.db.cost
            if cost is not self._cost:
                self._by_coins, self._cost = by_coins(steps, cost), cost
            table = self._by_coins
            coins = game.coins
            steps = table[coins] if coins < len(table) else table[-1]
        for i, card, n, quick, when in steps:
            if options is None:
                if supply.get(card, 0) <= 0:
                    continue
            elif card not in options:
                continue
            if n >= 0:  # Sight.ending_within(n), with its shortcuts
                if provinces < 0:
                    provinces = supply.get("province", 0)
                if provinces > n:
                    if low < 0:
                        low = 3 * min(supply.values())
                    if low > n:
                        continue
                    if to_end < 0:
                        to_end = cards_to_end(supply)
                    if to_end > n:
                        continue
            elif quick is not None:
                if not quick(game, me):
                    continue
            elif when is not None:
                if s is None:
                    s = Sight(game, me)
                if not when(s):
                    continue
            embargo = game.embargo
            if embargo and embargo.get(card, 0) >= EMBARGO_LIMIT and not game.db.info[card].victory:
                if vetoes is not None:
                    vetoes.append((card, "embargo"))
                continue
            if self.careful_end and supply.get(card, 0) == 1:  # else it cannot end the game
                if s is None:
                    s = Sight(game, me)
                if s.loses_by_ending(card):
                    if vetoes is not None:
                        vetoes.append((card, "ends_behind"))
                    continue
            return i
        return -1

    def band(self, i: int, cost: Mapping[str, int]) -> tuple[int, int]:
        """The coins at which unconditional rule `i` fires: from its card's cost up to one
        below the cheapest unconditional rule listed above it (0: no upper end), as in
        Big Money's "Gold at 6-7"."""
        low = cost[self.rules[i].card]
        above = [cost[r.card] for r in self.rules[:i] if r.when is None]
        high = min(above, default=0) - 1
        return low, high if high >= low else 0

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
