"""The quick reference as an A4 PDF (fpdf2), in the vendored DejaVu Sans so ő and ű print right."""

from __future__ import annotations

from pathlib import Path

from fpdf import FPDF
from fpdf.fonts import FontFace

from companion.reference.model import Entry, QuickReference, Section, Table

FONTS = Path(__file__).resolve().parent / "fonts"
FAMILY = "DejaVu"
SIZES = (8.5, 8.0, 7.5, 7.0)  # body text in points, tried in turn until the sheet fits
LEADING = 0.46  # mm of line height per point of type
MARGIN = 10  # mm


class _Style:
    """The type sizes of one attempt: the body, its line height and the headings."""

    def __init__(self, body: float) -> None:
        self.body = body
        self.line = body * LEADING
        self.heading = body + 2


def _pdf(ref: QuickReference) -> FPDF:
    pdf = FPDF(format="A4")
    pdf.set_margins(MARGIN, MARGIN, MARGIN)
    pdf.set_auto_page_break(True, margin=MARGIN)
    pdf.add_font(FAMILY, "", str(FONTS / "DejaVuSans.ttf"))
    pdf.add_font(FAMILY, "B", str(FONTS / "DejaVuSans-Bold.ttf"))
    pdf.set_title(f"{ref.title} · {ref.subtitle}")
    pdf.set_lang(ref.lang)
    pdf.set_creator("Dominion companion")
    return pdf


def _entry(pdf: FPDF, entry: Entry, st: _Style) -> None:
    pdf.set_x(MARGIN)
    if entry.check:
        pdf.set_font(FAMILY, "", st.body + 1)
        pdf.write(st.line, "☐ ")
    if entry.lead:
        pdf.set_font(FAMILY, "B", st.body)
        pdf.write(st.line, f"{entry.lead}: ")
    pdf.set_font(FAMILY, "", st.body)
    pdf.write(st.line, entry.text)
    pdf.ln(st.line + 0.6)


def _table(pdf: FPDF, table: Table, st: _Style) -> None:
    """The table turned on its side (a column per card, a row per fact): a row per card would
    take a quarter of the page."""
    pdf.set_font(FAMILY, "", st.body)
    turned = list(zip(table.header, *table.rows, strict=True))
    width = len(turned[0])
    with pdf.table(
        width=pdf.epw,
        first_row_as_headings=True,
        col_widths=(1.4, *(1,) * (width - 1)),
        text_align=("LEFT", *("CENTER",) * (width - 1)),
        line_height=st.line + 0.3,
        headings_style=FontFace(emphasis="BOLD"),
        padding=0.6,
    ) as grid:
        for index, cells in enumerate(turned):
            row = grid.row()
            for column, cell in enumerate(cells):
                style = FontFace(emphasis="BOLD") if column == 0 and index else None
                row.cell(cell, style=style)
    pdf.ln(1)


def _section(pdf: FPDF, section: Section, st: _Style) -> None:
    pdf.ln(1.2)
    pdf.set_font(FAMILY, "B", st.heading)
    pdf.cell(0, st.heading * 0.5, section.title, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(0.6)
    for entry in section.entries:
        _entry(pdf, entry, st)
    if section.table is not None:
        _table(pdf, section.table, st)
    for entry in section.notes:
        _entry(pdf, entry, st)


def _draw(ref: QuickReference, st: _Style) -> FPDF:
    pdf = _pdf(ref)
    pdf.add_page()
    pdf.set_font(FAMILY, "B", st.body + 6)
    pdf.cell(0, 7, ref.title, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FAMILY, "", st.body + 1)
    pdf.cell(0, 5, ref.subtitle, new_x="LMARGIN", new_y="NEXT")
    for section in ref.sections:
        _section(pdf, section, st)
    return pdf


def page_limit(ref: QuickReference) -> int:
    """One A4 page for a base kingdom, two with Seaside (its Durations, mats and tokens)."""
    return 2 if ref.seaside else 1


def render(ref: QuickReference) -> bytes:
    """The PDF file's bytes: the title line, then each section in order, in the largest type
    that keeps the sheet within its page limit (the smallest size if none does)."""
    limit = page_limit(ref)
    for size in SIZES:
        pdf = _draw(ref, _Style(size))
        if pdf.pages_count <= limit:
            break
    return bytes(pdf.output())
