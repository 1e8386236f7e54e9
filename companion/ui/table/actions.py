"""The table page's callbacks: start a game, taps, bots, undo/redo, restart, save and load."""

from __future__ import annotations

import functools
import secrets
from collections.abc import Callable

import streamlit as st

from companion.catalogue import Catalogue, load
from companion.engine.cards import CardDB
from companion.engine.decisions import Answer, IllegalAnswer, Kind
from companion.engine.errors import EngineError
from companion.engine.game import Game, SetupError, UndoError
from companion.engine.save import SaveFileError
from companion.engine.standard import standard_db
from companion.engine_text import say
from companion.i18n import N_, Translator
from companion.table import taps
from companion.table.live_games import LiveGameStore, StoreError
from companion.table.log import revealed
from companion.table.model import Board, board
from companion.table.sandbox import AnswerLimit, NotUndoable, OtherPerson, Sandbox, load_save
from companion.table.start import KingdomSource, StartError, check_bots, start_kingdom
from companion.ui.common import notices, state
from companion.ui.common.components import md
from companion.ui.table import keys

SEED_BITS = 31
"""Seeds of the table page (drawn, typed in the start form, and its limit): short enough to
read out and type again, and within the integer range of Streamlit's number input (2**53).
Smaller than the kingdom seeds (`companion.kingdom.SEED_BITS`), which nobody types."""
BOT_LABELS = {"bigmoney": N_("Big Money"), "bmu": N_("Big Money Ultimate"), "random": N_("Random")}
SOURCES = {
    "page": N_("The Kingdom page's kingdom"),
    "recommended": N_("A recommended kingdom"),
    "code": N_("A kingdom code"),
    "random": N_("Random"),
}


@st.cache_resource(show_spinner=False)
def card_db() -> CardDB:
    """The engine's card facts: the process's one read-only table (`standard.standard_db`)."""
    return standard_db()


def new_seed() -> int:
    return secrets.randbits(SEED_BITS)


def live_store() -> LiveGameStore:
    """The server's store of running games (a SQLite file; a connection per operation, so a
    new object per use is cheap and follows the data folder's settings)."""
    return LiveGameStore()


def keep(sb: Sandbox | None = None) -> None:
    """Write this session's game back to the store under its key (after every change), so a
    reload finds it as it is now. A store that cannot be used is said once per session; the
    game goes on, only a reload would not find it."""
    sb = sb if sb is not None else sandbox()
    key = st.session_state.get(keys.GAME_TOKEN)
    if sb is None or not isinstance(key, str):
        return
    try:
        live_store().put(key, sb)
    except StoreError as exc:
        store_trouble(exc)


def store_trouble(exc: StoreError) -> None:
    """Say once per session that the store of running games cannot be used."""
    if st.session_state.get(keys.GAME_STORE_WARNED):
        return
    st.session_state[keys.GAME_STORE_WARNED] = True
    _ = state.t()
    notices.notify(
        "warning",
        _(
            "The file {path} that keeps running games for a reload cannot be used now; this "
            "game goes on, but a reload of the page will not find it.",
            path=md(str(exc.path)),
        ),
        at=keys.NOTICE_PLACE,
    )


def kept(callback: Callable[..., None]) -> Callable[..., None]:
    """A callback that changes the game, followed by writing the game back to the store; a
    game at the answer cap says so instead of playing on."""

    @functools.wraps(callback)
    def run(*args: object) -> None:
        try:
            callback(*args)
        except AnswerLimit as exc:
            notices.notify("warning", engine_error(state.t(), exc), at=keys.NOTICE_PLACE)
        keep()

    return run


def put(sb: Sandbox) -> None:
    """Put a game on the table, in the store under this session's key and that key in the URL
    at once (a callback's query parameter reaches the browser even when only the table's
    fragment runs again, so a reload right after the start finds the game)."""
    st.session_state[keys.TABLE_GAME] = sb
    st.session_state.pop(keys.TABLE_PICKS, None)
    key = st.session_state.get(keys.GAME_TOKEN)
    if not isinstance(key, str):
        key = st.session_state[keys.GAME_TOKEN] = secrets.token_urlsafe(16)
    keep(sb)
    st.query_params[keys.GAME] = key


