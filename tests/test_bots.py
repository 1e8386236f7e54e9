"""Bots: names, buy rules, and a sensible answer to each card's decisions, set up as positions."""

from __future__ import annotations

import hashlib
import random
from collections import Counter

import pytest

from companion.bots import RandomBot, UnknownBotError, bot_names, make_bot, parse
from companion.engine.decisions import Kind
from companion.engine.game import Game, PlayerPosition, Position, Setup
from companion.engine.standard import new_game

# -- names ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "canonical", "card"),
    [
        ("bigmoney", "bigmoney", None),
        ("BM", "bigmoney", None),
        ("big-money-ultimate", "bmu", None),
        ("random", "random", None),
        ("smithy-bm", "smithy-bm", "smithy"),
        ("bm-smithy", "smithy-bm", "smithy"),
        ("Council Room-BM", "council-room-bm", "council_room"),
        ("council-room-bm", "council-room-bm", "council_room"),
        ("bm-sea_hag", "sea-hag-bm", "sea_hag"),
        ("kovácsműhely-bm", "smithy-bm", "smithy"),
    ],
)
def test_bot_names_parse(cat, name, canonical, card):
    spec = parse(name, cat)
    assert (spec.name, spec.card) == (canonical, card)
    assert spec.needs == ((card,) if card else ())


def test_every_kingdom_card_has_a_big_money_bot(cat):
    names = bot_names(cat)
    assert names[:3] == ["bigmoney", "bmu", "random"]
    assert len(names) == 3 + 51
    for name in names:
        assert parse(name, cat).name == name


def test_unknown_bot_names_suggest_a_near_miss(cat):
    with pytest.raises(UnknownBotError) as exc:
        parse("bigmony", cat)
    assert exc.value.suggestion == "bigmoney"
    with pytest.raises(UnknownBotError) as exc:
        parse("smithyy-bm", cat)
    assert exc.value.suggestion == "smithy-bm"
    with pytest.raises(UnknownBotError) as exc:
        parse("bm-copper", cat)
    assert exc.value.reason == "not_kingdom"


# -- the random bot -------------------------------------------------------------------------

# Digests of whole seeded games of random bots, recorded before RandomBot and UniformBot became
# one class: the same seed must still give the same answers (saved games, sims and the
# invariant tests replay them). (seed, kingdom drawn, answers, sha256 of their repr)
RANDOM_GAMES = [
    (
        1,
        "council_room sea_hag witch caravan ghost_ship chapel outpost moneylender navigator thief",
        216,
        "562d468846107c5a",
    ),
    (
        2,
        "bureaucrat cellar woodcutter market embargo throne_room laboratory ghost_ship smugglers "
        "festival",
        326,
        "94747e8b2d1aec08",
    ),
    (
        3,
        "gardens smithy remodel council_room market smugglers navigator tactician woodcutter "
        "caravan",
        186,
        "18722777c5112665",
    ),
]


@pytest.mark.parametrize("seated", [False, True], ids=["answer-loop", "seated"])
@pytest.mark.parametrize(("seed", "kingdom", "n", "digest"), RANDOM_GAMES)
def test_random_bot_gives_the_recorded_answers(db, cat, seed, kingdom, n, digest, seated):
    kingdom = tuple(kingdom.split())
    assert tuple(random.Random(seed).sample(sorted(db.kingdom_ids), 10)) == kingdom
    setup = Setup(tuple(f"P{i}" for i in range(seed + 1)), kingdom, seed)
    bots = [make_bot("random", seed * 10 + i, cat) for i in range(seed + 1)]
    assert {type(b) for b in bots} == {RandomBot} and bots[0].name == "random"
    if seated:
        g = new_game(db, setup, bots=bots)
        g.play()
    else:
        g = new_game(db, setup)
        while g.pending is not None:
            g.answer(bots[g.pending.player].answer(g, g.pending))
    assert len(g.answers) == n
    assert hashlib.sha256(repr(g.answers).encode()).hexdigest()[:16] == digest


# -- helpers --------------------------------------------------------------------------------


