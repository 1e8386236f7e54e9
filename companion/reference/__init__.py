"""The printable quick reference of a kingdom: one typed document, as Markdown or as a PDF.

`build` gathers the content (no Streamlit, no layout); `markdown.render` and `pdf.render` draw it.
"""

from __future__ import annotations

from companion.reference.content import build
from companion.reference.model import Entry, QuickReference, Section, Table

__all__ = ["Entry", "QuickReference", "Section", "Table", "build"]
