"""The "Check yourself" questions: every answer computed by the engine agrees with the data's
right option and its explanation, the judge, the score, and bad files failing at load."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from companion.engine.standard import standard_db
from companion.rulebook.model import CHAPTER_IDS
from companion.rulebook.quiz import (
    QUIZ_FILE,
    Quiz,
    QuizError,
    engine_answer,
    judge,
    load_file,
    load_quizzes,
    of_chapter,
    score,
)
from companion.rulebook.quiz_positions import KINDS, PURE

RAW = load_file(QUIZ_FILE, engine=False)  # the data alone: what it claims, before the engine


def answered(raw: Quiz) -> Quiz:
    """The question with the engine's answer, as the loader sets it."""
    return replace(raw, answer=engine_answer(standard_db(), raw))


@pytest.mark.parametrize("raw", RAW, ids=[q.id for q in RAW])
def test_the_engine_answers_what_the_data_claims(raw: Quiz) -> None:
    assert raw.kind == PURE or raw.claimed != ""
    assert engine_answer(standard_db(), raw) == raw.claimed


def test_the_loaded_file_carries_the_engines_answers() -> None:
    assert [(q.id, q.answer) for q in load_quizzes()] == [(q.id, q.claimed) for q in RAW]


OPENINGS = {"en": {"yes": "Yes:", "no": "No:"}, "hu": {"yes": "Igen:", "no": "Nem:"}}


@pytest.mark.parametrize("raw", [q for q in RAW if q.kind != PURE], ids=lambda q: q.id)
def test_the_explanation_states_the_right_answer(raw: Quiz) -> None:
    """The explanation opens with the answer: its number, Yes / No, or the right option's text."""
    right = raw.option(raw.claimed)
    assert right is not None
    for lang in ("en", "hu"):
        text = raw.explain(lang)
        if raw.claimed in OPENINGS[lang]:
            assert text.startswith(OPENINGS[lang][raw.claimed]), text
        elif right.text is not None:
            assert text.startswith(right.text(lang)), text
        else:
            assert re.match(rf"{raw.claimed}\b", text), text


@pytest.mark.parametrize("raw", RAW, ids=[q.id for q in RAW])
def test_the_judge_takes_only_the_engines_answer(raw: Quiz) -> None:
    quiz = answered(raw)
    verdicts = {o.value: judge(quiz, o.value) for o in quiz.options}
    assert [v for v, right in verdicts.items() if right] == [quiz.answer]
    for option in quiz.options:
        assert (option.why is None) == (option.value == quiz.answer)
    assert not judge(quiz, "not an option")


def test_every_chapter_but_the_faq_has_two_to_four_questions() -> None:
    for chapter in CHAPTER_IDS:
        n = len(of_chapter(RAW, chapter))
        assert n == 0 if chapter == "faq" else 2 <= n <= 4, (chapter, n)


def test_most_questions_are_answered_by_the_engine_and_every_kind_is_asked() -> None:
    kinds = [q.kind for q in RAW]
    assert kinds.count(PURE) <= len(kinds) // 4
    assert set(kinds) == {PURE, *KINDS}  # so the per-question tests reach every kind


def test_score_counts_right_replies_among_the_answered() -> None:
    quizzes = tuple(answered(q) for q in of_chapter(RAW, "end"))
    first, second = quizzes[0], quizzes[1]
    wrong = next(o.value for o in second.options if o.value != second.answer)
    assert score(quizzes, {}) == (0, 0)
    assert score(quizzes, {first.id: first.answer}) == (1, 1)
    assert score(quizzes, {first.id: first.answer, second.id: wrong}) == (1, 2)


GOOD = """
[[quiz]]
id = "coins"
chapter = "buy"
kind = "coins"
hand = ["silver", "copper", "estate"]
q = { en = "Coins?", hu = "Érme?" }
explain = { en = "3", hu = "3" }
[[quiz.option]]
value = 3
right = true
[[quiz.option]]
value = 2
why = { en = "No.", hu = "Nem." }
"""


def problems(text: str, tmp_path: Path) -> list[str]:
    path = tmp_path / "quizzes.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(QuizError) as err:
        load_file(path)
    return err.value.problems


def test_a_good_tmp_file_loads(tmp_path: Path) -> None:
    path = tmp_path / "quizzes.toml"
    path.write_text(GOOD, encoding="utf-8")
    (quiz,) = load_file(path)
    assert quiz.answer == "3"


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ('chapter = "buy"', 'chapter = "dice"', "quiz[coins].chapter: unknown chapter 'dice'"),
        ('kind = "coins"', 'kind = "luck"', "quiz[coins].kind: unknown kind 'luck'"),
        ('"silver", "copper"', '"silvr", "copper"', "quiz[coins].hand: unknown card 'silvr'"),
        ("value = 3\n", "value = 3\ncolour = 1\n", "quiz[coins].option[1].colour: unknown field"),
        ('why = { en = "No.", hu = "Nem." }', "", "quiz[coins].option[2].why: missing"),
        ("value = 2\n", "value = 2\nright = true\n", "exactly one option must be right, not 2"),
        (
            'hand = ["silver", "copper", "estate"]',
            'hand = ["silver"]\nplay = ["village"]',
            "quiz[coins]: the engine refuses the position: 'village' is not an option here",
        ),
        ("value = 3\nright = true", "value = 4\nright = true", "the engine's answer '3' is not"),
        (
            "value = 2\nwhy",
            "value = 3\nwhy",
            "quiz[coins].option: two options have the same value",
        ),
        ('kind = "coins"', 'kind = "can_buy"', "quiz[coins].card: the kind can_buy needs a card"),
        ("[[quiz]]", "[[quiz]]\nplayers = 7", "quiz[coins].players: must be 1 to 4"),
        ("[[quiz]]", '[[quiz]]\nplay = ["copper", "village"]', "quiz[coins].play: Actions first"),
        (
            "[[quiz]]",
            "[[quiz]]\nsupply = { copper = 20000 }",
            "quiz[coins]: the engine refuses the position: bad supply entry 'copper': 20000",
        ),
    ],
)
def test_a_bad_file_fails_clearly_at_load(old: str, new: str, problem: str, tmp_path: Path) -> None:
    assert old in GOOD
    found = problems(GOOD.replace(old, new), tmp_path)
    assert any(problem in p for p in found), found
    assert all(p.startswith("rulebook/quizzes.toml: ") for p in found)


def test_the_engine_decides_against_a_wrong_claim(tmp_path: Path) -> None:
    text = GOOD.replace("value = 3\nright = true", "value = 3").replace(
        'why = { en = "No.", hu = "Nem." }', "right = true"
    )
    text = text.replace("value = 3\n", 'value = 3\nwhy = { en = "x", hu = "x" }\n')
    found = problems(text, tmp_path)
    assert found == [
        "rulebook/quizzes.toml: quiz[coins]: the engine answers '3', the data claims '2'"
    ]


def test_invalid_toml_names_the_file(tmp_path: Path) -> None:
    assert problems("[[quiz]\n", tmp_path)[0].startswith("rulebook/quizzes.toml: not valid TOML")
