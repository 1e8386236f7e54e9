"""Real-browser fixtures: the app served by `streamlit run`, driven by Debian's chromium."""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from companion import PROJECT_ROOT
from tests.browser.launch import CHROMIUM_FLAGS, server_command

SCREENSHOTS = PROJECT_ROOT / "artifacts" / "screenshots"
TIMEOUT_MS = 20_000


def chromium_path() -> str | None:
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


@pytest.fixture(scope="session")
def chromium() -> str:
    path = chromium_path()
    if path is None:
        if os.environ.get("CI"):
            pytest.fail("CI is set but no chromium was found: install it with apt-get")
        pytest.skip("no chromium found locally (apt-get install chromium); browser tests skipped")
    return path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def app_url(chromium: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Start the app on a free loopback port with its own history database; stop it after."""
    port = _free_port()
    data_dir = tmp_path_factory.mktemp("appdata")
    log = tempfile.NamedTemporaryFile("w+", suffix=".log", delete=False)  # noqa: SIM115
    env = {**os.environ, "COMPANION_DATA_HOME": str(data_dir)}
    proc = subprocess.Popen(
        server_command(PROJECT_ROOT / "server.py", port),
        cwd=PROJECT_ROOT,
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 30
        while True:
            try:
                with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as r:
                    if r.read() == b"ok":
                        break
            except OSError:
                pass
            if time.time() > deadline or proc.poll() is not None:
                log.seek(0)
                pytest.fail(f"the app did not start:\n{log.read()[-3000:]}")
            time.sleep(0.2)
        yield url
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
        Path(log.name).unlink(missing_ok=True)


@pytest.fixture(scope="session")
def browser(chromium: str):
    from playwright.sync_api import expect, sync_playwright

    # Every expect() waits on the page's state as long as an action does (its default, 5 s, is
    # too short on a loaded 2-core machine; no test waits a fixed time instead).
    expect.set_options(timeout=TIMEOUT_MS)
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_FLAGS)
        yield b
        b.close()


def open_window(browser, viewport: dict[str, int], locale: str):
    """A new window (its own cookies and session) of that size and locale: its page."""
    pg = browser.new_context(viewport=viewport, locale=locale).new_page()
    pg.set_default_timeout(TIMEOUT_MS)
    return pg


@pytest.fixture
def page(browser):
    pg = open_window(browser, {"width": 1400, "height": 1000}, "en-US")
    yield pg
    pg.context.close()


PHONE = {"width": 390, "height": 844}


@pytest.fixture
def phone(browser):
    """A phone-sized window (390 × 844) in Hungarian."""
    pg = open_window(browser, PHONE, "hu-HU")
    yield pg
    pg.context.close()


class Windows:
    """Browser windows a test opens for itself (a second visitor, a size of its own); they
    stay open until the test's teardown, so a failure's report still sees them."""

    def __init__(self, browser) -> None:
        self.browser = browser
        self.contexts: list = []

    def __call__(self, viewport: dict[str, int], locale: str = "hu-HU"):
        """A new window of that size and locale (see `open_window`): its page."""
        pg = open_window(self.browser, viewport, locale)
        self.contexts.append(pg.context)
        return pg

    @property
    def pages(self) -> list:
        return [pg for context in self.contexts for pg in context.pages]


@pytest.fixture
def window(browser) -> Iterator[Windows]:
    windows = Windows(browser)
    yield windows
    for context in windows.contexts:
        context.close()


def wait_ready(pg) -> None:
    """Wait until the app has finished running its script."""
    from playwright.sync_api import expect

    app = pg.locator("[data-testid=stApp]")
    expect(app).to_have_attribute("data-test-connection-state", "CONNECTED", timeout=TIMEOUT_MS)
    expect(app).to_have_attribute("data-test-script-state", "notRunning", timeout=TIMEOUT_MS)
    expect(pg.locator("[data-testid=stSkeleton]")).to_have_count(0, timeout=TIMEOUT_MS)


def follow(pg, link, url: re.Pattern[str]) -> None:
    """Tap a link to another page until the address is that page's (`url`), as a person taps
    again when nothing happens: under load a tap on a page link just redrawn was lost (the
    rules page's first-game box, reopened: the address stayed on the rules page)."""
    from playwright.sync_api import expect

    for taps in range(1, 4):
        link.click()
        try:
            expect(pg).to_have_url(url, timeout=10_000)
            break
        except AssertionError:
            if taps == 3:
                raise
    wait_ready(pg)


def open_uploader(pg):
    """Open the table's "Load a save file" expander (it is drawn on demand) and return its
    file input, once the uploader is on the page."""
    from playwright.sync_api import expect

    box = pg.locator(".st-key-table_upload_box")
    if box.locator("[data-testid=stFileUploaderDropzoneInput]").count() == 0:
        box.locator("summary").click()
    found = box.locator("[data-testid=stFileUploaderDropzoneInput]")
    expect(found).to_have_count(1)
    return found


def eventually(check: Callable[[], bool], what: str, timeout_ms: int = TIMEOUT_MS) -> None:
    """Poll `check` until it holds: for a value read from the page that `expect` cannot retry
    (a click's rerun may still be under way when the click returns)."""
    deadline = time.monotonic() + timeout_ms / 1000
    last: Exception | None = None
    while True:
        try:
            if check():
                return
        except Exception as error:  # the page is between two runs: read it again
            last = error
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {timeout_ms} ms: {what} ({last!r})")
        time.sleep(0.1)


# The pictures are for a person to look at; a run that nobody looks at (CI) skips them and their
# waits (about a hundred, each a 1.2 s pause and a full-page PNG). COMPANION_SCREENSHOTS=1 takes
# them.
TAKE_SCREENSHOTS = os.environ.get("COMPANION_SCREENSHOTS", "") == "1"


def screenshot(pg, name: str, *, whole: bool = True, copy_to: Path | None = None) -> Path | None:
    """Save a PNG of the page when screenshots are asked for (None otherwise); `whole` grows
    the viewport to the app's scroll height first; `copy_to`, a folder it is also copied to.

    Streamlit scrolls inside its own container, so Playwright's full_page alone stops at the
    viewport; the viewport is restored afterwards.
    """
    if not TAKE_SCREENSHOTS:
        return None
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    size = pg.viewport_size
    if whole and size:
        height = pg.evaluate(
            "() => Math.max(...[...document.querySelectorAll('[data-testid=stMain], "
            "[data-testid=stAppScrollToBottomContainer], section')].map(e => e.scrollHeight), "
            "document.body.scrollHeight)"
        )
        pg.set_viewport_size({"width": size["width"], "height": max(size["height"], height)})
        pg.wait_for_timeout(1200)
    pg.screenshot(path=str(path), full_page=True)
    if whole and size:
        pg.set_viewport_size(size)
    if copy_to is not None:
        copy_to.mkdir(parents=True, exist_ok=True)
        shutil.copy(path, copy_to / path.name)
    return path


FAILURES = PROJECT_ROOT / "artifacts" / "failures"

# A real browser on a loaded 2-core machine now and then loses a tap that lands while the page
# reruns (seen in fresh `.ci/run`s, a different test each time; each passes alone and on a
# quiet machine). Such a test runs once more; a test that fails twice fails the suite, and the
# rerun shows as "R" in pytest's summary, so a test that starts to flake is still seen.
BROWSER_RERUNS = 1


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Give every browser test its one rerun (see BROWSER_RERUNS)."""
    for item in items:
        if item.get_closest_marker("browser") is not None:
            item.add_marker(pytest.mark.flaky(reruns=BROWSER_RERUNS, reruns_delay=2))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """On a failed browser test, keep what its pages showed: a screenshot and the page's HTML
    in artifacts/failures/, named after the test (the assertion alone rarely says why). A test
    gets them by opening its pages through the `page`, `phone` or `window` fixture, whose
    windows stay open until after this report."""
    outcome = yield
    report = outcome.get_result()
    if report.when != "call" or not report.failed:
        return
    funcargs = getattr(item, "funcargs", {})
    attempt = getattr(item, "execution_count", 1)  # set by pytest-rerunfailures
    try_part = f"-try{attempt}" if attempt > 1 else ""
    for name in ("phone", "page", "window"):
        opened = funcargs.get(name)
        if opened is None:
            continue
        FAILURES.mkdir(parents=True, exist_ok=True)
        # every tab of the window: a link the test opened in a new one (the table) as well
        tabs = opened.pages if isinstance(opened, Windows) else opened.context.pages
        for i, tab in enumerate(tabs):
            tab_part = f"-tab{i + 1}" if i else ""
            stem = FAILURES / f"{item.name}-{name}{tab_part}{try_part}"
            try:
                tab.screenshot(path=f"{stem}.png", full_page=True)
                Path(f"{stem}.html").write_text(tab.content(), encoding="utf-8")
            except Exception as error:  # a closed page: the report itself still stands
                Path(f"{stem}.txt").write_text(repr(error), encoding="utf-8")
