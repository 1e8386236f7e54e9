"""A game that can never end is stopped and reported as stuck, with its number and seed."""

from __future__ import annotations

import json
import random

import pytest

from companion.bots import parse
from companion.bots.random_bot import RandomBot
from companion.catalogue import load
from companion.engine.game import Game, PlayerPosition, Position, Setup
from companion.engine.standard import new_game
from companion.i18n import translator
from companion.sim import GameRecord, SimSpec, run, summarise
from companion.sim.play import CHECK_EVERY, play_out
from companion.sim.report import result_json, result_text
from companion.sim.runner import play_chunk, tasks
from companion.sim.stuck import dead_end

# The kingdom of the probe's stuck game (seed 5003476).
PROBE_KINGDOM = (
    "remodel",
    "pearl_diver",
    "mine",
    "embargo",
    "chapel",
    "bureaucrat",
    "navigator",
    "sea_hag",
    "island",
    "cellar",
)
NO_FREE_CARDS = (("copper", 0), ("curse", 0))
CHAPEL_ONLY = PlayerPosition(hand=("chapel",))
# Player 2 of the probe: a Chapel in hand, the rest on the Island mat.
PROBE_P2 = PlayerPosition(hand=("chapel",), island=("island", "estate", "island", "cellar"))


@pytest.fixture(scope="module")
def dead():
    return dead_end(load())


def position(db, *players: PlayerPosition, kingdom=PROBE_KINGDOM, **kw) -> Game:
    kw.setdefault("supply", NO_FREE_CARDS)
    kw.setdefault("phase", "start")
    names = tuple(f"P{i + 1}" for i in range(len(players)))
    return new_game(db, Setup(names, kingdom, 1, Position(tuple(players), **kw)))


def owning(*cards: str) -> PlayerPosition:
    return PlayerPosition(hand=("chapel",), deck=cards)


CASES = [
    # (what, players, extra position fields, stuck?)
    ("both own only a Chapel", (CHAPEL_ONLY, CHAPEL_ONLY), {}, True),
    ("the probe's seed 5003476 at turn 200", (CHAPEL_ONLY, PROBE_P2), {}, True),
    ("a Copper left in the supply", (CHAPEL_ONLY, CHAPEL_ONLY), {"supply": (("curse", 0),)}, False),
    ("a Curse left in the supply", (CHAPEL_ONLY, CHAPEL_ONLY), {"supply": (("copper", 0),)}, False),
    ("one Copper: 1 coin, cheapest card costs 2", (owning("copper"), CHAPEL_ONLY), {}, True),
    ("two Coppers make 2 coins", (owning("copper", "copper"), CHAPEL_ONLY), {}, False),
    ("a Silver makes 2 coins", (CHAPEL_ONLY, owning("silver")), {}, False),
    ("Throne Room doubles a Copper", (owning("throne_room", "copper"), CHAPEL_ONLY), {}, False),
    ("Throne Room and nothing to double", (owning("throne_room"), CHAPEL_ONLY), {}, True),
    ("Navigator gives +2 coins", (owning("navigator"), CHAPEL_ONLY), {}, False),
    ("Moneylender may give +3 coins", (owning("moneylender"), CHAPEL_ONLY), {}, False),
    ("Salvager gives a trashed card's cost", (owning("salvager"), CHAPEL_ONLY), {}, False),
    ("Pirate Ship's coins grow", (owning("pirate_ship"), CHAPEL_ONLY), {}, False),
    ("Remodel gains without coins", (owning("remodel"), CHAPEL_ONLY), {}, False),
    ("Workshop gains", (owning("workshop"), CHAPEL_ONLY), {}, False),
    ("Sea Hag hands out Curses", (owning("sea_hag"), CHAPEL_ONLY), {}, False),
    ("Ambassador hands out copies", (owning("ambassador"), CHAPEL_ONLY), {}, False),
    ("Thief takes from the trash", (owning("thief"), CHAPEL_ONLY), {}, False),
    (
        "Merchant Ship on the Duration mat",
        (PlayerPosition(duration=("merchant_ship",)),) * 2,
        {},
        False,
    ),
    (
        "coins already made this turn",
        (CHAPEL_ONLY, CHAPEL_ONLY),
        {"coins": 2, "phase": "action"},
        False,
    ),
    (
        "Victory cards, Curses and Islands make no coins",
        (owning("estate", "province", "curse", "island"), owning("gardens", "duchy")),
        {},
        True,
    ),
    (
        "a Haven, a Cellar and a Pearl Diver make no coins",
        (owning("haven", "pearl_diver"), owning("cellar", "village", "smithy")),
        {},
        True,
    ),
    (
        "three piles empty: the game ends with this turn",
        (CHAPEL_ONLY, CHAPEL_ONLY),
        {"supply": (*NO_FREE_CARDS, ("cellar", 0))},
        False,
    ),
]


