"""What a failed browser test leaves behind (the report hook of tests/browser/conftest.py), with
stand-in pages: every tab of every window the test opened, one file set per attempt."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.browser import conftest


class Tab:
    """A stand-in page: writes its screenshot as text and tells its HTML."""

    def __init__(self, html: str, context=None) -> None:
        self.html = html
        self.context = context

    def screenshot(self, path: str, full_page: bool) -> None:
        assert full_page
        Path(path).write_text(f"png of {self.html}", encoding="utf-8")

    def content(self) -> str:
        return self.html


class Context:
    def __init__(self, *tabs: Tab) -> None:
        self.pages = list(tabs)
        for tab in tabs:
            tab.context = self


class Closed(Tab):
    def screenshot(self, path: str, full_page: bool) -> None:
        raise RuntimeError("Target page, context or browser has been closed")


def report(item, when: str = "call", failed: bool = True) -> None:
    """Run the hook around a report of that phase and outcome."""
    steps = conftest.pytest_runtest_makereport(item, None)  # a hook wrapper: a generator
    next(steps)
    outcome = SimpleNamespace(get_result=lambda: SimpleNamespace(when=when, failed=failed))
    with pytest.raises(StopIteration):
        steps.send(outcome)


@pytest.fixture
def failures(tmp_path, monkeypatch) -> Path:
    monkeypatch.setattr(conftest, "FAILURES", tmp_path / "failures")
    return tmp_path / "failures"


def test_every_tab_of_the_fixture_page_and_of_a_window_is_kept(failures):
    rules = Tab("<p>rules</p>")
    Context(rules, Tab("<p>table</p>"))  # the test opened the table in a new tab
    windows = conftest.Windows(browser=None)
    windows.contexts.append(Context(Tab("<p>visitor</p>")))
    item = SimpleNamespace(name="test_x", funcargs={"phone": rules, "window": windows})
    report(item)
    kept = {p.name: p.read_text(encoding="utf-8") for p in failures.iterdir()}
    assert kept == {
        "test_x-phone.png": "png of <p>rules</p>",
        "test_x-phone.html": "<p>rules</p>",
        "test_x-phone-tab2.png": "png of <p>table</p>",
        "test_x-phone-tab2.html": "<p>table</p>",
        "test_x-window.png": "png of <p>visitor</p>",
        "test_x-window.html": "<p>visitor</p>",
    }


def test_a_rerun_keeps_the_first_attempt_and_a_closed_page_leaves_its_error(failures):
    page = Tab("<p>first</p>")
    Context(page)
    item = SimpleNamespace(name="test_y", funcargs={"page": page}, execution_count=1)
    report(item)
    page.html = "<p>second</p>"
    item.execution_count = 2  # pytest-rerunfailures' second attempt
    report(item)
    closed = Closed("<p>gone</p>")
    Context(closed)
    report(SimpleNamespace(name="test_z", funcargs={"page": closed}))
    assert (failures / "test_y-page.html").read_text(encoding="utf-8") == "<p>first</p>"
    assert (failures / "test_y-page-try2.html").read_text(encoding="utf-8") == "<p>second</p>"
    assert "has been closed" in (failures / "test_z-page.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize(("when", "failed"), [("call", False), ("setup", True), ("teardown", True)])
def test_nothing_is_kept_but_for_a_failed_call(failures, when, failed):
    page = Tab("<p>x</p>")
    Context(page)
    report(SimpleNamespace(name="test_w", funcargs={"page": page}), when=when, failed=failed)
    assert not failures.exists()
