"""The kingdom page's session keys and notice places: constants, and builders for per-card keys.

The widgets' values are kept across pages by `init_kingdom_state` (Streamlit forgets a value
that a run does not draw); every key the page writes is defined here once.
"""

from __future__ import annotations

import streamlit as st

from companion.ui.common.state import of as of

TOP = "top"  # a notice's place (companion.ui.common.notices): under the page title
RESULT = "kingdom_result"  # a notice's place and the container of the kingdom's tiles
HISTORY = "history"  # a notice's place: the history tab
TILE_PLACE = "kingdom_tile_"  # a notice's place in a card's tile: the prefix, then the card id
LINK = "kingdom_link"  # the link parameters this session last wrote to the URL
SAVED = "kingdom_saved"  # the code of the kingdom this session last saved to the history
CONFIRM_CLEAR = "kingdom_confirm_clear"  # the "clear the history?" question is open
PLAYERS = "kingdom_players"
OPTIONS = "kingdom_options"  # the randomizer options expander (open or not)
TAB = "kingdom_tab"  # the open tab (its label): sheet, charts, recommended or history
GENERATE = "kingdom_generate"
SAVE = "kingdom_save"
TILES = "kingdom_tiles"  # the row of card tiles
CHECKLIST = "kingdom_checklist"  # the setup checklist's expander (open or not)
CHECKLIST_TICKS = "kingdom_checklist_ticks"  # {(code, players): frozenset of ticked item ids}
CHECKLIST_CLEAR = "kingdom_checklist_clear"  # the setup checklist's "clear the ticks" button
TICK = "kingdom_tick_"  # a checklist item's checkbox: the prefix, then player count, item id
DOWNLOAD_MD = "download_md"  # the setup sheet's download buttons
DOWNLOAD_CSV = "download_csv"
REFERENCE = "kingdom_reference"  # the quick reference's expander (the print view) and its files
REFERENCE_PDF = "reference_pdf"
REFERENCE_MD = "reference_md"
CLEAR_HISTORY = "history_clear"  # the "clear the history" button, then its two answers
CLEAR_YES = "history_clear_yes"
CLEAR_NO = "history_clear_no"
OPT_SETS = "opt_sets"
OPT_REQUIRE = "opt_require"
OPT_BAN = "opt_ban"
OPT_CARD_FILTER = "opt_card_filter"  # narrows the two card pickers
OPT_BUY = "opt_buy"
OPT_VILLAGE = "opt_village"
OPT_DRAW = "opt_draw"
OPT_TRASHING = "opt_trashing"
OPT_DEFENCE = "opt_defence"
OPT_FLAGS = {  # widget key -> KingdomOptions field
    OPT_BUY: "require_buy",
    OPT_VILLAGE: "require_village",
    OPT_DRAW: "require_draw",
    OPT_TRASHING: "require_trashing",
    OPT_DEFENCE: "require_defence",
}
OPT_ATTACKS = "opt_attacks"  # "allowed", "none" or "at_most"
OPT_MAX_ATTACKS = "opt_max_attacks"
OPT_MIN_CHEAP = "opt_min_cheap"
OPT_MIN_EXPENSIVE = "opt_min_expensive"
OPT_MAX_SAME_COST = "opt_max_same_cost"
OPT_AVOID_RECENT = "opt_avoid_recent"
OPT_NUMBERS = {  # widget key -> KingdomOptions field
    OPT_MIN_CHEAP: "min_cheap",
    OPT_MIN_EXPENSIVE: "min_expensive",
    OPT_MAX_SAME_COST: "max_same_cost",
    OPT_AVOID_RECENT: "avoid_recent",
}
INSIGHT = "insight"  # the container of the kingdom insight ("What is strong here?")
INSIGHT_START = "insight_start"  # its start button
INSIGHT_GAMES = "insight_games"  # games per card: the default, or more for tighter intervals
INSIGHT_CANCEL = "insight_cancel"  # the cancel button while it runs
INSIGHT_JOB = "insight_job"  # the running InsightJob of this session (futures on the pool)
INSIGHT_ASKED = "insight_asked"  # the InsightSpec key this session asked for last
INSIGHT_NOTICE = "insight_notice"  # ("cancelled" or "failed", the kingdom's cards) until a start
INSIGHT_SAMPLE = "insight_sample"  # the row that opens a sample game on the table
INSIGHT_SAMPLE_CARD = "insight_sample_card"  # whose bot plays it (a card id)
INSIGHT_SAMPLE_GAME = "insight_sample_game"  # its game number, from 1
PAIRS = "pairs"  # the container of "Pairs that work together", under the insight's result
PAIRS_START = "pairs_start"  # its start button
PAIRS_CANCEL = "pairs_cancel"  # the cancel button while it runs
PAIRS_JOB = "pairs_job"  # the running PairsJob of this session (futures on the insight's pool)
PAIRS_ASKED = "pairs_asked"  # the PairsSpec key this session asked for last
PAIRS_NOTICE = "pairs_notice"  # ("cancelled", "failed" or "busy", the kingdom's cards)
PAIRS_RESULT = "pairs_result"  # the block of the found pairs: the toggle, the rows, the notes
PAIRS_ALL = "pairs_all"  # the toggle that lists every pair, not only those that work together
PAIRS_SHIPPED = "pairs_shipped"  # the kingdom's best pairs from the shipped sweep, at once
PAIRS_SAMPLE = "pairs_sample"  # the prefix of each listed pair's sample game link row
OPENINGS = "openings"  # the container of the opening lab ("How to open?")
OPENINGS_START = "openings_start"  # its start button
OPENINGS_GAMES = "openings_games"  # games per opening: the default, or more
OPENINGS_CANCEL = "openings_cancel"  # the cancel button while it runs
OPENINGS_JOB = "openings_job"  # the running OpeningsJob of this session
OPENINGS_ASKED = "openings_asked"  # the OpeningsSpec key this session asked for last
OPENINGS_NOTICE = "openings_notice"  # ("cancelled", "failed" or "busy", the cards) until a start
ATTACK_CHOICES = ("allowed", "none", "at_most")
ANY = "any"  # "no restriction" choice of the swap widgets
KINGDOM_CARDS = 10  # the range sliders' top: "at most 10" is no limit


