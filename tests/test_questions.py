"""Players' questions in both languages (tests/data/questions.toml) answered in the top three."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from companion.catalogue.search import find
from companion.rulebook.loader import load_rulebook, search_docs

TABLE = tomllib.loads((Path(__file__).parent / "data" / "questions.toml").read_text("utf-8"))
CASES = [(lang, row["q"], tuple(row["ids"])) for lang in ("hu", "en") for row in TABLE[lang]]
TOP = 3


def test_the_table_is_big_enough() -> None:
    assert len(TABLE["hu"]) >= 40 and len(TABLE["en"]) >= 40


@pytest.mark.parametrize(("lang", "question", "ids"), CASES, ids=[c[1] for c in CASES])
def test_an_answer_comes_in_the_first_three(cat, lang: str, question: str, ids: tuple) -> None:
    hits = find(cat, question, extra=search_docs(load_rulebook())).hits
    first = [h.id for h in hits[:TOP]]
    assert set(first) & set(ids), f"{question!r}: got {first}"
