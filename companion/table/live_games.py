"""The table's running games by their link key, in a SQLite file, so a reload, a restart or
another server process finds a game again.

A row holds plain data (setup, seats, answers, redo stack as JSON), never a live object: every
`get` builds a new `Sandbox`, so two sessions never share one. A `put` replaces the whole row in
one statement (two writers of one key: the last write wins, never a mix). The store is bounded in
rows and in bytes, least recently used first out; `get` counts as use. The file sits next to the
history (`table-games.sqlite3`, or `$COMPANION_TABLE_DB`) and follows its rules
(companion/history.py): a file that is locked, damaged or someone else's raises StoreError.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from companion.engine.save import MAX_ANSWERS, SaveFileError, setup_from_json, setup_json
from companion.history import HistoryError, SqliteStore
from companion.table.sandbox import Sandbox

StoreError = HistoryError
FILE_NAME = "table-games.sqlite3"
ENV_DB = "COMPANION_TABLE_DB"
MAX_ROWS = 1000
"""Games kept at most (a real game's row is about 10 kB)."""
MAX_BYTES = 32_000_000
"""Bytes of rows kept at most: about 30 games at the answer cap (MAX_ANSWERS), thousands of real
ones, so for real games the row bound comes first."""
SCHEMA = """
CREATE TABLE live_games (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    size INTEGER NOT NULL,
    used INTEGER NOT NULL
)
"""
NEXT_USE = "(SELECT coalesce(max(used), 0) + 1 FROM live_games)"
EVICT = """
DELETE FROM live_games WHERE key IN (
    SELECT key FROM (
        SELECT key,
            row_number() OVER w AS n,
            sum(size) OVER w AS total
        FROM live_games WHERE key != ?
        WINDOW w AS (ORDER BY used DESC ROWS UNBOUNDED PRECEDING)
    ) WHERE n >= ? OR total + ? > ?
)
"""
"""Drop the least recently used rows beyond the bounds, never the row just written."""


def encode(sb: Sandbox) -> str:
    """A sandbox as plain JSON data: setup, your seat, answers, the redo stack and the seats
    people play at a pass-and-play table."""
    data = {
        "setup": setup_json(sb.setup),
        "human": sb.human,
        "answers": [list(a) for a in sb.answers],
        "redo": [[list(a) for a in block] for block in sb.redo],
        "forced": list(sb.forced),
        "people": list(sb.people),
        "shown": sb.shown,
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _answers(raw: Any) -> list[tuple[str, ...]]:
    if not isinstance(raw, list) or not all(
        isinstance(a, list) and all(isinstance(x, str) for x in a) for a in raw
    ):
        raise ValueError("answers must be lists of texts")
    return [tuple(a) for a in raw]


def decode(text: str) -> Sandbox:
    """A new sandbox from a row's value (ValueError or SaveFileError when it cannot be read);
    the game itself is replayed when first asked for (`Sandbox.game`)."""
    data = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError("a stored game is a JSON object")
    setup = setup_from_json(data.get("setup"))
    human = data.get("human")
    if type(human) is not int or not 0 <= human < len(setup.players):
        raise ValueError("the human seat is not a seat of the game")
    answers = _answers(data.get("answers"))
    redo = data.get("redo")
    if not isinstance(redo, list):
        raise ValueError("redo must be a list")
    blocks = [_answers(block) for block in redo]
    if len(answers) > MAX_ANSWERS or sum(map(len, blocks)) > MAX_ANSWERS:
        raise ValueError(f"more than {MAX_ANSWERS} answers")
    forced = data.get("forced", [])  # rows written before undo anyway have none
    if not isinstance(forced, list) or not all(type(n) is int for n in forced):
        raise ValueError("forced must be a list of turn numbers")
    people = data.get("people", [])
    if not isinstance(people, list) or not all(
        type(p) is int and 0 <= p < len(setup.players) for p in people
    ):
        raise ValueError("the people's seats are not seats of the game")
    if people and human not in people:
        raise ValueError("the human seat is not one of the people's")
    shown = data.get("shown", True)  # rows written before the first turn's cover have none
    if type(shown) is not bool:
        raise ValueError("shown must be true or false")
    return Sandbox(setup, human, answers, blocks, tuple(people), forced=forced, shown=shown)


class LiveGameStore(SqliteStore):
    """Running games by key; LRU within `max_rows` rows and `max_bytes` bytes."""

    file_name = FILE_NAME
    env_db = ENV_DB
    table = "live_games"
    schema = SCHEMA

    def __init__(
        self,
        path: Path | str | None = None,
        *,
        timeout: float = 3.0,
        max_rows: int = MAX_ROWS,
        max_bytes: int = MAX_BYTES,
    ) -> None:
        super().__init__(path, timeout=timeout)
        self.max_rows = max_rows
        self.max_bytes = max_bytes

    def put(self, key: str, sb: Sandbox) -> None:
        """Keep the game under the key (replacing what was there), then drop the least recently
        used others beyond the bounds."""
        value = encode(sb)
        size = len(value.encode())

        def write(conn: sqlite3.Connection) -> None:
            conn.execute(
                f"INSERT INTO live_games (key, value, size, used) VALUES (?, ?, ?, {NEXT_USE})"
                " ON CONFLICT (key) DO UPDATE SET"
                " value = excluded.value, size = excluded.size, used = excluded.used",
                (key, value, size),
            )
            conn.execute(EVICT, (key, self.max_rows, size, self.max_bytes))

        self._run(write)

    def get(self, key: str) -> Sandbox | None:
        """A new sandbox of the game kept under the key (its use counts for the LRU), or None
        when there is none or its row cannot be read (such a row is dropped)."""

        def touch(conn: sqlite3.Connection) -> str | None:
            row = conn.execute(
                f"UPDATE live_games SET used = {NEXT_USE} WHERE key = ? RETURNING value", (key,)
            ).fetchone()
            return row[0] if row is not None and isinstance(row[0], str) else None

        text = self._run(touch)
        if text is None:
            return None
        try:
            return decode(text)
        except (ValueError, SaveFileError, RecursionError):
            self.drop(key)
            return None

    def drop(self, key: str) -> None:
        """Forget the game under the key (nothing happens if there is none)."""
        self._run(lambda conn: conn.execute("DELETE FROM live_games WHERE key = ?", (key,)))

    def recent_keys(self) -> list[str]:
        """The keys kept, most recently used first."""
        sql = "SELECT key FROM live_games ORDER BY used DESC"
        return self._run(lambda conn: [r[0] for r in conn.execute(sql)])

    def total_bytes(self) -> int:
        """The bytes of every row's value."""
        sql = "SELECT coalesce(sum(size), 0) FROM live_games"
        return self._run(lambda conn: int(conn.execute(sql).fetchone()[0]))
