"""The table's plain modules: the sandbox game, taps and their reasons, the log, the view model."""

from __future__ import annotations

import json
import pickle

import pytest

from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.decisions import Kind
from companion.engine.events import Ev
from companion.engine.save import SaveFileError
from companion.engine.setup import PlayerPosition, Position, Setup
from companion.engine.standard import new_game
from companion.i18n import translator
from companion.table import taps
from companion.table.log import lines
from companion.table.model import board
from companion.table.sandbox import HUMAN, NotUndoable, Sandbox, load_save

CAT = load()
DB = CardDB(CAT)
KINGDOM = (
    "cellar",
    "chapel",
    "moat",
    "village",
    "smithy",
    "militia",
    "market",
    "mine",
    "witch",
    "laboratory",
)
TAP_KINGDOM = (*KINGDOM[:-1], "workshop")


def test_a_sandbox_pickles_without_its_game_and_replays_to_the_same_state():
    sb = Sandbox.new(KINGDOM, ["bigmoney", "witch-bm"], 1, 9)
    sb.run_bots(DB, CAT)
    sb.play(DB, sb.game(DB).pending.options)
    sb.run_bots(DB, CAT)
    back = pickle.loads(pickle.dumps(sb))
    assert back._game is None and back.answers == sb.answers
    assert back.game(DB).players[1].hand == sb.game(DB).players[1].hand


def test_bots_are_the_same_for_the_same_seed():
    games = []
    for _ in range(2):
        sb = Sandbox.new(KINGDOM, ["random", "bigmoney"], 2, 4)
        sb.run_bots(DB, CAT)
        games.append(list(sb.answers))
    assert games[0] == games[1] and len(games[0]) > 3


def test_undo_takes_back_bot_moves_too_and_refuses_after_a_draw():
    sb = Sandbox.new(KINGDOM, [], 0, 2)
    sb.play(DB, ())  # no Treasures
    sb.undo(DB, CAT)
    assert sb.answers == [] and sb.redo == [[()]]
    sb.redo_one(DB)
    sb.play(DB, ())  # buy nothing: clean-up draws the next hand
    with pytest.raises(NotUndoable) as exc:
        sb.undo(DB, CAT)
    assert any(e.kind == "draw" for e in exc.value.events)


def test_undo_is_refused_when_a_bots_answer_after_yours_showed_a_card():
    """You play Militia, the bot reveals Moat: taking back your Militia would take back the
    bot's reveal too, and you have seen its Moat (the engine's rule, for the bots' answers)."""
    deck = ("copper",) * 10
    you = PlayerPosition(hand=("militia", "copper"), deck=deck)
    bot = PlayerPosition(hand=("moat", "copper", "copper", "estate", "estate"), deck=deck)
    sb = Sandbox(Setup((HUMAN, "bigmoney"), TAP_KINGDOM, 1, Position((you, bot))), 0)
    sb.play(DB, ("militia",))
    sb.run_bots(DB, CAT)
    assert sb.answers == [("militia",), ("moat",)]
    with pytest.raises(NotUndoable) as exc:
        sb.undo(DB, CAT)
    first = exc.value.events[0]
    assert (first.kind, first.player, first.cards) == (Ev.REACT, 1, ("moat",))
    assert sb.answers == [("militia",), ("moat",)] and sb.redo == []


def test_undo_takes_back_your_last_answer_with_the_bots_answers_after_it():
    """You play Militia, the bot discards (face down, nothing shown): undo takes back both, as
    the log says the discard was the bot's and the Militia yours."""
    deck = ("copper",) * 10
    you = PlayerPosition(hand=("militia", "copper"), deck=deck)
    bot = PlayerPosition(hand=("silver", "copper", "copper", "estate", "estate"), deck=deck)
    sb = Sandbox(Setup((HUMAN, "bigmoney"), TAP_KINGDOM, 1, Position((you, bot))), 0)
    sb.play(DB, ("militia",))
    sb.run_bots(DB, CAT)
    assert len(sb.answers) == 2 and sb.game(DB).deciders == [0, 1]
    sb.play(DB, ("copper",))  # your Treasures: undo takes back only this one
    sb.undo(DB, CAT)
    assert len(sb.answers) == 2 and sb.redo == [[("copper",)]]
    sb.undo(DB, CAT)
    assert sb.answers == [] and sb.redo == [[("copper",)], [("militia",), sb.redo[1][1]]]
    assert sb.game(DB).players[1].hand == list(bot.hand)
    sb.redo_one(DB)
    assert len(sb.answers) == 2 and len(sb.game(DB).players[1].hand) == 3


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (b"", "empty"),
        (b"\xff\xfe\x00", "not UTF-8"),
        (b'{"format": "x"}', "not a Dominion companion save file"),
        (b"{", "invalid JSON"),
    ],
)
def test_bad_save_files_raise_with_the_reason(text, why):
    with pytest.raises(SaveFileError, match=why):
        load_save(DB, CAT, text)


