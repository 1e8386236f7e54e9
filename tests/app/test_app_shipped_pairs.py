"""AppTest: the Kingdom page shows the kingdom's strongest pairs from the shipped sweep at once,
before any simulation, in Hungarian; nothing when no table is shipped."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.catalogue import load
from companion.sim.sweep import SweepSpec, SweepStore, sweep, table, write_csv
from companion.ui.kingdom import shipped_pairs
from tests.app.conftest import open_app, texts
from tests.app.test_app_insight import CODE
from tests.test_sim_insight import KINGDOM

CAT = load()


@pytest.fixture
def table_of(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A small sweep of three of the kingdom's cards and one card not in it, as the table."""

    def make(cards: tuple[str, ...]) -> SweepSpec:
        spec = SweepSpec(cards, games=4, seed=9)
        store = SweepStore(tmp_path / "s.sqlite", spec)
        rows = table(spec, sweep(spec, store, 1))
        store.close()
        write_csv(tmp_path / "t.csv", spec, rows)
        monkeypatch.setattr(shipped_pairs, "SHIPPED", tmp_path / "t.csv")
        shipped_pairs.shipped.clear()
        return spec

    yield make
    shipped_pairs.shipped.clear()


def test_the_best_pairs_are_shown_before_any_simulation(table_of) -> None:
    outside = next(c.id for c in CAT.kingdom_cards() if c.id not in KINGDOM)
    spec = table_of((*KINGDOM[:3], outside))
    at = open_app(lang="hu", code=CODE)
    assert not at.exception
    words = texts(at)
    assert "A legerősebb párok ebben a birodalomban" in words
    assert "páronként 4 játszma, kezdőérték: 9" in words
    assert "egy BMU ellen (2 játékos)" in words  # the table is for 2 players, whatever the count
    names = [CAT.card(c).name("hu") for c in spec.cards]
    lines = [m.value for m in at.markdown if m.value.startswith("- ")]
    assert len(lines) == 3  # the three pairs of the kingdom's cards, not the outsider's
    assert not any(CAT.card(outside).name("hu") in line for line in lines)
    assert all(sum(n in line for n in names) == 2 for line in lines)


def test_no_table_shipped_shows_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shipped_pairs, "SHIPPED", tmp_path / "none.csv")
    shipped_pairs.shipped.clear()
    at = open_app(lang="en", code=CODE)
    assert not at.exception
    assert "from the precomputed table" not in texts(at)
    shipped_pairs.shipped.clear()
