"""Drawing the table: the status line, supply, your cards, the others, the decision and the log."""

from __future__ import annotations

import contextlib
import itertools

import streamlit as st

from companion.catalogue import Card, Catalogue
from companion.engine.decisions import Decision, Kind
from companion.engine.save import MAX_SAVE_SIZE
from companion.engine_text import option_label
from companion.i18n import N_, Translator
from companion.kingdom.messages import card_name
from companion.labels import PHASE_LABELS
from companion.table import taps
from companion.table.log import Line, cards_text, lines
from companion.table.model import Board, Pile, Seat, Tile, grouped
from companion.table.sandbox import Sandbox
from companion.table.words import cards_words
from companion.ui.common import notices, state
from companion.ui.common.components import lazy_expander, md, scroll_to, tile_key, type_badges
from companion.ui.table import actions as act
from companion.ui.table import coach, keys

TABLE_CSS = (
    "<style>"
    ".st-key-table_supply > div, .st-key-table_hand > div{flex:1 1 104px !important;"
    "max-width:190px;}"
    '[class*="st-key-tile_"][class*="_pile_"], [class*="st-key-tile_"][class*="_hand_"]'
    "{padding:0.35rem 0.4rem;gap:0.2rem;}"
    ".st-key-table_supply button, .st-key-table_hand button{padding:0.25rem 0.3rem;}"
    ".st-key-table_supply button p, .st-key-table_hand button p{font-size:0.85rem;"
    "overflow-wrap:normal;word-break:normal;hyphens:manual;}"
    "[data-testid=stLayoutWrapper]:has(> .st-key-table_buy_status){position:sticky;top:3.75rem;"
    "z-index:10;"
    "background:var(--st-background-color, #fff);padding:0.25rem 0;"
    "border-bottom:1px solid rgba(128,128,128,0.3);}"
    '[class*="st-key-table_not_now_"]{opacity:0.55;}'
    "[data-testid=stToastText]{-webkit-line-clamp:unset !important;max-height:none !important;"
    "overflow:visible !important;}[data-testid=stToastViewButton]{display:none !important;}"
    "</style>"
)
"""The table's constant style: piles and hand cards share a row, three or more on a phone,
their names a little smaller and never cut inside a word („Polgárőrség” stays whole);
while buying, the turn's numbers stay at the top of the screen as the piles scroll by; a
toast (a refusal) shows all its text (no "view more" in English, the texts are short)."""

LOG_SHOWN = 80
LABELS = (
    N_("In play"),
    N_("Duration cards"),
    N_("Set aside"),
    N_("Island mat"),
    N_("Native Village mat"),
)
"""The names of a seat's card rows."""
PROMPTS = {
    Kind.ACTION: N_("Play an Action card from your hand, or end the action phase."),
    Kind.TREASURES: N_(
        "Play your Treasures: all at once, or tap one in your hand for only that one."
    ),
    Kind.BUY: N_("Buy a card: tap a supply pile, or buy nothing."),
    Kind.DISCARD: N_("Discard cards from your hand."),
    Kind.TRASH: N_("Put cards onto the trash."),
    Kind.GAIN: N_("Gain a card."),
    Kind.TOPDECK: N_("Put cards onto your deck."),
    Kind.SET_ASIDE: N_("Set aside a card."),
    Kind.REVEAL: N_("Reveal a card from your hand."),
    Kind.RETURN: N_("Return cards to the supply."),
    Kind.CHOOSE: N_("Choose one."),
    Kind.ORDER: N_("Put the cards back in the order you like: the first one you tap ends on top."),
    Kind.PLAY: N_("Choose a card to play."),
}


def row(_: Translator, cat: Catalogue, label: str, tiles_: tuple[Tile, ...]) -> str:
    """'In play: Copper ×3, Smithy' (face-down cards as a count)."""
    cards = cards_words(_, cat, [t.id for t in tiles_]) if tiles_ else ""
    return f"**{md(label)}:** " + md(cards)


def render_status(_: Translator, b: Board, names: list[str], seed: int | None) -> None:
    with st.container(key=keys.TABLE_STATUS):
        status_lines(_, b, names, seed)


