"""Play one simulated game (or one solitaire game) and keep only what the statistics need."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from companion.bots import Bot, Builder
from companion.engine.cards import CardDB
from companion.engine.events import Ev
from companion.engine.game import Game, Setup
from companion.engine.table import winners as table_winners
from companion.sim.seeds import derive_seed
from companion.sim.shuffler import FastShuffler
from companion.sim.spec import SimSpec
from companion.sim.stuck import DeadEnd, dead_end


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game's outcome, indexed by bot (not by seat): scores, winners, the turn each bot
    gained its target Province (None if never), and whether the turn cap stopped it or it was
    stopped because it could never end (`stuck`)."""

    index: int
    bot: int  # solitaire: the bot that played; otherwise -1
    seats: tuple[int, ...]  # bot index at each seat, first player first
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    turns: int  # most normal turns any player took
    province_turns: tuple[int | None, ...]
    capped: bool
    player_turns: tuple[int, ...] = ()  # normal turns each bot took
    stuck: bool = False
    seed: int = 0  # the game's own seed, derive_seed(spec seed, index)


class ProvinceWatch:
    """Counts each player's Province gains from the events, and the turn of the target one.

    It only looks at events when the Province pile changed, so it costs almost nothing.
    """

    def __init__(self, game: Game, target: int) -> None:
        self.game = game
        self.target = target
        n = len(game.players)
        self.counts = [0] * n
        self.turn_of: list[int | None] = [None] * n
        self.left = game.supply.get("province", 0)

    def update(self, turn_before: int, first_event: int) -> None:
        """Scan the events of an answer given during global turn `turn_before` (they start at
        index `first_event`)."""
        game = self.game
        self.left = game.supply.get("province", 0)
        events = game.events
        for i in range(first_event, len(events)):
            ev = events[i]
            if ev.kind is Ev.GAIN and ev.cards == ("province",):
                pi = ev.player
                self.counts[pi] += 1
                if self.counts[pi] == self.target and self.turn_of[pi] is None:
                    self.turn_of[pi] = self._turn_of_gain(pi, turn_before)

    def _turn_of_gain(self, pi: int, turn_before: int) -> int:
        """The gainer's turn number at the moment of the gain."""
        # The gain happened during the answer's turn; if the answer carried play on into this
        # player's next (normal) turn, their turn count already moved on by one.
        game = self.game
        turns = game.players[pi].turns
        if game.turn != turn_before and game.active == pi and not game.extra_turn:
            turns -= 1
        return turns


def _bots(spec: SimSpec, builder: Builder, index: int, order: tuple[int, ...]) -> list[Bot]:
    """The bots for one game, seated in `order`, each with its own seed."""
    return [
        builder(spec.bots[b], derive_seed(spec.seed, index, "bot", seat, b))
        for seat, b in enumerate(order)
    ]


class Stop(enum.Enum):
    """Why a simulated game stopped."""

    ENDED = "ended"  # by the rules, or at the solitaire target
    CAPPED = "capped"  # the turn cap
    STUCK = "stuck"  # it could never end (see companion.sim.stuck)


CHECK_EVERY = 10
"""Turns between two looks for a game that can no longer end (a stuck game stops within them)."""


def _play(
    game: Game, bots: list[Bot], watch: ProvinceWatch, cap: int, solo: bool, dead: DeadEnd
) -> Stop:
    """Run the game to its end (or the solitaire target), the turn cap or a dead end."""
    supply = game.supply
    events = game.events
    target = watch.target
    pending = game.pending
    while pending is not None:
        before = game.turn
        first = len(events)
        game.answer(bots[pending.player].answer(game, pending))
        if supply.get("province", 0) != watch.left:
            watch.update(before, first)
            if solo and watch.counts[0] >= target:
                return Stop.ENDED
        turn = game.turn
        if turn != before:
            if turn > cap:
                return Stop.CAPPED
            if turn % CHECK_EVERY == 0 and dead.stuck(game):
                return Stop.STUCK
        pending = game.pending
    return Stop.ENDED


def play_game(spec: SimSpec, db: CardDB, builder: Builder, index: int) -> GameRecord:
    """Game `index` of a multi-bot simulation; seats rotate so each bot starts equally often."""
    n = len(spec.bots)
    order = tuple((seat + index) % n for seat in range(n))
    labels = spec.labels
    seed = derive_seed(spec.seed, index)
    game = Game(db, Setup(tuple(labels[b] for b in order), spec.kingdom, seed), FastShuffler(seed))
    bots = _bots(spec, builder, index, order)
    return play_out(spec, game, bots, index, order, dead_end(builder.cat))


def play_out(
    spec: SimSpec, game: Game, bots: list[Bot], index: int, order: tuple[int, ...], dead: DeadEnd
) -> GameRecord:
    """Play a set-up game on to its end (or the cap, or a dead end) and record it by bot."""
    n = len(order)
    watch = ProvinceWatch(game, spec.provinces)
    stop = _play(game, bots, watch, spec.max_turns * n, False, dead)
    scores = [0] * n
    turns = [0] * n
    province_turns: list[int | None] = [None] * n
    for seat, b in enumerate(order):
        scores[b] = game.score(seat)
        turns[b] = min(game.players[seat].turns, spec.max_turns)  # a capped game's turns
        province_turns[b] = watch.turn_of[seat]
    if stop is Stop.ENDED:
        winners = tuple(sorted(order[seat] for seat in game.winners))
    else:  # scored as it stands, ties broken by fewer turns as at a real end
        winners = table_winners(scores, turns)
    return GameRecord(
        index,
        -1,
        order,
        tuple(scores),
        winners,
        max(turns),
        tuple(province_turns),
        stop is Stop.CAPPED,
        tuple(turns),
        stop is Stop.STUCK,
        game.setup.seed,
    )


def play_solitaire(spec: SimSpec, db: CardDB, builder: Builder, bot: int, index: int) -> GameRecord:
    """Bot `bot` alone, until it gains its target Province, the game ends, the cap stops it or
    it can no longer end."""
    seed = derive_seed(spec.seed, index)  # every bot meets the same shuffles seed by seed
    game = Game(db, Setup((spec.labels[bot],), spec.kingdom, seed), FastShuffler(seed))
    watch = ProvinceWatch(game, spec.provinces)
    player = builder(spec.bots[bot], derive_seed(spec.seed, index, "bot", 0, bot))
    stop = _play(game, [player], watch, spec.max_turns, True, dead_end(builder.cat))
    reached = watch.turn_of[0]
    turns = reached if reached is not None else min(game.players[0].turns, spec.max_turns)
    return GameRecord(
        index,
        bot,
        (bot,),
        (game.score(0),),
        (bot,),
        turns,
        (reached,),
        stop is Stop.CAPPED,
        (turns,),
        stop is Stop.STUCK,
        seed,
    )
