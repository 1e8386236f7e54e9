"""Browser: pass and play on a Hungarian phone (two people and a bot, three rounds, the cover
between the people), the guided first game's first two turns with its notes, and the cover on
a laptop."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import TIMEOUT_MS, screenshot, wait_ready
from tests.browser.test_browser_table import button, settled, status, tap, tap_and_wait

pytestmark = pytest.mark.browser


def choose(page, key: str, label: str) -> None:
    """Pick a segmented control's option by its label."""
    page.locator(f".st-key-{key} button", has_text=label).click()
    settled(page)


def type_into(page, key: str, text: str) -> None:
    field = page.locator(f".st-key-{key} input")
    field.fill(text)
    field.press("Enter")
    settled(page)


def play_turn(page) -> None:
    """The holder's turn: all Treasures, then Province, Gold or Silver if affordable."""
    for _ in range(40):
        if button(page, "table_all_treasures").count():
            tap_and_wait(page, "table_all_treasures")
            continue
        if button(page, "table_buy_nothing").count():
            coins = int(re.search(r"Érme: (\d+)", status(page)).group(1))
            wanted = next(
                (c for c, cost in (("province", 8), ("gold", 6), ("silver", 3)) if coins >= cost),
                None,
            )
            key = f"table_pile_{wanted}" if wanted else "table_buy_nothing"
            tap(page, key)
            return
        if button(page, "table_end_actions").count():
            tap_and_wait(page, "table_end_actions")
            continue
        page.wait_for_timeout(250)  # between two runs: look again
    pytest.fail("the turn did not reach its buy")


def cover(page, name: str, dative: str) -> None:
    """The cover for `name`: its line, no hand and no undo, then „Én vagyok …, mutasd”."""
    box = page.locator(".st-key-table_pp_cover")
    expect(box).to_contain_text(f"Add át a telefont {dative}", timeout=TIMEOUT_MS)
    expect(page.locator(".st-key-table_hand")).to_have_count(0)
    expect(page.locator(".st-key-table_undo")).to_have_count(0)
    expect(button(page, "table_pp_show")).to_have_text(f"Én vagyok {name}, mutasd")


def test_two_people_and_a_bot_pass_the_phone_for_three_rounds(app_url, phone):
    phone.goto(f"{app_url}/table?lang=hu")
    wait_ready(phone)
    choose(phone, "table_who", "Kézből kézbe")
    choose(phone, "table_pp_seats", "3")  # the third seat is Big Money by default
    type_into(phone, "table_pp_name_0", "Anna")
    type_into(phone, "table_pp_name_1", "Béla")
    type_into(phone, "table_seed", "77")
    screenshot(phone, "table-pass-play-form-phone-hu")
    tap(phone, "table_pp_start")
    cover(phone, "Anna", "Annának")  # the first turn too: whoever started may not be Anna
    tap(phone, "table_pp_show")
    people = [("Anna", "Annának"), ("Béla", "Bélának")]
    for turn in range(6):
        name = people[turn % 2][0]
        expect(phone.locator(".st-key-table_status")).to_contain_text(name)
        expect(phone.locator(".st-key-table_hand")).to_be_visible()
        if turn == 1:
            screenshot(phone, "table-pass-play-bela-phone-hu", whole=False)
        play_turn(phone)
        nxt, dative = people[(turn + 1) % 2]
        cover(phone, nxt, dative)
        if turn == 0:
            screenshot(phone, "table-pass-play-cover-phone-hu", whole=False)
        tap(phone, "table_pp_show")
    expect(phone.locator(".st-key-table_status")).to_contain_text("Anna")
    expect(phone.locator("[data-testid=stMain]")).to_contain_text("Big Money (3. hely)")
    tap(phone, "table_undo")  # Anna has made no move since Béla's turn: refused, said why
    expect(phone.locator("[data-testid=stMain]")).to_contain_text(
        "Csak a saját lépéseidet vonhatod vissza"
    )
    screenshot(phone, "table-pass-play-undo-phone-hu", whole=False)


def test_the_guided_first_game_for_two_turns(app_url, phone):
    phone.goto(f"{app_url}/table?lang=hu")
    wait_ready(phone)
    choose(phone, "table_who", "Első játék vezetéssel")
    expect(phone.locator("[data-testid=stMain]")).to_contain_text("Kezdőknek")
    tap(phone, "table_guided_start")
    note = phone.locator(".st-key-table_guided_prompt")
    expect(note).to_contain_text("A vásárlási fázisod")
    expect(note.locator("a")).to_have_attribute("href", re.compile(r"/rules\?chapter=buy"))
    screenshot(phone, "table-guided-buy-phone-hu", whole=False)
    play_turn(phone)
    expect(phone.locator(".st-key-table_status")).to_contain_text("2.")
    expect(note).to_have_count(0)  # the buy phase was prompted once
    play_turn(phone)
    expect(phone.locator(".st-key-table_status")).to_contain_text("3.")
    expect(note).to_contain_text("megkeverted")  # the first reshuffle: turn 3
    screenshot(phone, "table-guided-reshuffle-phone-hu", whole=False)


def test_the_cover_on_a_laptop(app_url, page):
    page.goto(f"{app_url}/table?lang=en")
    wait_ready(page)
    choose(page, "table_who", "Pass and play")
    type_into(page, "table_pp_name_0", "Anna")
    type_into(page, "table_pp_name_1", "Ben")
    tap(page, "table_pp_start")
    expect(page.locator(".st-key-table_pp_cover")).to_contain_text("Pass the phone to Anna")
    tap(page, "table_pp_show")
    play_turn_en(page)
    expect(page.locator(".st-key-table_pp_cover")).to_contain_text("Pass the phone to Ben")
    screenshot(page, "table-pass-play-cover-laptop-en", whole=False)
    tap(page, "table_pp_show")
    expect(page.locator(".st-key-table_status")).to_contain_text("Ben")
    screenshot(page, "table-pass-play-ben-laptop-en", whole=False)


def play_turn_en(page) -> None:
    for _ in range(40):
        if button(page, "table_all_treasures").count():
            tap_and_wait(page, "table_all_treasures")
            continue
        if button(page, "table_buy_nothing").count():
            tap(page, "table_buy_nothing")
            return
        page.wait_for_timeout(250)
    pytest.fail("the turn did not reach its buy")