def status_lines(_: Translator, b: Board, names: list[str], seed: int | None) -> None:
    who = names[b.active]
    phase = _(PHASE_LABELS.get(b.phase, b.phase)) if b.phase in PHASE_LABELS else b.phase
    if b.extra_turn:
        turn = _("Extra turn · {who} · {phase}", who=who, phase=phase)
    else:  # the player's own turn, as the rulebook counts (and the narration says "your 2nd")
        turn = _(
            "Turn {n} · {who} · {phase}", n=max(b.seats[b.active].turns, 1), who=who, phase=phase
        )
    st.markdown(
        "**"
        + md(turn)
        + "**  \n"
        + md(turn_numbers(_, b) + ("" if seed is None else " · " + _("Seed: {seed}", seed=seed))),
    )
    scores = " · ".join(_("{who}: {vp} VP", who=names[s.index], vp=s.vp) for s in b.seats)
    st.caption(md(scores))


def card_info(_: Translator, card: Card, where: str) -> None:
    """A small button that opens the card's text and rulings (drawn only once opened)."""
    box = st.popover(
        _("Text"), key=keys.of(keys.INFO, where, card.id), on_change="rerun", type="tertiary"
    )
    if box.open:
        with box:
            st.markdown(f"**{md(card.name(_.lang))}** · {type_badges(_, card)}")
            st.markdown(md(card.text(_.lang)))
            for r in card.rulings:
                st.caption("• " + md(r.text(_.lang)))


AFFORDABLE = "✓ "
"""The mark before the name of a pile you can buy now (a sign as well as the button's colour)."""


def buyable(b: Board) -> frozenset[str] | None:
    """The piles you may buy or gain now (the engine's options), or None when you are not
    buying or gaining (then no pile is marked)."""
    d = b.decision
    if d is None or d.kind not in (Kind.BUY, Kind.GAIN):
        return None
    return frozenset(d.options)


def render_pile(_: Translator, p: Pile, live: bool, can: frozenset[str] | None = None) -> None:
    card = p.tile.card
    assert card is not None
    marked = can is not None and card.id in can
    dim = can is not None and not marked and not p.empty
    outer = st.container(key=keys.of(keys.NOT_NOW, card.id)) if dim else contextlib.nullcontext()
    with outer, st.container(key=tile_key(card, "pile"), gap="small"):
        if not live:
            st.markdown("**" + md(card.name(_.lang)) + "**")
        else:
            st.button(
                (AFFORDABLE if marked else "") + md(card.name(_.lang)),
                key=keys.of(keys.PILE, card.id),
                on_click=act.tap_pile,
                args=(card.id,),
                disabled=p.empty,
                width="stretch",
            )
        facts = [_("cost {cost}", cost=card.cost)]
        facts.append(_("empty") if p.empty else _("{n} left", n=p.count))
        if dim:
            facts.append(_("not now"))
        if p.embargo:
            facts.append(_("Embargo: {n}", n=p.embargo))
        with st.container(horizontal=True, vertical_alignment="center", gap="small"):
            st.caption(md(" · ".join(facts)))
            card_info(_, card, "pile")


def turn_numbers(_: Translator, b: Board) -> str:
    return _("Actions: {a} · Buys: {b} · Coins: {c}", a=b.actions, b=b.buys, c=b.coins)


def render_supply(_: Translator, b: Board, live: bool = True) -> None:
    """The piles; while you buy, the turn's numbers sit right above them and the piles you
    can buy carry a mark (the others say "not now")."""
    can = buyable(b) if live else None
    if can is not None:
        with st.container(key=keys.TABLE_BUY_STATUS):
            st.markdown("**" + md(_("Supply")) + "** · " + md(turn_numbers(_, b)))
        st.caption(md(_("✓ marks the cards you can buy now.")))
    else:
        st.markdown("**" + md(_("Supply")) + "**")
    with st.container(horizontal=True, gap="small", key=keys.TABLE_SUPPLY):
        for p in (*b.kingdom, *b.basic):
            render_pile(_, p, live, can)


def render_hand(_: Translator, seat: Seat, live: bool) -> None:
    st.markdown("**" + md(_("Your hand ({n})", n=len(seat.hand))) + "**")
    if not seat.hand:
        st.caption(md(_("Your hand is empty.")))
        return
    with st.container(horizontal=True, gap="small", key=keys.TABLE_HAND):
        for tile, n in grouped(seat.hand):
            card = tile.card
            assert card is not None
            label = md(card.name(_.lang) + (f" ×{n}" if n > 1 else ""))
            with st.container(key=tile_key(card, "hand")):
                if not live:
                    st.markdown(label)
                else:
                    st.button(
                        label,
                        key=keys.of(keys.HAND, card.id),
                        on_click=act.tap_hand,
                        args=(card.id,),
                        width="stretch",
                    )
                card_info(_, card, "hand")


