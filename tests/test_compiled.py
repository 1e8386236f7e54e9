"""The optional compiled engine (scripts/compile_engine.sh): when it runs, it is whole and current.

Whether it plays the same games is `tests/test_engine_digests.py`'s job: its pinned digests
were recorded in pure Python and hold for whichever build runs (so run it once compiled).
"""

from __future__ import annotations

import pytest

from companion import compiled


def test_status_says_which_engine_runs() -> None:
    line = compiled.status()
    assert ("pure Python" in line) == (not compiled.running())


@pytest.mark.skipif(not compiled.running(), reason="engine not compiled (pure Python)")
def test_a_compiled_build_is_whole_and_current() -> None:
    assert compiled.running() == compiled.MODULES
    assert compiled.stale() == ()
