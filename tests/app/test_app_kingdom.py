"""AppTest: the kingdom page — options, generate, lock and reroll, swaps, links, history, sheet."""

from __future__ import annotations

import json

import pytest

from companion.catalogue import load
from companion.history import HistoryStore
from companion.kingdom import KingdomOptions, decode, encode, recommended_kingdom
from companion.ui.common.components import card_colour
from tests.app.conftest import (
    notices,
    open_app,
    open_menu,
    open_tab,
    scrolled_to,
    shown_kingdom,
    texts,
)

CAT = load()
FIRST_GAME = "K1AAAt9yK2Dg"


def generate(at, times: int = 1):
    for _ in range(times):
        at.button(key="kingdom_generate").click().run()
        assert not at.exception
    return shown_kingdom(at)


def cards_of(kingdom):
    return [CAT.cards[c] for c in kingdom.cards]


def test_kingdom_page_in_hungarian_before_a_kingdom():
    at = open_app(lang="hu")
    assert not at.exception
    assert at.title[0].value == "Birodalom"
    assert at.button(key="kingdom_generate").label == "Birodalom sorsolása"
    assert "code" not in at.query_params
    assert not at.toggle  # no tiles yet
    assert any("Birodalom sorsolása" in i.value for i in at.info)


def test_kingdom_page_in_english():
    at = open_app(lang="en")
    assert at.title[0].value == "Kingdom"
    assert at.button(key="kingdom_generate").label == "Generate kingdom"


def test_generate_shows_ten_tiles_cheapest_first_and_puts_the_code_in_the_url():
    at = open_app(lang="en")
    kingdom = generate(at)
    assert at.session_state["code"] == encode(kingdom)
    locks = [t.key for t in at.toggle]
    assert sorted(locks) == sorted(f"lock_{c}" for c in kingdom.cards)
    assert locks == [f"lock_{c.id}" for c in kingdom.sorted_cards(CAT, "en")]
    costs = [c.cost for c in kingdom.sorted_cards(CAT, "en")]
    assert costs == sorted(costs)
    page = texts(at)
    for card in cards_of(kingdom):
        assert card.name("en") in page
        assert f"Cost: {card.cost}" in page
    again = generate(at)
    assert again.cards != kingdom.cards  # a new seed each time


def test_tiles_show_text_rulings_and_type_colours():
    at = open_app(lang="en", code=FIRST_GAME)
    open_menu(at, "kingdom_options")
    moat = CAT.cards["moat"]
    assert moat.text("en") not in texts(at)  # details run only once opened
    page = texts(open_menu(at, "details_moat"))
    assert moat.text("en") in page
    assert moat.rulings[0].text("en") in page
    tiles = [m.value for m in at.markdown if m.value.startswith("**Moat**")]
    assert tiles and ":blue-background[Reaction]" in tiles[0]


COST_4 = [c.id for c in CAT.kingdom_cards() if c.cost == 4]


