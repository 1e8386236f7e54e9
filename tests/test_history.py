"""The history store: saves, lists, survives a restart, never harms a file it cannot use."""

from __future__ import annotations

import os
import sqlite3
import threading
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from companion.history import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    HistoryError,
    HistoryStore,
    default_path,
)

CARDS = tuple(f"card{i}" for i in range(10))


@pytest.fixture
def store(tmp_path: Path) -> HistoryStore:
    return HistoryStore(tmp_path / "h.sqlite3", timeout=0.05)


def test_default_path_follows_the_environment(monkeypatch):
    home = Path.home()
    assert default_path({}) == home / ".local/share/dominion-companion/history.sqlite3"
    assert default_path({"XDG_DATA_HOME": "/x"}) == Path("/x/dominion-companion/history.sqlite3")
    env = {"XDG_DATA_HOME": "/x", "COMPANION_DATA_HOME": "/c"}
    assert default_path(env) == Path("/c/history.sqlite3")
    assert default_path({**env, "COMPANION_HISTORY_DB": "/d/my.db"}) == Path("/d/my.db")
    monkeypatch.setenv("COMPANION_HISTORY_DB", "/e/h.db")
    assert HistoryStore().path == Path("/e/h.db")


def test_add_and_list_newest_first(store):
    assert store.recent() == []
    first = store.add("K1first", CARDS, 2, when=datetime(2024, 3, 15, 14, 3, tzinfo=UTC)).entry
    second = store.add("K1second", reversed(CARDS), 4).entry
    entries = store.recent()
    assert [e.code for e in entries] == ["K1second", "K1first"]
    assert entries[1] == first
    assert entries[0].cards == tuple(reversed(CARDS)) and entries[0].players == 4
    assert entries[0].created.tzinfo is not None and entries[0].id == second.id
    assert store.recent(limit=1) == [second]
    assert store.get(first.id) == first and store.get(999) is None
    assert store.count() == 2


@pytest.mark.parametrize(
    ("earlier", "again", "added"),
    [
        ([("K1a", 2)], ("K1a", 2), False),  # the same kingdom and players as the newest
        ([("K1a", 2)], ("K1a", 3), True),  # same kingdom, other player count
        ([("K1a", 2), ("K1b", 2)], ("K1a", 2), True),  # same as an older entry, not the newest
        ([("K1a", 2), ("K1b", 2), ("K1b", 2)], ("K1a", 2), True),
        ([], ("K1a", 2), True),
    ],
)
def test_the_newest_kingdom_is_not_stored_twice_in_a_row(store, earlier, again, added):
    for code, players in earlier:
        store.add(code, CARDS, players)
    before = store.recent()
    saved = store.add(*again[:1], CARDS, again[1])
    assert saved.added is added
    assert (saved.entry.code, saved.entry.players) == again
    if added:
        assert store.recent() == [saved.entry, *before]
    else:
        assert store.recent() == before and saved.entry == before[0]


def test_times_are_stored_in_utc(store):
    local = datetime(2024, 3, 15, 16, 3, 30, 123, tzinfo=timezone(timedelta(hours=2)))
    entry = store.add("K1x", CARDS, 3, when=local).entry
    utc = datetime(2024, 3, 15, 14, 3, 30, tzinfo=UTC)
    assert store.recent()[0].created == utc == entry.created


def test_history_survives_a_restart(tmp_path):
    path = tmp_path / "deep" / "er" / "h.sqlite3"
    HistoryStore(path).add("K1x", CARDS, 1)
    assert path.exists()
    assert [e.code for e in HistoryStore(path).recent()] == ["K1x"]


def test_clear_deletes_every_entry(store):
    for n in range(3):
        store.add(f"K1{n}", CARDS, 2)
    assert store.clear() == 3
    assert store.recent() == [] and store.count() == 0
    store.add("K1again", CARDS, 2)
    assert store.count() == 1


def test_bad_input_is_refused(store):
    with pytest.raises(ValueError, match="players must be 1 to 4, got 5"):
        store.add("K1x", CARDS, 5)
    with pytest.raises(ValueError, match="a kingdom needs a code and card ids, got ''"):
        store.add("", CARDS, 2)
    with pytest.raises(ValueError, match=r"code and card ids, got 'K1x', \('a,b',\)"):
        store.add("K1x", ("a,b",), 2)
    assert store.count() == 0


