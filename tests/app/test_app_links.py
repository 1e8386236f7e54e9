"""AppTest: a shared link restores the table (players, options); bad links and typed text are
shown as plain text."""

from __future__ import annotations

import re

import pytest

from companion.catalogue import load
from companion.kingdom import KingdomOptions, Randomizer, encode
from companion.ui.common.components import WORD_JOINER, md
from tests.app.conftest import notices, open_app, open_menu, shown_kingdom, texts

CAT = load()
FIRST_GAME = "K1AAAt9yK2Dg"


def players(at) -> int:
    return at.segmented_control(key="kingdom_players").value


def test_a_link_opens_with_its_player_count():
    at = open_app(lang="hu", code=FIRST_GAME, players="3")
    assert players(at) == 3
    assert "Előkészítés 3 játékosra" in texts(at)
    assert at.query_params["players"] == "3"
    at.segmented_control(key="kingdom_players").set_value(4).run()
    assert at.query_params["players"] == "4"  # the link follows the table
    assert "Előkészítés 4 játékosra" in texts(at)


def test_a_link_restores_the_option_widgets_and_generate_keeps_them():
    at = open_app(
        lang="en",
        code=FIRST_GAME,
        sets="seaside-1e",
        need="village,defence",
        attacks="1",
        cheap="3",
        same_cost="4",
        set_min="seaside-1e:2",
        require="lighthouse",
    )
    assert not notices(at, "warning")
    open_menu(at, "kingdom_options")
    assert at.pills(key="opt_sets").value == ["seaside-1e"]
    assert at.checkbox(key="opt_village").value and at.checkbox(key="opt_defence").value
    assert not at.checkbox(key="opt_buy").value
    assert at.radio(key="opt_attacks").value == "at_most"
    assert at.number_input(key="opt_max_attacks").value == 1
    assert at.number_input(key="opt_min_cheap").value == 3
    assert at.number_input(key="opt_max_same_cost").value == 4
    assert at.slider(key="opt_set_seaside-1e").value == (2, 10)
    assert at.multiselect(key="opt_require").value == ["lighthouse"]
    kingdom = shown_kingdom(at.button(key="kingdom_generate").click().run())
    assert kingdom.options == KingdomOptions(
        sets=["seaside-1e"],
        require=["lighthouse"],
        require_village=True,
        require_defence=True,
        max_attacks=1,
        min_cheap=3,
        max_same_cost=4,
        set_min={"seaside-1e": 2},
    )


def test_the_link_of_a_generated_kingdom_opens_the_same_table_elsewhere():
    at = open_app(lang="en")
    open_menu(at, "kingdom_options")
    at.checkbox(key="opt_trashing").check()
    at.radio(key="opt_attacks").set_value("none")
    at.number_input(key="opt_min_expensive").set_value(3).run()
    at.segmented_control(key="kingdom_players").set_value(3).run()
    kingdom = shown_kingdom(at.button(key="kingdom_generate").click().run())
    link = {k: at.query_params[k] for k in at.query_params}
    assert link["players"] == "3" and link["need"] == "trashing" and link["attacks"] == "none"

    other = open_app(**link)  # someone opens the shared link
    assert shown_kingdom(other).cards == kingdom.cards
    assert players(other) == 3
    assert "Setup for 3 players" in texts(other)
    again = shown_kingdom(other.button(key="kingdom_generate").click().run())
    assert again.options == kingdom.options  # "reroll" keeps the options
    assert again.cards != kingdom.cards


def test_a_code_without_option_parameters_restores_the_options_it_carries():
    options = KingdomOptions(sets=["base-1e"], require_buy=True, min_cheap=2)
    code = encode(Randomizer(CAT).generate(options, seed=7))
    at = open_menu(open_app(lang="en", code=code), "kingdom_options")
    assert at.pills(key="opt_sets").value == ["base-1e"]
    assert at.checkbox(key="opt_buy").value
    assert at.number_input(key="opt_min_cheap").value == 2
    assert at.query_params["sets"] == "base-1e" and at.query_params["need"] == "buy"