# widget values, a check on the cards, and the options the code must carry (the rest default)
@pytest.mark.parametrize(
    ("setting", "check", "options"),
    [
        (
            {"opt_sets": ["base-1e"]},
            lambda cs: all(c.set == "base-1e" for c in cs),
            {"sets": {"base-1e"}},
        ),
        (
            {"opt_sets": ["seaside-1e"]},
            lambda cs: all(c.set == "seaside-1e" for c in cs),
            {"sets": {"seaside-1e"}},
        ),
        (
            {"opt_require": ["witch", "chapel"]},
            lambda cs: {"witch", "chapel"} <= ids(cs),
            {"require": {"witch", "chapel"}},
        ),
        ({"opt_ban": COST_4}, lambda cs: all(c.cost != 4 for c in cs), {"ban": COST_4}),
        (
            {"opt_buy": True},
            lambda cs: any("plus_buy" in c.tags for c in cs),
            {"require_buy": True},
        ),
        (
            {"opt_village": True},
            lambda cs: any("village" in c.tags for c in cs),
            {"require_village": True},
        ),
        (
            {"opt_draw": True},
            lambda cs: any("draw" in c.tags for c in cs),
            {"require_draw": True},
        ),
        (
            {"opt_trashing": True},
            lambda cs: any("trashing" in c.tags for c in cs),
            {"require_trashing": True},
        ),
        (
            {"opt_attacks": "none"},
            lambda cs: not any(c.is_("attack") for c in cs),
            {"attacks": False},
        ),
        (
            {"opt_attacks": "at_most", "opt_max_attacks": 1},
            lambda cs: sum(c.is_("attack") for c in cs) <= 1,
            {"max_attacks": 1},
        ),
        (
            {"opt_require": ["witch"], "opt_defence": True},
            lambda cs: ids(cs) & {"moat", "lighthouse"},
            {"require": {"witch"}, "require_defence": True},
        ),
        (
            {"opt_min_cheap": 6},
            lambda cs: sum(c.cost <= 3 for c in cs) >= 6,
            {"min_cheap": 6},
        ),
        (
            {"opt_min_expensive": 5},
            lambda cs: sum(c.cost >= 5 for c in cs) >= 5,
            {"min_expensive": 5},
        ),
        (
            {"opt_max_same_cost": 3},
            lambda cs: max_same_cost(cs) <= 3,
            {"max_same_cost": 3},
        ),
        (
            {"opt_set_seaside-1e": (8, 10)},
            lambda cs: sum(c.set == "seaside-1e" for c in cs) >= 8,
            {"set_min": {"seaside-1e": 8}},
        ),
        (
            {"opt_set_base-1e": (0, 1)},
            lambda cs: sum(c.set == "base-1e" for c in cs) <= 1,
            {"set_max": {"base-1e": 1}},
        ),
        (
            {"opt_set_base-1e": (4, 6)},
            lambda cs: 4 <= sum(c.set == "base-1e" for c in cs) <= 6,
            {"set_min": {"base-1e": 4}, "set_max": {"base-1e": 6}},
        ),
    ],
    ids=lambda v: next(iter(v)) if isinstance(v, dict) and "opt_" in next(iter(v), "") else "",
)
def test_each_option_shapes_the_kingdom(setting, check, options):
    at = open_app(lang="en")
    open_menu(at, "kingdom_options")
    for key, value in setting.items():
        next(w for w in all_widgets(at) if w.key == key).set_value(value)
        at.run()
    for _ in range(3):
        kingdom = generate(at)
        assert kingdom.options == KingdomOptions(**options)  # the widget reached the randomizer
        assert check(cards_of(kingdom)), [c.id for c in cards_of(kingdom)]
        assert not notices(at)


def ids(cards):
    return {c.id for c in cards}


def max_same_cost(cards):
    costs = [c.cost for c in cards]
    return max(costs.count(c) for c in costs)


def all_widgets(at):
    for kind in ("multiselect", "checkbox", "radio", "number_input", "slider", "button_group"):
        yield from at.get(kind)


def test_the_attack_limit_field_appears_only_for_at_most():
    at = open_app(lang="en")
    open_menu(at, "kingdom_options")
    assert not [w for w in at.number_input if w.key == "opt_max_attacks"]
    at.radio(key="opt_attacks").set_value("at_most").run()
    assert at.number_input(key="opt_max_attacks").value == 1


def test_lock_and_reroll_keeps_the_locked_cards():
    at = open_app(lang="en")
    first = generate(at)
    locked = sorted(first.cards)[:3]
    for card in locked:
        at.toggle(key=f"lock_{card}").set_value(True)
    at.run()
    assert "3 locked cards stay" in texts(at)
    seen = set()
    for _ in range(4):
        kingdom = generate(at)
        assert set(locked) <= set(kingdom.cards)
        assert set(locked) == kingdom.options.keep
        assert all(at.toggle(key=f"lock_{c}").value for c in locked)
        seen |= set(kingdom.cards) - set(locked)
    assert len(seen) > 7  # the unlocked cards really change


