"""The turn: asking players, playing cards and Attacks, and the phases from start to clean-up.

Two drivers run the same steps. The checked one (`run`) is a generator that yields a `Decision`
whenever a player must choose, for the app and any caller that answers from outside. The inline
one (`play_inline`) is plain calls: trusted bots (`inline`) answer at once where the choice
arises, every answer is still checked and logged, and card effects (generators, written once)
run without ever suspending. Card rules come from the `CardRules` table, never from here.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Sequence
from typing import Any, Protocol, Self, TypeAlias, TypeVar

from companion.engine.cards import CardDB, CardInfo
from companion.engine.decisions import YES, YES_NO, Answer, Decision, IllegalAnswer, Kind
from companion.engine.errors import N_, Message
from companion.engine.events import Ev
from companion.engine.rules import CardRules, Flow, Play, Step
from companion.engine.shuffle import Shuffler
from companion.engine.table import Table

PHASES = ("action", "buy", "cleanup")
NOT_AN_OPTION = Message(N_("not an option"))
NOT_AFFORDABLE = Message(N_("not a pile the player can afford"))
# Read once per turn or more: a module global is faster than an Enum member lookup.
TURN_START, PHASE, PLAY, DISCARD = Ev.TURN_START, Ev.PHASE, Ev.PLAY, Ev.DISCARD
ACTION, TREASURES, BUY = Kind.ACTION, Kind.TREASURES, Kind.BUY
_new_decision = tuple.__new__  # builds a Decision without the NamedTuple constructor's call


G = TypeVar("G")
G_contra = TypeVar("G_contra", contravariant=True)


class InlineBot(Protocol[G_contra]):
    """A trusted bot, called by the fast path where a choice arises (`Game(bots=...)`), with
    the game it is seated at (`G_contra`: a `Game`; the core never names it).

    `answer(game, decision)` returns a legal answer as a tuple of option names and only reads
    the game. A bot may also set `plays_all_treasures = True`: its answer to every Treasure
    question is then all of them, and the engine logs that answer without calling it. And it
    may have `buy_now(game, player)`: the card it buys now (or None), which must be what
    `answer` gives the buy question, and `play_now(game, player, playable)`: the Action it
    plays (or None), as `answer` to the Action question; the engine then asks these without
    building the question.
    """

    def answer(self, game: G_contra, decision: Decision) -> Answer: ...


BuyNow: TypeAlias = Callable[[G, int], str | None]
"""A bot's buy rule, asked directly by the fast path: the card to buy now, or None."""
PlayNow: TypeAlias = Callable[[G, int, tuple[str, ...]], str | None]
"""A bot's Action rule, asked directly by the fast path: the Action to play, or None."""

Watcher: TypeAlias = Callable[[G], None]
"""Looks at an inline game at a decision point, before the bot answers; may raise to stop it."""


class InlineQuestion(RuntimeError):
    """A decision reached the inline driver as a value: an effect asked without `ask`."""


