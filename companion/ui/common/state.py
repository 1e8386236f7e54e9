"""The one owner of session-state keys and URL query parameters shared across pages."""

from __future__ import annotations

import streamlit as st

from companion.i18n import DEFAULT_LANG, LANGS, Translator, translator

LANG = "lang"  # session key and query parameter of the UI language
BAD_LANG = "bad_lang"  # an unusable ?lang= value, reported once on the page
LANG_PICKER = "lang_picker"  # the sidebar's language widget


def browser_lang() -> str:
    """The browser's language where Streamlit exposes it, else Hungarian."""
    # None outside a browser session; a Streamlit older than `st.context.locale` lacks it.
    locale = (getattr(st.context, "locale", None) or "").lower()
    for lang in LANGS:
        if locale.startswith(lang):
            return lang
    return DEFAULT_LANG


def init_lang() -> str:
    """Settle the UI language from the URL, the session or the browser, and write it to the URL."""
    wanted = st.query_params.get(LANG)
    if wanted in LANGS:
        st.session_state[LANG] = wanted
    elif wanted is not None:
        st.session_state[BAD_LANG] = wanted
    if st.session_state.get(LANG) not in LANGS:
        st.session_state[LANG] = browser_lang()
    lang: str = st.session_state[LANG]
    st.query_params[LANG] = lang
    return lang


def set_lang(lang: str) -> None:
    """Switch the UI language (widget callback)."""
    if lang in LANGS:
        st.session_state[LANG] = lang
        st.query_params[LANG] = lang


def t() -> Translator:
    """The translator of the current UI language."""
    lang = st.session_state.get(LANG, DEFAULT_LANG)
    return translator(lang if lang in LANGS else DEFAULT_LANG)


# -- the kingdom page ------------------------------------------------------------------------
CODE = "code"  # session key and query parameter of the kingdom shown (its kingdom code)
NOTICES = "kingdom_notices"  # (level, text, place) messages from callbacks, shown once
TOP = "top"  # a notice's place: under the page title
RESULT = "kingdom_result"  # a notice's place and the container of the kingdom's tiles
HISTORY = "history"  # a notice's place: the history tab
SCROLL = "scroll_to"  # (widget key, number): the element the next run brings into view
SCROLL_COUNT = "scroll_count"  # how many scrolls this session asked for (makes each one new)
LINK = "kingdom_link"  # the link parameters this session last wrote to the URL
SAVED = "kingdom_saved"  # the code of the kingdom this session last saved to the history
CONFIRM_CLEAR = "kingdom_confirm_clear"  # the "clear the history?" question is open
PLAYERS = "kingdom_players"
OPTIONS = "kingdom_options"  # the randomizer options expander (open or not)
TAB = "kingdom_tab"  # the open tab (its label): sheet, charts, recommended or history
GENERATE = "kingdom_generate"
SAVE = "kingdom_save"
TILES = "kingdom_tiles"  # the row of card tiles
DOWNLOAD_MD = "download_md"  # the setup sheet's download buttons
DOWNLOAD_CSV = "download_csv"
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
ATTACK_CHOICES = ("allowed", "none", "at_most")
ANY = "any"  # "no restriction" choice of the swap widgets
KINGDOM_CARDS = 10  # the range sliders' top: "at most 10" is no limit


LOCK_PREFIX = "lock_"  # the lock toggles' keys: the prefix, then the card id


def lock_key(card_id: str) -> str:
    """The lock toggle of a card tile."""
    return LOCK_PREFIX + card_id


def locked_card(key: object) -> str | None:
    """The card id of a lock toggle's key; None for any other session key."""
    if isinstance(key, str) and key.startswith(LOCK_PREFIX):
        return key.removeprefix(LOCK_PREFIX)
    return None


def swap_key(card_id: str) -> str:
    """The swap button of a card tile."""
    return f"swap_{card_id}"


def details_key(card_id: str) -> str:
    """The expander with a card tile's text and rulings."""
    return f"details_{card_id}"


def swap_menu_key(card_id: str) -> str:
    """The popover holding a card tile's swap choices."""
    return f"swapmenu_{card_id}"


def swap_same_key(card_id: str) -> str:
    """The "same cost / same type" choice of a card tile's swap."""
    return f"swap_same_{card_id}"


def swap_set_key(card_id: str) -> str:
    """The "from set" choice of a card tile's swap."""
    return f"swap_set_{card_id}"


def recommended_key(rec_id: str) -> str:
    """The "Use" button of a recommended kingdom."""
    return f"rec_{rec_id}"


def history_open_key(entry_id: int) -> str:
    """The "Open" button of a history entry."""
    return f"history_open_{entry_id}"


def set_range_key(set_id: str) -> str:
    """The per-set range slider: at least / at most this many cards from the set."""
    return f"opt_set_{set_id}"


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
        defaults[set_range_key(set_id)] = (0, KINGDOM_CARDS)
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


def current_code() -> str | None:
    """The code of the kingdom shown, if any."""
    code = st.session_state.get(CODE)
    return code if isinstance(code, str) else None


def set_code(code: str | None) -> None:
    """Show this kingdom (or none) and put its code in the URL, so the link shares it."""
    if code is None:
        st.session_state.pop(CODE, None)
        if CODE in st.query_params:
            del st.query_params[CODE]
    else:
        st.session_state[CODE] = code
        st.query_params[CODE] = code