def position(db, kingdom, *players: PlayerPosition, **kw) -> Game:
    names = tuple(f"P{i + 1}" for i in range(len(players)))
    return new_game(db, Setup(names, tuple(kingdom), 1, Position(tuple(players), **kw)))


def until(game: Game, bots, kind: Kind, card: str | None = None, player: int | None = None):
    """Let the bots play until a decision of this kind (and card, player) is open."""
    for _ in range(200):
        d = game.pending
        assert d is not None, "the game ended first"
        if d.kind is kind and (card is None or d.card == card) and player in (None, d.player):
            return d
        game.answer(bots[d.player].answer(game, d))
    raise AssertionError("decision never came")


def ask(game: Game, bot, kind: Kind, card: str | None = None, player: int | None = None):
    """The decision of this kind and the bot's answer to it."""
    bots = [bot] * len(game.players)
    d = until(game, bots, kind, card, player)
    return d, bot.answer(game, d)


@pytest.fixture
def bm(cat):
    return make_bot("bmu", 1, cat)


# -- buying ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("coins", "bought"),
    [
        (8, "province"),
        (9, "province"),
        (7, "gold"),
        (6, "gold"),
        (5, "silver"),
        (3, "silver"),
        (2, None),
        (0, None),
    ],
)
def test_big_money_buys(db, cat, coins, bought):
    g = position(db, (), PlayerPosition(), PlayerPosition(), phase="buy", coins=coins)
    answer = ask(g, make_bot("bigmoney", 1, cat), Kind.BUY)[1]
    assert answer == ((bought,) if bought else ())


@pytest.mark.parametrize(
    ("coins", "provinces", "bought"),
    [
        (7, 4, "duchy"),
        (5, 5, "duchy"),
        (6, 5, "gold"),
        (5, 6, "silver"),
        (3, 2, "estate"),
        (2, 2, "estate"),
        (4, 3, "silver"),
        (8, 4, "province"),
    ],
)
def test_big_money_ultimate_greens_at_the_end(db, bm, coins, provinces, bought):
    g = position(
        db,
        (),
        PlayerPosition(),
        PlayerPosition(),
        phase="buy",
        coins=coins,
        supply=(("province", provinces),),
    )
    assert ask(g, bm, Kind.BUY)[1] == (bought,)


def test_big_money_does_not_take_the_last_province_to_lose(db, bm):
    me = PlayerPosition(deck=("estate",) * 3)
    rival = PlayerPosition(deck=("province",) * 4)
    g = position(db, (), me, rival, phase="buy", coins=8, supply=(("province", 1),))
    assert ask(g, bm, Kind.BUY)[1] == ("duchy",)


def test_big_money_plus_x_buys_x_once_then_money(db, cat):
    bot = make_bot("smithy-bm", 1, cat)
    g = position(db, ("smithy",), PlayerPosition(), PlayerPosition(), phase="buy", coins=4)
    assert ask(g, bot, Kind.BUY)[1] == ("smithy",)
    g = position(
        db,
        ("smithy",),
        PlayerPosition(discard=("smithy",)),
        PlayerPosition(),
        phase="buy",
        coins=4,
    )
    assert ask(g, bot, Kind.BUY)[1] == ("silver",)
    witch = make_bot("witch-bm", 1, cat)
    g = position(db, ("witch",), PlayerPosition(), PlayerPosition(), phase="buy", coins=6)
    assert ask(g, witch, Kind.BUY)[1] == ("witch",)  # a curser's first copy beats Gold


def test_bots_play_all_treasures_and_their_action(db, cat):
    bot = make_bot("smithy-bm", 1, cat)
    g = position(
        db,
        ("smithy",),
        PlayerPosition(hand=("smithy", "copper", "copper"), deck=("gold",) * 5),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.ACTION)[1] == ("smithy",)
    g.answer(("smithy",))
    d, answer = ask(g, bot, Kind.TREASURES)
    assert Counter(answer) == Counter(d.options)


