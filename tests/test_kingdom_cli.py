"""`companion kingdom` end to end: outputs in both languages, JSON shape, and every error path."""

from __future__ import annotations

import csv
import io
import json

import pytest

from companion.catalogue import Catalogue, load
from companion.cli import main
from companion.kingdom import Kingdom, decode, encode, recommended_kingdom

FIRST_GAME = "K1AAAt9yK2Dg"


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["kingdom", *args])
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:  # type: ignore[type-arg]
    code, out, err = run(capsys, *args, "--json", "--lang", "en")
    assert code == 0, err
    return json.loads(out)  # type: ignore[no-any-return]


# -- success paths ----------------------------------------------------------------------------


def test_text_output_in_english(capsys: pytest.CaptureFixture[str], cat: Catalogue) -> None:
    code, out, err = run(capsys, "--seed", "42", "--lang", "en", "--players", "3")
    assert code == 0 and err == ""
    assert out.startswith("Kingdom (seed 42)\n")
    assert "Setup for 3 players" in out and "Copper" in out and " 39" in out
    code_line = next(line for line in out.splitlines() if line.startswith("Code: "))
    kingdom = decode(code_line.removeprefix("Code: "))
    assert kingdom.seed == 42
    lines = out.splitlines()[1:11]
    costs = [int(line.split()[0]) for line in lines]
    assert costs == sorted(costs)  # cheapest first
    for card_id in kingdom.cards:
        assert cat.card(card_id).name("en") in out


def test_text_output_in_hungarian(capsys: pytest.CaptureFixture[str], cat: Catalogue) -> None:
    code, out, _ = run(capsys, "--seed", "42", "--lang", "hu")
    assert code == 0
    kingdom = decode(next(w for w in out.split() if w.startswith("K1")))
    for card_id in kingdom.cards:
        assert cat.card(card_id).name("hu") in out
    assert "Kingdom" not in out and "Setup for" not in out and "Copper" not in out
    assert cat.card("copper").name("hu") in out


