"""Per-card rules of the `<card>-bm` bots: where naive Big Money + X play would mislead."""

from __future__ import annotations

import pytest

from companion.bots import make_bot
from companion.engine.decisions import Kind
from companion.engine.game import PlayerPosition, Setup
from companion.engine.standard import new_game
from tests.test_bots import ask, position

NOBODY = PlayerPosition()


def buys(db, cat, bot: str, kingdom, coins: int, me=NOBODY, **kw) -> tuple[str, ...]:
    """What the bot buys with these coins in this position (its first buy of the turn)."""
    g = position(db, kingdom, me, NOBODY, phase="buy", coins=coins, **kw)
    return ask(g, make_bot(bot, 1, cat), Kind.BUY)[1]


# -- cards weak in a money deck: one copy a game over Silver, after the opening -------------

OPENING = PlayerPosition(discard=("copper",) * 7 + ("estate",) * 3)  # 10 cards
LATER = PlayerPosition(discard=("copper",) * 7 + ("estate",) * 3 + ("silver",) * 2)  # 12


@pytest.mark.parametrize(
    ("card", "coins", "bought"),
    [
        ("cellar", 2, "cellar"),
        ("cellar", 3, "silver"),
        ("native_village", 2, "native_village"),
        ("native_village", 4, "silver"),
        ("village", 3, "silver"),
        ("village", 5, "silver"),
        ("workshop", 3, "silver"),
        ("feast", 4, "silver"),
        ("haven", 2, "haven"),
        ("haven", 3, "silver"),
        ("chapel", 2, "chapel"),  # the trimming opening: Chapel on the 2 of a 5/2
        ("chapel", 4, "chapel"),  # a trasher's one copy may come in the opening
        ("embargo", 2, "embargo"),
        ("embargo", 5, "silver"),
        ("outpost", 5, "silver"),
        ("smithy", 4, "smithy"),  # a good money card still goes over Silver
    ],
)
def test_weak_cards_leave_the_opening_silver(db, cat, card, coins, bought):
    assert buys(db, cat, f"{card}-bm", (card,), coins, OPENING) == (bought,)


@pytest.mark.parametrize(
    ("card", "coins"),
    [
        ("cellar", 3),
        ("village", 3),
        ("workshop", 5),
        ("fishing_village", 3),
        ("lookout", 4),
        ("spy", 4),
        ("feast", 5),
        ("outpost", 5),
        ("native_village", 4),
        ("embargo", 5),
    ],
)
def test_weak_cards_get_one_copy_over_silver_after_the_opening(db, cat, card, coins):
    assert buys(db, cat, f"{card}-bm", (card,), coins, LATER) == (card,)
    owned = PlayerPosition(discard=(*LATER.discard, card))
    assert buys(db, cat, f"{card}-bm", (card,), coins, owned) == ("silver",)  # one is enough


@pytest.mark.parametrize("card", ["feast", "embargo"])
def test_a_weak_card_that_trashes_itself_is_bought_over_silver_once(db, cat, card):
    assert buys(db, cat, f"{card}-bm", (card,), 5, LATER, trash=(card,)) == ("silver",)


@pytest.mark.parametrize(("theirs", "bought"), [((), "silver"), (("witch",), "lighthouse")])
def test_lighthouse_goes_over_silver_against_an_attack(db, cat, theirs, bought):
    g = position(
        db,
        ("lighthouse", "witch"),
        PlayerPosition(),
        PlayerPosition(discard=theirs),
        phase="buy",
        coins=3,
    )
    assert ask(g, make_bot("lighthouse-bm", 1, cat), Kind.BUY)[1] == (bought,)


# -- Embargo --------------------------------------------------------------------------------


def test_embargo_taxes_province_when_the_opponents_have_no_kingdom_card(db, cat):
    bot = make_bot("embargo-bm", 1, cat)
    g = position(
        db,
        ("embargo", "smithy"),
        PlayerPosition(hand=("embargo",)),
        PlayerPosition(discard=("gold", "silver")),
    )
    assert ask(g, bot, Kind.CHOOSE, "embargo")[1] == ("province",)
    g = position(  # no Province left to tax: Gold next
        db,
        ("embargo",),
        PlayerPosition(hand=("embargo",)),
        PlayerPosition(),
        supply=(("province", 0),),
    )
    assert ask(g, bot, Kind.CHOOSE, "embargo")[1] == ("gold",)


@pytest.mark.parametrize(
    ("tokens", "owned", "bought"),
    [
        ((), (), "embargo"),
        ((("province", 2),), (), "embargo"),
        ((("province", 2),), ("embargo",), None),  # the third token is in the deck already
        ((("province", 2), ("gold", 1)), (), None),
    ],
)
def test_embargo_is_bought_until_three_tokens_lie_on_the_supply(db, cat, tokens, owned, bought):
    me = PlayerPosition(discard=owned)
    answer = buys(db, cat, "embargo-bm", ("embargo",), 2, me, embargo=tokens)
    assert answer == ((bought,) if bought else ())


# -- Throne Room ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("owned", "bought"),
    [
        ((), "silver"),  # nothing to double
        (("smithy",), "silver"),
        (("smithy", "smithy"), "throne_room"),
        (("smithy", "smithy", "throne_room"), "silver"),  # two Actions per Throne Room
        (("smithy",) * 4 + ("throne_room",), "throne_room"),
    ],
)
def test_throne_room_is_bought_only_with_actions_to_double(db, cat, owned, bought):
    me = PlayerPosition(discard=owned + ("copper",) * 12)  # 17 cards: room for a 2nd copy
    assert buys(db, cat, "throne-room-bm", ("throne_room", "smithy"), 4, me) == (bought,)


