"""Extract UI strings and update both gettext catalogs; `--check` fails if they are out of date.

Usage: python scripts/update_locales.py [--check]
English msgstr are filled with the msgid; Hungarian ones are translated by hand in
locales/hu/LC_MESSAGES/messages.po (tests fail on any missing or fuzzy translation).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
KEYWORDS = ["-k", "_", "-k", "N_", "-k", "_.ngettext:1,2", "-k", "t.ngettext:1,2"]


def extract(target: Path) -> None:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "babel.messages.frontend",
            "extract",
            "-F",
            "babel.cfg",
            *KEYWORDS,
            "--no-location",
            "--sort-by-file",
            "--omit-header",
            "-o",
            str(target),
            "companion",
            "streamlit_app.py",
        ],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )


def fill_english(po_path: Path) -> None:
    with po_path.open("rb") as fh:
        catalog = read_po(fh, locale="en")
    for message in catalog:
        if not message.id:
            continue
        if message.pluralizable:
            message.string = tuple(message.id)  # type: ignore[assignment]
        else:
            message.string = message.id
        message.flags.discard("fuzzy")
    with po_path.open("wb") as fh:
        write_po(fh, catalog, omit_header=False, width=100)


def main() -> int:
    check = "--check" in sys.argv
    with tempfile.TemporaryDirectory() as tmp:
        pot = Path(tmp) / "messages.pot"
        extract(pot)
        if check:
            result = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "babel.messages.frontend",
                    "update",
                    "--check",
                    "--no-fuzzy-matching",
                    "--ignore-obsolete",
                    "-w",
                    "100",
                    "--ignore-pot-creation-date",
                    "-i",
                    str(pot),
                    "-d",
                    "locales",
                ],
                cwd=ROOT,
                capture_output=True,
                text=True,
            )
            if result.returncode:
                print("locales are out of date: run python scripts/update_locales.py")
                for line in (result.stdout + result.stderr).splitlines():
                    if "out of date" in line:
                        print(line)
            return result.returncode
        subprocess.run(
            [
                sys.executable,
                "-m",
                "babel.messages.frontend",
                "update",
                "--no-fuzzy-matching",
                "--ignore-obsolete",
                "--ignore-pot-creation-date",
                "-w",
                "100",
                "-i",
                str(pot),
                "-d",
                "locales",
            ],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
    fill_english(ROOT / "locales" / "en" / "LC_MESSAGES" / "messages.po")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