def _swap(at, card, same="any", set_id="any"):
    open_menu(at, f"swapmenu_{card}")
    at.radio(key=f"swap_same_{card}").set_value(same)
    at.selectbox(key=f"swap_set_{card}").set_value(set_id)
    at.button(key=f"swap_{card}").click().run()
    assert not at.exception
    return shown_kingdom(at)


@pytest.mark.parametrize("same", ["any", "cost", "type"])
def test_swap_replaces_one_card(same):
    at = open_app(lang="en", code=FIRST_GAME)
    before = shown_kingdom(at)
    out = "militia"
    after = _swap(at, out, same)
    came = (set(after.cards) - set(before.cards)).pop()
    assert set(before.cards) - set(after.cards) == {out}
    old, new = CAT.cards[out], CAT.cards[came]
    if same == "cost":
        assert new.cost == old.cost
    if same == "type":
        assert new.types == old.types
    assert any("Militia swapped for" in s for s in notices(at, "success"))


def test_swap_from_another_set():
    at = open_app(lang="en", code=FIRST_GAME)
    after = _swap(at, "smithy", set_id="seaside-1e")
    came = (set(after.cards) - set(decode(FIRST_GAME).cards)).pop()
    assert CAT.cards[came].set == "seaside-1e"


def test_swap_without_replacement_says_why_and_keeps_the_kingdom():
    at = open_app(lang="en", code=FIRST_GAME)
    # First Game is limited to the base set, where Moat is the only Action – Reaction.
    after = _swap(at, "moat", same="type")
    assert after.cards == decode(FIRST_GAME).cards
    errors = notices(at)
    assert errors and "Moat" in errors[0] and "Reaction" in errors[0]
    assert at.toggle(key="lock_moat").value is False  # the tile is still there, unlocked
    assert sorted(t.key for t in at.toggle) == sorted(f"lock_{c}" for c in after.cards)


def test_a_shared_link_opens_its_kingdom():
    at = open_app(lang="hu", code=FIRST_GAME)
    assert shown_kingdom(at).cards == recommended_kingdom(CAT, "first_game").cards
    assert "Várárok" in texts(at)
    assert at.query_params["code"] == FIRST_GAME


@pytest.mark.parametrize(
    ("bad", "reason"),
    [
        ("K1AAAt9yK2Dh", "The kingdom code is damaged (mistyped, changed or cut short)."),
        ("hello", "This is not a kingdom code (kingdom codes start with K1)."),
        ("K9xyz", "Kingdom code version 9 is not supported (only 1)."),
        ("<b>K1</b>", "This is not a kingdom code (kingdom codes start with K1)."),
        (" ", "The kingdom code is empty."),
    ],
)
def test_a_bad_code_in_the_link_is_reported_and_nothing_breaks(bad, reason):
    at = open_app(lang="en", code=bad)
    assert not at.exception
    assert notices(at) == [f"The kingdom code “{bad}” in the link cannot be used: {reason}"]
    assert all("<b>" not in e.value for e in at.error)  # shown as text, escaped
    assert "code" not in at.query_params
    generate(at)


def test_a_bad_code_keeps_the_kingdom_shown_before():
    at = open_app(lang="en")
    kingdom = generate(at)
    at.query_params["code"] = "K1broken"
    at.run()
    errors = notices(at)
    assert len(errors) == 1 and "K1broken" in errors[0] and "cannot be used" in errors[0]
    assert shown_kingdom(at).cards == kingdom.cards
    at.run()
    assert not notices(at)  # reported once


def test_a_bad_language_is_reported_escaped_on_the_kingdom_page():
    at = open_app(lang="**zz**")
    assert not at.exception
    assert any("**zz**" in w for w in notices(at, "warning"))
    assert at.title[0].value == "Birodalom"