def test_villages_before_terminals_and_guards(db, cat):
    bot = make_bot("bmu", 1, cat)
    g = position(
        db,
        ("village", "smithy"),
        PlayerPosition(hand=("smithy", "village", "copper")),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.ACTION)[1] == ("village",)
    g = position(
        db, ("moneylender",), PlayerPosition(hand=("moneylender", "silver")), PlayerPosition()
    )
    assert ask(g, bot, Kind.ACTION)[1] == ()  # no Copper: keep Moneylender


# -- attacks and reactions --------------------------------------------------------------------


def test_militia_victim_discards_victory_cards_and_curses_first(db, bm):
    g = position(
        db,
        ("militia",),
        PlayerPosition(hand=("militia",)),
        PlayerPosition(hand=("gold", "estate", "copper", "curse", "silver")),
    )
    d, answer = ask(g, bm, Kind.DISCARD, "militia")
    assert d.player == 1 and sorted(answer) == ["curse", "estate"]


def test_militia_victim_keeps_money_over_dead_terminals(db, bm):
    g = position(
        db,
        ("militia", "smithy"),
        PlayerPosition(hand=("militia",)),
        PlayerPosition(hand=("smithy", "smithy", "gold", "silver", "copper")),
    )
    assert sorted(ask(g, bm, Kind.DISCARD, "militia")[1]) == ["copper", "smithy"]


def test_moat_is_revealed(db, bm):
    g = position(
        db,
        ("militia", "moat"),
        PlayerPosition(hand=("militia",)),
        PlayerPosition(hand=("moat", "copper", "copper", "estate", "silver")),
    )
    assert ask(g, bm, Kind.REVEAL, "moat")[1] == ("moat",)


def test_ghost_ship_victim_puts_back_the_worst_cards(db, bm):
    g = position(
        db,
        ("ghost_ship",),
        PlayerPosition(hand=("ghost_ship",), deck=("copper",) * 2),
        PlayerPosition(hand=("gold", "estate", "silver", "province", "gold")),
    )
    assert sorted(ask(g, bm, Kind.TOPDECK, "ghost_ship")[1]) == ["estate", "province"]


def test_bureaucrat_victim_puts_back_a_victory_card(db, bm):
    g = position(
        db,
        ("bureaucrat",),
        PlayerPosition(hand=("bureaucrat",)),
        PlayerPosition(hand=("gold", "estate", "duchy", "copper", "copper")),
    )
    answer = ask(g, bm, Kind.TOPDECK, "bureaucrat")[1]
    assert answer == ("estate",)  # the one worth less goes back (by name alone it would be Duchy)


def test_spy_keeps_good_cards_for_itself_and_discards_the_others(db, cat):
    bot = make_bot("spy-bm", 1, cat)
    g = position(
        db,
        ("spy",),
        PlayerPosition(hand=("spy",), deck=("copper", "estate")),
        PlayerPosition(deck=("gold", "copper")),
    )
    d, answer = ask(g, bot, Kind.CHOOSE, "spy")
    assert d.target == 0 and d.shown == ("estate",) and answer == ("discard",)
    g.answer(answer)
    d, answer = ask(g, bot, Kind.CHOOSE, "spy")
    assert d.target == 1 and d.shown == ("gold",) and answer == ("discard",)
    g = position(
        db,
        ("spy",),
        PlayerPosition(hand=("spy",), deck=("copper", "gold")),
        PlayerPosition(deck=("copper", "estate")),
    )
    assert ask(g, bot, Kind.CHOOSE, "spy")[1] == ("keep",)
    g.answer(("keep",))
    assert ask(g, bot, Kind.CHOOSE, "spy")[1] == ("keep",)


def test_thief_trashes_and_takes_the_best_treasure(db, cat):
    bot = make_bot("thief-bm", 1, cat)
    g = position(
        db,
        ("thief",),
        PlayerPosition(hand=("thief",)),
        PlayerPosition(deck=("silver", "gold", "estate")),
    )
    d, answer = ask(g, bot, Kind.TRASH, "thief")
    assert set(d.options) == {"silver", "gold"} and answer == ("gold",)
    g.answer(answer)
    assert ask(g, bot, Kind.GAIN, "thief")[1] == ("gold",)


