"""The rulebook's glossary, shown once on the page: each defined term in the reader's language
with its other-language name and a one-line definition, grouped under a button that opens the
chapter teaching it."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from companion.catalogue.glossary import Term
from companion.i18n import Translator
from companion.rulebook.glossary import rules_glossary
from companion.rulebook.model import Rulebook
from companion.ui.common.components import lazy_expander, md
from companion.ui.rules import keys


def term_line(lang: str, term: Term) -> str:
    """„- **húzópakli** · deck: …” in Hungarian, "- **deck** · húzópakli: …" in English."""
    name, other = (term.hu, term.en) if lang == "hu" else (term.en, term.hu)
    definition = term.definition(lang) if term.definition else ""
    return f"- **{md(name)}** · {md(other)}: {md(definition)}"


def render_glossary(_: Translator, book: Rulebook, open_chapter: Callable[[str], None]) -> None:
    """The glossary's expander, its terms drawn only while it is open."""
    lang = _.lang
    box = lazy_expander(_("Glossary: the game's words"), keys.RULES_GLOSSARY)
    if box is None:
        return
    with box:
        for chapter_id, terms in rules_glossary().items():
            chapter = book.chapter(chapter_id)
            if chapter is None:
                continue
            st.button(
                chapter.title(lang) + " →",
                key=keys.glossary_key(chapter_id),
                on_click=open_chapter,
                args=(chapter_id,),
                type="tertiary",
            )
            st.markdown("\n".join(term_line(lang, t) for t in terms))
