"""The turn: asking players, playing cards and Attacks, and the phases from start to clean-up.

All of it runs as one generator (`run`) that yields a `Decision` whenever a player must
choose; card rules come from the `CardRules` table the game was given, never from here.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Sequence

from companion.engine.cards import CardDB
from companion.engine.decisions import YES, YES_NO, Answer, Decision, Kind
from companion.engine.events import Ev
from companion.engine.rules import CardRules, Flow, Play, Step
from companion.engine.shuffle import Shuffler
from companion.engine.table import Table

PHASES = ("action", "buy", "cleanup")
# Read once per turn or more: a module global is faster than an Enum member lookup.
TURN_START, PHASE, PLAY, DISCARD = Ev.TURN_START, Ev.PHASE, Ev.PLAY, Ev.DISCARD
ACTION, TREASURES, BUY = Kind.ACTION, Kind.TREASURES, Kind.BUY


class Turn(Table):
    """A table plus the flow of play: questions, card resolution and the turn's phases."""

    def __init__(
        self,
        db: CardDB,
        names: Sequence[str],
        kingdom: Sequence[str],
        shuffler: Shuffler,
        rules: CardRules,
    ) -> None:
        super().__init__(db, names, kingdom, shuffler)
        self.rules = rules
        self._cleanup_hooks = tuple(rules.at_cleanup.items())

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
        if lo == hi or hi == 0:  # only then can the choice be forced (see `forced`)
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
        self.emit(PLAY, pi, (play.card,))
        if info.attack:
            play.unaffected = yield from self._reactions(pi)
        cards, actions, buys, coins = info.plus
        if cards:
            self.draw(pi, cards)
        self.actions += actions
        self.buys += buys
        self.coins += coins
        fn = self.rules.effects.get(play.card)
        if fn is not None:
            result = fn(self, pi, play)  # type: ignore[arg-type]  # effects take the Game
            if isinstance(result, bool):
                return result
            return (yield from result)
        if info.duration:
            self.players[pi].next_turn.append((play.card, None))
            return True
        return False

    def _reactions(self, attacker: int) -> Generator[Decision, Answer, frozenset[int]]:
        """Each other player in turn order may reveal Moat; Lighthouse in play protects at once."""
        unaffected: set[int] = set()
        for pi in self.others(attacker):
            if self.protected(pi):
                unaffected.add(pi)
                self.emit(Ev.UNAFFECTED, pi, ("lighthouse",))
            elif "moat" in self.players[pi].hand:
                answer = yield from self.ask(pi, Kind.REVEAL, ("moat",), 0, 1, card="moat")
                if answer:
                    unaffected.add(pi)
                    self.emit(Ev.REACT, pi, ("moat",))
        return frozenset(unaffected)

    def victims(self, pi: int, play: Play) -> list[int]:
        """The other players an Attack affects, in turn order."""
        return [o for o in self.others(pi) if o not in play.unaffected]

    def run(self, start_phase: str) -> Step:
        """Play turns from `start_phase` of the active player's turn until the game ends."""
        phase = start_phase
        while True:
            yield from self._turn(phase)
            phase = "start"
            if self.ended():
                break
            # An extra turn, but never a third turn in a row (Seaside p. 9, Outpost).
            self.extra_turn = self.extra_turn_pending and not self.extra_turn
            if not self.extra_turn:
                self.active = (self.active + 1) % len(self.players)
            self.extra_turn_pending = False
            self.cleanup_draw = 5
            self.turn += 1
        self.finish()

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
            self.emit(TURN_START, pi, (), "", None, self.turn)
            self._start_of_turn(pi)
            phase = "action"
        self.phase = phase
        if phase == "action":
            self.emit(PHASE, pi, (), "action")
            actions = self.db.actions
            while self.actions > 0:
                if actions.isdisjoint(p.hand):  # the usual Big Money hand: nothing to play
                    break
                playable = sorted({c for c in p.hand if c in actions})
                choice = yield from self.ask(pi, ACTION, playable, 0, 1)
                if not choice:
                    break
                self.actions -= 1
                yield from self.play_from_hand(pi, choice[0])
        self.phase = "buy"
        self.emit(PHASE, pi, (), "buy")
        yield from self._buy_phase(pi)
        self.phase = "cleanup"
        self.emit(PHASE, pi, (), "cleanup")
        yield from self._cleanup(pi)
        p.gained_last_turn = self.gained_this_turn

    def _start_of_turn(self, pi: int) -> None:
        """Resolve Duration effects. Their order cannot change the outcome in these two sets
        (they only draw, add actions, buys and coins, or return Haven's card), so they resolve
        in the order they were played instead of asking (Seaside rulebook p. 4)."""
        p = self.players[pi]
        effects, p.next_turn = p.next_turn, []
        at_start = self.rules.at_start
        for card_id, payload in effects:
            self.emit(Ev.DURATION, pi, (card_id,))
            hook = at_start.get(card_id)
            if hook is not None:
                hook(self, pi, payload)  # type: ignore[arg-type]  # hooks take the Game
                continue
            cards, actions, buys, coins = self.db[card_id].next_turn
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
            chosen = yield from self.ask(pi, TREASURES, sorted(in_hand), 0, len(in_hand))
            info = self.db.info
            for c in chosen:
                p.hand.remove(c)
                p.in_play.append(c)
                self.coins += info[c].coins
            if chosen:
                self.emit(PLAY, pi, tuple(chosen), "buy")
        while self.buys > 0:
            options = self.affordable(self.coins)
            if not options:
                break
            choice = yield from self.ask(pi, BUY, options, 0, 1)
            if not choice:
                break
            self.buy(pi, choice[0])

    def _cleanup(self, pi: int) -> Step:
        p = self.players[pi]
        for card_id, hook in self._cleanup_hooks:
            if card_id in p.in_play:
                yield from hook(self, pi)  # type: ignore[arg-type]  # hooks take the Game
        if p.in_play or p.hand:
            moved = (*p.in_play, *p.hand)
            p.discard.extend(p.in_play)
            p.discard.extend(p.hand)
            p.in_play.clear()
            p.hand.clear()
            self.emit(DISCARD, pi, moved, "cleanup", pi)
        self.draw(pi, self.cleanup_draw)