def zones(_: Translator, cat: Catalogue, s: Seat) -> list[str]:
    """The seat's public zones as Markdown lines (empty ones left out)."""
    out = []
    top = s.discard_top.card.name(_.lang) if s.discard_top and s.discard_top.card else "—"
    out.append(
        md(
            _(
                "Deck: {deck} · Discard pile: {discard} (top: {top})",
                deck=s.deck_size,
                discard=s.discard_size,
                top=top,
            )
        )
    )
    for label, cards in (
        (LABELS[0], s.in_play),
        (LABELS[1], s.duration),
        (LABELS[2], s.set_aside),
        (_("Set aside with {card}", card=card_name(_, cat, "haven")), s.haven),
        (LABELS[3], s.island),
        (LABELS[4], s.native_village),
    ):
        if cards:
            out.append(row(_, cat, _(label) if label in LABELS else label, cards))
    if s.pirate_tokens:
        out.append(md(_("Pirate Ship tokens: {n}", n=s.pirate_tokens)))
    return out


def render_you(_: Translator, cat: Catalogue, b: Board, live: bool = True) -> None:
    render_hand(_, b.you, live)
    with st.container(key=keys.TABLE_YOU):
        st.markdown("  \n".join(zones(_, cat, b.you)))


def render_others(_: Translator, cat: Catalogue, b: Board, names: list[str]) -> None:
    for s in b.seats:
        if s.you:
            continue
        head = (
            md(names[s.index])
            + " · "
            + md(_.ngettext("{n} card in hand", "{n} cards in hand", len(s.hand)))
        )
        with st.container(key=keys.of(keys.SEAT, s.index)):
            st.markdown("**" + head + "**  \n" + "  \n".join(zones(_, cat, s)))
    if b.trash:
        st.markdown(row(_, cat, _("Trash"), b.trash))


def render_decision(
    _: Translator, cat: Catalogue, b: Board, names: list[str], sb: Sandbox | None = None
) -> None:
    """The open decision: a panel that fits its kind (and the hint), or who is deciding."""
    with st.container(border=True, key=keys.TABLE_DECISION):
        if b.game_over:
            render_game_over(_, b, names)
            return
        d = b.decision
        if d is None:
            if b.deciding is not None:
                st.markdown(md(_("{who} is deciding.", who=names[b.deciding])))
                with st.container(horizontal=True):
                    st.button(_("Next bot move"), key=keys.TABLE_BOT_STEP, on_click=act.bot_step)
                    st.button(
                        _("Play the bots' moves"), key=keys.TABLE_BOTS_ALL, on_click=act.bots_all
                    )
            return
        prompt = _(PROMPTS[d.kind])
        if d.card:
            prompt = cat.cards[d.card].name(_.lang) + ": " + prompt
        st.markdown("**" + md(prompt) + "**")
        if d.target is not None and d.target != b.viewer:
            st.caption(md(_("About: {who}", who=names[d.target])))
        if d.shown:
            st.markdown(md(_("Cards shown: {cards}", cards=cards_text(cat, _.lang, d.shown))))
        render_panel(_, cat, d)
        if sb is not None:
            coach.render_hint(_, cat, sb)


