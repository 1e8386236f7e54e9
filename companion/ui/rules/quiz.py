"""The "Check yourself" questions at the end of a chapter: options, a Check button, ✓ or ✗ with
the explanation, Try again; the contents' score. The answers come from companion.rulebook.quiz."""

from __future__ import annotations

import streamlit as st

from companion.i18n import Translator
from companion.rulebook.quiz import Option, Quiz, judge, load_quizzes, of_chapter, score
from companion.rulebook.quiz_positions import NO, YES
from companion.ui.common.components import md
from companion.ui.rules import keys


def replies() -> dict[str, str]:
    """{quiz id: the value checked} of this session."""
    found = st.session_state.setdefault(keys.RULES_QUIZ, {})
    return found if isinstance(found, dict) else {}


def score_suffix(chapter_id: str) -> str:
    """The contents' score of a chapter („3/3 · ”) once one of its questions is answered."""
    quizzes = of_chapter(load_quizzes(), chapter_id)
    right, answered = score(quizzes, replies())
    return f"{right}/{len(quizzes)} · " if answered else ""


def label(_: Translator, option: Option) -> str:
    if option.text is not None:
        return md(option.text(_.lang))
    if option.value in (YES, NO):
        return _("Yes") if option.value == YES else _("No")
    return _.num(int(option.value)) if option.value.isdigit() else md(option.value)


def check(quiz_id: str) -> None:
    """Record the chosen option (Check button callback)."""
    chosen = st.session_state.get(keys.quiz_key(quiz_id, "choice"))
    if isinstance(chosen, str):
        replies()[quiz_id] = chosen


def again(quiz_id: str) -> None:
    """Forget the reply and the choice (Try again callback)."""
    replies().pop(quiz_id, None)
    st.session_state.pop(keys.quiz_key(quiz_id, "choice"), None)


def render_one(_: Translator, quiz: Quiz, n: int) -> None:
    lang = _.lang
    st.markdown(f"**{n}.** {md(quiz.q(lang))}")
    reply = replies().get(quiz.id)
    chosen = quiz.option(reply) if reply is not None else None
    if chosen is None:
        by_value = {o.value: o for o in quiz.options}
        picked = st.radio(
            _("Your answer"),
            list(by_value),
            index=None,
            key=keys.quiz_key(quiz.id, "choice"),
            format_func=lambda v: label(_, by_value[v]),
            label_visibility="collapsed",
        )
        st.button(
            _("Check"),
            key=keys.quiz_key(quiz.id, "check"),
            on_click=check,
            args=(quiz.id,),
            disabled=picked is None,
        )
        return
    if judge(quiz, chosen.value):
        right = _("Right.")
        st.success(f"✓ {right} {md(quiz.explain(lang))}")
        return
    why = md(chosen.why(lang)) if chosen.why is not None else ""
    wrong = _("Not this one: {answer}.", answer=label(_, chosen))
    st.error(f"✗ {wrong} {why}")
    st.button(_("Try again"), key=keys.quiz_key(quiz.id, "again"), on_click=again, args=(quiz.id,))


def render_quiz(_: Translator, chapter_id: str) -> None:
    """The chapter's questions under the heading „Ellenőrizd magad” (nothing if it has none)."""
    quizzes = of_chapter(load_quizzes(), chapter_id)
    if not quizzes:
        return
    st.subheader(_("Check yourself"))
    for n, quiz in enumerate(quizzes, 1):
        render_one(_, quiz, n)
    right, answered = score(quizzes, replies())
    if answered:
        st.caption(
            _.ngettext(
                "{right} of {n} question right",
                "{right} of {n} questions right",
                len(quizzes),
                right=_.num(right),
            )
        )
