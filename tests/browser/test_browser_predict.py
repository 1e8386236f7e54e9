"""Browser: predict through the first-turns example on a Hungarian phone (390 px), one guess
wrong, then practise the missed step; each tap's verdict and the next control stay in view."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import screenshot, wait_ready

pytestmark = pytest.mark.browser
LINK = "/table?scenario=example-first-turns&step=0&predict=1&lang=hu"
BOOK = {1: "Átépítés", 3: "Ezüstpénz", 4: "Átépítés", 5: "Birtok", 6: "Kovácsműhely",
        8: "Polgárőrség"}  # fmt: skip
ALL_TREASURES = "Minden kincskártya kijátszása"


def box(page):
    return page.locator(".st-key-table_predict_box")


def tap(page, name: str) -> None:
    """Tap the button of this name in the question's box and wait for the run."""
    button = box(page).get_by_role("button", name=name, exact=True)
    button.scroll_into_view_if_needed()
    button.click()
    wait_ready(page)


def seen(locator) -> None:
    """On screen without scrolling: wholly inside the window."""
    expect(locator).to_be_in_viewport(ratio=1)


def score(page, text: str) -> None:
    expect(page.locator(".st-key-table_predict_score")).to_contain_text(text)


def test_predict_the_first_turns_with_one_wrong_guess_then_practise_it(app_url, phone):
    phone.goto(app_url + LINK)
    wait_ready(phone)
    expect(phone.get_by_text("Tippelj előre")).to_have_count(1)
    score(phone, "0 / 9 elsőre")
    expect(box(phone)).to_contain_text("Találd ki a lépést")
    seen(box(phone).get_by_role("button", name=ALL_TREASURES))
    screenshot(phone, "predict-phone-hu-question", whole=False)
    for n in range(9):
        expect(phone.locator(".st-key-table_predict_box")).to_have_count(1)
        if n == 1:  # the one wrong guess: Silver where the rulebook buys Remodel
            tap(phone, "Ezüstpénz")
            wrong = phone.locator("[data-testid=stAlert]", has_text="✗")
            expect(wrong).to_contain_text("a te lépéseddel")
            seen(wrong)
            book = phone.locator(".st-key-table_predict_book")
            expect(book).to_contain_text("A szabályfüzet lépése: Átépítés")
            expect(book).to_contain_text("Az Átépítés 4 érmébe kerül")
            seen(book)
            next_button = phone.locator(".st-key-table_predict_next button")
            seen(next_button)
            screenshot(phone, "predict-phone-hu-wrong", whole=False)
            next_button.click()
            wait_ready(phone)
            continue
        tap(phone, ALL_TREASURES if n in (0, 2, 7) else BOOK[n])
        right = phone.locator("[data-testid=stAlert]", has_text="✓")
        seen(right)
        score(phone, f"{n if n > 1 else 1} / 9 elsőre")  # steps 0..n guessed, step 1 missed
        if n < 8:
            seen(box(phone).get_by_role("button").first)  # the next question, no scroll
        if n == 0:
            screenshot(phone, "predict-phone-hu-right", whole=False)
    end = box(phone)
    expect(end).to_contain_text("A visszajátszás vége: 8 / 9 elsőre")
    expect(end).to_contain_text("Elrontott lépés: 2.")
    practise = phone.locator(".st-key-table_predict_practise button")
    seen(practise)
    screenshot(phone, "predict-phone-hu-end", whole=False)
    practise.click()
    wait_ready(phone)
    expect(box(phone)).to_contain_text("Találd ki a lépést")
    tap(phone, "Átépítés")
    score(phone, "Gyakorlás: 1 / 1 elsőre")
    phone.locator(".st-key-table_predict_next button").click()
    wait_ready(phone)
    expect(box(phone)).to_contain_text("A visszajátszás vége: 1 / 1 elsőre")
    expect(box(phone)).to_contain_text("Egy lépést sem rontottál el.")
    score(phone, "8 / 9 elsőre")


def test_predict_on_a_laptop(app_url, page):
    page.goto(app_url + LINK.replace("lang=hu", "lang=en") + "&step=1")
    wait_ready(page)
    tap(page, "Silver")
    wrong = page.locator("[data-testid=stAlert]", has_text="✗")
    seen(wrong)
    expect(page.locator(".st-key-table_predict_book")).to_contain_text(
        "The rulebook's move: Remodel"
    )
    seen(page.locator(".st-key-table_predict_next button"))
    screenshot(page, "predict-laptop-en-wrong", whole=False)
