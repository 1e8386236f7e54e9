"""Browser: the table page on a phone (390 × 844, Hungarian) — step the first-turns example
forward and back against the engine, play a whole solitaire game by taps, upload a tampered
save file."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.table.replay import load_replay
from tests.browser.conftest import TIMEOUT_MS, open_uploader, screenshot, wait_ready

pytestmark = pytest.mark.browser
DB = CardDB(load())
MAX_TAPS = 400


def button(page, key: str):
    """The visible button of a widget key (a button with a tooltip is drawn twice)."""
    return page.locator(f".st-key-{key} button:visible")


def settled(page) -> None:
    """Wait until no element of an earlier run is left (a fragment's rerun keeps the script
    state "notRunning", so wait_ready alone may return before the new elements arrive)."""
    wait_ready(page)
    expect(page.locator('[data-stale="true"]')).to_have_count(0, timeout=TIMEOUT_MS)


def tap(page, key: str) -> None:
    """Tap the button and wait for the run; a button redrawn under the finger is tapped again."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for attempt in range(3):
        try:
            button(page, key).click(timeout=6000)
            break
        except PlaywrightTimeout:
            if attempt == 2:
                raise
            settled(page)
    settled(page)


def counts(page) -> tuple[int, int, int]:
    """Hand, deck and discard sizes as the page shows them."""
    hand = int(re.search(r"A kezed \((\d+)\)", page.locator("body").inner_text()).group(1))
    you = page.locator(".st-key-table_you").inner_text()
    found = re.search(r"Húzópakli: (\d+) · Dobópakli: (\d+)", you)
    assert found, you
    return hand, int(found.group(1)), int(found.group(2))


def settled_counts(page) -> tuple[int, int, int]:
    """The sizes once the run's stale elements are gone: two reads 0.5 s apart agree."""
    last = counts(page)
    for _ in range(30):
        page.wait_for_timeout(500)
        now = counts(page)
        if now == last:
            return now
        last = now
    return last


def expect_counts(page, want: tuple[int, int, int], step: int) -> None:
    """The page shows these sizes, once the run's stale elements are gone (up to 15 s)."""
    found = None
    for _ in range(60):
        found = counts(page)
        if found == want:
            return
        page.wait_for_timeout(250)
    pytest.fail(f"step {step}: the page shows hand, deck, discard {found}, the engine {want}")


def test_step_the_first_turns_example_forward_and_back(app_url, phone):
    replay = load_replay("example-first-turns", DB)
    phone.goto(f"{app_url}/table?scenario=example-first-turns&step=0&lang=hu")
    wait_ready(phone)
    shown = 0
    for n in [0, *range(1, replay.last + 1), *range(replay.last - 1, -1, -1)]:
        if n != shown:
            tap(phone, "table_forward" if n > shown else "table_back")
            shown = n
        expect(phone.locator(".st-key-table_step_box")).to_contain_text(
            "A kiinduló helyzet" if n == 0 else f"{n}.\u00a0lépés / {replay.last}",
            timeout=TIMEOUT_MS,
        )
        me = replay.state_at(n)["players"][0]
        expect_counts(phone, (len(me["hand"]), len(me["deck"]), len(me["discard"])), n)
        assert f"step={n}" in phone.url
        if n in (3, replay.last):
            screenshot(phone, f"table-replay-phone-hu-{n}", whole=False)


def status(page) -> str:
    return str(page.locator(".st-key-table_status").inner_text())


def try_tap(page, key: str) -> None:
    """Tap if the button can be tapped within 3 s (it may belong to a run just replaced)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        button(page, key).click(timeout=3000)
    except PlaywrightTimeout:
        return
    settled(page)


def tap_and_wait(page, key: str) -> None:
    """Tap, then wait (up to 5 s) until the status line (turn, phase, coins) has changed or the
    game ended; a tap on a button of a run just replaced changes nothing, and the caller looks
    at the table again."""
    before = status(page)
    try_tap(page, key)
    for _ in range(20):
        if status(page) != before:
            return
        page.wait_for_timeout(250)


def test_play_a_whole_solitaire_game_by_taps(app_url, phone):
    phone.goto(f"{app_url}/table?lang=hu")
    wait_ready(phone)
    phone.locator(".st-key-table_seed input").fill("2024")
    phone.locator(".st-key-table_seed input").press("Enter")
    wait_ready(phone)
    tap(phone, "table_start")
    for _tap in range(MAX_TAPS):
        if "Vége a játéknak" in phone.locator(".st-key-table_decision").inner_text():
            break
        if button(phone, "table_all_treasures").count():
            tap_and_wait(phone, "table_all_treasures")
            continue
        if not button(phone, "table_buy_nothing").count():
            phone.wait_for_timeout(300)  # between two runs: look again
            continue
        coins = int(re.search(r"Érme: (\d+)", status(phone)).group(1))
        wanted = next(
            (c for c, cost in (("province", 8), ("gold", 6), ("silver", 3)) if coins >= cost),
            None,
        )
        pile = button(phone, f"table_pile_{wanted}") if wanted else None
        if pile is not None and pile.count() and pile.is_enabled():
            tap_and_wait(phone, f"table_pile_{wanted}")
        else:
            tap_and_wait(phone, "table_buy_nothing")
    else:
        pytest.fail(f"the game did not end in {MAX_TAPS} taps")
    main = phone.locator("[data-testid=stMain]")
    expect(main).to_contain_text("Vége a játéknak")
    expect(phone.locator(".st-key-table_score")).to_contain_text("Big Money egyedül")
    turns = int(re.search(r"(\d+)\.\skör", status(phone)).group(1))
    assert turns >= 10  # a whole game, not a shortcut
    screenshot(phone, "table-game-over-phone-hu")


def test_a_tampered_save_file_gets_a_message_and_the_game_stays(app_url, phone, tmp_path):
    phone.goto(f"{app_url}/table?lang=hu")
    wait_ready(phone)
    tap(phone, "table_start")
    tap(phone, "table_all_treasures")
    with phone.expect_download() as download:
        button(phone, "table_download").click()
    text = download.value.path().read_text(encoding="utf-8")
    data = json.loads(text)
    data["answers"] = [["copper"]] * 3  # edited moves: not what was saved
    bad = tmp_path / "tampered.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    before = settled_counts(phone)
    open_uploader(phone).set_input_files(str(bad))
    wait_ready(phone)
    expect(phone.locator("[data-testid=stAlert]").first).to_contain_text(
        "nem tölthető be", timeout=TIMEOUT_MS
    )
    expect(phone.locator("[data-testid=stAlert]").first).to_contain_text(
        re.compile("mentés után megváltoztatták|válasz nem szabályos")
    )
    expect(phone.locator("[data-testid=stAlert]").first).not_to_contain_text("digest")
    assert settled_counts(phone) == before
    screenshot(phone, "table-bad-save-phone-hu", whole=False)
