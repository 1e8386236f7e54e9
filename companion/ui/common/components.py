"""Small rendering helpers shared by pages: card names, type colours, escaped markdown."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import streamlit as st
from babel import Locale
from babel.dates import format_skeleton, format_time

from companion.catalogue import Card
from companion.i18n import Translator
from companion.labels import TYPE_LABELS

# Colours of the physical cards: Action white (grey here), Treasure yellow, Victory green,
# Reaction blue, Duration orange, Curse purple.
TYPE_COLOURS = {
    "action": "gray",
    "attack": "gray",
    "treasure": "yellow",
    "victory": "green",
    "reaction": "blue",
    "duration": "orange",
    "curse": "violet",
}
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|~<>$:=&])")
# GFM turns bare addresses into links even when their punctuation is escaped: "https://…",
# "www.…" and "name@host…". A word joiner (invisible, U+2060) inside each breaks the pattern.
_AUTOLINK = re.compile(r"(?<=:)(?=//)|(?<=[wW]{3})(?=\.)|(?=@)")
WORD_JOINER = "\u2060"
_ORDINAL = re.compile(r"(?<![\d.])(\d{1,3})\. (?=\w)")
"""An ordinal before its word („2. játékos”): a number of up to 3 digits, not a decimal's tail."""
SEARCH_CHARS = 100  # the longest text a search box takes (a text it echoes is cut shorter)


def md(text: str) -> str:
    """Escape text for Streamlit's Markdown so that it is shown as plain text, never as markup.

    Every Markdown character is backslash-escaped (emphasis, links, images, headings, lists,
    tables, HTML, LaTeX, `:colour[…]` directives and emoji codes), and bare web and mail
    addresses get an invisible word joiner so that they are not turned into links. An ordinal
    keeps its word on its line („2. játékos”, „3. kör”: a no-break space after the dot), as the
    catalog's own texts do, for the data's texts too.
    """
    text = _ORDINAL.sub("\\1.\u00a0", text)
    return _MD_SPECIAL.sub(r"\\\1", _AUTOLINK.sub(WORD_JOINER, text))


def card_colour(card: Card) -> str:
    """The colour of a card's frame: Duration and Reaction win over Action, Victory over Action."""
    for kind in ("curse", "duration", "reaction", "treasure", "victory"):
        if card.is_(kind):
            return TYPE_COLOURS[kind]
    return TYPE_COLOURS["action"]


def type_badges(_: Translator, card: Card) -> str:
    """Markdown badges of a card's types, each in its colour."""
    return " ".join(f":{TYPE_COLOURS[t]}-background[{md(_(TYPE_LABELS[t]))}]" for t in card.types)


def sentence(text: str) -> str:
    """A library message ('the code is empty') as a sentence: capital first, full stop last."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def format_when(when: datetime, lang: str, timezone: str | None = None) -> str:
    """A saved time in the UI language and the browser's time zone ('2024. márc. 15. 14:03')."""
    try:
        zone = ZoneInfo(timezone) if timezone else UTC
    except (ZoneInfoNotFoundError, ValueError):
        zone = UTC
    local = when.astimezone(zone)
    date = format_skeleton("yMMMd", local, locale=lang)
    time = format_time(local, "short", locale=lang)
    return str(Locale.parse(lang).datetime_formats["medium"]).format(time, date)


# A constant style sheet (no data in it): tiles take the tint and edge colour of the printed
# card, found by the colour word in their widget key (st.container(key="tile_<colour>_<id>")).
_TINTS = {
    "gray": ("rgba(148, 163, 184, 0.10)", "#94a3b8"),
    "yellow": ("rgba(234, 179, 8, 0.16)", "#ca8a04"),
    "green": ("rgba(34, 197, 94, 0.14)", "#16a34a"),
    "blue": ("rgba(59, 130, 246, 0.14)", "#2563eb"),
    "orange": ("rgba(249, 115, 22, 0.16)", "#ea580c"),
    "violet": ("rgba(139, 92, 246, 0.14)", "#7c3aed"),
}
FRAME_CSS = (
    "<style>"
    # A phone is 390 px wide: page titles with long Hungarian words ("szabálymagyarázatok")
    # would otherwise break inside the word.
    "@media (max-width:640px){h1{font-size:2rem !important;}}"
    "</style>"
)
"""Style of every page, set by the frame (constant: no data in it)."""

