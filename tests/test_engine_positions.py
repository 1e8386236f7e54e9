"""One position reader and writer for save files and scenario files."""

from __future__ import annotations

from dataclasses import fields

import pytest

from companion.engine import save, scenario
from companion.engine.positions import position_from_dict, position_to_dict
from companion.engine.setup import POSITION_ZONES, PlayerPosition, Position

FULL = Position(
    players=(
        PlayerPosition(
            hand=("haven", "copper"),
            deck=("gold", "estate"),
            discard=("silver",),
            in_play=("village",),
            duration=("haven", "wharf"),
            next_turn=(("haven", "gold"), ("wharf", None)),
            haven=("gold",),
            island=("island", "estate"),
            native_village=("duchy",),
            pirate_tokens=2,
            turns=4,
            gained_last_turn=("silver",),
        ),
        PlayerPosition(hand=("moat",)),
    ),
    active=1,
    phase="buy",
    turn=7,
    actions=0,
    buys=2,
    coins=5,
    supply=(("province", 3),),
    trash=("curse",),
    embargo=(("gold", 1),),
)


def test_every_field_is_set_in_the_sample():
    for f in fields(PlayerPosition):
        assert getattr(FULL.players[0], f.name) != f.default, f.name
    for f in fields(Position):
        if f.name != "players":
            assert getattr(FULL, f.name) != f.default, f.name


def test_a_save_file_position_round_trips():
    data = position_to_dict(FULL)
    assert data["players"][0]["next_turn"] == [["haven", "gold"], ["wharf", None]]
    assert data["supply"] == {"province": 3} and data["active"] == 1
    assert position_from_dict(data, save.SAVE) == FULL


def test_a_scenario_counts_players_from_one_and_expands_repeats():
    data = position_to_dict(FULL)
    data["player"] = data.pop("players")
    data["active"] = 2
    data["player"][1]["hand"] = ["2*moat"]
    read = position_from_dict(data, scenario.SCENARIO)
    assert read.active == 1
    assert read.players[1].hand == ("moat", "moat")
    assert read.players[0] == FULL.players[0]


@pytest.mark.parametrize(
    ("dialect", "raw", "message"),
    [
        (
            save.SAVE,
            {"players": [{"turns": "4"}]},
            "position player 1 turns must be a whole number",
        ),
        (
            scenario.SCENARIO,
            {"player": [{"turns": "4"}]},
            "position.player 1 turns must be a whole",
        ),
        (save.SAVE, {"supply": {"gold": None}}, "position supply gold must be a whole number"),
        (scenario.SCENARIO, {"supply": {"gold": "x"}}, "position.supply.gold must be a whole"),
        (save.SAVE, {"players": [{"next_turn": [[1]]}]}, "next_turn entries are [card] or"),
        (save.SAVE, {"colour": 1}, "unknown field 'colour' in position"),
        (scenario.SCENARIO, {"colour": 1}, "unknown field 'colour' in [position]"),
    ],
)
def test_bad_shapes_raise_the_format_s_error(dialect, raw, message):
    with pytest.raises(dialect.error) as info:
        position_from_dict(raw, dialect)
    assert message in str(info.value)


def test_the_card_lists_of_a_player_are_known_in_either_build() -> None:
    """Told apart by their defaults, so a compiled build (whose annotations are classes) checks
    the same zones for unknown cards as pure Python."""
    assert POSITION_ZONES == (
        "hand",
        "deck",
        "discard",
        "in_play",
        "duration",
        "haven",
        "island",
        "native_village",
        "gained_last_turn",
    )