def test_impossible_options_say_why_and_keep_the_kingdom():
    at = open_app(lang="en")
    open_menu(at, "kingdom_options")
    kingdom = generate(at)
    at.number_input(key="opt_min_expensive").set_value(9)
    at.number_input(key="opt_max_same_cost").set_value(3)
    at.run()
    at.button(key="kingdom_generate").click().run()
    errors = notices(at)
    assert errors and "costing 5 or more" in errors[0]
    assert shown_kingdom(at).cards == kingdom.cards


def test_impossible_options_in_hungarian():
    at = open_app(lang="hu")
    open_menu(at, "kingdom_options")
    at.pills(key="opt_sets").set_value([]).run()
    at.button(key="kingdom_generate").click().run()
    assert not at.exception
    errors = notices(at)
    assert len(errors) == 1 and "válassz legalább egy dobozt" in errors[0].lower(), errors


def test_required_and_banned_at_once_is_explained():
    at = open_app(lang="en")
    open_menu(at, "kingdom_options")
    at.multiselect(key="opt_require").set_value(["witch"])
    at.multiselect(key="opt_ban").set_value(["witch"]).run()
    at.button(key="kingdom_generate").click().run()
    assert "Witch" in notices(at)[0]


def test_recommended_kingdoms_follow_the_owned_sets_and_open_in_one_click():
    at = open_app(lang="en")  # without a kingdom the recommended tab comes first
    keys = [b.key for b in at.button if b.key.startswith("rec_")]
    assert "rec_first_game" in keys and "rec_high_seas" in keys
    open_menu(at, "kingdom_options")
    at.pills(key="opt_sets").set_value(["seaside-1e"]).run()
    keys = [b.key for b in at.button if b.key.startswith("rec_")]
    assert "rec_first_game" not in keys and "rec_high_seas" in keys
    at.button(key="rec_high_seas").click().run()
    assert shown_kingdom(at).cards == recommended_kingdom(CAT, "high_seas").cards
    assert not [b for b in at.button if b.key.startswith("rec_")]  # the sheet tab is open now
    open_tab(at, "Recommended kingdoms")
    at.button(key="rec_shipwrecks").click().run()
    assert shown_kingdom(at).cards == recommended_kingdom(CAT, "shipwrecks").cards


def test_history_save_list_reopen_and_clear(_own_history):
    at = open_tab(open_app(lang="hu"), "Előzmények")
    assert any("Még nincs" in i.value for i in at.info)
    first = generate(at)
    at.segmented_control(key="kingdom_players").set_value(3).run()
    at.button(key="kingdom_save").click().run()
    open_tab(at, "Előzmények")
    assert at.button(key="kingdom_save").disabled
    assert HistoryStore(_own_history).recent()[0].cards == first.cards
    page = texts(at)
    assert "3 játékos" in page
    entry = HistoryStore(_own_history).recent()[0]
    assert f"history_open_{entry.id}" in [b.key for b in at.button]
    generate(at)
    at.segmented_control(key="kingdom_players").set_value(4).run()
    at.button(key=f"history_open_{entry.id}").click().run()
    assert shown_kingdom(at).cards == first.cards
    assert at.segmented_control(key="kingdom_players").value == 3
    assert at.session_state["kingdom_tab"] == "Előkészítés"  # its setup sheet, under the tiles
    assert "Előkészítés 3 játékosra" in texts(at)
    assert scrolled_to(at) == "kingdom_result"
    open_tab(at, "Előzmények")
    at.button(key="history_clear").click().run()
    at.button(key="history_clear_no").click().run()
    assert HistoryStore(_own_history).count() == 1
    at.button(key="history_clear").click().run()
    at.button(key="history_clear_yes").click().run()
    assert HistoryStore(_own_history).count() == 0
    assert any("törölve" in s for s in notices(at, "success"))


