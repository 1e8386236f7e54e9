"""AppTest: a sample game of the kingdom insight — the insight's link, the table page opened
with it (title, seats, steps, turn jumps, continue), and bad links (a warning and the list)."""

from __future__ import annotations

import re
import urllib.parse

import pytest

from companion.catalogue import load
from companion.kingdom import Kingdom, encode
from companion.sim.insight import InsightSpec, run_insight, sample_game
from companion.table.sandbox import Sandbox
from companion.ui.kingdom import insight as insight_view
from companion.ui.kingdom import keys as kingdom_keys
from companion.ui.table import keys as table_keys
from companion.ui.table import replay as ui_replay
from tests.app.conftest import notices, open_app, texts
from tests.test_sim_insight import KINGDOM

PAGE = "companion/ui/entry/table.py"
CODE = encode(Kingdom(KINGDOM))
WITCH_1 = f"{CODE}~witch~1"
GAMES = 6  # per card in the insight: enough to draw, quick to play


def table(**params: str):
    at = open_app(**params)
    at.switch_page(PAGE).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.fixture(scope="module")
def witch_game():
    return sample_game(InsightSpec(KINGDOM), "witch", 0)


def test_a_sample_link_opens_the_game_with_its_title_and_seats(witch_game):
    at = table(lang="hu", sample=WITCH_1, step="0")
    assert at.session_state[table_keys.REPLAY] == WITCH_1
    assert [s.value for s in at.subheader if "BMU" in s.value] == [
        "Boszorkány\\-BM – BMU\\: 1\\.\u00a0mintajátszma"
    ]
    shown = texts(at)
    seat = witch_game.bot_seat + 1
    other = 3 - seat
    assert f"{seat}.\u00a0hely: Boszorkány-BM" in shown and f"{other}.\u00a0hely: BMU" in shown
    assert "A kiinduló helyzet" in shown and f"Boszorkány-BM helye: {seat}" in shown
    assert at.query_params["sample"] == WITCH_1 and "scenario" not in at.query_params
    assert at.slider(key="table_replay_slider").max == len(witch_game.answers)


def test_stepping_by_turns_and_to_the_end(witch_game):
    at = table(lang="en", sample=WITCH_1, step="0")
    r = ui_replay.replay(WITCH_1)
    at.button(key="table_turn_forward").click().run()
    first = r.turn_step(0, 1)
    assert at.query_params["step"] == str(first) and first > 1
    at.button(key="table_turn_forward").click().run()
    assert at.session_state[table_keys.REPLAY_STEP] == r.turn_step(first, 1)
    at.button(key="table_turn_back").click().run()
    assert at.session_state[table_keys.REPLAY_STEP] == first
    assert f"Step {first} of {r.last}" in texts(at)
    at.button(key="table_last").click().run()
    shown = texts(at)
    assert "The game is over. " in shown and "Witch-BM: " in shown
    assert at.query_params["step"] == str(len(witch_game.answers))


def test_a_sample_link_at_a_step_and_continue_from_there(witch_game):
    at = table(lang="en", sample=WITCH_1, step="12")
    assert at.session_state[table_keys.REPLAY_STEP] == 12
    at.button(key="table_continue").click().run()
    assert not at.exception
    sb = at.session_state[table_keys.TABLE_GAME]
    assert isinstance(sb, Sandbox)
    assert sb.setup == witch_game.setup and sb.answers[:12] == list(witch_game.answers[:12])
    # You take the seat to move; the other seat's bot (Witch-BM or BMU) plays its own turns.
    other = 1 - sb.human
    assert sb.bot_seat(other, load()) and not sb.bot_seat(sb.human, load())
    assert "sample" not in at.query_params and at.query_params["game"]