def test_a_tampered_or_truncated_save_file_is_refused():
    sb = Sandbox.new(KINGDOM, ["bigmoney"], 0, 3)
    sb.play(DB, sb.game(DB).pending.options)
    text = sb.save_text(DB)
    assert load_save(DB, CAT, text.encode()).answers == sb.answers
    data = json.loads(text)
    data["setup"]["seed"] = 4
    with pytest.raises(SaveFileError, match="digest"):
        load_save(DB, CAT, json.dumps(data))
    with pytest.raises(SaveFileError, match="invalid JSON"):
        load_save(DB, CAT, text[:-20])
    assert load_save(DB, CAT, text).human == 0


def test_reasons_for_taps_that_cannot_be_done():
    sb = Sandbox.new(KINGDOM, [], 0, 3)
    b = board(CAT, sb.game(DB), 0)
    assert b.decision is not None and b.decision.kind is Kind.TREASURES
    reason = taps.why_not_buy(b, "province")
    assert reason is not None and reason.params == {"cost": 8, "coins": 0}
    assert taps.why_not_play(b, "copper") is None
    assert taps.why_not_play(b, "estate").text == "This is not a Treasure."
    assert taps.picks(b.decision, []) == ()
    assert isinstance(taps.picks(b.decision, ["copper"] * 9), taps.Reason)


GOLDS = (("gold",) * 4,)  # play four Golds: 12 coins to buy with


def _tap_board(hand, answers=(), viewer=0, **position):
    """The board of a two-player position where player 1 holds `hand`, after `answers`."""
    deck = ("copper",) * 10
    seats = (PlayerPosition(hand=tuple(hand), deck=deck), PlayerPosition(deck=deck))
    game = new_game(DB, Setup(("a", "b"), TAP_KINGDOM, 1, Position(seats, **position)))
    for answer in answers:
        game.answer(answer)
    return board(CAT, game, viewer)


# (hand, answers, position, viewer, tap a card in hand or a pile, the card, the reason)
TAP_REASONS = [
    (
        ["gold"] * 4,
        [*GOLDS, ("province",)],
        {"supply": (("province", 1),)},
        0,
        "play",
        "gold",
        "The game is over.",
    ),
    (
        ["gold"] * 4,
        [*GOLDS, ("province",)],
        {"supply": (("province", 1),)},
        0,
        "buy",
        "gold",
        "The game is over.",
    ),
    (["village", "copper"], [], {}, 1, "play", "copper", "It is not your turn to decide."),
    (["village", "copper"], [], {}, 0, "play", "gold", "That card is not in your hand."),
    (["village", "copper"], [], {}, 0, "play", "copper", "This is not an Action card."),
    (
        ["village", "copper"],
        [],
        {"phase": "buy"},
        0,
        "play",
        "village",
        "The action phase is over: Action cards are played before buying.",
    ),
    (
        ["chapel", "village", "copper"],
        [("chapel",)],
        {},
        0,
        "play",
        "village",
        "You have no Actions left.",
    ),
    (["estate", "copper"], [], {"phase": "buy"}, 0, "play", "estate", "This is not a Treasure."),
    (
        ["estate", "copper"],
        [("copper",)],
        {"phase": "buy"},
        0,
        "play",
        "estate",
        "Cards in your hand are not played now: tap a supply pile to buy.",
    ),
    (
        ["copper", "copper"],
        [("copper",)],
        {"phase": "buy"},
        0,
        "play",
        "copper",
        "Treasures are played before the first buy; now tap a pile to buy.",
    ),
    (
        ["chapel", "village", "copper"],
        [("chapel",)],
        {},
        0,
        "play",
        "copper",
        "Answer the open question first.",
    ),
    (["copper"], [], {"phase": "buy"}, 0, "buy", "lighthouse", "This card is not in the supply."),
    (
        ["copper"],
        [],
        {"phase": "buy", "supply": (("silver", 0),)},
        0,
        "buy",
        "silver",
        "The pile is empty.",
    ),
    (
        ["village", "copper"],
        [],
        {},
        0,
        "buy",
        "silver",
        "You buy in the buy phase: end the action phase first.",
    ),
    (["chapel", "copper"], [("chapel",)], {}, 0, "buy", "silver", "You cannot buy now."),
    (["village", "copper"], [], {}, 1, "buy", "silver", "You cannot buy now."),
    (
        ["workshop", "copper"],
        [("workshop",)],
        {},
        0,
        "buy",
        "province",
        "This card cannot be gained now.",
    ),
    (["copper"], [], {"phase": "buy", "buys": 0}, 0, "buy", "silver", "You have no Buys left."),
    (
        ["copper"],
        [],
        {"phase": "buy"},
        0,
        "buy",
        "province",
        "It costs {cost}; you have {coins} so far: play your Treasures first.",
    ),
    (
        ["copper"] * 3,
        [("copper",) * 3],
        {"phase": "buy"},
        0,
        "buy",
        "province",
        "You cannot afford it: it costs {cost}, you have {coins}.",
    ),
    (["copper"], [], {"phase": "buy"}, 0, "buy", "copper", "This card cannot be bought now."),
]


