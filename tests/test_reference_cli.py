"""`companion reference` end to end: the PDF and Markdown files, and every error as one line."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader

from companion.cli import main

FIRST_GAME = "K1AAAt9yK2Dg"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["reference", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_hungarian_pdf_for_three_players(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    target = tmp_path / "ref.pdf"
    code, out, err = run(
        capsys, "--code", FIRST_GAME, "--players", "3", "--lang", "hu", "-o", str(target)
    )
    assert (code, err) == (0, "")
    assert out == f"Elkészült: {target}\n"
    reader = PdfReader(io.BytesIO(target.read_bytes()))
    text = " ".join(reader.pages[0].extract_text().split())
    assert len(reader.pages) == 1
    assert "Alapkártyák 3 játékosra" in text and "Pakli 39 40 30 12 12 12 20" in text


def test_markdown_to_the_screen_for_a_recommended_kingdom(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _err = run(capsys, "--recommended", "first_game", "--players", "4", "--lang", "en")
    assert code == 0
    assert out.startswith("# Quick reference\n")
    assert "| Curse | 0 | −1 VP | 30 |" in out


def test_markdown_to_a_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "ref.md"
    code, _out, _err = run(
        capsys, "--code", FIRST_GAME, "--format", "md", "-o", str(target), "--lang", "en"
    )
    assert code == 0
    assert "Basic cards for 2 players" in target.read_text("utf-8")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--code", FIRST_GAME, "--players", "5"), "--players: expected a whole number from 1"),
        (("--code", "nonsense"), "--code: "),
        (("--recommended", "nope"), "unknown recommended kingdom"),
        (("--players", "2"), "give the kingdom with --code or --recommended"),
        (("--code", FIRST_GAME, "--recommended", "first_game"), "give the kingdom with"),
        (("--code", FIRST_GAME, "--format", "docx"), "--format: use one of pdf, md"),
        (("--code", FIRST_GAME, "--format", "pdf"), "a PDF needs a file"),
        (("--code", FIRST_GAME, "-o", "/nonexistent-dir/ref.pdf"), "cannot write"),
    ],
)
def test_bad_input_is_one_line_and_a_non_zero_exit(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    code, out, err = run(capsys, *args, "--lang", "en")
    assert code != 0 and out == ""
    assert err.startswith("error: ") and message in err and err.count("\n") == 1


def test_errors_in_hungarian(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "--code", FIRST_GAME, "--format", "pdf", "--lang", "hu")
    assert code == 2 and "a PDF-hez fájl kell" in err
