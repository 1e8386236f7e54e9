"""The guided first game: its choice on the start form, its start, and the short prompt at
each new kind of decision with a link to the rulebook's section."""

from __future__ import annotations

from typing import Any

import streamlit as st

from companion.catalogue import load
from companion.engine.game import Game
from companion.i18n import N_, Translator
from companion.rulebook.loader import load_rulebook
from companion.table.guided import SECTIONS, due, guided_game
from companion.table.sandbox import Sandbox
from companion.ui.common.components import md, scroll_to
from companion.ui.common.pages import page_url
from companion.ui.table import actions as act
from companion.ui.table import keys

PROMPTS = {
    "action": N_(
        "Your first Action card. In the action phase you may play one Action card: tap it in "
        "your hand. Its +Actions let you play more; you never have to play one."
    ),
    "attack": N_(
        "An Attack card. When you play it, it hits every other player, unless they reveal a "
        "Reaction card (such as Moat). Militia: they discard down to 3 cards in hand."
    ),
    "buy": N_(
        "Your buy phase. Play your Treasures, then tap a pile that costs no more than your "
        "coins, or buy nothing. What you buy goes to your discard pile."
    ),
    "reshuffle": N_(
        "Your deck ran out, so your discard pile was shuffled into a new deck: the cards you "
        "bought can now come into your hand."
    ),
}
"""One prompt per new kind of decision (companion.table.guided.KINDS), in our own words."""


def render_form(_: Translator) -> None:
    """What the guided game is, and its start button."""
    st.caption(
        _(
            "The rulebook's First Game kingdom against one Big Money bot. A short note comes "
            "at each new kind of decision, with a link to the rulebook, and hints are on."
        )
    )
    st.button(_("Start the guided game"), key=keys.GUIDED_START, on_click=start, type="primary")


@act.kept
def start() -> None:
    """Start the guided game (button callback): hints on, no prompt seen yet; a new seed (the
    form draws no seed field for it, so the field's value is not kept)."""
    cat = load()
    sb = guided_game(cat, act.new_seed())
    sb.game(act.card_db())
    st.session_state[keys.HINTS_ON] = True
    st.session_state[keys.GUIDED] = {"seen": [], "now": None, "game": guide_id(sb)}
    act.put(sb)
    act.after_move(sb)


def guide_id(sb: Sandbox) -> tuple[object, ...]:
    """Which game the notes belong to: its setup's seed, kingdom and players."""
    return (sb.setup.seed, sb.setup.kingdom, sb.setup.players)


def current_prompt(sb: Sandbox, game: Game) -> str | None:
    """The prompt to show now (companion.table.guided.due), noted as seen; one shown stays
    while it fits, within the same turn of yours."""
    guide: dict[str, Any] | None = st.session_state.get(keys.GUIDED)
    if not isinstance(guide, dict) or guide.get("game") != guide_id(sb):
        return None  # another game is on the table now (a save loaded, a link opened)
    seen = list(guide.get("seen", []))
    turn = game.players[sb.human].turns
    shown = guide.get("now") if guide.get("turn") == turn else None
    kind = due(load(), game, sb.human, seen, shown)
    guide.update(now=kind, turn=turn)
    if kind is not None and kind not in seen:
        guide["seen"] = [*seen, kind]
        guide["new"] = True  # the next draw brings it into view
    return kind


def render_prompt(_: Translator, sb: Sandbox, game: Game) -> None:
    """The guided game's prompt above the board, with its rulebook link (nothing otherwise)."""
    kind = current_prompt(sb, game)
    if kind is None:
        return
    chapter_id, section_id = SECTIONS[kind]
    chapter = load_rulebook().chapter(chapter_id)
    assert chapter is not None
    section = next(s for s in chapter.sections if s.id == section_id)
    url = page_url("rules", chapter=chapter_id, lang=_.lang)
    label = _("Rulebook: {section}", section=section.title(_.lang))
    with st.container(key=keys.GUIDED_PROMPT):
        st.info(f"{md(_(PROMPTS[kind]))}  \n[{md(label)}]({url})", icon=":material/lightbulb:")
    guide = st.session_state[keys.GUIDED]
    if guide.pop("new", False):  # a new note: in view, wherever the last tap left the page
        scroll_to(keys.GUIDED_PROMPT, len(guide["seen"]))