@pytest.mark.parametrize(
    ("hand", "answers", "position", "viewer", "tap", "card", "reason"), TAP_REASONS
)
def test_each_reason_a_tap_cannot_be_done(hand, answers, position, viewer, tap, card, reason):
    b = _tap_board(hand, answers, viewer, **position)
    why = (taps.why_not_play if tap == "play" else taps.why_not_buy)(b, card)
    assert why is not None and why.text == reason


def test_every_reason_of_a_tap_on_the_table_is_tried():
    """Each message of why_not_play / why_not_buy has its position above."""
    import ast
    import inspect

    tree = ast.parse(inspect.getsource(taps))
    said = {
        node.args[0].value
        for fn in tree.body
        if isinstance(fn, ast.FunctionDef) and fn.name in ("why_not_play", "why_not_buy")
        for node in ast.walk(fn)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "N_"
    }
    assert said == {row[-1] for row in TAP_REASONS}


def test_the_coins_named_in_a_reason_are_the_boards():
    treasures = taps.why_not_buy(_tap_board(["copper"], phase="buy"), "province")
    assert treasures is not None and treasures.params == {"cost": 8, "coins": 0}
    bought = taps.why_not_buy(_tap_board(["copper"] * 3, [("copper",) * 3], phase="buy"), "gold")
    assert bought is not None and bought.params == {"cost": 6, "coins": 3}


def test_reasons_for_picks_and_the_answer_buttons():
    pick_two = _tap_board(["chapel", "village", "copper"], [("chapel",)]).decision
    assert pick_two is not None and (pick_two.min, pick_two.max) == (0, 2)
    assert taps.picks(pick_two, ["copper", "village"]) == ("copper", "village")
    assert taps.picks(pick_two, ["copper"] * 3) == taps.Reason(
        "Choose {low} to {high}.", {"low": 0, "high": 2}
    )
    assert taps.all_treasures(pick_two) == taps.Reason("You are not playing Treasures now.")
    assert taps.none(pick_two) == ()
    gain = _tap_board(["workshop", "copper"], [("workshop",)]).decision
    assert gain is not None and (gain.min, gain.max) == (1, 1)
    assert taps.none(gain) == taps.Reason("You must choose at least {n}.", {"n": 1})
    assert taps.picks(gain, []) == taps.Reason("Choose exactly {n}.", {"n": 1})


def test_the_log_hides_a_bots_hand_but_shows_yours():
    sb = Sandbox.new(KINGDOM, ["bigmoney"], 0, 6)
    _ = translator("en")
    text = "\n".join(
        line.text for line in lines(_, CAT, sb.game(DB), 0, lambda i: ["You", "Bot"][i])
    )
    mine = sb.game(DB).players[0].hand
    assert "Bot: drew 5 cards" in text
    assert f"You: drew {CAT.cards[mine[0]].name('en')}" in text


@pytest.mark.parametrize(
    ("lang", "bot_discards"),
    [("en", "Bot: discarded 5 cards"), ("hu", "Bot: dobópaklira: 5 lap")],
)
def test_the_log_counts_a_bots_clean_up_discard_without_naming_it(lang, bot_discards):
    sb = Sandbox.new(KINGDOM, ["bigmoney"], 0, 6)
    sb.play(DB, sb.game(DB).pending.options)  # your Treasures
    sb.play(DB, ())  # buy nothing
    sb.run_bots(DB, CAT)  # the bot's whole turn
    _ = translator(lang)
    log = [line.text for line in lines(_, CAT, sb.game(DB), 0, lambda i: ["You", "Bot"][i])]
    assert bot_discards in log
    assert not [t for t in log if t.startswith("Bot: discarded ") and t != bot_discards]


def test_every_seat_view_field_reaches_the_table_card_ids_as_tiles():
    """The table's Seat is the engine's SeatView with tiles for card ids: every field, the
    rows of cards and the discard pile's top as tiles with the same ids (HIDDEN face down)."""
    from dataclasses import fields

    from companion.engine.player_view import CARD_ROWS, ONE_CARD, SeatView, view
    from companion.table.model import Tile

    assert {"hand", "in_play", "haven", "island", "native_village"} <= CARD_ROWS
    assert {"discard_top"} == ONE_CARD
    sb = Sandbox.new(KINGDOM, ["bigmoney"], 0, 6)
    sb.run_bots(DB, CAT)
    sb.play(DB, sb.game(DB).pending.options)
    sb.play(DB, ())
    sb.run_bots(DB, CAT)
    g = sb.game(DB)
    for viewer in (0, 1):
        b, v = board(CAT, g, viewer), view(g, viewer)
        for seat, seen in zip(b.seats, v.players, strict=True):
            for f in fields(SeatView):
                value, wanted = getattr(seat, f.name), getattr(seen, f.name)
                if f.name in CARD_ROWS:
                    assert all(isinstance(t, Tile) for t in value)
                    value = tuple(t.id for t in value)
                elif f.name in ONE_CARD and value is not None:
                    assert isinstance(value, Tile) and value.card is not None
                    value = value.id
                assert value == wanted, (viewer, seat.index, f.name)
        assert b.seats[1 - viewer].hand[0].hidden and not b.you.hand[0].hidden
        assert [s.vp for s in b.seats] == [g.score(0), g.score(1)]
