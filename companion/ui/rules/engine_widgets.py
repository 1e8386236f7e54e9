"""The rulebook's engine widgets (action, buy, cleanup, attacks, seaside chapters): id ->
render(_, key_prefix). Every count comes from companion.rulebook's engine runs; this file only
draws them and keeps the reader's choices in session state under the widget's key prefix."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import streamlit as st

from companion.catalogue import load
from companion.engine.piles import MAX_PLAYERS
from companion.i18n import N_, NC_, Translator, lang_of
from companion.rulebook import action, attacks, buy, cleanup, seaside
from companion.rulebook.practice import standard_db
from companion.table.replay import Change
from companion.table.words import change_words
from companion.ui.common import state
from companion.ui.common.components import md
from companion.ui.common.pages import page_url
from companion.ui.rules import keys
from companion.ui.rules.counts import render_counts

Widget = Callable[[Translator, str], None]

TERM_LABELS = {
    "plus-card": NC_("term", "+Card"),
    "plus-action": NC_("term", "+Action"),
    "plus-buy": NC_("term", "+Buy"),
    "plus-coin": NC_("term", "+Coin"),
    "discard": NC_("term", "Discard"),
    "trash": NC_("term", "Trash a card"),
    "gain": NC_("term", "Gain"),
    "reveal": NC_("term", "Reveal"),
    "set-aside": NC_("term", "Set aside"),
}
CURSE_CHOICES = ("full", "one", "none")
CURSE_LABELS = {"full": N_("Full pile"), "one": N_("1 left"), "none": N_("None left")}
CURSES_LEFT = {"full": None, "one": 1, "none": 0}


def name(_: Translator, card_id: str) -> str:
    """A card's name in the UI language."""
    return load().card(card_id).name(lang_of(_))


def names(_: Translator, cards: Sequence[str]) -> str:
    """Card names joined for a line of text ("—" for none), escaped for Markdown."""
    return md(", ".join(name(_, c) for c in cards)) if cards else "—"


def coins_label(_: Translator, n: int) -> str:
    """ "1 coin", "5 coins"."""
    return _.ngettext("{n} coin", "{n} coins", n)


def table_link(_: Translator, replay_id: str, step: int) -> str:
    """A Markdown link to this example on the table page, at this step."""
    url = page_url("table", scenario=replay_id, step=step, lang=_.lang)
    label = _("Open this example on the table")
    return f"[{md(label)}]({url})"


def _counters(_: Translator, actions: int, buys: int, coins: int, cards: int | None) -> None:
    shown = [(_("Actions"), actions), (_("Buys"), buys), (_("Coins"), coins)]
    render_counts(_, shown + ([(_("Cards in hand"), cards)] if cards is not None else []))


# -- action: the order of plays ----------------------------------------------------------------


def _play(prefix: str, card_id: str) -> None:
    st.session_state[keys.part(prefix, "order")] = [
        *st.session_state.get(keys.part(prefix, "order"), []),
        card_id,
    ]


def _restart(prefix: str) -> None:
    st.session_state[keys.part(prefix, "order")] = []


def render_play_order(_: Translator, prefix: str) -> None:
    order: list[str] = list(st.session_state.get(keys.part(prefix, "order"), []))
    db = standard_db()
    try:
        states = action.play_order(db, order)
        options = action.playable(db, order)
    except action.NotPlayable:
        order, states, options = [], action.play_order(db, []), action.playable(db, [])
        st.session_state[keys.part(prefix, "order")] = order
    now = states[-1]
    st.caption(_("Tap a card to play it. Cards the engine does not allow now are greyed out."))
    cols = st.columns(len(action.HAND))
    for col, card_id in zip(cols, action.HAND, strict=True):
        col.button(
            name(_, card_id),
            key=keys.part(prefix, "play", card_id),
            disabled=card_id in order or card_id not in options,
            on_click=_play,
            args=(prefix, card_id),
            use_container_width=True,
        )
    _counters(_, now.actions, now.buys, now.coins, len(now.hand))
    st.markdown(_("**Hand:** {cards}", cards=names(_, now.hand)))
    lines = []
    for n, s in enumerate(states[1:], 1):
        drew = _(" (drew {cards})", cards=names(_, s.drawn)) if s.drawn else ""
        lines.append(
            _(
                "{n}. {card}: actions {actions} · cards in hand {cards} · coins {coins}{drew}",
                n=n,
                card=name(_, s.played or ""),
                actions=s.actions,
                cards=len(s.hand),
                coins=s.coins,
                drew=drew,
            )
        )
    if lines:
        st.markdown("\n".join(lines))
    if now.buy_phase:
        st.info(_("The action phase is over: only Treasures can be played now."))
    st.button(_("Start again"), key=keys.part(prefix, "restart"), on_click=_restart, args=(prefix,))


