"""The fast path (trusted bots answering inline) plays exactly the game the checked path plays.

Same seed, same bots: the same answers, the same events, the same final state, over hundreds of
random kingdoms of both sets with 1-4 players; and the simulator's records (scores, winners,
turn of the 4th Province, capped and stuck games) equal those of a loop that answers
`game.pending` from outside, as the simulator did before the fast path.
"""

from __future__ import annotations

import contextlib
import json
import random
from typing import Any

import pytest

from companion.bots import Builder, parse
from companion.bots.protocol import Bot
from companion.engine.decisions import Answer, Decision, IllegalAnswer, Kind
from companion.engine.events import Ev
from companion.engine.game import Game, PlayerPosition, Position, Setup, UndoError
from companion.engine.standard import new_game
from companion.engine.table import winners
from companion.engine.view import state_json
from companion.sim import SimSpec, derive_seed, play_game, play_solitaire, with_needed
from companion.sim.play import CHECK_EVERY, ProvinceWatch, _play
from companion.sim.shuffler import FastShuffler
from companion.sim.stuck import DeadEnd, dead_end

GAMES = 300
MAX_DECISIONS = 3_000
STOPPED = 60  # a cap on answers low enough that the watcher stops nearly every game
SETS = (("base-1e",), ("seaside-1e",), ("base-1e", "seaside-1e"))


class Enough(Exception):
    """Stops a long random game at the same decision on both paths."""


def table(db: Any, builder: Builder, i: int) -> tuple[Setup, list[Bot]]:
    """Game i: 1-4 players, a random kingdom, random and rule bots (as the engine digest)."""
    rng = random.Random(i)
    players = rng.randint(1, 4)
    sets = rng.choice(SETS)
    kingdom = tuple(rng.sample(sorted(c for c in db.kingdom_ids if db[c].set in sets), 10))
    names = [
        "random"
        if (k := rng.random()) < 0.5
        else "bigmoney"
        if k < 0.6
        else "bmu"
        if k < 0.65
        else f"{rng.choice(kingdom)}-bm"
        for _ in range(players)
    ]
    bots = [builder(parse(n, builder.cat), i * 10 + s) for s, n in enumerate(names)]
    return Setup(tuple(f"P{s + 1}" for s in range(players)), kingdom, i), bots


def everything(g: Game) -> dict[str, Any]:
    """The state a digest would hash: the JSON state plus what it leaves out (but the pending
    decision: a stopped fast game has none, where the checked one waits for the next answer)."""
    state = json.loads(json.dumps(state_json(g), sort_keys=True))
    state.pop("pending")
    return {
        "state": state,
        "next_turn": [list(p.next_turn) for p in g.players],
        "gained_last_turn": [list(p.gained_last_turn) for p in g.players],
        "haven": [list(p.haven) for p in g.players],
        "embargo": dict(g.embargo),
        "flags": (g.extra_turn_pending, g.extra_turn, g.bought_victory, g.turn, g.active),
        "rng": g.shuffler._rng.getstate(),  # type: ignore[attr-defined]
    }


def checked(db: Any, setup: Setup, bots: list[Bot], cap: int = MAX_DECISIONS) -> Game:
    game = new_game(db, setup)
    steps = 0
    while (d := game.pending) is not None and steps < cap:
        game.answer(bots[d.player].answer(game, d))
        steps += 1
    return game


def fast(db: Any, setup: Setup, bots: list[Bot], events: bool, cap: int = MAX_DECISIONS) -> Game:
    game = new_game(db, setup, bots=bots, events=events)

    def enough(game: Game) -> None:  # looks at every decision point
        game.watch_next()
        if len(game.answers) >= cap:
            raise Enough

    game.watcher = enough
    with contextlib.suppress(Enough):
        game.play()
    return game


