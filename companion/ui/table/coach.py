"""The table's coach: a named bot's hint with its reason, the rule behind each bot move in the
log (cached per game), and what the next turns bring (issue #21, parts 2 and 3)."""

from __future__ import annotations

import dataclasses

import streamlit as st

from companion.catalogue import Catalogue, load
from companion.engine.game import Game
from companion.i18n import Translator
from companion.table.next_turn import next_turn, next_turn_line
from companion.table.sandbox import Sandbox
from companion.ui.common import state
from companion.ui.common.components import md
from companion.ui.table import actions as act
from companion.ui.table import keys

DEFAULT_HINT_BOT = "bmu"
"""Big Money Ultimate: the strongest of the bots that fit every kingdom."""


def hint_bots(cat: Catalogue, kingdom: tuple[str, ...]) -> list[str]:
    """The bots a hint may be asked of: Big Money Ultimate, Big Money, then Big Money + each
    kingdom card (every rule bot that can play this kingdom)."""
    from companion.bots.registry import plus_name

    return [DEFAULT_HINT_BOT, "bigmoney", *(plus_name(c) for c in kingdom if c in cat.cards)]


def hint_label(_: Translator, cat: Catalogue, name: str) -> str:
    from companion.bots import parse
    from companion.sim.labels import bot_label

    return bot_label(_, cat, parse(name, cat), typed=False)


def ask_hint() -> None:
    """The "Hint" button: the chosen bot's move here and its rule, kept with the move number
    (a hint belongs to one position; the next move makes it stale)."""
    from companion.table.hint import suggest

    _ = state.t()
    sb = act.sandbox()
    if sb is None:
        return
    name = str(st.session_state.get(keys.TABLE_HINT_BOT) or DEFAULT_HINT_BOT)
    found = suggest(_, sb, act.card_db(), load(), name)
    if found is None:
        return
    st.session_state[keys.TABLE_HINT] = (len(sb.answers), found.words.text(_))


def render_hint(_: Translator, cat: Catalogue, sb: Sandbox) -> None:
    """The bot picker and the "Hint" button, and the hint of this position if one was asked
    (or, with hints on as in the guided first game, without a tap)."""
    bots = hint_bots(cat, sb.setup.kingdom)
    if st.session_state.get(keys.TABLE_HINT_BOT) not in bots:
        st.session_state[keys.TABLE_HINT_BOT] = DEFAULT_HINT_BOT
    with st.container(horizontal=True, vertical_alignment="bottom", gap="small"):
        st.selectbox(
            _("Hint from"),
            bots,
            format_func=lambda n: hint_label(_, cat, n),
            key=keys.TABLE_HINT_BOT,
            width=200,
            placeholder=_("Choose a bot"),
        )
        st.button(
            _("Hint"), key=keys.TABLE_HINT_BUTTON, on_click=ask_hint, icon=":material/lightbulb:"
        )
    said = st.session_state.get(keys.TABLE_HINT)
    fresh = isinstance(said, tuple) and said[0] == len(sb.answers)
    if not fresh and st.session_state.get(keys.HINTS_ON):  # the guided game: hints untapped
        ask_hint()
        said = st.session_state.get(keys.TABLE_HINT)
    if isinstance(said, tuple) and said[0] == len(sb.answers):
        with st.container(key=keys.TABLE_HINT_BOX):
            st.info(md(said[1]))


def move_reasons(_: Translator, sb: Sandbox) -> dict[int, str]:
    """The rule behind each bot move (by answer index), worked out once per game position
    and language: a rerun with nothing new reads the session's copy instead of a replay."""
    from companion.table import hint

    key = (sb.setup, tuple(sb.answers), _.lang)
    cached = st.session_state.get(keys.TABLE_REASONS_CACHE)
    if isinstance(cached, tuple) and cached[0] == key:
        found: dict[int, str] = cached[1]
        return found
    found = hint.move_reasons(_, sb, act.card_db(), load())
    st.session_state[keys.TABLE_REASONS_CACHE] = (key, found)
    return found


def next_turn_lines(
    _: Translator, cat: Catalogue, game: Game, viewer: int, names: list[str]
) -> list[str]:
    """The viewer's next turn in full when something is pending, then each other seat's that
    has something (their private cards hidden by the core; the shared Embargo tokens once)."""
    out = []
    own = next_turn(game, viewer, viewer)
    if not own.empty or own.extra_turn or own.protected:
        out.append(next_turn_line(_, cat, own, names))
    for seat in range(len(game.players)):
        if seat == viewer:
            continue
        other = dataclasses.replace(next_turn(game, seat, viewer), embargo=())
        if other.effects or other.island or other.native_village:
            out.append(next_turn_line(_, cat, other, names))
    return out


def render_next_turn(
    _: Translator, cat: Catalogue, game: Game, viewer: int, names: list[str]
) -> None:
    """What is pending for the next turns, one line per seat (nothing drawn when nothing is)."""
    shown = next_turn_lines(_, cat, game, viewer, names)
    if shown:
        with st.container(key=keys.TABLE_NEXT_TURN):
            st.markdown("  \n".join(md(line) for line in shown))