def open_link(key: str) -> Sandbox | None:
    """A new copy of the game kept under a link's key, checked by replaying it, or None
    (StoreError when the store cannot be read)."""
    found = live_store().get(key)
    if found is None:
        return None
    try:
        found.game(card_db())
    except (EngineError, IllegalAnswer, KeyError, ValueError):
        return None  # kept by another version of the program: its answers no longer replay
    return found


def sync_game_link() -> None:
    """After a reload (a new session) take the game of the URL's key as this session's own
    copy under a new key: a link opened in another browser never controls the first session's
    game. While a game is on the table, keep its key in the URL."""
    key = st.query_params.get(keys.GAME)
    if keys.TABLE_GAME not in st.session_state and key:
        try:
            found = open_link(key)
        except StoreError as exc:
            store_trouble(exc)
        else:
            take_link(found)
    token = st.session_state.get(keys.GAME_TOKEN)
    if sandbox() is not None and isinstance(token, str):
        st.query_params[keys.GAME] = token
    elif keys.GAME in st.query_params:
        del st.query_params[keys.GAME]


def take_link(found: Sandbox | None) -> None:
    """Put a link's game on the table as this session's own copy, or say it is gone."""
    if found is None:
        _ = state.t()
        notices.notify(
            "info",
            _("The game of this link is no longer kept. Start a new one here."),
            at=keys.NOTICE_PLACE,
        )
        return
    st.session_state[keys.TABLE_GAME] = found
    st.session_state[keys.GAME_TOKEN] = secrets.token_urlsafe(16)
    keep(found)


def sandbox() -> Sandbox | None:
    sb = st.session_state.get(keys.TABLE_GAME)
    return sb if isinstance(sb, Sandbox) else None


def current() -> tuple[Sandbox, Game] | None:
    """The game on the table and its state now, if a game is running."""
    sb = sandbox()
    return None if sb is None else (sb, sb.game(card_db()))


def bot_label(_: Translator, cat: Catalogue, name: str) -> str:
    """A bot's name for people: 'Big Money', 'Smithy + Big Money'."""
    from companion.bots import UnknownBotError, parse  # a game's, not a replay link's

    if name in BOT_LABELS:
        return _(BOT_LABELS[name])
    try:
        spec = parse(name, cat)
    except UnknownBotError:
        return name
    if spec.card is None:
        return name
    return _("{card} + Big Money", card=cat.cards[spec.card].name(_.lang))


def seat_names(_: Translator, cat: Catalogue, sb: Sandbox) -> list[str]:
    return [seat_name(_, cat, sb, i) for i in range(len(sb.setup.players))]


def seat_name(_: Translator, cat: Catalogue, sb: Sandbox, seat: int) -> str:
    """'You' for your seat, a bot's label (with its seat number) for the others; at a
    pass-and-play table each person by their name."""
    if sb.pass_play and seat in sb.people:
        return sb.setup.players[seat]
    if seat == sb.human:
        return _("You")
    name = sb.setup.players[seat]
    return _("{name} (seat {n})", name=bot_label(_, cat, name), n=seat + 1)


START_ERRORS = {
    "no_page_kingdom": N_("The Kingdom page shows no kingdom yet."),
    "no_recommended": N_("Choose a recommended kingdom."),
    "bad_code": N_("That kingdom code cannot be read. Check it and try again."),
    "bot_needs_card": N_("The bot {bot} needs {card} in the kingdom; choose another bot."),
}


def start_error(_: Translator, cat: Catalogue, exc: StartError) -> str:
    """Why the start form's game cannot start, in the UI language (escaped for Markdown)."""
    if exc.kind == "bot_needs_card":
        bot = md(bot_label(_, cat, exc.params["bot"]))
        return _(
            START_ERRORS[exc.kind], bot=bot, card=md(cat.cards[exc.params["card"]].name(_.lang))
        )
    return _(START_ERRORS[exc.kind])


def asked_kingdom() -> KingdomSource:
    """The start form's kingdom source, read from its widgets."""
    return KingdomSource(
        source=str(st.session_state.get(keys.TABLE_SOURCE, "random")),
        page_code=state.current_code(),
        recommended=st.session_state.get(keys.TABLE_RECOMMENDED),
        code=str(st.session_state.get(keys.TABLE_CODE) or ""),
    )