@pytest.mark.parametrize(
    ("players", "extra", "stuck"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_a_game_is_stuck_only_when_no_card_can_leave_the_supply(db, dead, players, extra, stuck):
    assert dead.stuck(position(db, *players, **extra)) is stuck


def test_a_finished_game_is_not_stuck(db, dead):
    game = position(db, CHAPEL_ONLY, CHAPEL_ONLY, supply=(("province", 0), *NO_FREE_CARDS))
    while game.pending is not None:
        game.answer(game.pending.options[:0] if game.pending.min == 0 else game.pending.options[:1])
    assert game.game_over and not dead.stuck(game)


def test_stuck_positions_never_change_the_supply(db, dead):
    """Soundness: random small positions the check calls stuck, played on by random bots for
    many turns, never gain a card nor end."""
    rng = random.Random(20261201)
    pool = sorted(
        {"chapel", "cellar", "island", "estate", "duchy", "province", "curse", "copper", "silver"}
        | {"throne_room", "moat", "village", "smithy", "library", "laboratory", "spy", "gardens"}
        | {"haven", "lookout", "warehouse", "native_village", "pearl_diver", "caravan", "wharf"}
        | {"tactician", "outpost", "ghost_ship", "militia", "navigator", "remodel", "sea_hag"}
        | {"adventurer", "bazaar", "fishing_village", "treasury", "embargo", "lighthouse"}
    )
    found = 0
    for trial in range(400):
        players = tuple(
            PlayerPosition(
                hand=tuple(rng.choices(pool, k=rng.randint(0, 4))),
                deck=tuple(rng.choices(pool, k=rng.randint(0, 3))),
                island=tuple(rng.choices(pool, k=rng.randint(0, 1))),
            )
            for _ in range(rng.randint(2, 3))
        )
        game = position(db, *players)
        if not dead.stuck(game):
            continue
        found += 1
        supply = dict(game.supply)
        bots = [RandomBot(trial * 10 + i) for i in range(len(players))]
        while game.pending is not None and game.turn < 60:
            game.answer(bots[game.pending.player].answer(game, game.pending))
        assert game.supply == supply and not game.game_over
    assert found >= 20  # the sample really exercised the check


def test_a_stuck_game_is_stopped_and_recorded(db, dead):
    spec = SimSpec(bots=(parse("random"), parse("random")), kingdom=PROBE_KINGDOM, max_turns=500)
    game = position(db, CHAPEL_ONLY, PROBE_P2, turn=200)
    game.seat([RandomBot(1), RandomBot(2)])
    record = play_out(spec, game, 7, (0, 1), dead)
    assert record.stuck and not record.capped
    assert 200 < game.turn <= 200 + CHECK_EVERY
    assert record.scores == (0, 5)  # scored as it stood: two Islands and an Estate
    assert record.winners == (1,)


def record(index: int, *, capped: bool = False, stuck: bool = False, bot: int = -1) -> GameRecord:
    seats = (0, 1) if bot < 0 else (bot,)
    scores = (3, 1) if bot < 0 else (2,)
    return GameRecord(
        index,
        bot,
        seats,
        scores,
        (0,),
        50,
        (None,) * len(seats),
        capped,
        (50,) * len(seats),
        stuck,
        1000 + index,
    )


def test_the_report_names_capped_and_stuck_games_with_their_seeds():
    spec = SimSpec(bots=(parse("random"), parse("random")), games=4, max_turns=50)
    records = [record(0), record(1, stuck=True), record(2, capped=True), record(3, stuck=True)]
    result = summarise(spec, records)
    assert (result.capped, result.stuck) == (1, 2)
    text = result_text(translator("en"), load(), result)
    assert text.endswith(
        "1 game stopped at the cap of 50 turns per player (scored as it stood).\n"
        "  Games: #2 (seed 1002)\n"
        "2 games got stuck: no player could ever gain a card again, so they could not end "
        "(stopped and scored as they stood).\n"
        "  Games: #1 (seed 1001), #3 (seed 1003)\n"
        "  To replay game #N: the same command with --first-game N --games 1."
    )
    data = json.loads(json.dumps(result_json(result)))
    assert (data["capped"], data["stuck"]) == (1, 2)
    assert data["unfinished"] == [
        {"game": 1, "seed": 1001, "bot": None, "reason": "stuck", "turns": 50},
        {"game": 2, "seed": 1002, "bot": None, "reason": "capped", "turns": 50},
        {"game": 3, "seed": 1003, "bot": None, "reason": "stuck", "turns": 50},
    ]
    assert [b["stuck"] for b in data["results"]] == [2, 2]


def test_the_report_names_the_bot_of_a_stuck_solitaire_game_and_shortens_long_lists():
    spec = SimSpec(bots=(parse("random"), parse("bigmoney")), games=12, solitaire=True)
    records = [record(i, stuck=True, bot=1) for i in range(12)]
    result = summarise(spec, records)
    hu = result_text(translator("hu"), load(), result)
    en = result_text(translator("en"), load(), result)
    assert "  Games: #0 bigmoney (seed 1000), #1 bigmoney (seed 1001)," in en
    assert "#9 bigmoney (seed 1009) and 2 more\n  To replay" in en
    assert "#10" not in en and "#10" not in hu
    assert "12 játszma elakadt" in hu


def test_no_line_about_unfinished_games_when_every_game_ended():
    result = summarise(SimSpec(bots=(parse("random"), parse("random")), games=1), [record(0)])
    text = result_text(translator("en"), load(), result)
    assert "stuck" not in text and "cap" not in text and "replay" not in text


def test_first_game_replays_one_game_of_a_longer_run(db):
    spec = SimSpec(bots=(parse("bigmoney"), parse("smithy-bm")), kingdom=("smithy",), games=5)
    one = SimSpec(bots=spec.bots, kingdom=spec.kingdom, games=1, first_game=3)
    assert tasks(one, 2) == [(-1, 3, 4)]
    assert (
        run(one).unfinished == ()
        and play_chunk(one, (-1, 3, 4)) == play_chunk(spec, (-1, 0, 5))[3:4]
    )
