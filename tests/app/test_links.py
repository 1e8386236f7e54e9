"""The link parameters of the kingdom page: options and player count to a query and back."""

from __future__ import annotations

import pytest

from companion.kingdom import KingdomOptions
from companion.ui.common.links import (
    LINK_PARAMS,
    SHOWN,
    BadParam,
    link_query,
    options_query,
    read_options,
    read_players,
)

OPTIONS = [
    KingdomOptions(),
    KingdomOptions(sets=["seaside-1e"]),
    KingdomOptions(require=["witch", "chapel"], ban=["moat", "lighthouse"]),
    KingdomOptions(require_buy=True, require_village=True, require_draw=True),
    KingdomOptions(require_trashing=True, require_defence=True),
    KingdomOptions(attacks=False),
    KingdomOptions(max_attacks=0),
    KingdomOptions(max_attacks=2),
    KingdomOptions(min_cheap=4, min_expensive=3, max_same_cost=3),
    KingdomOptions(max_same_cost=1, avoid_recent=10),
    KingdomOptions(set_min={"seaside-1e": 3}, set_max={"seaside-1e": 8, "base-1e": 6}),
    KingdomOptions(set_min={"base-1e": 10, "seaside-1e": 0}),
]


@pytest.mark.parametrize("options", OPTIONS)
def test_options_come_back_from_their_link(options):
    query = link_query(3, options)
    assert set(query) <= set(LINK_PARAMS)
    assert read_players(query) == (3, None)
    assert read_options(query) == (None if options.is_default else options, [])


def test_defaults_and_locked_cards_stay_out_of_the_link():
    assert link_query(2, KingdomOptions()) == {"players": "2"}
    assert options_query(KingdomOptions(keep=["witch"])) == {}


@pytest.mark.parametrize(
    ("options", "query"),
    [
        (KingdomOptions(sets=["seaside-1e"]), {"sets": "seaside-1e"}),
        (KingdomOptions(require=["witch", "cellar"]), {"require": "cellar,witch"}),
        (KingdomOptions(require_village=True, require_defence=True), {"need": "village,defence"}),
        (KingdomOptions(attacks=False), {"attacks": "none"}),
        (KingdomOptions(max_attacks=1), {"attacks": "1"}),
        (KingdomOptions(min_cheap=2, max_same_cost=3), {"cheap": "2", "same_cost": "3"}),
        (KingdomOptions(min_expensive=4, avoid_recent=2), {"expensive": "4", "avoid": "2"}),
        (
            KingdomOptions(set_min={"seaside-1e": 3}, set_max={"base-1e": 5}),
            {"set_min": "seaside-1e:3", "set_max": "base-1e:5"},
        ),
    ],
)
def test_the_parameters_are_short_and_readable(options, query):
    assert options_query(options) == query


@pytest.mark.parametrize(
    ("query", "players", "bad"),
    [
        ({}, None, None),
        ({"players": "1"}, 1, None),
        ({"players": " 4 "}, 4, None),
        ({"players": "0"}, None, BadParam("players", "0")),
        ({"players": "5"}, None, BadParam("players", "5")),
        ({"players": "-1"}, None, BadParam("players", "-1")),
        ({"players": "3.0"}, None, BadParam("players", "3.0")),
        ({"players": "٣"}, None, BadParam("players", "٣")),  # an Arabic-Indic three
        ({"players": ""}, None, BadParam("players", "")),
        ({"players": "9" * 500}, None, BadParam("players", "9" * SHOWN)),
    ],
)
def test_player_counts(query, players, bad):
    assert read_players(query) == (players, bad)


@pytest.mark.parametrize(
    ("query", "bad_names"),
    [
        ({"sets": ""}, ["sets"]),
        ({"sets": "intrigue-1e"}, ["sets"]),
        ({"sets": "base-1e,nope"}, ["sets"]),
        ({"require": "witch,not_a_card"}, ["require"]),
        ({"ban": "copper"}, ["ban"]),  # not a kingdom card
        ({"need": "village,luck"}, ["need"]),
        ({"attacks": "some"}, ["attacks"]),
        ({"attacks": "11"}, ["attacks"]),
        ({"cheap": "-1"}, ["cheap"]),
        ({"cheap": "11"}, ["cheap"]),
        ({"expensive": "1e3"}, ["expensive"]),
        ({"same_cost": "0"}, ["same_cost"]),
        ({"avoid": "11"}, ["avoid"]),
        ({"avoid": "9" * 5000}, ["avoid"]),
        ({"set_min": "seaside-1e"}, ["set_min"]),
        ({"set_min": "seaside-1e:11"}, ["set_min"]),
        ({"set_min": "atlantis:2"}, ["set_min"]),
        ({"set_max": "base-1e:2,base-1e:3"}, ["set_max"]),
        ({"set_min": "base-1e:6", "set_max": "base-1e:3"}, ["set_max"]),
        ({"sets": "x", "cheap": "y", "need": "buy"}, ["sets", "cheap"]),
    ],
)
def test_a_bad_parameter_is_reported_and_its_option_keeps_the_default(query, bad_names):
    options, bad = read_options(query)
    assert [b.name for b in bad] == bad_names
    assert all(len(b.value) <= SHOWN for b in bad)
    assert options is not None
    kept = {name: value for name, value in query.items() if name not in bad_names}
    expected = read_options(kept)[0] if kept else KingdomOptions()
    assert options == expected
    if "need" in kept:
        assert options.require_buy


def test_a_link_without_option_parameters_has_no_options():
    assert read_options({"players": "3", "code": "K1AAAt9yK2Dg", "lang": "hu"}) == (None, [])
