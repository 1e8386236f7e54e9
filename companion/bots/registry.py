"""Bot names: `bigmoney`, `bmu`, `random`, `<card>-bm` / `bm-<card>` for any kingdom card, and
`<card>+<card>-bm` for a pair of two (`smithy+village-bm`: Big Money with both cards), and
`open:<buy>+<buy>` for an opening (`open:smithy+silver`: those two buys, then Big Money + X).

A name parses into a `BotSpec` (plain data, so it can travel to worker processes); `build`
turns a spec and a seed into a playing bot. Unknown names raise `UnknownBotError` with the
nearest known name.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import dataclass

from companion.bots.buying import (
    BIG_MONEY,
    BIG_MONEY_ULTIMATE,
    PairCard,
    big_money_pair,
    big_money_plus,
)
from companion.bots.opening import (
    PREFIX,
    OpeningError,
    kingdom_cards,
    opening_name,
    opening_strategy,
    parse_opening,
    plan_card,
)
from companion.bots.protocol import Bot
from companion.bots.random_bot import RandomBot
from companion.bots.rule_bot import RuleBot
from companion.bots.strategy import Strategy
from companion.catalogue import Catalogue, UnknownCardError, fold, load

BIG_MONEY_NAME = "bigmoney"
BMU_NAME = "bmu"
RANDOM_NAME = "random"
OPENING = "open"

ALIASES = {
    "bigmoney": BIG_MONEY_NAME,
    "big-money": BIG_MONEY_NAME,
    "big_money": BIG_MONEY_NAME,
    "bm": BIG_MONEY_NAME,
    "bmu": BMU_NAME,
    "bigmoneyultimate": BMU_NAME,
    "big-money-ultimate": BMU_NAME,
    "big_money_ultimate": BMU_NAME,
    "random": RANDOM_NAME,
}
SUFFIXES = ("-bm", "_bm", "+bm", " bm")
PREFIXES = ("bm-", "bm_", "bm+", "bm ")
PAIR_SEP = "+"


class UnknownBotError(ValueError):
    """A bot name we do not know; `suggestion` is the nearest known name, if any is close."""

    def __init__(self, query: str, suggestion: str | None, reason: str = "unknown") -> None:
        super().__init__(query)
        self.query = query
        self.suggestion = suggestion
        self.reason = reason  # "unknown"; "not_kingdom" for bm-copper and the like;
        # "same_card" for a pair of one card twice (smithy+smithy-bm); "opening_shape",
        # "opening_card", "opening_not_buyable" for a bad `open:` name

    def __str__(self) -> str:
        hint = f" (did you mean {self.suggestion!r}?)" if self.suggestion else ""
        return f"unknown bot {self.query!r}{hint}"


@dataclass(frozen=True, slots=True)
class BotSpec:
    """A parsed bot name: `kind` is bigmoney, bmu, random, plus (Big Money + `card`), pair
    (Big Money + `card` + `partner`) or open (`opening`'s two buys, then Big Money + `card`,
    its dearer kingdom card; bots/opening.py)."""

    name: str
    kind: str
    card: str | None = None
    partner: str | None = None
    opening: tuple[str, str] | None = None

    @property
    def needs(self) -> tuple[str, ...]:
        """Kingdom cards this bot needs in the supply."""
        if self.opening is not None:
            return kingdom_cards(self.opening)
        return tuple(c for c in (self.card, self.partner) if c)


def opening_spec(opening: tuple[str, str]) -> BotSpec:
    """The spec of an opening bot (the opening in canonical order, as `parse` gives it)."""
    return BotSpec(opening_name(opening), OPENING, plan_card(opening), opening=opening)


def plus_name(card_id: str) -> str:
    """The canonical name of Big Money + a card: `council-room-bm`."""
    return f"{card_id.replace('_', '-')}-bm"


def pair_name(card: str, partner: str) -> str:
    """The canonical name of Big Money + two cards: `council-room+village-bm`."""
    return f"{card.replace('_', '-')}{PAIR_SEP}{partner.replace('_', '-')}-bm"


def pair_spec(card: str, partner: str) -> BotSpec:
    """The spec of Big Money + two kingdom cards (ids), without looking the name up."""
    return BotSpec(pair_name(card, partner), "pair", card, partner)


def bot_names(cat: Catalogue | None = None) -> list[str]:
    """Every canonical bot name: the three basic bots, then one Big Money + X per kingdom card."""
    cat = cat or load()
    return [BIG_MONEY_NAME, BMU_NAME, RANDOM_NAME] + [plus_name(c.id) for c in cat.kingdom_cards()]


def _card_part(text: str) -> str | None:
    """The X of `bm-X` or `X-bm`, or None."""
    for prefix in PREFIXES:
        if text.startswith(prefix):
            return text[len(prefix) :]
    for suffix in SUFFIXES:
        if text.endswith(suffix):
            return text[: -len(suffix)]
    return None


def _resolve_card(cat: Catalogue, query: str) -> str | None:
    """A card id for X written as an id, a name, or with dashes."""
    for candidate in (query, query.replace("-", "_"), query.replace("-", " ")):
        try:
            return cat.resolve(candidate).id
        except UnknownCardError:
            continue
    return None


def parse(name: str, cat: Catalogue | None = None) -> BotSpec:
    """The spec of a bot name (case- and accent-insensitive; card names in either language)."""
    cat = cat or load()
    text = fold(name.strip())
    known = ALIASES.get(text)
    if known is not None:
        return BotSpec(known, known)
    if text.startswith(PREFIX):
        try:
            return opening_spec(parse_opening(text[len(PREFIX) :], cat))
        except OpeningError as e:
            raise UnknownBotError(name, None, reason=f"opening_{e.reason}") from e
    part = _card_part(text)
    if part and PAIR_SEP in part.strip(PAIR_SEP):
        return _parse_pair(name, part, cat)
    if part:
        card = _resolve_card(cat, part)
        if card is not None:
            if not cat.card(card).is_kingdom:
                raise UnknownBotError(name, None, reason="not_kingdom")
            return BotSpec(plus_name(card), "plus", card)
    raise UnknownBotError(name, suggest(name, cat))


def _parse_pair(name: str, part: str, cat: Catalogue) -> BotSpec:
    """The spec of `x+y-bm`: two different kingdom cards."""
    halves = part.split(PAIR_SEP)
    cards = [_resolve_card(cat, h.strip()) for h in halves] if len(halves) == 2 else [None]
    if any(c is None for c in cards):
        raise UnknownBotError(name, None)
    card, partner = (str(c) for c in cards)
    if not (cat.card(card).is_kingdom and cat.card(partner).is_kingdom):
        raise UnknownBotError(name, None, reason="not_kingdom")
    if card == partner:
        raise UnknownBotError(name, None, reason="same_card")
    return pair_spec(card, partner)


def pair_card(cat: Catalogue, card: str) -> PairCard:
    """What a pair bot's rules need to know of a card (catalogue facts)."""
    info = cat.card(card)
    return PairCard(card, info.cost, "village" in info.tags, "terminal" in info.tags)


