"""Example replays on the table: the list, stepping, auto-play, links, and "continue from here"."""

from __future__ import annotations

import re

import streamlit as st

from companion.catalogue import Catalogue, load
from companion.engine_text import option_label
from companion.i18n import Translator
from companion.kingdom import describe_error
from companion.table.log import step_lines
from companion.table.replay import (
    Change,
    CheckResult,
    Replay,
    UnknownReplay,
    load_replay,
    replays,
    search_replays,
)
from companion.table.sample import BadSample, is_sample, parse_sample, sample_replay
from companion.table.sandbox import Sandbox
from companion.table.words import change_words, path_words, value_words
from companion.ui.common import notices, state
from companion.ui.common.components import SEARCH_CHARS, md
from companion.ui.table import actions as act
from companion.ui.table import keys
from companion.ui.table import predict as predict_ui
from companion.ui.table.board import render_board

SPEEDS = (0.5, 1.0, 2.0, 4.0)
SHOWN = 60  # characters of a bad link value repeated in a message
_STEP = re.compile(r"[0-9]{1,6}")  # a step number in a link (longer ones are never a step)


@st.cache_resource(show_spinner=False, max_entries=16)
def replay(replay_id: str) -> Replay:
    """A replay, built once per process (read-only: its games are rebuilt per step): a
    scenario, or a sample game of the kingdom insight (BadSample if its id cannot be used)."""
    if is_sample(replay_id):
        return sample_replay(parse_sample(replay_id), act.card_db(), load())
    return load_replay(replay_id, act.card_db())


def open_replay(replay_id: str, step: int = 0) -> None:
    st.session_state[keys.REPLAY] = replay_id
    st.session_state[keys.REPLAY_STEP] = step
    st.session_state[keys.REPLAY_AUTO] = False
    st.session_state[keys.TABLE_MODE] = "replays"


def close_replay() -> None:
    st.session_state.pop(keys.REPLAY, None)
    st.session_state[keys.REPLAY_AUTO] = False


def go(step: int) -> None:
    """Show this step (clamped to the replay)."""
    rid = st.session_state.get(keys.REPLAY)
    if rid is None:
        return
    st.session_state[keys.REPLAY_STEP] = max(0, min(step, replay(rid).last))


def move(delta: int) -> None:
    go(int(st.session_state.get(keys.REPLAY_STEP, 0)) + delta)


def from_slider() -> None:
    go(int(st.session_state[keys.TABLE_REPLAY_SLIDER]))


def continue_here() -> None:
    """Turn the replay at the step shown into your own game."""
    rid = st.session_state.get(keys.REPLAY)
    if rid is None:
        return
    r = replay(rid)
    n = int(st.session_state.get(keys.REPLAY_STEP, 0))
    sb = Sandbox.from_replay(r, n)
    act.put(sb)
    close_replay()
    st.session_state[keys.TABLE_MODE] = "game"


def sample_problem(_: Translator, bad: BadSample) -> str:
    """Why a sample game link cannot be opened, in one sentence (escaped for Markdown)."""
    from companion.sim.insight import MAX_INSIGHT_GAMES  # parse_sample has imported it

    value = md(bad.value[:SHOWN])
    if bad.reason == "code" and bad.detail is not None:
        return md(describe_error(bad.detail, load(), _).strip().rstrip(".") + ".")
    if bad.reason == "code":
        return _("the kingdom code “{code}” cannot be used.", code=value)
    if bad.reason == "card":
        cat = load()
        if bad.value in cat.cards:  # a real card, just not this kingdom's: say its name
            value = md(cat.cards[bad.value].name(_.lang))
        return _("“{card}” is not a card of that kingdom.", card=value)
    if bad.reason == "number":
        return _(
            "the game number must be from 1 to {top}, not “{number}”.",
            top=_.num(MAX_INSIGHT_GAMES),
            number=value,
        )
    form = _("kingdom code~card~game number")
    return _("it is not of the form {form}.", form=md(form))


