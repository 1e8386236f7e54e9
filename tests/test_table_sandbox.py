"""The table's plain modules: the sandbox game, taps and their reasons, the log, the view model."""

from __future__ import annotations

import json
import pickle

import pytest

from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.decisions import Kind
from companion.engine.save import SaveFileError
from companion.i18n import translator
from companion.table import taps
from companion.table.log import lines
from companion.table.model import board
from companion.table.sandbox import NotUndoable, Sandbox, load_save

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


def test_the_log_hides_a_bots_hand_but_shows_yours():
    sb = Sandbox.new(KINGDOM, ["bigmoney"], 0, 6)
    _ = translator("en")
    text = "\n".join(
        line.text for line in lines(_, CAT, sb.game(DB), 0, lambda i: ["You", "Bot"][i])
    )
    mine = sb.game(DB).players[0].hand
    assert "Bot: drew 5 cards" in text
    assert f"You: drew {CAT.cards[mine[0]].name('en')}" in text
