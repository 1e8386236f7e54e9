"""The quick reference as Markdown: for the app's print view and the .md download."""

from __future__ import annotations

from collections.abc import Callable

from companion.reference.model import Entry, QuickReference, Table

Escape = Callable[[str], str]


def _cell(text: str) -> str:
    """A table cell: a pipe would end the cell, a newline the row."""
    return text.replace("|", "\\|").replace("\n", " ")


def _entry(entry: Entry, escape: Escape) -> str:
    box = "☐ " if entry.check else ""
    lead = f"**{escape(entry.lead)}:** " if entry.lead else ""
    return f"- {box}{lead}{escape(entry.text)}"


def _table(table: Table, escape: Escape) -> list[str]:
    lines = ["| " + " | ".join(_cell(escape(h)) for h in table.header) + " |"]
    lines.append("|" + "|".join("---:" if n else "---" for n in table.numeric) + "|")
    lines += ["| " + " | ".join(_cell(escape(c)) for c in row) + " |" for row in table.rows]
    return lines


def render(ref: QuickReference, escape: Escape = str, heading: int = 1) -> str:
    """Markdown of the sheet; `escape` makes a text plain (the app passes its Markdown escape),
    `heading` is the level of the title (sections one below)."""
    top, sub = "#" * heading, "#" * (heading + 1)
    lines = [f"{top} {escape(ref.title)}", "", escape(ref.subtitle)]
    for section in ref.sections:
        lines += ["", f"{sub} {escape(section.title)}", ""]
        lines += [_entry(e, escape) for e in section.entries]
        if section.table is not None:
            if section.entries:
                lines.append("")
            lines += _table(section.table, escape)
        if section.notes:
            lines.append("")
            lines += [escape(e.text) for e in section.notes]
    return "\n".join(lines) + "\n"