TILE_CSS = (
    "<style>"
    '[class*="st-key-tile_"]{padding:0.7rem 0.75rem;gap:0.5rem;width:100% !important;}'
    # Tiles share each row's width: at least 150 px, at most 240 px each.
    ".st-key-kingdom_tiles > div{flex:1 1 150px !important;max-width:240px;}"
    + "".join(
        f'[class*="st-key-tile_{name}_"]{{background:{tint};border-left:6px solid {edge};}}'
        for name, (tint, edge) in _TINTS.items()
    )
    # A tile with its details open takes a whole row (its text is not squeezed into 150 px).
    + ".st-key-kingdom_tiles > div:has(details[open]){flex-basis:100% !important;max-width:100%;}"
    # On a phone, wide tables scroll inside themselves.
    + "@media (max-width:640px){"
    + "[data-testid=stMarkdownContainer] table{display:block;overflow-x:auto;}"
    + "}</style>"
)
# A constant script: bring the element of one widget key into view unless it already is (its
# top in the upper half of the window for "start", all of it for "center"). It looks again for
# 1.5 s, since the page shrinks when the run's stale elements go (which also scrolls the page),
# but stops at the user's first own move (a touch, a wheel, a key), so it never fights the user.
# The key is checked to be a plain identifier; the number only makes each request a new
# element, so that it runs.
_SCROLL_JS = (
    # What a tap scrolls to stays clear of the app's header bar.
    "<style>.st-key-{key}{{scroll-margin-top:4.5rem;}}</style>"
    "<script>(() => {{ const timers = [];"
    " const moves = ['wheel', 'touchstart', 'pointerdown', 'keydown'];"
    " const stop = () => {{ timers.forEach(clearTimeout);"
    " moves.forEach(m => removeEventListener(m, stop, true)); }};"
    " const go = () => {{"
    " const el = document.querySelector('.st-key-{key}');"
    " if (!el) return;"
    " const r = el.getBoundingClientRect(), top = r.top >= 60;"
    " const seen = '{block}' === 'start' ? top && r.top <= innerHeight / 2"
    " : top && r.bottom <= innerHeight;"
    " if (!seen) el.scrollIntoView({{block: '{block}'}}); }};"
    " moves.forEach(m => addEventListener(m, stop, {{capture: true, passive: true}}));"
    " for (const ms of [0, 100, 250, 500, 900, 1500]) timers.push(setTimeout(go, ms));"
    " timers.push(setTimeout(stop, 1600));"
    " }})(); /* {number} */</script>"
)
_PLAIN_KEY = re.compile(r"[A-Za-z0-9_-]+")


def lazy_expander(label: str, key: str, *, expanded: bool = False, **options: Any) -> Any | None:
    """An expander whose content the page draws only while it is open (None when closed): a
    tap on its header reruns the page, so a closed one sends none of its elements."""
    box = st.expander(label, expanded=expanded, key=key, on_change="rerun", **options)
    return box if box.open else None


def scroll_to(key: str, number: int, block: str = "start") -> None:
    """Scroll the page so that the element with this widget key is in view (top or centre)."""
    if not _PLAIN_KEY.fullmatch(key) or block not in ("start", "center"):
        raise ValueError(f"not a widget key or position: {key!r}, {block!r}")
    st.html(
        _SCROLL_JS.format(key=key, block=block, number=int(number)), unsafe_allow_javascript=True
    )


def tile_key(card: Card, where: str = "") -> str:
    """The key of a card's tile container: its colour word, where it lies on the table ("pile",
    "hand"; none on the kingdom page) and its id (the style sheet reads the colour)."""
    return f"tile_{card_colour(card)}_{where + '_' if where else ''}{card.id}"
