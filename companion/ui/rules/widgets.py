"""The rulebook's try-it widgets: id -> render(_, key_prefix). Numbers come from the catalogue and
the engine (companion.rulebook.widgets and numbers); this file only draws them."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Literal

import streamlit as st

from companion.catalogue import load
from companion.engine.table import winners
from companion.i18n import N_, Translator
from companion.labels import PHASE_LABELS, types_label
from companion.rulebook.numbers import HAND_SIZE, PLAYER_COUNTS
from companion.rulebook.practice import standard_db
from companion.rulebook.widgets import (
    ANATOMY_EXAMPLES,
    PHASE_LETTERS,
    PHASES,
    SCORED,
    band_colours,
    card_parts,
    deal,
    score,
    split_probabilities,
    text_role,
)
from companion.ui.common import state
from companion.ui.common.components import md
from companion.ui.rules import keys
from companion.ui.rules.counts import render_counts
from companion.ui.rules.diagram import DIAGRAM_WIDGETS
from companion.ui.rules.engine_widgets import ENGINE_WIDGETS

Widget = Callable[[Translator, str], None]
# What a card's middle text is for, by companion.rulebook.widgets.text_role.
TEXT_ROLE_LABELS = {
    "play": N_("instructions: what happens when you play it"),
    "treasure": N_("its worth: the coins it gives when you play it in your buy phase"),
    "scored": N_("cannot be played: only its points, counted at the end of the game"),
}
COLOUR_LABELS = {
    "white": N_("white"),
    "yellow": N_("yellow"),
    "green": N_("green"),
    "purple": N_("purple"),
    "blue": N_("blue"),
    "orange": N_("orange"),
}
PHASE_TEXTS = {
    "action": N_(
        "You may play one Action card from your hand. Cards that give +Actions let you play more."
    ),
    "buy": N_(
        "Play any Treasures you want, then buy one card from the Supply whose cost you can pay "
        "(more with +Buy). Buying nothing is allowed."
    ),
    "cleanup": N_(
        "Discard every card in play and every card left in your hand, then draw {n} new cards. "
        "Your turn ends."
    ),
}


# What you do in each phase, step by step (shown for the phase tapped).
PHASE_STEPS = {
    "action": (
        N_("Choose an Action card in your hand, or none, and lay it face up in front of you."),
        N_("Do what it says, from top to bottom, before anything else."),
        N_("+Action lets you play one more Action card afterwards; with none left, go to B."),
    ),
    "buy": (
        N_("Play the Treasures you want to spend; count their coins and any +Coin."),
        N_("Buy a card from the Supply costing at most your coins; it goes to your discard pile."),
        N_("With +Buy you may buy another, from the coins that are left."),
    ),
    "cleanup": (
        N_("Put every card in play and every card left in your hand on your discard pile."),
        N_("Draw {n} cards; if your deck runs out, shuffle your discard pile and draw on."),
        N_("The player on your left starts their turn."),
    ),
}


def player_label(_: Translator, n: int) -> str:
    return _("Solitaire practice") if n == 1 else _.ngettext("{n} player", "{n} players", n)


LabelVisibility = Literal["visible", "hidden", "collapsed"]


def _count_picked(key: str) -> None:
    """A count control's choice becomes the rulebook's shared count (widget callback)."""
    chosen = st.session_state.get(key)
    st.session_state[state.RULES_PLAYERS] = chosen if chosen in PLAYER_COUNTS else state.players()


def count_control(
    _: Translator, key: str, *, short: bool = False, label_visibility: LabelVisibility = "visible"
) -> None:
    """One of the page's player-count controls (the chip, the first-game box, the setup
    chapter): each shows and sets the same shared count, so they never disagree."""
    st.session_state[key] = state.players()
    st.segmented_control(
        _("Players"),
        PLAYER_COUNTS,
        key=key,
        format_func=(lambda n: _.num(n)) if short else (lambda n: player_label(_, n)),
        on_change=_count_picked,
        args=(key,),
        required=True,
        label_visibility=label_visibility,
    )


def render_player_count(_: Translator, key: str) -> None:
    count_control(_, key)
    st.caption(
        _(
            "Every number on these pages now counts for: {players}.",
            players=player_label(_, state.players()),
        )
    )


def render_card_anatomy(_: Translator, key: str) -> None:
    cat = load()
    ids = sorted(cat.cards, key=lambda c: cat.cards[c].name_key(_.lang))
    if st.session_state.get(key) not in cat.cards:
        st.session_state[key] = ANATOMY_EXAMPLES[0]

    def draw_another() -> None:  # one of the curated examples, one card per kind
        others = [c for c in ANATOMY_EXAMPLES if c != st.session_state[key]]
        st.session_state[key] = random.choice(others)

    cols = st.columns([3, 1], vertical_alignment="bottom")
    card_id = cols[0].selectbox(
        _("Card"),
        ids,
        key=key,
        format_func=lambda c: cat.cards[c].name(_.lang),
        placeholder=_("Choose a card"),
    )
    cols[1].button(_("Another card"), key=keys.part(key, "another"), on_click=draw_another)
    parts = card_parts(cat.cards[card_id], _.lang)
    label = {
        "name": _("name, at the top"),
        "text": _(TEXT_ROLE_LABELS[text_role(parts.types)]),
        "cost": _("cost, bottom left"),
        "types": _("type line, at the bottom"),
    }
    with st.container(border=True, key=keys.part(key, "card")):
        st.markdown(f"**{md(parts.name)}** — :gray[{md(label['name'])}]")
        st.markdown(f"{md(parts.text)} — :gray[{md(label['text'])}]")
        if parts.coins and "treasure" in parts.types:
            st.markdown(
                md(
                    _.ngettext(
                        "Worth {n} coin when played", "Worth {n} coins when played", parts.coins
                    )
                )
            )
        if parts.vp:
            st.markdown(md(_("{vp} victory points at the end of the game", vp=parts.vp)))
        cost = _.ngettext("Cost: {n} coin", "Cost: {n} coins", parts.cost)
        st.markdown(md(cost) + f" — :gray[{md(label['cost'])}]")
        st.markdown(md(types_label(_, parts.types)) + f" — :gray[{md(label['types'])}]")
        colours = ", ".join(_(COLOUR_LABELS[c]) for c in band_colours(parts.types))
        st.markdown(md(_("Colour of the type band: {colours}", colours=colours)))


def render_starting_hand(_: Translator, key: str) -> None:
    odds = split_probabilities()
    for (high, low), p in odds.items():
        st.markdown(
            md(
                _(
                    "{high}/{low} split: {percent} of games ({fraction})",
                    high=high,
                    low=low,
                    percent=f"{_.num(float(p) * 100, 1)}%",
                    fraction=f"{p.numerator}/{p.denominator}",
                )
            )
        )

    (high, low), (high2, low2) = list(odds)[:2]
    st.markdown(
        md(
            _(
                "A split is how your Coppers fall into your first two hands: {high}/{low} means "
                "{high} coins on one of your first two turns and {low} on the other. It matters "
                "because with {high} coins you can already buy a card costing {high} on turn 1 "
                "or 2, and many strong Kingdom cards cost that much; a {high2}/{low2} split buys "
                "one card costing {high2} and one costing {low2} instead. Both are good starts.",
                high=high,
                low=low,
                high2=high2,
                low2=low2,
            )
        )
    )

    def new_deal() -> None:
        st.session_state[keys.RULES_DEAL] = random.randrange(1_000_000)

    st.button(_("Deal a starting hand"), key=keys.part(key, "deal"), on_click=new_deal)
    seed = st.session_state.get(keys.RULES_DEAL)
    if seed is None:
        return
    cat = load()
    hands = deal(standard_db(), seed)
    for label, hand, coins in (
        (_("First hand"), hands.first, hands.coins[0]),
        (_("Second hand"), hands.second, hands.coins[1]),
    ):
        names = ", ".join(cat.cards[c].name(_.lang) for c in hand)
        st.markdown(
            f"**{md(label)}:** {md(names)} — " + md(_.ngettext("{n} coin", "{n} coins", coins))
        )
    st.success(md(_("This deal is a {high}/{low} split.", high=hands.split[0], low=hands.split[1])))


def render_turn_phases(_: Translator, key: str) -> None:
    if st.session_state.get(key) not in PHASES:
        st.session_state[key] = PHASES[0]
    phase = st.segmented_control(
        _("Phase"),
        PHASES,
        key=key,
        format_func=lambda p: f"{PHASE_LETTERS[p]} · {_(PHASE_LABELS[p])}",
        required=True,
    )
    for p in PHASES:
        what = _(PHASE_TEXTS[p], n=HAND_SIZE)
        text = f"**{PHASE_LETTERS[p]}** · {md(_(PHASE_LABELS[p]))}: {md(what)}"
        if p == phase:
            steps = "\n".join(
                f"{i}. {md(_(step, n=HAND_SIZE))}" for i, step in enumerate(PHASE_STEPS[p], 1)
            )
            st.info(text + "\n\n" + _("**What you do:**") + "\n\n" + steps)
        else:
            st.markdown(f":gray[{text}]")


def points_label(_: Translator, points: int) -> str:
    """ "1 point", "6 points", "−1 point" (the plural follows the size, a true minus sign)."""
    text = _.ngettext("{n} point", "{n} points", abs(points))
    return "−" + text if points < 0 else text


def render_scoring(_: Translator, key: str) -> None:
    cat = load()
    # One column each: on a phone they stack in this order.
    counts = {
        card: col.number_input(cat.cards[card].name(_.lang), 0, 30, 0, key=keys.part(key, card))
        for col, card in zip(st.columns(len(SCORED)), SCORED, strict=True)
    }
    cols = st.columns(3)
    others = cols[0].number_input(_("Other cards"), 0, 200, 10, key=keys.part(key, "others"))
    island = cols[1].number_input(
        _("Provinces on the Island mat"), 0, 12, 0, key=keys.part(key, "island_mat")
    )
    village = cols[2].number_input(
        _("Cards on the Native Village mat"), 0, 50, 0, key=keys.part(key, "village")
    )
    result = score(standard_db(), counts, others, island, village)
    for card, n, points in result.lines:
        st.markdown(md(f"{n} × {cat.cards[card].name(_.lang)}: " + points_label(_, points)))
    cards = _.ngettext("{n} card in all", "{n} cards in all", result.cards)
    render_counts(_, [(_("Your score"), result.total)], cards)
    st.markdown("**" + md(_("Tie-break")) + "**")
    left, middle, right = st.columns(3)
    other = left.number_input(
        _("Opponent's score"),
        -50,
        200,
        None,
        key=keys.part(key, "opp"),
        placeholder=_("Enter it"),
    )
    mine = middle.number_input(_("Your turns"), 1, 100, 20, key=keys.part(key, "turns"))
    theirs = right.number_input(_("Opponent's turns"), 1, 100, 20, key=keys.part(key, "oppturns"))
    if other is None:
        st.caption(_("Enter your opponent's score to see who wins."))
        return
    won = winners((result.total, int(other)), (mine, theirs))
    if won == (0,):
        st.success(_("You win."))
    elif won == (1,):
        st.error(_("Your opponent wins."))
    else:
        st.info(_("Same points and same number of turns: you share the win."))


WIDGETS: dict[str, Widget] = {
    "card_anatomy": render_card_anatomy,
    "player_count": render_player_count,
    "starting_hand": render_starting_hand,
    "turn_phases": render_turn_phases,
    "scoring": render_scoring,
    **ENGINE_WIDGETS,
    **DIAGRAM_WIDGETS,
}
