"""Per-decision-kind handlers of the rule bots, and per-card handlers where a kind needs them.

Each handler gets the strategy, the decider's `Sight` and the decision, and returns a legal
answer. Kinds map to one handler; a few kinds look at `decision.card` in a small table
(`CHOOSERS`, `TRASHERS`) instead of growing an if-chain per card name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from companion.bots.playing import priority
from companion.bots.sight import Sight
from companion.bots.strategy import Strategy
from companion.bots.values import (
    DEAD_TERMINAL,
    JUNK,
    hand_value,
    hand_values,
    price_tier,
    worst_first,
    worth,
)
from companion.engine.decisions import NO, YES, Answer, Decision, Kind

Handler = Callable[[Strategy, Sight, Decision], Answer]

GOOD_CARD = 1.5
"""A card at least this good in hand (Silver and up, most Actions) is worth drawing."""

CHAPEL_KEEPS_MONEY = 7
"""Chapel trashes Coppers only while the deck keeps at least this many coins of Treasure."""

CHAPEL_KEEPS_COINS = 3
"""Chapel leaves at least this many coins in hand (a Silver's price): a trashing turn still buys."""

PIRATE_COINS_AT = 4
"""Pirate Ship takes the coins once its mat holds this many tokens."""

SELF_TRASHING_GAINERS = frozenset({"feast"})
"""Cards that trash themselves to gain a card: gaining another copy would only go round."""

NATIVE_VILLAGE_TAKE = 3
"""Native Village takes the mat into hand once it holds this many cards."""


def minimal(d: Decision) -> Answer:
    """The smallest legal answer (used for choices no handler knows)."""
    return d.options[: d.min]


def yes(flag: bool) -> Answer:
    """A yes/no answer."""
    return (YES,) if flag else (NO,)


# -- actions, buys, gains -----------------------------------------------------------------


def best_action(
    st: Strategy, s: Sight, options: tuple[str, ...]
) -> tuple[tuple[int, str] | None, tuple[str, ...]]:
    """The playable Action with the highest priority whose guard allows it, as (priority,
    card), or None; and the cards whose guards held them back (for the bot's reason)."""
    best: tuple[int, str] | None = None
    held: tuple[str, ...] = ()
    for card in options:
        guard = st.guards.get(card)
        if guard is not None and not guard(s):
            held += (card,)
            continue
        rank = priority(s, card)
        if best is None or rank > best[0]:
            best = (rank, card)
    return best, held


def play_action(st: Strategy, s: Sight, d: Decision) -> Answer:
    """The playable Action with the highest priority whose guard allows it, or none."""
    best, _ = best_action(st, s, d.options)
    return () if best is None else (best[1],)


def throne(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Throne Room doubles the best Action it may (guards first, then any)."""
    allowed = [c for c in d.options if (g := st.guards.get(c)) is None or g(s)]
    pool = allowed or list(d.options)
    return (max(pool, key=lambda c: (priority(s, c), c)),)


def buy(st: Strategy, s: Sight, d: Decision) -> Answer:
    """The buy rules' choice, or no buy."""
    card = st.buy(s, d.options)
    return () if card is None else (card,)


def gain(st: Strategy, s: Sight, d: Decision) -> Answer:
    """A gain by the buy rules (Thief, Mine and Feast have their own twist)."""
    if d.card == "thief":
        # Take every stolen Treasure better than Copper.
        return tuple(c for c in d.options if worth(s, c, st.plan) > JUNK)
    if d.card == "mine":
        return (max(d.options, key=lambda c: (worth(s, c, st.plan), c)),)
    options = d.options
    if d.card in SELF_TRASHING_GAINERS and len(set(options)) > 1:
        options = tuple(c for c in options if c != d.card)  # no Feast for a Feast
    if d.min == 0 and d.max == 1:
        found = st.buy(s, options)
        return () if found is None else (found,)
    return (st.gain(s, options),)


# -- trashing -----------------------------------------------------------------------------


def least_worth(st: Strategy, s: Sight, options: tuple[str, ...]) -> str:
    """The option we would miss least."""
    return min(options, key=lambda c: (worth(s, c, st.plan), c))


def trash_chapel(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Curses, then Estates (not once the game is ending), then Coppers while money lasts and
    this turn still buys a Silver."""
    chosen: list[str] = []
    money = s.money
    coins = s.hand_coins
    for card in sorted(d.options, key=lambda c: (worth(s, c, st.plan), c)):
        if len(chosen) == d.max:
            break
        if card == "copper":
            if money - 1 < CHAPEL_KEEPS_MONEY or coins - 1 < CHAPEL_KEEPS_COINS:
                continue
            money -= 1
            coins -= 1
        elif worth(s, card, st.plan) > JUNK:
            continue
        chosen.append(card)
    return tuple(chosen)


def trash_mine(st: Strategy, s: Sight, d: Decision) -> Answer:
    """The Treasure with the biggest upgrade (Silver to Gold, Copper to Silver)."""

    def gain_of(card: str) -> float:
        """Worth gained by upgrading this Treasure."""
        upgrades = s.game.affordable(s.db.cost[card] + 3, lambda c: s.db[c].treasure)
        best = max((worth(s, c, st.plan) for c in upgrades), default=0.0)
        return best - worth(s, card, st.plan)

    return (max(d.options, key=lambda c: (gain_of(c), c)),)


def trash_remodel(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Remodel's best target (the least worth if it was played anyway)."""
    target = st.remodel_target(s, d.options)
    if target is None:  # asked anyway (a second play by Throne Room): lose the least
        target = least_worth(st, s, d.options)
    return (target,)


def trash_salvager(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Salvager's target (junk, or a card whose coins lift this turn's buy); if it was played
    anyway, the card that costs us least, counting the coins Salvager pays for it."""
    target = st.salvage_target(s, d.options)
    if target is None:
        target = min(d.options, key=lambda c: (worth(s, c, st.plan) - 0.5 * s.db.cost[c], c))
    return (target,)


def trash_best_treasure(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Thief, Pirate Ship: trash the victim's best Treasure."""
    return (max(d.options, key=lambda c: (s.db[c].coins, c)),)


TRASHERS: Mapping[str, Handler] = MappingProxyType(
    {
        "chapel": trash_chapel,
        "mine": trash_mine,
        "remodel": trash_remodel,
        "salvager": trash_salvager,
        "thief": trash_best_treasure,
        "pirate_ship": trash_best_treasure,
    }
)


def trash(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Per-card trashing, else the least worth (Lookout)."""
    special = TRASHERS.get(d.card or "")
    if special is not None:
        return special(st, s, d)
    if d.target is not None and d.target != s.me:
        return trash_best_treasure(st, s, d)
    ranked = sorted(d.options, key=lambda c: (worth(s, c, st.plan), c))
    return tuple(ranked[: max(d.min, 1 if d.max else 0)])  # Lookout: the worst card


# -- discarding, putting back, setting aside ------------------------------------------------


def discard(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Cellar's dead cards, else the least useful cards this turn (Militia, Warehouse)."""
    if d.card == "cellar":
        # Cards that cannot help this turn: Victory cards, Curses, terminals without an Action.
        return tuple(c for v, c in _values(s, d.options, s.actions) if v <= DEAD_TERMINAL)
    actions = s.actions if s.active else 1
    return tuple(worst_first(s.db, d.options, actions)[: d.min])


def _values(s: Sight, cards: tuple[str, ...], actions: int) -> list[tuple[float, str]]:
    """Hand values of these cards with this many Actions."""
    return hand_values(s.db, cards, actions)


def topdeck(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Treasury back on the deck; Ghost Ship and Bureaucrat victims give up the worst."""
    if d.card == "treasury":
        return d.options  # Treasuries back on the deck, every time
    if d.card == "ghost_ship":
        back = worst_first(s.db, d.options, 1)[: d.min]
        return tuple(sorted(back, key=lambda c: (-hand_value(s.db, c), c)))
    return tuple(sorted(d.options, key=lambda c: (worth(s, c, st.plan), c))[: d.min])


def set_aside(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Island and Haven choices."""
    if d.card == "island":
        return (_island_card(st, s, d.options),)
    if d.card == "haven":
        return (_haven_card(s, d.options),)
    return minimal(d)


def _island_card(st: Strategy, s: Sight, options: tuple[str, ...]) -> str:
    """A Victory-only card (most points first), else the least useful card."""
    info = s.db.info
    green = [c for c in options if info[c].victory and not info[c].action]
    if green:
        return max(green, key=lambda c: (info[c].vp, c))
    return worst_first(s.db, options, s.actions)[0]


def _haven_card(s: Sight, options: tuple[str, ...]) -> str:
    """The best card whose absence does not lower this turn's buy; else the least useful."""
    info = s.db.info
    now = price_tier(s.hand_coins)
    pool = [c for c in options if not (info[c].action and s.actions > 0)] or list(options)
    keeps = [c for c in pool if price_tier(s.hand_coins - info[c].coins) == now]
    if keeps:
        return max(keeps, key=lambda c: (hand_value(s.db, c), c))
    return worst_first(s.db, pool, s.actions)[0]


def reveal(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Moat always; Ambassador the card of least worth."""
    if d.card == "ambassador":
        return (least_worth(st, s, d.options),)
    return d.options[: d.max]  # Moat: always reveal


def return_copies(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Ambassador: return as many copies as allowed of a junk card, none of a good one."""
    if not d.options or worth(s, d.options[0], st.plan) > JUNK:
        return minimal(d)
    return d.options[: d.max]


def order(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Best card on top."""
    return tuple(sorted(d.options, key=lambda c: (-hand_value(s.db, c), c)))


# -- choose: one handler per card ---------------------------------------------------------


def choose_spy(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Keep good cards on your own deck, discard them from the others'."""
    good = hand_value(s.db, d.shown[0]) >= GOOD_CARD if d.shown else False
    mine = d.target is None or d.target == s.me
    return ("keep",) if good == mine else ("discard",)


def choose_library(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Set an Action aside when no Action is left to play it."""
    return yes(s.actions == 0)


def choose_chancellor(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Discard the deck unless what is left in it is better than the deck on average."""
    pile = s.draw_pile
    if not pile:
        return yes(False)
    left = sum(hand_value(s.db, c) * n for c, n in pile.items()) / sum(pile.values())
    total = sum(hand_value(s.db, c) * n for c, n in s.owned.items()) / s.deck_size
    return yes(left <= total)


def choose_pearl_diver(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Put a good bottom card on top."""
    return yes(bool(d.shown) and hand_value(s.db, d.shown[0]) >= GOOD_CARD)


def choose_navigator(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Discard a look worse than an average draw of as many cards."""
    looked = d.shown
    average = sum(hand_value(s.db, c) * n for c, n in s.owned.items()) / s.deck_size
    value = sum(v for v, _ in _values(s, looked, 1))
    return ("discard",) if value < average * len(looked) else ("put_back",)


def choose_pirate_ship(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Coins once the mat is worth it, else attack."""
    tokens = s.pirate_tokens
    if tokens >= PIRATE_COINS_AT or (tokens and not s.opponents):
        return ("coins",)
    return ("attack",)


def choose_native_village(st: Strategy, s: Sight, d: Decision) -> Answer:
    """Build the mat; take it when it is big or would lift this turn to a better buy."""
    mat = s.mat
    if not mat:
        return ("set_aside",)
    info = s.db.info
    now = s.hand_coins
    with_mat = now + sum(info[c].coins for c in mat)
    if len(mat) >= NATIVE_VILLAGE_TAKE or price_tier(with_mat) > price_tier(now) >= 5:
        return ("take",)
    return ("set_aside",)


EMBARGO_PILES = ("province", "gold")
"""Piles every money deck wants, in the order an Embargo bot taxes them."""


def choose_embargo(st: Strategy, s: Sight, d: Decision) -> Answer:
    """The kingdom pile the others own most of and we do not buy; else Province, then Gold."""
    theirs = s.opponent_cards
    kingdom = s.db.kingdom_ids
    best: tuple[str | None, int] = (None, 0)
    for pile in d.options:
        if pile not in kingdom or pile in st.plan or not s.supply(pile):
            continue
        if theirs[pile] > best[1]:
            best = (pile, theirs[pile])
    if best[0] is not None:
        return (best[0],)
    for pile in EMBARGO_PILES:
        if pile in d.options and s.supply(pile):
            return (pile,)
    return minimal(d)


CHOOSERS: Mapping[str, Handler] = MappingProxyType(
    {
        "spy": choose_spy,
        "library": choose_library,
        "chancellor": choose_chancellor,
        "pearl_diver": choose_pearl_diver,
        "explorer": lambda st, s, d: yes(True),
        "navigator": choose_navigator,
        "pirate_ship": choose_pirate_ship,
        "native_village": choose_native_village,
        "embargo": choose_embargo,
    }
)


def choose(st: Strategy, s: Sight, d: Decision) -> Answer:
    """The card's own chooser, else the first option."""
    special = CHOOSERS.get(d.card or "")
    return special(st, s, d) if special is not None else minimal(d)


BY_CARD: Mapping[Kind, Mapping[str, Handler]] = MappingProxyType(
    {Kind.TRASH: TRASHERS, Kind.CHOOSE: CHOOSERS}
)
"""The kinds whose handler hands some cards' questions to a card's own handler."""


def rule_of(d: Decision) -> str:
    """The reason id of a question no buy or play rule answers: the kind, or "kind:card"
    when the card has its own handler (`trash:chapel`, `choose:spy`)."""
    special = BY_CARD.get(d.kind)
    if special is not None and d.card in special:
        return f"{d.kind.value}:{d.card}"
    return d.kind.value


HANDLERS: Mapping[Kind, Handler] = MappingProxyType(
    {
        Kind.ACTION: play_action,
        Kind.TREASURES: lambda st, s, d: d.options,
        Kind.BUY: buy,
        Kind.DISCARD: discard,
        Kind.TRASH: trash,
        Kind.GAIN: gain,
        Kind.TOPDECK: topdeck,
        Kind.SET_ASIDE: set_aside,
        Kind.REVEAL: reveal,
        Kind.RETURN: return_copies,
        Kind.CHOOSE: choose,
        Kind.ORDER: order,
        Kind.PLAY: throne,
    }
)
"""One handler per decision kind."""
