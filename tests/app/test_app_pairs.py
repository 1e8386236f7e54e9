"""AppTest: "Pairs that work together" under the insight, in Hungarian — start, progress,
cancel, the pairs with their sample game links, and a pair's sample game on the table. The
pool is the insight tests' held executor (tests/app/conftest)."""

from __future__ import annotations

import urllib.parse

import pytest

from companion.catalogue import load
from companion.sim.insight import InsightSpec, run_insight
from companion.sim.pairs import PairsSpec, run_pairs
from companion.ui.kingdom import keys as kingdom_keys
from companion.ui.kingdom import pairs as pairs_view
from companion.ui.table import keys as table_keys
from tests.app import test_app_insight as insight_tests
from tests.app.conftest import notices, open_app, texts
from tests.test_sim_insight import KINGDOM

CAT = load()
CODE, GAMES = insight_tests.CODE, insight_tests.GAMES
pytestmark = pytest.mark.usefixtures("small_insight")  # a small insight, a fresh queue
PAIR_GAMES = 4  # per pair: one chunk each, quick to play
TABLE = "companion/ui/entry/table.py"


@pytest.fixture
def pool(held):
    """The held executor (tests/app/conftest): plays nothing until a test releases it."""
    return held


@pytest.fixture(autouse=True)
def _small_pairs(monkeypatch):
    monkeypatch.setattr(pairs_view, "PAIR_GAMES", PAIR_GAMES)
    pairs_view.pairs_cache.clear()
    yield
    pairs_view.pairs_cache.clear()


def with_insight(held_pool, lang: str = "hu"):
    """The Kingdom page with the insight's result shown (its games released)."""
    at = open_app(lang=lang, code=CODE)
    at.button(key="insight_start").click().run()
    held_pool.release(len(held_pool.held))
    at.run()
    assert not at.exception and at.get("vega_lite_chart")
    return at


def expected():
    spec = InsightSpec(KINGDOM, games=GAMES)
    return run_pairs(PairsSpec(spec, PAIR_GAMES), insight=run_insight(spec))


def links(at) -> list[dict[str, str]]:
    """The pairs' sample game links' parameters (the insight's own link names one card)."""
    every = [dict(urllib.parse.parse_qsl(p.proto.query_string)) for p in at.get("page_link")]
    return [q for q in every if "+" in q.get("sample", "")]


def test_the_section_waits_under_the_insight_in_hungarian(pool):
    at = with_insight(pool)
    assert "Jól együttműködő párok" in [s.value for s in at.subheader]
    assert at.button(key=kingdom_keys.PAIRS_START).label == "Keresd meg a párokat"
    assert "45 kártyapárját" in texts(at)
    assert not pool.held  # nothing played before the tap


def test_progress_then_cancel_says_so(pool):
    at = with_insight(pool)
    at.button(key=kingdom_keys.PAIRS_START).click().run()
    assert len(pool.held) == 45  # one chunk per pair
    pool.release(9)
    at.run()
    bar = at.get("progress")
    assert len(bar) == 1 and bar[0].value == 20  # percent: 9 pairs of 45
    assert bar[0].proto.text == f"Játszmák: {9 * PAIR_GAMES} / {45 * PAIR_GAMES}"
    assert at.button(key=kingdom_keys.PAIRS_START).disabled
    at.button(key=kingdom_keys.PAIRS_CANCEL).click().run()
    assert not at.exception and not at.get("progress")
    assert all(f.cancelled() for f, _fn, _args in pool.held)
    assert notices(at, "info") == ["Leállítva. Semmi sem maradt meg; bármikor újrakezdheted."]
    assert not at.button(key=kingdom_keys.PAIRS_START).disabled


def test_every_pair_strongest_first_each_with_its_sample_link(pool):
    at = with_insight(pool)
    at.button(key=kingdom_keys.PAIRS_START).click().run()
    pool.release(len(pool.held))
    at.run()
    assert not at.exception and not at.get("progress")
    want = expected()
    assert len(links(at)) == len(want.together())
    at.toggle(key=kingdom_keys.PAIRS_ALL).set_value(True).run()
    shown = links(at)
    assert len(shown) == 45
    first = want.pairs[0]
    assert shown[0] == {
        "sample": f"{CODE}~{first.card}+{first.partner}~1",
        "step": "0",
        "lang": "hu",
    }
    names = [m.value for m in at.markdown if "a BMU ellen" in m.value and m.value[:2] != "- "]
    hu = [CAT.card(c).name("hu") for c in (first.card, first.partner)]
    assert hu[0] in names[0] and hu[1] in names[0]
    assert "Az „X+Y-BM” a Big Money két birodalomkártyával" in texts(at)


def test_a_pairs_sample_game_opens_on_the_table():
    sample = f"{CODE}~laboratory+militia~1"
    at = open_app(lang="hu", sample=sample, step="0")
    at.switch_page(TABLE).run()
    assert not at.exception
    assert at.session_state[table_keys.REPLAY] == sample
    assert "Laboratórium\\+Polgárőrség\\-BM – BMU\\: 1\\.\u00a0mintajátszma" in [
        s.value for s in at.subheader
    ]
    assert "A „Jól együttműködő párok” szimulációjának" in texts(at)


def test_a_bad_pair_id_is_the_clear_error():
    at = open_app(lang="en", sample=f"{CODE}~laboratory+laboratory~1", step="0")
    at.switch_page(TABLE).run()
    assert not at.exception
    assert any("is not a card of that kingdom" in n for n in notices(at, "warning"))