def test_global_lang_option_works_too(capsys: pytest.CaptureFixture[str], cat: Catalogue) -> None:
    assert main(["--lang", "hu", "kingdom", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert cat.card("estate").name("hu") in out


def test_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "--seed", "7", "--players", "4")
    assert set(data) >= {"cards", "code", "seed", "players", "piles", "components"}
    assert len(data["cards"]) == 10 and data["seed"] == 7 and data["players"] == 4
    assert set(decode(data["code"]).cards) == set(data["cards"])
    piles = data["piles"]
    assert (piles["copper"], piles["curse"], piles["province"]) == (32, 30, 12)
    assert set(data["cards"]) <= set(piles)
    assert data["components"]["trash_mat"] == 1


def test_default_seed_is_printed_and_reproduces(capsys: pytest.CaptureFixture[str]) -> None:
    first = run_json(capsys)
    assert isinstance(first["seed"], int)
    again = run_json(capsys, "--seed", str(first["seed"]))
    assert again["cards"] == first["cards"] and again["code"] == first["code"]
    code, out, _ = run(capsys, "--lang", "en")
    assert code == 0 and out.startswith("Kingdom (seed ")


def test_options_are_applied(capsys: pytest.CaptureFixture[str], cat: Catalogue) -> None:
    data = run_json(
        capsys,
        "--seed",
        "3",
        "--sets",
        "base-1e",
        "--require",
        "witch",
        "--require",
        "Trónterem,kapolna",
        "--ban",
        "spy",
        "--require-defence",
        "--require-buy",
        "--max-attacks",
        "1",
        "--min-expensive",
        "3",
        "--max-same-cost",
        "4",
    )
    cards = [cat.card(c) for c in data["cards"]]
    assert {"witch", "throne_room", "chapel"} <= set(data["cards"])
    assert all(c.set == "base-1e" for c in cards)
    assert "spy" not in data["cards"] and "moat" in data["cards"]  # Witch brings the defence
    assert sum(c.is_("attack") for c in cards) == 1
    options = decode(data["code"]).options
    assert options.require == {"witch", "throne_room", "chapel"} and options.max_attacks == 1


def test_set_bounds_and_flags(capsys: pytest.CaptureFixture[str], cat: Catalogue) -> None:
    data = run_json(
        capsys,
        "--seed",
        "5",
        "--set-min",
        "seaside=7",
        "--set-max",
        "base-1e=3",
        "--no-attacks",
        "--require-village",
        "--require-draw",
        "--require-trashing",
        "--min-cheap",
        "3",
    )
    cards = [cat.card(c) for c in data["cards"]]
    assert sum(c.set == "seaside-1e" for c in cards) >= 7
    assert not any(c.is_("attack") for c in cards)
    options = decode(data["code"]).options
    assert options.set_min == (("seaside-1e", 7),) and not options.attacks


def test_show_a_code(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "--code", FIRST_GAME)
    assert data["code"] == FIRST_GAME and data["seed"] is None
    assert "moat" in data["cards"]


def test_show_a_recommended_kingdom(capsys: pytest.CaptureFixture[str], cat: Catalogue) -> None:
    data = run_json(capsys, "--recommended", "Nyílt tenger", "--players", "3")
    assert set(data["cards"]) == set(recommended_kingdom(cat, "high_seas").cards)
    assert data["components"]["island_mat"] == 3 and data["components"]["coin_tokens"] is None
    code, out, _ = run(capsys, "--recommended", "first game", "--lang", "en")
    assert code == 0 and out.startswith("Kingdom\n")
    shown = decode(next(w for w in out.split() if w.startswith("K1")))
    assert shown.cards == decode(FIRST_GAME).cards and shown.options.sets == {"base-1e"}


def test_swap_modes(capsys: pytest.CaptureFixture[str], cat: Catalogue) -> None:
    plain = run_json(capsys, "--code", FIRST_GAME, "--swap", "Moat", "--seed", "1")
    assert "moat" not in plain["cards"] and len(set(plain["cards"]) - {"moat"}) == 10
    assert plain["swap"]["out"] == "moat" and plain["swap"]["seed"] == 1
    assert plain["swap"]["in"] in plain["cards"] and plain["seed"] is None
    same_cost = run_json(
        capsys, "--code", FIRST_GAME, "--swap", "smithy", "--swap-same", "cost", "--seed", "2"
    )
    (came,) = set(same_cost["cards"]) - set(decode(FIRST_GAME).cards)
    assert cat.card(came).cost == 4
    same_type = run_json(capsys, "--code", FIRST_GAME, "--swap", "militia", "--swap-same", "type")
    (came,) = set(same_type["cards"]) - set(decode(FIRST_GAME).cards)
    assert cat.card(came).types == ("action", "attack")
    from_set = run_json(capsys, "--code", FIRST_GAME, "--swap", "cellar", "--swap-set", "seaside")
    (came,) = set(from_set["cards"]) - set(decode(FIRST_GAME).cards)
    assert cat.card(came).set == "seaside-1e"
    code, out, _ = run(
        capsys, "--recommended", "first_game", "--swap", "cellar", "--seed", "4", "--lang", "en"
    )
    assert code == 0 and "Cellar swapped for " in out and "(swap seed 4)" in out


def test_reroll_keeps_locked_cards(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(
        capsys, "--code", FIRST_GAME, "--reroll", "--keep", "moat,militia", "--seed", "11"
    )
    assert {"moat", "militia"} <= set(data["cards"])
    assert data["cards"] != decode(FIRST_GAME).cards


def test_history_avoids_recent_cards(capsys: pytest.CaptureFixture[str]) -> None:
    last = encode(Kingdom(decode(FIRST_GAME).cards))
    for seed in range(10):
        data = run_json(capsys, "--history", last, "--seed", str(seed))
        assert not set(data["cards"]) & set(decode(FIRST_GAME).cards)


def test_markdown_and_csv_formats(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--seed", "9", "--format", "markdown", "--lang", "en")
    assert code == 0 and out.startswith("# Kingdom (seed 9)") and "## Setup for 2 players" in out
    code, out, err = run(capsys, "--seed", "9", "--format", "csv", "--lang", "en")
    assert code == 0 and err.startswith("Code: K1")
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0] == ["section", "id", "name", "count", "note"] and len(rows) >= 21


# -- error paths: one translated line on stderr, exit code 2 ------------------------------------

ERRORS = [
    (["--require", "wtich"], "witch"),
    (["--require", "witch", "--ban", "Witch"], "Witch"),
    (["--require", "copper"], "Copper"),
    (["--sets", "base", "--require", "pirate_ship"], "Pirate Ship"),
    (["--require", "witch", "--require-defence", "--ban", "moat,lighthouse"], "Lighthouse"),
    (["--min-expensive", "6", "--max-same-cost", "3"], "4"),
    (["--max-attacks", "x"], "--max-attacks"),
    (["--max-attacks", "11"], "--max-attacks"),
    (["--min-cheap", "-1"], "--min-cheap"),
    (["--players", "5"], "--players"),
    (["--players", "two"], "--players"),
    (["--seed", "abc"], "--seed"),
    (["--no-attacks", "--max-attacks", "2"], "--max-attacks"),
    (["--sets", "intrigue"], "intrigue"),
    (["--sets", ","], "--sets"),
    (["--set-min", "seaside=12"], "--set-min"),
    (["--set-max", "seaside"], "--set-max"),
    (["--format", "pdf"], "pdf"),
    (["--code", ""], ""),
    (["--code", "garbage"], "K1"),
    (["--code", FIRST_GAME[:-1] + "x"], ""),
    (["--code", FIRST_GAME[:7]], ""),
    (["--code", "K9" + FIRST_GAME[2:]], "9"),
    (["--code", FIRST_GAME, "--require-buy"], "--require-buy"),
    (["--code", FIRST_GAME, "--recommended", "first_game"], "--recommended"),
    (["--recommended", "frist"], "first_game"),
    (["--swap", "moat"], "--swap"),
    (["--swap", "witch", "--code", FIRST_GAME], "Witch"),
    (["--swap", "moat", "--code", FIRST_GAME, "--swap-same", "type"], "Moat"),
    (["--swap", "moat", "--code", FIRST_GAME, "--swap-same", "colour"], "colour"),
    (["--swap-same", "cost"], "--swap"),
    (["--reroll"], "--reroll"),
    (["--avoid-recent", "2"], "--history"),
    (["--history", "nonsense"], "K1"),
    (["--max-same-cost", "1"], "2, 3, 4, 5, 6"),
    (["--keep", "a,b,c"], "“a”"),
]


@pytest.mark.parametrize(("args", "needle"), ERRORS, ids=[" ".join(a) for a, _ in ERRORS])
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_errors_are_one_line_with_exit_code_2(
    capsys: pytest.CaptureFixture[str], args: list[str], needle: str, lang: str
) -> None:
    code, out, err = run(capsys, *args, "--lang", lang)
    assert code == 2
    assert out == ""
    prefix = {"en": "error: ", "hu": "hiba: "}[lang]
    assert err.startswith(prefix) and err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err and "{" not in err
    assert needle in err or lang == "hu"


@pytest.mark.parametrize(
    "args",
    [
        ["--max-attacks", "x"],
        ["--require", "witch", "--ban", "witch"],
        ["--code", "garbage"],
        ["--min-expensive", "6", "--max-same-cost", "3"],
        ["--players", "9"],
    ],
)
def test_errors_are_translated(capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    _, _, en = run(capsys, *args, "--lang", "en")
    _, _, hu = run(capsys, *args, "--lang", "hu")
    assert en != hu


def test_unknown_flag_is_one_line_too(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--frobnicate")
    assert code == 2 and err.count("\n") == 1