def read_link(_: Translator) -> None:
    """Open the moment a link names (?scenario=<id>&step=<n> or ?sample=<id>&step=<n>) when
    the URL holds a new one; an unusable id or a step past the end gives a message and the
    list."""
    sample = st.query_params.get(state.SAMPLE)
    wanted = sample if sample is not None else st.query_params.get(keys.SCENARIO)
    if wanted is None:
        return
    step_text = st.query_params.get(state.STEP, "0")
    predict_text = st.query_params.get(keys.PREDICT_PARAM)
    if st.session_state.get(keys.REPLAY_LINK) == (wanted, step_text, predict_text):
        return
    st.session_state[keys.REPLAY_LINK] = (wanted, step_text, predict_text)
    st.session_state[keys.TABLE_MODE] = "replays"
    try:
        if sample is not None:
            parse_sample(sample)  # BadSample before anything is played
        elif is_sample(wanted):
            raise UnknownReplay(wanted)  # a scenario link never opens a sample game
        r = replay(wanted)
    except UnknownReplay:
        close_replay()
        notices.notify(
            "warning",
            _("There is no example “{id}”; here is the list.", id=md(wanted[:SHOWN])),
            at=keys.NOTICE_PLACE,
        )
        return
    except BadSample as bad:
        close_replay()
        notices.notify(
            "warning",
            _(
                "This sample game cannot be opened: {why} Here is the list of examples.",
                why=sample_problem(_, bad),
            ),
            at=keys.NOTICE_PLACE,
        )
        return
    step = link_step(step_text)
    if step is None or step > r.last:
        open_replay(wanted, 0)
        close_replay()
        notices.notify(
            "warning",
            _(
                "The example “{id}” has steps 0 to {last}, not “{step}”; here is the list.",
                id=md(r.info.title(_.lang) if sample is not None else wanted),
                last=r.last,
                step=md(step_text[:SHOWN]),
            ),
            at=keys.NOTICE_PLACE,
        )
        return
    open_replay(wanted, step)
    read_predict(_, predict_text)


def read_predict(_: Translator, text: str | None) -> None:
    """Predict mode as the link asks (predict=1 on, predict=0 off); another value gives a
    message and the replay without it."""
    st.session_state[keys.PREDICT] = text == "1"
    if text not in (None, "0", "1"):
        notices.notify(
            "warning",
            _(
                "“{value}” is not a predict value (1 turns predict mode on, 0 off); "
                "the replay is shown without it.",
                value=md(text[:SHOWN]),
            ),
            at=keys.NOTICE_PLACE,
        )


def link_step(text: str) -> int | None:
    """The step number a link's `step=` value names, or None when it is not one (not digits,
    or too long to be a step: int() refuses thousands of digits)."""
    return int(text) if _STEP.fullmatch(text) else None


def write_link() -> None:
    """Put the replay and step shown in the URL (or take them out), so the address shares it:
    ?scenario=<id>&step=<n>, or ?sample=<id>&step=<n> for a sample game."""
    rid = st.session_state.get(keys.REPLAY)
    kept: dict[str, str] = {}
    if st.session_state.get(keys.TABLE_MODE) == "replays" and isinstance(rid, str):
        step = str(int(st.session_state.get(keys.REPLAY_STEP, 0)))
        kept = {state.SAMPLE if is_sample(rid) else keys.SCENARIO: rid, state.STEP: step}
        if predict_ui.is_on():
            kept[keys.PREDICT_PARAM] = "1"
    for key in (keys.SCENARIO, state.SAMPLE, state.STEP, keys.PREDICT_PARAM):
        if key in kept:
            st.query_params[key] = kept[key]
        elif key in st.query_params:
            del st.query_params[key]
    st.session_state[keys.REPLAY_LINK] = (
        (rid, kept[state.STEP], kept.get(keys.PREDICT_PARAM)) if kept else None
    )