def _change_line(_: Translator, c: Change, seats: int = MAX_PLAYERS) -> str:
    names = [_("Player {n}", n=i) for i in range(1, seats + 1)]
    what = change_words(_, load(), c.kind, c.name, c.player, names)
    return f"- {md(what[:1].upper() + what[1:])}: {c.before} → {c.after}"  # a list item's start


def render_term_demo(_: Translator, prefix: str) -> None:
    terms = [d.term for d in action.TERM_DEMOS]
    term = st.pills(
        _("Term"),
        terms,
        key=keys.part(prefix, "term"),
        format_func=lambda t: _.pgettext(*TERM_LABELS[t]),
    )
    if term is None:
        st.caption(_("Tap a term to see one example of it on the engine."))
        return
    result = action.term_demo(standard_db(), term)
    if result.explain is not None:
        st.markdown(md(result.explain(lang_of(_))))
    st.markdown("\n".join(_change_line(_, c) for c in result.changes))
    st.markdown(table_link(_, result.demo.replay_id, result.demo.step - 1))


# -- buy: the calculator ------------------------------------------------------------------------


def render_buy_calculator(_: Translator, prefix: str) -> None:
    st.caption(_("How many of each card are in play?"))
    chosen: dict[str, int] = {}
    cells = [*st.columns(len(buy.TREASURES)), *st.columns(len(buy.BUY_CARDS))]
    for cell, card_id in zip(cells, (*buy.TREASURES, *buy.BUY_CARDS), strict=True):
        chosen[card_id] = int(
            cell.number_input(
                name(_, card_id),
                min_value=0,
                max_value=buy.MAX_EACH,
                value=2 if card_id == "gold" else 0,
                key=keys.part(prefix, card_id),
            )
        )
    db = standard_db()
    result = buy.calculate(db, chosen)
    render_counts(_, [(_("Coins"), result.coins), (_("Buys"), result.buys)])
    by_cost: dict[int, list[str]] = {}
    for card_id in result.affordable:
        by_cost.setdefault(db.cost[card_id], []).append(card_id)
    st.markdown(_("**You can afford:**"))
    st.markdown(
        "\n".join(
            f"- {coins_label(_, cost)}: {names(_, cards)}"
            for cost, cards in sorted(by_cost.items(), reverse=True)
        )
    )
    if result.buys > 1 and result.splits:
        st.markdown(_("**Ways to split the coins between your Buys:**"))
        st.markdown(
            "\n".join(
                "- "
                + " + ".join(coins_label(_, c) for c in split)
                + _(" ({left} left)", left=result.coins - sum(split))
                for split in result.splits[: buy.MAX_SPLITS]
            )
        )
        hidden = len(result.splits) - buy.MAX_SPLITS
        if hidden > 0:
            st.caption(_.ngettext("… and {n} more way.", "… and {n} more ways.", hidden))


# -- cleanup: the reshuffle ---------------------------------------------------------------------


def render_reshuffle(_: Translator, prefix: str) -> None:
    left = st.slider(
        _("Cards left in your deck"), 0, cleanup.MAX_DECK, 3, key=keys.part(prefix, "deck")
    )
    result = cleanup.reshuffle(standard_db(), left)
    st.markdown(
        _(
            "Clean-up first puts these cards onto your discard pile: {cards}.",
            cards=names(_, result.discarded),
        )
    )
    lines = []
    for n, card_id in enumerate(result.drawn, 1):
        if result.shuffle_at == n:
            lines.append(
                "- **"
                + _.ngettext(
                    "The deck is empty: shuffle {n} card into a new deck.",
                    "The deck is empty: shuffle {n} cards into a new deck.",
                    result.shuffled,
                )
                + "**"
            )
        source = _("new deck") if result.shuffle_at and n >= result.shuffle_at else _("old deck")
        line = _("Draw {n}: {card} ({source})", n=n, card=name(_, card_id), source=source)
        lines.append("- " + md(line))
    st.markdown("\n".join(lines))
    if result.shuffle_at is None:
        st.success(_("Enough cards in the deck: no shuffle."))
    else:
        st.info(_("The shuffle happens at draw {n}.", n=result.shuffle_at))


