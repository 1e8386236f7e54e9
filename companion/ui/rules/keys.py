"""The rulebook page's session keys and URL parameter, and the builders of its widgets' keys
(each widget's keys start with a prefix of its own, so one widget can appear in two chapters)."""

from __future__ import annotations

CHAPTER = "chapter"  # query parameter: the chapter shown (a chapter id)
RULES_CHAPTER = "rules_chapter"  # session key: the chapter shown
RULES_READ = "rules_read"  # session key: ids of the chapters opened in this session
RULES_DEAL = "rules_deal"  # session key: the seed of the last starting hand dealt
RULES_PREVIOUS = "rules_previous"  # the "previous chapter" button
RULES_NEXT = "rules_next"  # the "next chapter" button
RULES_CONTENTS = "rules_contents_box"  # the contents expander (open or closed)
RULES_GLOSSARY = "rules_glossary_box"  # the glossary expander (open or closed)


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


# the first-game path at the top of the page (companion/ui/rules/first_game.py)
TICKED = (
    "ticked"  # query parameter: the checklist's ticks ("<players>-<hex mask>", kingdom.checklist)
)
FIRST_TICKS = "rules_first_ticks"  # session key: {player count: frozenset of ticked item ids}
FIRST_LINK = "rules_first_link"  # session key: the ?ticked= value this session last wrote
FIRST_PLAYERS = "rules_first_players"  # the path's player count picker (step 1)
FIRST_SHOW = "rules_first_show"  # the "show the checklist" toggle (step 3)
FIRST_CLEAR = "rules_first_clear"  # the "clear the ticks" button
FIRST_PDF = "rules_first_pdf"  # the quick reference's PDF download (step 5)
FIRST_BOX = "rules_first_box"  # the container of the path (the browser tests find it)
FIRST_TICK = "rules_first_tick_"  # a checklist item's checkbox: the prefix, count, item id


def first_tick_key(players: int, item_id: str) -> str:
    """The checkbox of one checklist item for one player count."""
    return f"{FIRST_TICK}{players}_{item_id}"


SCENARIO = "scenario"  # the table's query parameters the path's links set: a replay to open,
NEW_GAME = "new"  # ... and the kind of new game whose start form to open
GUIDED = "guided"  # ... the guided first game

# the page's furniture (chip.py, search.py, glossary.py, top.py, found.py)
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