def test_history_dates_are_formatted_in_the_ui_language(_own_history):
    from datetime import UTC, datetime

    HistoryStore(_own_history).add(
        FIRST_GAME, decode(FIRST_GAME).cards, 2, datetime(2024, 3, 15, 14, 3, tzinfo=UTC)
    )
    assert "2024. márc. 15." in texts(open_tab(open_app(lang="hu"), "Előzmények"))
    assert "Mar 15, 2024" in texts(open_tab(open_app(lang="en"), "History"))


def test_avoid_recent_leaves_out_the_saved_kingdoms_cards(_own_history):
    at = open_app(lang="en")
    open_menu(at, "kingdom_options")
    first = generate(at)
    at.button(key="kingdom_save").click().run()
    at.number_input(key="opt_avoid_recent").set_value(1).run()
    for _ in range(3):
        kingdom = generate(at)
        assert not set(kingdom.cards) & set(first.cards)


def test_a_corrupt_history_file_is_reported_untouched_and_the_page_works(tmp_path, monkeypatch):
    path = tmp_path / "broken.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    monkeypatch.setenv("COMPANION_HISTORY_DB", str(path))
    at = open_tab(open_app(lang="en"), "History")
    assert any("damaged" in w for w in notices(at, "warning"))
    generate(at)
    at.button(key="kingdom_save").click().run()
    assert any("damaged" in e for e in notices(at))
    open_menu(at, "kingdom_options")
    at.number_input(key="opt_avoid_recent").set_value(2).run()
    generate(at)
    assert path.read_bytes() == b"not a database at all" * 100


def test_setup_sheet_follows_the_player_count_and_offers_downloads():
    at = open_app(lang="en", code=FIRST_GAME)
    assert "Setup for 2 players" in texts(at)
    at.segmented_control(key="kingdom_players").set_value(4).run()
    page = texts(at)
    assert "Setup for 4 players" in page and "| Curse | 30 | always set out" in page
    downloads = {d.key: d for d in at.get("download_button")}
    assert set(downloads) == {"download_md", "download_csv"}


def test_chart_shows_cost_curve_and_types_with_translated_axes():
    at = open_app(lang="hu", code=FIRST_GAME)
    assert not at.get("vega_lite_chart")  # charts only run when their tab is open
    open_tab(at, "Árak és típusok")
    specs = [json.loads(c.proto.spec) for c in at.get("vega_lite_chart")]
    assert len(specs) == 2
    cost, types = specs
    assert cost["encoding"]["x"]["title"] == "Ár"
    assert cost["config"]["locale"]["number"]["decimal"] == ","
    assert cost["config"]["locale"]["number"]["thousands"] == "\u00a0"
    assert types["title"] == "Típusok"
    at = open_tab(open_app(lang="en", code=FIRST_GAME), "Cost curve and types")
    assert json.loads(at.get("vega_lite_chart")[0].proto.spec)["encoding"]["x"]["title"] == "Cost"


def test_switching_language_keeps_kingdom_options_and_locks():
    at = open_app(lang="en")
    open_menu(at, "kingdom_options")
    at.checkbox(key="opt_village").check().run()
    kingdom = generate(at)
    card = kingdom.cards[0]
    at.toggle(key=f"lock_{card}").set_value(True).run()
    open_tab(at, "History")
    at.segmented_control(key="lang_picker").set_value("hu").run()
    assert not at.exception  # the open tab's English label is simply dropped
    assert at.title[0].value == "Birodalom"
    assert at.query_params["lang"] == "hu"
    assert shown_kingdom(at).cards == kingdom.cards
    open_menu(at, "kingdom_options")
    assert at.checkbox(key="opt_village").value
    assert at.toggle(key=f"lock_{card}").value
    assert CAT.cards[card].name("hu") in texts(at)