def test_a_step_that_draws_the_other_seats_hand_only_counts_it():
    """The step that ends a turn draws that player's next hand, shown from the next seat."""
    from companion.engine.events import Ev

    r = ui_replay.replay(WITCH_1)
    n, drawn = next(
        (n, e)
        for n in range(1, r.last + 1)
        for e in r.events(n)
        if e.kind is Ev.DRAW and e.player != r.seat_at(n) and len(e.cards) == 5
    )
    at = table(lang="en", sample=WITCH_1, step=str(n))
    shown = texts(at)
    name = r.seat_names("en")[drawn.player]
    assert f"{name}: drew 5 cards" in shown
    assert not re.search(rf"{re.escape(name)}: drew [A-Z]", shown)


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"sample": "nonsense"}, "it is not of the form kingdom code~card~game number."),
        ({"sample": "x" * 5000}, "it is not of the form kingdom code~card~game number."),
        ({"sample": f"{CODE}~bazaar~1"}, "“Bazaar” is not a card of that kingdom."),
        ({"sample": f"{CODE}~nosuchcard~1"}, "“nosuchcard” is not a card of that kingdom."),
        ({"sample": "K1zzz~witch~1"}, "the kingdom code is too short"),
        ({"sample": f"{CODE}~witch~0"}, "must be from 1 to 100,000, not “0”."),
        ({"sample": f"{CODE}~witch~abc"}, "must be from 1 to 100,000, not “abc”."),
        ({"sample": "[a](javascript:x)~**b**~1"}, "cannot be opened"),
        ({"sample": WITCH_1, "step": "99999"}, "has steps 0 to"),
        ({"sample": WITCH_1, "step": "-1"}, "has steps 0 to"),
        ({"scenario": WITCH_1}, "There is no example"),  # a scenario link opens no sample
    ],
)
def test_a_bad_sample_link_gives_one_warning_and_the_list(params, message):
    at = table(lang="en", **params)
    warnings = notices(at, "warning")
    assert len(warnings) == 1 and message in warnings[0], warnings
    assert at.button(key="table_open_example-first-turns")  # the list
    assert table_keys.REPLAY not in at.session_state or at.session_state[table_keys.REPLAY] is None
    for element in at.get("warning"):
        assert "<" not in element.value and "](" not in element.value  # nothing as markup


def test_a_bad_link_in_hungarian():
    at = table(lang="hu", sample=f"{CODE}~bazaar~1")
    assert notices(at, "warning") == [
        "Ez a mintajátszma nem nyitható meg: „Bazár” nem lapja ennek a birodalomnak. "
        "Itt a példák listája."
    ]


@pytest.fixture
def known_insight(monkeypatch):
    """A small insight of KINGDOM already known, so the start button shows it at once."""
    monkeypatch.setattr(insight_view, "INSIGHT_GAMES", GAMES)
    insight_view.insight_cache.clear()
    found = run_insight(InsightSpec(KINGDOM, games=GAMES))
    insight_view.insight_cache().put(found)
    yield found
    insight_view.insight_cache.clear()


def link_params(at) -> dict[str, str]:
    links = at.get("page_link")
    assert len(links) == 1
    assert links[0].proto.page == "table"
    return dict(urllib.parse.parse_qsl(links[0].proto.query_string))


def test_the_insight_offers_a_sample_game_of_each_card_strongest_first(known_insight):
    at = open_app(lang="hu", code=CODE)
    at.button(key="insight_start").click().run()
    assert not at.exception and at.get("vega_lite_chart") and not at.warning
    top = known_insight.cards[0].card
    picker = at.selectbox(key=kingdom_keys.INSIGHT_SAMPLE_CARD)
    assert picker.value == top and picker.options[0] == insight_view.bot_name(load(), top).hu
    assert len(picker.options) == 10 and "Boszorkány-BM" in picker.options
    assert at.get("page_link")[0].proto.label == "Nézz meg egy mintajátszmát"
    assert link_params(at) == {"sample": f"{CODE}~{top}~1", "step": "0", "lang": "hu"}
    picker.set_value("chapel").run()
    at.number_input(key=kingdom_keys.INSIGHT_SAMPLE_GAME).set_value(4).run()
    params = link_params(at)
    assert params == {"sample": f"{CODE}~chapel~4", "step": "0", "lang": "hu"}
    assert at.number_input(key=kingdom_keys.INSIGHT_SAMPLE_GAME).max == GAMES
    # Following the link: the table page opens that game.
    for key, value in params.items():
        at.query_params[key] = value
    at.switch_page(PAGE).run()
    assert not at.exception
    assert at.session_state[table_keys.REPLAY] == f"{CODE}~chapel~4"
    assert "Kápolna\\-BM – BMU\\: 4\\.\u00a0mintajátszma" in [s.value for s in at.subheader]


def test_a_pick_left_from_another_kingdom_or_size_falls_back_to_the_top_card_game_1(
    known_insight,
):
    at = open_app(lang="en", code=CODE)
    at.session_state[kingdom_keys.INSIGHT_SAMPLE_CARD] = "bazaar"  # not in this kingdom
    at.session_state[kingdom_keys.INSIGHT_SAMPLE_GAME] = GAMES + 1  # past this insight's games
    at.button(key="insight_start").click().run()
    assert not at.exception
    top = known_insight.cards[0].card
    assert link_params(at) == {"sample": f"{CODE}~{top}~1", "step": "0", "lang": "en"}
    assert at.get("page_link")[0].proto.label == "Watch a sample game"