@pytest.mark.parametrize("bad", ["9", "0", "two", "3; DROP", "**3**", "https://pwned.example"])
def test_a_bad_player_count_is_reported_and_the_default_used(bad):
    at = open_app(lang="en", code=FIRST_GAME, players=bad)
    assert not at.exception
    warnings = notices(at, "warning")
    assert len(warnings) == 1 and "player count" in warnings[0]
    assert bad in warnings[0].replace(WORD_JOINER, "")
    assert players(at) == 2
    assert at.query_params["players"] == "2"
    assert shown_kingdom(at).cards != ()  # the kingdom is shown all the same
    assert not notices(at.run(), "warning")  # reported once


def test_a_bad_player_count_in_a_session_keeps_the_players():
    at = open_app(lang="en", code=FIRST_GAME)
    at.segmented_control(key="kingdom_players").set_value(4).run()
    at.query_params["players"] = "7"
    at.run()
    assert notices(at, "warning") and players(at) == 4


def test_bad_option_parameters_are_reported_and_the_good_ones_still_apply():
    at = open_app(
        lang="hu", code=FIRST_GAME, sets="atlantis", cheap="99", need="buy", ban="<b>x</b>"
    )
    assert not at.exception
    warnings = notices(at, "warning")
    assert len(warnings) == 1
    for part in ("sets = „atlantis”", "cheap = „99”", "ban = „<b>x</b>”"):
        assert part.replace("„", "“") in warnings[0]
    assert all("<b>" not in w.value for w in at.warning)  # escaped
    open_menu(at, "kingdom_options")
    assert at.pills(key="opt_sets").value == ["base-1e", "seaside-1e"]  # the default
    assert at.number_input(key="opt_min_cheap").value == 0
    assert at.checkbox(key="opt_buy").value  # the good parameter applies
    assert at.multiselect(key="opt_ban").value == []


# -- text from the user or a link is plain text ------------------------------------------------
HOSTILE = [
    "![i](http://127.0.0.2:9/t.png)",
    "[x](https://pwned.example)",
    "https://pwned.example/login",
    "www.pwned.example",
    "mail me: someone@pwned.example",
    ":red[X] **X**",
    "<img src=x onerror=alert(1)>",
    "# X\n===",
    "$x^2$ &amp; `code` ~~s~~ | a | b |",
]


def plain(markdown: str) -> str:
    """What a reader sees of escaped Markdown: backslashes and word joiners removed."""
    return re.sub(r"\\(.)", r"\1", markdown).replace(WORD_JOINER, "")


def no_markup(markdown: str) -> bool:
    """No unescaped Markdown character and no bare address GFM would turn into a link."""
    unescaped = re.sub(r"\\.", "", markdown)
    bare_link = re.search(r"(?i)https?://|www\.|\w@\w", markdown)
    return not re.search(r"[\[\]()!*_`<>:#$&~|=]", unescaped) and not bare_link


@pytest.mark.parametrize("query", [q for q in HOSTILE if "\n" not in q])  # one line
def test_search_text_is_shown_as_plain_text(query):
    at = open_app("cards", lang="en")
    at.text_input(key="cards_search").input(query).run()
    (warning,) = at.warning
    assert warning.value == f"Nothing found for “{md(query)}”."
    assert plain(warning.value) == f"Nothing found for “{query}”."
    assert no_markup(md(query))


@pytest.mark.parametrize("value", HOSTILE)
def test_link_values_in_messages_are_plain_text(value):
    at = open_app(lang=value, code=value)
    assert not at.exception
    (warning,) = at.warning
    (error,) = at.error
    assert value in plain(warning.value)
    assert value in plain(error.value)
    for shown in (warning.value, error.value):
        assert not re.search(r"(?i)https?://|www\.|\w@\w", shown)


@pytest.mark.parametrize(
    ("text", "escaped"),
    [
        ("https://x.example", "https\\:\u2060//x\\.example"),
        ("WWW.x.example", "WWW\u2060\\.x\\.example"),
        ("a@b.example", "a\u2060@b\\.example"),
        ("a = b & c", "a \\= b \\& c"),
        ("Trónterem", "Trónterem"),
    ],
)
def test_md_escapes_markup_and_breaks_bare_addresses(text, escaped):
    assert md(text) == escaped


def test_long_link_values_are_cut_in_messages():
    at = open_app(lang="x" * 5000, code="K" * 5000, players="9" * 5000, cheap="7" * 5000)
    assert not at.exception
    for message in [*notices(at, "warning"), *notices(at, "error")]:
        assert len(message) < 400, message[:100]
