"""The coach's pure parts: undo anyway (a Sandbox option, solitaire only, recorded), the log's
notes under a bot's move, a save name taken once, and the forced marks kept by the store."""

from __future__ import annotations

import pytest

from companion.engine.game import Setup
from companion.i18n import translator
from companion.table.hint import bot_moves, move_reasons
from companion.table.live_games import decode, encode
from companion.table.log import lines
from companion.table.sandbox import NotUndoable, Sandbox
from companion.table.saves import GameStore
from tests.test_table_sandbox import KINGDOM


def bought_copper(sb: Sandbox, db, cat) -> list[tuple[str, ...]]:
    """Play all Treasures and buy a Copper: the turn ends and a new hand is dealt (a reveal).
    Returns the answers before the buy."""
    sb.play(db, sb.game(db).pending.options)
    before = list(sb.answers)
    sb.play(db, ("copper",))
    sb.run_bots(db, cat)
    return before


def test_undo_anyway_takes_back_a_buy_past_the_reveal_alone_against_bots(db, cat):
    sb = Sandbox.new(KINGDOM, ["bigmoney"], 0, 4)
    before = bought_copper(sb, db, cat)
    with pytest.raises(NotUndoable):
        sb.undo(db, cat)  # the engine's rule: the new hand was seen
    sb.undo(db, cat, force=True)
    assert sb.answers == before and sb.forced == [1]
    assert sb.game(db).pending.kind.value == "buy"
    back = decode(encode(sb))  # a reload keeps the mark
    assert back.forced == [1] and back.answers == before


def test_undo_anyway_is_refused_when_another_person_plays(db, cat):
    sb = Sandbox(Setup(("you", "anna"), KINGDOM, 4), 0)
    assert not sb.solitaire(cat)
    before = bought_copper(sb, db, cat)
    with pytest.raises(NotUndoable):
        sb.undo(db, cat, force=True)
    assert len(sb.answers) == len(before) + 1 and sb.forced == []


def test_a_bots_reason_sits_under_its_move_in_the_log(db, cat):
    sb = Sandbox.new(KINGDOM, ["bigmoney"], 0, 8)
    bought_copper(sb, db, cat)
    _ = translator("en")
    game = sb.game(db)
    reasons = move_reasons(_, sb, db, cat)
    notes = {game.answer_events[i]: f"why: {why}" for i, why in reasons.items()}
    log = lines(_, cat, game, 0, str, notes)
    shown = [line for line in log if line.note]
    assert [line.text for line in shown] == list(notes.values())
    moves = bot_moves(sb, db, cat)
    for i, why in reasons.items():  # a move that did something: its note right under it
        card = moves[i].answer[0] if moves[i].answer else None
        if card is None:
            continue
        note = next(n for n, line in enumerate(log) if line.note and line.text == f"why: {why}")
        above = log[note - 1]
        assert above.text.startswith("1:") and cat.cards[card].name("en") in above.text, above


def test_a_save_name_is_taken_once_whatever_its_case(tmp_path):
    store = GameStore(tmp_path / "g.sqlite3", timeout=0.05)
    assert not store.taken("Kedd")
    store.save("Kedd ", "{}")
    assert store.taken("kedd") and store.taken(" KEDD") and not store.taken("Szerda")