def render_panel(_: Translator, cat: Catalogue, d: Decision) -> None:
    kind = taps.panel(d)
    with st.container(horizontal=True, gap="small"):
        if d.kind is Kind.ACTION:
            st.button(
                _("End the action phase"),
                key=keys.TABLE_END_ACTIONS,
                on_click=act.tap_none,
                type="primary",
            )
        if d.kind is Kind.TREASURES:
            st.button(
                _("Play all Treasures"),
                key=keys.TABLE_ALL_TREASURES,
                on_click=act.tap_all_treasures,
                type="primary",
            )
        if d.kind is Kind.BUY:
            st.button(_("Buy nothing"), key=keys.TABLE_BUY_NOTHING, on_click=act.tap_none)
    if d.kind in (Kind.ACTION, Kind.BUY, Kind.TREASURES):  # a Treasure alone: tap it in the hand
        return
    if kind in (taps.SINGLE, taps.YES_NO, taps.CHOICE):
        with st.container(horizontal=True, gap="small"):
            for i, option in enumerate(dict.fromkeys(d.options)):
                st.button(
                    md(option_label(_, cat, option)),
                    key=keys.of(keys.OPTION, i),
                    on_click=act.tap_option,
                    args=(option,),
                )
            if d.min == 0:
                st.button(_("None"), key=keys.TABLE_NONE, on_click=act.tap_none)
    elif kind == taps.MULTI:
        key = keys.of(keys.MULTI, d.kind, len(d.options))
        chosen = pick_pills(_, cat, d, key)
        n = len(chosen or [])
        st.button(
            _("Confirm ({n} chosen)", n=n),
            key=keys.TABLE_CONFIRM,
            on_click=act.confirm_picks,
            args=(key,),
            type="primary",
        )
    else:
        picked: list[int] = st.session_state.get(keys.TABLE_PICKS) or []
        if picked:
            st.markdown(
                md(
                    _(
                        "Order so far (top first): {cards}",
                        cards=", ".join(option_label(_, cat, d.options[i]) for i in picked),
                    )
                )
            )
        with st.container(horizontal=True, gap="small"):
            for i, option in enumerate(d.options):
                if i not in picked:
                    st.button(
                        md(option_label(_, cat, option)),
                        key=keys.of(keys.ORDER, i),
                        on_click=act.order_pick,
                        args=(i,),
                    )
        with st.container(horizontal=True, gap="small"):
            st.button(_("Start again"), key=keys.TABLE_ORD_RESET, on_click=act.order_reset)
            st.button(
                _("Confirm the order"),
                key=keys.TABLE_ORD_CONFIRM,
                on_click=act.confirm_order,
                type="primary",
            )


def render_game_over(_: Translator, b: Board, names: list[str]) -> None:
    winners = ", ".join(names[i] for i in b.winners)
    st.success(md(_("The game is over. Winner: {names}", names=winners)))
    st.markdown(md(_.ngettext("You played {n} turn.", "You played {n} turns.", b.you.turns)))


def newest_turn_first(log: list[Line]) -> list[Line]:
    """The log's turns newest first, each turn's heading above its events in the order they
    happened (reversing line by line would put a turn's heading below its events)."""
    turns = [list(group) for _turn, group in itertools.groupby(log, key=lambda line: line.turn)]
    return [line for turn in reversed(turns) for line in turn]


def render_log(_: Translator, cat: Catalogue, sb: Sandbox, names: list[str]) -> None:
    game = sb.game(act.card_db())
    notes: dict[int, str] = {}
    with st.expander(_("Log"), key=keys.TABLE_LOG):
        bots = any(sb.bot_seat(s, cat) for s in range(len(sb.setup.players)))
        if bots and st.toggle(_("Show why the bots moved"), key=keys.TABLE_REASONS):
            notes = {
                game.answer_events[i]: _("why: {reason}", reason=why)
                for i, why in coach.move_reasons(_, sb).items()
            }
        if sb.forced:
            st.warning(
                md(
                    _(
                        "Taken back anyway after hidden cards were seen, in your turn {turn}.",
                        turn=sb.forced[0],
                    )
                    if len(sb.forced) == 1
                    else _(
                        "Taken back anyway after hidden cards were seen, in your turns {turns}.",
                        turns=", ".join(_.num(n) for n in sb.forced),
                    )
                )
            )
        log = lines(_, cat, game, sb.human, lambda i: names[i], notes)
        st.markdown(
            "  \n".join(
                ("**" + md(line.text) + "**")
                if line.heading
                else ("_" + md(line.text) + "_")
                if line.note
                else md(line.text)
                for line in newest_turn_first(log[-LOG_SHOWN:])
            )
        )


