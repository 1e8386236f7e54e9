"""AppTest: the opening lab („Mivel nyiss?”) — waits for a tap, plays for the page's player
count with the split forced, shows both splits as charts and lists, cancels."""

from __future__ import annotations

import json
import re

import pytest

from companion.sim.openings import openings
from companion.ui.kingdom import openings as openings_view
from tests.app.conftest import notices, open_app, texts
from tests.app.test_app_insight import CODE
from tests.test_sim_insight import KINGDOM

GAMES = 2  # per opening: enough to draw, quick to play


pytestmark = pytest.mark.usefixtures("small_insight")  # a fresh queue (tests/app/conftest)


@pytest.fixture(autouse=True)
def _small_and_fresh(monkeypatch):
    monkeypatch.setattr(openings_view, "OPENING_GAMES", GAMES)
    monkeypatch.setattr(openings_view, "MORE_GAMES", 2 * GAMES)
    openings_view.openings_cache.clear()
    yield
    openings_view.openings_cache.clear()


def chart_titles(at) -> list[str]:
    return [json.loads(c.proto.spec)["title"] for c in at.get("vega_lite_chart")]


def test_the_section_waits_for_a_tap_in_hungarian():
    at = open_app(lang="hu", code=CODE)
    assert not at.exception
    assert at.button(key="openings_start").label == "Mivel nyiss?"
    assert "Mivel nyiss?" in [s.value for s in at.subheader]
    assert "4/3 és 5/2 érmés kezdő kézre" in texts(at)
    assert not at.get("vega_lite_chart")


def test_three_players_in_hungarian_both_splits_with_their_lists(held):
    at = open_app(lang="hu", code=CODE, players="3")
    at.button(key="openings_start").click().run()
    assert at.get("progress") and at.button(key="openings_start").disabled
    sims = {args[0] for _f, _fn, args in held.held}
    assert {len(s.bots) for s in sims} == {3}  # the opening's bot and two BMU
    assert {s.split for s in sims} == {(4, 3), (5, 2)}
    assert {s.bots[0].name for s in sims} >= {"open:witch+nothing", "open:militia+silver"}
    held.release(len(held.held))
    at.run()
    assert not at.exception and not at.get("progress")
    assert chart_titles(at) == [
        "4/3 érmés kezdés (hat kezdésből öt ilyen)",
        "5/2 érmés kezdés (hat kezdésből egy ilyen)",
    ]
    lists = [e for e in at.expander if e.label == "A lista, a legjobb elöl"]
    assert len(lists) == 2
    four_three, five_two = (re.sub(r"\\(.)", r"\1", e.markdown[0].value) for e in lists)
    assert four_three.count("\n") + 1 == len(openings(sorted(KINGDOM), (4, 3)))
    assert five_two.count("\n") + 1 == len(openings(sorted(KINGDOM), (5, 2)))
    assert "**Boszorkány/semmi**" in five_two and "Boszorkány-BM" in five_two
    assert "**Polgárőrség/Ezüstpénz**" in four_three and "**semmi/semmi**" in four_three
    shown = texts(at)
    assert "3 játékos: a nyitás gépi játékosa 2 BMU ellen" in shown
    assert "Nyitásonként és felosztásonként 2 játszma" in shown
    assert "semmi/semmi" in shown and "-bm" not in four_three + five_two


def test_cancel_stops_the_games_and_says_so(held):
    at = open_app(lang="en", code=CODE)
    at.button(key="openings_start").click().run()
    held.release(3)
    at.run()
    assert at.get("progress")[0].value > 0
    at.button(key="openings_cancel").click().run()
    assert not at.exception and not at.get("progress")
    assert any("Cancelled" in n for n in notices(at, "info"))
    assert all(f.cancelled() for f, _fn, _args in held.held)
    assert not at.get("vega_lite_chart")
