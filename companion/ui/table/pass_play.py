"""Pass-and-play on one device: the start form's seats (people by name, bots), its start
button, and the cover screen that hides the table until the next person says it is them."""

from __future__ import annotations

import streamlit as st

from companion.catalogue import Catalogue, load
from companion.engine.game import SetupError
from companion.hungarian.grammar import dative
from companion.i18n import N_, Translator
from companion.table.sandbox import MAX_NAME, BadName, Sandbox
from companion.table.start import StartError, check_bots, start_kingdom
from companion.ui.common import notices, state
from companion.ui.common.components import md
from companion.ui.table import actions as act
from companion.ui.table import keys

PERSON = "person"
MIN_SEATS, MAX_SEATS = 2, 4
NAME_ERRORS = {
    "empty": N_("Seat {n} needs a name."),
    "long": N_("The name of seat {n} is too long: at most {limit} characters."),
    "bot": N_("{name} is a bot's name; give the person in seat {n} another name."),
    "twice": N_("Two people are called {name}; give them different names."),
    "reserved": N_("{name} is kept for the example replays' players; choose another name."),
}
"""Why a name cannot be used (`companion.table.sandbox.BadName.kind`)."""


def init_seats() -> None:
    """The seats' starting values: two people, then Big Money."""
    ss = st.session_state
    ss.setdefault(keys.PP_SEATS, 2)
    _ = state.t()
    for i in range(MAX_SEATS):
        ss.setdefault(keys.of(keys.PP_KIND, i), PERSON if i < 2 else "bigmoney")
        ss.setdefault(keys.of(keys.PP_NAME, i), _("Player {n}", n=i + 1))


def render_seats(_: Translator, cat: Catalogue, choices: list[str]) -> None:
    """How many seats, and for each a person (with a name) or a bot."""
    init_seats()
    st.segmented_control(
        _("Seats"), list(range(MIN_SEATS, MAX_SEATS + 1)), key=keys.PP_SEATS, required=True
    )
    for i in range(int(st.session_state[keys.PP_SEATS] or MIN_SEATS)):
        left, right = st.columns(2)
        with left:
            st.selectbox(
                _("Seat {n}", n=i + 1),
                [PERSON, *choices],
                format_func=lambda c: _("A person") if c == PERSON else act.bot_label(_, cat, c),
                key=keys.of(keys.PP_KIND, i),
                placeholder=_("Choose a player"),
            )
        with right:
            if st.session_state[keys.of(keys.PP_KIND, i)] == PERSON:
                st.text_input(_("Name"), key=keys.of(keys.PP_NAME, i), max_chars=MAX_NAME)
    st.caption(
        _("Between two people's turns a cover hides the cards until the next person taps “show”.")
    )


def asked_players() -> list[str]:
    """The seats' players in order: each person's name (spaces around it dropped), each bot's."""
    ss = st.session_state
    players = []
    for i in range(int(ss.get(keys.PP_SEATS) or MIN_SEATS)):
        kind = str(ss.get(keys.of(keys.PP_KIND, i)) or PERSON)
        players.append(
            str(ss.get(keys.of(keys.PP_NAME, i)) or "").strip() if kind == PERSON else kind
        )
    return players


def name_error(_: Translator, exc: BadName, players: list[str]) -> str:
    n = players.index(exc.name) + 1 if exc.name in players else 0
    return _(NAME_ERRORS[exc.kind], name=md(exc.name), n=n, limit=MAX_NAME)


@act.kept
def start() -> None:
    """Start a pass-and-play game from the form (button callback); a bad name or kingdom is
    said and nothing starts."""
    _ = state.t()
    cat = load()
    ss = st.session_state
    players = asked_players()
    kinds = [str(ss.get(keys.of(keys.PP_KIND, i)) or PERSON) for i in range(len(players))]
    bots = [p for p, k in zip(players, kinds, strict=True) if k != PERSON]
    if kinds.count(PERSON) < 2:
        notices.notify(
            "error",
            _("Pass and play needs two people or more; make a seat a person."),
            at=keys.NOTICE_PLACE,
        )
        return
    try:
        kingdom = start_kingdom(cat, act.asked_kingdom(), act.new_seed())
        check_bots(cat, kingdom, bots)
        people = tuple(i for i, k in enumerate(kinds) if k == PERSON)
        seed = int(ss.get(keys.TABLE_SEED) or 0)
        sb = Sandbox.pass_and_play(kingdom, players, people, seed, cat)
        sb.game(act.card_db())
    except StartError as exc:
        notices.notify("error", act.start_error(_, cat, exc), at=keys.NOTICE_PLACE)
        return
    except BadName as exc:
        notices.notify("error", name_error(_, exc, players), at=keys.NOTICE_PLACE)
        return
    except SetupError as exc:
        notices.notify("error", act.engine_error(_, exc), at=keys.NOTICE_PLACE)
        return
    ss.pop(keys.HINTS_ON, None)
    ss.pop(keys.GUIDED, None)
    act.put(sb)
    act.after_move(sb)


@act.kept
def show(seat: int) -> None:
    """The next person holds the phone: the table is theirs ("It's me, show")."""
    sb = act.sandbox()
    if sb is not None and sb.covered(act.card_db(), load()) == seat:
        sb.hand_over(seat)
        st.session_state.pop(keys.TABLE_PICKS, None)


def pass_to(_: Translator, name: str) -> str:
    """„Add át a telefont Annának”: the name takes the Hungarian ending when it can."""
    if _.lang != "hu":
        return _("Pass the phone to {name}", name=md(name))
    inflected = dative(name)
    if inflected is None:
        return _("Pass the phone on: {name} is next", name=md(name))
    return _("Pass the phone to {name}", name=md(inflected))


def render_cover(_: Translator, cat: Catalogue, sb: Sandbox) -> bool:
    """The cover between two people (True: drawn instead of the table), else nothing."""
    seat = sb.covered(act.card_db(), cat)
    if seat is None:
        return False
    name = sb.setup.players[seat]
    with st.container(key=keys.PP_COVER):
        st.subheader(pass_to(_, name))
        st.caption(_("The cards stay hidden until {name} taps below.", name=md(name)))
        st.button(
            _("I am {name}, show", name=md(name)),
            key=keys.PP_SHOW,
            on_click=show,
            args=(seat,),
            type="primary",
            use_container_width=True,
        )
        st.button(_("New game"), key=keys.PP_LEAVE, on_click=act.leave)
    return True
