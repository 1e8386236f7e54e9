"""Kingdoms a group has played, kept in a small SQLite file so that they survive a restart.

The file lives in a per-user data folder: `$COMPANION_HISTORY_DB` if set, else
`$COMPANION_DATA_HOME/history.sqlite3`, else `$XDG_DATA_HOME/dominion-companion/...`, else
`~/.local/share/dominion-companion/...`. Every operation opens its own connection (Streamlit
runs sessions in threads). A file that is locked, unreadable, damaged or someone else's raises
HistoryError and is never deleted, recreated or overwritten: the caller reports it and goes on
without history.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import ClassVar, Literal, TypeVar

ENV_DB = "COMPANION_HISTORY_DB"
ENV_HOME = "COMPANION_DATA_HOME"
APP_FOLDER = "dominion-companion"
FILE_NAME = "history.sqlite3"
APPLICATION_ID = 0x446F6D43
"""SQLite `application_id` of our files ("DomC"): a database without it is someone else's."""
SCHEMA_VERSION = 1
MIN_PLAYERS, MAX_PLAYERS = 1, 4
SCHEMA = """
CREATE TABLE kingdoms (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    code TEXT NOT NULL,
    cards TEXT NOT NULL,
    players INTEGER NOT NULL CHECK (players BETWEEN 1 AND 4),
    created TEXT NOT NULL
)
"""

SELECT = "SELECT id, code, cards, players, created FROM kingdoms"

ErrorKind = Literal["folder", "unreadable", "locked", "readonly", "corrupt", "foreign", "newer"]
T = TypeVar("T")