def test_pirate_ship_attacks_then_takes_coins_with_tokens(db, cat):
    bot = make_bot("pirate-ship-bm", 1, cat)
    g = position(
        db,
        ("pirate_ship",),
        PlayerPosition(hand=("pirate_ship",)),
        PlayerPosition(deck=("gold", "silver", "copper")),
    )
    assert ask(g, bot, Kind.CHOOSE, "pirate_ship")[1] == ("attack",)
    g.answer(("attack",))
    assert ask(g, bot, Kind.TRASH, "pirate_ship")[1] == ("gold",)
    for tokens, choice in ((3, "attack"), (4, "coins")):  # 4 tokens pay more than a Gold
        g = position(
            db,
            ("pirate_ship",),
            PlayerPosition(hand=("pirate_ship",), pirate_tokens=tokens),
            PlayerPosition(deck=("copper",) * 5),
        )
        assert ask(g, bot, Kind.CHOOSE, "pirate_ship")[1] == (choice,)


def test_embargo_goes_on_the_opponents_key_pile(db, cat):
    bot = make_bot("embargo-bm", 1, cat)
    g = position(
        db,
        ("embargo", "witch", "smithy"),
        PlayerPosition(hand=("embargo",)),
        PlayerPosition(discard=("witch", "witch", "smithy")),
    )
    assert ask(g, bot, Kind.CHOOSE, "embargo")[1] == ("witch",)


# -- trashing -------------------------------------------------------------------------------


def test_chapel_trashes_curses_and_estates_before_coppers_and_keeps_money(db, cat):
    bot = make_bot("chapel-bm", 1, cat)
    g = position(
        db,
        ("chapel",),
        PlayerPosition(
            hand=("chapel", "curse", "estate", "copper", "copper"),
            deck=("copper",) * 5,
            discard=("estate",),
        ),
        PlayerPosition(),
    )
    assert sorted(ask(g, bot, Kind.TRASH, "chapel")[1]) == ["curse", "estate"]
    rich = PlayerPosition(
        hand=("chapel", "copper", "copper", "copper", "estate"), deck=("gold",) * 3
    )
    g = position(db, ("chapel",), rich, PlayerPosition())
    answer = ask(g, bot, Kind.TRASH, "chapel")[1]
    assert "estate" in answer and answer.count("copper") == 0  # 3 coins: this turn's Silver
    rich = PlayerPosition(hand=("chapel", "gold", "copper", "copper", "estate"), deck=("gold",) * 3)
    g = position(db, ("chapel",), rich, PlayerPosition())
    answer = ask(g, bot, Kind.TRASH, "chapel")[1]
    assert "estate" in answer and answer.count("copper") == 2  # Gold is enough for a Silver


def test_remodel_never_trashes_a_province_and_remodels_gold_late(db, cat):
    bot = make_bot("remodel-bm", 1, cat)
    g = position(
        db,
        ("remodel",),
        PlayerPosition(hand=("remodel", "province", "gold", "copper", "silver")),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.ACTION)[1] == ()  # nothing worth remodelling early
    g = position(
        db,
        ("remodel",),
        PlayerPosition(hand=("remodel", "province", "gold", "copper")),
        PlayerPosition(),
        supply=(("province", 3),),
    )
    assert ask(g, bot, Kind.ACTION)[1] == ("remodel",)
    g.answer(("remodel",))
    assert ask(g, bot, Kind.TRASH, "remodel")[1] == ("gold",)
    assert ask(g, bot, Kind.GAIN, "remodel")[1] == ("province",)
    g = position(
        db,
        ("remodel",),
        PlayerPosition(hand=("remodel", "province", "estate", "copper")),
        PlayerPosition(),
    )
    g.answer(("remodel",))
    assert ask(g, bot, Kind.TRASH, "remodel")[1] == ("estate",)


