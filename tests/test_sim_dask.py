"""The executor choice: inline, the process pool and a local Dask cluster give the same figures;
a bad or unreachable scheduler, or no Dask, is one line and exit code 2."""

from __future__ import annotations

import builtins
import time
from pathlib import Path
from typing import Any

import pytest

from companion.bots import parse
from companion.cli import main
from companion.sim import SimSpec, executors, run
from companion.sim.executors import ClusterError, ExecutorChoice, dask_executor, open_executor
from companion.sim.insight import InsightSpec, run_insight
from companion.sim.openings import OpeningsSpec, run_openings
from companion.sim.pairs import PairsSpec, run_pairs
from companion.sim.sweep import SweepSpec, SweepStore, sweep

pytest.importorskip("distributed", reason="Dask is the optional extra: pip install .[cluster]")

SPEC = SimSpec(bots=(parse("smithy-bm"), parse("bmu")), kingdom=("smithy",), games=120, seed=3)
INSIGHT = InsightSpec(("smithy", "witch", "village"), games=40, seed=5)


@pytest.fixture(scope="module")
def cluster() -> Any:
    """One local cluster of 2 worker processes for the module (start-up about 1.5 s)."""
    with dask_executor(local_cluster=2) as ex:
        yield ex


def test_same_figures_inline_pool_and_dask(cluster: Any) -> None:
    inline = run(SPEC, 1)
    assert run(SPEC, 2) == inline
    on_dask = run(SPEC, cluster)
    assert on_dask == inline
    assert on_dask.bots[0].wins is not None and on_dask.bots[0].wins.total == 120
    other = run(SimSpec(SPEC.bots, SPEC.kingdom, 120, seed=4), cluster)
    assert other != inline  # the seed matters, so the equality above says something


def test_insight_pairs_and_openings_on_dask_are_the_inline_figures(cluster: Any) -> None:
    insight = run_insight(INSIGHT, 1)
    assert run_insight(INSIGHT, cluster) == insight
    assert run_insight(INSIGHT, ExecutorChoice(jobs=2)) == insight
    pairs = PairsSpec(InsightSpec(("smithy", "witch", "village"), games=20, seed=5), games=20)
    assert run_pairs(pairs, cluster) == run_pairs(pairs, 2) == run_pairs(pairs, 1)
    openings = OpeningsSpec(("smithy", "witch", "moat"), games=10, seed=2)
    assert run_openings(openings, cluster) == run_openings(openings, 1)


def test_a_sweep_on_dask_stores_the_pool_rows(cluster: Any, tmp_path: Path) -> None:
    spec = SweepSpec(("witch", "smithy", "moat"), games=30, seed=2)
    rows = []
    for name, where in (("pool", 2), ("dask", cluster)):
        store = SweepStore(tmp_path / f"{name}.sqlite", spec)
        rows.append(sweep(spec, store, where))
        store.close()
    assert rows[0] == rows[1] and len(rows[0]) == 6


def test_inline_executor_runs_in_reading_order() -> None:
    seen: list[int] = []
    with open_executor(ExecutorChoice(jobs=1)) as ex:
        futures = [ex.submit(seen.append, i) for i in range(3)]
        assert seen == []  # nothing runs before its result is read
        futures[1].result()
        assert seen == [1]


def test_bad_and_unreachable_scheduler_are_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the wait for a scheduler is what is cut short here, not what happens after it
    monkeypatch.setattr(executors, "CONNECT_TIMEOUT", 1.0)
    base = ["simulate", "--bots", "bmu,bmu", "--games", "5", "--lang", "en"]
    assert main([*base, "--scheduler", "nonsense"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "tcp://host:8786" in err and "nonsense" in err
    started = time.monotonic()
    assert main([*base, "--scheduler", "tcp://127.0.0.1:9"]) == 2
    assert time.monotonic() - started < 30
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no Dask scheduler answered at tcp://127.0.0.1:9" in err
    assert main([*base, "--jobs", "2", "--local-cluster", "2"]) == 2
    assert "only one of" in capsys.readouterr().err
    sweep_args = ["sweep", "pairs", "--sets", "base", "--scheduler", "tcp://127.0.0.1:9"]
    assert main([*sweep_args, "--db", str(tmp_path / "s.sqlite"), "--lang", "hu"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nem válaszolt Dask-ütemező" in err


def test_without_dask_the_cluster_options_say_how_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    real = builtins.__import__

    def no_dask(name: str, *args: Any, **kwargs: Any) -> Any:
        if name.split(".")[0] in ("distributed", "dask"):
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_dask)
    with pytest.raises(ClusterError) as exc, dask_executor(local_cluster=1):
        pass
    assert exc.value.reason == "missing"
    code = main(["insight", "--code", "K1AAAOzJEnTw", "--local-cluster", "1", "--lang", "en"])
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "pip install .[cluster]" in err
    db = str(tmp_path / "s.sqlite")
    code = main(["sweep", "pairs", "--sets", "base", "--local-cluster", "1", "--db", db])
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "pip install .[cluster]" in err


def test_cli_insight_on_a_local_cluster_prints_the_pool_figures(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["insight", "--code", "K1AAAOzJEnTw", "--games", "20", "--json", "--lang", "en"]
    assert main([*args, "--jobs", "1"]) == 0
    inline = capsys.readouterr().out
    assert main([*args, "--local-cluster", "2"]) == 0
    assert capsys.readouterr().out == inline
    assert main([*args, "--pairs", "--jobs", "2"]) == 0
    pooled = capsys.readouterr().out
    assert main([*args, "--pairs", "--local-cluster", "2"]) == 0
    assert capsys.readouterr().out == pooled
