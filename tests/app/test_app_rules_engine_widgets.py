"""AppTest of each engine widget of the rulebook, drawn alone in both languages: the numbers on
screen are the engine's, and taps change them as the engine says."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from companion.rulebook import action, buy, cleanup
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
    shown = texts(at)
    assert "Te: szemétre: Rézpénz" in shown  # the card that moved, not a pile size
    assert "**Előtte:**" in shown and "- **Kéz:** Uzsorás, Rézpénz" in shown
    assert "/table?scenario=moneylender-trash-copper&step=0&lang=hu" in texts(at)
    assert "A példa megnyitása az asztalon" in texts(at)


def test_buy_calculator_reads_the_engine():
    at = open_widget("buy_calculator")
    assert metrics(at) == {"Coins": "6", "Buys": "1"}
    at.number_input(key="w_market").set_value(1).run()
    assert metrics(at) == {"Coins": "7", "Buys": "2"}
    shown = texts(at)
    assert "5 coins (Duchy, Market) + 2 coins (Estate, Cellar, Moat) (0 left)" in shown
    assert "Gold" in shown and "Province" not in shown


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


def test_buy_calculator_lists_at_most_a_few_splits():
    at = open_widget("buy_calculator", "hu")
    for card in ("gold", "market", "woodcutter"):
        at.number_input(key=f"w_{card}").set_value(5).run()
    coins, buys = (int(v) for v in counts(at).values())
    assert (coins, buys) == (15 + 5 + 10, 11)
    shown = [line for line in texts(at).splitlines() if line.startswith("- ") and "marad)" in line]
    assert len(shown) == buy.MAX_SPLITS == 4  # F-8: a few lines, not twelve
    assert "… és még" in texts(at) and "másik felosztás." in texts(at)


def test_embargo_full_curse_pile_follows_the_player_count():
    """R-9: with 4 players chosen in setup the full Curse pile is 30, not 10."""
    at = AppTest.from_function(_widget, args=("embargo", "en"), default_timeout=30)
    at.session_state["rules_players"] = 4
    at.run()
    at.slider(key="w_tokens").set_value(1).run()
    assert first_count(at) == "29"


# F findings: the rendered widgets (review §6.3, F-3 to F-13)


def _core_widget(widget_id: str, lang: str) -> None:
    from companion.i18n import translator
    from companion.ui.rules.widgets import WIDGETS

    WIDGETS[widget_id](translator(lang), "w")


def open_core(widget_id: str, lang: str = "en") -> AppTest:
    return AppTest.from_function(_core_widget, args=(widget_id, lang), default_timeout=30).run()


def test_f3_card_anatomy_counts_coins_in_english_and_draws_only_the_examples():
    from companion.rulebook.widgets import ANATOMY_EXAMPLES

    at = open_core("card_anatomy")
    at.selectbox(key="w").set_value("copper").run()
    shown = texts(at)
    assert "Worth 1 coin when played" in shown and "Cost: 0 coins" in shown
    at.selectbox(key="w").set_value("market").run()
    assert "Cost: 5 coins" in texts(at)
    seen = set()
    for _ in range(12):
        at.button(key="w_another").click().run()
        seen.add(at.selectbox(key="w").value)
    assert seen <= set(ANATOMY_EXAMPLES) and len(seen) > 1


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "5/2 means 5 coins on one of your first two turns and 2 on the other"),
        ("hu", "Az 5/2 azt jelenti, hogy az első két köröd egyikében 5, a másikban 2 érméd van"),
    ],
)
def test_f4_the_split_is_explained(lang: str, words: str):
    assert words in texts(open_core("starting_hand", lang))


def test_f5_tapping_a_phase_shows_what_you_do_in_it():
    at = open_core("turn_phases")
    assert "What you do:" in at.info[0].value and "Action card in your hand" in at.info[0].value
    at.segmented_control(key="w").set_value("cleanup").run()
    (box,) = at.info
    assert "Draw 5 cards; if your deck runs out" in box.value
    assert "Action card in your hand" not in box.value


def test_f6_greyed_cards_say_why_and_the_treasure_ending_the_phase_is_said():
    at = open_widget("play_order")
    at.button(key="w_play_copper").click().run()
    captions = [c.value for c in at.caption]
    assert captions.count("A Treasure was played: the action phase is over.") == 3
    assert "Already played." in captions
    assert "You played a Treasure, and that ends your action phase" in at.info[0].value
    at.button(key="w_restart").click().run()
    at.button(key="w_play_smithy").click().run()
    assert [c.value for c in at.caption].count("No Action left to play it with.") == 2


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_f7_reveal_demo_has_two_players_and_says_where_the_card_goes(lang: str):
    at = open_widget("term_demo", lang)
    at.session_state["w_term"] = "reveal"
    at.run()
    shown = texts(at)
    assert ("Player 3" if lang == "en" else "3.\u00a0játékos") not in shown
    back = "You: put Gold onto the deck" if lang == "en" else "Te: a húzópakli tetejére: Aranypénz"
    assert back in shown


def test_f7_discard_and_plus_coin_show_cards_and_coins():
    at = open_widget("term_demo")
    at.session_state["w_term"] = "discard"
    at.run()
    assert "You: discarded Estate ×2, Duchy" in texts(at)
    at.session_state["w_term"] = "plus-coin"
    at.run()
    assert "Coins: 0 → 2" in texts(at)


def test_f8_the_printed_example_preset_and_names_in_the_splits():
    at = open_widget("buy_calculator")
    at.button(key="w_printed").click().run()
    assert metrics(at) == {"Coins": "6", "Buys": "2"}
    assert "- 4 coins (Militia, Smithy) + 2 coins (Estate, Cellar, Moat) (0 left)" in texts(at)


def test_f9_the_discard_pile_before_clean_up_is_shown_and_the_sum_adds_up():
    at = open_widget("reshuffle")
    shown = texts(at)
    pile = "Your discard pile already holds 5 cards:** Copper, Copper, Estate, Silver, Estate"
    assert pile in shown
    assert "(5 + 5 = 10 cards)" in shown
    assert at.slider(key="w_deck").max == cleanup.MAX_SHOWN == 5


@pytest.mark.parametrize(
    ("lang", "line"), [("en", "1 × Curse: −1 point"), ("hu", "1 × Átok: −1 pont")]
)
def test_f11_a_curse_is_minus_one_point_and_no_tie_break_before_a_score(lang: str, line: str):
    at = open_core("scoring", lang)
    assert not at.success and not at.info and not at.error  # nothing compared yet
    at.number_input(key="w_curse").set_value(1).run()
    assert line in texts(at)
    at.number_input(key="w_opp").set_value(-1).run()
    assert len(at.success) + len(at.info) + len(at.error) == 1


def test_f13_the_hungarian_embargo_line_is_natural():
    at = open_widget("embargo", "hu")
    at.selectbox(key="w_pile").set_value("silver").run()
    assert "Megveszed az Ezüstpénzt, és kapsz:** Átok, Ezüstpénz" in texts(at)