@pytest.mark.parametrize("block", range(6))
@pytest.mark.parametrize("cap", [MAX_DECISIONS, STOPPED], ids=["to-the-end", "stopped"])
def test_fast_and_checked_paths_play_the_same_games(db, block, cap):
    """Played to the end, and stopped by the watcher after `STOPPED` answers: the fast path
    must look before every answer it logs (the checked loop looks after each one), so both
    stop on the same answer."""
    builder = Builder()
    stopped = 0
    for i in range(block * GAMES // 6, (block + 1) * GAMES // 6):
        setup, bots = table(db, builder, i)
        slow = checked(db, setup, bots, cap)
        stopped += slow.pending is not None
        setup, bots = table(db, builder, i)  # fresh bots: their RNGs start over
        quick = fast(db, setup, bots, events=True, cap=cap)
        assert quick.answers == slow.answers, i
        assert quick.events == slow.events, i
        assert quick.answer_events == slow.answer_events, i
        assert quick.log == slow.log, i  # deciders, kinds and turns as the checked path's
        assert everything(quick) == everything(slow), i
        setup, bots = table(db, builder, i)
        silent = fast(db, setup, bots, events=False, cap=cap)
        assert silent.answers == slow.answers and silent.events == [], i
        assert silent.deciders == slow.deciders, i
        assert everything(silent) == everything(slow), i
        if slow.pending is None:  # finished: the log replays to the same end
            again = new_game(db, setup).replay(quick.answers)
            assert again.pending is None and everything(again) == everything(slow), i
    assert stopped >= GAMES // 12 if cap == STOPPED else stopped < 5, stopped  # most stop


def test_a_fast_game_records_the_game_end_and_winners(db):
    setup, bots = table(db, Builder(), 3)
    game = fast(db, Setup(setup.players[:2], ("smithy",), 5), [bots[0]] * 2, events=True)
    assert game.game_over and game.phase == "game_over" and game.pending is None
    assert game.events[0].kind is Ev.GAME_START and game.events[-1].kind is Ev.GAME_END
    scores = [game.score(i) for i in range(2)]
    assert game.events[-1].value == max(scores) >= 30
    assert game.winners == winners(scores, [p.turns for p in game.players])


def test_an_illegal_inline_answer_is_refused(db):
    class Cheat:
        def answer(self, game: Game, decision: Decision) -> Answer:
            return ("gold",)

    game = new_game(db, Setup(("a", "b"), ("smithy",), 1), bots=[Cheat(), Cheat()])
    with pytest.raises(IllegalAnswer) as err:
        game.play()
    assert err.value.decision is not None and err.value.decision.kind == "treasures"
    assert game.answers == []


def test_an_illegal_buy_from_a_bots_buy_rule_is_refused(db):
    """A bot's `buy_now` (asked without a decision) is checked like an answer: a pile the
    player cannot afford raises with the buy question it should have answered."""

    class Cheat:
        plays_all_treasures = True

        def answer(self, game: Game, decision: Decision) -> Answer:
            raise AssertionError("the fast path asks `buy_now` for buys")

        def buy_now(self, game: Game, player: int) -> str | None:
            return "province"

    game = new_game(db, Setup(("a", "b"), ("smithy",), 1), bots=[Cheat(), Cheat()], events=False)
    with pytest.raises(IllegalAnswer) as err:
        game.play()
    question = err.value.decision
    assert question is not None and question.kind is Kind.BUY and question.player == 0
    assert "province" not in question.options and "copper" in question.options
    coins = game.coins
    assert coins < 8 and set(question.options) == {
        c for c, n in game.supply.items() if n > 0 and db.cost[c] <= coins
    }
    assert len(game.answers) == 1 and game.answers[0][0] == "copper"  # only the Treasures


def test_an_illegal_action_from_a_bots_action_rule_is_refused(db):
    """A bot's `play_now` is checked like an answer: a card not among the playable Actions
    raises with the Action question, and nothing is logged for it."""

    class Cheat:
        plays_all_treasures = True

        def answer(self, game: Game, decision: Decision) -> Answer:
            raise AssertionError("the fast path asks `play_now` for Actions")

        def buy_now(self, game: Game, player: int) -> str | None:
            return "smithy" if "smithy" in game.affordable(game.coins) else None

        def play_now(self, game: Game, player: int, playable: tuple[str, ...]) -> str | None:
            return "witch"

    game = new_game(db, Setup(("a", "b"), ("smithy",), 1), bots=[Cheat(), Cheat()], events=False)
    with pytest.raises(IllegalAnswer) as err:
        game.play()
    question = err.value.decision
    assert question is not None and question.kind is Kind.ACTION
    assert question.options == ("smithy",) and err.value.answer == ("witch",)
    assert ("witch",) not in game.answers and ("smithy",) in game.answers  # bought, not played


def test_with_nothing_to_afford_nobody_is_asked_to_buy(db):
    """No Copper, no Curse and no coins: the checked path asks no buy question, so the fast
    path logs no answer for it either (the bot's buy rule still says None)."""
    position = Position(
        (
            PlayerPosition(hand=("estate", "estate", "duchy"), deck=("copper",) * 5),
            PlayerPosition(deck=("copper",) * 5),
        ),
        phase="buy",
        supply=(("copper", 0), ("curse", 0)),
    )
    setup = Setup(("a", "b"), ("smithy",), 5, position)
    builder = Builder()
    slow = checked(db, setup, [builder(parse("bigmoney"), k) for k in range(2)])
    quick = fast(db, setup, [builder(parse("bigmoney"), k) for k in range(2)], events=True)
    assert quick.answers == slow.answers
    # the first answer is player 1's Treasures on their next turn: neither empty-handed turn
    # before it asked anything
    assert slow.answers[0] == ("copper",) * 5
    assert everything(quick) == everything(slow)


def test_play_needs_deciders_and_runs_once(db):
    with pytest.raises(RuntimeError, match="needs bots"):
        new_game(db, Setup(("a",), ("smithy",), 1)).play()
    bot = Builder()(parse("bigmoney"), 1)
    game = new_game(db, Setup(("a",), ("smithy",), 1), bots=[bot])
    game.play()
    with pytest.raises(RuntimeError, match="already"):
        game.play()


def test_a_started_game_is_handed_to_the_deciders(db):
    builder = Builder()
    setup, _ = table(db, builder, 0)
    setup = Setup(setup.players[:2], ("smithy",), 9)
    bots = [builder(parse("smithy-bm"), 1), builder(parse("bigmoney"), 2)]
    slow = checked(db, setup, bots)
    bots = [builder(parse("smithy-bm"), 1), builder(parse("bigmoney"), 2)]
    game = new_game(db, setup)
    for _ in range(5):  # a few answers from outside, then the bots take over
        d = game.pending
        assert d is not None
        game.answer(bots[d.player].answer(game, d))
    game.play(bots)
    assert game.answers == slow.answers and game.events == slow.events


# -- the simulator: the same figures as a loop answering from outside ------------------------


def reference(spec: SimSpec, db: Any, builder: Builder, index: int, solo_bot: int = -1) -> tuple:
    """The simulator's loop before the fast path: answer `pending`, read Province gains from
    the events after each answer, stop on the cap, a dead end or the solitaire target."""
    seed = derive_seed(spec.seed, index)
    if solo_bot >= 0:
        order: tuple[int, ...] = (solo_bot,)
    else:
        n = len(spec.bots)
        order = tuple((seat + index) % n for seat in range(n))
    game = new_game(
        db, Setup(tuple(spec.labels[b] for b in order), spec.kingdom, seed), FastShuffler(seed)
    )
    bots = [
        builder(spec.bots[b], derive_seed(spec.seed, index, "bot", seat, b))
        for seat, b in enumerate(order)
    ]
    cap = spec.max_turns * (1 if solo_bot >= 0 else len(order))
    stop, turn_of = answer_loop(
        game, bots, cap, solo_bot >= 0, spec.provinces, dead_end(builder.cat)
    )
    scores = tuple(game.score(s) for s in range(len(order)))
    return stop, scores, tuple(turn_of), tuple(p.turns for p in game.players)


def answer_loop(
    game: Game, bots: list[Bot], cap: int, solo: bool, provinces: int, dead: DeadEnd
) -> tuple[str, list[int | None]]:
    """Answer `pending` until the game ends, the solitaire target is reached, the turn cap
    passes or a dead end shows (read after each answer); why it stopped and the turn each
    player gained their target Province."""
    counts, turn_of = [0] * len(game.players), [None] * len(game.players)
    while (d := game.pending) is not None:
        before, first = game.turn, len(game.events)
        game.answer(bots[d.player].answer(game, d))
        for ev in game.events[first:]:
            if ev.kind is Ev.GAIN and ev.cards == ("province",):
                pi = ev.player
                counts[pi] += 1
                if counts[pi] == provinces and turn_of[pi] is None:
                    turns = game.players[pi].turns
                    if game.turn != before and game.active == pi and not game.extra_turn:
                        turns -= 1
                    turn_of[pi] = turns
        if solo and counts[0] >= provinces:
            break
        if game.turn != before:
            if game.turn > cap:
                return "capped", turn_of
            if game.turn % CHECK_EVERY == 0 and dead.stuck(game):
                return "stuck", turn_of
    return "ended", turn_of


def by_seat(values: tuple, order: tuple[int, ...]) -> tuple:
    return tuple(values[b] for b in order)


MATCHUPS = [
    (("bigmoney", "bigmoney"), (), {}),
    (("smithy-bm", "bigmoney"), (), {}),
    (("witch-bm", "militia-bm", "bmu"), (), {}),
    (("random", "sea-hag-bm"), ("chapel", "island"), {"max_turns": 30}),
    (("ambassador-bm", "pirate-ship-bm"), ("outpost", "treasury"), {}),
    (("bigmoney", "bigmoney"), (), {"max_turns": 12}),
]


@pytest.mark.parametrize(("names", "extra", "options"), MATCHUPS)
def test_simulated_games_match_the_answer_loop(db, names, extra, options):
    builder = Builder()
    bots = tuple(parse(n) for n in names)
    kingdom, _ = with_needed(extra, bots)
    spec = SimSpec(bots=bots, kingdom=kingdom, seed=11, **options)
    for i in range(40):
        rec = play_game(spec, db, builder, i)
        stop, scores, turn_of, _ = reference(spec, db, builder, i)
        assert ("capped" if rec.capped else "stuck" if rec.stuck else "ended") == stop, i
        assert by_seat(rec.scores, rec.seats) == scores, i
        assert by_seat(rec.province_turns, rec.seats) == turn_of, i


@pytest.mark.parametrize("names", [("bigmoney", "smithy-bm"), ("chapel-bm", "treasure-map-bm")])
def test_solitaire_games_match_the_answer_loop(db, names):
    builder = Builder()
    bots = tuple(parse(n) for n in names)
    kingdom, _ = with_needed((), bots)
    spec = SimSpec(bots=bots, kingdom=kingdom, solitaire=True, seed=4, max_turns=40)
    for bot in range(len(bots)):
        for i in range(30):
            rec = play_solitaire(spec, db, builder, bot, i)
            stop, scores, turn_of, turns = reference(spec, db, builder, i, solo_bot=bot)
            assert rec.scores == scores and rec.province_turns == turn_of, (bot, i)
            assert rec.capped == (stop == "capped") and rec.stuck == (stop == "stuck")
            reached = turn_of[0]
            assert rec.turns == (reached if reached is not None else min(turns[0], 40))


PROBE_KINGDOM = (  # tests/test_sim_stuck.py: a game of two Chapels that can never end
    *("remodel", "pearl_diver", "mine", "embargo", "chapel"),
    *("bureaucrat", "navigator", "sea_hag", "island", "cellar"),
)
STUCK = Position(
    (
        PlayerPosition(hand=("chapel",)),
        PlayerPosition(hand=("chapel",), island=("island", "estate", "island", "cellar")),
    ),
    phase="start",
    turn=200,
    supply=(("copper", 0), ("curse", 0)),
)
STOPS = [  # (what, players' bots, kingdom, position, turn cap, solitaire, how it stops)
    ("capped", ("bigmoney", "bigmoney"), ("smithy",), None, 21, False, "capped"),
    ("capped-actions", ("smithy-bm", "random"), ("smithy", "village"), None, 16, False, "capped"),
    ("solitaire-target", ("bigmoney",), ("smithy",), None, 100, True, "ended"),
    ("stuck", ("random", "random"), PROBE_KINGDOM, STUCK, 1_000, False, "stuck"),
]


@pytest.mark.parametrize(
    ("names", "kingdom", "position", "cap", "solo", "why"),
    [c[1:] for c in STOPS],
    ids=[c[0] for c in STOPS],
)
def test_a_simulated_game_stops_on_the_answer_the_answer_loop_stops_on(
    db, names, kingdom, position, cap, solo, why
):
    """The referee (watching the fast path) stops a game at the turn cap, the solitaire
    target or a dead end after the very answer a loop answering `pending` stops after."""
    builder = Builder()
    dead = dead_end(builder.cat)
    for seed in range(6):
        setup = Setup(tuple(f"P{k}" for k in range(len(names))), kingdom, seed, position)
        bots = [builder(parse(n), seed * 10 + k) for k, n in enumerate(names)]
        quick = new_game(db, setup, FastShuffler(seed), bots=bots, events=False)
        stop = _play(quick, ProvinceWatch(quick, 4), cap, solo, dead)
        bots = [builder(parse(n), seed * 10 + k) for k, n in enumerate(names)]
        slow = new_game(db, setup, FastShuffler(seed))
        assert answer_loop(slow, bots, cap, solo, 4, dead)[0] == stop.value == why, seed
        assert quick.answers == slow.answers, seed
        assert not quick.game_over and slow.pending is not None


class Militia:
    """Plays Militia, then every Treasure; buys nothing."""

    def answer(self, game: Game, decision: Decision) -> Answer:
        if decision.kind is Kind.ACTION:
            return ("militia",) if "militia" in decision.options else ()
        return decision.options if decision.kind is Kind.TREASURES else ()


class Cheat:
    """Answers a discard question with `given(decision)`, anything else with nothing."""

    def __init__(self, given: Any) -> None:
        self.given = given

    def answer(self, game: Game, decision: Decision) -> Answer:
        return self.given(decision) if decision.kind is Kind.DISCARD else ()


CHEATS = {
    "all-options-beyond-max": lambda d: d.options,
    "nothing-below-min": lambda d: (),
    "one-below-min": lambda d: d.options[:1],
    "not-an-option": lambda d: ("province", "duchy"),
}


@pytest.mark.parametrize("inline", [True, False], ids=["fast", "checked"])
@pytest.mark.parametrize("cheat", CHEATS.values(), ids=CHEATS.keys())
def test_a_cheating_answer_to_discard_two_of_five_is_refused(db, cheat, inline):
    """Militia: discard exactly 2 of 5. All five options, none, one or cards not in hand are
    refused on both paths, and nothing is logged for them."""
    position = Position(
        (
            PlayerPosition(hand=("militia", "copper", "copper", "copper", "copper")),
            PlayerPosition(hand=("copper", "copper", "estate", "silver", "gold")),
        ),
        phase="action",
    )
    setup = Setup(("a", "b"), ("militia",), 1, position)
    bots: list[Any] = [Militia(), Cheat(cheat)]
    game = new_game(db, setup, bots=bots if inline else None)

    def enough(g: Game) -> None:  # nobody buys: a game with the cheat accepted never ends
        if len(g.answers) >= 20:
            raise Enough

    game.watcher = enough
    with pytest.raises(IllegalAnswer) as err:
        if inline:
            game.play()
        while (d := game.pending) is not None:
            enough(game)
            game.answer(bots[d.player].answer(game, d))
    asked = err.value.decision
    assert asked is not None and asked.kind is Kind.DISCARD and asked.player == 1
    assert (asked.min, asked.max, len(asked.options)) == (2, 2, 5)
    assert game.answers == [("militia",)] and len(game.players[1].hand) == 5


@pytest.mark.parametrize(
    ("options", "hi", "answer", "legal"),
    [
        (("copper", "copper", "silver"), 3, ("copper", "copper", "silver"), True),
        (("copper", "copper", "silver"), 3, ("copper", "silver", "silver"), False),
        (("copper", "estate", "estate", "silver", "curse"), 4, None, False),  # all 5 of at most 4
        (("copper", "silver"), 2, ("silver", "copper"), True),
    ],
)
def test_a_logged_answer_equal_to_the_options_is_checked_like_the_options(
    options, hi, answer, legal
):
    """Answers read back from a log are equal to the options, not the same tuple."""
    decision = Decision(0, Kind.DISCARD, options, 0, hi)
    given = tuple(list(options if answer is None else answer))  # a new tuple, as from JSON
    assert given is not decision.options
    assert (decision.check(given) is None) == legal


@pytest.mark.parametrize("phase", ["start", "action", "buy"])
def test_a_set_up_position_plays_the_same_both_ways(db, phase):
    """From a scenario-style position (mid-turn too), the fast path plays the checked game."""
    kingdom = (
        "throne_room",
        "militia",
        "moat",
        "treasury",
        "haven",
        "outpost",
        "smithy",
        "village",
        "remodel",
        "cellar",
    )
    position = Position(
        (
            PlayerPosition(
                hand=("throne_room", "militia", "copper", "treasury", "outpost"),
                deck=("haven", "village", "smithy", "silver", "remodel", "copper", "estate"),
                turns=3,
            ),
            PlayerPosition(hand=("moat", "copper", "estate", "cellar", "silver"), turns=3),
        ),
        phase=phase,
        turn=5,
    )
    setup = Setup(("a", "b"), kingdom, 3, position)
    builder = Builder()
    names = ("throne-room-bm", "moat-bm")
    slow = checked(db, setup, [builder(parse(n), k) for k, n in enumerate(names)])
    quick = fast(db, setup, [builder(parse(n), k) for k, n in enumerate(names)], events=True)
    assert slow.answers and quick.answers == slow.answers
    assert quick.events == slow.events
    assert everything(quick) == everything(slow)


def test_a_seated_game_without_events_refuses_answers_from_outside_and_undo(db):
    bot = Builder()(parse("bigmoney"), 1)
    game = new_game(db, Setup(("a",), ("smithy",), 1), bots=[bot], events=False)
    with pytest.raises(IllegalAnswer, match="seated bots"):
        game.answer(())
    game.play()
    assert game.answers and game.events == [] and not game.can_undo()
    with pytest.raises(UndoError, match="no events"):
        game.undo()
    assert new_game(db, game.setup).replay(game.answers).pending is None  # the log still replays
