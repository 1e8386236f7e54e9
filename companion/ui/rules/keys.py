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


# "Check yourself" (companion/ui/rules/quiz.py)
RULES_QUIZ = "rules_quiz"  # session key: {quiz id: the value last checked}


def quiz_key(quiz_id: str, part: str) -> str:
    """One part of a quiz question: its choice, Check and Try again buttons."""
    return f"rules_quiz_{part}_{quiz_id}"
