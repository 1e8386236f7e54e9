"""Extract UI strings and update both gettext catalogs; `--check` fails if they are out of date.

Usage: python scripts/update_locales.py [--check]
English msgstr are filled with the msgid; Hungarian ones are translated by hand in
locales/hu/LC_MESSAGES/messages.po (tests fail on any missing or fuzzy translation).
Each catalog's header names the project (from pyproject.toml), its language and its team,
never Babel's placeholders (PROJECT VERSION, FULL NAME <EMAIL@ADDRESS>, LL@li.org).
"""

from __future__ import annotations

import io
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = {"en": "English", "hu": "Hungarian"}  # catalog -> its Language-Team
KEYWORDS = ["-k", "_", "-k", "N_", "-k", "_.ngettext:1,2", "-k", "t.ngettext:1,2"]
KEYWORDS += ["-k", "NC_:1c,2", "-k", "_.pgettext:1c,2"]


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


def po_path(lang: str, root: Path = ROOT) -> Path:
    return root / "locales" / lang / "LC_MESSAGES" / "messages.po"


def project(root: Path = ROOT) -> tuple[str, str]:
    """The project's name and version, as pyproject.toml gives them."""
    with (root / "pyproject.toml").open("rb") as fh:
        meta = tomllib.load(fh)["project"]
    return meta["name"], meta["version"]


def set_header(catalog: Catalog, lang: str, root: Path = ROOT) -> None:
    """Name the project, the language and the team in the header (Babel's update keeps them;
    setting them on every run also mends a catalog made afresh)."""
    name, version = project(root)
    catalog.project, catalog.version = name, version
    catalog.last_translator = catalog.msgid_bugs_address = f"{name} team"  # no address to give
    catalog.language_team = LANGUAGES[lang]
    catalog.header_comment = (
        f"# {LANGUAGES[lang]} messages of {name}.\n# Translated by the {name} team."
    )


def po_text(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_po(buffer, catalog, omit_header=False, width=100)
    return buffer.getvalue()


def finished(lang: str, root: Path = ROOT) -> bytes:
    """The catalog's text after Babel's update: the header set, and English msgstr filled with
    the msgid."""
    with po_path(lang, root).open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    set_header(catalog, lang, root)
    if lang == "en":
        fill_english(catalog)
    return po_text(catalog)


def unfinished(root: Path = ROOT) -> list[str]:
    """The catalogs whose text is not yet what `finished` makes of it (e.g. a stale header)."""
    return [
        f"{po_path(lang, root).relative_to(root)}: header or English msgstr out of date"
        for lang in LANGUAGES
        if po_path(lang, root).read_bytes() != finished(lang, root)
    ]


def fill_english(catalog: Catalog) -> None:
    for message in catalog:
        if not message.id:
            continue
        if message.pluralizable:
            message.string = tuple(message.id)  # type: ignore[assignment]
        else:
            message.string = message.id
        message.flags.discard("fuzzy")


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
            problems = unfinished()
            if result.returncode or problems:
                print("locales are out of date: run python scripts/update_locales.py")
                for line in (result.stdout + result.stderr).splitlines():
                    if "out of date" in line:
                        print(line)
                print("\n".join(problems))
            return result.returncode or len(problems)
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
    for lang in LANGUAGES:
        po_path(lang).write_bytes(finished(lang))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