def test_throne_room_is_played_on_an_action_and_kept_without_one(db, cat):
    bot = make_bot("throne-room-bm", 1, cat)
    g = position(
        db,
        ("throne_room", "moat"),
        PlayerPosition(hand=("throne_room", "moat", "copper"), deck=("copper",) * 8),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.ACTION)[1] == ("throne_room",)  # then on Moat (the only choice)
    g = position(
        db,
        ("throne_room",),
        PlayerPosition(hand=("throne_room", "copper"), deck=("copper",) * 8),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.ACTION)[1] == ()


# -- Gardens --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("coins", "bought"),
    [(5, "gardens"), (4, "gardens"), (3, "workshop"), (2, "copper"), (8, "province")],
)
def test_gardens_opens_with_workshops_and_gardens_when_workshop_is_there(db, cat, coins, bought):
    assert buys(db, cat, "gardens-bm", ("gardens", "workshop"), coins) == (bought,)


def test_gardens_workshop_gains_gardens_then_estates_once_they_run_low(db, cat):
    bot = make_bot("gardens-bm", 1, cat)
    me = PlayerPosition(hand=("workshop",), deck=("copper",) * 5)
    g = position(db, ("gardens", "workshop"), me, PlayerPosition())
    assert ask(g, bot, Kind.GAIN, "workshop")[1] == ("gardens",)
    g = position(db, ("gardens", "workshop"), me, PlayerPosition(), supply=(("gardens", 0),))
    assert ask(g, bot, Kind.GAIN, "workshop")[1] == ("workshop",)
    g = position(
        db,
        ("gardens", "workshop"),
        me,
        PlayerPosition(),
        supply=(("gardens", 0), ("workshop", 0)),
    )
    assert ask(g, bot, Kind.GAIN, "workshop")[1] == ("estate",)


@pytest.mark.parametrize(("provinces", "bought"), [(8, "silver"), (5, "gardens")])
def test_gardens_without_a_gainer_plays_money_and_takes_gardens_late(db, cat, provinces, bought):
    supply = (("province", provinces),)
    assert buys(db, cat, "gardens-bm", ("gardens",), 4, supply=supply) == (bought,)


# -- Treasure Map, Smugglers ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("owned", "trash", "bought"),
    [
        ((), (), "treasure_map"),
        (("treasure_map",) * 3, (), "treasure_map"),  # four at once: two pairs
        (("treasure_map",) * 4, (), "silver"),
        (("treasure_map",) * 2, ("treasure_map",) * 2, "silver"),  # one pair used already
    ],
)
def test_treasure_map_buys_four_maps_a_game(db, cat, owned, trash, bought):
    me = PlayerPosition(discard=owned)
    assert buys(db, cat, "treasure-map-bm", ("treasure_map",), 4, me, trash=trash) == (bought,)


def test_smugglers_buys_one_copy(db, cat):
    me = PlayerPosition(discard=("smugglers",) + ("copper",) * 20)
    assert buys(db, cat, "smugglers-bm", ("smugglers",), 4) == ("smugglers",)
    assert buys(db, cat, "smugglers-bm", ("smugglers",), 4, me) == ("silver",)


# -- Salvager -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "played", "trashed"),
    [
        (("copper", "copper", "copper", "copper"), False, None),  # Copper pays 0: keep it
        (("estate", "copper", "copper", "copper"), True, "estate"),
        (("gold", "silver", "copper", "copper"), True, "silver"),  # 7 - 2 + 3 = 8: Province
        (("gold", "copper", "copper", "copper"), True, "gold"),  # 6 - 3 + 6 = 9: Province
        (("silver", "copper", "copper", "estate"), True, "estate"),  # junk first
        (("silver", "copper", "copper"), False, None),  # 4 - 2 + 3 = 5 is no Gold
        (("province", "copper", "copper", "copper"), False, None),  # never a Province
    ],
)
def test_salvager_trashes_junk_or_a_card_that_lifts_the_buy(db, cat, hand, played, trashed):
    bot = make_bot("salvager-bm", 1, cat)
    g = position(
        db,
        ("salvager",),
        PlayerPosition(hand=("salvager", *hand), deck=("copper",) * 8),
        PlayerPosition(),
    )
    assert ask(g, bot, Kind.ACTION)[1] == (("salvager",) if played else ())
    if played:
        g.answer(("salvager",))
        assert ask(g, bot, Kind.TRASH, "salvager")[1] == (trashed,)


# -- whole games ----------------------------------------------------------------------------


def bought_in_games(db, cat, bot: str, card: str, games: int) -> list[int]:
    """How many times the bot (against BMU, its card alone in the kingdom) bought its card,
    game by game."""
    counts = []
    for seed in range(games):
        g = new_game(db, Setup(("X", "BMU"), (card,), seed))
        bots = [make_bot(bot, seed, cat), make_bot("bmu", seed, cat)]
        bought = 0
        while (d := g.pending) is not None:
            answer = bots[d.player].answer(g, d)
            bought += d.player == 0 and d.kind is Kind.BUY and answer == (card,)
            g.answer(answer)
        counts.append(bought)
    return counts


def test_embargo_bot_buys_at_most_three_embargoes_a_game(db, cat):
    counts = bought_in_games(db, cat, "embargo-bm", "embargo", 40)
    assert max(counts) <= 3  # was up to 7 (~4.7 a game) before the token limit and Silver first
    assert sum(counts) >= 5  # it still buys them, on 2-coin hands


def test_throne_room_bot_never_buys_throne_room_with_nothing_to_double(db, cat):
    assert bought_in_games(db, cat, "throne-room-bm", "throne_room", 40) == [0] * 40
