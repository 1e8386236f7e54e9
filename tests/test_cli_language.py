"""The command line speaks the chosen language all the way out: argparse, errors, CSV, phases."""

from __future__ import annotations

import argparse
import csv
import gettext
import io

import pytest

from companion import DATA_DIR
from companion.catalogue import load
from companion.cli import build_parser, main
from companion.i18n import translator
from companion.kingdom import markdown_file, recommended_kingdom, setup_sheet, spreadsheet_csv

EXAMPLE = DATA_DIR / "scenarios" / "base" / "example-first-turns.toml"


@pytest.fixture(autouse=True)
def _english_environment(monkeypatch):
    monkeypatch.delenv("COMPANION_LANG", raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    "args,lines",
    [
        (
            ["--lang", "hu", "--help"],
            ["használat: companion", "kapcsolók:", "ez a súgó, majd kilépés", "a kimenet nyelve"],
        ),
        (
            ["--lang", "hu", "kingdom", "--help"],
            [
                "használat: companion kingdom",
                "sorsolási beállítások:",
                "legfeljebb N támadáskártya",
            ],
        ),
        (["cards", "--help", "--lang=hu"], ["argumentumok:", "csak ez a doboz"]),
        (
            ["--lang", "hu", "simulate", "--help"],
            ["játszmák száma (alapértelmezés: ", "konfidenciaintervallummal (95%)"],
        ),
        (["--help"], ["usage: companion", "options:", "show this help message and exit"]),
    ],
)
def test_help_is_in_the_chosen_language(capsys, args, lines):
    code, out, err = run(capsys, *args)
    assert code == 0 and err == ""
    for line in lines:
        assert line in out
    assert "usage:" not in out or "--lang" not in args[:2]


@pytest.mark.parametrize(
    "args,error",
    [
        (
            ["--lang", "hu", "cards", "--set", "foo"],
            "hiba: companion cards: --set: érvénytelen érték: „foo” "
            "(lehetséges: basic, base-1e, seaside-1e)",
        ),
        (
            ["--lang", "en", "cards", "--set", "foo"],
            "error: companion cards: argument --set: invalid choice: “foo” "
            "(choose from basic, base-1e, seaside-1e)",
        ),
        (
            ["--lang", "hu", "scenario"],
            "hiba: companion scenario: hiányzó kötelező argumentum: MŰVELET",
        ),
        (
            ["--lang", "hu", "kingdom", "--players"],
            "hiba: companion kingdom: --players: egy értéket vár",
        ),
        (["--lang", "hu", "--frobnicate"], "hiba: companion: ismeretlen argumentum: --frobnicate"),
        (
            ["--lang", "hu", "frobnicate"],
            "hiba: companion: PARANCS: érvénytelen érték: „frobnicate” (lehetséges: "
            "cards, recommended, kingdom, scenario, simulate, insight, sweep, ask, reference)",
        ),
        (
            ["--lang", "hu", "cards", "tronteremm"],
            "hiba: ismeretlen kártya: „tronteremm”; erre gondoltál: „Trónterem” (throne_room)?",
        ),
        (
            ["--lang", "hu", "cards", "kápolnával"],
            "hiba: ismeretlen kártya: „kápolnával”; erre gondoltál: „Kápolna” (chapel)?",
        ),
        (
            ["--lang", "en", "cards", "tronteremm"],
            "error: unknown card “tronteremm”; did you mean “Throne Room” (throne_room)?",
        ),
        (
            ["--lang", "hu", "kingdom", "--players", "7"],
            "hiba: --players: 1 és 4 közötti egész szám kell, nem „7”",
        ),
        (
            ["--lang", "hu", "kingdom", "--recommended", "kezdoknek x"],
            "hiba: ismeretlen ajánlott birodalom: „kezdoknek x”; talán „Kezdőknek” (first_game)?",
        ),
    ],
)
def test_errors_are_one_line_in_the_chosen_language(capsys, args, error):
    code, out, err = run(capsys, *args)
    assert (code, out, err) == (2, "", error + "\n")


def test_every_subcommand_is_registered_in_order():
    subcommands = [a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction)]
    assert [list(a.choices) for a in subcommands] == [
        [
            "cards",
            "recommended",
            "kingdom",
            "scenario",
            "simulate",
            "insight",
            "sweep",
            "ask",
            "reference",
        ]
    ]


def test_argparse_is_left_as_it_was(capsys):
    run(capsys, "--lang", "hu", "cards", "--set", "foo")
    assert argparse._ is gettext.gettext  # type: ignore[attr-defined]


def test_the_trash_is_not_mistaken_for_a_card(capsys):
    code, out, _ = run(capsys, "--lang", "hu", "cards", "szemét")
    assert code == 0 and out.startswith("Szemét\n\nA közös pakli")


@pytest.mark.parametrize(
    "name,first_line",
    [("Nyílt tenger", "Birodalom"), ("nyilt tenger", "Birodalom"), ("High Seas", "Kingdom")],
)
def test_a_hungarian_name_answers_in_hungarian(capsys, name, first_line):
    code, out, _ = run(capsys, "kingdom", "--recommended", name)
    assert code == 0 and out.splitlines()[0] == first_line


def test_a_hungarian_card_name_answers_in_hungarian(capsys):
    code, out, _ = run(capsys, "cards", "Trónterem")
    assert code == 0 and "Szabálymagyarázatok:" in out
    code, out, _ = run(capsys, "cards", "Trónterem", "--lang", "en")
    assert code == 0 and "Rulings:" in out


@pytest.mark.parametrize(
    "lang,line", [("hu", "4.\u00a0kör, vásárlási fázis: "), ("en", "turn 4, buy phase: ")]
)
def test_scenario_run_names_the_phase_in_the_language(capsys, lang, line):
    code, out, _ = run(capsys, "scenario", "run", str(EXAMPLE), "--lang", lang)
    assert code == 0 and line in out and "buy fázis" not in out and "phase buy" not in out


@pytest.mark.parametrize(
    "lang,bom,header",
    [
        ("hu", b"\xef\xbb\xbf", "szakasz;id;név;darab;megjegyzés"),
        ("en", b"", "section,id,name,count,note"),
    ],
)
def test_csv_bytes_suit_the_language_spreadsheet(capsysbinary, lang, bom, header):
    assert main(["kingdom", "--seed", "9", "--format", "csv", "--lang", lang]) == 0
    out = capsysbinary.readouterr().out
    assert out.startswith(bom + header.encode()) and not out[len(bom) :].startswith(b"\xef")
    delimiter = ";" if lang == "hu" else ","
    rows = list(csv.reader(io.StringIO(out.decode("utf-8-sig")), delimiter=delimiter))
    assert all(len(row) == 5 for row in rows) and len(rows) > 15


def test_app_downloads_same_bytes_and_markdown_ends_with_one_newline():
    cat = load()
    kingdom = recommended_kingdom(cat, "first_game")
    sheet = setup_sheet(cat, kingdom, 3)
    hu, en = translator("hu"), translator("en")
    assert spreadsheet_csv(sheet, cat, hu).startswith("\ufeff".encode() + b"szakasz;")
    assert spreadsheet_csv(sheet, cat, en).startswith(b"section,id,")
    text = markdown_file(kingdom, "K1AAAt9yK2Dg", sheet, cat, hu)
    assert text.startswith("# Birodalom") and text.endswith("\n") and not text.endswith("\n\n")
