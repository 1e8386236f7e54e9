"""The cards page's session keys and URL parameters, and the builder of its result buttons' keys."""

from __future__ import annotations

CARD = "card"  # query parameter: the card to show (a rulebook link)
QUERY = "q"  # query parameter: a search or question to fill in and answer
CARD_VIEW = "cards_card"  # the card shown
CARD_BOX = "cards_card_view"  # the container of the card view (scrolled to by "Open")
SEARCH = "cards_search"  # the search box
SUGGESTION = "cards_suggestion"  # the "did you mean" button
SETS = "cards_sets"  # the table's filters
COST = "cards_cost"
TYPES = "cards_types"
TAGS = "cards_tags"
TAB = "cards_tab"  # the open tab (its label): only the open tab runs


def open_key(i: int, hit_id: str) -> str:
    """The "Open" button of the i-th search result."""
    return f"open_{i}_{hit_id}"
