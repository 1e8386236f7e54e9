"""The kingdom page's callbacks and state reads: widgets to options, generate, swap, history.

Callbacks change session state (through `companion.ui.common.state`) and queue one readable message
when something cannot be done; the kingdom shown before stays. No rendering here.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence

import streamlit as st

from companion.catalogue import KINGDOM_SETS, Catalogue, load
from companion.history import Entry, HistoryError, HistoryStore
from companion.i18n import N_, Translator
from companion.kingdom import (
    SEED_BITS,
    Kingdom,
    KingdomError,
    KingdomOptions,
    decode,
    describe_error,
    encode,
    recommended_kingdom,
    swap,
)
from companion.kingdom.messages import card_name
from companion.kingdom.randomizer import shared_randomizer
from companion.ui.common import links, notices, state
from companion.ui.common.components import md, sentence, tile_key
from companion.ui.kingdom import keys

HISTORY_SHOWN = 20
SETUP_TAB = N_("Setup")
HISTORY_ERRORS = {
    "folder": N_("The history folder {path} cannot be created, so the history is off."),
    "unreadable": N_("The history file {path} cannot be opened, so the history is off."),
    "locked": N_("The history file {path} is locked by another program; try again later."),
    "readonly": N_("The history file {path} is read-only, so nothing new can be saved."),
    "corrupt": N_("The history file {path} is damaged; it was left untouched, history is off."),
    "foreign": N_("The file {path} is not a history file; it was left untouched, history is off."),
    "newer": N_("The history file {path} is from a newer app; it was left untouched."),
}


def history_store() -> HistoryStore:
    """The history file of this machine (its path read from the environment on each use)."""
    return HistoryStore()


def history_message(_: Translator, exc: HistoryError) -> str:
    """One sentence about an unusable history file."""
    return _(HISTORY_ERRORS[exc.kind], path=md(str(exc.path)))


def read_history(limit: int = HISTORY_SHOWN) -> tuple[list[Entry], HistoryError | None]:
    """The latest saved kingdoms, newest first, or none and the reason the file is unusable."""
    try:
        return history_store().recent(limit), None
    except HistoryError as exc:
        return [], exc


def usable_history(cat: Catalogue, entries: Sequence[Entry]) -> list[tuple[str, ...]]:
    """Saved kingdoms as card lists for "avoid recent" (entries with unknown cards skipped)."""
    return [e.cards for e in entries if e.cards and all(c in cat.cards for c in e.cards)]


def current_kingdom() -> Kingdom | None:
    """The kingdom shown, decoded from the session's code (which is always a valid one)."""
    code = state.current_code()
    if code is None:
        return None
    try:
        return decode(code)
    except KingdomError:
        state.set_code(None)
        return None


def locked_cards(kingdom: Kingdom | None) -> frozenset[str]:
    """The cards of the kingdom whose lock toggle is on."""
    if kingdom is None:
        return frozenset()
    return frozenset(c for c in kingdom.cards if st.session_state.get(keys.lock_key(c)))


def options_from_state() -> KingdomOptions:
    """The randomizer options the widgets show (raises InvalidOptions for impossible values)."""
    ss = st.session_state
    changes: dict[str, object] = {
        "sets": ss.get(keys.OPT_SETS) or (),
        "require": ss.get(keys.OPT_REQUIRE) or (),
        "ban": ss.get(keys.OPT_BAN) or (),
    }
    for key, field in keys.OPT_FLAGS.items():
        changes[field] = bool(ss.get(key))
    attacks = ss.get(keys.OPT_ATTACKS)
    changes["attacks"] = attacks != "none"
    changes["max_attacks"] = ss.get(keys.OPT_MAX_ATTACKS) if attacks == "at_most" else None
    for key, field in keys.OPT_NUMBERS.items():
        value = ss.get(key)
        changes[field] = None if value is None and field == "max_same_cost" else int(value or 0)
    set_min: dict[str, int] = {}
    set_max: dict[str, int] = {}
    for set_id in KINGDOM_SETS:
        low, high = ss.get(keys.of(keys.SET_RANGE, set_id)) or (0, keys.KINGDOM_CARDS)
        if low > 0:
            set_min[set_id] = int(low)
        if high < keys.KINGDOM_CARDS:
            set_max[set_id] = int(high)
    changes["set_min"] = set_min
    changes["set_max"] = set_max
    return KingdomOptions(**changes)  # type: ignore[arg-type]


