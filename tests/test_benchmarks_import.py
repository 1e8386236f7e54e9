"""Every benchmark script imports: a name one of them takes from another still exists (the
table-page benchmark once imported a floor helper that bench_app no longer had)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

SCRIPTS = sorted((Path(__file__).resolve().parent.parent / "benchmarks").glob("*.py"))
PEER = "peer_pyminion"  # runs in its own venv beside pyminion (bench_engine.py makes it)


@pytest.mark.parametrize(
    "path", [p for p in SCRIPTS if p.stem not in ("__init__", PEER)], ids=lambda p: p.stem
)
def test_the_benchmark_imports(path: Path) -> None:
    module = importlib.import_module(f"benchmarks.{path.stem}")
    assert module.__file__ is not None and Path(module.__file__).resolve() == path.resolve()
