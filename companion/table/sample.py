"""A simulated sample game of the kingdom insight as a table replay, and the id that names it.

The id names the game, not its moves: `<kingdom code>~<card id>~<game number>`, e.g.
`K1AAAOzJEnTw~witch~1` (numbers from 1), or for a pair bot (companion.sim.pairs)
`<kingdom code>~<card id>+<card id>~<game number>`, e.g. `K1AAAOzJEnTw~laboratory+militia~1`.
The code gives the kingdom's cards, and with the app's insight settings (the default seed,
Province target and turn cap; the games per card do not change a game)
`sample_game(spec, card, number - 1)` plays the same game on any server at any time, so a link
needs no memory on the server. Kingdom codes and card ids never hold `~` or `+`, and scenario
ids never hold `~` either, so an id with `~` is a sample game's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from companion.catalogue import Catalogue
from companion.catalogue.model import Text
from companion.echo import clip
from companion.engine.cards import CardDB
from companion.engine.game import Game
from companion.i18n import Translator, translator
from companion.kingdom import Kingdom, KingdomError, decode, encode
from companion.table.replay import Move, Replay, ReplayInfo

if TYPE_CHECKING:  # the simulator (and its bots) is imported when a sample link comes
    from companion.sim.insight import InsightSpec, SampleGame

SEP = "~"
PAIR = "+"
MAX_ID = 200
"""Characters an id may have (a code is about 20, a card id at most 15)."""
REASONS = ("form", "code", "card", "number")
BMU = "BMU"  # the opponent's name, the same in both languages


class BadSample(ValueError):
    """A sample game id that cannot be used; `reason` is one of REASONS, `value` the part at
    fault (the whole id for "form") and `detail` the kingdom code's own error, if any."""

    def __init__(self, reason: str, value: str, detail: KingdomError | None = None) -> None:
        super().__init__(f"bad sample game id ({reason}): {clip(value)!r}")
        self.reason = reason
        self.value = value
        self.detail = detail


@dataclass(frozen=True, slots=True)
class SampleRef:
    """Which sample game: the kingdom's code and cards, the card whose bot plays (and its
    partner for a pair bot), the game's number (from 1)."""

    code: str
    cards: tuple[str, ...]
    card: str
    number: int
    partner: str | None = None

    @property
    def id(self) -> str:
        return sample_id(self.code, self.bot, self.number)

    @property
    def bot(self) -> str:
        """The id's bot part: the card, or `card+partner`."""
        return self.card if self.partner is None else pair_part(self.card, self.partner)

    @property
    def spec(self) -> InsightSpec:
        """The insight whose simulation played this game (the app's settings)."""
        from companion.sim.insight import InsightSpec

        return InsightSpec(self.cards)


def sample_id(code: str, card: str, number: int) -> str:
    """The id of game `number` (from 1) of the card's bot against BMU on the coded kingdom
    (`card` may be a pair's `x+y`, `pair_part`)."""
    return SEP.join((code, card, str(number)))


def pair_part(card: str, partner: str) -> str:
    """The bot part of a pair bot's sample id: `laboratory+militia`."""
    return f"{card}{PAIR}{partner}"


def kingdom_sample_id(cards: Sequence[str], card: str, number: int = 1) -> str:
    """The id of a sample game on these ten cards (its code holds only the cards)."""
    return sample_id(encode(Kingdom(tuple(cards))), card, number)


def is_sample(replay_id: str) -> bool:
    """Whether a replay id names a sample game (scenario ids have no SEP)."""
    return SEP in replay_id


def parse_sample(text: str) -> SampleRef:
    """The sample game an id names, or BadSample saying which part cannot be used."""
    from companion.sim.insight import MAX_INSIGHT_GAMES

    parts = text.split(SEP)
    if len(text) > MAX_ID or len(parts) != 3:
        raise BadSample("form", text)
    code, bot, number = parts
    try:
        cards = decode(code).cards
    except ValueError as exc:
        raise BadSample("code", code, exc if isinstance(exc, KingdomError) else None) from None
    halves = bot.split(PAIR)
    if len(halves) > 2 or len(set(halves)) != len(halves):
        raise BadSample("card", bot)
    for card in halves:
        if card not in cards:
            raise BadSample("card", card)
    if not (number.isascii() and number.isdigit() and 1 <= int(number) <= MAX_INSIGHT_GAMES):
        raise BadSample("number", number)
    partner = halves[1] if len(halves) == 2 else None
    return SampleRef(code, tuple(cards), halves[0], int(number), partner)