def render_list(_: Translator, cat: Catalogue) -> None:
    lang = _.lang
    query = st.text_input(_("Search the examples"), key=keys.REPLAY_SEARCH, max_chars=SEARCH_CHARS)
    items = search_replays(replays(cat, lang), query or "", lang)
    if not items:
        st.info(_("No example matches."))
    for info in items[:40]:
        with st.container(border=True, key=keys.of(keys.ITEM, info.id)):
            title = f"**{md(info.title(lang))}**"
            if info.example:
                badge = md(_("Rulebook example"))
                title += f" :blue-background[{badge}]"
            st.markdown(title)
            if info.description:
                st.caption(md(info.description(lang)))
            st.button(
                _("Open"), key=keys.of(keys.OPEN, info.id), on_click=open_replay, args=(info.id,)
            )
    if len(items) > 40:
        st.caption(_("{n} more: search to narrow the list.", n=len(items) - 40))


def change_text(_: Translator, cat: Catalogue, c: Change, names: list[str]) -> str:
    """'You · hand: 5 → 8' for one change."""
    return f"{change_words(_, cat, c.kind, c.name, c.player, names)}: {c.before} → {c.after}"


def check_text(_: Translator, cat: Catalogue, check: CheckResult, names: list[str]) -> str:
    """'✓ You · cards in play: Village, Smithy' (what was found too when it differs)."""
    what, field = path_words(_, cat, check.path, names)
    expected = value_words(_, cat, field, check.expected, names)
    if check.ok:
        return f"✓ {what}: {expected}"
    found = value_words(_, cat, field, check.actual, names)
    return "✗ " + _("{what}: expected {expected}, found {found}", what=what, expected=expected,
                    found=found)  # fmt: skip


def answer_text(_: Translator, cat: Catalogue, r: Replay, n: int, names: list[str]) -> str:
    """Step n's answer in words when it caused nothing the log tells ("Te: nothing")."""
    who = names[r.seat_at(n - 1)]  # step n answered the decision open after step n - 1
    chosen = r.answers_at(n)[-1]
    what = ", ".join(option_label(_, cat, o) for o in chosen) if chosen else _("nothing")
    return _("{who}: {what}", who=who, what=what)


def render_step(_: Translator, cat: Catalogue, r: Replay, n: int) -> None:
    """The step's move in words, narration with its page, the changes and the checks."""
    lang = _.lang
    names = r.seat_names(_.lang)
    step = r.steps[n]
    with st.container(border=True, key=keys.TABLE_STEP_BOX):
        if n == 0:
            st.markdown("**" + md(_("The starting position")) + "**")
        else:
            said = step_lines(_, cat, r, n, r.seat_at(n), lambda i: names[i])
            st.markdown(
                "**"
                + md(_("Step {n} of {last}", n=n, last=r.last))
                + "**  \n"
                + "  \n".join(md(t) for t in said or [answer_text(_, cat, r, n, names)])
            )
        if step.narration:
            st.markdown(md(step.narration(lang)))
        if cited := step.cited(_.lang):
            st.caption(md(cited))
        changes = r.changes(n)
        if changes:
            st.markdown(
                md(_("What changed:"))
                + " "
                + " · ".join(
                    f":orange-background[{md(change_text(_, cat, c, names))}]" for c in changes
                )
            )
        checks = r.check_results(n)
        if checks:
            failed = sum(not c.ok for c in checks)
            title = _.ngettext(
                "What this step shows ({n} check)", "What this step shows ({n} checks)", len(checks)
            )
            with st.expander(title, expanded=bool(failed)):
                st.markdown("  \n".join(md(check_text(_, cat, c, names)) for c in checks))


