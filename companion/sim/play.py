"""Play one simulated game (or one solitaire game) and keep only what the statistics need."""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from functools import partial

from companion.bots import Bot, Builder
from companion.engine.cards import CardDB
from companion.engine.game import Game, Setup
from companion.engine.native import by_fields
from companion.engine.standard import new_game
from companion.engine.table import winners as table_winners
from companion.sim.seeds import derive_seed
from companion.sim.shuffler import FastShuffler, shuffler_of
from companion.sim.spec import SimSpec
from companion.sim.split import split_shuffles
from companion.sim.stuck import StuckCheck, dead_end


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

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return by_fields(self)  # pickles alike compiled (engine/native.py)


class ProvinceWatch:
    """Counts each player's Province gains and the turn of the target one, told by the game
    (`listen`), so it works whether the game records events or not."""

    def __init__(self, game: Game, target: int) -> None:
        self.game = game
        self.target = target
        n = len(game.players)
        self.counts = [0] * n
        self.turn_of: list[int | None] = [None] * n
        game.listen(("province",), self.gained)

    def gained(self, pi: int, card: str) -> None:
        """A Province gained from the supply: it counts, on the gainer's turn number of now."""
        self.counts[pi] += 1
        if self.counts[pi] == self.target and self.turn_of[pi] is None:
            self.turn_of[pi] = self.game.players[pi].turns
            self.game.watch_next()  # a solitaire game stops at the next decision point


def _bots(spec: SimSpec, builder: Builder, index: int, order: tuple[int, ...]) -> list[Bot]:
    """The bots for one game, seated in `order`, each with its own seed (worked out only for
    a bot that uses it)."""
    return [
        builder(spec.bots[b], partial(derive_seed, spec.seed, index, "bot", seat, b))
        for seat, b in enumerate(order)
    ]


class Stop(enum.Enum):
    """Why a simulated game stopped."""

    ENDED = "ended"  # by the rules, or at the solitaire target
    CAPPED = "capped"  # the turn cap
    STUCK = "stuck"  # it could never end (see companion.sim.stuck)


CHECK_EVERY = 10
"""Turns between two looks for a game that can no longer end (a stuck game stops within them)."""


class Stopped(Exception):
    """Raised by a referee's decider to stop a game before its end (cap, dead end, target)."""

    def __init__(self, why: Stop) -> None:
        super().__init__(why.value)
        self.why = why


class Referee:
    """Watches a game between its decisions: the solitaire target, the turn cap, a dead end.

    The game calls `look` at an inline decision point, before the bot answers: the first of
    the turn `look` asked for (`watch_from`: the next dead-end check or the turn past the cap)
    and the first after a target Province was gained; the simulator looks once more at the
    end. Those are the answers after which a loop answering `game.pending` from outside would
    find a reason to stop, so a game stops on the same answer either way.
    """

    def __init__(self, watch: ProvinceWatch, cap: int, solo: bool, dead: StuckCheck) -> None:
        self.watch = watch
        self.cap = cap
        self.solo = solo
        self.dead = dead
        self.turn = -1  # the turn of the last look; -1 before the first decision

    def look(self, game: Game) -> None:
        """Raise Stopped when the game must stop here; else tell the game the turn of the next
        look (the next dead-end check or the cap: the turns between need none)."""
        turn = game.turn
        if self.turn < 0:  # the first decision: nothing was answered yet
            self.turn = turn
        else:
            if self.solo and self.watch.counts[0] >= self.watch.target:
                raise Stopped(Stop.ENDED)
            if turn != self.turn:
                self.turn = turn
                if turn > self.cap:
                    raise Stopped(Stop.CAPPED)
                if turn % CHECK_EVERY == 0 and self.dead.stuck(game):
                    raise Stopped(Stop.STUCK)
        game.watch_from(min(turn - turn % CHECK_EVERY + CHECK_EVERY, self.cap + 1))


def _play(game: Game, watch: ProvinceWatch, cap: int, solo: bool, dead: StuckCheck) -> Stop:
    """Run the game (its bots seated) to its end (or the solitaire target), the turn cap or a
    dead end."""
    referee = Referee(watch, cap, solo, dead)
    game.watcher = referee.look
    try:
        game.play()
        if referee.turn >= 0:  # the last answer ended the game: look once more
            referee.look(game)
    except Stopped as stop:
        return stop.why
    finally:  # no cycle left between the game and its watchers: freed at once, not by the GC
        game.watcher = None
        game.listen((), None)
    return Stop.ENDED


def play_game(spec: SimSpec, db: CardDB, builder: Builder, index: int) -> GameRecord:
    """Game `index` of a multi-bot simulation; seats rotate so each bot starts equally often."""
    setup, order, bots = seating(spec, builder, index)
    game = new_game(db, setup, shuffler_of(setup), bots=bots, events=False)
    return play_out(spec, game, index, order, dead_end(builder.cat))


def seating(
    spec: SimSpec, builder: Builder, index: int
) -> tuple[Setup, tuple[int, ...], list[Bot]]:
    """Game `index`'s setup, its seat order (seat -> bot number; seats rotate so each bot starts
    equally often) and its seeded bots in seat order."""
    n = len(spec.bots)
    order = tuple((seat + index) % n for seat in range(n))
    labels = spec.labels  # a property, worked out once here rather than once per seat
    setup = Setup(tuple(labels[b] for b in order), spec.kingdom, derive_seed(spec.seed, index))
    if spec.split is not None:  # bot 0's opening hands forced (sim/split.py)
        setup = replace(setup, shuffles=split_shuffles(spec.split, order.index(0), setup.seed))
    return setup, order, _bots(spec, builder, index, order)


def play_out(
    spec: SimSpec, game: Game, index: int, order: tuple[int, ...], dead: StuckCheck
) -> GameRecord:
    """Play a set-up game (its bots seated) on to its end (or the cap, or a dead end) and
    record it by bot."""
    n = len(order)
    watch = ProvinceWatch(game, spec.provinces)
    stop = _play(game, watch, spec.max_turns * n, False, dead)
    scores = [0] * n
    turns = [0] * n
    province_turns: list[int | None] = [None] * n
    final = game.final_scores  # scored at the end; a stopped game is scored as it stands
    for seat, b in enumerate(order):
        scores[b] = final[seat] if final else game.score(seat)
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
    player = builder(spec.bots[bot], derive_seed(spec.seed, index, "bot", 0, bot))
    setup = Setup((spec.labels[bot],), spec.kingdom, seed)
    game = new_game(db, setup, FastShuffler(seed), bots=[player], events=False)
    watch = ProvinceWatch(game, spec.provinces)
    stop = _play(game, watch, spec.max_turns, True, dead_end(builder.cat))
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
