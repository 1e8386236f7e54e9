"""A compact on-screen setup sheet, built from the library's translated CSV (no rules here).

The printable Markdown has a Group column on every row; on a phone that table is too wide, so
the page shows groups as heading rows of a three-column table and the rest as short lines.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from companion.i18n import Translator
from companion.ui.components import md


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One row of the sheet's CSV: its section, card or item id, name, count and note."""

    section: str
    id: str
    name: str
    count: str
    note: str


def sheet_rows(csv_text: str) -> list[SheetRow]:
    """The data rows of `sheet_csv` output (its translated header row skipped)."""
    rows = list(csv.reader(io.StringIO(csv_text)))
    return [SheetRow(*row[:5]) for row in rows[1:] if len(row) >= 5]


def compact_sheet(_: Translator, rows: list[SheetRow]) -> str:
    """Piles as one table with group rows, then the starting deck and what to take out."""
    deck_section = _("Starting deck of each player")
    box_section = _("Take out of the box")
    piles = [r for r in rows if r.section not in (deck_section, box_section)]
    lines = [f"| {md(_('Pile'))} | {md(_('Cards'))} | {md(_('Note'))} |", "|---|---:|---|"]
    section = None
    for row in piles:
        if row.section != section:
            section = row.section
            lines.append(f"| **{md(section)}** | | |")
        lines.append(f"| {md(row.name)} | {md(row.count)} | {md(row.note)} |")
    deck = ", ".join(f"{r.count} × {r.name}" for r in rows if r.section == deck_section)
    lines += ["", md(_("Starting deck of each player: {cards}", cards=deck)), ""]
    lines += [f"**{md(box_section)}**", ""]
    for row in rows:
        if row.section == box_section:
            count = f" × {row.count}" if row.count else ""
            note = f" ({row.note})" if row.note else ""
            lines.append(f"- {md(row.name + count + note)}")
    return "\n".join(lines)