def suggest(name: str, cat: Catalogue | None = None) -> str | None:
    """The known bot name closest to a mistyped one."""
    cat = cat or load()
    names = bot_names(cat) + [a for a in ALIASES if "-" in a]
    match = difflib.get_close_matches(fold(name.strip()), names, n=1, cutoff=0.6)
    if not match:
        return None
    return ALIASES.get(match[0], match[0])


def strategy(spec: BotSpec, cat: Catalogue | None = None) -> Strategy:
    """The rule strategy of a bigmoney, bmu, open, plus or pair spec."""
    if spec.kind == BIG_MONEY_NAME:
        return Strategy(spec.name, BIG_MONEY, careful_end=False)  # the textbook baseline
    if spec.kind == BMU_NAME:
        return Strategy(spec.name, BIG_MONEY_ULTIMATE)
    if spec.kind == OPENING and spec.opening is not None:
        return opening_strategy(spec.name, spec.opening, cat or load())
    if spec.kind == "plus" and spec.card:
        cost = (cat or load()).card(spec.card).cost
        return Strategy(spec.name, big_money_plus(spec.card, cost), needs=(spec.card,))
    if spec.kind == "pair" and spec.card and spec.partner:
        cat = cat or load()
        rules = big_money_pair(pair_card(cat, spec.card), pair_card(cat, spec.partner))
        return Strategy(spec.name, rules, needs=spec.needs)
    raise ValueError(f"no rule strategy for {spec.kind!r}")


def build(spec: BotSpec, seed: int, cat: Catalogue | None = None) -> Bot:
    """A playing bot for a spec, with its own RNG seeded by `seed`."""
    if spec.kind == RANDOM_NAME:
        return RandomBot(seed)
    return RuleBot(strategy(spec, cat), seed)


class Builder:
    """Builds bots for many games, making each spec's strategy once (strategies hold no game
    state, so games may share them)."""

    def __init__(self, cat: Catalogue | None = None) -> None:
        self.cat = cat or load()
        self._strategies: dict[BotSpec, Strategy] = {}

    def __call__(self, spec: BotSpec, seed: int | Callable[[], int]) -> Bot:
        """A bot for one game; `seed` may be a function giving it, called only if the bot
        needs a seed (a rule bot draws no random number yet)."""
        if spec.kind == RANDOM_NAME:
            return RandomBot(seed if isinstance(seed, int) else seed())
        made = self._strategies.get(spec)
        if made is None:
            made = self._strategies[spec] = strategy(spec, self.cat)
        return RuleBot(made, seed)


def make_bot(name: str, seed: int = 0, cat: Catalogue | None = None) -> Bot:
    """Parse a bot name and build the bot (raises UnknownBotError)."""
    return build(parse(name, cat), seed, cat)