def test_an_empty_file_becomes_a_history(tmp_path):
    path = tmp_path / "empty.sqlite3"
    path.touch()
    HistoryStore(path).add("K1x", CARDS, 2)
    assert HistoryStore(path).count() == 1


def test_a_corrupt_file_is_reported_and_left_untouched(tmp_path):
    path = tmp_path / "h.sqlite3"
    junk = b"this is not a database, but it is someone's data\n" * 200
    path.write_bytes(junk)
    store = HistoryStore(path)
    for operation in (store.recent, store.count, store.clear, lambda: store.add("K1", CARDS, 2)):
        with pytest.raises(HistoryError) as info:
            operation()
        assert info.value.kind == "corrupt" and info.value.path == path
    assert path.read_bytes() == junk


def test_a_damaged_database_is_reported_and_left_untouched(tmp_path):
    path = tmp_path / "h.sqlite3"
    store = HistoryStore(path)
    for n in range(50):
        store.add(f"K1{n}", CARDS, 2)
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\xff" * (4096 - 100)  # smash the schema page
    path.write_bytes(bytes(data))
    with pytest.raises(HistoryError) as info:
        store.recent()
    assert info.value.kind == "corrupt"
    assert path.read_bytes() == bytes(data)


def test_another_programs_database_is_not_touched(tmp_path):
    path = tmp_path / "other.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (text TEXT)")
        conn.execute("INSERT INTO notes VALUES ('keep me')")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError) as info:
        HistoryStore(path).add("K1x", CARDS, 2)
    assert info.value.kind == "foreign"
    assert path.read_bytes() == before


def test_a_newer_schema_is_not_touched(tmp_path):
    path = tmp_path / "h.sqlite3"
    HistoryStore(path).add("K1x", CARDS, 2)
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(HistoryError) as info:
        HistoryStore(path).recent()
    assert info.value.kind == "newer"


def test_our_file_without_its_table_is_corrupt(tmp_path):
    path = tmp_path / "h.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute("CREATE TABLE other (x)")
    conn.close()
    with pytest.raises(HistoryError) as info:
        HistoryStore(path).recent()
    assert info.value.kind == "corrupt"


def test_a_locked_database_is_reported(store):
    store.add("K1x", CARDS, 2)
    other = sqlite3.connect(store.path, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        with pytest.raises(HistoryError) as info:
            store.recent()
        assert info.value.kind == "locked"
        with pytest.raises(HistoryError) as info:
            store.add("K1y", CARDS, 2)
        assert info.value.kind == "locked"
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert [e.code for e in store.recent()] == ["K1x"]


def test_a_folder_in_place_of_the_file_is_reported(tmp_path):
    path = tmp_path / "h.sqlite3"
    path.mkdir()
    with pytest.raises(HistoryError) as info:
        HistoryStore(path).recent()
    assert info.value.kind == "unreadable"


def test_a_folder_that_cannot_be_made_is_reported(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(HistoryError) as info:
        HistoryStore(blocker / "sub" / "h.sqlite3").recent()
    assert info.value.kind == "folder"
    assert blocker.read_text() == "not a folder"


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores file permissions")
def test_a_read_only_file_still_lists_but_does_not_save(tmp_path):
    path = tmp_path / "h.sqlite3"
    HistoryStore(path).add("K1x", CARDS, 2)
    path.chmod(0o444)
    try:
        assert [e.code for e in HistoryStore(path).recent()] == ["K1x"]
        with pytest.raises(HistoryError) as info:
            HistoryStore(path).add("K1y", CARDS, 2)
        assert info.value.kind == "readonly"
    finally:
        path.chmod(0o644)


def test_unreadable_rows_are_skipped(store):
    store.add("K1good", CARDS, 2)
    with sqlite3.connect(store.path) as conn:
        conn.execute(
            "INSERT INTO kingdoms (code, cards, players, created) VALUES ('K1bad', 'a', 2, 'never')"
        )
    conn.close()
    assert [e.code for e in store.recent()] == ["K1good"]


def test_sessions_in_threads_can_save_at_once(tmp_path):
    store = HistoryStore(tmp_path / "h.sqlite3", timeout=10)
    errors: list[BaseException] = []

    def work(n: int) -> None:
        try:
            for i in range(5):
                store.add(f"K1{n}_{i}", CARDS, 1 + n % 4)
                store.recent(5)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert store.count() == 40