def drive(flow: Generator[Decision, Answer, Any]) -> Any:
    """Run an effect's generator to its end where deciders answer inline (it never yields)."""
    try:
        flow.send(None)  # type: ignore[arg-type]  # starting a generator sends None
    except StopIteration as done:
        return done.value
    raise InlineQuestion("an inline game met a question that was not asked through `ask`")


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
        self.answers: list[Answer] = []
        self.answer_events: list[int] = []  # per answer: the index of the first event it caused
        self.inline: tuple[Callable[[Self, Decision], Answer], ...] | None = None  # bots' answer
        self.all_treasures: tuple[bool, ...] = ()  # per seat: plays every Treasure unasked
        self.buyers: tuple[BuyNow[Self] | None, ...] = ()  # per seat: the bot's `buy_now`
        self.actors: tuple[PlayNow[Self] | None, ...] = ()  # per seat: the bot's `play_now`
        self.watcher: Watcher[Self] | None = None  # see `watch_next`
        self._watch_at = -1  # the turn of the watcher's next look (see `watch_next`)

    def seat(self, bots: Sequence[InlineBot[Self]]) -> None:
        """Let these trusted bots answer inline, one per seat, in seat order."""
        if len(bots) != len(self.players):
            raise ValueError(f"{len(self.players)} players need {len(self.players)} bots")
        self.inline = tuple(b.answer for b in bots)
        self.all_treasures = tuple(getattr(b, "plays_all_treasures", False) for b in bots)
        self.buyers = tuple(getattr(b, "buy_now", None) for b in bots)
        self.actors = tuple(getattr(b, "play_now", None) for b in bots)

    def watch_next(self) -> None:
        """Have the watcher look at the next decision point even if the turn is the same.

        The watcher (`watcher`) is called at an inline decision point, before the bot answers,
        at the first one of each turn (or from the turn it asked for, `watch_from`) and after
        `watch_next`: where a loop answering `pending` from outside would look after the
        previous answer."""
        self._watch_at = -1

    def watch_from(self, turn: int) -> None:
        """Have the watcher's next look be at the first decision point from this turn on (or
        the next one after `watch_next`), skipping the turns before it."""
        self._watch_at = turn

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
        if self.inline is not None:
            return self.consult(decision)
        return (yield decision)

    def consult(self: Self, decision: Decision) -> Answer:
        """An inline bot's answer, checked and logged like one given to `Game.answer`."""
        inline = self.inline
        assert inline is not None
        if self.turn >= self._watch_at:
            self.watch_point()
        answer = inline[decision.player](self, decision)
        # The common legal answers at a glance (as in `Decision.check`), else the full check.
        if not (
            type(answer) is tuple
            and (
                (answer is decision.options and len(answer) <= decision.max)
                or (not answer and decision.min == 0)
                or (len(answer) == 1 and answer[0] in decision.options and decision.min <= 1)
            )
        ):
            reason = decision.why(answer)
            if reason is not None:
                raise IllegalAnswer(decision, answer, reason)
        return self._logged(answer)

    def _logged(self, answer: Answer) -> Answer:
        """Log an inline answer, as `Game.answer` logs one given from outside (the hot loop
        of `play_inline` writes this out for its Treasure and buy answers)."""
        self.answers.append(answer)
        if self.recording:
            self.answer_events.append(len(self.events))
        return answer

    def _taken(self, pi: int, kind: Kind, options: tuple[str, ...], card: str | None) -> Answer:
        """A bot's pick of at most one option, asked without a question: checked and logged
        as `consult` does its answer."""
        if card is not None and card not in options:
            raise IllegalAnswer(Decision(pi, kind, options, 0, 1), (card,), NOT_AN_OPTION)
        return self._logged(() if card is None else (card,))

    def watch_point(self: Self) -> None:
        """A decision point the watcher must see (see `watch_next`); by default it looks again
        at the next turn's first one."""
        self._watch_at = self.turn + 1
        if self.watcher is not None:
            self.watcher(self)

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

    def _play_inline(self, pi: int, card_id: str) -> None:
        """`play_from_hand` for the inline driver; a card with only "+N" parts skips the
        generators altogether."""
        info = self.db.info[card_id]
        if info.attack or info.duration or card_id in self.rules.effects:
            drive(self.play_from_hand(pi, card_id))
            return
        p = self.players[pi]
        p.hand.remove(card_id)
        p.in_play.append(card_id)
        if self.recording:
            self.emit(PLAY, pi, (card_id,))
        cards, actions, buys, coins = info.plus  # `_add`, written out
        if cards:
            self.draw(pi, cards)
        self.actions += actions
        self.buys += buys
        self.coins += coins

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

    # -- the two drivers ------------------------------------------------------------------

    def run(self, start_phase: str) -> Step:
        """Play turns from `start_phase` of the active player's turn until the game ends."""
        phase = start_phase
        while True:
            yield from self._turn(phase)
            if self._next_turn():
                break
            phase = "start"
        self.finish()

    def play_inline(self: Self, start_phase: str) -> None:
        """`run` with the deciders answering inline: plain calls from start to the end.

        The turn is `_turn` with plain calls, the same steps in the same order (a test plays
        both), written out here with its hot steps and with the lookups hoisted out of the
        loop: a call or a lookup saved per step is felt on every turn of every game.
        """
        db = self.db
        action_cards, splits = db.actions, db.treasure_splits
        cost, victories = db.cost, db.victories
        supply = self.supply
        players = self.players
        answers = self.answers
        consult = self.consult
        recording = self.recording
        phase = start_phase
        while True:
            pi = self.active
            p = players[pi]
            hand = p.hand
            if phase == "start" and not (recording or p.next_turn or p.duration):
                # `_begin` written out for the usual start of a turn
                if self.extra_turn:
                    p.extra_turns += 1
                else:
                    p.turns += 1
                self.actions = self.buys = 1
                self.coins = 0
                self.bought_victory = False
                self.gained_this_turn = []
                phase = self.phase = "action"
            else:
                phase = self._begin(pi, phase)
            if phase == "action":
                play_now = self.actors[pi]
                while self.actions > 0 and not action_cards.isdisjoint(hand):
                    playable = self._playable(pi)
                    if play_now is None:
                        asks = (pi, ACTION, playable, 0, 1, None, None, (), False)
                        choice = consult(_new_decision(Decision, asks))
                    else:  # the bot's Action rule asked directly, then as `consult` would
                        if self.turn >= self._watch_at:
                            self.watch_point()
                        choice = self._taken(pi, ACTION, playable, play_now(self, pi, playable))
                    if not choice:
                        break
                    self.actions -= 1
                    self._play_inline(pi, choice[0])
            self.phase = "buy"
            if recording:
                self.emit(PHASE, pi, (), "buy")
            held = tuple(hand)
            split = splits.get(held)
            if split is None:
                split = db.split_treasures(held)
            options, rest, value = split
            if options:
                if self.all_treasures[pi]:  # the bot's answer is known: log it without asking
                    if self.turn >= self._watch_at:
                        self.watch_point()
                    answers.append(options)
                    if recording:
                        self.answer_events.append(len(self.events))
                    hand[:] = rest  # as removing each in turn
                    p.in_play += options
                    self.coins += value
                    if recording:
                        self.emit(PLAY, pi, options, "buy")
                else:
                    asks = (pi, TREASURES, options, 0, len(options), None, None, (), False)
                    self._play_treasures(pi, consult(_new_decision(Decision, asks)))
            buy_now = self.buyers[pi]
            while self.buys > 0:
                coins = self.coins
                if buy_now is None:
                    options = tuple([c for c, n in supply.items() if n > 0 and cost[c] <= coins])
                    if not options:
                        break
                    choice = consult(
                        _new_decision(Decision, (pi, BUY, options, 0, 1, None, None, (), False))
                    )
                    if not choice:
                        break
                    card = choice[0]
                else:  # the bot's buy rule asked directly (it only reads the game), then
                    # watched, checked and logged as `consult` would; nothing affordable: no
                    # question at all
                    picked = buy_now(self, pi)
                    if picked is None and not self._buyable():
                        break
                    if self.turn >= self._watch_at:
                        self.watch_point()
                    if picked is not None and (supply.get(picked, 0) <= 0 or cost[picked] > coins):
                        asked = Decision(pi, BUY, self._buyable(), 0, 1)
                        raise IllegalAnswer(asked, (picked,), NOT_AFFORDABLE)
                    answers.append(() if picked is None else (picked,))
                    if recording:
                        self.answer_events.append(len(self.events))
                    if picked is None:
                        break
                    card = picked
                if recording or self.embargo:
                    self.buy(pi, card)
                else:  # `buy` and `gain` written out for a game that records nothing
                    self.coins -= cost[card]
                    self.buys -= 1
                    if card in victories:
                        self.bought_victory = True
                    supply[card] -= 1
                    p.discard.append(card)
                    self.gained_this_turn.append(card)
                    if card in self.listened:
                        self.gain_listener(pi, card)  # type: ignore[misc]  # see `listen`
            self.phase = "cleanup"
            if recording:
                self.emit(PHASE, pi, (), "cleanup")
            for card_id, hook in self._cleanup_hooks:
                if card_id in p.in_play:
                    drive(hook(self, pi))
            if recording:
                self._end(pi)
            else:  # `_end` written out, drawing the new hand at once when the deck holds it
                discard = p.discard
                discard += p.in_play
                discard += hand
                p.in_play.clear()
                hand.clear()
                n = self.cleanup_draw
                deck = p.deck
                if 0 < n <= len(deck):
                    drawn = deck[-n:]
                    del deck[-n:]
                    drawn.reverse()
                    hand += drawn
                else:
                    self.draw(pi, n)
                p.gained_last_turn = self.gained_this_turn
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
