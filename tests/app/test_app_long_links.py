"""AppTest: a link whose value is thousands of characters long (an edited or garbled URL) gives
one message on every page, repeats the value cut short, and keeps the page as it was."""

from __future__ import annotations

import pytest

from companion.ui.table import keys as table_keys
from companion.ui.table.replay import link_step
from tests.app.conftest import notices, open_app, open_menu
from tests.app.test_app_links import plain

HUGE = "9" * 5000  # int() refuses more than 4300 digits
ZEROS = "0" * 5000
CUT = "9" * 60  # the table page repeats 60 characters of a bad value
CUT_KINGDOM = "9" * 80  # the other pages repeat 80


def alerts(at) -> list[str]:
    return notices(at, "warning") + notices(at, "error")


@pytest.mark.parametrize(
    ("page", "params", "expected"),
    [
        (
            "table",
            {"lang": "hu", "scenario": "example-first-turns", "step": HUGE},
            f"lépései 0-tól 9-ig tartanak, „{CUT}” nincs köztük",
        ),
        (
            "table",
            {"lang": "en", "scenario": "example-first-turns", "step": ZEROS},
            f"has steps 0 to 9, not “{'0' * 60}”; here is the list.",
        ),
        ("table", {"lang": "en", "scenario": HUGE}, f"There is no example “{CUT}”"),
        ("table", {"lang": "en", "sample": HUGE}, "This sample game cannot be opened"),
        (None, {"lang": "en", "code": HUGE}, f"The kingdom code “{CUT_KINGDOM}” in the link"),
        (None, {"lang": "en", "players": HUGE}, f"The player count “{CUT_KINGDOM}” in the link"),
        (None, {"lang": "en", "attacks": HUGE}, f"attacks = “{CUT_KINGDOM}”"),
        (None, {"lang": "en", "same_cost": HUGE}, f"same_cost = “{CUT_KINGDOM}”"),
        (None, {"lang": "en", "set_min": f"base-1e:{HUGE}"}, "set_min = “base-1e:999"),
        ("cards", {"lang": "en", "card": HUGE}, f"Unknown card “{CUT_KINGDOM}” in the link."),
        ("rules", {"lang": "en", "chapter": HUGE}, f"“{CUT_KINGDOM}”"),
        (None, {"lang": HUGE}, f"„{CUT_KINGDOM}”"),
    ],
    ids=lambda v: "+".join(v) if isinstance(v, dict) else None,
)
def test_a_huge_link_value_gives_one_message_with_the_value_cut(page, params, expected):
    at = open_app(**params) if page is None else open_app(page, **params)
    assert not at.exception, [e.value for e in at.exception]
    shown = alerts(at)
    assert len(shown) == 1, shown
    assert expected in shown[0]
    assert len(shown[0]) < 400


@pytest.mark.parametrize("key", ["step", "scenario", "sample"])
def test_a_huge_replay_link_leaves_the_list_and_no_replay_open(key):
    params = {"scenario": "example-first-turns", "step": "3", key: HUGE}
    at = open_app("table", lang="en", **params)
    assert not at.exception
    assert table_keys.REPLAY not in at.session_state or at.session_state[table_keys.REPLAY] is None
    assert at.button(key="table_open_example-first-turns")  # the list is shown


def test_a_huge_player_count_keeps_the_default_players():
    at = open_app(lang="en", players=HUGE)
    assert at.segmented_control(key="kingdom_players").value == 2


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("0", 0),
        ("9", 9),
        ("000003", 3),
        ("999999", 999999),
        ("1234567", None),  # longer than any step
        (HUGE, None),
        (ZEROS, None),
        ("", None),
        ("-1", None),
        ("+1", None),
        (" 1", None),
        ("١", None),  # an Arabic-Indic digit: isdigit() but not a step
        ("1.0", None),
    ],
)
def test_link_step_reads_only_short_ascii_digit_strings(text, step):
    assert link_step(text) == step


@pytest.mark.parametrize(
    ("page", "key", "kind", "message"),
    [
        ("cards", "cards_search", "warning", "Nothing found for “{cut}”."),
        (None, "opt_card_filter", "caption", "No card matches “{cut}”."),
        ("table", "table_replay_search", "info", "No example matches."),
    ],
)
def test_a_search_box_takes_100_characters_and_echoes_60(page, key, kind, message):
    at = open_app(lang="en") if page is None else open_app(page, lang="en")
    if page is None:
        open_menu(at, "kingdom_options")
    if page == "table":
        at.session_state[table_keys.TABLE_MODE] = "replays"
        at.run()
    box = at.text_input(key=key)
    assert box.max_chars == 100
    box.set_value("z" * 5000).run()  # past the browser's limit, as a script could send it
    assert not at.exception
    shown = [plain(str(e.value)) for e in at.get(kind)]
    assert message.format(cut="z" * 60 + "…") in shown, shown
