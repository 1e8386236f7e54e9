"""`companion kingdom` end to end: outputs in both languages, JSON shape, and every error path."""

from __future__ import annotations

import csv
import io
import json
import re

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
    assert rows[0] == ["section", "id", "name", "count", "note"]
    # header, 10 kingdom piles, 3 Victory, Curse, 3 Treasure, 2 starting-deck rows, and what
    # this kingdom takes out of the box: Island's mats and the trash card
    assert len(rows) == 1 + 10 + 3 + 1 + 3 + 2 + 2
    assert rows[-2:] == [
        ["Take out of the box", "island_mat", "Island mat", "2", "one per player, for Island"],
        ["Take out of the box", "trash_mat", "Trash card", "1", ""],
    ]


# -- error paths: one translated line on stderr, exit code 2 ------------------------------------

# args, then a piece of the English and of the Hungarian line that names the problem
ERRORS = [
    (["--require", "wtich"], "did you mean “Witch” (witch)?", "erre gondoltál: „Boszorkány”"),
    (["--require", "witch", "--ban", "Witch"], "Witch is both required", "a Boszorkány egyszerre"),
    (["--require", "copper"], "Copper is not a kingdom card", "a Rézpénz nem birodalomkártya"),
    (
        ["--sets", "base", "--require", "pirate_ship"],
        "Pirate Ship is from Seaside (1st edition), which is not chosen",
        "a Kalózhajó a Seaside (1.\u00a0kiadás) dobozból való, de az nincs kiválasztva",
    ),
    (
        ["--require", "witch", "--require-defence", "--ban", "moat,lighthouse"],
        "Moat and Lighthouse are banned",
        "a Várárok és a Világítótorony ki vannak tiltva",
    ),
    (
        ["--min-expensive", "6", "--max-same-cost", "3"],
        "at most 4 cards costing 5 or more fit",
        "legfeljebb 4 db 5 vagy több érmébe kerülő kártya fér bele",
    ),
    (["--max-attacks", "x"], "--max-attacks: expected a whole number", "--max-attacks: 0 és 10"),
    (["--max-attacks", "11"], "from 0 to 10, got “11”", "egész szám kell, nem „11”"),
    (["--min-cheap", "-1"], "--min-cheap: expected a whole number", "--min-cheap: 0 és 10"),
    (["--players", "5"], "--players: expected a whole number from 1 to 4", "--players: 1 és 4"),
    (["--players", "two"], "got “two”", "nem „two”"),
    (["--seed", "abc"], "--seed: expected a whole number", "--seed: 0 és 9\u00a0223\u00a0372"),
    (
        ["--no-attacks", "--max-attacks", "2"],
        "--no-attacks and --max-attacks cannot be used together",
        "a --no-attacks és a --max-attacks nem használható együtt",
    ),
    (["--sets", "intrigue"], "unknown set “intrigue”", "ismeretlen doboz: „intrigue”"),
    (["--sets", ","], "choose at least one set", "válassz legalább egy dobozt"),
    (["--set-min", "seaside=12"], "--set-min: expected a whole number", "--set-min: 0 és 10"),
    (["--set-max", "seaside"], "expected SET=N", "DOBOZ=N alak kell"),
    (["--format", "pdf"], "use one of text, markdown, csv, not “pdf”", "ez nem: „pdf”"),
    (["--code", ""], "the kingdom code is empty", "a birodalomkód üres"),
    (["--code", "garbage"], "not a kingdom code", "ez nem birodalomkód"),
    (["--code", FIRST_GAME[:-1] + "x"], "the kingdom code is damaged", "a birodalomkód sérült"),
    (["--code", FIRST_GAME[:7]], "the kingdom code is too short", "a birodalomkód túl rövid"),
    (["--code", "K9" + FIRST_GAME[2:]], "version 9 is not supported", "kódverzió: 9"),
    (
        ["--code", FIRST_GAME, "--require-buy"],
        "--require-buy: with a given kingdom, use --reroll or --swap",
        "--require-buy: megadott birodalomhoz --reroll vagy --swap kell",
    ),
    (
        ["--code", FIRST_GAME, "--recommended", "first_game"],
        "--code and --recommended cannot be used together",
        "a --code és a --recommended nem használható együtt",
    ),
    (
        ["--recommended", "frist"],
        "no recommended kingdom “frist”; did you mean “First Game”",
        "ismeretlen ajánlott birodalom: „frist”; talán „Kezdőknek”",
    ),
    (["--swap", "moat"], "--swap needs --code", "a --swap mellé kell a birodalom"),
    (
        ["--swap", "witch", "--code", FIRST_GAME],
        "Witch is not in this kingdom",
        "a Boszorkány nincs ebben a birodalomban",
    ),
    (
        ["--swap", "moat", "--code", FIRST_GAME, "--swap-same", "type"],
        "Moat cannot be swapped: no other card of type Action – Reaction",
        "a Várárkot nem lehet lecserélni",
    ),
    (
        ["--swap", "moat", "--code", FIRST_GAME, "--swap-same", "colour"],
        "use cost or type, not “colour”",
        "cost vagy type lehet, ez nem: „colour”",
    ),
    (["--swap-same", "cost"], "need --swap", "csak a --swap mellett jó"),
    (["--reroll"], "--reroll needs --code", "a --reroll csak a --code kapcsolóval"),
    (["--avoid-recent", "2"], "give them with --history", "a korábbi birodalmakat (--history)"),
    (["--history", "nonsense"], "not a kingdom code", "ez nem birodalomkód"),
    (  # the option and the entry are named
        ["--history", f"{FIRST_GAME},garbage", "--avoid-recent", "1"],
        "error: --history, entry 2 “garbage”: this is not a kingdom code "
        "(kingdom codes start with K1)",
        "hiba: --history, 2.\u00a0elem („garbage”): ez nem birodalomkód",
    ),
    (
        ["--history", f"{FIRST_GAME},{FIRST_GAME},{'K1' * 100}"],
        "--history, entry 3 “" + "K1" * 30 + "…”: the kingdom code is damaged",
        "--history, 3.\u00a0elem („" + "K1" * 30 + "…”): a birodalomkód sérült",
    ),
    (["--code", "garbage"], "error: --code: this is not a kingdom code", "hiba: --code: ez nem"),
    (
        ["--max-same-cost", "1"],
        "there are only 5 costs (2, 3, 4, 5, 6)",
        "csak 5-féle ár van (2, 3, 4, 5, 6)",
    ),
    (["--keep", "a,b,c"], "unknown card “a”", "ismeretlen kártya: „a”"),
    (  # at most 0 Attacks is Attacks turned off, and says so
        ["--max-attacks", "0", "--require", "witch"],
        "error: cannot turn Attacks off: at least 1 Attack is needed (Witch: required or kept)",
        "hiba: a támadáskártyák nem zárhatók ki: legalább 1 támadáskártya kell "
        "(Boszorkány: kötelező vagy megtartott)",
    ),
    (
        ["--set-max", "seaside-1e=0", "--require", "lighthouse"],
        "error: cannot have the cards from Seaside (1st edition) left out: "
        "at least 1 such card is needed",
        "hiba: nem teljesülhet: a Seaside (1.\u00a0kiadás) doboz kártyái kihagyva: "
        "legalább 1 ilyen kártya kell",
    ),
    (
        [
            "--require",
            "witch,militia,bureaucrat,smithy,market,festival,laboratory,library,mine,council_room",
            "--min-cheap",
            "1",
        ],
        "no card costing 2–3 fits (the required and kept cards take every place)",
        "egyetlen 2–3 érmés kártya sem fér bele "
        "(a kötelező és megtartott lapok minden helyet elfoglalnak)",
    ),
]


@pytest.mark.parametrize(
    ("args", "english", "hungarian"), ERRORS, ids=[" ".join(a) for a, *_ in ERRORS]
)
def test_errors_are_one_line_with_exit_code_2(
    capsys: pytest.CaptureFixture[str], args: list[str], english: str, hungarian: str
) -> None:
    errs = {}
    for lang, needle in (("en", english), ("hu", hungarian)):
        code, out, err = run(capsys, *args, "--lang", lang)
        assert code == 2
        assert out == ""
        prefix = {"en": "error: ", "hu": "hiba: "}[lang]
        assert err.startswith(prefix) and err.endswith("\n") and err.count("\n") == 1, err
        assert "Traceback" not in err and "{" not in err
        assert not re.search(r"(at most|at least|legfeljebb|legalább) 0\b|\b0 (place|hely)", err)
        assert needle in err, err
        errs[lang] = err
    assert errs["en"] != errs["hu"]


def test_unknown_flag_is_one_line_too(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--frobnicate", "--lang", "en")
    assert code == 2 and out == ""
    assert err == "error: companion: unrecognized arguments: --frobnicate\n"
