"""AppTest: the kingdom insight — start, progress, cancel, the chart and table of the ten cards."""

from __future__ import annotations

import json
import time
from concurrent.futures.process import BrokenProcessPool

import pytest
from streamlit.testing.v1 import AppTest

from companion.catalogue import load
from companion.kingdom import Kingdom, encode
from companion.sim.insight import InsightSpec, run_insight
from companion.ui.kingdom import insight as insight_view
from companion.ui.kingdom import jobs
from companion.ui.kingdom import keys as kingdom_keys
from companion.ui.kingdom.insight_queue import JobQueue
from tests.app.conftest import APP, INSIGHT_GAMES, notices, open_app, texts
from tests.test_sim_insight import KINGDOM

CAT = load()
CODE = encode(Kingdom(KINGDOM))
GAMES = INSIGHT_GAMES
pytestmark = pytest.mark.usefixtures("small_insight")


def chart_text(at) -> str:
    charts = at.get("vega_lite_chart")
    return json.dumps([json.loads(c.proto.spec) for c in charts], ensure_ascii=False)


def test_the_section_waits_for_a_tap():
    at = open_app(lang="hu", code=CODE)
    assert not at.exception
    assert at.button(key="insight_start").label == "Mi erős itt?"
    assert "Mi erős itt?" in [s.value for s in at.subheader]
    assert not at.get("vega_lite_chart") and not at.get("progress")


def test_no_section_without_a_kingdom():
    at = open_app(lang="en")
    assert "insight_start" not in [b.key for b in at.button]


def test_progress_moves_and_cancel_stops(held):
    at = open_app(lang="en", code=CODE)
    at.button(key="insight_start").click().run()
    total = GAMES * 21
    bar = at.get("progress")
    assert len(bar) == 1 and bar[0].value == 0
    assert at.button(key="insight_start").disabled
    held.release(4)  # four chunks of GAMES (a chunk holds at most 50 games)
    at.run()
    assert at.get("progress")[0].value == pytest.approx(100 * 4 * GAMES / total, abs=1)  # percent
    assert f"{4 * GAMES} of {total}" in at.get("progress")[0].proto.text
    at.button(key="insight_cancel").click().run()
    assert not at.exception
    assert not at.get("progress") and "insight_cancel" not in [b.key for b in at.button]
    assert any("Cancelled" in n for n in notices(at, "info"))
    assert not at.get("vega_lite_chart")
    assert all(f.cancelled() for f, _fn, _args in held.held)
    assert not at.button(key="insight_start").disabled
    at.run()  # a repeated run (a late poll) keeps the message until the next start
    assert any("Cancelled" in n for n in notices(at, "info"))
    at.button(key="insight_start").click().run()
    assert not any("Cancelled" in n for n in notices(at, "info"))


def test_a_cancel_tapped_after_the_games_ended_keeps_the_result(monkeypatch):
    """A late tap (its button was still on screen when the games ended and the result came)
    neither hides the result nor says "Cancelled"."""
    session = {kingdom_keys.INSIGHT_ASKED: "the kingdom's key"}
    monkeypatch.setattr(insight_view.st, "session_state", session)
    insight_view.cancel()
    assert session == {kingdom_keys.INSIGHT_ASKED: "the kingdom's key"}


def test_chart_and_table_of_the_ten_cards_strongest_first(held):
    at = open_app(lang="en", code=CODE)
    at.button(key="insight_start").click().run()
    held.release(len(held.held))
    at.run()
    assert not at.exception and not at.get("progress")
    spec = chart_text(at)
    names = [CAT.card(c).name("en") for c in KINGDOM]
    for name in names:
        assert f'"{name}"' in spec
    shown = texts(at)
    table = next(m.value for m in at.markdown if "Wins against BMU" in m.value)
    shown_order = [r.split(" | ")[0].strip("| ") for r in table.splitlines()[2:]]
    expected = run_insight(InsightSpec(KINGDOM, games=GAMES))
    assert shown_order == [CAT.card(c.card).name("en") for c in expected.cards]
    assert "simple bots, not expert players" in shown
    assert "“X-BM” is Big Money with one kingdom card" in shown


def test_real_pool_in_hungarian_then_cached_for_the_next_visitor():
    at = open_app(lang="hu", code=CODE)
    at.button(key="insight_start").click().run()
    deadline = time.monotonic() + 60
    while not at.get("vega_lite_chart") and time.monotonic() < deadline:
        time.sleep(0.2)
        at.run()
    assert not at.exception
    spec = chart_text(at)
    assert "Győzelem a BMU ellen" in spec and '"Boszorkány"' in spec
    assert "egyszerű gépi játékosok" in texts(at)
    other = open_app(lang="hu", code=CODE)
    other.button(key="insight_start").click().run()
    assert not other.get("progress") and chart_text(other) == spec


