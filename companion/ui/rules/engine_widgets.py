"""The rulebook's engine widgets (action, buy, cleanup, attacks, seaside chapters): id ->
render(_, key_prefix). Every count comes from companion.rulebook's engine runs; this file only
draws them and keeps the reader's choices in session state under the widget's key prefix."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import streamlit as st

from companion.catalogue import load
from companion.hungarian.grammar import Name
from companion.i18n import N_, NC_, Translator, lang_of
from companion.rulebook import action, attacks, buy, cleanup, seaside
from companion.rulebook.practice import standard_db
from companion.table.log import describe
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
WHY_NOT = {
    "played": N_("Already played."),
    "no_action": N_("No Action left to play it with."),
    "phase_over": N_("A Treasure was played: the action phase is over."),
}
CURSE_CHOICES = ("full", "one", "none")
CURSE_LABELS = {"full": N_("Full pile"), "one": N_("1 left"), "none": N_("None left")}
CURSES_LEFT = {"full": None, "one": 1, "none": 0}


def name(_: Translator, card_id: str) -> str:
    """A card's name in the UI language."""
    return load().card(card_id).name(lang_of(_))


def card_name(_: Translator, card_id: str) -> Name:
    """A card's name with its Hungarian forms, for templates such as „{card:art.acc}”."""
    card = load().card(card_id)
    return Name(md(card.name(lang_of(_))), card.forms if _.lang == "hu" else {})


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
    why = action.why_not(db, order)
    cols = st.columns(len(action.HAND))
    for col, card_id in zip(cols, action.HAND, strict=True):
        col.button(
            name(_, card_id),
            key=keys.part(prefix, "play", card_id),
            disabled=card_id in why or card_id not in options,
            on_click=_play,
            args=(prefix, card_id),
            use_container_width=True,
        )
        if card_id in why:
            col.caption(_(WHY_NOT[why[card_id]]))
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
    if now.buy_phase and any(c in db.treasures for c in order):
        st.info(
            _(
                "You played a Treasure, and that ends your action phase: from now on only "
                "Treasures can be played, then you buy."
            )
        )
    elif now.buy_phase:
        st.info(_("The action phase is over: only Treasures can be played now."))
    st.button(_("Start again"), key=keys.part(prefix, "restart"), on_click=_restart, args=(prefix,))


def _who(_: Translator, you: int, seats: int) -> Callable[[int], str]:
    """Seat names for a demo's lines: the acting player is "You", the only other "The other
    player", more seats by number."""

    def who(i: int) -> str:
        if i == you:
            return _("You")
        return _("The other player") if seats == 2 else _("Player {n}", n=i + 1)

    return who


def _zones_lines(_: Translator, z: action.Zones) -> list[str]:
    lines = [
        "- " + _("**Hand:** {cards}", cards=names(_, z.hand)),
        "- " + _("**In play:** {cards}", cards=names(_, z.in_play)),
    ]
    if z.set_aside:
        lines.append("- " + _("**Set aside:** {cards}", cards=names(_, z.set_aside)))
    lines.append("- " + _("Deck: {deck} · discard pile: {discard}", deck=z.deck, discard=z.discard))
    return lines


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
    cat, who = load(), _who(_, result.seat, result.players)
    st.markdown(_("**Before:**") + "\n\n" + "\n".join(_zones_lines(_, result.before)))
    for narration, events in zip(result.narrations, result.events, strict=True):
        if narration is not None:
            st.markdown(md(narration(lang_of(_))))
        moved = [t for e in events if (t := describe(_, cat, e, who)) is not None]
        if moved:
            st.markdown("\n".join("- " + md(t) for t in moved))
    b, a = result.before, result.after
    counters = [
        (_("Actions"), b.actions, a.actions),
        (_("Buys"), b.buys, a.buys),
        (_("Coins"), b.coins, a.coins),
    ]
    st.markdown(" · ".join(f"{md(label)}: {x} → {y}" for label, x, y in counters))
    st.markdown(_("**After:**") + "\n\n" + "\n".join(_zones_lines(_, a)))
    st.markdown(table_link(_, result.demo.replay_id, result.demo.step - 1))


