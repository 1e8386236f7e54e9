"""AppTest: the "Check yourself" questions under a chapter — right and wrong replies in both
languages, Try again, and the score in the contents."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from companion.rulebook.quiz import Option, Quiz, load_quizzes, of_chapter
from companion.ui.rules import keys
from tests.app.conftest import open_app, texts, toc_button

HEADING = {"hu": "Ellenőrizd magad", "en": "Check yourself"}
RIGHT = {"hu": "Helyes.", "en": "Right."}
NOT_THIS = {"hu": "Nem ez: ", "en": "Not this one: "}
SCORE = {"hu": "3 kérdésből {right} helyes", "en": "{right} of 3 questions right"}


def buy_quizzes() -> tuple[Quiz, ...]:
    return of_chapter(load_quizzes(), "buy")


def answer(at: AppTest, quiz: Quiz, value: str) -> AppTest:
    at.radio(key=keys.quiz_key(quiz.id, "choice")).set_value(value).run()
    return at.button(key=keys.quiz_key(quiz.id, "check")).click().run()


def hu_label(option: Option) -> str:
    """An option as the Hungarian page words it: its text, Igen / Nem, or its number."""
    if option.text is not None:
        return option.text.hu
    return {"yes": "Igen", "no": "Nem"}.get(option.value, option.value)


def toc_label(at: AppTest, chapter: str) -> str:
    return toc_button(at, chapter).label.replace("\\", "")


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_a_right_reply_shows_the_tick_and_the_explanation(lang: str) -> None:
    at = open_app("rules", lang=lang, chapter="buy")
    assert HEADING[lang] in [s.value for s in at.subheader]
    quiz = buy_quizzes()[0]
    check = at.button(key=keys.quiz_key(quiz.id, "check"))
    assert check.disabled  # nothing chosen yet
    answer(at, quiz, quiz.answer)
    assert not at.exception
    (shown,) = [s.value.replace("\\", "") for s in at.success]
    assert shown == f"✓ {RIGHT[lang]} {quiz.explain(lang)}"
    assert SCORE[lang].format(right=1) in texts(at)
    assert toc_label(at, "buy").startswith("✓ 1/3 · ")


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_a_wrong_reply_says_why_and_can_be_tried_again(lang: str) -> None:
    at = open_app("rules", lang=lang, chapter="buy")
    quiz = buy_quizzes()[1]
    wrong = next(o for o in quiz.options if o.value != quiz.answer)
    answer(at, quiz, wrong.value)
    assert not at.exception
    (shown,) = [e.value.replace("\\", "") for e in at.error]
    assert wrong.why is not None
    assert shown.startswith(f"✗ {NOT_THIS[lang]}") and shown.endswith(wrong.why(lang))
    assert quiz.explain(lang) not in texts(at)  # the right answer is not given away
    assert toc_label(at, "buy").startswith("✓ 0/3 · ")
    at.button(key=keys.quiz_key(quiz.id, "again")).click().run()
    assert not at.error
    assert at.radio(key=keys.quiz_key(quiz.id, "choice")).value is None
    assert toc_label(at, "buy").startswith("✓ 5.")  # no reply left: no score


def test_the_score_adds_up_every_question_of_the_chapter() -> None:
    at = open_app("rules", lang="en", chapter="buy")
    for quiz in buy_quizzes():
        answer(at, quiz, quiz.answer)
    assert len(at.success) == 3
    assert SCORE["en"].format(right=3) in texts(at)
    assert toc_label(at, "buy").startswith("✓ 3/3 · ")
    assert "/" not in toc_label(at, "goal")  # not answered: no score


def test_the_faq_has_no_quiz() -> None:
    at = open_app("rules", lang="hu", chapter="faq")
    assert HEADING["hu"] not in [s.value for s in at.subheader]


@pytest.mark.parametrize("chapter", sorted({q.chapter for q in load_quizzes()}))
def test_every_chapter_shows_its_questions_with_their_options(chapter: str) -> None:
    at = open_app("rules", lang="hu", chapter=chapter)
    assert not at.exception
    for quiz in of_chapter(load_quizzes(), chapter):
        radio = at.radio(key=keys.quiz_key(quiz.id, "choice"))
        assert [o.replace("\\", "") for o in radio.options] == [hu_label(o) for o in quiz.options]
        assert quiz.q("hu") in texts(at)
