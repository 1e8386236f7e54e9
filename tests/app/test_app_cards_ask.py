"""AppTest: a /cards?q=... link fills the search box and shows the answers to the question."""

from __future__ import annotations

import pytest

from tests.app.conftest import open_app, texts


@pytest.mark.parametrize(
    ("lang", "question", "label", "caption"),
    [
        (
            "hu",
            "mi történik ha elfogy a húzópakli",
            "Szabály: Ha elfogy a húzópakli",
            "Kérdésként olvasva",
        ),
        ("en", "what if my deck runs out?", "Rule: When the deck runs out", "Read as a question"),
    ],
)
def test_a_question_link_fills_the_box_and_answers(lang, question, label, caption):
    at = open_app("cards", lang=lang, q=question)
    assert not at.exception
    assert at.text_input(key="cards_search").value == question
    assert "q" not in at.query_params
    assert any(caption in c.value for c in at.caption)
    first = at.expander[0]
    assert first.label == label
    assert first.proto.expanded and not at.expander[1].proto.expanded


def test_a_faq_answer_shows_the_question_and_its_chapter():
    at = open_app("cards", lang="en", q="does moat protect me from witch?")
    labels = [e.label.replace("\\", "") for e in at.expander]
    assert "Players ask: Everyone reveals Moat against my Witch. Do I still draw?" in labels
    assert "(/rules?chapter=faq&lang=en)" in texts(at)


def test_a_card_name_link_still_shows_the_card_first():
    at = open_app("cards", lang="hu", q="kapolna")
    assert not at.exception
    assert not any("Kérdésként" in c.value for c in at.caption)
    first = next(m.value for m in at.markdown if m.value.startswith("**"))
    assert first.startswith("**Kápolna**")


@pytest.mark.parametrize(
    ("q", "shown"),
    [("x" * 5000, "x" * 100), ("ki kezd?\n\x00\x1b[31m" + "é" * 200, None)],
    ids=["long", "odd"],
)
def test_an_odd_or_long_link_is_clipped_not_a_crash(q, shown):
    at = open_app("cards", lang="en", q=q)
    assert not at.exception
    value = at.text_input(key="cards_search").value
    assert len(value) == 100 and value.isprintable()
    if shown is not None:
        assert value == shown
        assert any("Nothing found" in w.value for w in at.warning)
    else:
        assert value.startswith("ki kezd?  ")
        assert at.expander[0].label == "Rule: Who goes first"