# -- buy: the calculator ------------------------------------------------------------------------


def _preset(prefix: str, in_play: dict[str, int]) -> None:
    for card_id in (*buy.TREASURES, *buy.BUY_CARDS):
        st.session_state[keys.part(prefix, card_id)] = in_play.get(card_id, 0)


def render_buy_calculator(_: Translator, prefix: str) -> None:
    st.button(
        _("The rulebook's example: 6 coins and 2 Buys"),
        key=keys.part(prefix, "printed"),
        on_click=_preset,
        args=(prefix, buy.PRINTED_EXAMPLE),
    )
    st.caption(_("How many of each card are in play?"))
    chosen: dict[str, int] = {}
    cells = [*st.columns(len(buy.TREASURES)), *st.columns(len(buy.BUY_CARDS))]
    for cell, card_id in zip(cells, (*buy.TREASURES, *buy.BUY_CARDS), strict=True):
        key = keys.part(prefix, card_id)
        if key not in st.session_state:
            st.session_state[key] = buy.DEFAULTS.get(card_id, 0)
        chosen[card_id] = int(
            cell.number_input(name(_, card_id), min_value=0, max_value=buy.MAX_EACH, key=key)
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
                + " + ".join(f"{coins_label(_, c)} ({names(_, by_cost[c])})" for c in split)
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
        _("Cards left in your deck"), 0, cleanup.MAX_SHOWN, 3, key=keys.part(prefix, "deck")
    )
    result = cleanup.reshuffle(standard_db(), left)
    # Counts and names outside the ngettext calls: a `_` among its arguments hides the plural
    # from the message extractor.
    had, added = len(result.discard_before), len(result.discarded)
    pile_cards, put_cards = names(_, result.discard_before), names(_, result.discarded)
    deck = _("**Your deck:** {cards}", cards=names(_, result.deck_before))
    pile = _.ngettext(
        "**Your discard pile already holds {n} card:** {cards}",
        "**Your discard pile already holds {n} cards:** {cards}",
        had,
        cards=pile_cards,
    )
    puts = _.ngettext(
        "**Clean-up puts {n} card onto it:** {cards}",
        "**Clean-up puts {n} cards onto it:** {cards}",
        added,
        cards=put_cards,
    )
    st.markdown("\n".join(f"- {line}" for line in (deck, pile, puts)))
    lines = []
    for n, card_id in enumerate(result.drawn, 1):
        if result.shuffle_at == n:
            lines.append(
                "- **"
                + _.ngettext(
                    "The deck is empty: shuffle the discard pile ({before} + {added} = {n} card) "
                    "into a new deck.",
                    "The deck is empty: shuffle the discard pile ({before} + {added} = {n} cards) "
                    "into a new deck.",
                    result.shuffled,
                    before=had,
                    added=added,
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


def duration_caption(_: Translator, view: seaside.DurationView) -> str:
    """Whose turn the step is in; when the step ended one turn, both (its text tells both)."""
    if view.was_your_turn == view.your_turn:
        return _("Your turn") if view.your_turn else _("The other player's turn")
    if view.was_your_turn:
        return _("Your turn ends; the other player's turn begins")
    return _("The other player's turn ends; your turn begins")


def render_duration_example(_: Translator, prefix: str) -> None:
    replay = seaside.duration_example(standard_db())
    step = st.slider(_("Step"), 0, replay.last, 0, key=keys.part(prefix, "step"))
    narration = replay.steps[step].narration
    if narration is not None:
        st.markdown(md(narration(lang_of(_))))
    view = seaside.duration_view(replay, step)
    st.caption(duration_caption(_, view))
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
            card=card_name(_, card_id),
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
