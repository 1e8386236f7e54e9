"""The positions of the "Check yourself" questions on a real `Game`, and each kind's answer read
off the engine (counters, legal decisions, zones and events after playing the position)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from companion.engine.cards import CardDB
from companion.engine.decisions import Kind
from companion.engine.events import Ev
from companion.engine.game import Game
from companion.engine.setup import PlayerPosition, Position, Setup
from companion.engine.standard import new_game

YES, NO = "yes", "no"
DEFAULT_DECK = ("copper",) * 10
"""Your deck when a question gives none (what clean-up and +Card draw)."""
OTHER_HAND = ("copper",) * 5
CARD_LISTS = ("hand", "deck", "discard", "in_play", "duration", "other_hand", "play", "buy")


@dataclass(frozen=True, slots=True)
class Spot:
    """The position a question is asked at (2 players; you are player 1, about to act)."""

    hand: tuple[str, ...] = ()
    deck: tuple[str, ...] = DEFAULT_DECK
    discard: tuple[str, ...] = ()
    in_play: tuple[str, ...] = ()
    duration: tuple[str, ...] = ()
    other_hand: tuple[str, ...] = OTHER_HAND
    play: tuple[str, ...] = ()  # played in this order before the question (Treasures last)
    buy: tuple[str, ...] = ()  # bought in this order after playing every Treasure
    kingdom: tuple[str, ...] = ()  # kingdom cards besides those named in the lists
    card: str | None = None  # the card the question is about
    players: int = 2  # only the setup kinds deal a game for another player count
    phase: str = "action"
    actions: int = 1
    buys: int = 1
    coins: int = 0
    supply: tuple[tuple[str, int], ...] = ()
    embargo: tuple[tuple[str, int], ...] = ()
    turns: tuple[int, int] = (0, 0)

    def cards(self) -> tuple[str, ...]:
        """Every card id the position names."""
        named = [c for name in CARD_LISTS for c in getattr(self, name)]
        named += [*self.kingdom, *(c for c, _ in self.supply), *(c for c, _ in self.embargo)]
        return tuple(named + ([self.card] if self.card else []))


def _kingdom(db: CardDB, spot: Spot) -> tuple[str, ...]:
    return tuple(sorted({c for c in spot.cards() if c in db.kingdom_ids}))


def _game(db: CardDB, spot: Spot) -> Game:
    """The position on a real two-player game."""
    you = PlayerPosition(
        hand=spot.hand,
        deck=spot.deck,
        discard=spot.discard,
        in_play=spot.in_play,
        duration=spot.duration,
        next_turn=tuple((c, None) for c in spot.duration),
        turns=spot.turns[0],
    )
    other = PlayerPosition(hand=spot.other_hand, deck=OTHER_HAND, turns=spot.turns[1])
    position = Position(
        players=(you, other),
        phase=spot.phase,
        actions=spot.actions,
        buys=spot.buys,
        coins=spot.coins,
        supply=spot.supply,
        embargo=spot.embargo,
    )
    return new_game(db, Setup(("you", "other"), _kingdom(db, spot), 0, position))


def _dealt(db: CardDB, spot: Spot) -> Game:
    """A normally dealt game for the question's player count."""
    names = tuple(f"p{i}" for i in range(spot.players))
    return new_game(db, Setup(names, _kingdom(db, spot), 0))


def _respond(game: Game) -> None:
    """The other player answers what your card asks: reveals a Reaction, discards the first
    cards offered."""
    while (d := game.pending) is not None and d.player != 0:
        if d.kind is Kind.REVEAL:
            game.answer(d.options[:1])
        else:
            game.answer(d.options[: d.min])


def _end_actions(game: Game) -> None:
    if game.pending is not None and game.pending.kind is Kind.ACTION:
        game.answer(())


def _play(game: Game, spot: Spot) -> None:
    """Play the question's cards: Actions one by one, then its Treasures at once."""
    treasures = tuple(c for c in spot.play if c in game.db.treasures)
    for card_id in spot.play:
        if card_id in treasures:
            break
        game.answer((card_id,))
        _respond(game)
    if treasures:
        _end_actions(game)
        game.answer(treasures)


def _all_treasures(game: Game) -> None:
    _end_actions(game)
    if game.pending is not None and game.pending.kind is Kind.TREASURES:
        game.answer(game.pending.options)


def _buy(game: Game, spot: Spot) -> None:
    _play(game, spot)
    _all_treasures(game)
    for card_id in spot.buy:
        game.answer((card_id,))


