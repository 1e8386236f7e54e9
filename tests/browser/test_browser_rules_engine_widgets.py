"""Browser: on a phone (390 × 844, Hungarian) a reader uses every engine widget of the rulebook's
action, buy, cleanup, attacks and seaside chapters and sees the engine's numbers change."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import screenshot, wait_ready

pytestmark = pytest.mark.browser


def open_chapter(page, app_url: str, chapter: str) -> None:
    page.goto(f"{app_url}/rules?chapter={chapter}&lang=hu")
    wait_ready(page)


def tap(page, locator) -> None:
    locator.scroll_into_view_if_needed()
    locator.click()
    wait_ready(page)


def slide(page, key: str, presses: int) -> None:
    """Move a slider with the keyboard (right for positive presses)."""
    thumb = page.locator(f".st-key-{key} input[type=range]")
    page.locator(f".st-key-{key}").scroll_into_view_if_needed()
    thumb.focus()
    for _ in range(abs(presses)):
        thumb.press("ArrowRight" if presses > 0 else "ArrowLeft")
    wait_ready(page)


def test_phone_engine_widgets_in_hungarian(app_url, phone):
    page = phone
    # action: Smithy first leaves the Village in hand
    open_chapter(page, app_url, "action")
    tap(page, page.locator(".st-key-rules_action_plus_play_smithy button"))
    expect(page.locator(".st-key-rules_action_plus_play_village button")).to_be_disabled()
    expect(
        page.get_by_text("Kovácsműhely: akció 0 · lap a kézben 6 · érme 0", exact=False)
    ).to_be_visible()
    tap(page, page.locator(".st-key-rules_action_plus_restart button"))
    for card in ("village", "smithy", "market", "copper"):
        tap(page, page.locator(f".st-key-rules_action_plus_play_{card} button"))
    expect(
        page.get_by_text("Rézpénz: akció 1 · lap a kézben 5 · érme 2", exact=False)
    ).to_be_visible()
    tap(page, page.locator(".st-key-rules_action_terms_term button", has_text="Szemétre tesz"))
    expect(page.get_by_text("Te: szemétre: Rézpénz")).to_be_visible()  # the card that moved
    screenshot(page, "rules-action-phone-hu")

    # buy: a Woodcutter next to two Golds gives 8 coins and 2 Buys
    open_chapter(page, app_url, "buy")
    field = page.locator(".st-key-rules_buy_several-buys_woodcutter input")
    field.scroll_into_view_if_needed()
    field.fill("1")
    field.press("Enter")
    wait_ready(page)
    expect(
        page.get_by_text("6 érme (Aranypénz) + 2 érme (Birtok, Pince, Várárok) (0 marad)")
    ).to_be_visible()
    screenshot(page, "rules-buy-phone-hu")

    # cleanup: 3 cards left -> the shuffle comes at draw 4; 1 card left -> at draw 2
    open_chapter(page, app_url, "cleanup")
    expect(page.get_by_text("A keverés a 4.\u00a0húzásnál történik.")).to_be_visible()
    slide(page, "rules_cleanup_shuffle_deck", -2)
    expect(page.get_by_text("A keverés a 2.\u00a0húzásnál történik.")).to_be_visible()
    screenshot(page, "rules-cleanup-phone-hu")

    # attacks: with Moat revealed the hand stays at 5; without Moat it drops to 3
    open_chapter(page, app_url, "attacks")
    expect(page.get_by_text("Várárok felfedve", exact=False)).to_be_visible()
    tap(page, page.locator(".st-key-rules_attacks_moat_moat label"))
    expect(page.get_by_text("Eldobva:", exact=False)).to_be_visible()
    screenshot(page, "rules-attacks-phone-hu")

    # seaside: the Duration example step by step, then Embargo tokens
    open_chapter(page, app_url, "seaside")
    slide(page, "rules_seaside_duration_step", 3)
    expect(page.locator("li", has_text="Áthúzódó lapok sora:").first).to_contain_text(
        "Rakpart, Kereskedő hajó"
    )
    slide(page, "rules_seaside_mats_tokens", 2)
    expect(page.get_by_text("Átok, Átok, Átok", exact=False)).to_be_visible()
    screenshot(page, "rules-seaside-phone-hu")


def test_laptop_engine_widgets_in_english(app_url, page):
    open_chapter_en = f"{app_url}/rules?lang=en&chapter="
    page.goto(open_chapter_en + "action")
    wait_ready(page)
    tap(page, page.locator(".st-key-rules_action_plus_play_market button"))
    expect(
        page.get_by_text("Market: actions 1 · cards in hand 4 · coins 1", exact=False)
    ).to_be_visible()
    tap(page, page.locator(".st-key-rules_action_terms_term button", has_text="+Card"))
    expect(page.get_by_text("You: drew Gold, Silver, Estate")).to_be_visible()
    screenshot(page, "rules-action-laptop-en")
    page.goto(open_chapter_en + "attacks")
    wait_ready(page)
    tap(page, page.locator(".st-key-rules_attacks_moat_reveal label"))
    expect(page.get_by_text("Discarded:", exact=False)).to_be_visible()
    page.goto(open_chapter_en + "seaside")
    wait_ready(page)
    slide(page, "rules_seaside_duration_step", 8)
    expect(page.get_by_text(re.compile(r"^Your turn")).first).to_be_visible()
    screenshot(page, "rules-seaside-laptop-en")