@kept
def start() -> None:
    """Start a new game from the start form (button callback)."""
    _ = state.t()
    cat = load()
    n_bots = int(st.session_state.get(keys.TABLE_BOTS) or 0)
    bots = [str(st.session_state.get(keys.of(keys.BOT, i)) or "bigmoney") for i in range(n_bots)]
    try:
        kingdom = start_kingdom(cat, asked_kingdom(), new_seed())
        check_bots(cat, kingdom, bots)
    except StartError as exc:
        notices.notify("error", start_error(_, cat, exc), at=keys.NOTICE_PLACE)
        return
    seat_choice = st.session_state.get(keys.TABLE_SEAT, "random")
    seats = n_bots + 1
    seat = secrets.randbelow(seats) if seat_choice == "random" else min(int(seat_choice), seats) - 1
    seed = int(st.session_state.get(keys.TABLE_SEED) or 0)
    try:
        sb = Sandbox.new(kingdom, bots, seat, seed)
        sb.game(card_db())
    except SetupError as exc:
        notices.notify("error", engine_error(_, exc), at=keys.NOTICE_PLACE)
        return
    st.session_state.pop(keys.HINTS_ON, None)  # the guided game's (companion/ui/table/guided.py)
    st.session_state.pop(keys.GUIDED, None)
    put(sb)
    after_move(sb)


def after_move(sb: Sandbox) -> None:
    """Let the bots play on when they play at once."""
    if st.session_state.get(keys.TABLE_BOT_MODE) != "watch":  # at once unless asked otherwise
        sb.run_bots(card_db(), load())


@kept
def answer(given: Answer | taps.Reason) -> None:
    """Send an answer of the human (or say why it cannot be sent)."""
    _ = state.t()
    sb = sandbox()
    if sb is None:
        return
    if isinstance(given, taps.Reason):
        notices.notify("warning", md(_(given.text, **given.params)), at=keys.NOTICE_TOAST)
        return
    turns, was_buying = my_turns(sb), now_buying(sb)
    try:
        sb.play(card_db(), given)
    except IllegalAnswer as exc:
        notices.notify("warning", engine_error(_, exc), at=keys.NOTICE_TOAST)
        return
    st.session_state.pop(keys.TABLE_PICKS, None)
    after_move(sb)
    if my_turns(sb) != turns:  # your turn ended and the next one starts: show its hand
        state.focus(keys.TABLE_STATUS)
    elif now_buying(sb) and not was_buying:  # Treasures played: the piles and the coins
        state.focus(keys.TABLE_BUY_STATUS)


def now_buying(sb: Sandbox) -> bool:
    """Whether the person holding the device is to buy now (the Supply is what they need)."""
    pending = sb.game(card_db()).pending
    return pending is not None and pending.kind is Kind.BUY and pending.player == sb.human


def my_turns(sb: Sandbox) -> int:
    """How many turns the person has begun (a change means a new hand was dealt)."""
    return sb.game(card_db()).players[sb.human].turns


def my_board() -> Board | None:
    now = current()
    if now is None:
        return None
    cat = load()
    return board(cat, now[1], now[0].viewer(card_db(), cat))


def tap_hand(card_id: str) -> None:
    """A card in your hand tapped: play it, or say why not."""
    b = my_board()
    if b is None:
        return
    reason = taps.why_not_play(b, card_id)
    answer(reason if reason is not None else (card_id,))


def tap_pile(card_id: str) -> None:
    """A supply pile tapped: buy (or gain) it, or say why not."""
    b = my_board()
    if b is None:
        return
    reason = taps.why_not_buy(b, card_id)
    answer(reason if reason is not None else (card_id,))


def tap_option(option: str) -> None:
    answer((option,))


def tap_none() -> None:
    b = my_board()
    if b is not None and b.decision is not None:
        answer(taps.none(b.decision))


def tap_all_treasures() -> None:
    b = my_board()
    if b is not None and b.decision is not None:
        answer(taps.all_treasures(b.decision))


def confirm_picks(key: str) -> None:
    """Send the picks of a several-cards panel (indices into the options)."""
    b = my_board()
    if b is None or b.decision is None:
        return
    chosen = st.session_state.get(key) or []
    answer(taps.picks(b.decision, [b.decision.options[i] for i in sorted(chosen)]))


def order_pick(index: int) -> None:
    st.session_state.setdefault(keys.TABLE_PICKS, []).append(index)


def order_reset() -> None:
    st.session_state.pop(keys.TABLE_PICKS, None)


