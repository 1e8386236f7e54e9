"""The buy chapter's calculator: Treasures and +Buy cards in play give coins and Buys (engine),
the engine lists every card you can afford, and the ways to split the coins between the Buys."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from companion.engine.cards import CardDB
from companion.engine.decisions import Kind
from companion.engine.game import Game
from companion.engine.setup import PlayerPosition
from companion.rulebook.practice import end_action_phase, practice_game

KINGDOM = ("cellar", "market", "militia", "moat", "smithy", "village", "woodcutter")
"""Cards of the base rulebook's first recommended kingdom, from $2 to $5."""
TREASURES = ("copper", "silver", "gold")
BUY_CARDS = ("market", "woodcutter")
"""The cards of that kingdom that give +Buy."""
MAX_EACH = 5
"""The most copies of one card the calculator takes."""
MAX_SPLITS = 4
"""The most splits the calculator lists (the richest first): a few lines a learner reads."""
PRINTED_EXAMPLE = {"gold": 1, "silver": 1, "market": 1}
"""The base rulebook's buy example: 6 coins and 2 Buys (here from Gold, Silver and Market)."""
DEFAULTS = {"gold": 2}
"""What the calculator starts with."""


@dataclass(frozen=True, slots=True)
class BuyPosition:
    """What the engine says once everything is played: coins, Buys and the affordable cards."""

    coins: int
    buys: int
    affordable: tuple[str, ...]
    splits: tuple[tuple[int, ...], ...]


def buy_game(db: CardDB, in_play: Mapping[str, int]) -> Game:
    """A game in the buy phase after playing the chosen Treasures and +Buy cards from hand."""
    for card_id, n in in_play.items():
        if card_id not in (*TREASURES, *BUY_CARDS) or not 0 <= n <= MAX_EACH:
            raise ValueError(f"{card_id}: {n} is not a choice of the calculator")
    hand = tuple(c for c, n in in_play.items() for _ in range(n))
    actions = sum(in_play.get(c, 0) for c in BUY_CARDS)
    game = practice_game(
        db, KINGDOM, PlayerPosition(hand=hand, deck=("estate",) * 10), actions=max(1, actions)
    )
    for card_id in BUY_CARDS:
        for _ in range(in_play.get(card_id, 0)):
            game.answer((card_id,))
    end_action_phase(game)
    if game.pending is not None and game.pending.kind is Kind.TREASURES:
        game.answer(game.pending.options)
    return game


def splits(costs: frozenset[int], coins: int, buys: int) -> tuple[tuple[int, ...], ...]:
    """Every way to spend on up to `buys` cards (costs high to low, cards above $0 only) that
    leaves no Buy and coin unused for another such card."""
    paid = sorted(c for c in costs if c > 0)
    found: list[tuple[int, ...]] = []

    def extend(prefix: tuple[int, ...], left: int, top: int) -> None:
        options = [c for c in paid if c <= min(left, top)]
        if len(prefix) == buys or not options:
            if prefix:
                found.append(prefix)
            return
        for c in reversed(options):
            extend((*prefix, c), left - c, c)

    extend((), coins, coins)
    return tuple(found)


def calculate(db: CardDB, in_play: Mapping[str, int]) -> BuyPosition:
    """Coins and Buys from the engine, every card its buy phase offers, and the splits."""
    game = buy_game(db, in_play)
    pending = game.pending
    offered = tuple(pending.options) if pending is not None and pending.kind is Kind.BUY else ()
    costs = frozenset(db.cost[c] for c in offered)
    return BuyPosition(game.coins, game.buys, offered, splits(costs, game.coins, game.buys))