def widget_values(options: KingdomOptions) -> dict[str, object]:
    """The option widgets' values that show these options (the inverse of options_from_state)."""
    values: dict[str, object] = {
        keys.OPT_SETS: [s for s in KINGDOM_SETS if s in options.sets],
        keys.OPT_REQUIRE: sorted(options.require),
        keys.OPT_BAN: sorted(options.ban),
        keys.OPT_ATTACKS: "none"
        if not options.attacks
        else "at_most"
        if options.max_attacks is not None
        else "allowed",
        keys.OPT_MAX_ATTACKS: 1 if options.max_attacks is None else options.max_attacks,
    }
    for key, field in [*keys.OPT_FLAGS.items(), *keys.OPT_NUMBERS.items()]:
        values[key] = getattr(options, field)
    for set_id in KINGDOM_SETS:
        high = options.set_max_of(set_id)
        values[keys.of(keys.SET_RANGE, set_id)] = (
            options.set_min_of(set_id),
            keys.KINGDOM_CARDS if high is None else high,
        )
    return values


def sync_link(_: Translator) -> None:
    """Apply what the URL says when it is not what this session wrote there (a link was opened
    or edited): the kingdom, the player count, the options; then write the URL again.

    A parameter that cannot be used is reported once; its value stays as it was (the default
    in a new session), and so does everything else.
    """
    query = st.query_params.to_dict()
    last: dict[str, str] = st.session_state.get(keys.LINK, {})
    opened = sync_code_with_url(_)
    if query.get(links.PLAYERS) != last.get(links.PLAYERS):
        players, bad = links.read_players(query)
        if bad is not None:
            n = int(st.session_state.get(keys.PLAYERS) or 2)
            text = _.ngettext(
                "The player count “{value}” in the link cannot be used (1 to 4); "
                "the setup stays for {n} player.",
                "The player count “{value}” in the link cannot be used (1 to 4); "
                "the setup stays for {n} players.",
                n,
                value=md(bad.value),
            )
            notices.notify("warning", text, at=keys.TOP)
        elif players is not None:
            st.session_state[keys.PLAYERS] = players
    given = {name: query[name] for name in links.OPTION_PARAMS if name in query}
    before = {name: last[name] for name in links.OPTION_PARAMS if name in last}
    if given and given != before:
        options, unusable = links.read_options(given)
        if unusable:
            notices.notify(
                "warning",
                _(
                    "These options in the link cannot be used, so they keep their defaults: "
                    "{params}.",
                    params=", ".join(f"{md(b.name)} = “{md(b.value)}”" for b in unusable),
                ),
                at=keys.TOP,
            )
        if options is not None:
            st.session_state.update(widget_values(options))
    elif opened is not None and not given:
        st.session_state.update(widget_values(opened.options))
    write_link(current_kingdom())


def write_link(kingdom: Kingdom | None) -> None:
    """Put the player count and the options of the shown kingdom in the URL (none without one)."""
    players = int(st.session_state.get(keys.PLAYERS) or 2)
    query = links.link_query(players, kingdom.options) if kingdom is not None else {}
    for name in links.LINK_PARAMS:
        if name in query:
            st.query_params[name] = query[name]
        elif name in st.query_params:
            del st.query_params[name]
    st.session_state[keys.LINK] = query


def link_params() -> dict[str, str]:
    """The player count and option parameters this run wrote to the URL."""
    return dict(st.session_state.get(keys.LINK, {}))


def sync_code_with_url(_: Translator) -> Kingdom | None:
    """Show (and return) the kingdom of a new `?code=`; a bad one is reported, the shown stays."""
    wanted = st.query_params.get(state.CODE)
    if wanted is not None and wanted != state.current_code():
        try:
            kingdom = decode(wanted)
        except (KingdomError, ValueError) as exc:
            reason = describe_error(exc, load(), _) if isinstance(exc, KingdomError) else str(exc)
            notices.notify(
                "error",
                _(
                    "The kingdom code “{code}” in the link cannot be used: {reason}",
                    code=md(wanted[: links.SHOWN]),
                    reason=md(sentence(reason)),
                ),
                at=keys.TOP,
            )
        else:
            show(kingdom)
            return kingdom
    state.set_code(state.current_code())
    return None


def show(kingdom: Kingdom) -> None:
    """Make this kingdom the shown one (and the URL's), forgetting locks of cards that left."""
    state.set_code(encode(kingdom))
    keys.prune_locks(kingdom.cards)


def _seed() -> int:
    """A fresh seed for a draw or swap (the code keeps it, so the draw can be repeated)."""
    return secrets.randbits(SEED_BITS)


def generate() -> None:
    """Draw a new kingdom with the widgets' options, keeping the locked cards (button callback)."""
    _ = state.t()
    cat = load()
    try:
        options = options_from_state()
        options = options.with_(keep=locked_cards(current_kingdom()))
        history: list[tuple[str, ...]] = []
        if options.avoid_recent:
            entries, error = read_history(options.avoid_recent)
            if error is not None:
                notices.notify("warning", history_message(_, error), at=keys.RESULT)
            history = usable_history(cat, entries)
        kingdom = shared_randomizer().generate(options, seed=_seed(), history=history)
    except KingdomError as exc:
        notices.notify("error", md(sentence(describe_error(exc, cat, _))), at=keys.RESULT)
        state.focus(keys.RESULT)
        return
    show(kingdom)
    state.focus(keys.RESULT)


