"""Every bad input of the input probe (docs: reviews/inputs-2026-12.md, sections 2a-2e and X4)
gives one clear error line (exit 2) or a typed exception, never a traceback.

Each table row is a case of the probe (S1-S15 scenario files, F1-F6 save files, K1 kingdom
seeds, C1-C2 empty names, X4 long echoes) or a neighbour of one.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from companion.cli import main
from companion.echo import clip
from companion.engine import save
from companion.engine.game import Setup
from companion.engine.scenario import parse
from companion.engine.standard import new_game
from companion.kingdom import Kingdom, decode, encode

KINGDOM = (
    "cellar",
    "market",
    "militia",
    "mine",
    "moat",
    "remodel",
    "smithy",
    "village",
    "smugglers",
    "wharf",
)
TEMPLATE = """\
{top}
title = {{ en = "A probe", hu = "Próba" }}
kingdom = {kingdom}
players = 2

[position]
{position}

[[position.player]]
hand = ["smugglers", "4*copper"]
deck = ["5*copper"]
{p1}

[[position.player]]
hand = ["5*copper"]
{p2}

{tail}
"""


def scenario(top="", position="", p1="", p2="", tail="", kingdom=KINGDOM) -> str:
    """A valid 2-player position scenario with text put into one of its parts."""
    return TEMPLATE.format(
        top=top, position=position, p1=p1, p2=p2, tail=tail, kingdom=json.dumps(list(kingdom))
    )


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def one_error_line(err: str) -> str:
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err[:500]
    assert len(lines[0]) < 400, lines[0][:500]
    return lines[0]


DEEP_ARRAYS = "a = " + "[" * 100_000 + "]" * 100_000
DEEP_TABLES = "a = " + "{b = " * 2000 + "1" + "}" * 2000
FIVE_THOUSAND_DIGITS = "9" * 5000
S10 = f"""title = {{ en = "t", hu = "t" }}
kingdom = {json.dumps(list(KINGDOM))}
[position]
player = [1, 2]
"""

SCENARIO_CASES = [
    # S1-S3: `N*card` is bounded per entry and per list
    ("S1", scenario(p1='discard = ["999999999999*copper"]'), "bad repeat '999999999999*copper'"),
    (
        "S2",
        scenario(tail='[expect]\n"p1.hand" = ["9999999999*copper"]'),
        "[expect] 'p1.hand': bad repeat",
    ),
    ("S3", scenario(p1='discard = ["30000000*copper"]'), "N from 1 to 500"),
    ("S3-sum", scenario(p1='discard = ["300*copper", "300*silver"]'), "more than 500 cards"),
    ("S3-zero", scenario(p1='discard = ["0*copper"]'), "bad repeat '0*copper'"),
    ("S3-minus", scenario(p1='discard = ["-3*copper"]'), "bad repeat '-3*copper'"),
    ("S3-digit", scenario(p1='discard = ["²*copper"]'), "bad repeat '²*copper'"),
    # S4: the player count is checked before names are made
    ("S4", scenario().replace("players = 2", "players = 100000000000"), "players must be"),
    ("S4-list", scenario().replace("players = 2", 'players = ["a","b","c","d","e"]'), "players"),
    ("S4-type", scenario().replace("players = 2", "players = 2.5"), "players must be"),
    # S5: huge numbers
    ("S5", scenario(top=f"seed = {FIVE_THOUSAND_DIGITS}"), "not valid TOML: Exceeds the limit"),
    ("S5-seed", scenario(top="seed = -1"), "seed must be from 0 to 9223372036854775807"),
    ("S5-seed-big", scenario(top="seed = 9223372036854775808"), "seed must be from 0 to"),
    ("S5-turn", scenario(position="turn = 100000000000000"), "position turn must be from 1"),
    # S6: deep nesting
    ("S6", DEEP_ARRAYS, "nested too deeply"),
    ("S6-tables", DEEP_TABLES, "nested too deeply"),
    # S7-S10: wrong TOML types anywhere
    ("S7", scenario(top="step = 5"), "step must be a list of [[step]] tables"),
    ("S7-item", scenario(top="step = [5]"), "step 1 must be a table"),
    ("S7-move", scenario(tail="[[step]]\nmove = 5"), "step 1 needs a `move` line"),
    ("S8", scenario(top="expect = 5"), "[expect] must be a table"),
    ("S8-list", scenario(top="expect = [1, 2]"), "[expect] must be a table"),
    (
        "S9",
        scenario(tail='[[step]]\nmove = "play smugglers"\nexpect = [1, 2]'),
        "step 1 expect must be a table",
    ),
    ("S10", S10, "position.player 1 must be a table"),
    ("type-kingdom", scenario().replace("kingdom = [", "kingdom = 5 #"), "kingdom must be a list"),
    ("type-title", scenario(top="id = 'x'").replace("title = {", "title = 5 #"), "title needs"),
    ("type-id", scenario(top="id = 5"), "id must be a text"),
    (
        "type-position",
        S10.replace("[position]\nplayer = [1, 2]", "position = 5"),
        "[position] must be a table",
    ),
    ("type-phase", scenario(position="phase = 5"), "position.phase must be"),
    ("type-supply", scenario(position="supply = 5"), "position.supply must be a table"),
    ("type-supply-n", scenario(position='supply = { copper = "x" }'), "position.supply.copper"),
    ("type-hand", scenario(p2='discard = "copper"'), "player 2 discard must be a list of card"),
    ("type-tokens", scenario(p1="pirate_tokens = true"), "pirate_tokens must be a whole number"),
    ("type-next", scenario(p1="next_turn = 5"), "next_turn must be a list"),
    ("type-next-entry", scenario(p1="next_turn = [[1]]"), "next_turn entries are"),
    ("type-shuffles", scenario(top="shuffles = 5"), "[shuffles] must be a table"),
    ("type-shuffle-key", scenario(tail='[shuffles]\n"²" = []'), "key '²' is not a player"),
    ("type-shuffle-9", scenario(tail="[shuffles]\n9 = []"), "key '9' is not a player"),
    ("type-shuffle-list", scenario(tail="[shuffles]\n1 = 5"), "shuffles.1 must be a list"),
    ("unknown-field", scenario(top="colour = 1"), "unknown field 'colour' in the file"),
    ("unknown-player-field", scenario(p1="mats = 1"), "unknown field 'mats' in position.player 1"),
    # S11, S12: unknown cards in every zone
    ("S11", scenario(position='trash = ["nosuchcard"]'), "unknown card 'nosuchcard' in trash"),
    (
        "S12",
        scenario(p2='gained_last_turn = ["nosuchcard"]'),
        "unknown card 'nosuchcard' in player 2 gained_last_turn",
    ),
    *(
        (f"S11-{zone}", scenario(p1=f'{zone} = ["nosuch"]'), f"'nosuch' in player 1 {zone}")
        for zone in ("discard", "in_play", "duration", "haven", "island", "native_village")
    ),
    (
        "S11-hand",
        scenario().replace('hand = ["5*copper"]', 'hand = ["nosuch"]'),
        "'nosuch' in player 2 hand",
    ),
    ("S11-next", scenario(p1='next_turn = [["nosuch"]]'), "'nosuch' in player 1 next_turn"),
    ("S11-supply", scenario(position="supply = { nosuch = 3 }"), "bad supply entry 'nosuch'"),
    ("S11-embargo", scenario(position="embargo = { nosuch = 1 }"), "bad Embargo entry 'nosuch'"),
    ("S11-kingdom", scenario(kingdom=(*KINGDOM[:9], "wtich")), "'wtich' is not a kingdom card"),
    # S14: counters below zero
    *(
        (f"S14-{name}", scenario(position=f"{name} = -5"), f"position {name} must be from")
        for name in ("actions", "buys", "coins", "turn")
    ),
    ("S14-tokens", scenario(p1="pirate_tokens = -4"), "player 1 pirate_tokens must be from 0"),
    ("S14-turns", scenario(p2="turns = -1"), "player 2 turns must be from 0"),
    ("S14-supply", scenario(position="supply = { copper = -1 }"), "bad supply entry 'copper'"),
    # S15: start-of-turn effects need their Duration card
    (
        "S15",
        scenario(p1='next_turn = [["haven", "gold"], ["wharf"], ["wharf"], ["wharf"]]'),
        "effect(s) of 'haven', but 0 'haven' in the duration zone",
    ),
    (
        "S15-wharf",
        scenario(p1='duration = ["wharf"]\nnext_turn = [["wharf"], ["wharf"]]'),
        "2 effect(s) of 'wharf', but 1 'wharf' in the duration zone",
    ),
    (
        "S15-haven-mat",
        scenario(p1='duration = ["haven"]\nnext_turn = [["haven", "gold"]]'),
        "'gold' is not on the Haven mat",
    ),
    (
        "S15-haven-payload",
        scenario(p1='duration = ["haven"]\nhaven = ["gold"]\nnext_turn = [["haven"]]'),
        "Haven's entry names the card set aside",
    ),
    (
        "S15-not-duration",
        scenario(p1='duration = ["wharf"]\nnext_turn = [["copper"]]'),
        "'copper' is not a Duration card",
    ),
    # X4: long input is shortened when echoed
    ("X4-field", scenario(top=f'"{"x" * 10_000}" = 1'), "unknown field '" + "x" * 60 + "…'"),
    ("X4-kingdom", scenario(kingdom=(*KINGDOM[:9], "k" * 10_000)), "'" + "k" * 60 + "…' is not"),
    ("X4-phase", scenario(position=f'phase = "{"p" * 10_000}"'), "not '" + "p" * 60 + "…'"),
    ("X4-card", scenario(p1=f'discard = ["{"y" * 10_000}"]'), "unknown card '" + "y" * 60 + "…'"),
]


@pytest.mark.parametrize(
    "text,message", [c[1:] for c in SCENARIO_CASES], ids=[c[0] for c in SCENARIO_CASES]
)
def test_bad_scenario_file_gives_one_line_naming_file_and_field(tmp_path, capsys, text, message):
    path = tmp_path / "probe.toml"
    path.write_text(text, encoding="utf-8")
    code, _, err = run_cli(capsys, "scenario", "run", str(path))
    line = one_error_line(err)
    assert code == 2, line
    assert line.startswith(f"error: {path}: "), line
    assert message in line


@pytest.mark.parametrize(
    "p1,expect",
    [
        ('duration = ["wharf"]\nnext_turn = [["wharf"]]', {"buys": 1}),
        ('duration = ["wharf", "throne_room"]\nnext_turn = [["wharf"], ["wharf"]]', {"buys": 1}),
        ('duration = ["haven"]\nhaven = ["gold"]\nnext_turn = [["haven", "gold"]]', {}),
        ('discard = ["500*copper"]', {"p1.discard": ["500*copper"]}),
    ],
)
def test_positions_that_play_could_reach_are_accepted(tmp_path, capsys, p1, expect):
    path = tmp_path / "fine.toml"
    tail = "[expect]\n" + "\n".join(f'"{k}" = {json.dumps(v)}' for k, v in expect.items())
    path.write_text(scenario(p1=p1, tail=tail), encoding="utf-8")
    assert run_cli(capsys, "scenario", "check", str(path))[0] == 0


def test_parse_refuses_text_over_the_size_limit():
    from companion.engine.scenario import MAX_SCENARIO_SIZE, ScenarioError

    with pytest.raises(ScenarioError, match="larger than 1,000,000 characters"):
        parse("#" * (MAX_SCENARIO_SIZE + 1))


def test_odd_expectation_paths_fail_the_check_instead_of_crashing(tmp_path, capsys):
    path = tmp_path / "paths.toml"
    tail = f'[expect]\n"p².hand" = []\n"players.{"9" * 5000}" = 1'
    path.write_text(scenario(tail=tail), encoding="utf-8")
    code, out, err = run_cli(capsys, "scenario", "run", str(path))
    assert code == 1 and "Traceback" not in err
    assert "no such value 'p².hand'" in out
    assert "no such value 'players." + "9" * 52 + "…'" in out


def test_bad_move_repeat_is_a_failed_step(tmp_path, capsys):
    path = tmp_path / "move.toml"
    path.write_text(scenario(tail='[[step]]\nmove = "play 99999999999*village"'), "utf-8")
    code, _, err = run_cli(capsys, "scenario", "run", str(path))
    assert code == 1
    assert "bad repeat '99999999999*village'" in one_error_line(err)


FILE_CASES = [
    ("S13-dev-zero", lambda tmp: Path("/dev/zero"), "larger than 1,000,000 bytes"),
    ("giant", lambda tmp: _write(tmp, "#" * 1_000_001), "larger than 1,000,000 bytes"),
    ("directory", lambda tmp: tmp, "cannot read"),
    ("missing", lambda tmp: tmp / "none.toml", "no such file"),
    ("binary", lambda tmp: _write(tmp, b"\xff\xfe\x00title"), "cannot read"),
    ("empty", lambda tmp: _write(tmp, ""), "title needs"),
    ("malformed", lambda tmp: _write(tmp, "title = {"), "not valid TOML"),
]


def _write(tmp: Path, content: str | bytes) -> Path:
    path = tmp / "file.toml"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "make,message", [c[1:] for c in FILE_CASES], ids=[c[0] for c in FILE_CASES]
)
def test_unreadable_scenario_files(tmp_path, capsys, make, message):
    path = make(tmp_path)
    if not path.exists() and path.name != "none.toml":
        pytest.skip(f"{path} does not exist here")
    code, _, err = run_cli(capsys, "scenario", "run", str(path))
    line = one_error_line(err)
    assert code == 2 and message in line and str(path) in line


def test_check_reports_every_unreadable_file_and_checks_the_rest(tmp_path, capsys):
    good = Path(__file__).parent.parent / "data/scenarios/base/example-first-turns.toml"
    broken = _write(tmp_path, "title = [")
    phantom = tmp_path / "phantom.toml"
    phantom.write_text(scenario(p1='next_turn = [["wharf"]]'), encoding="utf-8")
    code, out, err = run_cli(
        capsys, "scenario", "check", str(good), str(broken), str(good), str(phantom)
    )
    assert code == 2 and "Traceback" not in err
    lines = out.splitlines()
    assert lines[0] == "ok      example-first-turns"
    assert lines[1] == f"ERROR   {broken}" and "not valid TOML" in lines[2]
    assert lines[3] == "ok      example-first-turns"
    assert lines[4] == f"ERROR   {phantom}" and "'wharf'" in lines[5]
    assert lines[-1] == "4 scenarios checked, 0 failed, 2 not valid"


def test_check_summary_in_hungarian(tmp_path, capsys):
    broken = _write(tmp_path, "title = [")
    code, out, _ = run_cli(capsys, "--lang", "hu", "scenario", "check", str(broken))
    assert code == 2
    assert out.splitlines()[-1] == "1 forgatókönyv ellenőrizve, 0 hibás, 1 nem futtatható"


# -- save files (F1-F6) --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def good_save(db) -> dict:
    game = new_game(db, Setup(("A", "B", "C"), KINGDOM, 5))
    return json.loads(save.dumps(game))


def _with(data: dict, path: str, value) -> str:
    """The save text with the value at a dotted path replaced (or added)."""
    data = json.loads(json.dumps(data))
    *parents, last = path.split(".")
    node = data
    for key in parents:
        node = node[key]
    node[last] = value
    return json.dumps(data)


DEEP = "[" * 100_000 + "]" * 100_000
THREE = [{}, {}, {}]
SAVE_FIELD_CASES = [
    ("F1-answers", "answers", [[[[["copper"]]]]], "answer 1 must be a list of texts"),
    ("F3", "setup.position", {"players": 3}, "position players must be a list"),
    ("F3-player", "setup.position", {"players": [5]}, "position player 1 must be an object"),
    ("F3-phase", "setup.position", {"phase": []}, "phase must be a text"),
    ("F3-next", "setup.position", {"players": [{"next_turn": 4}]}, "next_turn must be a list"),
    ("F3-supply", "setup.position", {"supply": []}, "supply must be an object"),
    ("F3-seed", "setup.seed", "5", "seed must be a whole number"),
    ("F4", "version", True, "unsupported save file version True"),
    ("F4-float", "version", 1.0, "unsupported save file version 1.0"),
    ("F5", "setup.shuffles", {"99": [["copper"]]}, "shuffles map a player number"),
    ("F5-digit", "setup.shuffles", {"²": []}, "shuffles map a player number"),
    ("F6", "padding", "x" * 1000, "unknown field 'padding' in the save file"),
    ("F6-setup", "setup.colour", 1, "unknown field 'colour' in setup"),
    (
        "F6-player",
        "setup.position",
        {"players": [{"mats": 1}]},
        "unknown field 'mats' in position player 1",
    ),
    ("S11", "setup.position", {"players": THREE, "trash": ["x"]}, "unknown card 'x' in trash"),
    ("S14", "setup.position", {"players": THREE, "coins": -1}, "position coins must be from 0"),
    (
        "S15",
        "setup.position",
        {"players": [{"next_turn": [["wharf", None]]}, {}, {}]},
        "effect(s) of 'wharf'",
    ),
    ("X4-version", "version", "v" * 10_000, "version '" + "v" * 59 + "…"),
]
SAVE_TEXT_CASES = [
    ("F1", DEEP, "nested too deeply"),
    ("F1-answers", '{"format": "dominion-companion-game", "answers": ' + DEEP + "}", "deeply"),
    ("F2", '{"seed": ' + FIVE_THOUSAND_DIGITS + "}", "Exceeds the limit (4300 digits)"),
    ("F6-size", " " * (save.MAX_SAVE_SIZE + 1), "larger than 2,000,000 characters"),
    ("text", "hello", "invalid JSON"),
    ("null", "null", "not a Dominion companion save file"),
]


@pytest.mark.parametrize(
    "path,value,message",
    [c[1:] for c in SAVE_FIELD_CASES],
    ids=[c[0] for c in SAVE_FIELD_CASES],
)
def test_bad_save_fields_raise_only_save_file_error(db, good_save, path, value, message):
    with pytest.raises(save.SaveFileError) as caught:
        save.loads(db, _with(good_save, path, value))
    assert message in str(caught.value)
    assert len(str(caught.value)) < 400


@pytest.mark.parametrize(
    "text,message", [c[1:] for c in SAVE_TEXT_CASES], ids=[c[0] for c in SAVE_TEXT_CASES]
)
def test_bad_save_texts_raise_only_save_file_error(db, text, message):
    with pytest.raises(save.SaveFileError, match=re.escape(message)):
        save.loads(db, text)


def test_the_unchanged_save_still_loads(db, good_save):
    assert save.loads(db, json.dumps(good_save)).setup.players == ("A", "B", "C")


# -- kingdom seeds (K1), empty names (C1, C2), long echoes (X4) ---------------------------------


@pytest.mark.parametrize("seed", [0, 1, 2**40 - 1, 2**63 - 1])
def test_every_seed_the_cli_takes_round_trips(capsys, seed):
    code, out, _ = run_cli(capsys, "kingdom", "--seed", str(seed), "--json")
    assert code == 0
    drawn = json.loads(out)
    assert drawn["seed"] == seed
    code, out, _ = run_cli(capsys, "kingdom", "--code", drawn["code"], "--json")
    assert code == 0
    again = json.loads(out)
    assert again["cards"] == drawn["cards"] and again["seed"] == seed


@pytest.mark.parametrize("seed", [str(2**63), str(2**77), "-1", FIVE_THOUSAND_DIGITS, "abc"])
def test_seeds_beyond_the_limit_are_refused(capsys, seed):
    code, _, err = run_cli(capsys, "kingdom", "--seed", seed)
    line = one_error_line(err)
    assert code == 2
    assert "--seed: expected a whole number from 0 to 9,223,372,036,854,775,807" in line


def test_codes_keep_their_format_and_refuse_unreadable_seeds():
    # A version-1 code with seed 2**70, as `kingdom --seed` printed it before the limit.
    old = decode("K1ACfmRY8BgICAgICAgICAgAGKNw")
    assert old.seed == 2**70 and "pirate_ship" in old.cards
    cards = old.cards
    assert decode(encode(Kingdom(cards, seed=2**77 - 1))).seed == 2**77 - 1
    with pytest.raises(ValueError, match="seeds from 0 to"):
        encode(Kingdom(cards, seed=2**77))


LONG = "z" * 10_000
CLI_CASES = [
    ("C1", ["cards", ""], "name a card (id or name)"),
    ("C1-spaces", ["cards", "   "], "name a card (id or name)"),
    ("C2", ["recommended", "--sets", ""], "--sets: choose at least one set"),
    ("C2-comma", ["recommended", "--sets", ","], "--sets: choose at least one set"),
    ("C1-hu", ["--lang", "hu", "cards", ""], "adj meg egy kártyát"),
    ("X4-card", ["cards", LONG], "unknown card “" + "z" * 60 + "…”"),
    ("X4-sets", ["recommended", "--sets", LONG], "unknown set “" + "z" * 60 + "…”"),
    ("X4-require", ["kingdom", "--require", LONG], "unknown card “" + "z" * 60 + "…”"),
    ("X4-recommended", ["kingdom", "--recommended", LONG], "“" + "z" * 60 + "…”"),
    ("X4-format", ["kingdom", "--format", LONG], "not “" + "z" * 60 + "…”"),
    ("X4-swap-same", ["kingdom", "--swap-same", LONG], "not “" + "z" * 60 + "…”"),
    ("X4-players", ["kingdom", "--players", LONG], "got “" + "z" * 60 + "…”"),
    ("X4-kingdom-sets", ["kingdom", "--sets", LONG], "“" + "z" * 60 + "…”"),
    ("X4-set-min", ["kingdom", "--set-min", LONG], "got “" + "z" * 60 + "…”"),
    (
        "X4-simulate-seed",
        ["simulate", "--bots", "bm", "--seed", "9" * 5000],
        "got “" + "9" * 60 + "…”",
    ),
    (
        "X4-insight-games",
        ["insight", "--code", "K1AAAt9yK2Dg", "--games", LONG],
        "got “" + "z" * 60 + "…”",
    ),
]


@pytest.mark.parametrize("args,message", [c[1:] for c in CLI_CASES], ids=[c[0] for c in CLI_CASES])
def test_empty_and_long_command_line_input(capsys, args, message):
    code, _, err = run_cli(capsys, *args)
    line = one_error_line(err)
    assert code == 2
    assert message in line


@pytest.mark.parametrize(
    ("args", "english", "hungarian"),
    [
        (["recommended", "--sets", "foo"], "unknown set “foo” (known: ", "doboz: „foo” ("),
        (["kingdom", "--sets", "foo"], "--sets: unknown set “foo”", "ismeretlen doboz: „foo”"),
        (["kingdom", "--format", "a\nb\x1b[31m"], "not “a\\nb\\x1b[31m”", "nem: „a\\nb\\x1b[31m”"),
        (["kingdom", "--players", "two\r"], "got “two\\r”", "nem „two\\r”"),
        (["kingdom", "--set-max", "x\n"], "got “x”", "nem „x”"),  # stripped, then quoted
        (["kingdom", "--swap-same", "\t"], "not “\\t”", "ez nem: „\\t”"),
        (["kingdom", "--code", "K1AA\x07"], "cannot contain “\\x07”", "karakter: „\\x07”"),
        (["simulate", "--bots", "q\u200bq"], "unknown bot “q\\u200bq”", "játékos: „q\\u200bq”"),
        (["simulate", "--bots", "bigmony"], "did you mean “bigmoney”?", "gondoltál: „bigmoney”?"),
    ],
)
def test_input_is_quoted_back_in_the_languages_quotes_with_control_characters_escaped(
    capsys, args, english, hungarian
):
    for lang, fragment in (("en", english), ("hu", hungarian)):
        code, _, err = run_cli(capsys, "--lang", lang, *args)
        line = one_error_line(err)
        assert code == 2
        assert fragment in line, line
        assert "'" not in line and "\x1b" not in line, line


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("plain", "plain"),
        ("a\nb", "a\\nb"),
        ("\x1b[31mred", "\\x1b[31mred"),
        ("tab\there", "tab\\there"),
        ("ő „idézet”", "ő „idézet”"),
        ("z" * 61, "z" * 60 + "…"),
        ("\n" * 61, "\\n" * 60 + "…"),
    ],
)
def test_clip_shortens_and_makes_every_character_visible(text, shown):
    assert clip(text) == shown
