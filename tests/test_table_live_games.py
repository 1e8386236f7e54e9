"""The table's store of running games: plain data in SQLite, copies per get, LRU in rows and
bytes, whole-row writes; and the answer cap of saves and sandboxes."""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path

import pytest

from companion.engine import save
from companion.table import sandbox as sandbox_module
from companion.table.live_games import LiveGameStore, encode
from companion.table.sandbox import AnswerLimit, Sandbox, load_save
from tests.test_table_sandbox import KINGDOM


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "live.sqlite3"


def played(db, seed: int = 5, moves: int = 3) -> Sandbox:
    """A solitaire game after a few answers (the first option each time), with a redo block."""
    sb = Sandbox.new(KINGDOM, ["bigmoney"], 0, seed)
    for _ in range(moves):
        pending = sb.game(db).pending
        sb.play(db, pending.options[:1] if pending.options else ())
    sb.redo.append([("copper",)])
    return sb


def test_a_game_comes_back_as_a_new_copy_after_a_restart(db, path):
    sb = played(db)
    LiveGameStore(path).put("k", sb)
    again = LiveGameStore(path)  # a restart, or another server process
    first, second = again.get("k"), again.get("k")
    assert first is not None and second is not None
    assert first is not sb and first is not second and first.answers is not second.answers
    assert (first.setup, first.human, first.answers, first.redo) == (
        sb.setup,
        sb.human,
        sb.answers,
        sb.redo,
    )
    first.play(db, first.game(db).pending.options[:1])
    assert len(second.answers) == len(sb.answers) == len(again.get("k").answers)


def test_the_row_bound_drops_the_least_recently_used_and_get_counts_as_use(db, path):
    store = LiveGameStore(path, max_rows=3)
    for key in "abc":
        store.put(key, Sandbox.new(KINGDOM, [], 0, 1))
    assert store.get("a") is not None  # "a" is in use: "b" is now the oldest
    store.put("d", Sandbox.new(KINGDOM, [], 0, 1))
    assert store.recent_keys() == ["d", "a", "c"]
    assert store.get("b") is None


def test_the_byte_bound_drops_old_rows_but_never_the_one_just_written(db, path):
    small = Sandbox.new(KINGDOM, [], 0, 1)
    big = played(db, moves=40)
    size = len(encode(small).encode())
    store = LiveGameStore(path, max_bytes=3 * size)
    for key in "abc":
        store.put(key, small)
    assert store.recent_keys() == ["c", "b", "a"] and store.total_bytes() == 3 * size
    store.put("big", big)  # larger than the whole budget: it alone stays
    assert store.recent_keys() == ["big"]
    store.put("e", small)
    assert store.recent_keys() == ["e"] and store.total_bytes() == size


def test_drop_forgets_the_game(path):
    store = LiveGameStore(path)
    store.put("k", Sandbox.new(KINGDOM, [], 0, 1))
    store.drop("k")
    assert store.get("k") is None and store.recent_keys() == []


def test_a_row_that_cannot_be_read_is_no_game_and_is_dropped(path):
    store = LiveGameStore(path)
    store.put("k", Sandbox.new(KINGDOM, [], 0, 1))
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE live_games SET value = ?", (json.dumps({"setup": 5}),))
    assert store.get("k") is None and store.recent_keys() == []


def test_two_writers_of_one_key_leave_one_whole_value(db, path):
    """Two tabs writing one key at once: the last write wins, never a mix of the two."""
    games = [played(db, seed=1, moves=2), played(db, seed=2, moves=6)]
    values = {encode(g) for g in games}
    store = LiveGameStore(path, timeout=10)
    errors: list[BaseException] = []

    def write(sb: Sandbox) -> None:
        try:
            for _ in range(40):
                store.put("k", sb)
                got = store.get("k")
                assert got is not None and encode(got) in values
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(g,)) for g in games]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    final = store.get("k")
    assert final is not None and encode(final) in values
    final.game(db)  # it replays


def test_a_save_with_more_answers_than_the_cap_is_refused(db):
    data = json.loads(Sandbox.new(KINGDOM, [], 0, 1).save_text(db))
    data["answers"] = [["copper"]] * (save.MAX_ANSWERS + 1)
    with pytest.raises(save.SaveFileError) as exc:
        load_save(db, None, json.dumps(data))  # type: ignore[arg-type]
    assert str(exc.value.message) == (
        "the game has 20,001 answers, more than the 20,000 a game may have"
    )


def test_the_save_size_limit_follows_the_answer_cap():
    assert save.MAX_SAVE_SIZE == save.MAX_ANSWERS * save.CHARS_PER_ANSWER == 2_000_000


def test_a_sandbox_takes_no_answer_beyond_the_cap(db, cat, monkeypatch):
    monkeypatch.setattr(sandbox_module, "MAX_ANSWERS", 2)
    sb = Sandbox.new(KINGDOM, ["bigmoney"], 0, 5)
    for _ in range(2):
        sb.play(db, sb.game(db).pending.options[:1])
    with pytest.raises(AnswerLimit):
        sb.play(db, sb.game(db).pending.options[:1])
    assert len(sb.answers) == 2
    monkeypatch.setattr(sandbox_module, "MAX_ANSWERS", 1)
    bots = Sandbox.new(KINGDOM, ["bigmoney"], 1, 5)  # the bot moves first, twice in a row
    with pytest.raises(AnswerLimit):
        bots.run_bots(db, cat)
    assert len(bots.answers) == 1


def test_a_row_over_the_answer_cap_is_no_game(path):
    sb = Sandbox.new(KINGDOM, [], 0, 1)
    sb.answers = [("copper",)] * (save.MAX_ANSWERS + 1)
    store = LiveGameStore(path)
    store.put("k", sb)
    assert store.get("k") is None
    sb.answers = [("copper",)] * save.MAX_ANSWERS  # at the cap, with a redo block: still a game
    sb.redo = [[("copper",)]]
    store.put("k", sb)
    found = store.get("k")
    assert found is not None and len(found.answers) == save.MAX_ANSWERS


def test_a_pass_and_play_game_not_yet_shown_comes_back_covered(path, db, cat):
    """The first turn's cover survives a reload; rows written before it had none (shown)."""
    store = LiveGameStore(path)
    sb = Sandbox.pass_and_play(KINGDOM, ["Anna", "Béla"], (0, 1), 3, cat)
    store.put("k", sb)
    back = store.get("k")
    assert back is not None and not back.shown and back.covered(db, cat) == 0
    back.hand_over(0)
    store.put("k", back)
    assert store.get("k").shown  # type: ignore[union-attr]
    row = json.loads(encode(back))
    for value, expected in ((None, True), ("yes", None)):
        if value is None:
            row.pop("shown")
        else:
            row["shown"] = value
        with sqlite3.connect(path) as conn:
            conn.execute("UPDATE live_games SET value = ?", (json.dumps(row),))
        got = store.get("k")
        assert (got.shown if got is not None else None) == expected