def sample_game(spec: InsightSpec, card: str, index: int, partner: str | None = None) -> SampleGame:
    """Game `index` (from 0) of the insight's simulation for the card (sim.insight's), or of
    the pairs' simulation for the card and its partner (sim.pairs')."""
    from companion.sim import insight

    if partner is None:
        return insight.sample_game(spec, card, index)
    from companion.sim.pairs import PairsSpec

    return insight.play_sample(PairsSpec(spec).versus(card, partner), index)


def both(say: Callable[[Translator], str]) -> Text:
    """A text said in each language by `say(translator)`."""
    return Text(say(translator("en")), say(translator("hu")))


def bot_name(cat: Catalogue, card: str, partner: str | None = None) -> Text:
    """The name of the card's bot in both languages: "Witch-BM", "Boszorkány-BM"; a pair's
    "Laboratory+Militia-BM"."""
    if partner is not None:
        return both(
            lambda _: _(
                "{card}+{partner}-BM",
                card=cat.card(card).name(_.lang),
                partner=cat.card(partner).name(_.lang),
            )
        )
    return both(lambda _: _("{card}-BM", card=cat.card(card).name(_.lang)))


def sample_replay(ref: SampleRef, db: CardDB, cat: Catalogue) -> Replay:
    """The sample game as a replay: one step per answer, its seats named after their bots."""
    index = ref.number - 1
    if ref.partner is None:
        sample = sample_game(ref.spec, ref.card, index)
    else:
        sample = sample_game(ref.spec, ref.card, index, ref.partner)
    bot = bot_name(cat, ref.card, ref.partner)
    seats = tuple(
        bot if seat == sample.bot_seat else Text(BMU, BMU)
        for seat in range(len(sample.setup.players))
    )

    def words(_: Translator) -> dict[str, object]:
        return {"n": ref.number, "bot": bot(_.lang), "opponent": BMU, "seat": sample.bot_seat + 1}

    title = both(
        lambda _: _(
            "{bot} – {opponent}: sample game {n}", bot=bot(_.lang), opponent=BMU, n=ref.number
        )
    )
    start = both(
        lambda _: (
            _(
                "Game {n} of the insight’s simulation of {bot} against {opponent} on this "
                "kingdom, played by the bots as the simulator plays it; {bot} sits in seat "
                "{seat}. The board shows the hand of the player to move.",
                **words(_),
            )
            if ref.partner is None
            else _(
                "Game {n} of the pairs’ simulation of {bot} against {opponent} on this "
                "kingdom, played by the bots as the simulator plays it; {bot} sits in seat "
                "{seat}. The board shows the hand of the player to move.",
                **words(_),
            )
        )
    )
    info = ReplayInfo(ref.id, title, start, False, cards=ref.cards)
    moves = [Move(answer) for answer in sample.answers]
    if moves:
        moves[-1] = Move(moves[-1].play, _ending(sample, sample.replay(cat), seats))
    return Replay(info, sample.setup, moves, db, seats)


def _ending(sample: SampleGame, game: Game, seats: tuple[Text, ...]) -> Text:
    """What the last step says: each seat's victory points, and how the game ended."""

    def say(_: Translator) -> str:
        scores = ", ".join(
            _("{name}: {vp} VP", name=seat(_.lang), vp=game.score(i))
            for i, seat in enumerate(seats)
        )
        if sample.finished:
            return _("The game is over. {scores}.", scores=scores)
        if sample.stuck:
            return _(
                "The game got stuck here: no player could ever gain a card again. {scores}.",
                scores=scores,
            )
        return _("The turn cap stopped the game here. {scores}.", scores=scores)

    return both(say)