def test_options_and_kingdom_survive_a_visit_to_the_cards_page():
    at = open_app(lang="en")
    open_menu(at, "kingdom_options")
    at.checkbox(key="opt_draw").check().run()
    kingdom = generate(at)
    at.switch_page("companion/ui/entry/cards.py").run()
    assert at.title[0].value == "Cards and rulings"
    at.switch_page("companion/ui/entry/kingdom.py").run()
    assert not at.checkbox  # the options fold up after another page
    open_menu(at, "kingdom_options")
    assert at.checkbox(key="opt_draw").value
    assert shown_kingdom(at).cards == kingdom.cards


def test_options_still_apply_with_their_panel_folded():
    at = open_app(lang="en")
    open_menu(at, "kingdom_options")
    at.checkbox(key="opt_village").check().run()
    at.radio(key="opt_attacks").set_value("none").run()
    at.session_state["kingdom_options"] = False
    at.run()
    assert not at.checkbox
    for _ in range(3):
        cards = cards_of(generate(at))
        assert any("village" in c.tags for c in cards)
        assert not any(c.is_("attack") for c in cards)


def test_a_locked_history_is_reported_and_the_page_works(_own_history):
    import sqlite3

    HistoryStore(_own_history).add(FIRST_GAME, decode(FIRST_GAME).cards, 2)
    other = sqlite3.connect(_own_history, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        at = open_tab(open_app(lang="hu"), "Előzmények")
        assert any("zárolja" in w for w in notices(at, "warning"))
        generate(at)
        at.button(key="kingdom_save").click().run()
        assert any("zárolja" in e for e in notices(at))
    finally:
        other.execute("ROLLBACK")
        other.close()
    at = open_tab(at, "Előzmények")
    assert not notices(at, "warning")
    assert HistoryStore(_own_history).count() == 1


# -- feedback where the eyes are: each tap names what the browser scrolls into view ---------------
def test_generate_scrolls_to_the_new_kingdom_and_its_message():
    at = open_menu(open_app(lang="en"), "kingdom_options")
    generate(at)
    assert scrolled_to(at) == "kingdom_result"
    at.run()
    assert scrolled_to(at) is None  # once per tap, not on every run
    at.number_input(key="opt_min_expensive").set_value(9).run()
    at.number_input(key="opt_max_same_cost").set_value(3).run()
    at.button(key="kingdom_generate").click().run()
    assert notices(at) and scrolled_to(at) == "kingdom_result"


def test_a_swap_closes_its_menu_and_reports_in_the_new_tile():
    at = open_app(lang="en", code=FIRST_GAME)
    after = _swap(at, "militia")
    came = (set(after.cards) - set(decode(FIRST_GAME).cards)).pop()
    assert at.session_state["swapmenu_militia"] is False
    assert scrolled_to(at) == f"tile_{card_colour(CAT.cards[came])}_{came}"
    (success,) = at.success
    assert "Militia swapped for" in str(success.value)


def test_a_failed_swap_reports_in_the_tile_it_was_asked_from():
    at = open_app(lang="en", code=FIRST_GAME)
    _swap(at, "moat", same="type")
    assert scrolled_to(at) == "tile_blue_moat"
    assert at.session_state["swapmenu_moat"] is False


def test_a_recommended_kingdom_shows_its_name_and_its_setup_sheet():
    at = open_app(lang="hu")
    generate(at)
    open_tab(at, "Ajánlott birodalmak")
    at.button(key="rec_high_seas").click().run()
    assert shown_kingdom(at).cards == recommended_kingdom(CAT, "high_seas").cards
    assert at.session_state["kingdom_tab"] == "Előkészítés"
    assert at.subheader[0].value == "Nyílt tenger"
    assert "Ajánlott birodalom · Seaside (1.\u00a0kiadás)" in texts(at)
    assert "Nyílt tenger · Előkészítés 2 játékosra" in texts(at)
    assert scrolled_to(at) == "kingdom_result"
