"""The core try-it widgets' pure logic: how to read a card, the starting hand, the phases, scoring.

Every number comes from the catalogue or the engine: the starting deck from engine.piles, a dealt
hand from the engine's own deal, scores from the engine's scoring and its tie-break.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from companion.catalogue.model import Card
from companion.engine.cards import CardDB
from companion.engine.piles import STARTING_DECK
from companion.engine.setup import PlayerPosition, Position, Setup
from companion.engine.standard import new_game
from companion.rulebook.numbers import HAND_SIZE
from companion.rulebook.table_diagram import DIAGRAM_WIDGET_IDS

# Every widget id a chapter may name; the engine widgets' branch adds its ids here.
CORE_WIDGET_IDS = frozenset(
    {"card_anatomy", "player_count", "starting_hand", "turn_phases", "scoring"}
)
# The engine widgets of the action, buy, cleanup, attacks and seaside chapters
# (companion/rulebook/action.py, buy.py, cleanup.py, attacks.py, seaside.py).
ENGINE_WIDGET_IDS = frozenset(
    {
        "play_order",
        "term_demo",
        "buy_calculator",
        "reshuffle",
        "militia_moat",
        "duration_example",
        "embargo",
    }
)
WIDGET_IDS = CORE_WIDGET_IDS | ENGINE_WIDGET_IDS | DIAGRAM_WIDGET_IDS

PHASES = ("action", "buy", "cleanup")  # A, B, C
PHASE_LETTERS = {"action": "A", "buy": "B", "cleanup": "C"}
# Cards the "how to read a card" widget starts with: one of each kind a new player meets.
ANATOMY_EXAMPLES = ("market", "copper", "province", "curse", "militia", "moat", "lighthouse")
# The cards the scoring calculator counts (Island is an Action-Victory card worth 2);
# Gardens' worth depends on the deck's size.
SCORED = ("estate", "duchy", "province", "gardens", "island", "curse")
SCORING_KINGDOM = ("gardens", "island", "native_village")


@dataclass(frozen=True, slots=True)
class CardParts:
    """A card's printed parts, as "how to read a card" labels them."""

    name: str
    cost: int
    types: tuple[str, ...]
    text: str
    coins: int
    vp: int


def card_parts(card: Card, lang: str) -> CardParts:
    return CardParts(card.name(lang), card.cost, card.types, card.text(lang), card.coins, card.vp)


# The printed colour of each type's band (base rulebook card anatomy, Seaside p.3).
BAND_COLOURS = {
    "action": "white",
    "treasure": "yellow",
    "victory": "green",
    "curse": "purple",
    "reaction": "blue",
    "duration": "orange",
}


def text_role(types: tuple[str, ...]) -> str:
    """What a card's middle text is for: "play" (Action), "treasure" or "scored" (Victory, Curse).

    Only Action and Treasure cards can be played; a Victory card or a Curse only counts at the end.
    """
    if "action" in types:
        return "play"
    if "treasure" in types:
        return "treasure"
    return "scored"


def band_colours(types: tuple[str, ...]) -> tuple[str, ...]:
    """The colours of a card's type band: a Reaction or Duration band replaces the Action white."""
    colours = [BAND_COLOURS[t] for t in types if t in BAND_COLOURS]
    if "reaction" in types or "duration" in types:
        colours.remove("white")
    return tuple(colours)


def split_probabilities() -> dict[tuple[int, int], Fraction]:
    """The chance of each coin split of the first two hands (5/2, 4/3), from the starting deck.

    The ten starting cards are shuffled and dealt as two hands of five; the Coppers in the first
    hand decide the split (the rest are in the second).
    """
    coppers, estates = STARTING_DECK["copper"], STARTING_DECK["estate"]
    total = math.comb(coppers + estates, HAND_SIZE)
    splits: dict[tuple[int, int], Fraction] = {}
    for k in range(max(0, HAND_SIZE - estates), min(coppers, HAND_SIZE) + 1):
        split = (max(k, coppers - k), min(k, coppers - k))
        ways = math.comb(coppers, k) * math.comb(estates, HAND_SIZE - k)
        splits[split] = splits.get(split, Fraction(0)) + Fraction(ways, total)
    return dict(sorted(splits.items(), reverse=True))


@dataclass(frozen=True, slots=True)
class Deal:
    """The first two hands of a player the engine dealt, and their coins."""

    first: tuple[str, ...]
    second: tuple[str, ...]

    @property
    def coins(self) -> tuple[int, int]:
        return self.first.count("copper"), self.second.count("copper")

    @property
    def split(self) -> tuple[int, int]:
        return max(self.coins), min(self.coins)


def deal(db: CardDB, seed: int) -> Deal:
    """Deal a starting hand the way the engine does; the second hand is the rest of the deck."""
    game = new_game(db, Setup(("you",), (), seed=seed))
    player = game.players[0]
    return Deal(tuple(player.hand), tuple(reversed(player.deck[-HAND_SIZE:])))


@dataclass(frozen=True, slots=True)
class Score:
    """A player's cards at the end, the engine's total and each card kind's share."""

    total: int
    cards: int
    lines: tuple[tuple[str, int, int], ...]  # (card id, how many, points)


def score(
    db: CardDB, counts: Mapping[str, int], others: int, island: int = 0, native_village: int = 0
) -> Score:
    """Score a deck: `counts` of Victory cards and Curses, `others` cards without points, plus
    Provinces on the Island mat and Coppers on the Native Village mat (both count as owned).

    The total is the engine's own scoring of that position; the lines break it down.
    """
    deck = [card for card, n in counts.items() for _ in range(n)] + ["copper"] * others
    me = PlayerPosition(
        deck=tuple(deck), island=("province",) * island, native_village=("copper",) * native_village
    )
    position = Position(players=(me, PlayerPosition()))
    game = new_game(db, Setup(("you", "other"), SCORING_KINGDOM, position=position))
    size = len(deck) + island + native_village
    shown = {**counts, "province": counts.get("province", 0) + island}
    lines = []
    for card, n in shown.items():
        each = size // 10 if card == "gardens" else db[card].vp
        if n:
            lines.append((card, n, n * each))
    return Score(game.score(0), size, tuple(lines))
