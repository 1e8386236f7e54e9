"""The quick reference as data: sections of checklist items, term lines and tables."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Entry:
    """One line: an optional bold lead („+1 Buy”, „A – Action”) and its text; `check` draws a
    tick box before it (the turn's checklist)."""

    text: str
    lead: str = ""
    check: bool = False


@dataclass(frozen=True, slots=True)
class Table:
    """A table of plain text cells; `numeric` marks the right-aligned columns."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    numeric: tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class Section:
    """A heading with its lines, then an optional table, then lines after it (`notes`)."""

    id: str
    title: str
    entries: tuple[Entry, ...] = ()
    table: Table | None = None
    notes: tuple[Entry, ...] = ()


@dataclass(frozen=True, slots=True)
class QuickReference:
    """The whole sheet in one language for one kingdom and player count; `seaside` when a
    kingdom card comes from Seaside (its sheet may take two pages)."""

    title: str
    subtitle: str
    lang: str
    players: int
    kingdom: tuple[str, ...]
    sections: tuple[Section, ...]
    seaside: bool = False

    def section(self, section_id: str) -> Section:
        """The section of this id (KeyError if the sheet has none)."""
        for section in self.sections:
            if section.id == section_id:
                return section
        raise KeyError(section_id)

    def texts(self) -> list[str]:
        """Every text of the sheet in reading order (tests and the plain-text search use it)."""
        out = [self.title, self.subtitle]
        for section in self.sections:
            out.append(section.title)
            out += [f"{e.lead} {e.text}".strip() for e in section.entries]
            if section.table is not None:
                out.append(" | ".join(section.table.header))
                out += [" | ".join(row) for row in section.table.rows]
            out += [f"{e.lead} {e.text}".strip() for e in section.notes]
        return out