def test_mine_upgrades_silver_to_gold_or_copper_to_silver(db, cat):
    bot = make_bot("mine-bm", 1, cat)
    g = position(db, ("mine",), PlayerPosition(hand=("mine", "copper", "silver")), PlayerPosition())
    g.answer(("mine",))
    assert ask(g, bot, Kind.TRASH, "mine")[1] == ("silver",)
    assert ask(g, bot, Kind.GAIN, "mine")[1] == ("gold",)
    g = position(db, ("mine",), PlayerPosition(hand=("mine", "copper", "estate")), PlayerPosition())
    g.answer(("mine",))  # the only Treasure is trashed without asking
    assert ask(g, bot, Kind.GAIN, "mine")[1] == ("silver",)


def test_lookout_trashes_the_worst_and_discards_the_next_worst(db, cat):
    bot = make_bot("lookout-bm", 1, cat)
    g = position(
        db,
        ("lookout",),
        PlayerPosition(hand=("lookout",), deck=("estate", "copper", "gold")),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.TRASH, "lookout")[1] == ("estate",)
    g.answer(("estate",))
    assert ask(g, bot, Kind.DISCARD, "lookout")[1] == ("copper",)


def test_ambassador_returns_junk(db, cat):
    bot = make_bot("ambassador-bm", 1, cat)
    g = position(
        db,
        ("ambassador",),
        PlayerPosition(hand=("ambassador", "estate", "estate", "gold", "silver")),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.REVEAL, "ambassador")[1] == ("estate",)
    g.answer(("estate",))
    assert ask(g, bot, Kind.RETURN, "ambassador")[1] == ("estate", "estate")


def test_salvager_trashes_junk_for_coins(db, cat):
    bot = make_bot("salvager-bm", 1, cat)
    g = position(
        db,
        ("salvager",),
        PlayerPosition(hand=("salvager", "estate", "gold", "silver")),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.TRASH, "salvager")[1] == ("estate",)


# -- drawing, setting aside, putting back ----------------------------------------------------


def test_library_sets_aside_actions_only_when_out_of_actions(db, cat):
    bot = make_bot("library-bm", 1, cat)
    g = position(
        db,
        ("library", "smithy"),
        PlayerPosition(hand=("library",), deck=("copper",) * 6 + ("smithy",)),
        PlayerPosition(),
    )
    d, answer = ask(g, bot, Kind.CHOOSE, "library")
    assert d.shown == ("smithy",) and answer == ("yes",)


def test_treasury_goes_back_on_the_deck(db, cat):
    bot = make_bot("treasury-bm", 1, cat)
    g = position(
        db,
        ("treasury",),
        PlayerPosition(hand=("treasury", "copper"), deck=("copper",) * 8),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.TOPDECK, "treasury")[1] == ("treasury",)


def test_navigator_discards_a_junk_look_and_keeps_a_good_one(db, cat):
    bot = make_bot("navigator-bm", 1, cat)
    junk = ("estate", "copper", "estate", "curse", "copper")
    g = position(
        db,
        ("navigator",),
        PlayerPosition(hand=("navigator",), deck=junk, discard=("gold",) * 4),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.CHOOSE, "navigator")[1] == ("discard",)
    good = ("gold", "gold", "silver", "gold", "copper")
    g = position(
        db,
        ("navigator",),
        PlayerPosition(hand=("navigator",), deck=good, discard=("estate",) * 5),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.CHOOSE, "navigator")[1] == ("put_back",)
    g.answer(("put_back",))
    answer = ask(g, bot, Kind.ORDER, "navigator")[1]
    assert Counter(answer) == Counter(good) and answer[0] == "gold" and answer[-1] == "copper"


def test_haven_keeps_this_turns_buy(db, cat):
    bot = make_bot("haven-bm", 1, cat)
    g = position(
        db,
        ("haven",),
        PlayerPosition(hand=("haven", "gold", "gold", "gold", "silver"), deck=("copper",) * 5),
        PlayerPosition(),
    )
    answer = ask(g, bot, Kind.SET_ASIDE, "haven")[1]
    assert answer == ("gold",)  # 12 coins -> 9: still a Province, and a Gold waits


