"""The first-game path at the top of the rulebook: the player count, the First Game kingdom, its
setup checklist to tick off, the first-turns replay and the guided game on the table.

The ticks live in the session and in the URL (`?ticked=3-1f…`, companion.kingdom.checklist):
a reload or a link that opens a new session keeps them with nothing stored on the server, and
a few bits fit a short value. The links to the other pages are `st.page_link`s, which keep the
session, so the group comes back from the table to the same ticks.
"""

from __future__ import annotations

import functools

import streamlit as st

from companion.catalogue import load
from companion.i18n import Translator
from companion.kingdom import encode, recommended_kingdom
from companion.kingdom.checklist import Checklist, checklist, decode_ticks, encode_ticks
from companion.kingdom.checklist_text import progress_text
from companion.kingdom.messages import names
from companion.rulebook.numbers import HAND_SIZE
from companion.table.guided import FIRST_GAME
from companion.ui.common import links, state
from companion.ui.common.checklist import render_checklist
from companion.ui.common.components import md
from companion.ui.common.pages import page_script
from companion.ui.common.reference import render_download
from companion.ui.rules import keys
from companion.ui.rules.widgets import count_control

FIRST_TURNS = "example-first-turns"  # the printed first-turns example, as a replay


@functools.cache
def first_game_code() -> str:
    """The kingdom code of the First Game (the Kingdom page's link)."""
    return encode(recommended_kingdom(load(), FIRST_GAME))


@functools.cache
def first_checklist(players: int) -> Checklist:
    return checklist(load(), recommended_kingdom(load(), FIRST_GAME), players)


def ticks(players: int) -> frozenset[str]:
    found: dict[int, frozenset[str]] = st.session_state.get(keys.FIRST_TICKS, {})
    return found.get(players, frozenset())


def set_ticks(players: int, ticked: frozenset[str]) -> None:
    found = dict(st.session_state.get(keys.FIRST_TICKS, {}))
    found[players] = ticked
    st.session_state[keys.FIRST_TICKS] = found


def read_link(_: Translator) -> None:
    """Take the URL's ticks (and their player count) when this session did not write them: a
    reload or a shared link; an unusable value gives one warning and no ticks."""
    text = st.query_params.get(keys.TICKED)
    if text is None or text == st.session_state.get(keys.FIRST_LINK):
        return
    try:
        players, ticked = decode_ticks(text, first_checklist)
    except ValueError:
        st.session_state[keys.FIRST_LINK] = None
        del st.query_params[keys.TICKED]
        st.warning(
            _(
                "The ticks in the link (“{value}”) cannot be used; the checklist starts "
                "with none ticked.",
                value=md(text[: links.SHOWN]),
            )
        )
        return
    st.session_state[state.RULES_PLAYERS] = players
    set_ticks(players, ticked)


def write_link() -> None:
    """Put the ticks of the chosen player count in the URL (none: no parameter)."""
    players = state.players()
    text = encode_ticks(first_checklist(players), ticks(players))
    if text:
        st.query_params[keys.TICKED] = text
    elif keys.TICKED in st.query_params:
        del st.query_params[keys.TICKED]
    st.session_state[keys.FIRST_LINK] = text or None


def tick(item_id: str, on: bool) -> None:
    """Tick or untick one item of the chosen player count (checkbox callback)."""
    players = state.players()
    ticked = set(ticks(players))
    if on:
        ticked.add(item_id)
    else:
        ticked.discard(item_id)
    set_ticks(players, frozenset(ticked))
    write_link()


def clear(players: int) -> None:
    """Untick every item of this player count (button callback)."""
    set_ticks(players, frozenset())
    write_link()


def render_ticks(_: Translator, items: Checklist) -> None:
    render_checklist(
        _,
        load(),
        items,
        ticks(items.players),
        lambda item_id: keys.first_tick_key(items.players, item_id),
        tick,
    )
    st.button(_("Clear the ticks"), key=keys.FIRST_CLEAR, on_click=clear, args=(items.players,))


def render_count(_: Translator) -> None:
    """The shared player count, without the label and caption the setup chapter's picker has
    (the step's title says what it is, and the phone keeps a line)."""
    count_control(_, keys.FIRST_PLAYERS, label_visibility="collapsed")


def step(n: int, title: str, line: str = "") -> None:
    """A step's number and title in bold, and a line under it."""
    st.markdown(f"**{n}. {md(title)}**" + (f"  \n{md(line)}" if line else ""))


def render(_: Translator) -> None:
    """The path as an expander, open until the whole checklist is ticked."""
    read_link(_)
    cat = load()
    lang = _.lang
    items = first_checklist(state.players())
    done = len(ticks(items.players) & set(items.ids()))
    label = _("Your first game in five steps") + f" · {done}/{len(items.items)}"
    with (
        st.container(key=keys.FIRST_BOX),
        st.expander(md(label), expanded=done < len(items.items), icon=":material/casino:"),
    ):
        step(1, _("How many of you are playing?"))
        render_count(_)
        rec = next(r for r in cat.recommended if r.id == FIRST_GAME)
        cards = sorted(rec.cards, key=lambda c: cat.card(c).name_key(lang))
        step(2, _("The kingdom: “{name}”", name=rec.name(lang)), names(_, cat, cards))
        st.page_link(
            page_script("kingdom"),
            label=_("Open it on the Kingdom page"),
            icon=":material/grid_view:",
            query_params={
                state.CODE: first_game_code(),
                links.PLAYERS: str(items.players),
                state.LANG: lang,
            },
        )
        done = len(ticks(items.players) & set(items.ids()))
        step(3, _("Set up the table"), progress_text(_, done, len(items.items)))
        if st.toggle(_("Show the checklist"), key=keys.FIRST_SHOW):
            render_ticks(_, items)
        step(4, _("Watch the rulebook's first turns"))
        st.page_link(
            page_script("table"),
            label=_("Step through the example on the table"),
            icon=":material/play_circle:",
            query_params={keys.SCENARIO: FIRST_TURNS, state.STEP: "0", state.LANG: lang},
        )
        turn = _.ngettext(
            "Your turn: A, play an Action card; B, play Treasures and buy a card; C, discard "
            "everything and draw {n} card. The game ends after a turn that leaves the Province "
            "pile or any three Supply piles empty.",
            "Your turn: A, play an Action card; B, play Treasures and buy a card; C, discard "
            "everything and draw {n} cards. The game ends after a turn that leaves the Province "
            "pile or any three Supply piles empty.",
            HAND_SIZE,
        )
        step(5, _("Play your first turns"))
        st.caption(md(turn))
        render_download(_, rec.cards, items.players, keys.FIRST_PDF)  # the turn on one page
        st.page_link(
            page_script("table"),
            label=_("Start the guided game on the table"),
            icon=":material/sports_esports:",
            query_params={keys.NEW_GAME: keys.GUIDED, state.LANG: lang},
        )
    write_link()
