"""The quick reference's downloads, shared by the kingdom page and the rulebook page.

The files are made only when asked for (the PDF when its button is pressed: Streamlit calls
`data` then) and kept per kingdom, player count, language and code.
"""

from __future__ import annotations

import functools

import streamlit as st

from companion.catalogue import load
from companion.i18n import Translator, translator
from companion.kingdom import Kingdom, encode
from companion.reference import build, markdown
from companion.reference.model import QuickReference


@functools.lru_cache(maxsize=64)
def reference(cards: tuple[str, ...], players: int, lang: str, code: str) -> QuickReference:
    """The quick reference of a kingdom (cached: the page reruns on every tap)."""
    return build(cards, players, load(), translator(lang), code=code)


@functools.lru_cache(maxsize=32)
def pdf_file(cards: tuple[str, ...], players: int, lang: str, code: str) -> bytes:
    """The PDF of the quick reference (about a third of a second to make, so cached)."""
    # Imported here: fpdf2 (with fontTools and Pillow) takes ~0.8 s to import, which the
    # kingdom page's first render must not pay; only a pressed PDF button does.
    from companion.reference import pdf

    return pdf.render(reference(cards, players, lang, code))


def markdown_file(cards: tuple[str, ...], players: int, lang: str, code: str) -> str:
    """The quick reference as a Markdown file (plain text that prints anywhere)."""
    return markdown.render(reference(cards, players, lang, code))


def file_name(code: str, players: int, extension: str) -> str:
    """„quick-reference-K1…-3p.pdf”: the kingdom code and the player count in the name."""
    parts = ["quick-reference", *([code] if code else []), f"{players}p"]
    return "-".join(parts) + "." + extension


def render_download(
    _: Translator, kingdom: Kingdom | tuple[str, ...], players: int, key: str
) -> None:
    """A button that downloads the kingdom's quick reference as a PDF for `players` players
    (a Kingdom, or its ten card ids); `key` is the calling page's widget key."""
    if not isinstance(kingdom, Kingdom):
        kingdom = Kingdom(kingdom)
    code = encode(kingdom)
    cards, lang = kingdom.cards, _.lang
    st.download_button(
        _("Quick reference (PDF)"),
        lambda: pdf_file(cards, players, lang, code),
        file_name=file_name(code, players, "pdf"),
        mime="application/pdf",
        key=key,
        icon=":material/print:",
        on_click="ignore",
    )
