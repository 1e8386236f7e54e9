"""The inline driver: trusted bots answer where a choice arises, in plain calls to the end.

`Turn.run` (turn.py) is the checked flow, a generator that yields every decision. `Inline` is
its fast twin for the simulator: the same steps in the same order (tests/test_engine_fastpath.py
plays both and compares answers, events and state), each written as a small step whose
docstring names its checked twin, with the hot lookups hoisted. Card effects are the same
generators in both: `ask` answers them inline (`consult`), so they never suspend (`drive`).

The control steps exist once, in `_answered`: after every inline answer (asked by `consult`,
known without asking, or a bot's rule asked directly) the watcher's look, the refusal of an
illegal answer (checked by `Decision.why`, or at a glance where no question was built) and
the log.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Self

from companion.engine.cards import CardDB, memo
from companion.engine.decisions import Answer, Decision, IllegalAnswer, Kind
from companion.engine.errors import N_, Message
from companion.engine.events import Ev
from companion.engine.inline_bots import BuyNow, InlineBot, PlayNow, Watcher, drive
from companion.engine.rules import CardRules
from companion.engine.shuffle import Shuffler
from companion.engine.state import PlayerState
from companion.engine.turn import Turn

NOT_AN_OPTION = Message(N_("not an option"))
NOT_AFFORDABLE = Message(N_("not a pile the player can afford"))
# Read once per turn or more: a module global is faster than an Enum member lookup.
PHASE, PLAY = Ev.PHASE, Ev.PLAY
ACTION, TREASURES, BUY = Kind.ACTION, Kind.TREASURES, Kind.BUY
_new_decision = tuple.__new__  # builds a Decision without the NamedTuple constructor's call


class Inline(Turn):
    """A turn's flow that seated trusted bots may play inline (`seat`, then `play_inline`)."""

    def __init__(
        self,
        db: CardDB,
        names: Sequence[str],
        kingdom: Sequence[str],
        shuffler: Shuffler,
        rules: CardRules,
    ) -> None:
        super().__init__(db, names, kingdom, shuffler, rules)
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
        self.seated = True
        self.all_treasures = tuple(getattr(b, "plays_all_treasures", False) for b in bots)
        self.buyers = tuple(getattr(b, "buy_now", None) for b in bots)
        self.actors = tuple(getattr(b, "play_now", None) for b in bots)

    # -- the watcher ----------------------------------------------------------------------------

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

    def watch_point(self: Self) -> None:
        """A decision point the watcher must see (see `watch_next`); by default it looks again
        at the next turn's first one."""
        self._watch_at = self.turn + 1
        if self.watcher is not None:
            self.watcher(self)

    # -- answers: looked at, checked, logged ----------------------------------------------------

    def consult(self: Self, decision: Decision) -> Answer:
        """An inline bot's answer, checked and logged like one given to `Game.answer`."""
        inline = self.inline
        assert inline is not None
        answer = inline[decision.player](self, decision)
        return self._answered(
            decision.player, decision.kind, answer, decision, decision.why(answer)
        )

    def _answered(
        self,
        pi: int,
        kind: Kind,
        answer: Answer,
        asked: Decision | None = None,
        reason: Message | None = None,
    ) -> Answer:
        """What follows every inline answer, in one copy: the watcher's look when one is due
        (see `watch_next`), the refusal of an illegal answer (`reason`, to the question
        `asked`), and the log (the answer and its decider `pi`; its kind, first event and turn
        when the game records events), as `Game.answer` logs an answer from outside.

        The bot has answered already: it only reads the game, so its answer is the one it
        would give after the look, and a watcher that stops the game here drops it unlogged.
        """
        if self.turn >= self._watch_at:
            self.watch_point()
        if reason is not None:
            raise IllegalAnswer(asked, answer, reason)
        self.answers.append(answer)
        self.deciders.append(pi)
        if self.recording:
            self.answer_events.append(len(self.events))
            self.answer_kinds.append(kind)
            self.answer_turns.append(self.turn)
        return answer

    def _taken(self, pi: int, kind: Kind, options: tuple[str, ...], card: str | None) -> Answer:
        """A bot's pick of at most one option, asked without a question (`play_now`)."""
        if card is None:
            return self._answered(pi, kind, ())
        if card not in options:
            return self._answered(
                pi, kind, (card,), Decision(pi, kind, options, 0, 1), NOT_AN_OPTION
            )
        return self._answered(pi, kind, (card,))

    # -- the driver -----------------------------------------------------------------------------

    def play_inline(self: Self, start_phase: str) -> None:
        """`Turn.run` with the deciders answering inline: plain calls from start to the end.

        The turn is `Turn._turn`, the same steps in the same order: the start and the clean-up
        written out here, the action phase and the buy phase from `_fast_steps`. Each step
        costs a call on every turn of every game, so the short ones stay in the loop."""
        actions_fast, buy_phase_fast = self._fast_steps()
        action_cards = self.db.actions
        players = self.players
        recording = self.recording
        cleanup_hooks = self._cleanup_hooks
        supply, seats = self.supply, len(players)
        piles = supply.values()
        phase = start_phase
        while True:
            pi = self.active
            p = players[pi]
            hand = p.hand
            # the start: `Turn._begin`, written out for a normal turn with nothing to resolve
            if phase != "start" or recording or p.next_turn or p.duration or self.extra_turn:
                phase = self._begin(pi, phase)
            else:
                p.turns += 1
                self.actions = self.buys = 1
                self.coins = 0
                self.bought_victory = False
                self.gained_this_turn = []
                phase = self.phase = "action"
            if phase == "action" and self.actions > 0 and not action_cards.isdisjoint(hand):
                actions_fast(pi, hand)
            buy_phase_fast(pi, p)
            # the clean-up: its hooks (Treasury), then `Turn._end`, written out for a silent
            # game, drawing the new hand at once when the deck holds it
            self.phase = "cleanup"
            if recording:
                self.emit(PHASE, pi, (), "cleanup")
            for card_id, hook in cleanup_hooks:
                if card_id in p.in_play:
                    drive(hook(self, pi))
            if recording:
                self._end(pi)
            else:
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
            # the next turn: `Turn._next_turn`, written out when no extra turn is due
            if self.extra_turn_pending or self.extra_turn:
                if self._next_turn():
                    break
            elif supply.get("province", 0) == 0 or (0 in piles and self.ended()):
                break
            else:
                self.active = (self.active + 1) % seats
                self.turn += 1
            phase = "start"
        self.finish()

    def _fast_steps(
        self: Self,
    ) -> tuple[Callable[[int, list[str]], None], Callable[[int, PlayerState], None]]:
        """The action and the buy phase of this game's turns, as local functions over the
        lookups hoisted once per game."""
        db, supply, rules = self.db, self.supply, self.rules
        action_cards, splits = db.actions, memo(db).treasure_splits
        cost, victories, info = db.cost, db.victories, db.info
        recording, answered, consult = self.recording, self._answered, self.consult
        play_from_hand, playable_now, buyable = self.play_from_hand, self._playable, self._buyable
        all_treasures, buyers, actors = self.all_treasures, self.buyers, self.actors
        log_answer, log_decider = self.answers.append, self.deciders.append

        def actions_fast(pi: int, hand: list[str]) -> None:
            """The action phase of `Turn._turn` (the Action question, or the bot's `play_now`
            asked directly, then `play_from_hand`); a card with only "+N" parts (`resolve`,
            `_add`) skips the generators altogether."""
            play_now = actors[pi]
            while self.actions > 0 and not action_cards.isdisjoint(hand):
                playable = playable_now(pi)
                if play_now is None:
                    asks = (pi, ACTION, playable, 0, 1, None, None, (), False)
                    choice = consult(_new_decision(Decision, asks))
                else:  # the bot's Action rule asked directly, then checked as `consult` would
                    picked = play_now(self, pi, playable)
                    if (
                        picked is None
                        or picked not in playable
                        or recording
                        or self.turn >= self._watch_at
                    ):
                        choice = self._taken(pi, ACTION, playable, picked)
                    else:  # a legal pick, no look due: logged as `_taken` would
                        choice = (picked,)
                        log_answer(choice)
                        log_decider(pi)
                if not choice:
                    break
                self.actions -= 1
                card = choice[0]
                card_info = info[card]
                if card_info.attack or card_info.duration or card in rules.effects:
                    drive(play_from_hand(pi, card))
                    continue
                hand.remove(card)
                self.players[pi].in_play.append(card)
                if recording:
                    self.emit(PLAY, pi, (card,))
                cards, actions, buys, coins = card_info.plus
                if cards:
                    self.draw(pi, cards)
                self.actions += actions
                self.buys += buys
                self.coins += coins

        def buy_phase_fast(pi: int, p: PlayerState) -> None:
            """The buy phase of `Turn._turn`: the Treasure question (`_treasures`,
            `_play_treasures`; a bot that plays every Treasure has its answer logged without
            being called), then the buys (`_buyable`, the buy question, `Table.buy`); a bot's
            buy rule is asked directly, then checked and logged as `consult` would (nothing
            affordable: no question at all, as in the checked path)."""
            self.phase = "buy"
            if recording:
                self.emit(PHASE, pi, (), "buy")
            hand = p.hand
            held = tuple(hand)
            split = splits.get(held)
            if split is None:
                split = db.split_treasures(held)
            options, rest, value = split
            if options and not all_treasures[pi]:
                asks = (pi, TREASURES, options, 0, len(options), None, None, (), False)
                self._play_treasures(pi, consult(_new_decision(Decision, asks)))
            elif options:  # `_answered` written out for a silent game with no look due
                if recording or self.turn >= self._watch_at:
                    answered(pi, TREASURES, options)
                else:
                    log_answer(options)
                    log_decider(pi)
                hand[:] = rest  # as removing each in turn
                p.in_play += options
                self.coins += value
                if recording:
                    self.emit(PLAY, pi, options, "buy")
            buy_now = buyers[pi]
            while self.buys > 0:
                coins = self.coins
                if buy_now is None:
                    options = tuple([c for c, n in supply.items() if n > 0 and cost[c] <= coins])
                    if not options:
                        break
                    asks = (pi, BUY, options, 0, 1, None, None, (), False)
                    choice = consult(_new_decision(Decision, asks))
                    if not choice:
                        break
                    card = choice[0]
                else:
                    picked = buy_now(self, pi)
                    if picked is None:  # a pass is logged if a question would be put
                        if supply.get("copper", 0) > 0 or buyable():  # Copper costs 0
                            answered(pi, BUY, ())
                        break
                    if supply.get(picked, 0) <= 0 or cost[picked] > coins:
                        answered(
                            pi, BUY, (picked,), Decision(pi, BUY, buyable(), 0, 1), NOT_AFFORDABLE
                        )
                    card = picked
                    if recording or self.turn >= self._watch_at:
                        answered(pi, BUY, (card,))
                    else:
                        log_answer((card,))
                        log_decider(pi)
                if recording or self.embargo:
                    self.buy(pi, card)
                    continue
                self.coins = coins - cost[card]  # `Table.buy` and `Table.gain`, silent
                self.buys -= 1
                if card in victories:
                    self.bought_victory = True
                supply[card] -= 1
                p.discard.append(card)
                self.gained_this_turn.append(card)
                if card in self.listened:
                    self.gain_listener(pi, card)  # type: ignore[misc]  # see `listen`

        return actions_fast, buy_phase_fast