def swap_card(card_id: str) -> None:
    """Replace one card, as the tile's swap choices say (button callback)."""
    _ = state.t()
    cat = load()
    st.session_state[keys.of(keys.SWAP_MENU, card_id)] = False  # the choices are made: close them
    kingdom = current_kingdom()
    if kingdom is None or card_id not in kingdom.cards:
        notices.notify("error", _("That card is no longer in the kingdom."), at=keys.RESULT)
        state.focus(keys.RESULT)
        return
    same = st.session_state.get(keys.of(keys.SWAP_SAME, card_id), keys.ANY)
    set_id = st.session_state.get(keys.of(keys.SWAP_SET, card_id), keys.ANY)
    history: list[tuple[str, ...]] = []
    if kingdom.options.avoid_recent:
        history = usable_history(cat, read_history(kingdom.options.avoid_recent)[0])
    try:
        new = swap(
            cat,
            kingdom,
            card_id,
            seed=_seed(),
            same=None if same == keys.ANY else same,
            set_id=None if set_id == keys.ANY else set_id,
            history=history,
        )
    except KingdomError as exc:
        notices.notify(
            "error", md(sentence(describe_error(exc, cat, _))), at=keys.tile_place(card_id)
        )
        state.focus(tile_key(cat.cards[card_id]))
        return
    came = next(c for c in new.cards if c not in kingdom.cards)
    show(new)
    old_name, new_name = card_name(_, cat, card_id), card_name(_, cat, came)
    notices.notify(
        "success",
        md(_("{old} swapped for {new}.", old=old_name, new=new_name)),
        at=keys.tile_place(came),
    )
    state.focus(tile_key(cat.cards[came]))


def use_recommended(kingdom_id: str) -> None:
    """Show a rulebook's recommended kingdom (button callback)."""
    _ = state.t()
    try:
        show(recommended_kingdom(load(), kingdom_id))
    except KingdomError as exc:
        notices.notify("error", md(sentence(describe_error(exc, load(), _))), at=keys.RESULT)
    show_result_and_sheet(_)


def show_result_and_sheet(_: Translator) -> None:
    """After a kingdom is chosen below the tiles: open its setup sheet and scroll up to it."""
    st.session_state[keys.TAB] = _(SETUP_TAB)
    state.focus(keys.RESULT)


def save_to_history() -> None:
    """Save the shown kingdom with the player count to the history (button callback)."""
    _ = state.t()
    kingdom = current_kingdom()
    code = state.current_code()
    if kingdom is None or code is None:
        return
    players = int(st.session_state.get(keys.PLAYERS) or 2)
    try:
        history_store().add(code, kingdom.cards, players)
    except HistoryError as exc:
        notices.notify("error", history_message(_, exc), at=keys.TOP)
        return
    st.session_state[keys.SAVED] = (code, players)
    notices.notify("success", _("Saved to the history."), at=keys.TOP)


def reopen(entry_id: int) -> None:
    """Show a saved kingdom again, with its player count (button callback)."""
    _ = state.t()
    try:
        entry = history_store().get(entry_id)
    except HistoryError as exc:
        notices.notify("error", history_message(_, exc), at=keys.HISTORY)
        return
    if entry is None:
        notices.notify("error", _("That kingdom is no longer in the history."), at=keys.HISTORY)
        return
    try:
        kingdom = decode(entry.code)
    except KingdomError as exc:
        notices.notify("error", md(sentence(describe_error(exc, load(), _))), at=keys.HISTORY)
        return
    show(kingdom)
    st.session_state[keys.PLAYERS] = entry.players
    st.session_state[keys.SAVED] = (state.current_code(), entry.players)
    show_result_and_sheet(_)


def ask_clear() -> None:
    """Open the "clear the history?" question (button callback)."""
    st.session_state[keys.CONFIRM_CLEAR] = True


def cancel_clear() -> None:
    """Close the question without deleting anything (button callback)."""
    st.session_state[keys.CONFIRM_CLEAR] = False


def clear_history() -> None:
    """Delete every saved kingdom, after the user confirmed it (button callback)."""
    _ = state.t()
    st.session_state[keys.CONFIRM_CLEAR] = False
    try:
        deleted = history_store().clear()
    except HistoryError as exc:
        notices.notify("error", history_message(_, exc), at=keys.HISTORY)
        return
    st.session_state.pop(keys.SAVED, None)
    notices.notify(
        "success",
        _.ngettext("{n} saved kingdom deleted.", "{n} saved kingdoms deleted.", deleted),
        at=keys.HISTORY,
    )