LOCK_PREFIX = "lock_"  # the lock toggles' keys: the prefix, then the card id


def pairs_sample_key(n: int) -> str:
    """The container key of the n-th listed pair's row (its sample game link)."""
    return f"{PAIRS_SAMPLE}_{n}"


def lock_key(card_id: str) -> str:
    """The lock toggle of a card tile."""
    return LOCK_PREFIX + card_id


def locked_card(key: object) -> str | None:
    """The card id of a lock toggle's key; None for any other session key."""
    if isinstance(key, str) and key.startswith(LOCK_PREFIX):
        return key.removeprefix(LOCK_PREFIX)
    return None


# per-card (and per-item) keys: a prefix, then the id (`of(SWAP, "moat")`)
SWAP = "swap_"  # the swap button of a card tile
DETAILS = "details_"  # the expander with a card tile's text and rulings
SWAP_MENU = "swapmenu_"  # the popover holding a card tile's swap choices
SWAP_SAME = "swap_same_"  # the "same cost / same type" choice of a card tile's swap
SWAP_SET = "swap_set_"  # the "from set" choice of a card tile's swap
RECOMMENDED = "rec_"  # the "Use" button of a recommended kingdom (its id)
HISTORY_OPEN = "history_open_"  # the "Open" button of a history entry (its id)
SET_RANGE = "opt_set_"  # the per-set range slider: at least / at most this many from the set


def kingdom_defaults(sets: tuple[str, ...]) -> dict[str, object]:
    """The starting value of every kingdom option widget (set once, before they are drawn)."""
    defaults: dict[str, object] = {
        PLAYERS: 2,
        OPT_SETS: list(sets),
        OPT_REQUIRE: [],
        OPT_BAN: [],
        OPT_ATTACKS: "allowed",
        OPT_MAX_ATTACKS: 1,
        OPT_MIN_CHEAP: 0,
        OPT_MIN_EXPENSIVE: 0,
        OPT_MAX_SAME_COST: None,
        OPT_AVOID_RECENT: 0,
    }
    defaults.update(dict.fromkeys(OPT_FLAGS, False))
    for set_id in sets:
        defaults[of(SET_RANGE, set_id)] = (0, KINGDOM_CARDS)
    return defaults


def init_kingdom_state(sets: tuple[str, ...]) -> None:
    """Give the kingdom widgets their defaults once, and keep their values across pages.

    Streamlit forgets a widget's value when a run does not draw it (another page); writing the
    value back on every run keeps the options and locks while the user reads the cards page.
    """
    for key, value in kingdom_defaults(sets).items():
        if key in st.session_state:
            st.session_state[key] = st.session_state[key]
        else:
            st.session_state[key] = value
    for lock in [k for k in st.session_state if locked_card(k) is not None]:
        st.session_state[lock] = st.session_state[lock]


def prune_locks(cards: tuple[str, ...] | list[str]) -> None:
    """Forget the locks of cards that left the kingdom (a returning card comes back unlocked)."""
    for key in list(st.session_state):
        card = locked_card(key)
        if card is not None and card not in cards:
            del st.session_state[key]


def tile_place(card_id: str) -> str:
    """The notice place in a card's tile."""
    return TILE_PLACE + card_id


def is_place(place: str) -> bool:
    """Whether a notice place is one of this page's (the others' messages wait for their page)."""
    return place in (TOP, RESULT, HISTORY) or place.startswith(TILE_PLACE)
