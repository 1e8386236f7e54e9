"""The rulebook page's session keys and URL parameter, and the builders of its widgets' keys
(each widget's keys start with a prefix of its own, so one widget can appear in two chapters)."""

from __future__ import annotations

CHAPTER = "chapter"  # query parameter: the chapter shown (a chapter id)
RULES_CHAPTER = "rules_chapter"  # session key: the chapter shown
RULES_READ = "rules_read"  # session key: ids of the chapters opened in this session
RULES_DEAL = "rules_deal"  # session key: the seed of the last starting hand dealt
RULES_PREVIOUS = "rules_previous"  # the "previous chapter" button
RULES_NEXT = "rules_next"  # the "next chapter" button


def toc_key(chapter_id: str) -> str:
    """A chapter's button in the contents."""
    return f"rules_toc_{chapter_id}"


def part(prefix: str, *names: object) -> str:
    """The key of one of a widget's parts: the widget's prefix, then the part's names."""
    return "_".join([prefix, *map(str, names)])


def widget_key(chapter_id: str, section_id: str) -> str:
    """The prefix of the keys of a section's widget."""
    return f"rules_{chapter_id}_{section_id}"


RULES_CHIP = "rules_chip"  # the player-count chip at the top of every chapter
RULES_SEARCH = "rules_search"  # the rules page's search box
RULES_HITS = "rules_search_hits"  # the container of the search's hits
CHAPTER_TOP = "rules_chapter_top"  # the top of the chapter shown (scrolled to when one opens)


def hit_key(n: int) -> str:
    """The "open the chapter" button of the search's n-th hit."""
    return f"rules_hit_{n}"


def glossary_key(chapter_id: str) -> str:
    """The glossary's button that opens a chapter."""
    return f"rules_glossary_{chapter_id}"


RULES_FOUND = "rules_found_question"  # session key: the FAQ question a search hit opened


def question_key(question_id: str) -> str:
    """The container of the FAQ question a search hit opened (scrolled to)."""
    return f"rules_question_{question_id}"
