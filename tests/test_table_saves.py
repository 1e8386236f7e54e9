"""Saved games: kept by name next to the history, loaded back into the same game, and a file
that cannot be used is reported and never touched."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from companion.engine import save
from companion.engine.game import Game, Setup
from companion.engine.standard import new_game
from companion.engine.view import state_json
from companion.history import HistoryStore
from companion.table.saves import MAX_NAME, GameStore, SavedGame, StoreError, UnknownGame

KINGDOM = ("cellar", "market", "militia", "mine", "moat", "remodel", "smithy", "village",
           "woodcutter", "workshop")  # fmt: skip


@pytest.fixture
def store(tmp_path: Path) -> GameStore:
    return GameStore(tmp_path / "g.sqlite3", timeout=0.05)


@pytest.fixture
def game(db) -> Game:
    g = new_game(db, Setup(("Anna", "Bot"), KINGDOM, seed=5))
    for _ in range(6):
        assert g.pending is not None
        g.answer(g.pending.options[: g.pending.min])
    return g


def test_the_file_sits_next_to_the_history(monkeypatch, tmp_path):
    monkeypatch.delenv("COMPANION_GAMES_DB", raising=False)
    monkeypatch.delenv("COMPANION_HISTORY_DB", raising=False)
    monkeypatch.setenv("COMPANION_DATA_HOME", str(tmp_path))
    assert GameStore().path == tmp_path / "games.sqlite3"
    assert HistoryStore().path == tmp_path / "history.sqlite3"
    monkeypatch.setenv("COMPANION_GAMES_DB", str(tmp_path / "x" / "mine.db"))
    assert GameStore().path == tmp_path / "x" / "mine.db"


def test_save_list_load_delete(store, game, db):
    text = save.dumps(game)
    first = store.save("  Anna vs Bot  ", text, when=datetime(2026, 3, 1, 12, 0, tzinfo=UTC))
    second = store.save("Második", text)
    listed = store.list()
    assert [g.id for g in listed] == [second, first]
    assert listed[1] == SavedGame(
        first, "Anna vs Bot", datetime(2026, 3, 1, 12, tzinfo=UTC), len(text)
    )
    assert store.load(first) == text
    assert state_json(save.loads(db, store.load(first))) == state_json(game)
    assert store.delete(first) is True and store.delete(first) is False
    assert [g.id for g in store.list()] == [second]
    with pytest.raises(UnknownGame) as err:
        store.load(first)
    assert err.value.game_id == first


def test_saved_games_survive_a_restart(tmp_path, game):
    path = tmp_path / "g.sqlite3"
    game_id = GameStore(path).save("kept", save.dumps(game))
    assert GameStore(path).load(game_id) == save.dumps(game)


def test_history_and_games_share_the_folder(monkeypatch, tmp_path, game):
    monkeypatch.setenv("COMPANION_DATA_HOME", str(tmp_path))
    monkeypatch.delenv("COMPANION_GAMES_DB", raising=False)
    monkeypatch.delenv("COMPANION_HISTORY_DB", raising=False)
    HistoryStore().add("K1x", KINGDOM, 2)
    GameStore().save("g", save.dumps(game))
    assert HistoryStore().count() == 1 and len(GameStore().list()) == 1


@pytest.mark.parametrize(
    ("name", "text"),
    [("", "{}"), ("   ", "{}"), ("x" * (MAX_NAME + 1), "{}"), ("ok", "")],
)
def test_bad_input_is_refused(store, name, text):
    with pytest.raises(ValueError):
        store.save(name, text)
    assert store.list() == []


def test_a_corrupt_file_is_reported_and_left_untouched(tmp_path):
    path = tmp_path / "g.sqlite3"
    junk = b"not a database\n" * 500
    path.write_bytes(junk)
    store = GameStore(path)
    for operation in (store.list, lambda: store.load(1), lambda: store.save("a", "{}")):
        with pytest.raises(StoreError) as info:
            operation()
        assert info.value.kind == "corrupt"
    assert path.read_bytes() == junk


def test_the_history_file_is_not_taken_for_saved_games(tmp_path):
    path = tmp_path / "h.sqlite3"
    HistoryStore(path).add("K1x", KINGDOM, 2)
    before = path.read_bytes()
    with pytest.raises(StoreError) as info:
        GameStore(path).save("a", "{}")
    assert info.value.kind == "corrupt" and "games table" in info.value.detail
    assert path.read_bytes() == before


def test_another_programs_database_is_not_touched(tmp_path):
    path = tmp_path / "other.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE games (x)")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(StoreError) as info:
        GameStore(path).list()
    assert info.value.kind == "foreign" and path.read_bytes() == before
