"""The rulebook: chapters in learning order, their numbers following the player count (the chip),
try-it widgets inside the text, progress, previous / next, a search and a glossary."""

from __future__ import annotations

import streamlit as st

from companion.catalogue import load
from companion.i18n import Translator
from companion.rulebook.loader import load_rulebook
from companion.rulebook.model import Chapter, Question, Rulebook, fill
from companion.rulebook.numbers import numbers
from companion.ui.common import links, state
from companion.ui.common.components import lazy_expander, md
from companion.ui.common.pages import page_url
from companion.ui.rules import first_game, keys
from companion.ui.rules.callouts import render_callouts
from companion.ui.rules.chip import render_chip
from companion.ui.rules.found import question_expander
from companion.ui.rules.glossary import render_glossary
from companion.ui.rules.quiz import render_quiz, score_suffix
from companion.ui.rules.search import render_search
from companion.ui.rules.see_also import render_see_also
from companion.ui.rules.top import ask_for_top, chapter_top
from companion.ui.rules.widgets import WIDGETS


def go(chapter_id: str) -> None:
    """Show this chapter, from its top (button callback); the contents and the glossary fold
    away, so the chapter starts at the top of the screen."""
    st.session_state[keys.RULES_CHAPTER] = chapter_id
    st.session_state[keys.RULES_CONTENTS] = False
    st.session_state[keys.RULES_GLOSSARY] = False
    st.query_params[keys.CHAPTER] = chapter_id
    ask_for_top()


def current(book: Rulebook) -> tuple[str | None, str | None]:
    """The chapter to show and an unknown ?chapter= value (then None is shown: the contents)."""
    wanted = st.query_params.get(keys.CHAPTER)
    if wanted is not None and book.chapter(wanted) is None:
        return None, wanted
    if wanted is not None:
        st.session_state[keys.RULES_CHAPTER] = wanted
    shown = str(st.session_state.get(keys.RULES_CHAPTER, ""))
    if book.chapter(shown) is None:
        shown = book.chapters[0].id
    st.query_params[keys.CHAPTER] = shown
    return shown, None


def render_contents(_: Translator, book: Rulebook, expanded: bool) -> None:
    """The chapters as buttons in an expander, drawn only while it is open: closed (as on most
    visits) the page sends none of its buttons, and its first render is that much lighter."""
    read = st.session_state.get(keys.RULES_READ, set())
    box = lazy_expander(_("Contents"), keys.RULES_CONTENTS, expanded=expanded)
    if box is None:
        return
    with box:
        for i, ch in enumerate(book.chapters, 1):
            tick = f"✓ {score_suffix(ch.id)}" if ch.id in read else ""
            st.button(
                md(f"{tick}{i}. {ch.title(_.lang)}"),
                key=keys.toc_key(ch.id),
                on_click=go,
                args=(ch.id,),
                type="tertiary",
            )


def render_question(_: Translator, q: Question, values: dict[str, int]) -> None:
    lang = _.lang
    with question_expander(q.id, fill(q.q(lang), values)):
        st.markdown(fill(q.a(lang), values, _.num))
        found = []
        card = load().card_of_ruling(q.ruling) if q.ruling else None
        if card is not None:
            label = _("Ruling")
            found.append(f"[{md(label)}]({page_url('cards', card=card, lang=lang)})")
        if q.scenario:
            url = page_url("table", scenario=q.scenario, step=0, lang=lang)
            label = _("Try it on the table")
            found.append(f"[{md(label)}]({url})")
        if found:
            st.markdown(" · ".join(found))


def render_questions(
    _: Translator, book: Rulebook, chapter: Chapter, values: dict[str, int]
) -> None:
    """A chapter's own FAQ questions under it; the FAQ chapter groups its questions by the
    chapter that teaches their rule, in reading order."""
    if not chapter.questions:
        here = book.questions_on(chapter.id)
        if here:
            st.subheader(_("Questions on this chapter"))
            for question in here:
                render_question(_, question, values)
        return
    for taught in book.chapters:
        group = [q for q in chapter.questions if q.chapter == taught.id]
        if group:
            st.subheader(taught.title(_.lang))
            for question in group:
                render_question(_, question, values)
    rest = [q for q in chapter.questions if q.chapter is None]
    if rest:
        st.subheader(_("Other questions"))
        for question in rest:
            render_question(_, question, values)


def render_chapter(_: Translator, book: Rulebook, chapter: Chapter) -> None:
    lang = _.lang
    values = numbers(state.players())
    n, total = book.index(chapter.id) + 1, len(book.chapters)
    with chapter_top():
        st.caption(md(_("Chapter {n} of {total}", n=n, total=total)))
        st.progress(n / total)
        st.header(chapter.title(lang))
    render_chip(_)
    for section in chapter.sections:
        st.subheader(section.title(lang))
        st.markdown(fill(section.text(lang), values, _.num))
        render_callouts(_, chapter.id, section.id, values)
        if section.widget is not None and section.widget in WIDGETS:
            WIDGETS[section.widget](_, keys.widget_key(chapter.id, section.id))
    render_quiz(_, chapter.id)
    render_questions(_, book, chapter, values)
    render_see_also(_, chapter)
    cols = st.columns(2)
    if n > 1:
        before = book.chapters[n - 2]
        cols[0].button(
            "← " + before.title(lang), key=keys.RULES_PREVIOUS, on_click=go, args=(before.id,)
        )
    if n < total:
        after = book.chapters[n]
        cols[1].button(
            after.title(lang) + " →",
            key=keys.RULES_NEXT,
            on_click=go,
            args=(after.id,),
            type="primary",
        )


def render() -> None:
    _ = state.t()
    book = load_rulebook()
    st.title(_("Rulebook"))
    first_game.render(_)
    shown, unknown = current(book)
    if unknown is not None:
        st.warning(
            _(
                "There is no chapter “{value}”; pick one from the contents.",
                value=md(unknown[: links.SHOWN]),
            )
        )
    if shown is not None:
        read = st.session_state.setdefault(keys.RULES_READ, set())
        read.add(shown)
    render_search(_, book, go)
    render_contents(_, book, expanded=shown is None)
    render_glossary(_, book, go)
    if shown is not None:
        chapter = book.chapter(shown)
        if chapter is not None:
            render_chapter(_, book, chapter)
