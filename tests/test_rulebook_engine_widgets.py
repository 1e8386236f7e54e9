"""The rulebook's engine widgets (action, buy, cleanup, attacks, seaside) agree with the engine
played directly on the same position, and with the card facts."""

from __future__ import annotations

import pytest

from companion.engine.moves import parse_move
from companion.engine.setup import PlayerPosition, Position, Setup
from companion.engine.standard import new_game
from companion.rulebook import action, attacks, buy, cleanup, seaside


def _direct(db, kingdom, you, other=None, **position):
    """The same position set up by hand, without the widget helpers."""
    players = (you, other or PlayerPosition(hand=("copper",) * 5))
    return new_game(db, Setup(("a", "b"), tuple(kingdom), 0, Position(players, **position)))


def _moves(game, *moves):
    for line in moves:
        game.answer(parse_move(line, game.pending))
    return game


# --- action: the order of plays --------------------------------------------------------------


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        # (actions, cards in hand, coins, buys) after each play
        (
            ("village", "smithy", "market", "copper"),
            [(2, 4, 0, 1), (1, 6, 0, 1), (1, 6, 1, 2), (1, 5, 2, 2)],
        ),
        (
            ("market", "village", "smithy", "copper"),
            [(1, 4, 1, 2), (2, 4, 1, 2), (1, 6, 1, 2), (1, 5, 2, 2)],
        ),
        (("smithy", "copper"), [(0, 6, 0, 1), (0, 5, 1, 1)]),
        (("copper",), [(1, 3, 1, 1)]),
    ],
)
def test_play_order_counts(db, order, expected):
    states = action.play_order(db, order)
    assert states[0] == action.PlayState(None, 1, 1, 0, action.HAND, (), False)
    assert [(s.actions, len(s.hand), s.coins, s.buys) for s in states[1:]] == expected
    assert [s.played for s in states[1:]] == list(order)


@pytest.mark.parametrize(
    "order", [("village", "smithy", "market", "copper"), ("market", "village", "smithy", "copper")]
)
def test_play_order_matches_direct_engine(db, order):
    game = _direct(db, action.KINGDOM, PlayerPosition(hand=action.HAND, deck=action.DECK))
    last = action.play_order(db, order)[-1]
    _moves(game, *(f"play {c}" for c in order[:-1]), "treasures copper")
    assert (game.actions, game.buys, game.coins) == (last.actions, last.buys, last.coins)
    assert tuple(game.players[0].hand) == last.hand


def test_smithy_first_leaves_village_unplayable(db):
    assert sorted(action.playable(db, ())) == sorted(action.HAND)
    assert action.playable(db, ("smithy",)) == ("copper", "silver")
    with pytest.raises(action.NotPlayable) as err:
        action.play_order(db, ("smithy", "village"))
    assert err.value.card_id == "village"


def test_village_draws_the_top_card(db):
    assert action.play_order(db, ("village",))[1].drawn == (action.DECK[0],)
    assert action.play_order(db, ("village", "smithy"))[2].drawn == action.DECK[1:4]


@pytest.mark.parametrize(
    ("term", "kind", "name", "before", "after"),
    [
        ("plus-card", "zone", "hand", 5, 7),
        ("plus-action", "counter", "actions", 1, 2),
        ("plus-buy", "counter", "buys", 1, 2),
        ("plus-coin", "counter", "coins", 0, 2),
        ("trash", "zone", "trash", 0, 1),
        ("gain", "supply", "village", 10, 9),
        ("set-aside", "zone", "set_aside", 0, 1),
    ],
)
def test_term_demo_changes(db, term, kind, name, before, after):
    result = action.term_demo(db, term)
    assert result.explain is not None and result.explain.hu and result.explain.en
    found = [(c.before, c.after) for c in result.changes if (c.kind, c.name) == (kind, name)]
    assert (before, after) in found


