"""`companion sweep pairs`: every pair of a set against BMU, stored row by row in SQLite, so an
interrupted sweep resumes to the same table; the same rows for any job count; one-line errors."""

from __future__ import annotations

import csv
import sqlite3
from pathlib import Path

import pytest

from companion.cli import main
from companion.sim.insight import InsightSpec
from companion.sim.pairs import PairsSpec, run_pairs
from companion.sim.sweep import (
    COLUMNS,
    SweepSpec,
    SweepStore,
    Tally,
    best_pairs,
    read_csv,
    sweep,
    table,
    write_csv,
)

SPEC = SweepSpec(("witch", "smithy", "village", "moat"), games=8, seed=3)


class Stop(Exception):
    """Stands for Ctrl-C in the middle of a sweep."""


def _tallies(path: Path, spec: SweepSpec = SPEC, jobs: int = 1) -> dict[tuple[str, str], Tally]:
    store = SweepStore(path, spec)
    try:
        return sweep(spec, store, jobs)
    finally:
        store.close()


def test_the_rows_are_the_cards_then_their_pairs() -> None:
    assert SPEC.cards == ("moat", "smithy", "village", "witch")
    assert SPEC.rows()[:4] == (("moat", ""), ("smithy", ""), ("village", ""), ("witch", ""))
    assert len(SPEC.pairs()) == 6 and ("moat", "smithy") in SPEC.pairs()
    assert SPEC.sim(("moat", "witch")).kingdom == ("moat", "witch")


def test_an_interrupted_sweep_resumes_to_the_same_table(tmp_path: Path) -> None:
    whole = _tallies(tmp_path / "whole.sqlite")
    assert len(whole) == len(SPEC.rows()) == 10
    calls = 0

    def interrupt(done: int, total: int) -> None:
        nonlocal calls
        calls += 1
        if calls > 4:  # the first call says where it starts; then one per row
            raise Stop

    path = tmp_path / "cut.sqlite"
    store = SweepStore(path, SPEC)
    with pytest.raises(Stop):
        sweep(SPEC, store, 1, interrupt)
    store.close()
    kept = sqlite3.connect(path).execute("SELECT COUNT(*) FROM rows").fetchone()[0]
    assert kept == 4
    seen: list[tuple[int, int]] = []
    store = SweepStore(path, SPEC)
    resumed = sweep(SPEC, store, 1, lambda done, total: seen.append((done, total)))
    store.close()
    assert seen[0] == (4 * SPEC.games, 10 * SPEC.games)  # the bar starts where it stopped
    assert len(seen) == 1 + 6  # only the rows not stored were played
    assert resumed == whole
    assert table(SPEC, resumed) == table(SPEC, whole)


def test_same_rows_for_any_job_count_and_other_seeds_differ(tmp_path: Path) -> None:
    one = _tallies(tmp_path / "one.sqlite")
    assert _tallies(tmp_path / "two.sqlite", jobs=2) == one
    other = SweepSpec(SPEC.cards, SPEC.games, seed=4)
    assert _tallies(tmp_path / "other.sqlite", other) != one


def test_a_pair_row_is_the_pairs_figure_inside_a_whole_kingdom(tmp_path: Path) -> None:
    kingdom = ("smithy", "witch", "village", "market", "cellar", "chapel", "moat", "festival")
    spec = SweepSpec(("smithy", "witch", "moat"), games=20, seed=5)
    tallies = _tallies(tmp_path / "k.sqlite", spec)
    pairs = run_pairs(PairsSpec(InsightSpec(kingdom, games=20, seed=5), games=20), 1)
    inside = {(p.card, p.partner): p for p in pairs.pairs}
    for row, got in table_rows(spec, tallies):
        assert got.wins == inside[row].wins.hits and got.ties == inside[row].ties.hits


def table_rows(
    spec: SweepSpec, tallies: dict[tuple[str, str], Tally]
) -> list[tuple[tuple[str, str], Tally]]:
    return [((r.card, r.partner), r.pair) for r in table(spec, tallies)]


def test_a_store_of_other_settings_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    SweepStore(path, SPEC).close()
    with pytest.raises(ValueError, match="games=8"):
        SweepStore(path, SweepSpec(SPEC.cards, games=9, seed=3))


