"""The rules page's pure furniture: the search over sections, FAQ answers and rulings, the
glossary's definitions and chapters, the chapters' see-also ids."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.catalogue import CatalogueError, load
from companion.catalogue.glossary import Located, check_texts, load_glossary
from companion.i18n import translator
from companion.rulebook.glossary import GlossaryError, defined_terms, rules_glossary
from companion.rulebook.loader import RulebookError, load_rulebook, parse, ruling_ids, scenario_ids
from companion.rulebook.model import CHAPTER_IDS
from companion.rulebook.search import rules_search

HEADER = """id = "goal"
order = 1
title = { en = "Goal", hu = "Cél" }
SEE
[[section]]
id = "one"
title = { en = "One", hu = "Egy" }
text = { en = "Text", hu = "Szöveg" }
"""


def hits(lang: str, query: str, players: int = 2):
    return rules_search(translator(lang), load(), load_rulebook(), query, players)


@pytest.mark.parametrize(
    ("lang", "query", "kind", "wanted"),
    [
        ("hu", "dobópakli keverés", "section", "seaside/shuffle-rule"),
        ("hu", "dobópakli keverés", "faq", "faq/adventurer-shuffle"),
        ("en", "Moat reveal", "ruling", "moat-stays-in-hand"),
        ("en", "Moat reveal", "section", "attacks/moat"),
        ("en", "Moat reveal", "faq", "faq/moat-witch"),
        ("hu", "Polgárőrség", "ruling", "militia-three-or-fewer"),
        ("hu", "Polgárőrség", "faq", "faq/militia-three"),
        ("en", "three piles", "faq", "faq/curses-three-piles"),
        ("en", "three piles", "section", "end/when"),
        ("hu", "mikor ér véget a játék", "section", "end/when"),
    ],
)
def test_typical_queries_find_the_right_section_faq_or_ruling(lang, query, kind, wanted):
    found = hits(lang, query)
    assert (kind, wanted) in [(h.kind, h.id) for h in found]
    hit = next(h for h in found if h.id == wanted)
    if kind in ("section", "faq"):
        assert hit.chapter == wanted.partition("/")[0] and hit.card is None
    else:
        assert hit.card == load().card_of_ruling(wanted) and hit.chapter is None
    assert hit.title and hit.text and hit.source


@pytest.mark.parametrize("lang", ["hu", "en"])
@pytest.mark.parametrize("query", ["xyzzyq qwfp", "", "   ", "!!!", "a" * 500, "<b>qqqq</b>"])
def test_a_garbage_query_finds_nothing_without_error(lang, query):
    assert hits(lang, query) == []


def test_the_search_shows_no_cards_and_at_most_a_screenful():
    found = hits("en", "Militia")
    assert found and len(found) <= 8
    assert {h.kind for h in found} <= {"section", "faq", "ruling", "rule"}


def test_every_defined_term_has_both_definitions_and_a_known_chapter():
    groups = rules_glossary()
    assert list(groups) == [c for c in CHAPTER_IDS if c in groups]  # reading order
    for terms in groups.values():
        for term in terms:
            assert term.definition is not None
            assert term.definition.en.strip() and term.definition.hu.strip()
    book = load_rulebook()
    assert all(book.chapter(c) is not None for c in groups)


def test_the_missing_verbs_are_defined_and_the_app_words_left_out():
    shown = {t.id for terms in rules_glossary().values() for t in terms}
    verbs = {"gain", "trash-a-card", "reveal", "set-aside", "discard", "draw", "play", "shuffle"}
    plus = {"plus-card", "plus-action", "plus-buy", "plus-coin", "terminal"}
    assert verbs | plus <= shown
    assert not {"link", "seed", "bot", "program", "ban", "costing", "rulebook"} & shown


def test_the_definitions_use_the_glossarys_own_terms():
    terms = load_glossary()
    texts = (Located("glossary.toml", t.id, t.definition.hu) for t in terms if t.definition)
    assert check_texts(terms, texts) == []


def test_a_defined_term_with_an_unknown_chapter_is_an_error():
    terms = load_glossary()
    with pytest.raises(GlossaryError, match="deck: chapter 'turn'"):
        defined_terms(terms, chapter_ids=("goal", "setup"))


def test_a_definition_without_a_chapter_is_an_error(tmp_path: Path):
    path = tmp_path / "glossary.toml"
    path.write_text(
        '[[term]]\nid = "x"\nen = "x"\nhu = "x"\nsource = { book = "project" }\n'
        'definition = { en = "An x.", hu = "Egy x." }\n',
        encoding="utf-8",
    )
    with pytest.raises(CatalogueError, match="needs both a chapter and a definition"):
        load_glossary(path)


def parse_header(see: str):
    return parse({"rulebook/goal.toml": HEADER.replace("SEE", see)}, ruling_ids(), scenario_ids())


def test_see_also_is_read_in_order():
    book = parse_header(
        'see_also = { replays = ["example-first-turns", "smithy-draw-three"],'
        ' rulings = ["moat-reveal"] }'
    )
    see = book.chapters[0].see_also
    assert see.replays == ("example-first-turns", "smithy-draw-three")
    assert see.rulings == ("moat-reveal",)


@pytest.mark.parametrize(
    ("see", "problem"),
    [
        (
            'see_also = { replays = ["no-such-replay"] }',
            "see_also.replays: unknown replay id 'no-such-replay'",
        ),
        (
            'see_also = { rulings = ["no-such-ruling"] }',
            "see_also.rulings: unknown ruling id 'no-such-ruling'",
        ),
        ('see_also = { replay = ["smithy-draw-three"] }', "see_also.replay: unknown field"),
        ('see_also = { replays = "smithy-draw-three" }', "see_also.replays: must be a list of ids"),
        ('see_also = ["smithy-draw-three"]', "see_also: must be a table with replays and rulings"),
        (
            'see_also = { rulings = ["moat-reveal", "moat-reveal"] }',
            "see_also.rulings: an id listed twice",
        ),
    ],
)
def test_a_bad_see_also_is_refused_with_its_file_and_field(see, problem):
    with pytest.raises(RulebookError) as info:
        parse_header(see)
    assert f"rulebook/goal.toml: {problem}" in info.value.problems


def test_every_teaching_chapter_links_replays_and_its_rulings_exist():
    cat = load()
    for chapter in load_rulebook().chapters:
        if chapter.id == "faq":
            continue
        assert chapter.see_also.replays, chapter.id
        for ruling in chapter.see_also.rulings:
            assert cat.card_of_ruling(ruling) is not None, ruling  # opens on the Cards page
