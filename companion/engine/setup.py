"""What fixes a game before any answer (players, kingdom, seed, an optional position), the checks
a position must pass, and laying out the table for the first turn."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, fields

from companion.engine.cards import CardDB
from companion.engine.errors import N_, Card, Echo, EngineError, Field, Message, at
from companion.engine.events import Ev
from companion.engine.native import by_fields
from companion.engine.piles import MAX_PLAYERS, MIN_PLAYERS, STARTING_DECK
from companion.engine.shuffle import ScriptedShuffler, SeededShuffler, Shuffler
from companion.engine.table import Table
from companion.engine.turn import PHASES

MAX_COUNT = 10_000
"""The largest counter, pile size or token count a set-up position may give."""


class SetupError(EngineError):
    """A game that cannot be set up (player count, unknown or duplicate kingdom cards, ...)."""


@dataclass(frozen=True, slots=True)
class PlayerPosition:
    """One player's cards in a set-up position (deck and discard listed top card first)."""

    hand: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    in_play: tuple[str, ...] = ()
    duration: tuple[str, ...] = ()
    next_turn: tuple[tuple[str, str | None], ...] = ()
    haven: tuple[str, ...] = ()
    island: tuple[str, ...] = ()
    native_village: tuple[str, ...] = ()
    pirate_tokens: int = 0
    turns: int = 0
    gained_last_turn: tuple[str, ...] = ()

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return by_fields(self)  # pickles alike compiled (engine/native.py)


@dataclass(frozen=True, slots=True)
class Position:
    """A position to start from instead of the normal setup (scenarios, rulebook examples)."""

    players: tuple[PlayerPosition, ...]
    active: int = 0
    phase: str = "action"
    turn: int = 1
    actions: int = 1
    buys: int = 1
    coins: int = 0
    supply: tuple[tuple[str, int], ...] = ()  # overrides of the normal pile sizes
    trash: tuple[str, ...] = ()
    embargo: tuple[tuple[str, int], ...] = ()

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return by_fields(self)  # pickles alike compiled (engine/native.py)


POSITION_ZONES = tuple(
    f.name for f in fields(PlayerPosition) if f.default == () and f.name != "next_turn"
)
"""The card lists of a PlayerPosition, as named in scenario and save files (told apart by their
defaults: compiled, a dataclass's annotations are classes, not the strings they are in Python)."""


@dataclass(frozen=True, slots=True)
class Setup:
    """What fixes a game before any answer: players, kingdom, seed, and an optional position."""

    players: tuple[str, ...]
    kingdom: tuple[str, ...]
    seed: int = 0
    position: Position | None = None
    shuffles: tuple[tuple[int, tuple[tuple[str, ...], ...]], ...] = ()  # scripted shuffles

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return by_fields(self)  # pickles alike compiled (engine/native.py)


def check_setup(db: CardDB, setup: Setup) -> None:
    """Refuse a player count out of range and unknown or repeated kingdom cards."""
    n = len(setup.players)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise SetupError(
            N_("a game has {low} to {high} players, not {n}"),
            low=MIN_PLAYERS,
            high=MAX_PLAYERS,
            n=n,
        )
    for card_id in setup.kingdom:
        if card_id not in db.kingdom_ids:
            raise SetupError(N_("{card} is not a kingdom card"), card=Card(card_id))
    if len(set(setup.kingdom)) != len(setup.kingdom):
        raise SetupError(N_("a kingdom card is listed twice"))


def shuffler_for(setup: Setup) -> Shuffler:
    """The setup's scripted shuffles (falling back to its seed), or a seeded shuffler."""
    if setup.shuffles:
        return ScriptedShuffler(
            {p: [list(o) for o in orders] for p, orders in setup.shuffles}, setup.seed
        )
    return SeededShuffler(setup.seed)


def deal(table: Table) -> None:
    """The normal start: each player shuffles 7 Coppers and 3 Estates and draws 5."""
    table.emit(Ev.GAME_START, 0)
    for i, p in enumerate(table.players):
        for card_id, count in STARTING_DECK.items():
            p.discard.extend([card_id] * count)
        table.shuffle(i)
        table.draw(i, 5)


