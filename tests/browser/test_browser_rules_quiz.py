"""Browser: "Check yourself" on a Hungarian phone (390 × 844): a right and a wrong reply, Try
again, and the score in the contents."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import screenshot, wait_ready
from tests.browser.test_browser_rules import go, main, tap

pytestmark = pytest.mark.browser
SHOTS = Path("/tmp/quizzes-shots")


def keep(pg, name: str) -> None:
    """A screenshot for the test report, copied where the reviewer looks."""
    screenshot(pg, name, copy_to=SHOTS)


def test_phone_in_hungarian_checks_the_buy_chapter(app_url, phone):
    pg = phone
    go(pg, f"{app_url}/rules?chapter=buy&lang=hu")
    expect(main(pg).get_by_role("heading", name="Ellenőrizd magad")).to_be_visible()
    gold = pg.locator(".st-key-rules_quiz_choice_buy-gold-with-six")
    check = pg.locator(".st-key-rules_quiz_check_buy-gold-with-six button")
    expect(check).to_be_disabled()
    gold.get_by_text("Igen", exact=True).click()
    wait_ready(pg)
    tap(pg, check)
    expect(main(pg).locator("[data-testid=stAlertContentSuccess]")).to_contain_text(
        "✓ Helyes. Igen:"
    )
    second = pg.locator(".st-key-rules_quiz_choice_buy-two-buys-share-coins")
    second.get_by_text("Igen", exact=True).click()
    wait_ready(pg)
    tap(pg, pg.locator(".st-key-rules_quiz_check_buy-two-buys-share-coins button"))
    expect(main(pg).locator("[data-testid=stAlertContentError]")).to_contain_text("✗ Nem ez: Igen.")
    expect(main(pg)).to_contain_text("3 kérdésből 1 helyes")
    keep(pg, "rules-quiz-buy-phone-hu")

    tap(pg, pg.locator(".st-key-rules_quiz_again_buy-two-buys-share-coins button"))
    expect(main(pg).locator("[data-testid=stAlertContentError]")).to_have_count(0)
    main(pg).get_by_text("Tartalom", exact=True).click()
    wait_ready(pg)
    expect(pg.locator(".st-key-rules_toc_buy button")).to_contain_text("✓ 1/3 ·")
    keep(pg, "rules-quiz-contents-phone-hu")
