"""Opening bots (`open:a+b`): names, the buys of turns 1–2 in real games, the plan after them."""

from __future__ import annotations

import pytest

from companion.bots import Builder, UnknownBotError, parse
from companion.bots.opening import plan_card
from companion.bots.registry import opening_spec
from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.decisions import Kind
from companion.engine.standard import new_game
from companion.sim.play import play_out, seating
from companion.sim.shuffler import shuffler_of
from companion.sim.spec import SimSpec
from companion.sim.stuck import dead_end

KINGDOM = tuple(
    sorted(("witch", "chapel", "smithy", "village", "moat", "militia", "market", "cellar"))
)


@pytest.mark.parametrize(
    ("name", "canonical", "plan", "needs"),
    [
        ("open:silver+smithy", "open:smithy+silver", "smithy", ("smithy",)),
        ("OPEN: Village / Silver", "open:silver+village", "village", ("village",)),
        ("open:ezüst+falu", "open:silver+village", "village", ("village",)),
        ("open:nothing+witch", "open:witch+nothing", "witch", ("witch",)),
        ("open:semmi+semmi", "open:nothing+nothing", None, ()),
        ("open:silver+silver", "open:silver+silver", None, ()),
        ("open:village+smithy", "open:smithy+village", "smithy", ("smithy", "village")),
        ("open:council-room+moat", "open:council-room+moat", "council_room", None),
    ],
)
def test_names_parse_to_the_canonical_opening_the_dearer_buy_first(name, canonical, plan, needs):
    spec = parse(name)
    assert spec.name == canonical and spec.kind == "open"
    assert spec.opening is not None and plan_card(spec.opening) == plan == spec.card
    if needs is not None:
        assert spec.needs == needs
    assert parse(spec.name) == spec


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("open:smithy", "opening_shape"),
        ("open:smithy+silver+gold", "opening_shape"),
        ("open:smithy+", "opening_shape"),
        ("open:smity+silver", "opening_card"),
        ("open:copper+silver", "opening_not_buyable"),
        ("open:estate+nothing", "opening_not_buyable"),
    ],
)
def test_bad_opening_names_are_refused_with_a_reason(name, reason):
    with pytest.raises(UnknownBotError) as caught:
        parse(name)
    assert caught.value.reason == reason


def opening_games(name: str, split, games: int, players: int = 2):
    """The opening bot's buys on its turns 1–2 in each game, read from the checked engine's
    replay of the simulated game (which also proves the forced deal replays)."""
    cat = load()
    db = CardDB(cat)
    bot = parse(name)
    others = (parse("bmu"),) * (players - 1)
    sim = SimSpec((bot, *others), KINGDOM, games, seed=3, split=split)
    builder = Builder(cat)
    out = []
    for index in range(games):
        setup, order, bots = seating(sim, builder, index)
        game = new_game(db, setup, shuffler_of(setup), bots=bots, events=False)
        play_out(sim, game, index, order, dead_end(cat))
        checked = new_game(db, setup).replay(game.answers)
        seat = order.index(0)
        log = checked.log
        buys = [e.answer for e in log if e.player == seat and e.kind is Kind.BUY][:2]
        plays = [e.answer for e in log if e.player == seat and e.kind is Kind.ACTION]
        out.append((tuple(sorted(c for b in buys for c in b)), plays))
    return out


@pytest.mark.parametrize(
    ("name", "split", "bought"),
    [
        ("open:smithy+silver", (4, 3), ("silver", "smithy")),
        ("open:witch+nothing", (5, 2), ("witch",)),
        ("open:witch+chapel", (5, 2), ("chapel", "witch")),
        ("open:silver+nothing", (4, 3), ("silver",)),
        ("open:nothing+nothing", (5, 2), ()),
    ],
)
def test_with_the_split_forced_the_bot_buys_its_opening_every_game(name, split, bought):
    games = opening_games(name, split, 30)
    assert [b for b, _ in games] == [bought] * 30


def test_with_three_players_too():
    games = opening_games("open:militia+silver", (4, 3), 20, players=3)
    assert [b for b, _ in games] == [("militia", "silver")] * 20


def test_without_the_split_forced_a_4_3_opening_comes_in_the_4_3_deals():
    cat = load()
    db = CardDB(cat)
    sim = SimSpec((parse("open:smithy+silver"), parse("bmu")), KINGDOM, 120, seed=5)
    builder = Builder(cat)
    hits = deals = 0
    for index in range(sim.games):
        setup, order, bots = seating(sim, builder, index)
        game = new_game(db, setup, shuffler_of(setup), bots=bots, events=False)
        play_out(sim, game, index, order, dead_end(cat))
        checked = new_game(db, setup).replay(game.answers)
        seat = order.index(0)
        buys = [e.answer for e in checked.log if e.player == seat and e.kind is Kind.BUY][:2]
        bought = sorted(c for b in buys for c in b)
        four_three = new_game(db, setup).players[seat].hand.count("copper") in (3, 4)
        deals += four_three
        hits += bought == ["silver", "smithy"]
        assert bought == (["silver", "smithy"] if four_three else ["smithy"])
    assert hits == deals and hits >= 0.75 * sim.games  # 4/3 deals are 5 in 6


def test_the_other_kingdom_card_of_the_opening_is_played_by_its_rules():
    games = opening_games("open:smithy+village", (4, 3), 10)
    assert all(b == ("smithy", "village") for b, _ in games)
    assert sum(("village",) in plays for _, plays in games) >= 8


def test_after_the_opening_it_follows_its_plan_card_rules():
    cat = load()
    bot = Builder(cat)(opening_spec(("witch", "nothing")), 0)
    plus = Builder(cat)(parse("witch-bm"), 0)

    def shape(rules):
        return [(r.card, r.label, r.rule, r.args) for r in rules]

    n = len(plus.strategy.rules)
    assert shape(bot.strategy.rules[:n]) == shape(plus.strategy.rules)
    assert [r.card for r in bot.strategy.rules[n:]] == ["witch"]
