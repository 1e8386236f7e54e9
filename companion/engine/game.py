"""A game of Dominion: setup, the turn loop, the rulebook's primitives, answers, replay and undo."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TypeAlias

from companion.echo import clip
from companion.engine.cards import CardDB
from companion.engine.decisions import (
    NO,
    YES,
    YES_NO,
    Answer,
    Decision,
    IllegalAnswer,
    Kind,
)
from companion.engine.events import Ev, Event
from companion.engine.piles import MAX_PLAYERS, MIN_PLAYERS, STARTING_DECK, supply_sizes
from companion.engine.shuffle import ScriptedShuffler, SeededShuffler, Shuffler
from companion.engine.state import PlayerState

Flow: TypeAlias = Generator[Decision, Answer, bool]
"""An effect: yields decisions, receives answers, returns whether the card stays in play."""

Step: TypeAlias = Generator[Decision, Answer, None]
Effect: TypeAlias = Callable[["Game", int, "Play"], Flow]

EFFECTS: dict[str, Effect] = {}
"""Card id -> effect function for cards with more than plain "+N" parts (filled by effects/)."""

_new_event = tuple.__new__  # builds an Event without the NamedTuple constructor's extra call
TACTICIAN_BONUS = (5, 1, 1, 0)  # cards, actions, buys, coins at the start of the next turn
PHASES = ("action", "buy", "cleanup")
MAX_COUNT = 10_000
"""The largest counter, pile size or token count a set-up position may give."""
POSITION_ZONES = (
    "hand",
    "deck",
    "discard",
    "in_play",
    "duration",
    "haven",
    "island",
    "native_village",
    "gained_last_turn",
)
"""The card lists of a PlayerPosition, as named in scenario and save files."""


def effect(card_id: str) -> Callable[[Effect], Effect]:
    """Register the effect function of a card."""

    def register(fn: Effect) -> Effect:
        EFFECTS[card_id] = fn
        return fn

    return register


def _plainly_legal(decision: Decision, value: Answer) -> bool:
    """A quick yes for the common legal answers (none, one option, all the options as given);
    False means "run the full check", never "illegal" (a speed-up only)."""
    n = len(value)
    if n == 0:
        return decision.min == 0
    if n == 1:
        return (
            decision.min <= 1 <= decision.max
            and type(value[0]) is str
            and value[0] in decision.options
        )
    return value is decision.options and n <= decision.max


class UndoError(ValueError):
    """Undo refused: nothing to undo, or the last answer revealed hidden cards."""


class SetupError(ValueError):
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


@dataclass(frozen=True, slots=True)
class Setup:
    """What fixes a game before any answer: players, kingdom, seed, and an optional position."""

    players: tuple[str, ...]
    kingdom: tuple[str, ...]
    seed: int = 0
    position: Position | None = None
    shuffles: tuple[tuple[int, tuple[tuple[str, ...], ...]], ...] = ()  # scripted shuffles


@dataclass(slots=True)
class Play:
    """One card being played: is it still in play (Feast, Island leave), and who is immune."""

    card: str
    in_play: bool = True
    unaffected: frozenset[int] = field(default_factory=frozenset)


class Game:
    """The state of one game plus the generator that runs it; advance it with `answer`."""

    def __init__(self, db: CardDB, setup: Setup, shuffler: Shuffler | None = None) -> None:
        from companion.engine import effects  # noqa: F401  (registers the card effects)

        self.db = db
        self.setup = setup
        n = len(setup.players)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise SetupError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}")
        kingdom = list(setup.kingdom)
        for card_id in kingdom:
            if card_id not in db.kingdom_ids:
                raise SetupError(f"{clip(card_id)!r} is not a kingdom card")
        if len(set(kingdom)) != len(kingdom):
            raise SetupError("a kingdom card is listed twice")
        if shuffler is None:
            if setup.shuffles:
                shuffler = ScriptedShuffler(
                    {p: [list(o) for o in orders] for p, orders in setup.shuffles}, setup.seed
                )
            else:
                shuffler = SeededShuffler(setup.seed)
        self.shuffler = shuffler
        self.players = [PlayerState(name) for name in setup.players]
        self.supply: dict[str, int] = supply_sizes(kingdom, n, lambda c: db[c].victory)
        self.trash: list[str] = []
        self.embargo: dict[str, int] = {}
        self.events: list[Event] = []
        self.answers: list[Answer] = []
        self.turn = 1
        self.active = 0
        self.phase = "action"
        self.actions = 1
        self.buys = 1
        self.coins = 0
        self.bought_victory = False
        self.gained_this_turn: list[str] = []
        self.outpost_pending = False
        self.extra_turn = False
        self.game_over = False
        self.winners: tuple[int, ...] = ()
        self.hidden_seen = False  # set when a card is drawn, revealed, looked at or shuffled
        self._reveal_marks: list[bool] = []  # per answer: did it reveal hidden cards?
        if setup.position is None:
            self._standard_start()
            start_phase = "start"
        else:
            self._position_start(setup.position)
            start_phase = setup.position.phase
        self._flow = self._run(start_phase)
        self.pending: Decision | None = None
        self._advance(None)
        self._reveal_marks.clear()
        self.hidden_seen = False

    def _standard_start(self) -> None:
        self._emit(Ev.GAME_START, 0)
        for i, p in enumerate(self.players):
            for card_id, count in STARTING_DECK.items():
                p.discard.extend([card_id] * count)
            self.shuffle(i)
            self.draw(i, 5)

    def _position_start(self, pos: Position) -> None:
        if len(pos.players) != len(self.players):
            raise SetupError("the position lists a different number of players")
        self._check_position(pos)
        for card_id, count in pos.supply:
            if card_id not in self.db or not 0 <= count <= MAX_COUNT:
                raise SetupError(f"bad supply entry {clip(card_id)!r}: {count}")
            self.supply[card_id] = count
        for card_id, count in pos.embargo:
            if card_id not in self.supply or not 0 <= count <= MAX_COUNT:
                raise SetupError(f"bad Embargo entry {clip(card_id)!r}: {count}")
            self.embargo[card_id] = count
        self.trash = list(pos.trash)
        for p, pp in zip(self.players, pos.players, strict=True):
            p.hand = list(pp.hand)
            p.deck = list(reversed(pp.deck))
            p.discard = list(reversed(pp.discard))
            p.in_play = list(pp.in_play)
            p.duration = list(pp.duration)
            p.next_turn = list(pp.next_turn)
            p.haven = list(pp.haven)
            p.island = list(pp.island)
            p.native_village = list(pp.native_village)
            p.pirate_tokens = pp.pirate_tokens
            p.turns = pp.turns
            p.gained_last_turn = list(pp.gained_last_turn)
        if not 0 <= pos.active < len(self.players):
            raise SetupError(f"no player {pos.active + 1}")
        if pos.phase not in ("start", *PHASES[:2]):
            raise SetupError(
                f"a position starts in phase start, action or buy, not {clip(pos.phase)!r}"
            )
        self.active = pos.active
        if pos.phase != "start" and self.players[pos.active].turns == 0:
            self.players[pos.active].turns = 1  # a position mid-turn: this turn counts
        self.turn = pos.turn
        self.actions, self.buys, self.coins = pos.actions, pos.buys, pos.coins

    def _check_position(self, pos: Position) -> None:
        """Refuse what play could never produce: unknown cards in any zone, counters below
        zero (or absurdly large), and start-of-turn effects without their Duration card."""
        for name, value, low in (
            ("turn", pos.turn, 1),
            ("actions", pos.actions, 0),
            ("buys", pos.buys, 0),
            ("coins", pos.coins, 0),
            *(
                (f"player {i} {name}", value, 0)
                for i, pp in enumerate(pos.players, 1)
                for name, value in (("pirate_tokens", pp.pirate_tokens), ("turns", pp.turns))
            ),
        ):
            if not low <= value <= MAX_COUNT:
                raise SetupError(f"position {name} must be from {low} to {MAX_COUNT}")
        zones = [("trash", pos.trash)]
        for i, pp in enumerate(pos.players, 1):
            zones += [(f"player {i} {zone}", getattr(pp, zone)) for zone in POSITION_ZONES]
            zones.append((f"player {i} next_turn", tuple(c for e in pp.next_turn for c in e if c)))
        for where, cards in zones:
            for card_id in cards:
                if card_id not in self.db:
                    raise SetupError(f"unknown card {clip(card_id)!r} in {where}")
        for i, pp in enumerate(pos.players, 1):
            self._check_next_turn(f"player {i} next_turn", pp)

    def _check_next_turn(self, where: str, pp: PlayerPosition) -> None:
        """Each start-of-turn effect needs its Duration card in the duration zone (a Throne
        Room there may have doubled one), and Haven's needs its card on the Haven mat."""
        in_duration = Counter(pp.duration)
        effects = Counter(card_id for card_id, _ in pp.next_turn)
        for card_id, count in effects.items():
            if not self.db[card_id].duration:
                raise SetupError(f"{where}: {card_id!r} is not a Duration card")
            most = in_duration[card_id] + in_duration["throne_room"] if in_duration[card_id] else 0
            if count > most:
                raise SetupError(
                    f"{where}: {count} effect(s) of {card_id!r}, but "
                    f"{in_duration[card_id]} {card_id!r} in the duration zone"
                )
        for card_id, payload in pp.next_turn:
            if (payload is None) != (card_id != "haven"):
                raise SetupError(f"{where}: Haven's entry names the card set aside, no other does")
        havened = Counter(payload for card_id, payload in pp.next_turn if card_id == "haven")
        for payload, count in havened.items():
            if count > pp.haven.count(payload):
                raise SetupError(f"{where}: {payload!r} is not on the Haven mat")

    # ------------------------------------------------------------------ answers

    def answer(self, answer: Sequence[str] | str) -> None:
        """Answer the pending decision; an illegal answer raises IllegalAnswer, changing nothing."""
        value: Answer = (answer,) if isinstance(answer, str) else tuple(answer)
        decision = self.pending
        if decision is None:
            raise IllegalAnswer(None, value, "the game is over: there is nothing to answer")
        if not _plainly_legal(decision, value):
            reason = decision.check(value)
            if reason is not None:
                raise IllegalAnswer(decision, value, reason)
        self.answers.append(value)
        self.hidden_seen = False
        self._advance(value)
        self._reveal_marks.append(self.hidden_seen)

    def _advance(self, value: Answer | None) -> None:
        # Every decision comes from `ask`, which answers forced choices itself.
        try:
            decision = self._flow.send(value) if value is not None else next(self._flow)
        except StopIteration:
            self.pending = None
            return
        self.pending = decision

    def can_undo(self) -> bool:
        """Undo is allowed unless the last answer revealed hidden cards (draw, reveal, look)."""
        return bool(self.answers) and not self._reveal_marks[-1]

    def undo(self) -> Game:
        """The game without its last answer (a replay); refused once that answer revealed cards."""
        if not self.answers:
            raise UndoError("there is nothing to undo")
        if self._reveal_marks[-1]:
            raise UndoError("the last move revealed hidden cards, so it cannot be taken back")
        return self.replay(self.answers[:-1])

    def replay(self, answers: Iterable[Answer]) -> Game:
        """A new game from the same setup with these answers (the game is a fold over its log)."""
        game = Game(self.db, self.setup)
        for a in answers:
            game.answer(a)
        return game

    # ------------------------------------------------------------------ events

    def _emit(
        self,
        kind: Ev,
        player: int,
        cards: tuple[str, ...] = (),
        where: str = "",
        private_to: int | None = None,
        value: int = 0,
    ) -> None:
        self.events.append(_new_event(Event, (kind, player, cards, where, private_to, value)))

    # ------------------------------------------------------------------ primitives

    def others(self, pi: int) -> list[int]:
        """The other players in turn order, starting with the one after `pi`."""
        n = len(self.players)
        return [(pi + k) % n for k in range(1, n)]

    def shuffle(self, pi: int) -> None:
        """Shuffle the discard pile into a new deck (only called when a card is needed)."""
        p = self.players[pi]
        order = self.shuffler.shuffle(pi, list(reversed(p.discard)))
        p.deck = list(reversed(order)) + p.deck
        p.discard = []
        self.hidden_seen = True
        self._emit(Ev.SHUFFLE, pi, value=len(order))

    def top_card(self, pi: int) -> str | None:
        """Take the top card off the deck, shuffling first if the deck is empty; None if no card."""
        p = self.players[pi]
        if not p.deck:
            if not p.discard:
                return None
            self.shuffle(pi)
        return p.deck.pop()

    def draw(self, pi: int, n: int) -> list[str]:
        """Draw up to n cards (shuffling when the deck runs out)."""
        p = self.players[pi]
        deck = p.deck
        if 0 < n <= len(deck):  # no shuffle needed: take the top n at once, top card first
            drawn = deck[-n:]
            drawn.reverse()
            del deck[-n:]
        else:
            drawn = []
            for _ in range(n):
                if not p.deck:
                    if not p.discard:
                        break
                    self.shuffle(pi)
                drawn.append(p.deck.pop())
        if drawn:
            p.hand.extend(drawn)
            self.hidden_seen = True
            self.events.append(_new_event(Event, (Ev.DRAW, pi, tuple(drawn), "", pi, 0)))
        return drawn

    def gain(self, pi: int, card_id: str, to: str = "discard") -> bool:
        """Gain a card from the supply to the discard pile, deck or hand; False if none is left."""
        if self.supply.get(card_id, 0) <= 0:
            return False
        self.supply[card_id] -= 1
        self._receive(pi, card_id, to)
        self.events.append(_new_event(Event, (Ev.GAIN, pi, (card_id,), to, None, 0)))
        return True

    def gain_from_trash(self, pi: int, card_id: str) -> None:
        """Gain a card out of the trash (Thief) to the discard pile."""
        self.trash.remove(card_id)
        self._receive(pi, card_id, "discard")
        self._emit(Ev.GAIN, pi, (card_id,), "discard", value=1)

    def _receive(self, pi: int, card_id: str, to: str) -> None:
        p = self.players[pi]
        if to == "deck":
            p.deck.append(card_id)
        elif to == "hand":
            p.hand.append(card_id)
        else:
            p.discard.append(card_id)
        if pi == self.active:
            self.gained_this_turn.append(card_id)

    def trash_cards(self, pi: int, cards: Iterable[str], zone: list[str], where: str) -> None:
        """Move cards from one of the player's zones to the trash."""
        moved = tuple(cards)
        for c in moved:
            zone.remove(c)
            self.trash.append(c)
        if moved:
            self._emit(Ev.TRASH, pi, moved, where)

    def discard_cards(self, pi: int, cards: Iterable[str], zone: list[str], where: str) -> None:
        """Move cards from one of the player's zones onto the discard pile.

        Cards discarded from hand are private: the rulebook only asks to tell how many
        (base rulebook p. 7, Cellar); revealed cards are already public.
        """
        p = self.players[pi]
        moved = tuple(cards)
        for c in moved:
            zone.remove(c)
            p.discard.append(c)
        if moved:
            self._emit(Ev.DISCARD, pi, moved, where, pi if where == "hand" else None)

    def topdeck(
        self, pi: int, cards: Sequence[str], zone: list[str], where: str, private: bool = False
    ) -> None:
        """Put cards from a zone onto the deck; the first listed ends on top."""
        p = self.players[pi]
        for c in reversed(cards):
            zone.remove(c)
            p.deck.append(c)
        if cards:
            self._emit(Ev.TOPDECK, pi, tuple(cards), where, pi if private else None)

    def reveal(self, pi: int, cards: Sequence[str], where: str) -> None:
        self.hidden_seen = True
        self._emit(Ev.REVEAL, pi, tuple(cards), where)

    def look(self, pi: int, cards: Sequence[str], where: str) -> None:
        """Only the player sees these cards (Seaside's "look at")."""
        self.hidden_seen = True
        self._emit(Ev.LOOK, pi, tuple(cards), where, private_to=pi)

    def ask(
        self,
        player: int,
        kind: Kind,
        options: Iterable[str],
        lo: int,
        hi: int,
        card: str | None = None,
        target: int | None = None,
        shown: Iterable[str] = (),
        ordered: bool = False,
    ) -> Generator[Decision, Answer, Answer]:
        """Ask a player; forced choices are answered at once without asking."""
        opts = tuple(options)
        if hi > len(opts):  # hi = min(hi, len(opts)); lo = min(lo, hi), without the calls
            hi = len(opts)
        if lo > hi:
            lo = hi
        decision = Decision(player, kind, opts, lo, hi, card, target, tuple(shown), ordered)
        forced = decision.forced()
        if forced is not None:
            return forced
        return (yield decision)

    def may(
        self, player: int, card: str, target: int | None = None, shown: Iterable[str] = ()
    ) -> Generator[Decision, Answer, bool]:
        """A yes/no question about a card's optional instruction."""
        answer = yield from self.ask(player, Kind.CHOOSE, YES_NO, 1, 1, card, target, shown)
        return answer == (YES,)

    def affordable(self, limit: int, where: Callable[[str], bool] | None = None) -> list[str]:
        """Supply piles with cards left costing up to `limit` (optionally filtered)."""
        cost = self.db.cost
        return [
            c
            for c, n in self.supply.items()
            if n > 0 and cost[c] <= limit and (where is None or where(c))
        ]

    def protected(self, pi: int) -> bool:
        """Lighthouse in play (this turn or staying from the last) keeps Attacks off its owner."""
        p = self.players[pi]
        return "lighthouse" in p.in_play or "lighthouse" in p.duration

    # ------------------------------------------------------------------ playing cards

    def play_from_hand(self, pi: int, card_id: str) -> Flow:
        """Move an Action from hand into play and resolve it; Durations that stay move aside."""
        p = self.players[pi]
        p.hand.remove(card_id)
        p.in_play.append(card_id)
        play = Play(card_id)
        stays = yield from self.resolve(pi, play)
        self.settle(pi, play, stays)
        return stays

    def settle(self, pi: int, play: Play, stays: bool) -> None:
        """After a play: a card with effects still to come moves to the Duration row."""
        if stays and play.in_play:
            p = self.players[pi]
            p.in_play.remove(play.card)
            p.duration.append(play.card)

    def resolve(self, pi: int, play: Play) -> Flow:
        """Follow a card's instructions once (Throne Room calls this twice for one card)."""
        info = self.db[play.card]
        self._emit(Ev.PLAY, pi, (play.card,))
        if info.attack:
            play.unaffected = yield from self._reactions(pi)
        cards, actions, buys, coins = info.plus
        if cards:
            self.draw(pi, cards)
        self.actions += actions
        self.buys += buys
        self.coins += coins
        fn = EFFECTS.get(play.card)
        stays = False
        if fn is not None:
            stays = yield from fn(self, pi, play)
        elif info.duration:
            self.players[pi].next_turn.append((play.card, None))
            stays = True
        return stays

    def _reactions(self, attacker: int) -> Generator[Decision, Answer, frozenset[int]]:
        """Each other player in turn order may reveal Moat; Lighthouse in play protects at once."""
        unaffected: set[int] = set()
        for pi in self.others(attacker):
            if self.protected(pi):
                unaffected.add(pi)
                self._emit(Ev.UNAFFECTED, pi, ("lighthouse",))
            elif "moat" in self.players[pi].hand:
                answer = yield from self.ask(pi, Kind.REVEAL, ("moat",), 0, 1, card="moat")
                if answer:
                    unaffected.add(pi)
                    self._emit(Ev.REACT, pi, ("moat",))
        return frozenset(unaffected)

    def victims(self, pi: int, play: Play) -> list[int]:
        """The other players an Attack affects, in turn order."""
        return [o for o in self.others(pi) if o not in play.unaffected]

    def leave_play(self, pi: int, play: Play) -> bool:
        """Take the played card out of play (to trash or mat); False if it already left."""
        if not play.in_play:
            return False
        self.players[pi].in_play.remove(play.card)
        play.in_play = False
        return True

    # ------------------------------------------------------------------ the turn loop

    def _run(self, start_phase: str) -> Step:
        phase = start_phase
        while True:
            yield from self._turn(phase)
            phase = "start"
            if self._ended():
                break
            # Outpost: one extra turn, never a third turn in a row (Seaside p. 9).
            self.extra_turn = self.outpost_pending and not self.extra_turn
            if not self.extra_turn:
                self.active = (self.active + 1) % len(self.players)
            self.outpost_pending = False
            self.turn += 1
        self._finish()

    def _turn(self, phase: str) -> Step:
        pi = self.active
        p = self.players[pi]
        if phase == "start":
            if self.extra_turn:
                p.extra_turns += 1
            else:
                p.turns += 1
            self.actions, self.buys, self.coins = 1, 1, 0
            self.bought_victory = False
            self.gained_this_turn = []
            self.phase = "action"
            self.events.append(_new_event(Event, (Ev.TURN_START, pi, (), "", None, self.turn)))
            self._start_of_turn(pi)
            phase = "action"
        self.phase = phase
        if phase == "action":
            self.events.append(_new_event(Event, (Ev.PHASE, pi, (), "action", None, 0)))
            actions = self.db.actions
            while self.actions > 0:
                if actions.isdisjoint(p.hand):  # the usual Big Money hand: nothing to play
                    break
                playable = sorted({c for c in p.hand if c in actions})
                choice = yield from self.ask(pi, Kind.ACTION, playable, 0, 1)
                if not choice:
                    break
                self.actions -= 1
                yield from self.play_from_hand(pi, choice[0])
        self.phase = "buy"
        self.events.append(_new_event(Event, (Ev.PHASE, pi, (), "buy", None, 0)))
        yield from self._buy_phase(pi)
        self.phase = "cleanup"
        self.events.append(_new_event(Event, (Ev.PHASE, pi, (), "cleanup", None, 0)))
        yield from self._cleanup(pi)
        p.gained_last_turn = self.gained_this_turn

    def _start_of_turn(self, pi: int) -> None:
        """Resolve Duration effects. Their order cannot change the outcome in these two sets
        (they only draw, add actions, buys and coins, or return Haven's card), so they resolve
        in the order they were played instead of asking (Seaside rulebook p. 4)."""
        p = self.players[pi]
        effects, p.next_turn = p.next_turn, []
        for card_id, payload in effects:
            self._emit(Ev.DURATION, pi, (card_id,))
            if card_id == "haven":
                if payload is not None and payload in p.haven:
                    p.haven.remove(payload)
                    p.hand.append(payload)
                    self._emit(Ev.PUT_IN_HAND, pi, (payload,), "haven", private_to=pi)
                continue
            bonus = TACTICIAN_BONUS if card_id == "tactician" else self.db[card_id].next_turn
            cards, actions, buys, coins = bonus
            if cards:
                self.draw(pi, cards)
            self.actions += actions
            self.buys += buys
            self.coins += coins
        p.in_play.extend(p.duration)
        p.duration = []

    def _buy_phase(self, pi: int) -> Step:
        p = self.players[pi]
        treasures = self.db.treasures
        in_hand = [c for c in p.hand if c in treasures]
        if in_hand:
            chosen = yield from self.ask(pi, Kind.TREASURES, sorted(in_hand), 0, len(in_hand))
            info = self.db.info
            for c in chosen:
                p.hand.remove(c)
                p.in_play.append(c)
                self.coins += info[c].coins
            if chosen:
                self.events.append(_new_event(Event, (Ev.PLAY, pi, tuple(chosen), "buy", None, 0)))
        while self.buys > 0:
            options = self.affordable(self.coins)
            if not options:
                break
            choice = yield from self.ask(pi, Kind.BUY, options, 0, 1)
            if not choice:
                break
            self.buy(pi, choice[0])

    def buy(self, pi: int, card_id: str) -> None:
        """Pay for a card and gain it; each Embargo token on its pile gives a Curse too."""
        self.coins -= self.db.cost[card_id]
        self.buys -= 1
        if self.db[card_id].victory:
            self.bought_victory = True
        self.events.append(_new_event(Event, (Ev.BUY, pi, (card_id,), "", None, 0)))
        for _ in range(self.embargo.get(card_id, 0)):
            self.gain(pi, "curse")
        self.gain(pi, card_id)

    def _cleanup(self, pi: int) -> Step:
        p = self.players[pi]
        treasuries = p.in_play.count("treasury")
        if treasuries and not self.bought_victory:
            # Treasury: only a Victory card BOUGHT this turn stops it (Seaside p. 11).
            chosen = yield from self.ask(
                pi, Kind.TOPDECK, ["treasury"] * treasuries, 0, treasuries, card="treasury"
            )
            if chosen:
                self.topdeck(pi, list(chosen), p.in_play, "in_play")
        if p.in_play or p.hand:
            moved = (*p.in_play, *p.hand)
            p.discard.extend(p.in_play)
            p.discard.extend(p.hand)
            p.in_play.clear()
            p.hand.clear()
            self.events.append(_new_event(Event, (Ev.DISCARD, pi, moved, "cleanup", pi, 0)))
        self.draw(pi, 3 if self.outpost_pending else 5)  # any Outpost played this turn

    # ------------------------------------------------------------------ game end

    def _ended(self) -> bool:
        """The Province pile or any three supply piles are empty (checked after each turn)."""
        supply = self.supply
        if supply.get("province", 0) == 0:
            return True
        piles = supply.values()
        return 0 in piles and sum(1 for n in piles if n == 0) >= 3

    def score(self, pi: int) -> int:
        """Victory points of every card the player owns (Gardens: 1 per 10 cards, rounded down)."""
        cards = self.players[pi].all_cards()
        info = self.db.info
        total = sum(info[c].vp for c in cards)
        gardens = cards.count("gardens")
        if gardens:
            total += gardens * (len(cards) // 10)
        return total

    def _finish(self) -> None:
        # Scores count every card a player owns, mats and set-aside cards included.
        self.game_over = True
        self.phase = "game_over"
        scores = [self.score(i) for i in range(len(self.players))]
        best = max(scores)
        tied = [i for i, s in enumerate(scores) if s == best]
        fewest = min(self.players[i].turns for i in tied)
        self.winners = tuple(i for i in tied if self.players[i].turns == fewest)
        self._emit(Ev.GAME_END, self.active, value=best)


__all__ = [
    "EFFECTS",
    "NO",
    "YES",
    "Answer",
    "Decision",
    "Effect",
    "Flow",
    "Game",
    "IllegalAnswer",
    "Kind",
    "Play",
    "PlayerPosition",
    "Position",
    "Setup",
    "SetupError",
    "UndoError",
    "effect",
]
