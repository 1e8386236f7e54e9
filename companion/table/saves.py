"""Saved games: the engine's save files (engine/save.py) kept by name in a SQLite file.

The file sits next to the kingdom history, `games.sqlite3` in the user data folder (or
`$COMPANION_GAMES_DB`), and follows the history's rules (companion/history.py): a connection
per operation, and a file that is locked, damaged, newer or someone else's raises
HistoryError (re-exported as StoreError) and is never overwritten. The text is stored as it
is; loading it into a game (`save.loads`) checks it.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime

from companion.engine.save import MAX_SAVE_SIZE
from companion.history import HistoryError, SqliteStore, utc_time

StoreError = HistoryError
FILE_NAME = "games.sqlite3"
ENV_DB = "COMPANION_GAMES_DB"
MAX_NAME = 100
"""The longest name a saved game may have (characters)."""
SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    save TEXT NOT NULL,
    created TEXT NOT NULL
)
"""


class UnknownGame(LookupError):
    """No saved game has this id (deleted meanwhile, perhaps in another session)."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"no saved game {game_id}")
        self.game_id = game_id


@dataclass(frozen=True, slots=True)
class SavedGame:
    """One saved game as listed: id, name, when it was saved (UTC) and its size (characters)."""

    id: int
    name: str
    created: datetime
    size: int


class GameStore(SqliteStore):
    """Saved games, newest first."""

    file_name = FILE_NAME
    env_db = ENV_DB
    table = "games"
    schema = SCHEMA

    def save(self, name: str, save_text: str, when: datetime | None = None) -> int:
        """Keep a save file under a name (spaces around it dropped); return its id. An empty
        or overlong name, or an empty or oversized text, raises ValueError."""
        name = name.strip()
        if not name or len(name) > MAX_NAME:
            raise ValueError(f"a saved game needs a name of 1 to {MAX_NAME} characters")
        if not save_text or len(save_text) > MAX_SAVE_SIZE:
            raise ValueError(f"a save file has 1 to {MAX_SAVE_SIZE:,} characters")
        created = (when or datetime.now(UTC)).astimezone(UTC).replace(microsecond=0)

        def insert(conn: sqlite3.Connection) -> int:
            cur = conn.execute(
                "INSERT INTO games (name, save, created) VALUES (?, ?, ?)",
                (name, save_text, created.isoformat()),
            )
            return int(cur.lastrowid or 0)

        return self._run(insert)

    def list(self, limit: int = 100) -> list[SavedGame]:
        """The saved games, newest first (rows that cannot be read are skipped)."""

        def select(conn: sqlite3.Connection) -> list[SavedGame]:
            rows = conn.execute(
                "SELECT id, name, created, length(save) FROM games ORDER BY id DESC LIMIT ?",
                (max(0, limit),),
            ).fetchall()
            return [g for g in map(_saved, rows) if g is not None]

        return self._run(select)

    def taken(self, name: str) -> bool:
        """Whether a saved game already has this name (spaces around it and case ignored), so
        two saves never share a name in the list."""

        def select(conn: sqlite3.Connection) -> bool:
            row = conn.execute(
                "SELECT 1 FROM games WHERE lower(trim(name)) = lower(?) LIMIT 1", (name.strip(),)
            ).fetchone()
            return row is not None

        return self._run(select)

    def load(self, game_id: int) -> str:
        """The save file's text; UnknownGame if there is no such game."""

        def select(conn: sqlite3.Connection) -> str:
            row = conn.execute("SELECT save FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None or not isinstance(row[0], str):
                raise UnknownGame(game_id)
            return row[0]

        return self._run(select)

    def delete(self, game_id: int) -> bool:
        """Delete a saved game; False if it was not there."""
        return self._run(
            lambda conn: conn.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount > 0
        )


def _saved(row: tuple[object, ...]) -> SavedGame | None:
    """A row as a SavedGame, or None when a field cannot be read."""
    game_id, name, created, size = row
    if not (isinstance(game_id, int) and isinstance(name, str) and isinstance(created, str)):
        return None
    when = utc_time(created)
    if when is None:
        return None
    return SavedGame(game_id, name, when, size if isinstance(size, int) else 0)
