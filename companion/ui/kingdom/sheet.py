"""A compact on-screen setup sheet, built from the library's sheet lines (no rules here).

The printable Markdown has a Group column on every row; on a phone that table is too wide, so
the page shows groups as heading rows of a three-column table and the rest as short lines.
"""

from __future__ import annotations

from companion.catalogue import Catalogue
from companion.i18n import Translator
from companion.kingdom.render import BOX, DECK, SECTION_LABELS, sheet_lines
from companion.kingdom.setup_sheet import SetupSheet
from companion.ui.common.components import md


def compact_sheet(_: Translator, sheet: SetupSheet, catalogue: Catalogue) -> str:
    """Piles as one table with group rows, then the starting deck and what to take out."""
    lines = sheet_lines(sheet, catalogue, _)
    piles = [line for line in lines if line.section not in (DECK, BOX)]
    out = [f"| {md(_('Pile'))} | {md(_('Cards'))} | {md(_('Note'))} |", "|---|---:|---|"]
    section = None
    for pile in piles:
        if pile.section != section:
            section = pile.section
            out.append(f"| **{md(_(SECTION_LABELS[section]))}** | | |")
        out.append(f"| {md(pile.name)} | {md(str(pile.count))} | {md(pile.note)} |")
    deck = ", ".join(f"{line.count} × {line.name}" for line in lines if line.section == DECK)
    out += ["", md(_("Starting deck of each player: {cards}", cards=deck)), ""]
    out += [f"**{md(_(SECTION_LABELS[BOX]))}**", ""]
    for item in lines:
        if item.section == BOX:
            count = "" if item.count is None else f" × {item.count}"
            note = f" ({item.note})" if item.note else ""
            out.append(f"- {md(item.name + count + note)}")
    return "\n".join(out)
