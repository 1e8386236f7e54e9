"""AppTest: the rulebook page, its chapters, navigation and try-it widgets, in both languages."""

from __future__ import annotations

import time

import pytest

from companion.catalogue import load
from companion.rulebook.loader import load_rulebook
from tests.app.conftest import open_app, texts


def chapter_ids() -> list[str]:
    return [c.id for c in load_rulebook().chapters]


@pytest.mark.parametrize("chapter", chapter_ids())
@pytest.mark.parametrize("lang", ["hu", "en"])
def test_every_chapter_renders_with_its_title(chapter: str, lang: str):
    at = open_app("rules", lang=lang, chapter=chapter)
    assert not at.exception
    book = load_rulebook()
    ch = book.chapter(chapter)
    assert ch is not None
    assert at.header[0].value == ch.title(lang)
    n, total = book.index(chapter) + 1, len(book.chapters)
    progress = f"{n}. fejezet (összesen {total})" if lang == "hu" else f"Chapter {n} of {total}"
    assert progress in texts(at)
    assert at.query_params["chapter"] == chapter


def test_page_titles_in_both_languages():
    assert open_app("rules", lang="hu").title[0].value == "Szabályfüzet"
    assert open_app("rules", lang="en").title[0].value == "Rulebook"


def test_first_render_of_a_chapter_is_fast():
    open_app("rules", lang="hu", chapter="goal")  # imports and caches warm
    start = time.perf_counter()
    at = open_app("rules", lang="hu", chapter="goal")
    assert not at.exception
    assert time.perf_counter() - start < 1.0


def test_without_a_chapter_the_first_one_is_shown():
    at = open_app("rules", lang="en")
    assert at.header[0].value == load_rulebook().chapters[0].title("en")


def test_unknown_chapter_shows_the_contents_and_a_message():
    at = open_app("rules", lang="hu", chapter="<b>nope</b>")
    assert not at.exception
    assert any(
        "Nincs „<b>nope</b>” nevű fejezet" in w
        for w in [w.value.replace("\\", "") for w in at.warning]
    )
    assert not at.header  # no chapter shown, only the contents
    toc = [b.key for b in at.button if b.key and b.key.startswith("rules_toc_")]
    assert toc == [f"rules_toc_{c}" for c in chapter_ids()]


def test_contents_ticks_the_chapters_read_and_opens_one():
    at = open_app("rules", lang="en", chapter="goal")
    last = chapter_ids()[-1]
    at.button(key=f"rules_toc_{last}").click().run()
    assert at.query_params["chapter"] == last
    labels = {b.key: b.label for b in at.button if b.key and b.key.startswith("rules_toc_")}
    assert labels["rules_toc_goal"].startswith("✓ 1.")
    assert labels[f"rules_toc_{last}"].startswith("✓ ")


def test_next_and_previous():
    ids = chapter_ids()
    if len(ids) < 2:
        pytest.skip("one chapter only")
    at = open_app("rules", lang="en", chapter=ids[0])
    assert not [b for b in at.button if b.key == "rules_previous"]
    at.button(key="rules_next").click().run()
    assert at.query_params["chapter"] == ids[1]
    at.button(key="rules_previous").click().run()
    assert at.query_params["chapter"] == ids[0]


def test_glossary_lists_terms_both_ways():
    at = open_app("rules", lang="hu", chapter="goal")
    shown = texts(at)
    assert "**húzópakli** ↔ deck" in shown
    assert "**rendrakó fázis** ↔ Clean-up phase" in shown


@pytest.mark.parametrize(
    ("lang", "card", "name"), [("hu", "moat", "Várárok"), ("en", "gold", "Gold")]
)
def test_how_to_read_a_card_switches_cards(lang: str, card: str, name: str):
    at = open_app("rules", lang=lang, chapter="goal")
    key = "rules_goal_read-a-card"
    at.selectbox(key=key).set_value(card).run()
    shown = texts(at)
    c = load().cards[card]
    assert f"**{name}**" in shown
    assert c.text(lang) in shown
    cost = f"Ár: {c.cost} érme" if lang == "hu" else f"Cost: {c.cost}"
    assert cost in shown
    before = at.selectbox(key=key).value
    at.button(key=f"{key}_another").click().run()
    assert at.selectbox(key=key).value != before
