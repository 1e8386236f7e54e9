"""Proof that a game can never end: no card can leave the supply again.

A game ends only when supply piles empty, and a card leaves the supply only when someone gains
it. Gaining happens by buying, or through a card that gains or hands out cards (the catalogue
tags them: `gaining`, or a `cursing`/`junking` attack). So if nobody owns such a card and no
player can ever produce the coins for the cheapest card left in the supply, nothing is ever
gained again: players' cards can only shrink (trashing), the coins they can make with them too,
and the supply stays as it is. The game is stuck for good (for example both players own only
a Chapel while Copper and Curse are gone).

The check is an upper bound, so it never calls a game stuck that could still end; it may miss
a stuck game (those run on to the turn cap).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Protocol

from companion.catalogue import Catalogue
from companion.engine.game import Game

MOVER_TAGS = frozenset({"gaining"})
MOVER_ATTACKS = frozenset({"cursing", "junking"})
# Coins a card can make beyond its "+N" data, which lists only unconditional parts:
# Moneylender +3 for a Copper; Salvager the cost of the card it trashes (at most the dearest
# card there is). Pirate Ship's coins grow with its tokens, so it has no fixed bound.
CONDITIONAL_COINS = {"moneylender": 3}
TRASHED_COST_COINS = frozenset({"salvager"})
UNBOUNDED_COINS = frozenset({"pirate_ship"})
DOUBLER = "throne_room"  # plays a card twice; Throne Room on Throne Room still plays each card
# at most twice


class StuckCheck(Protocol):
    """What the simulator asks of a dead-end check: `DeadEnd`, or a stand-in in a test (typed
    as a protocol, so a compiled simulator takes either)."""

    def stuck(self, game: Game) -> bool: ...


class DeadEnd:
    """Decides, from the card facts, whether a game position can never end."""

    def __init__(self, cat: Catalogue) -> None:
        cards = cat.cards.values()
        dearest = max(c.cost for c in cards)
        self.movers = frozenset(
            c.id
            for c in cards
            if c.tags & MOVER_TAGS
            or MOVER_ATTACKS.intersection(c.attack)
            or c.id in UNBOUNDED_COINS
        )
        self.coins: Mapping[str, int] = {
            c.id: c.coins
            + c.plus.coins
            + c.next_turn.coins
            + CONDITIONAL_COINS.get(c.id, 0)
            + (dearest if c.id in TRASHED_COST_COINS else 0)
            for c in cards
        }
        self.free = tuple(c.id for c in cards if c.cost == 0)

    def most_coins(self, game: Game, pi: int) -> int:
        """An upper bound on the coins player `pi` can have in any one turn from now on."""
        cards = game.players[pi].all_cards()
        coins = self.coins
        total = sum(coins[c] for c in cards)
        if DOUBLER in cards:
            total *= 2
        if pi == game.active:
            total += game.coins  # coins already made this turn
        return total

    def stuck(self, game: Game) -> bool:
        """True if the game is not over and no card can ever leave the supply again."""
        if game.game_over or game.ended():  # over, or ends when this turn does
            return False
        supply = game.supply
        for c in self.free:  # anyone may buy a card costing nothing
            if supply.get(c, 0):
                return False
        left = [c for c, n in supply.items() if n > 0]
        if not left:
            return False
        movers = self.movers
        if any(c in movers for p in game.players for c in p.all_cards()):
            return False
        cheapest = min(game.db.cost[c] for c in left)
        return all(self.most_coins(game, pi) < cheapest for pi in range(len(game.players)))


@functools.cache
def dead_end(cat: Catalogue) -> DeadEnd:
    """The check for this catalogue, built once."""
    return DeadEnd(cat)