def _finish_turn(game: Game, until_yours: bool = False) -> None:
    """Buy nothing more and end the turn (with `until_yours`: play on to your next turn)."""
    turn = game.turn
    while (d := game.pending) is not None:
        if game.turn > turn and (not until_yours or game.active == 0):
            return
        game.answer(d.options[: d.min] if d.min else ())


def _yes(flag: bool) -> str:
    return YES if flag else NO


def _coins(db: CardDB, spot: Spot) -> str:
    game = _game(db, spot)
    _play(game, spot)
    _all_treasures(game)
    return str(game.coins)


def _offered(game: Game, kind: Kind, card: str | None) -> str:
    """Whether the open decision is of that kind and offers the card."""
    d = game.pending
    return _yes(d is not None and d.kind is kind and card in d.options)


def _can_buy(db: CardDB, spot: Spot) -> str:
    game = _game(db, spot)
    _buy(game, spot)
    return _offered(game, Kind.BUY, spot.card)


def _buys(db: CardDB, spot: Spot) -> str:
    game = _game(db, spot)
    _play(game, spot)
    return str(game.buys)


def _actions_left(db: CardDB, spot: Spot) -> str:
    game = _game(db, spot)
    _play(game, spot)
    return str(game.actions)


def _can_play(db: CardDB, spot: Spot) -> str:
    game = _game(db, spot)
    _play(game, spot)
    return _offered(game, Kind.ACTION, spot.card)


def _draws(db: CardDB, spot: Spot) -> str:
    game = _game(db, spot)
    start = len(game.events)
    _play(game, spot)
    drawn = [c for e in game.events[start:] if e.kind is Ev.DRAW and e.player == 0 for c in e.cards]
    return str(len(drawn))


def _to_discard(db: CardDB, spot: Spot) -> str:
    game = _game(db, spot)
    start = len(game.events)
    _buy(game, spot)
    _finish_turn(game)
    cleanup = [
        e
        for e in game.events[start:]
        if e.kind is Ev.DISCARD and e.where == "cleanup" and not e.player
    ]
    return str(sum(len(e.cards) for e in cleanup))


def _next_hand(db: CardDB, spot: Spot) -> str:
    game = _game(db, spot)
    _buy(game, spot)
    _finish_turn(game, until_yours=True)
    return str(len(game.players[0].hand))


def _stays_in_play(db: CardDB, spot: Spot) -> str:
    game = _game(db, spot)
    _buy(game, spot)
    _finish_turn(game)
    return _yes(spot.card in game.players[0].duration)


def _ends(db: CardDB, spot: Spot) -> str:
    game = _game(db, spot)
    _buy(game, spot)
    _finish_turn(game)
    return _yes(game.game_over)


def _winner(db: CardDB, spot: Spot) -> str:
    game = _game(db, spot)
    _buy(game, spot)
    _finish_turn(game)
    if not game.game_over:
        raise ValueError("the game does not end after this turn")
    return "+".join(str(i + 1) for i in game.winners)


def _score(db: CardDB, spot: Spot) -> str:
    return str(_game(db, spot).score(0))


def _attack(db: CardDB, spot: Spot) -> str:
    game = _game(db, spot)
    _play(game, spot)
    return str(len(game.players[1].hand))


def _gains(db: CardDB, spot: Spot) -> str:
    game = _game(db, spot)
    before = Counter(game.players[0].all_cards())
    _buy(game, spot)
    return str(Counter(game.players[0].all_cards())[spot.card or ""] - before[spot.card or ""])


def _supply_count(db: CardDB, spot: Spot) -> str:
    return str(_dealt(db, spot).supply[spot.card or ""])


def _starting_cards(db: CardDB, spot: Spot) -> str:
    cards = _dealt(db, spot).players[0].all_cards()
    return str(cards.count(spot.card) if spot.card else len(cards))


KINDS: Mapping[str, Callable[[CardDB, Spot], str]] = {
    "coins": _coins,
    "can_buy": _can_buy,
    "buys": _buys,
    "actions_left": _actions_left,
    "can_play": _can_play,
    "draws": _draws,
    "to_discard": _to_discard,
    "next_hand": _next_hand,
    "stays_in_play": _stays_in_play,
    "ends": _ends,
    "winner": _winner,
    "score": _score,
    "attack": _attack,
    "gains": _gains,
    "supply_count": _supply_count,
    "starting_cards": _starting_cards,
}
"""Each position kind: plays the position on the engine and returns the answer's value."""
NEEDS_CARD = frozenset({"can_buy", "can_play", "stays_in_play", "gains", "supply_count"})
PURE = "pure"