def test_a_broken_pool_is_one_message_and_a_new_pool_next_time(held, monkeypatch):
    made: list[str] = []

    def pool():
        return held

    pool.clear = lambda: made.append("cleared")  # type: ignore[attr-defined]
    monkeypatch.setattr(jobs, "insight_pool", pool)
    at = open_app(lang="hu", code=CODE)
    at.button(key="insight_start").click().run()
    for future, _fn, _args in held.held:
        future.set_exception(BrokenProcessPool("a worker was killed"))
    at.run()
    assert not at.exception and not at.get("vega_lite_chart") and not at.get("progress")
    assert notices(at) == ["A szimuláció váratlanul leállt. Kérjük, próbáld újra."]
    assert made == ["cleared"]
    assert not at.button(key="insight_start").disabled


def test_a_card_its_bot_does_not_buy_is_marked_on_the_page(held):
    kingdom = ("throne_room", *KINGDOM[1:])  # Throne Room in place of Witch
    at = open_app(lang="en", code=encode(Kingdom(kingdom)))
    at.button(key="insight_start").click().run()
    held.release(len(held.held))
    at.run()
    assert not at.exception
    marked = "Throne Room (its bot does not buy it)"
    assert f'"{marked}"' in chart_text(at)
    table = next(m.value for m in at.markdown if "Wins against BMU" in m.value)
    assert table.count("its bot does not buy it") == 1
    assert any("plain Big Money, not the card’s strength" in w.value for w in at.warning)


OTHER = ("cellar", "moat", "village", "woodcutter", "workshop", "bureaucrat", "feast", "gardens",
         "moneylender", "remodel")  # fmt: skip


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        ("cancelled", "Cancelled. Nothing was kept"),
        ("failed", "The simulation stopped unexpectedly."),
    ],
)
@pytest.mark.parametrize(("cards", "shown"), [(KINGDOM, True), (OTHER, False)])
def test_a_cancelled_or_failed_run_is_told_only_on_its_own_kingdom(kind, message, cards, shown):
    """The notice names the kingdom it was for: another kingdom's page does not repeat it."""
    at = AppTest.from_file(APP, default_timeout=30)
    at.query_params["lang"] = "en"
    at.query_params["code"] = encode(Kingdom(cards))
    at.session_state[kingdom_keys.INSIGHT_NOTICE] = (kind, frozenset(KINGDOM))
    at.run()
    assert not at.exception
    said = [n for n in notices(at, "info") + notices(at, "error") if message in n]
    assert len(said) == (1 if shown else 0)


def test_a_full_server_queue_refuses_with_a_message_until_there_is_room(held, monkeypatch):
    queue = JobQueue(limit=GAMES * 21 + 1)
    monkeypatch.setattr(jobs, "insight_queue", lambda: queue)
    other = queue.submit(InsightSpec(KINGDOM, games=GAMES), held)  # another session's job
    assert other is not None
    at = open_app(lang="hu", code=CODE)
    at.button(key="insight_start").click().run()
    assert not at.exception and not at.get("progress")
    assert notices(at, "warning") == [
        "A szerver most sok más szimuláció játszmáit játssza. Kérjük, próbáld újra egy perc múlva."
    ]
    assert not at.button(key="insight_start").disabled
    assert queue.waiting() == GAMES * 21
    queue.stop(other)  # that session cancelled
    at.button(key="insight_start").click().run()
    assert at.get("progress") and not notices(at, "warning")
    assert queue.waiting() == GAMES * 21


def test_a_job_the_server_gave_up_on_says_cancelled_and_frees_the_button(held, monkeypatch):
    now = [0.0]
    queue = JobQueue(clock=lambda: now[0])
    monkeypatch.setattr(jobs, "insight_queue", lambda: queue)
    at = open_app(lang="en", code=CODE)
    at.button(key="insight_start").click().run()
    job = at.session_state[kingdom_keys.INSIGHT_JOB]
    now[0] += 10_000  # nobody polled it for long: the next submit (another session) reaps it
    assert queue.submit(InsightSpec(KINGDOM, games=GAMES), held) is not None
    assert job.cancelled
    at.run()
    assert not at.exception and not at.get("progress")
    assert any("Cancelled" in n for n in notices(at, "info"))
    assert not at.button(key="insight_start").disabled