def render_nav(_: Translator, r: Replay, n: int) -> None:
    with st.container(horizontal=True, gap="small", key=keys.TABLE_REPLAY_NAV):
        st.button("|◀", key=keys.TABLE_FIRST, on_click=go, args=(0,), help=_("First step"))
        if r.turns > 1:
            st.button(
                _("◀ Turn"),
                key=keys.TABLE_TURN_BACK,
                on_click=go,
                args=(r.turn_step(n, -1),),
                help=_("The first step of the previous turn"),
            )
        st.button("◀", key=keys.TABLE_BACK, on_click=move, args=(-1,), help=_("Back"))
        st.button("▶", key=keys.TABLE_FORWARD, on_click=move, args=(1,), help=_("Forward"))
        if r.turns > 1:
            st.button(
                _("Turn ▶"),
                key=keys.TABLE_TURN_FORWARD,
                on_click=go,
                args=(r.turn_step(n, 1),),
                help=_("The first step of the next turn"),
            )
        st.button("▶|", key=keys.TABLE_LAST, on_click=go, args=(r.last,), help=_("Last step"))
    st.session_state[keys.TABLE_REPLAY_SLIDER] = n
    st.slider(
        _("Step"),
        0,
        max(r.last, 1),
        key=keys.TABLE_REPLAY_SLIDER,
        on_change=from_slider,
        disabled=r.last == 0,
    )


def render_replay(_: Translator, cat: Catalogue) -> None:
    rid = st.session_state.get(keys.REPLAY)
    if rid is None:
        render_list(_, cat)
        return
    r = replay(rid)
    n = int(st.session_state.get(keys.REPLAY_STEP, 0))
    st.subheader(md(r.info.title(_.lang)))
    if is_sample(rid):
        seats = r.seat_names(_.lang)
        st.caption(
            " · ".join(
                md(_("Seat {n}: {name}", n=i + 1, name=name)) for i, name in enumerate(seats)
            ),
            help=_(
                "Both seats are played by bots. “Continue from here” gives you the seat whose "
                "move it is; the other seat’s bot plays on."
            ),
        )
    with st.container(horizontal=True, gap="small"):
        st.button(_("All examples"), key=keys.TABLE_LIST, on_click=close_replay)
        st.button(_("Continue from here"), key=keys.TABLE_CONTINUE, on_click=continue_here)
    st.toggle(_("Predict the moves"), key=keys.PREDICT)
    if n >= r.last or predict_ui.is_on():
        st.session_state[keys.REPLAY_AUTO] = False  # the end, or predict mode: no auto-play
    if predict_ui.is_on():
        st.fragment(lambda: replay_steps(_, cat, r))()
        return
    with st.container(horizontal=True, gap="small", vertical_alignment="bottom"):
        st.toggle(_("Auto-play"), key=keys.REPLAY_AUTO)
        st.segmented_control(
            _("Seconds per step"),
            list(SPEEDS),
            key=keys.REPLAY_SPEED,
            required=True,
            format_func=lambda s: _.num(s),
        )
    auto = bool(st.session_state.get(keys.REPLAY_AUTO)) and n < r.last
    every = float(st.session_state.get(keys.REPLAY_SPEED) or 1.0) if auto else None
    st.fragment(lambda: replay_steps(_, cat, r), run_every=every)()


def replay_steps(_: Translator, cat: Catalogue, r: Replay) -> None:
    """The stepping part, rerun alone (and on a timer during auto-play)."""
    n = int(st.session_state.get(keys.REPLAY_STEP, 0))
    auto = st.session_state.get(keys.REPLAY_AUTO)
    if auto and st.session_state.get(keys.TABLE_REPLAY_TICK) and n < r.last:
        n += 1
        st.session_state[keys.REPLAY_STEP] = n
        if n == r.last:
            st.rerun()  # the whole page runs again: it turns auto-play off and stops the timer
    st.session_state[keys.TABLE_REPLAY_TICK] = bool(st.session_state.get(keys.REPLAY_AUTO))
    write_link()
    if predict_ui.is_on():
        predict_ui.render(_, cat, r, n, render_step)
    else:
        render_nav(_, r, n)
        render_step(_, cat, r, n)
    render_board(_, cat, r.board_at(cat, n), r.seat_names(_.lang))


def init_replay_state() -> None:
    st.session_state.setdefault(keys.REPLAY_SPEED, 1.0)
    st.session_state.setdefault(keys.REPLAY_AUTO, False)