# -- attacks: Militia against Moat --------------------------------------------------------------


def render_militia_moat(_: Translator, prefix: str) -> None:
    with_moat = st.toggle(
        _("The other player holds {card}", card=name(_, "moat")),
        True,
        key=keys.part(prefix, "moat"),
    )
    reveal = with_moat and st.toggle(
        _("Reveal {card}", card=name(_, "moat")), True, key=keys.part(prefix, "reveal")
    )
    hand = attacks.HAND_WITH_MOAT if with_moat else attacks.HAND_WITHOUT_MOAT
    discard: list[str] = []
    if not reveal:
        discard = st.multiselect(
            _("Cards to discard (the engine picks the rest)"),
            list(hand),
            max_selections=2,
            format_func=lambda c: name(_, c),
            key=keys.part(prefix, "discard", with_moat),
            placeholder=_("Choose cards"),
            select_all=False,  # Streamlit writes that option in English
        )
    result = attacks.militia(standard_db(), with_moat, reveal, discard)
    st.markdown(_("**Before:** {cards}", cards=names(_, result.hand_before)))
    st.markdown(_("**After:** {cards}", cards=names(_, result.hand_after)))
    render_counts(_, [(_("Cards in hand after the attack"), len(result.hand_after))])
    if result.revealed_moat:
        st.success(
            _("{card} was revealed: the Attack does not touch this hand.", card=name(_, "moat"))
        )
    else:
        st.warning(_("Discarded: {cards}", cards=names(_, result.discarded)))
    st.caption(_("The attacker gets {coins} either way.", coins=coins_label(_, result.coins)))


# -- seaside: the Duration example and Embargo --------------------------------------------------


def render_duration_example(_: Translator, prefix: str) -> None:
    replay = seaside.duration_example(standard_db())
    step = st.slider(_("Step"), 0, replay.last, 0, key=keys.part(prefix, "step"))
    narration = replay.steps[step].narration
    if narration is not None:
        st.markdown(md(narration(lang_of(_))))
    view = seaside.duration_view(replay, step)
    st.caption(_("Your turn") if view.your_turn else _("The other player's turn"))
    st.markdown(
        "\n".join(
            [
                "- " + _("**Duration row:** {cards}", cards=names(_, view.duration)),
                "- " + _("**In play:** {cards}", cards=names(_, view.in_play)),
                "- " + _("**Hand:** {cards}", cards=names(_, view.hand)),
            ]
        )
    )
    if view.your_turn:
        _counters(_, view.actions, view.buys, view.coins, None)
    st.markdown(table_link(_, seaside.DURATION_EXAMPLE, step))


def render_embargo(_: Translator, prefix: str) -> None:
    card_id = st.selectbox(
        _("Pile with Embargo tokens"),
        seaside.PILES,
        format_func=lambda c: name(_, c),
        key=keys.part(prefix, "pile"),
        placeholder=_("Choose a pile"),
    )
    tokens = st.slider(
        _("Embargo tokens on it"), 0, seaside.MAX_TOKENS, 1, key=keys.part(prefix, "tokens")
    )
    curses = st.segmented_control(
        _("Curses in the supply"),
        CURSE_CHOICES,
        default="full",
        format_func=lambda c: _(CURSE_LABELS[c]),
        key=keys.part(prefix, "curses"),
    )
    result = seaside.embargo_buy(
        standard_db(), card_id, tokens, CURSES_LEFT[curses or "full"], state.players()
    )
    st.markdown(
        _(
            "**You buy {card} and gain:** {cards}",
            card=name(_, card_id),
            cards=names(_, result.gained),
        )
    )
    gained = f"−{_.num(result.curses_gained)}" if result.curses_gained else ""
    render_counts(_, [(_("Curses left in the supply"), result.curses_after)], gained)


ENGINE_WIDGETS: dict[str, Widget] = {
    "play_order": render_play_order,
    "term_demo": render_term_demo,
    "buy_calculator": render_buy_calculator,
    "reshuffle": render_reshuffle,
    "militia_moat": render_militia_moat,
    "duration_example": render_duration_example,
    "embargo": render_embargo,
}
"""The engine widgets by id (the ids are in companion.rulebook.widgets.WIDGET_IDS)."""