def confirm_order() -> None:
    b = my_board()
    if b is None or b.decision is None:
        return
    picked = st.session_state.get(keys.TABLE_PICKS) or []
    answer(taps.picks(b.decision, [b.decision.options[i] for i in picked]))


@kept
def bot_step() -> None:
    sb = sandbox()
    if sb is not None:
        sb.bot_step(card_db(), load())


@kept
def bots_all() -> None:
    sb = sandbox()
    if sb is not None:
        sb.run_bots(card_db(), load())


@kept
def undo(force: bool = False) -> None:
    """Take back your last move (and the bots' after it), or say what was revealed; alone
    against bots, offer to take it back anyway (`force`, marked in the log)."""
    _ = state.t()
    sb = sandbox()
    if sb is None:
        return
    cat = load()
    st.session_state.pop(keys.TABLE_FORCE_OFFER, None)
    try:
        sb.undo(card_db(), cat, force=force)
    except NotUndoable as exc:
        shown = revealed(_, cat, exc.events, sb.human, lambda i: seat_name(_, cat, sb, i))
        text = md(_("This cannot be taken back: it showed hidden cards."))
        if sb.solitaire(cat):
            st.session_state[keys.TABLE_FORCE_OFFER] = len(sb.answers)
            text += " " + md(_("Alone against bots, “Undo anyway” takes it back."))
        # the toast stays short (a long one is cut); what showed is listed beside Undo
        st.session_state[keys.TABLE_UNDO_SHOWN] = (len(sb.answers), [md(s) for s in shown])
        notices.notify("warning", text, at=keys.NOTICE_TOAST)
        return
    except OtherPerson:
        notices.notify(
            "info",
            _("Undo stays within your own moves: the last one was another person's."),
            at=keys.NOTICE_PLACE,
        )
        return
    except UndoError:
        notices.notify("info", _("There is nothing to undo."), at=keys.NOTICE_TOAST)
        return
    if force:
        state.focus(keys.TABLE_STATUS)
    st.session_state.pop(keys.TABLE_PICKS, None)


@kept
def redo() -> None:
    _ = state.t()
    sb = sandbox()
    if sb is None:
        return
    try:
        sb.redo_one(card_db())
    except UndoError:
        notices.notify("info", _("There is nothing to redo."), at=keys.NOTICE_TOAST)
        return
    after_move(sb)


@kept
def restart() -> None:
    sb = sandbox()
    if sb is not None:
        sb.restart()
        st.session_state.pop(keys.TABLE_PICKS, None)
        after_move(sb)


def leave() -> None:
    """Put the game away and show the start form (the store forgets it, the URL its key)."""
    token = st.session_state.pop(keys.GAME_TOKEN, None)
    if isinstance(token, str):
        try:
            live_store().drop(token)
        except StoreError as exc:
            store_trouble(exc)
    st.session_state.pop(keys.TABLE_GAME, None)
    st.session_state.pop(keys.TABLE_PICKS, None)
    if keys.GAME in st.query_params:
        del st.query_params[keys.GAME]


SAVE_ERROR = N_("This file cannot be loaded: {reason}. The game on the table stays as it was.")


def engine_error(_: Translator, exc: EngineError | IllegalAnswer) -> str:
    """An engine error in the UI language (card names, its quotes), escaped for Markdown."""
    return md(say(_, load(), exc.message))


def save_error(_: Translator, exc: SaveFileError) -> str:
    """Why a save file was refused, in the UI language."""
    return _(SAVE_ERROR, reason=engine_error(_, exc))


def upload_key() -> str:
    """The uploader's key: a new one after each file read, so the same file can come again."""
    return keys.of(keys.UPLOAD, int(st.session_state.get(keys.TABLE_UPLOADS, 0)))


def load_upload(key: str) -> None:
    """Read an uploaded save file; a bad file gets a message and the current game stays."""
    _ = state.t()
    upload = st.session_state.get(key)
    st.session_state[keys.TABLE_UPLOADS] = int(st.session_state.get(keys.TABLE_UPLOADS, 0)) + 1
    if upload is None:
        return
    try:
        sb = load_save(card_db(), load(), upload.getvalue())
    except SaveFileError as exc:
        notices.notify("error", save_error(_, exc), at=keys.NOTICE_PLACE)
        return
    put(sb)
    st.session_state[keys.TABLE_UPLOAD_BOX] = False  # loaded: the uploader folds away
    notices.notify("success", _("The saved game is on the table."), at=keys.NOTICE_PLACE)