def test_every_term_demo_runs_and_unknown_is_refused(db):
    kinds = {d.term: action.term_demo(db, d.term).event_kinds for d in action.TERM_DEMOS}
    assert "discard" in kinds["discard"] and "reveal" in kinds["reveal"]
    with pytest.raises(KeyError):
        action.term_demo(db, "plus-nothing")


# --- buy: the calculator -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("in_play", "coins", "buys"),
    [
        ({"gold": 2}, 6, 1),
        ({"copper": 3, "silver": 1}, 5, 1),
        ({"copper": 2, "market": 1}, 3, 2),
        ({"silver": 2, "woodcutter": 1, "market": 1}, 7, 3),
        ({}, 0, 1),
    ],
)
def test_buy_calculator_coins_and_buys(db, in_play, coins, buys):
    result = buy.calculate(db, in_play)
    assert (result.coins, result.buys) == (coins, buys)
    expected = sorted(
        c
        for c in (*buy.KINGDOM, "copper", "silver", "gold", "estate", "duchy", "province", "curse")
        if db.cost[c] <= coins
    )
    assert sorted(result.affordable) == expected


def test_buy_splits_of_seven_with_two_buys(db):
    result = buy.calculate(db, {"gold": 2, "market": 1})
    assert (result.coins, result.buys) == (7, 2)
    # (6,) leaves 1 coin and a Buy: no card above $0 costs 1, so nothing more can be added
    assert result.splits == ((6,), (5, 2), (4, 3), (4, 2), (3, 3), (3, 2), (2, 2))


def test_every_split_is_bought_on_the_engine(db):
    in_play = {"gold": 1, "silver": 1, "market": 1, "woodcutter": 1}
    result = buy.calculate(db, in_play)
    assert (result.coins, result.buys) == (8, 3)
    by_cost = {}
    for card_id in result.affordable:
        by_cost.setdefault(db.cost[card_id], card_id)
    for split in result.splits:
        game = buy.buy_game(db, in_play)
        left = 8
        for cost in split:
            assert game.active == 0 and by_cost[cost] in game.pending.options
            game.answer((by_cost[cost],))
            left -= cost
            assert game.active != 0 or game.coins == left
        bought = [e.cards[0] for e in game.events if e.kind.value == "buy"]
        assert [db.cost[c] for c in bought] == list(split)


def test_buy_calculator_refuses_other_cards(db):
    with pytest.raises(ValueError, match="smithy"):
        buy.calculate(db, {"smithy": 1})


def test_splits_pure():
    assert buy.splits(frozenset({0, 2, 3, 5}), 5, 2) == ((5,), (3, 2), (2, 2))
    assert buy.splits(frozenset({0, 2}), 1, 2) == ()


# --- cleanup: the reshuffle ----------------------------------------------------------------------


@pytest.mark.parametrize("deck_left", range(cleanup.MAX_DECK + 1))
def test_reshuffle_at_the_draw_the_engine_shuffles(db, deck_left):
    result = cleanup.reshuffle(db, deck_left)
    assert result.drawn[: min(deck_left, 5)] == cleanup.DECK_POOL[: min(deck_left, 5)]
    assert len(result.drawn) == 5
    if deck_left >= 5:
        assert result.shuffle_at is None and result.shuffled == 0
        assert result.deck_after == deck_left - 5
    else:
        assert result.shuffle_at == deck_left + 1
        # the discard pile and everything clean-up just discarded make the new deck
        pool = len(cleanup.DISCARD) + len(cleanup.IN_PLAY) + len(cleanup.HAND)
        assert result.shuffled == pool
        assert result.deck_after == pool - (5 - deck_left)


def test_reshuffle_matches_the_engine_shuffle_event(db):
    you = PlayerPosition(
        hand=cleanup.HAND,
        deck=cleanup.DECK_POOL[:3],
        discard=cleanup.DISCARD,
        in_play=cleanup.IN_PLAY,
    )
    game = _moves(_direct(db, (), you, phase="buy"), "treasures -", "buy -")
    kinds = [e.kind.value for e in game.events if e.player == 0][-3:]
    assert kinds == ["discard", "shuffle", "draw"]
    assert tuple(game.players[0].hand) == cleanup.reshuffle(db, 3).drawn