def render_tools(_: Translator, sb: Sandbox) -> None:
    """Undo, redo, restart, save and load, and how bots play."""
    with st.container(horizontal=True, gap="small", key=keys.TABLE_TOOLS):
        st.button(_("Undo"), key=keys.TABLE_UNDO, on_click=act.undo)
        if st.session_state.get(keys.TABLE_FORCE_OFFER) == len(sb.answers):
            st.button(
                _("Undo anyway"),
                key=keys.TABLE_UNDO_FORCE,
                on_click=act.undo,
                args=(True,),
                type="primary",
            )
        st.button(_("Redo"), key=keys.TABLE_REDO, on_click=act.redo, disabled=not sb.redo)
        st.button(_("Restart (same seed)"), key=keys.TABLE_RESTART, on_click=act.restart)
        st.button(_("New game"), key=keys.TABLE_LEAVE, on_click=act.leave)
        st.download_button(
            _("Save file"),
            data=sb.save_text(act.card_db()),
            file_name="dominion-game.json",
            mime="application/json",
            key=keys.TABLE_DOWNLOAD,
            on_click="ignore",
        )
    said = st.session_state.get(keys.TABLE_UNDO_SHOWN)
    if isinstance(said, tuple) and said[0] == len(sb.answers):
        st.caption(md(_("What it showed:")) + "  \n" + "  \n".join(said[1]))
    render_upload(_)


# The uploader refuses a file above the save reader's limit (characters) before sending it.
UPLOAD_MB = -(-MAX_SAVE_SIZE // 1_000_000)


def render_upload(_: Translator) -> None:
    """The save file uploader, in an expander drawn only while open (the uploader is the
    heaviest part of the start form for the browser); its limit is said in our words
    (Streamlit's line is hidden)."""
    box = lazy_expander(_("Load a save file"), keys.TABLE_UPLOAD_BOX)
    if box is None:
        return
    key = act.upload_key()
    with box:
        st.file_uploader(
            _("Save file"),
            type=["json"],
            key=key,
            on_change=act.load_upload,
            args=(key,),
            max_upload_size=UPLOAD_MB,
        )
        st.caption(_("A save file (JSON) of at most {size} MB.", size=_.num(UPLOAD_MB)))


def bot_mode(_: Translator) -> None:
    if st.session_state.get(keys.TABLE_BOT_MODE) not in keys.BOT_MODES:  # a reloaded game's
        st.session_state[keys.TABLE_BOT_MODE] = "at_once"
    st.segmented_control(
        _("Bots play"),
        list(keys.BOT_MODES),
        format_func=lambda m: _("at once") if m == "at_once" else _("step by step"),
        key=keys.TABLE_BOT_MODE,
        required=True,
    )


def show_toasts() -> None:
    """The refusals and undo answers of the last tap, as toasts: on screen wherever the tap
    was (the pile, the hand card or the undo button), not a screen away at the top."""
    for level, text in notices.take(keys.NOTICE_TOAST):
        st.toast(text, icon=TOAST_ICONS.get(level))


TOAST_ICONS = {"warning": ":material/block:", "info": ":material/info:"}


def follow_focus() -> None:
    """Bring the element a callback asked for into view (the new hand when a turn starts)."""
    wanted = state.take_focus()
    if wanted is not None:
        scroll_to(*wanted)


def render_table(_: Translator, cat: Catalogue, sb: Sandbox, b: Board) -> None:
    """The game being played: status, the decision, your cards, the supply, the others, the log."""
    names = act.seat_names(_, cat, sb)
    render_status(_, b, names, sb.setup.seed)
    render_decision(_, cat, b, names, sb if b.decision is not None else None)
    render_you(_, cat, b)
    coach.render_next_turn(_, cat, sb.game(act.card_db()), b.viewer, names)
    render_supply(_, b)
    render_others(_, cat, b, names)
    render_log(_, cat, sb, names)


def render_board(_: Translator, cat: Catalogue, b: Board, names: list[str]) -> None:
    """A position to look at (a replay step): the same table, with nothing to tap."""
    render_status(_, b, names, None)
    render_you(_, cat, b, live=False)
    render_supply(_, b, live=False)
    render_others(_, cat, b, names)


def pick_pills(_: Translator, cat: Catalogue, d: Decision, key: str) -> list[int]:
    """The several-cards pick of a decision as pills ("Choose 2", "Choose 0 to 3"): the indices
    of the options chosen so far (the table's panel and predict mode's question share it)."""
    chosen = st.pills(
        md(_("Choose {low} to {high}", low=d.min, high=d.max))
        if d.min != d.max
        else md(_("Choose {n}", n=d.min)),
        list(range(len(d.options))),
        format_func=lambda i: option_label(_, cat, d.options[i]),
        selection_mode="multi",
        key=key,
    )
    return list(chosen or [])
