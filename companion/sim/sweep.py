"""Sweeps: every pair of the chosen sets' kingdom cards as the pair bot `x+y-bm` against BMU, and
every single card's `x-bm`, stored in SQLite as each finishes, so a sweep resumes where it
stopped and its table (`table`, `write_csv`) answers any kingdom's "which pairs work together".

A pair is played on a kingdom of just its two cards. The pair bot buys only its two cards and
treasures and Victory cards, BMU buys no kingdom card, so the other eight piles of a real
kingdom are never touched: the same seed and games give the same games, and the same figures,
as the pair inside any kingdom (the Kingdom page's pairs; a test checks one). The one way a pile
nobody buys could still count is the three-pile ending a bot watches for (`cards_to_end`): an
untouched 8-card Victory pile (Gardens, Island) among the three smallest piles. Filler cards
would only add that, so the sweep plays the two cards alone.

Rows are played as one batch (`batch.run_batch`: inline, a pool, a Dask cluster), so the rows
are the same for any executor; the seed is the same for every row (the pairs meet the same
shuffles, as in the insight).
"""

from __future__ import annotations

import csv
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path

from companion.bots import BotSpec, pair_spec
from companion.sim.batch import Progress, SpecJob, run_batch
from companion.sim.executors import Where
from companion.sim.insight import OPPONENT, bot_spec
from companion.sim.pairs import PAIR_GAMES, works_together
from companion.sim.play import GameRecord
from companion.sim.results import summarise
from companion.sim.spec import DEFAULT_SEED, SimSpec
from companion.sim.stats import Rate, wilson

SWEEP_GAMES = PAIR_GAMES
"""Games per row by default: the Kingdom page's games per pair, so the figures are its own."""
Row = tuple[str, str]  # (card, partner); partner "" for the single card's bot
FORMAT = 1
"""The results file's layout; a file of another layout is refused."""
COLUMNS = (
    "card",
    "partner",
    "games",
    "wins",
    "ties",
    "win_rate",
    "low",
    "high",
    "card_win_rate",
    "card_low",
    "card_high",
    "partner_win_rate",
    "partner_low",
    "partner_high",
    "together",
    "seed",
    "players",
)
"""The CSV's columns: one line per pair, its single cards' figures beside it."""


class SweepError(ValueError):
    """A results file that cannot be used: another sweep's (`settings` says its settings), or
    no sweep's SQLite file at all (`settings` is None)."""

    def __init__(self, path: str, settings: str | None = None) -> None:
        super().__init__(f"{path}: {settings or 'not a sweep file'}")
        self.path, self.settings = path, settings


@dataclass(frozen=True, slots=True)
class SweepSpec:
    """What to sweep: the cards (ids), games per row, the seed (2 players, as the insight)."""

    cards: tuple[str, ...]
    games: int = SWEEP_GAMES
    seed: int = DEFAULT_SEED

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(set(self.cards))))

    def pairs(self) -> tuple[Row, ...]:
        """Every pair of the cards, each in card-id order."""
        return tuple(combinations(self.cards, 2))

    def rows(self) -> tuple[Row, ...]:
        """The single cards, then the pairs: the order rows are played and stored in."""
        return tuple((c, "") for c in self.cards) + self.pairs()

    def sim(self, row: Row) -> SimSpec:
        """A row's bot against BMU on a kingdom of just its cards, seats rotating."""
        card, partner = row
        bot = pair_spec(card, partner) if partner else bot_spec(card)
        kingdom = (card, partner) if partner else (card,)
        return SimSpec((bot, BotSpec(OPPONENT, OPPONENT)), kingdom, self.games, self.seed)

    @property
    def settings(self) -> str:
        """What a results file must hold to be resumed: the layout, cards, games and seed."""
        return f"format={FORMAT} games={self.games} seed={self.seed} cards={','.join(self.cards)}"


@dataclass(frozen=True, slots=True)
class Tally:
    """One row's counts against BMU."""

    games: int
    wins: int
    ties: int

    @property
    def rate(self) -> Rate:
        """The win rate with its 95% Wilson interval."""
        return wilson(self.wins, self.games)


class SweepStore:
    """A sweep's results in SQLite, one row per finished simulation (committed as it comes)."""

    def __init__(self, path: Path, spec: SweepSpec) -> None:
        self.path = path
        try:
            self.db = sqlite3.connect(path)
            self.db.execute("CREATE TABLE IF NOT EXISTS sweep (settings TEXT NOT NULL)")
            self.db.execute(
                "CREATE TABLE IF NOT EXISTS rows (card TEXT, partner TEXT, games INTEGER, "
                "wins INTEGER, ties INTEGER, PRIMARY KEY (card, partner))"
            )
            found = self.db.execute("SELECT settings FROM sweep").fetchone()
        except sqlite3.DatabaseError:
            raise SweepError(str(path)) from None
        if found is None:
            with self.db:
                self.db.execute("INSERT INTO sweep VALUES (?)", (spec.settings,))
        elif found[0] != spec.settings:
            self.db.close()
            raise SweepError(str(path), found[0])

    def tallies(self) -> dict[Row, Tally]:
        """The rows stored so far."""
        query = "SELECT card, partner, games, wins, ties FROM rows"
        return {(c, p): Tally(g, w, t) for c, p, g, w, t in self.db.execute(query)}

    def add(self, row: Row, tally: Tally) -> None:
        """Store one finished row."""
        with self.db:
            self.db.execute(
                "INSERT OR REPLACE INTO rows VALUES (?, ?, ?, ?, ?)",
                (*row, tally.games, tally.wins, tally.ties),
            )

    def close(self) -> None:
        self.db.close()