def test_cli_writes_the_table_and_resumes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db, out = tmp_path / "base.sqlite", tmp_path / "base.csv"
    args = ["sweep", "pairs", "--sets", "base", "--games", "1", "--jobs", "1"]
    args += ["--db", str(db), "--out", str(out), "--lang", "en"]
    assert main(args) == 0
    assert "300 pairs of 25 cards" in capsys.readouterr().out
    with out.open(encoding="utf-8") as f:
        lines = list(csv.reader(f))
    assert tuple(lines[0]) == COLUMNS and len(lines) == 301
    first = dict(zip(COLUMNS, lines[1], strict=True))
    assert first["games"] == "1" and first["seed"] == "1" and first["players"] == "2"
    written = out.read_text(encoding="utf-8")
    out.unlink()
    assert main(args) == 0  # every row is stored: nothing is played, the same table
    assert out.read_text(encoding="utf-8") == written


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        (["--sets", "intrigue"], "--sets: unknown set “intrigue”"),
        (["--sets", ","], "--sets: choose at least one set"),
        (["--sets", "base", "--scheduler", "nowhere"], "expected an address like tcp://"),
        (["--sets", "base", "--jobs", "2", "--local-cluster", "2"], "only one of"),
        (["--sets", "base", "--games", "0"], "--games: expected a whole number"),
    ],
)
def test_cli_errors_are_one_line(
    extra: list[str], words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "e.sqlite")
    assert main(["sweep", "pairs", *extra, "--db", db, "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err


def test_cli_refuses_a_results_file_of_other_settings_in_hungarian(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "s.sqlite"
    SweepStore(db, SPEC).close()
    assert main(["sweep", "pairs", "--sets", "seaside", "--db", str(db), "--lang", "hu"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "más beállítású futtatást" in err and "games=8" in err
    db.write_text("not a database", encoding="utf-8")
    assert main(["sweep", "pairs", "--sets", "seaside", "--db", str(db), "--lang", "en"]) == 2
    assert "is not a sweep's SQLite file" in capsys.readouterr().err


def test_the_table_reads_back_and_gives_a_kingdoms_best_pairs(tmp_path: Path) -> None:
    tallies = _tallies(tmp_path / "t.sqlite")
    out = tmp_path / "t.csv"
    write_csv(out, SPEC, table(SPEC, tallies))
    lines = read_csv(out)
    assert [(x.card, x.partner) for x in lines] == [
        (r.card, r.partner) for r in table(SPEC, tallies)
    ]
    best = best_pairs(lines, ("witch", "moat", "village"), 2)
    assert len(best) == 2 and all({b.card, b.partner} <= {"witch", "moat", "village"} for b in best)
    assert best[0].rate.value >= best[1].rate.value and best[0].seed == 3
    assert read_csv(tmp_path / "none.csv") == []


def test_the_shipped_table_is_the_whole_sweep_of_both_sets() -> None:
    from companion.catalogue import load
    from companion.sim.sweep import SHIPPED

    lines = read_csv(SHIPPED)
    cards = {c.id for c in load().kingdom_cards()}
    assert len(cards) == 51 and len(lines) == 51 * 50 // 2
    assert {(x.card, x.partner) for x in lines} == set(SweepSpec(tuple(cards)).pairs())
    assert {(x.games, x.seed) for x in lines} == {(200, 1)}
    rates = [x.rate.value for x in lines]
    assert rates == sorted(rates, reverse=True)


@pytest.mark.parametrize("place", [0, 600, -1])  # the strongest pair, one mid-table, the weakest
def test_the_shipped_table_is_what_todays_pair_bots_play(tmp_path: Path, place: int) -> None:
    """A row of the shipped table played again now: a change to the bots (a pair's buy rules)
    that leaves the shipped figures stale fails here, and the table must be swept again."""
    from companion.sim.sweep import SHIPPED

    line = read_csv(SHIPPED)[place]
    spec = SweepSpec((line.card, line.partner), games=line.games, seed=line.seed)
    store = SweepStore(tmp_path / "again.sqlite", spec)
    (row,) = table(spec, sweep(spec, store, 1))
    store.close()
    assert (row.pair.wins, row.pair.games) == (line.rate.hits, line.rate.total)
    assert row.together == line.together
