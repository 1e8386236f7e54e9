"""AppTest of each engine widget of the rulebook, drawn alone in both languages: the numbers on
screen are the engine's, and taps change them as the engine says."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from companion.rulebook import action, cleanup
from companion.rulebook.practice import standard_db
from tests.app.conftest import texts
from tests.app.counts import counts, first_count


def _widget(widget_id: str, lang: str) -> None:
    from companion.i18n import translator
    from companion.ui.rules.engine_widgets import ENGINE_WIDGETS

    ENGINE_WIDGETS[widget_id](translator(lang), "w")


def open_widget(widget_id: str, lang: str = "en") -> AppTest:
    at = AppTest.from_function(_widget, args=(widget_id, lang), default_timeout=30)
    return at.run()


def metrics(at: AppTest) -> dict[str, str]:
    return counts(at)


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize(
    "widget_id",
    [
        "play_order",
        "term_demo",
        "buy_calculator",
        "reshuffle",
        "militia_moat",
        "duration_example",
        "embargo",
    ],
)
def test_every_widget_renders(widget_id, lang):
    at = open_widget(widget_id, lang)
    assert not at.exception
    assert texts(at) or at.button


def test_play_order_taps_follow_the_engine():
    at = open_widget("play_order")
    assert metrics(at) == {"Actions": "1", "Buys": "1", "Coins": "0", "Cards in hand": "4"}
    at.button(key="w_play_smithy").click().run()
    after = action.play_order(standard_db(), ["smithy"])[-1]
    assert metrics(at)["Actions"] == str(after.actions) == "0"
    assert metrics(at)["Cards in hand"] == str(len(after.hand)) == "6"
    assert at.button(key="w_play_village").disabled  # no Action left
    at.button(key="w_play_copper").click().run()
    assert metrics(at)["Coins"] == "1"
    at.button(key="w_restart").click().run()
    assert metrics(at)["Actions"] == "1" and not at.button(key="w_play_village").disabled


def test_play_order_village_first_keeps_actions():
    at = open_widget("play_order")
    for card in ("village", "smithy", "market", "copper"):
        at.button(key=f"w_play_{card}").click().run()
    assert metrics(at) == {"Actions": "1", "Buys": "2", "Coins": "2", "Cards in hand": "5"}


def test_term_demo_shows_the_step():
    at = open_widget("term_demo", "hu")
    at.session_state["w_term"] = "trash"
    at.run()
    assert "Szemét: 0 → 1" in texts(at)
    assert "/table?scenario=moneylender-trash-copper&step=0&lang=hu" in texts(at)
    assert "A példa megnyitása az asztalon" in texts(at)


def test_buy_calculator_reads_the_engine():
    at = open_widget("buy_calculator")
    assert metrics(at) == {"Coins": "6", "Buys": "1"}
    at.number_input(key="w_market").set_value(1).run()
    assert metrics(at) == {"Coins": "7", "Buys": "2"}
    shown = texts(at)
    assert "5 coins + 2 coins (0 left)" in shown and "Gold" in shown and "Province" not in shown


def test_reshuffle_slider():
    at = open_widget("reshuffle")
    assert "The shuffle happens at draw 4." in texts(at)
    at.slider(key="w_deck").set_value(5).run()
    assert "no shuffle" in texts(at)
    at.slider(key="w_deck").set_value(0).run()
    assert cleanup.reshuffle(standard_db(), 0).shuffle_at == 1
    assert "The shuffle happens at draw 1." in texts(at)


def test_militia_with_and_without_moat():
    at = open_widget("militia_moat")
    assert metrics(at)["Cards in hand after the attack"] == "5"
    at.toggle(key="w_moat").set_value(False).run()
    assert metrics(at)["Cards in hand after the attack"] == "3"
    at.toggle(key="w_moat").set_value(True).run()
    at.toggle(key="w_reveal").set_value(False).run()
    assert metrics(at)["Cards in hand after the attack"] == "3"


def test_duration_example_steps():
    at = open_widget("duration_example")
    at.slider(key="w_step").set_value(7).run()
    shown = texts(at)
    assert "The other player's turn" in shown and "Duration row:** Wharf, Merchant Ship" in shown
    at.slider(key="w_step").set_value(8).run()
    assert metrics(at)["Coins"] == "2"


def test_embargo_curses():
    at = open_widget("embargo", "hu")
    at.slider(key="w_tokens").set_value(3).run()
    assert first_count(at) == "7"
    at.segmented_control(key="w_curses").set_value("one").run()
    assert first_count(at) == "0"


def test_buy_calculator_lists_at_most_twelve_splits():
    at = open_widget("buy_calculator", "hu")
    for card in ("gold", "market", "woodcutter"):
        at.number_input(key=f"w_{card}").set_value(5).run()
    coins, buys = (int(v) for v in counts(at).values())
    assert (coins, buys) == (15 + 5 + 10, 11)
    shown = [line for line in texts(at).splitlines() if line.startswith("- ") and "marad)" in line]
    assert len(shown) == 12
    assert "… és még" in texts(at) and "másik felosztás." in texts(at)


def test_embargo_full_curse_pile_follows_the_player_count():
    """R-9: with 4 players chosen in setup the full Curse pile is 30, not 10."""
    at = AppTest.from_function(_widget, args=("embargo", "en"), default_timeout=30)
    at.session_state["rules_players"] = 4
    at.run()
    at.slider(key="w_tokens").set_value(1).run()
    assert first_count(at) == "29"