def place(table: Table, pos: Position) -> None:
    """Lay out a checked position on the table (deck and discard given top card first)."""
    if len(pos.players) != len(table.players):
        raise SetupError(N_("the position lists a different number of players"))
    db = table.db
    _check_position(db, pos)
    for card_id, count in pos.supply:
        if card_id not in db or not 0 <= count <= MAX_COUNT:
            raise SetupError(
                N_("bad supply entry {card}: {count}"), card=Card(card_id), count=count
            )
        table.supply[card_id] = count
    for card_id, count in pos.embargo:
        if card_id not in table.supply or not 0 <= count <= MAX_COUNT:
            raise SetupError(
                N_("bad Embargo entry {card}: {count}"), card=Card(card_id), count=count
            )
        table.embargo[card_id] = count
    table.trash = list(pos.trash)
    for p, pp in zip(table.players, pos.players, strict=True):
        for f in fields(PlayerPosition):
            value = getattr(pp, f.name)
            setattr(p, f.name, list(value) if isinstance(value, tuple) else value)
        p.deck.reverse()
        p.discard.reverse()
    if not 0 <= pos.active < len(table.players):
        raise SetupError(N_("no player {n}"), n=pos.active + 1)
    if pos.phase != "start" and pos.phase not in PHASES[:2]:
        raise SetupError(
            N_("a position starts in phase start, action or buy, not {phase}"),
            phase=Echo(pos.phase),
        )
    table.active = pos.active
    if pos.phase != "start" and table.players[pos.active].turns == 0:
        table.players[pos.active].turns = 1  # a position mid-turn: this turn counts
    table.turn = pos.turn
    table.actions, table.buys, table.coins = pos.actions, pos.buys, pos.coins


def _check_position(db: CardDB, pos: Position) -> None:
    """Refuse what play could never produce: unknown cards in any zone, counters below
    zero (or absurdly large), and start-of-turn effects without their Duration card."""
    counters: list[tuple[str | Message, int, int]] = [
        ("turn", pos.turn, 1),
        ("actions", pos.actions, 0),
        ("buys", pos.buys, 0),
        ("coins", pos.coins, 0),
    ]
    for i, pp in enumerate(pos.players, 1):
        counters.append((_of_player(i, "pirate_tokens"), pp.pirate_tokens, 0))
        counters.append((_of_player(i, "turns"), pp.turns, 0))
    for name, value, low in counters:
        if not low <= value <= MAX_COUNT:
            raise SetupError(
                N_("position {name} must be from {low} to {high}"),
                name=at(name),
                low=low,
                high=MAX_COUNT,
            )
    zones: list[tuple[str | Message, tuple[str, ...]]] = [("trash", pos.trash)]
    for i, pp in enumerate(pos.players, 1):
        zones += [(_of_player(i, zone), getattr(pp, zone)) for zone in POSITION_ZONES]
        zones.append((_of_player(i, "next_turn"), tuple(c for e in pp.next_turn for c in e if c)))
    for where, cards in zones:
        for card_id in cards:
            if card_id not in db:
                raise SetupError(
                    N_("unknown card {card} in {where}"), card=Card(card_id), where=at(where)
                )
    for i, pp in enumerate(pos.players, 1):
        _check_next_turn(db, _of_player(i, "next_turn"), pp)


def _of_player(n: int, name: str) -> Message:
    """A player's field of a position in messages: "player 2 hand"."""
    return Message(N_("player {n} {field}"), {"n": n, "field": Field(name)})


def _check_next_turn(db: CardDB, where: Message, pp: PlayerPosition) -> None:
    """Each start-of-turn effect needs its Duration card in the duration zone (a Throne
    Room there may have doubled one), and Haven's needs its card on the Haven mat."""
    in_duration = Counter(pp.duration)
    effects = Counter(card_id for card_id, _ in pp.next_turn)
    for card_id, count in effects.items():
        if not db[card_id].duration:
            raise SetupError(
                N_("{where}: {card} is not a Duration card"), where=where, card=Card(card_id)
            )
        most = in_duration[card_id] + in_duration["throne_room"] if in_duration[card_id] else 0
        if count > most:
            raise SetupError(
                N_("{where}: {count} effect(s) of {card}, but {there} {card} in the duration zone"),
                where=where,
                count=count,
                card=Card(card_id),
                there=in_duration[card_id],
            )
    for card_id, payload in pp.next_turn:
        if (payload is None) != (card_id != "haven"):
            raise SetupError(
                N_("{where}: Haven's entry names the card set aside, no other does"),
                where=where,
            )
    havened = Counter(payload for card_id, payload in pp.next_turn if card_id == "haven")
    for payload, count in havened.items():
        if count > pp.haven.count(payload):
            raise SetupError(
                N_("{where}: {card} is not on the Haven mat"),
                where=where,
                card=Card(payload or ""),
            )
