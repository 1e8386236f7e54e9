"""The turn: asking players, playing cards and Attacks, and the phases from start to clean-up.

This is the checked driver (`run`): a generator that yields a `Decision` whenever a player must
choose, for the app and any caller that answers from outside. Its fast twin, where seated bots
answer inline in plain calls, is `inline.Inline`; both share the steps below and `ask`, which
answers inline once bots are seated (`consult`), so card effects (generators, written once)
serve both. Card rules come from the `CardRules` table, never from here.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Sequence

from companion.engine.cards import CardDB, CardInfo
from companion.engine.decisions import YES, YES_NO, Answer, Decision, Kind
from companion.engine.events import Ev
from companion.engine.rules import CardRules, Flow, Play, Step
from companion.engine.shuffle import Shuffler
from companion.engine.table import Table

PHASES = ("action", "buy", "cleanup")
# Read once per turn or more: a module global is faster than an Enum member lookup.
TURN_START, PHASE, PLAY, DISCARD = Ev.TURN_START, Ev.PHASE, Ev.PLAY, Ev.DISCARD
ACTION, TREASURES, BUY = Kind.ACTION, Kind.TREASURES, Kind.BUY
_new_decision = tuple.__new__  # builds a Decision without the NamedTuple constructor's call


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
        # The answer log (engine/log.py), as parallel lists: one append each per answer.
        self.answers: list[Answer] = []
        self.deciders: list[int] = []  # per answer: the seat that decided it
        # Per answer, kept when the game records events (the checked path always keeps them):
        self.answer_events: list[int] = []  # the index of the first event it caused
        self.answer_kinds: list[Kind] = []  # the kind of choice it answered
        self.answer_turns: list[int] = []  # the game's turn number (`turn`) when it was given
        self.seated = False  # trusted bots answer inline (`inline.Inline.seat`)

    # -- asking -------------------------------------------------------------------------------

    def question(
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
    ) -> tuple[Decision, Answer | None]:
        """The decision to put, and its forced answer when it has only one (then nobody is
        asked). `min` and `max` are clamped to the options."""
        opts = tuple(options)
        if hi > len(opts):  # hi = min(hi, len(opts)); lo = min(lo, hi), without the calls
            hi = len(opts)
        if lo > hi:
            lo = hi
        decision: Decision = _new_decision(
            Decision, (player, kind, opts, lo, hi, card, target, tuple(shown), ordered)
        )
        if lo == hi or hi == 0:  # only then can the choice be forced (see `forced`)
            return decision, decision.forced()
        return decision, None

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
        """Ask a player; forced choices are answered at once without asking. An inline game
        answers here too, without suspending (effects are written once for both drivers)."""
        decision, forced = self.question(
            player, kind, options, lo, hi, card, target, shown, ordered
        )
        if forced is not None:
            return forced
        if self.seated:
            return self.consult(decision)
        return (yield decision)

    def consult(self, decision: Decision) -> Answer:
        """A seated bot's answer to `decision`, checked and logged (`inline.Inline.consult`)."""
        raise RuntimeError("no bots are seated at this game")

    def may(
        self, player: int, card: str, target: int | None = None, shown: Iterable[str] = ()
    ) -> Generator[Decision, Answer, bool]:
        """A yes/no question about a card's optional instruction."""
        answer = yield from self.ask(player, Kind.CHOOSE, YES_NO, 1, 1, card, target, shown)
        return answer == (YES,)

    # -- playing cards --------------------------------------------------------------------

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

    def _add(self, pi: int, plus: tuple[int, int, int, int]) -> None:
        """The "+N" parts of a card: cards, Actions, Buys, coins."""
        cards, actions, buys, coins = plus
        if cards:
            self.draw(pi, cards)
        self.actions += actions
        self.buys += buys
        self.coins += coins

    def resolve(self, pi: int, play: Play) -> Flow:
        """Follow a card's instructions once (Throne Room calls this twice for one card)."""
        info = self.db[play.card]
        self.emit(PLAY, pi, (play.card,))
        if info.attack:
            play.unaffected = yield from self._reactions(pi)
        self._add(pi, info.plus)
        fn = self.rules.effects.get(play.card)
        if fn is not None:
            result = fn(self, pi, play)
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

    # -- the checked driver ------------------------------------------------------------------

    def run(self, start_phase: str) -> Step:
        """Play turns from `start_phase` of the active player's turn until the game ends."""
        phase = start_phase
        while True:
            yield from self._turn(phase)
            if self._next_turn():
                break
            phase = "start"
        self.finish()

    def _next_turn(self) -> bool:
        """After a turn: True when the game ends, else move on to the next turn."""
        supply = self.supply
        if supply.get("province", 0) == 0 or (0 in supply.values() and self.ended()):
            return True
        if self.extra_turn_pending or self.extra_turn:
            # An extra turn, but never a third turn in a row (Seaside p. 9, Outpost).
            self.extra_turn = self.extra_turn_pending and not self.extra_turn
            self.extra_turn_pending = False
            self.cleanup_draw = 5
        if not self.extra_turn:
            self.active = (self.active + 1) % len(self.players)
        self.turn += 1
        return False

    def _turn(self, phase: str) -> Step:
        pi = self.active
        if self._begin(pi, phase) == "action":
            while playable := self._playable(pi):
                choice = yield from self.ask(pi, ACTION, playable, 0, 1)
                if not choice:
                    break
                self.actions -= 1
                yield from self.play_from_hand(pi, choice[0])
        self._enter(pi, "buy")
        treasures = self._treasures(pi)
        if treasures:
            chosen = yield from self.ask(pi, TREASURES, treasures, 0, len(treasures))
            self._play_treasures(pi, chosen)
        while options := self._buyable():
            choice = yield from self.ask(pi, BUY, options, 0, 1)
            if not choice:
                break
            self.buy(pi, choice[0])
        self._enter(pi, "cleanup")
        p = self.players[pi]
        for card_id, hook in self._cleanup_hooks:
            if card_id in p.in_play:
                yield from hook(self, pi)
        self._end(pi)

    # -- the steps both drivers share -------------------------------------------------------

    def _begin(self, pi: int, phase: str) -> str:
        """Start the turn (counters, Duration effects) unless resuming a set-up position's
        phase; returns the phase play goes on from."""
        if phase == "start":
            p = self.players[pi]
            if self.extra_turn:
                p.extra_turns += 1
            else:
                p.turns += 1
            self.actions, self.buys, self.coins = 1, 1, 0
            self.bought_victory = False
            self.gained_this_turn = []
            self.phase = "action"
            if self.recording:  # the player's own turn number, as the rulebook counts turns
                extra = self.extra_turn
                own = p.extra_turns if extra else p.turns
                self.emit(TURN_START, pi, (), "extra" if extra else "", None, own)
            if p.next_turn or p.duration:
                self._start_of_turn(pi)
            phase = "action"
        self.phase = phase
        if phase == "action" and self.recording:
            self.emit(PHASE, pi, (), "action")
        return phase

    def _enter(self, pi: int, phase: str) -> None:
        self.phase = phase
        if self.recording:
            self.emit(PHASE, pi, (), phase)

    def _playable(self, pi: int) -> tuple[str, ...]:
        """The Actions the player may play now (none without an Action left)."""
        if self.actions <= 0:
            return ()
        hand = self.players[pi].hand
        actions = self.db.actions
        if actions.isdisjoint(hand):  # the usual Big Money hand: nothing to play
            return ()
        return tuple(sorted({c for c in hand if c in actions}))

    def _treasures(self, pi: int) -> tuple[str, ...]:
        """The Treasures in hand, sorted (the options of the Treasure question)."""
        return self.db.split_treasures(tuple(self.players[pi].hand))[0]

    def _play_treasures(self, pi: int, chosen: Answer) -> None:
        p = self.players[pi]
        info = self.db.info
        hand, in_play = p.hand, p.in_play
        for c in chosen:
            hand.remove(c)
            in_play.append(c)
            self.coins += info[c].coins
        if chosen and self.recording:
            self.emit(PLAY, pi, tuple(chosen), "buy")

    def _buyable(self) -> tuple[str, ...]:
        """What the player may buy now (nothing without a Buy left)."""
        if self.buys <= 0:
            return ()
        cost = self.db.cost
        coins = self.coins
        return tuple([c for c, n in self.supply.items() if n > 0 and cost[c] <= coins])

    def _end(self, pi: int) -> None:
        """Clean-up after its hooks: discard hand and play, draw the next hand."""
        p = self.players[pi]
        if p.in_play or p.hand:
            if self.recording:
                self.emit(DISCARD, pi, (*p.in_play, *p.hand), "cleanup", pi)
            p.discard.extend(p.in_play)
            p.discard.extend(p.hand)
            p.in_play.clear()
            p.hand.clear()
        self.draw(pi, self.cleanup_draw)
        p.gained_last_turn = self.gained_this_turn

    def _start_of_turn(self, pi: int) -> None:
        """Resolve Duration effects. Their order cannot change the outcome in these two sets
        (they only draw, add actions, buys and coins, or return Haven's card), so they resolve
        in the order they were played instead of asking (Seaside rulebook p. 4)."""
        p = self.players[pi]
        effects, p.next_turn = p.next_turn, []
        at_start = self.rules.at_start
        info: CardInfo
        for card_id, payload in effects:
            self.emit(Ev.DURATION, pi, (card_id,))
            hook = at_start.get(card_id)
            if hook is not None:
                hook(self, pi, payload)
                continue
            info = self.db[card_id]
            self._add(pi, info.next_turn)
        p.in_play.extend(p.duration)
        p.duration = []