def test_island_sets_aside_a_victory_card(db, cat):
    bot = make_bot("island-bm", 1, cat)
    g = position(
        db,
        ("island",),
        PlayerPosition(hand=("island", "copper", "province", "estate")),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.SET_ASIDE, "island")[1] == ("province",)


def test_native_village_builds_the_mat_then_takes_it(db, cat):
    bot = make_bot("native-village-bm", 1, cat)
    g = position(
        db,
        ("native_village",),
        PlayerPosition(hand=("native_village",), deck=("copper",) * 5),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.CHOOSE, "native_village")[1] == ("set_aside",)
    g = position(
        db,
        ("native_village",),
        PlayerPosition(
            hand=("native_village",),
            native_village=("gold", "gold", "silver"),
            deck=("copper",) * 5,
        ),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.CHOOSE, "native_village")[1] == ("take",)


def test_throne_room_doubles_the_best_action(db, cat):
    bot = make_bot("throne-room-bm", 1, cat)
    g = position(
        db,
        ("throne_room", "smithy", "moat"),
        PlayerPosition(hand=("throne_room", "moat", "smithy"), deck=("copper",) * 12),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.ACTION)[1] == ("throne_room",)
    g.answer(("throne_room",))
    assert ask(g, bot, Kind.PLAY, "throne_room")[1] == ("smithy",)


def test_pearl_diver_and_explorer(db, cat):
    bot = make_bot("pearl-diver-bm", 1, cat)
    g = position(
        db,
        ("pearl_diver",),
        PlayerPosition(hand=("pearl_diver",), deck=("estate", "copper", "gold")),
        PlayerPosition(),
    )
    d, answer = ask(g, bot, Kind.CHOOSE, "pearl_diver")
    assert d.shown == ("gold",) and answer == ("yes",)
    bot = make_bot("explorer-bm", 1, cat)
    g = position(db, ("explorer",), PlayerPosition(hand=("explorer", "province")), PlayerPosition())
    assert ask(g, bot, Kind.CHOOSE, "explorer")[1] == ("yes",)


def test_workshop_and_feast_gain_by_the_buy_rules(db, cat):
    bot = make_bot("workshop-bm", 1, cat)
    g = position(db, ("workshop",), PlayerPosition(hand=("workshop",)), PlayerPosition())
    assert ask(g, bot, Kind.GAIN, "workshop")[1] == ("silver",)
    bot = make_bot("feast-bm", 1, cat)
    g = position(
        db,
        ("feast",),
        PlayerPosition(hand=("feast",)),
        PlayerPosition(),
        supply=(("province", 3),),
    )
    assert ask(g, bot, Kind.GAIN, "feast")[1] == ("duchy",)


# -- fairness -------------------------------------------------------------------------------


def hide_and_shuffle(game: Game, me: int, seed: int) -> None:
    """Change only what `me` cannot see: deck orders, other hands (swapped with their decks)."""
    rng = random.Random(seed)
    for i, p in enumerate(game.players):
        rng.shuffle(p.deck)
        if i != me and p.hand and p.deck:
            cards = p.hand + p.deck
            rng.shuffle(cards)
            p.hand[:] = cards[: len(p.hand)]
            p.deck[:] = cards[len(p.hand) :]


@pytest.mark.parametrize("seed", range(12))
def test_bots_use_only_what_they_may_see(db, cat, seed):
    """Answers stay the same when hidden cards (deck orders, other players' hands) change."""
    rng = random.Random(seed)
    kingdom = tuple(rng.sample(sorted(db.kingdom_ids), 10))
    names = [rng.choice([f"{c.replace('_', '-')}-bm" for c in kingdom] + ["bmu"]) for _ in range(3)]
    game = new_game(db, Setup(("A", "B", "C"), kingdom, seed))
    bots = [make_bot(n, i, cat) for i, n in enumerate(names)]
    checked = 0
    while game.pending is not None and checked < 150:
        d = game.pending
        answer = bots[d.player].answer(game, d)
        twin = game.replay(game.answers)
        hide_and_shuffle(twin, d.player, seed)
        assert twin.pending == d
        assert bots[d.player].answer(twin, twin.pending) == answer
        game.answer(answer)
        checked += 1
