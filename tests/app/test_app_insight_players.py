"""AppTest: the insight plays for the setup sheet's player count, and its chart says the count."""

from __future__ import annotations

import json

import pytest

from tests.app.conftest import open_app, texts
from tests.app.test_app_insight import CODE
from tests.test_sim_insight import HeldExecutor

pytestmark = pytest.mark.usefixtures("small_insight")


def chart_titles(at) -> list[str]:
    return [json.loads(c.proto.spec)["title"] for c in at.get("vega_lite_chart")]


def asked_specs(held: HeldExecutor) -> set[int]:
    """The seats of the head-to-head games handed to the pool (each future's SimSpec)."""
    return {len(args[0].bots) for _f, _fn, args in held.held if not args[0].solitaire}


@pytest.mark.parametrize(("count", "seats"), [(3, 3), (4, 4), (1, 2)])
def test_the_setup_sheets_count_reaches_the_games_and_the_chart(held, count, seats):
    at = open_app(lang="en", code=CODE)
    at.segmented_control(key="kingdom_players").set_value(count).run()
    at.button(key="insight_start").click().run()
    assert asked_specs(held) == {seats}  # every head-to-head game seats that many
    held.release(len(held.held))
    at.run()
    assert not at.exception
    assert chart_titles(at) == [f"Big Money + card against BMU, {seats} players"]
    if seats > 2:
        assert "first place alone" in texts(at)


def test_a_changed_count_asks_for_a_new_insight(held):
    at = open_app(lang="hu", code=CODE, players="3")
    at.button(key="insight_start").click().run()
    held.release(len(held.held))
    at.run()
    assert chart_titles(at) == ["Big Money + kártya a BMU ellen, 3 játékos"]
    at.segmented_control(key="kingdom_players").set_value(2).run()
    assert not at.get("vega_lite_chart")  # the 3-player figures are not the 2-player ones
    at.button(key="insight_start").click().run()
    assert asked_specs(held) == {2}
