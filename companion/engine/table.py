"""The table: every zone and counter of a game, the rulebook's verbs that move cards, and scoring.

Nothing here asks a player; choices live in `turn.py`. Every verb records what it did as an
event (`emit`), so who saw which card is always known from `events` (see `events.reveals`).
A game played by inline bots may turn recording off (`recording`); the hot verbs then build no
event at all, and a gain listener (`listen`) is the one thing still told (the simulator's
Province watch).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from companion.engine.cards import CardDB
from companion.engine.events import Ev, Event
from companion.engine.rules import Play
from companion.engine.shuffle import Shuffler
from companion.engine.state import PlayerState

GainListener = Callable[[int, str], None]
"""Told (player, card) after each gain from the supply of a card it listens to (`listen`),
events recorded or not."""

_new_event = tuple.__new__  # builds an Event without the NamedTuple constructor's extra call
DRAW, GAIN, BUY = Ev.DRAW, Ev.GAIN, Ev.BUY  # hot path: a global is faster than an Enum lookup


def winners(scores: Sequence[int], turns: Sequence[int]) -> tuple[int, ...]:
    """The players with the most points; a tie goes to fewer turns, else the win is shared."""
    best = max(scores)
    tied = [i for i, s in enumerate(scores) if s == best]
    fewest = min(turns[i] for i in tied)
    return tuple(i for i in tied if turns[i] == fewest)


class Table:
    """Players' zones, supply, trash, tokens, turn counters and the event list of one game."""

    def __init__(
        self, db: CardDB, names: Sequence[str], kingdom: Sequence[str], shuffler: Shuffler
    ) -> None:
        self.db = db
        self.shuffler = shuffler
        self.players = [PlayerState(name) for name in names]
        self.supply: dict[str, int] = db.supply(tuple(kingdom), len(names))
        self.trash: list[str] = []
        self.embargo: dict[str, int] = {}
        self.events: list[Event] = []
        self.recording = True  # False: `emit` records nothing (inline simulations)
        self.gain_listener: GainListener | None = None
        self.listened: frozenset[str] = frozenset()  # the cards whose gains it is told
        self.turn = 1
        self.active = 0
        self.phase = "action"
        self.actions = 1
        self.buys = 1
        self.coins = 0
        self.bought_victory = False
        self.gained_this_turn: list[str] = []
        self.extra_turn_pending = False  # a card (Outpost) asked for an extra turn after this one
        self.extra_turn = False  # this turn is an extra turn
        self.cleanup_draw = 5  # cards drawn at this turn's clean-up (Outpost: 3)
        self.game_over = False
        self.winners: tuple[int, ...] = ()
        self.final_scores: tuple[int, ...] = ()  # each player's score when the game ended

    def emit(
        self,
        kind: Ev,
        player: int,
        cards: tuple[str, ...] = (),
        where: str = "",
        private_to: int | None = None,
        value: int = 0,
    ) -> None:
        """Record an event (the one way events are made); nothing when not recording."""
        if self.recording:
            self.events.append(_new_event(Event, (kind, player, cards, where, private_to, value)))

    def others(self, pi: int) -> list[int]:
        """The other players in turn order, starting with the one after `pi`."""
        n = len(self.players)
        return [(pi + k) % n for k in range(1, n)]

    def shuffle(self, pi: int) -> None:
        """Shuffle the discard pile into a new deck (only called when a card is needed)."""
        p = self.players[pi]
        order = self.shuffler.shuffle(pi, p.discard[::-1])
        order.reverse()  # the deck keeps its top card last
        order += p.deck
        p.deck = order
        p.discard = []
        if self.recording:
            self.emit(Ev.SHUFFLE, pi, value=len(order))

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
        if n <= len(deck):  # no shuffle needed: take the top n at once, top card first
            if n <= 0:
                return []
            drawn = deck[-n:]
            drawn.reverse()
            del deck[-n:]
        else:  # the whole deck, then (after a shuffle, if there is a discard pile) the rest
            drawn = deck[::-1]
            deck.clear()
            rest = n - len(drawn)
            if p.discard:
                self.shuffle(pi)
                deck = p.deck
                more = deck[-rest:]
                more.reverse()
                del deck[-rest:]
                drawn += more
        if drawn:
            p.hand.extend(drawn)
            if self.recording:
                self.emit(DRAW, pi, tuple(drawn), "", pi)
        return drawn

    def gain(self, pi: int, card_id: str, to: str = "discard") -> bool:
        """Gain a card from the supply to the discard pile, deck or hand; False if none is left."""
        if self.supply.get(card_id, 0) <= 0:
            return False
        self.supply[card_id] -= 1
        self._receive(pi, card_id, to)
        if self.recording:
            self.emit(GAIN, pi, (card_id,), to)
        if card_id in self.listened:
            self.gain_listener(pi, card_id)  # type: ignore[misc]  # set with `listened`
        return True

    def listen(self, cards: Iterable[str], listener: GainListener | None) -> None:
        """Tell `listener` of every gain of these cards from the supply (one listener;
        `listen((), None)` stops it)."""
        self.gain_listener = listener
        self.listened = frozenset(cards)

    def gain_from_trash(self, pi: int, card_id: str) -> None:
        """Gain a card out of the trash (Thief) to the discard pile."""
        self.trash.remove(card_id)
        self._receive(pi, card_id, "discard")
        self.emit(Ev.GAIN, pi, (card_id,), "discard", value=1)

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

    def buy(self, pi: int, card_id: str) -> None:
        """Pay for a card and gain it; each Embargo token on its pile gives a Curse too."""
        self.coins -= self.db.cost[card_id]
        self.buys -= 1
        if card_id in self.db.victories:
            self.bought_victory = True
        if self.recording:
            self.emit(BUY, pi, (card_id,))
        if self.embargo:
            for _ in range(self.embargo.get(card_id, 0)):
                self.gain(pi, "curse")
        self.gain(pi, card_id)

    def trash_cards(self, pi: int, cards: Iterable[str], zone: list[str], where: str) -> None:
        """Move cards from one of the player's zones to the trash."""
        moved = tuple(cards)
        for c in moved:
            zone.remove(c)
            self.trash.append(c)
        if moved:
            self.emit(Ev.TRASH, pi, moved, where)

    def discard_cards(self, pi: int, cards: Iterable[str], zone: list[str], where: str) -> None:
        """Move cards from one of the player's zones onto the discard pile.

        Cards discarded from hand are private: the rulebook only asks to tell how many
        (base rulebook p. 7, Cellar); cards from anywhere else are discarded face up.
        """
        p = self.players[pi]
        moved = tuple(cards)
        for c in moved:
            zone.remove(c)
            p.discard.append(c)
        if moved:
            self.emit(Ev.DISCARD, pi, moved, where, pi if where == "hand" else None)

    def topdeck(
        self, pi: int, cards: Sequence[str], zone: list[str], where: str, private: bool = False
    ) -> None:
        """Put cards from a zone onto the deck; the first listed ends on top."""
        p = self.players[pi]
        for c in reversed(cards):
            zone.remove(c)
            p.deck.append(c)
        if cards:
            self.emit(Ev.TOPDECK, pi, tuple(cards), where, pi if private else None)

    def reveal(self, pi: int, cards: Sequence[str], where: str) -> None:
        """Show cards to every player."""
        self.emit(Ev.REVEAL, pi, tuple(cards), where)

    def look(self, pi: int, cards: Sequence[str], where: str) -> None:
        """Only the player sees these cards (Seaside's "look at")."""
        self.emit(Ev.LOOK, pi, tuple(cards), where, private_to=pi)

    def leave_play(self, pi: int, play: Play) -> bool:
        """Take the played card out of play (to trash or mat); False if it already left."""
        if not play.in_play:
            return False
        self.players[pi].in_play.remove(play.card)
        play.in_play = False
        return True

    def trash_played(self, pi: int, play: Play) -> bool:
        """Trash the played card itself if it is still in play (Feast, Embargo, Treasure Map)."""
        if not self.leave_play(pi, play):
            return False
        self.trash.append(play.card)
        self.emit(Ev.TRASH, pi, (play.card,), "in_play")
        return True

    def affordable(self, limit: int, where: Callable[[str], bool] | None = None) -> list[str]:
        """Supply piles with cards left costing up to `limit` (optionally filtered)."""
        cost = self.db.cost
        if where is None:
            return [c for c, n in self.supply.items() if n > 0 and cost[c] <= limit]
        return [c for c, n in self.supply.items() if n > 0 and cost[c] <= limit and where(c)]

    def protected(self, pi: int) -> bool:
        """Lighthouse in play (this turn or staying from the last) keeps Attacks off its owner."""
        p = self.players[pi]
        return "lighthouse" in p.in_play or "lighthouse" in p.duration

    def ended(self) -> bool:
        """The Province pile or any three supply piles are empty (checked after each turn)."""
        supply = self.supply
        if supply.get("province", 0) == 0:
            return True
        piles = supply.values()
        return 0 in piles and [*piles].count(0) >= 3

    def score(self, pi: int) -> int:
        """Victory points of every card the player owns (Gardens: 1 per 10 cards, rounded down)."""
        cards = self.players[pi].all_cards()
        vp = self.db.vp
        total = sum([vp[c] for c in cards])
        gardens = cards.count("gardens")
        if gardens:
            total += gardens * (len(cards) // 10)
        return total

    def finish(self) -> None:
        """End the game: score every card a player owns, mats and set-aside cards included."""
        self.game_over = True
        self.phase = "game_over"
        scores = [self.score(i) for i in range(len(self.players))]
        self.final_scores = tuple(scores)
        self.winners = winners(scores, [p.turns for p in self.players])
        self.emit(Ev.GAME_END, self.active, value=max(scores))