def tally(sim: SimSpec, records: Sequence[GameRecord]) -> Tally:
    """A row's counts from its games' records (the simulator's own summary)."""
    bot = summarise(sim, records).bots[0]
    wins = bot.wins.hits if bot.wins is not None else 0
    ties = bot.ties.hits if bot.ties is not None else 0
    return Tally(bot.games, wins, ties)


@dataclass(frozen=True, slots=True)
class Remaining:
    """The rows still to play, as a batch."""

    spec: SweepSpec
    rows: tuple[Row, ...]

    def sims(self) -> tuple[SimSpec, ...]:
        return tuple(self.spec.sim(row) for row in self.rows)


class SweepJob(SpecJob):
    """The remaining rows on an executor; each row is handed to `store` once its games are in."""

    spec: Remaining

    def __init__(self, spec: Remaining, executor: Executor, store: Callable[[Row, Tally], None]):
        super().__init__(spec, executor)
        self.store = store

    def follow(self) -> Iterator[int]:
        """Wait for the rows in order, storing each, giving the games done after each."""
        n = 0
        for i, sim in enumerate(self.sims):
            records: list[GameRecord] = []
            while n < len(self.pieces) and self.pieces[n][0] == i:
                records.extend(self.futures[n].result())
                n += 1
            self.store(self.spec.rows[i], tally(sim, records))
            yield self.done()

    def result(self) -> int:
        """The rows played."""
        return len(self.sims)


def sweep(
    spec: SweepSpec, store: SweepStore, where: Where = 1, progress: Progress | None = None
) -> dict[Row, Tally]:
    """Play the rows the store lacks where asked, storing each as it finishes; every row."""
    done = store.tallies()
    rest = Remaining(spec, tuple(r for r in spec.rows() if r not in done))
    before = spec.games * (len(spec.rows()) - len(rest.rows))
    everything = spec.games * len(spec.rows())
    if progress is not None:
        progress(before, everything)
    if rest.rows:

        def moved(games: int, _total: int) -> None:
            if progress is not None:
                progress(before + games, everything)

        run_batch(lambda r, ex: SweepJob(r, ex, store.add), rest, where, moved)
    return store.tallies()


@dataclass(frozen=True, slots=True)
class PairRow:
    """One line of the table: a pair's figures beside its two single cards'."""

    card: str
    partner: str
    pair: Tally
    first: Tally
    second: Tally

    @property
    def together(self) -> bool:
        """Does the pair beat both single-card bots beyond their intervals (`works_together`)?"""
        return works_together(self.pair.rate, self.first.rate, self.second.rate)


def table(spec: SweepSpec, tallies: dict[Row, Tally]) -> list[PairRow]:
    """Every pair with its single cards, strongest first (needs every row)."""
    rows = [
        PairRow(a, b, tallies[(a, b)], tallies[(a, "")], tallies[(b, "")]) for a, b in spec.pairs()
    ]
    rows.sort(key=lambda r: (-r.pair.rate.value, r.card, r.partner))
    return rows


def csv_line(row: PairRow, spec: SweepSpec) -> list[object]:
    """One CSV line, in COLUMNS order (rates to four places)."""
    rates: list[object] = []
    for t in (row.pair, row.first, row.second):
        r = t.rate
        rates += [f"{r.value:.4f}", f"{r.low:.4f}", f"{r.high:.4f}"]
    head: list[object] = [row.card, row.partner, row.pair.games, row.pair.wins, row.pair.ties]
    return [*head, *rates, int(row.together), spec.seed, 2]


def write_csv(path: Path, spec: SweepSpec, rows: Sequence[PairRow]) -> None:
    """The table as CSV: a header of COLUMNS, one line per pair."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(COLUMNS)
        writer.writerows(csv_line(row, spec) for row in rows)


SHIPPED = Path(__file__).resolve().parents[2] / "data" / "sweeps" / "pairs-base-seaside.csv"
"""The sweep of both sets shipped with the app (`companion sweep pairs --sets base,seaside`)."""


@dataclass(frozen=True, slots=True)
class TableLine:
    """One pair read back from a sweep's CSV."""

    card: str
    partner: str
    games: int
    rate: Rate
    together: bool
    seed: int


def read_csv(path: Path) -> list[TableLine]:
    """A sweep's CSV table, strongest first (as written); empty when there is no file."""
    if not path.is_file():
        return []
    with path.open(encoding="utf-8", newline="") as f:
        return [
            TableLine(
                line["card"],
                line["partner"],
                int(line["games"]),
                wilson(int(line["wins"]), int(line["games"])),
                line["together"] == "1",
                int(line["seed"]),
            )
            for line in csv.DictReader(f)
        ]


def best_pairs(lines: Sequence[TableLine], kingdom: Sequence[str], n: int) -> list[TableLine]:
    """The kingdom's `n` strongest pairs in a table (its order, strongest first)."""
    cards = set(kingdom)
    return [line for line in lines if line.card in cards and line.partner in cards][:n]