def default_path(
    env: Mapping[str, str] | None = None, file_name: str = FILE_NAME, env_db: str = ENV_DB
) -> Path:
    """Where a data file (the history by default) lives: `$<env_db>` if set, else in the user
    data folder (see the module docstring for the order)."""
    env = os.environ if env is None else env
    if env.get(env_db):
        return Path(env[env_db]).expanduser()
    if env.get(ENV_HOME):
        return Path(env[ENV_HOME]).expanduser() / file_name
    xdg = env.get("XDG_DATA_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".local" / "share"
    return base / APP_FOLDER / file_name


class HistoryError(Exception):
    """The history file cannot be used; `kind` says why, and the file was left as it was."""

    def __init__(self, kind: ErrorKind, path: Path, detail: str = "") -> None:
        super().__init__(f"{kind}: {path}" + (f" ({detail})" if detail else ""))
        self.kind: ErrorKind = kind
        self.path = path
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Entry:
    """One saved kingdom: its code, its 10 card ids, the player count and when (UTC)."""

    id: int
    code: str
    cards: tuple[str, ...]
    players: int
    created: datetime


@dataclass(frozen=True, slots=True)
class Saved:
    """What `HistoryStore.add` did: `entry` is the newest entry now; `added` is False when it
    already was this kingdom with this player count, so nothing new was stored."""

    entry: Entry
    added: bool


class SqliteStore:
    """One table in one SQLite file of the user data folder, a connection per operation; a
    file that is not ours, damaged or newer raises HistoryError and is left as it is.
    Subclasses name their file, its environment override, their table and its schema."""

    file_name: ClassVar[str]
    env_db: ClassVar[str]
    table: ClassVar[str]
    schema: ClassVar[str]

    def __init__(self, path: Path | str | None = None, *, timeout: float = 1.0) -> None:
        if path is not None:
            self.path = Path(path).expanduser()
        else:
            self.path = default_path(file_name=self.file_name, env_db=self.env_db)
        self.timeout = timeout

    def _run(self, operation: Callable[[sqlite3.Connection], T]) -> T:
        """Open, check and use the file in one transaction, mapping failures to HistoryError."""
        try:
            with self._connect() as conn, conn:
                self._check_schema(conn)
                return operation(conn)
        except sqlite3.OperationalError as exc:
            raise self._error(exc) from exc
        except sqlite3.DatabaseError as exc:
            raise HistoryError("corrupt", self.path, str(exc)) from exc

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        """A connection to the file, creating missing folders (never the file's data) first."""
        if self.path.is_dir():
            raise HistoryError("unreadable", self.path, "a folder is in the way")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise HistoryError("folder", self.path.parent, str(exc)) from exc
        if not self.path.exists() and not os.access(self.path.parent, os.W_OK):
            raise HistoryError("folder", self.path.parent, "the folder is not writable")
        try:
            conn = sqlite3.connect(self.path, timeout=self.timeout)
        except sqlite3.Error as exc:
            raise HistoryError("unreadable", self.path, str(exc)) from exc
        with closing(conn):
            yield conn

    def _check_schema(self, conn: sqlite3.Connection) -> None:
        """Create the table in a new, empty file; refuse a file that is not (yet) ours."""
        app_id, version, tables = _identity(conn)
        if app_id == 0 and version == 0 and not tables:
            conn.execute("BEGIN IMMEDIATE")  # another session may be creating it right now
            app_id, version, tables = _identity(conn)
            if app_id == 0 and version == 0 and not tables:
                conn.execute(self.schema)
                conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                return
        if app_id == APPLICATION_ID:
            if version > SCHEMA_VERSION:
                raise HistoryError("newer", self.path, f"schema version {version}")
            if self.table not in tables:
                raise HistoryError("corrupt", self.path, f"the {self.table} table is missing")
            return
        raise HistoryError(
            "foreign", self.path, f"application id {app_id}, tables {sorted(tables)}"
        )

    def _error(self, exc: sqlite3.OperationalError) -> HistoryError:
        """The kind of an operational failure (locked, read-only, missing table, unreadable)."""
        text = str(exc).lower()
        if "locked" in text or "busy" in text:
            return HistoryError("locked", self.path, str(exc))
        if "readonly" in text or "read-only" in text:
            return HistoryError("readonly", self.path, str(exc))
        if "no such table" in text or "no such column" in text:
            return HistoryError("corrupt", self.path, str(exc))
        return HistoryError("unreadable", self.path, str(exc))


class HistoryStore(SqliteStore):
    """Saved kingdoms in one SQLite file, newest first."""

    file_name = FILE_NAME
    env_db = ENV_DB
    table = "kingdoms"
    schema = SCHEMA

    def add(
        self, code: str, cards: Iterable[str], players: int, when: datetime | None = None
    ) -> Saved:
        """Save a kingdom (its code, cards and player count) unless the newest entry already is
        this kingdom with this player count; say which entry is newest and whether it is new."""
        ids = tuple(cards)
        if not code or any(not c or "," in c for c in ids) or not ids:
            raise ValueError(f"a kingdom needs a code and card ids, got {code!r}, {ids!r}")
        if isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}, got {players!r}")
        created = (when or datetime.now(UTC)).astimezone(UTC).replace(microsecond=0)

        def insert(conn: sqlite3.Connection) -> Saved:
            if not conn.in_transaction:
                conn.execute("BEGIN IMMEDIATE")  # read the newest and insert as one step
            row = conn.execute(f"{SELECT} ORDER BY id DESC LIMIT 1").fetchone()
            newest = None if row is None else _entry(row)
            if newest is not None and (newest.code, newest.players) == (code, players):
                return Saved(newest, added=False)
            cur = conn.execute(
                "INSERT INTO kingdoms (code, cards, players, created) VALUES (?, ?, ?, ?)",
                (code, ",".join(ids), players, created.isoformat()),
            )
            return Saved(Entry(int(cur.lastrowid or 0), code, ids, players, created), added=True)

        return self._run(insert)

    def recent(self, limit: int = 50) -> list[Entry]:
        """The latest saved kingdoms, newest first (rows that cannot be read are skipped)."""

        def select(conn: sqlite3.Connection) -> list[Entry]:
            rows = conn.execute(f"{SELECT} ORDER BY id DESC LIMIT ?", (max(0, limit),)).fetchall()
            return [e for e in map(_entry, rows) if e is not None]

        return self._run(select)

    def get(self, entry_id: int) -> Entry | None:
        """One saved kingdom by id, or None if there is no such entry."""

        def select(conn: sqlite3.Connection) -> Entry | None:
            row = conn.execute(f"{SELECT} WHERE id = ?", (entry_id,)).fetchone()
            return None if row is None else _entry(row)

        return self._run(select)

    def count(self) -> int:
        """How many kingdoms are saved."""
        return self._run(lambda conn: _scalar(conn, "SELECT count(*) FROM kingdoms"))

    def clear(self) -> int:
        """Delete every saved kingdom (the user asked for it); return how many there were."""
        return self._run(lambda conn: conn.execute("DELETE FROM kingdoms").rowcount)


def _scalar(conn: sqlite3.Connection, sql: str) -> int:
    """The single number a query or pragma returns."""
    row = conn.execute(sql).fetchone()
    return int(row[0])


def _identity(conn: sqlite3.Connection) -> tuple[int, int, set[str]]:
    """A file's application id, schema version and table names, read in one statement.

    One statement reads one snapshot: separate reads could see another session's schema
    creation half done (tables there, application id not yet).
    """
    row = conn.execute(
        "SELECT (SELECT application_id FROM pragma_application_id),"
        " (SELECT user_version FROM pragma_user_version),"
        " (SELECT group_concat(name, ',') FROM sqlite_master WHERE type = 'table')"
    ).fetchone()
    tables = set(row[2].split(",")) if row[2] else set()
    return int(row[0]), int(row[1]), tables


def utc_time(text: str) -> datetime | None:
    """A stored ISO time as an aware UTC datetime (naive ones are UTC), or None if unreadable."""
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        return None
    return when.replace(tzinfo=UTC) if when.tzinfo is None else when


def _entry(row: tuple[object, ...]) -> Entry | None:
    """A row as an Entry, or None when a field cannot be read."""
    entry_id, code, cards, players, created = row
    if not (
        isinstance(entry_id, int)
        and isinstance(code, str)
        and isinstance(cards, str)
        and isinstance(players, int)
        and isinstance(created, str)
    ):
        return None
    when = utc_time(created)
    if when is None:
        return None
    return Entry(entry_id, code, tuple(c for c in cards.split(",") if c), players, when)
