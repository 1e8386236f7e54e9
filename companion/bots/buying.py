"""Buy rules as data: an ordered list of (card, condition); the first affordable match is bought.

The same list answers gains (Workshop, Feast, Remodel, Smugglers): the first listed card that is
among the options and whose condition holds. Conditions look only at what the buyer may see.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import repeat
from types import MappingProxyType
from typing import TYPE_CHECKING

from companion.bots.reasons import Arg
from companion.bots.sight import ENDGAME_CARDS, Sight, cards_to_end
from companion.engine.native import by_fields

if TYPE_CHECKING:
    from companion.engine.game import Game

Condition = Callable[[Sight], bool]


@dataclass(frozen=True, slots=True)
class Buy:
    """Buy `card` when it is affordable and `when` holds (None: always)."""

    card: str
    when: Condition | None = None
    label: str = ""  # the condition in words, for documentation and `describe`
    rule: str = "money"  # the rule's id for a bot's reasons (companion/bots/reasons.py)
    args: tuple[tuple[str, Arg], ...] = ()  # its parameters, for the same

    def applies(self, sight: Sight) -> bool:
        """Does the condition hold now?"""
        return self.when is None or self.when(sight)

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return by_fields(self)  # pickles alike compiled (engine/native.py)


Rules = tuple[Buy, ...]


class EndingWithin:
    """Condition: at most `n` more cards must leave the supply for the game to end (Provinces
    or 3 piles). A class, not a closure, so that `Strategy` can read `n` and answer it from
    the supply without a `Sight` (the buy rules' most common condition)."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def __call__(self, s: Sight) -> bool:
        return s.ending_within(self.n)


def ending_within(n: int) -> Condition:
    """At most n more cards must leave the supply for the game to end (Provinces or 3 piles)."""
    return EndingWithin(n)


def fewer_than(card: str, n: int) -> Condition:
    """The buyer owns fewer than n copies of the card."""
    return lambda s: s.count(card) < n


class CopiesForDeck:
    """Condition: own `first` copies of `card` at once, one more per `per_cards` cards in the
    deck, at most `most`; and stop adding it once the game is ending. `quick` answers the same
    from the game without a `Sight` (`Strategy` calls it)."""

    __slots__ = ("card", "first", "most", "per_cards")

    def __init__(self, card: str, first: int, per_cards: int, most: int) -> None:
        self.card, self.first, self.per_cards, self.most = card, first, per_cards, most

    def __call__(self, s: Sight) -> bool:
        limit = min(self.most, self.first + s.deck_size // self.per_cards)
        return s.count(self.card) < limit and not s.greening

    def quick(self, game: Game, me: int) -> bool:
        """The same answer for player `me`, read from their zones and the supply."""
        zones = game.players[me].zones()
        limit = min(self.most, self.first + sum(map(len, zones)) // self.per_cards)
        if sum(map(list.count, zones, repeat(self.card))) >= limit:
            return False
        return cards_to_end(game.supply) > ENDGAME_CARDS


def copies_for_deck(card: str, first: int, per_cards: int, most: int) -> Condition:
    """Own `first` copies at once, one more per `per_cards` cards in the deck, at most `most`;
    and stop adding it once the game is ending."""
    return CopiesForDeck(card, first, per_cards, most)


def all_of(*conditions: Condition) -> Condition:
    """All the conditions hold."""
    return lambda s: all(c(s) for c in conditions)


def any_of(*conditions: Condition) -> Condition:
    """At least one of the conditions holds."""
    return lambda s: any(c(s) for c in conditions)


def pile_empty(card: str) -> Condition:
    """The card's supply pile is gone."""
    return lambda s: s.supply(card) == 0


def pile_low(card: str, n: int) -> Condition:
    """At most n cards are left in the card's supply pile."""
    return lambda s: s.supply(card) <= n


def in_kingdom(*cards: str) -> Condition:
    """One of these cards is in the game's supply (even once its pile is empty)."""
    return lambda s: any(c in s.game.supply for c in cards)


def embargoes_below(n: int) -> Condition:
    """Fewer than n Embargo tokens lie on the supply, counting the Embargoes the buyer still owns
    (each will become a token): Embargo trashes itself, so owning one is no limit."""
    return lambda s: s.embargo_tokens + s.count("embargo") < n


def opponents_attack(s: Sight) -> bool:
    """Another player owns an Attack card."""
    info = s.db.info
    return any(info[c].attack for c in s.opponent_cards)


def used_fewer(card: str, n: int) -> Condition:
    """Fewer than n copies are owned or lie in the (public) trash: for cards that trash
    themselves (Treasure Map), so the bot does not buy them again and again."""
    return lambda s: s.count(card) + s.game.trash.count(card) < n


def actions_to_double(card: str) -> Condition:
    """The buyer owns at least two other Actions per Throne Room it would then own."""

    def allowed(s: Sight) -> bool:
        """Enough Actions for one more Throne Room."""
        info = s.db.info
        others = sum(n for c, n in s.owned.items() if info[c].action and c != card)
        return others >= 2 * (s.count(card) + 1)

    return allowed


BIG_MONEY: Rules = (
    Buy("province", label="8+"),
    Buy("gold", label="6-7"),
    Buy("silver", label="3-5"),
)
"""Big Money: Province at 8, Gold at 6-7, Silver at 3-5, nothing else (the textbook baseline:
it even takes the last Province when that loses the game)."""

ENDGAME_DUCHY = 4
LATE_DUCHY = 5
ENDGAME_ESTATE = 2


def _ending(card: str, n: int) -> Buy:
    """Buy `card` once at most `n` more cards must leave the supply for the game to end."""
    return Buy(card, ending_within(n), f"<= {n} cards to the end", "ending", (("cards", n),))


def money_rules(extra_over_gold: Rules = (), extra_over_silver: Rules = ()) -> Rules:
    """Big Money Ultimate's list, with a kingdom card's rules slotted in around Gold and Silver."""
    return (
        Buy("province", label="8+"),
        _ending("duchy", ENDGAME_DUCHY),
        _ending("estate", ENDGAME_ESTATE),
        *extra_over_gold,
        Buy("gold", label="6-7"),
        _ending("duchy", LATE_DUCHY),
        *extra_over_silver,
        Buy("silver", label="3-5"),
    )


BIG_MONEY_ULTIMATE: Rules = money_rules()
"""Big Money with the endgame: Duchy over Gold near the end, Estate over Silver at the very end."""

FIRST_OVER_GOLD = frozenset({"witch", "sea_hag", "wharf", "adventurer"})
"""Kingdom cards whose first copy beats a Gold (cursers, and cards costing 6)."""


@dataclass(frozen=True, slots=True)
class Plan:
    """How many copies of X a Big Money + X bot wants: `first` at once, then one more per
    `per_cards` cards owned, never more than `most`."""

    first: int = 1
    per_cards: int = 16
    most: int = 2

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return by_fields(self)  # pickles alike compiled (engine/native.py)


DEFAULT_PLAN = Plan()
PLANS: dict[str, Plan] = {
    "chapel": Plan(1, 100, 1),  # one Chapel is plenty
    "treasure_map": Plan(4, 100, 4),  # two pairs at once: a lone Map is dead
    "moneylender": Plan(1, 100, 1),
    "smugglers": Plan(1, 100, 1),
    "island": Plan(1, 10, 3),
    "laboratory": Plan(1, 8, 3),  # non-terminal: more copies never collide
    "market": Plan(1, 8, 3),
    "bazaar": Plan(1, 8, 3),
    "caravan": Plan(1, 8, 3),
    "festival": Plan(1, 12, 2),
}
"""Per-card copy plans where one-then-two is wrong; everything else uses DEFAULT_PLAN."""


def plan_of(card: str) -> Plan:
    """The copy plan of a Big Money + X card."""
    return PLANS.get(card, DEFAULT_PLAN)


UNDER_SILVER = frozenset(
    {
        "cellar",
        "chapel",
        "embargo",
        "feast",
        "fishing_village",
        "haven",
        "lighthouse",
        "lookout",
        "native_village",
        "outpost",
        "pearl_diver",
        "spy",
        "village",
        "workshop",
    }
)
"""Cards weak in a money deck: one copy a game over Silver (see `big_money_plus`), any more only
when Silver is not affordable (a 2-coin hand). Without that first copy, seven of them (Outpost,
Spy, Feast, Lookout, Village, Workshop, Fishing Village: 3 coins or more) were never bought, and
the 2-coin ones only in about one game in five, so their bots played plain Big Money."""

AFTER_OPENING = 12
"""Cards owned after the two opening buys: a weak card's first copy waits for them, so it does
not take the opening Silver (measured: Cellar-BM 28% with a Cellar in the opening, 36% after,
against BMU; Village-BM 30% and 33%)."""

IN_THE_OPENING = frozenset({"chapel"})
"""`UNDER_SILVER` cards whose first copy may come in the opening: a trasher is best early
(Chapel-BM 36% against BMU with it in the opening, 31% after)."""


def deck_of(n: int) -> Condition:
    """The buyer owns at least n cards."""
    return lambda s: s.deck_size >= n


NOT_BOUGHT = frozenset({"throne_room"})
"""Cards their own Big Money + X bot does not buy: Throne Room wants two other Actions per copy
(`LIMITS`), and a Big Money + Throne Room bot owns no other Action. The insight says so."""


def buys_its_card(card: str) -> bool:
    """Does the Big Money + `card` bot buy the card in a money deck (not in `NOT_BOUGHT`)?"""
    return card not in NOT_BOUGHT


OVER_SILVER_WHEN: Mapping[str, Buy] = MappingProxyType(
    {
        "lighthouse": Buy(
            "lighthouse", opponents_attack, "an opponent owns an Attack", "against_attacks"
        )
    }
)
"""When an `UNDER_SILVER` card goes over Silver after all: Lighthouse against Attacks."""

EMBARGO_TOKENS = 3
"""An Embargo bot stops buying Embargo once this many tokens lie on the supply (or will)."""

MAPS = 4
"""Treasure Maps a bot buys in a game, counting those already trashed (two pairs)."""

GARDENS_LOW = 4
"""A Gardens bot turns to Estates once this few Gardens are left (the piles it will empty)."""

PARTNERS: Mapping[str, tuple[str, ...]] = MappingProxyType({"gardens": ("workshop",)})
"""Cards a Big Money + X bot also buys when the supply has them: Gardens wants a gainer, and
with Workshop it plays a Gardens rush instead of Big Money (a Woodcutter rush measured far
below Big Money with late Gardens, so Woodcutter is no partner)."""

LIMITS: Mapping[str, Buy] = MappingProxyType(
    {
        "embargo": Buy(
            "embargo",
            embargoes_below(EMBARGO_TOKENS),
            f"< {EMBARGO_TOKENS} tokens",
            args=(("limit", "embargo_tokens"), ("limit_n", EMBARGO_TOKENS)),
        ),
        "treasure_map": Buy(
            "treasure_map",
            used_fewer("treasure_map", MAPS),
            f"< {MAPS} owned or trashed",
            args=(("limit", "used"), ("limit_n", MAPS)),
        ),
        "throne_room": Buy(
            "throne_room",
            actions_to_double("throne_room"),
            "2 other Actions per Throne Room",
            args=(("limit", "actions_to_double"), ("limit_n", 2)),
        ),
    }
)
"""Per-card conditions added to X's own buy rule, beside its copy plan."""


@dataclass(frozen=True, slots=True)
class Part:
    """One kingdom card's buy rules, by where they sit in Big Money Ultimate's list: over Gold,
    over Silver, and under Silver (after it). Parts of two cards concatenate into one list."""

    over_gold: Rules = ()
    over_silver: Rules = ()
    under_silver: Rules = ()

    def __add__(self, other: Part) -> Part:
        """Both cards' rules: this one's first at each place."""
        return Part(
            (*self.over_gold, *other.over_gold),
            (*self.over_silver, *other.over_silver),
            (*self.under_silver, *other.under_silver),
        )

    def rules(self) -> Rules:
        """Big Money Ultimate with these rules slotted in."""
        return (*money_rules(self.over_gold, self.over_silver), *self.under_silver)

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return by_fields(self)  # pickles alike compiled (engine/native.py)


def gardens_rush(card: str, extra: Part = Part()) -> Rules:
    """Workshop + Gardens: Gardens at 4, Workshops below that, then Estates and Coppers
    (every card counts); the bot empties Gardens, the gainers and Estates to end the game on
    three piles. Without a gainer in the kingdom it plays Big Money, taking Gardens late as a
    cheap Duchy (with `extra`, another card's rules, around Gold and Silver)."""
    partners = PARTNERS[card]
    rush = in_kingdom(*partners)
    greening = all_of(rush, any_of(pile_empty(card), ending_within(LATE_DUCHY)))
    late = Part(over_silver=(_ending(card, LATE_DUCHY),))
    return (
        Buy("province", label="8+"),
        Buy("duchy", greening, "Gardens gone or ending", "rush_duchy", (("rush", card),)),
        Buy(card, rush, "a gainer in the kingdom", "rush", (("gainers", partners),)),
        *(Buy(g, rush, "always", "rush_gainer", (("rush", card),)) for g in partners),
        Buy(
            "estate",
            all_of(rush, pile_low(card, GARDENS_LOW)),
            f"<= {GARDENS_LOW} Gardens left",
            "rush_estate",
            (("rush", card), ("left", GARDENS_LOW)),
        ),
        Buy("copper", rush, "a card is a card", "rush_copper", (("rush", card),)),
        *(extra + late).rules(),
    )


def big_money_plus(card: str, cost: int) -> Rules:
    """Big Money Ultimate plus one kingdom card X (`card_part`); Gardens plays its own rush."""
    if card in PARTNERS:
        return gardens_rush(card)
    return card_part(card, cost).rules()


def card_part(
    card: str, cost: int, plan: Plan | None = None, *, first_over_gold: bool = False
) -> Part:
    """X's rules in a Big Money + X bot: X over Silver (and its first copy over Gold for
    cursers and 6-cost cards, or when asked: a pair bot's cards) while the deck wants more
    copies (`plan`, by default `plan_of(card)`); for cards weak in money one copy a game over
    Silver and any more under it; per-card limits from `LIMITS`."""
    plan = plan or plan_of(card)
    wants = copies_for_deck(card, plan.first, plan.per_cards, plan.most)
    label = f"fewer than {plan.first} + deck/{plan.per_cards} (max {plan.most}), not ending"
    args: tuple[tuple[str, Arg], ...] = (
        ("first", plan.first),
        ("per_cards", plan.per_cards),
        ("most", plan.most),
    )
    limit = LIMITS.get(card)
    if limit is not None:
        wants = all_of(wants, limit.applies)
        label = f"{label}, {limit.label}"
        args = (*args, *limit.args)
    over_gold: Rules = ()
    if card in FIRST_OVER_GOLD or cost >= 6 or (first_over_gold and card not in UNDER_SILVER):
        first_one = all_of(fewer_than(card, 1), wants)
        over_gold = (Buy(card, first_one, "first copy", "first_over_gold", args),)
    own = (Buy(card, wants, label, "copies", args),)
    if card in UNDER_SILVER:
        # one copy a game over Silver (none owned or trashed: Feast and Embargo trash themselves),
        # after the opening but for a trasher
        at = 0 if card in IN_THE_OPENING else AFTER_OPENING
        first = Buy(
            card,
            all_of(used_fewer(card, 1), deck_of(at), wants),
            f"first copy a game, {at}+ cards owned, {label}",
            "weak_in_opening" if at == 0 else "weak_after_opening",
            (("cards", at), *args),
        )
        more = (Buy(card, wants, label, "weak_more", args),)
        when = OVER_SILVER_WHEN.get(card)
        if when is None:
            return Part(over_gold, (first,), more)
        also = Buy(card, all_of(wants, when.applies), f"{label}, {when.label}", when.rule, args)
        return Part(over_gold, (first, also), more)
    return Part(over_gold, own)


@dataclass(frozen=True, slots=True)
class PairCard:
    """What a pair bot needs to know of one of its cards: id, cost, and whether it is a
    village (+2 Actions) or a terminal Action (no +Action)."""

    card: str
    cost: int
    village: bool = False
    terminal: bool = False

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return by_fields(self)  # pickles alike compiled (engine/native.py)


VILLAGE_PLAN_EXTRA = 1
"""More copies of a terminal a pair bot may own when its other card is a village."""


def pair_plan(card: PairCard, other: PairCard) -> Plan:
    """A card's copy plan in a pair: its own, one more terminal when the other is a village."""
    plan = plan_of(card.card)
    if card.terminal and other.village and card.card not in PLANS:
        return Plan(plan.first, plan.per_cards, plan.most + VILLAGE_PLAN_EXTRA)
    return plan


def big_money_pair(a: PairCard, b: PairCard) -> Rules:
    """Big Money Ultimate plus two kingdom cards: each card's own rules (`card_part`, with its
    copy plan and limits), the dearer card's first at each place in the list (then by id),
    and a terminal's plan one copy larger beside a village (`pair_plan`). So that the bot
    plays both cards (the pair is what is measured), each card's first copy goes over Gold
    (not a card weak in money), and of two cards of one cost the one owned less comes first
    (`take_turns`). With Gardens the bot plays Gardens' rush when it has a gainer, else the
    other card's Big Money."""
    first, second = sorted((a, b), key=lambda c: (-c.cost, c.card))
    parts = [
        card_part(c.card, c.cost, pair_plan(c, o), first_over_gold=True)
        if c.card not in PARTNERS
        else Part()
        for c, o in ((first, second), (second, first))
    ]
    if first.cost == second.cost:
        parts[0] = take_turns(parts[1], second.card, first.card) + parts[0]
    merged = parts[0] + parts[1]
    gardens = [c.card for c in (first, second) if c.card in PARTNERS]
    if gardens:
        return gardens_rush(gardens[0], merged)
    return merged.rules()


def fewer_than_other(card: str, other: str) -> Condition:
    """The buyer owns fewer copies of `card` than of `other`."""
    return lambda s: s.count(card) < s.count(other)


def take_turns(part: Part, card: str, other: str) -> Part:
    """`part`'s over-Silver rules for `card`, each only while the buyer owns fewer of it than
    of `other`: put before `other`'s rules, two cards of one price are bought in turn."""
    turns = tuple(
        Buy(
            r.card,
            all_of(fewer_than_other(card, other), r.when or (lambda s: True)),
            f"{r.label}, fewer than {other}",
            r.rule,
            r.args,
        )
        for r in part.over_silver
        if r.card == card
    )
    return Part(over_silver=turns)