def notify(level: str, text: str, at: str = RESULT) -> None:
    """Queue a message ("error", "warning", "success", "info") for the page's next run.

    `at` is where it appears: TOP (under the title, for links and the save button), RESULT
    (above the kingdom's tiles), HISTORY (in the history tab) or a card id (in that card's tile).
    """
    st.session_state.setdefault(NOTICES, []).append((level, text, at))


def take_notices(at: str | None = None) -> list[tuple[str, str]]:
    """The queued messages for one place (every place when None), each taken off the queue."""
    queued: list[tuple[str, str, str]] = st.session_state.get(NOTICES, [])
    taken = [(level, text) for level, text, where in queued if at is None or where == at]
    st.session_state[NOTICES] = [n for n in queued if at is not None and n[2] != at]
    return taken


def focus(key: str) -> None:
    """Ask the next run to scroll the element with this widget key into view (callbacks)."""
    count = int(st.session_state.get(SCROLL_COUNT, 0)) + 1
    st.session_state[SCROLL_COUNT] = count
    st.session_state[SCROLL] = (key, count)


def take_focus() -> tuple[str, int] | None:
    """The element to scroll to in this run and the request's number, if one was asked for."""
    wanted: tuple[str, int] | None = st.session_state.pop(SCROLL, None)
    return wanted


def prune_locks(cards: tuple[str, ...] | list[str]) -> None:
    """Forget the locks of cards that left the kingdom (a returning card comes back unlocked)."""
    for key in list(st.session_state):
        card = locked_card(key)
        if card is not None and card not in cards:
            del st.session_state[key]


# -- the rulebook page -----------------------------------------------------------------------
CARD = "card"  # query parameter of the cards page: the card to show (a rulebook link)
QUERY = "q"  # query parameter of the cards page: a search or question to fill in and answer
CHAPTER = "chapter"  # query parameter: the chapter shown (a chapter id)
RULES_CHAPTER = "rules_chapter"  # session key: the chapter shown
RULES_READ = "rules_read"  # session key: ids of the chapters opened in this session
RULES_PLAYERS = "rules_players"  # session key: the player count every number follows (1-4)
RULES_DEAL = "rules_deal"  # session key: the seed of the last starting hand dealt


# -- the table page --------------------------------------------------------------------------
TABLE_GAME = "table_game"  # the Sandbox being played (setup + answers; the Game is rebuilt)
TABLE_NOTICES = "table_notices"  # (level, text) messages from callbacks, shown once
TABLE_BOT_MODE = "table_bot_mode"  # "at_once" or "watch": how bots' turns play out
TABLE_PICKS = "table_picks"  # the order picked so far in an "order" decision (option indices)
TABLE_SOURCE = "table_source"  # where the kingdom of a new game comes from
TABLE_RECOMMENDED = "table_recommended"  # the recommended kingdom picked (its id)
TABLE_CODE = "table_code"  # a kingdom code typed in
TABLE_BOTS = "table_bots"  # how many bots
TABLE_SEAT = "table_seat"  # your seat: "random" or 1..4
TABLE_SEED = "table_seed"  # the seed of a new game
TABLE_UPLOAD = "table_upload"  # the save file uploader
TABLE_UPLOADS = "table_uploads"  # how many uploads were read (gives the uploader a fresh key)
BOT_MODES = ("at_once", "watch")


def table_bot_key(n: int) -> str:
    """The bot picker of the n-th bot (0-based)."""
    return f"table_bot_{n}"


def table_notify(level: str, text: str) -> None:
    """Queue a message for the table page's next run."""
    st.session_state.setdefault(TABLE_NOTICES, []).append((level, text))


def take_table_notices() -> list[tuple[str, str]]:
    """The table page's queued messages, taken off the queue."""
    notices: list[tuple[str, str]] = st.session_state.pop(TABLE_NOTICES, [])
    return notices


TABLE_MODE = "table_mode"  # what the table shows: "game" or "replays"
TABLE_MODES = ("game", "replays")
REPLAY = "table_replay"  # the id of the replay open (a scenario or a sample game), if any
REPLAY_STEP = "table_replay_step"  # the step shown (0: the starting position)
REPLAY_SEARCH = "table_replay_search"
REPLAY_AUTO = "table_replay_auto"  # auto-play is on
REPLAY_SPEED = "table_replay_speed"  # seconds per step in auto-play
REPLAY_LINK = "table_replay_link"  # the (replay id, step) this session last wrote to the URL
GAME_TOKEN = "table_game_token"  # the key of this session's game in the server's game store
GAME_STORE_WARNED = "table_store_warned"  # the game store's trouble was said in this session
SCENARIO = "scenario"  # query parameters of a replay link
SAMPLE = "sample"  # ... of a sample game of the kingdom insight (code~card~game number)
STEP = "step"
GAME = "game"  # query parameter: the running game's key (survives a page reload)
TABLE_SAVE_NAME = "table_save_name"  # the name to save the game under
TABLE_CHARTS = "table_charts"  # the charts expander (open or not)
TABLE_SAVES = "table_saves"  # the saved games expander (open or not)