def test_reshuffle_refuses_a_deck_out_of_range(db):
    with pytest.raises(ValueError, match="0 to"):
        cleanup.reshuffle(db, cleanup.MAX_DECK + 1)


# --- attacks: Militia and Moat -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("with_moat", "reveal", "hand_after", "asked"),
    [
        (True, True, 5, True),
        (True, False, 3, True),
        (False, True, 3, False),
    ],
)
def test_militia_and_moat(db, with_moat, reveal, hand_after, asked):
    result = attacks.militia(db, with_moat, reveal)
    assert len(result.hand_after) == hand_after
    assert result.asked_to_reveal is asked
    assert result.revealed_moat is (with_moat and reveal)
    assert len(result.discarded) == 5 - hand_after
    assert result.coins == 2


def test_militia_chosen_discards_and_direct_engine(db):
    result = attacks.militia(db, False, discard=("estate", "village"))
    assert result.hand_after == ("gold", "silver", "copper")
    game = _direct(
        db,
        (*attacks.KINGDOM, "village"),
        attacks.ATTACKER,
        PlayerPosition(hand=attacks.HAND_WITHOUT_MOAT, deck=("copper",) * 5),
    )
    _moves(game, "play militia", "discard estate village")
    assert tuple(game.players[1].hand) == result.hand_after


def test_moat_keeps_the_hand_on_the_direct_engine(db):
    game = _direct(
        db,
        attacks.KINGDOM,
        attacks.ATTACKER,
        PlayerPosition(hand=attacks.HAND_WITH_MOAT, deck=("copper",) * 5),
    )
    _moves(game, "play militia", "reveal moat")
    assert tuple(game.players[1].hand) == attacks.militia(db, True).hand_after
    assert len(game.players[1].hand) == 5


# --- seaside: the Duration example and Embargo ---------------------------------------------------


def test_duration_example_rows(db):
    replay = seaside.duration_example(db)
    views = [seaside.duration_view(replay, n) for n in range(replay.last + 1)]
    assert views[3].duration == ("wharf", "merchant_ship") and views[3].in_play == ("bazaar",)
    assert views[4].coins == 10 and views[4].buys == 2
    # the other player's turn: Wharf and Merchant Ship still wait in the Duration row
    assert not views[7].your_turn and views[7].duration == ("wharf", "merchant_ship")
    # your next turn: they resolve and join the played cards
    assert views[8].your_turn and views[8].duration == () and views[8].coins == 2
    assert views[8].in_play == ("wharf", "merchant_ship") and views[8].buys == 2
    assert views[-1].duration == ("fishing_village",)
    for n, view in enumerate(views):
        state = replay.state_at(n)
        assert list(view.duration) == state["players"][0]["duration"]


@pytest.mark.parametrize(
    ("card", "tokens", "curses_left", "gained"),
    [
        ("province", 0, None, 0),
        ("province", 1, None, 1),
        ("village", 3, None, 3),
        ("silver", 2, 1, 1),
        ("silver", 2, 0, 0),
    ],
)
def test_embargo_curses(db, card, tokens, curses_left, gained):
    result = seaside.embargo_buy(db, card, tokens, curses_left)
    assert result.curses_gained == gained
    assert result.gained == ("curse",) * gained + (card,)
    start = 10 if curses_left is None else curses_left
    assert (result.curses_before, result.curses_after) == (start, start - gained)


def test_embargo_matches_direct_engine(db):
    game = _direct(
        db,
        seaside.KINGDOM,
        PlayerPosition(hand=("gold",) * 3, deck=("copper",) * 5),
        phase="buy",
        embargo=(("smithy", 2),),
    )
    _moves(game, "treasures all", "buy smithy")
    assert game.supply["curse"] == seaside.embargo_buy(db, "smithy", 2).curses_after == 8


def test_embargo_refuses_other_piles(db):
    with pytest.raises(ValueError, match="gold"):
        seaside.embargo_buy(db, "gold", 1)
