"""Predict mode on a replay: the next move's question with its real options, the verdict of a
guess (a wrong one's fork in words, then the rulebook's move), the score and the practice of
the missed steps (issue 21; the logic is companion/table/predict.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace

import streamlit as st

from companion.catalogue import Catalogue
from companion.engine.decisions import Answer, Decision, Kind
from companion.engine.events import Event
from companion.i18n import N_, Translator
from companion.table import taps
from companion.table.predict import (
    RIGHT,
    WRONG,
    Question,
    Score,
    Verdict,
    candidates,
    choices,
    judge,
    new_score,
    position,
    question,
)
from companion.table.predict_private import private_verdict
from companion.table.predict_words import (
    answer_words,
    missed_words,
    question_words,
    score_words,
    verdict_lines,
)
from companion.table.replay import Replay
from companion.table.sample import BMU, is_sample
from companion.ui.common import state
from companion.ui.common.components import md, scroll_to
from companion.ui.table import actions as act
from companion.ui.table import keys
from companion.ui.table.board import pick_pills


def learner(r: Replay) -> int | None:
    """The seat whose moves the learner guesses: every seat's in a scenario (a ruling is often
    the other seat's answer: Moat, Militia's discard), the card's bot in a sample game (its
    BMU opponent's moves are shown as the replay shows them, one „Mutasd a lépést” each)."""
    if not is_sample(r.info.id):
        return None
    names = r.seat_names("en")
    return next((i for i, name in enumerate(names) if name != BMU), None)


MOST_ORDERS = 24  # an ordered decision with at most this many orders lists them as buttons
NOTHING = {
    Kind.ACTION: N_("End the action phase"),
    Kind.BUY: N_("Buy nothing"),
}
"""The empty answer's label by the decision's kind (any other kind: „Semmit”)."""

Shown = tuple[str, Verdict, frozenset[str], bool]
"""The last guess as the page keeps it: replay id, verdict, zones told by size, and whether the
page holds on it (a „Tovább” to tap) before the next question."""


def is_on() -> bool:
    return bool(st.session_state.get(keys.PREDICT))


def _scores(name: str) -> dict[str, Score]:
    scores: dict[str, Score] = st.session_state.setdefault(name, {})
    return scores


def score_of(r: Replay) -> Score:
    """This session's score for the replay (a new one when none is kept)."""
    return _scores(keys.PREDICT_SCORES).get(r.info.id) or new_score(r, learner(r))


def practice_round(r: Replay) -> tuple[int, ...] | None:
    """The steps of the practice round under way for this replay, if one is."""
    rounds: dict[str, tuple[int, ...]] = st.session_state.get(keys.PREDICT_ROUND) or {}
    return rounds.get(r.info.id)


def _shown(r: Replay) -> Shown | None:
    shown: Shown | None = st.session_state.get(keys.PREDICT_VERDICT)
    return shown if shown is not None and shown[0] == r.info.id else None


def guess(r: Replay, n: int, answer: Answer) -> None:
    """Judge the guess for the move after step n, score it, and move on: a right guess plays
    the move, a wrong one plays the rulebook's move and holds for „Tovább”."""
    v = judge(r, act.card_db(), n, answer)
    if v.verdict not in RIGHT and v.verdict != WRONG:  # illegal: nothing played, not scored
        st.session_state[keys.PREDICT_VERDICT] = (r.info.id, v, frozenset(), False)
        return
    counted: frozenset[str] = frozenset()
    if v.verdict == WRONG:
        book = r.events(n + 1)
        v = replace(v, events=_not_in(v.events, book))  # what the book's move did too is noise
        v, counted = private_verdict(v, book, position(r.game_at(n)), r.seat_at(n))
    rounds = practice_round(r)
    if rounds is None:
        scores = _scores(keys.PREDICT_SCORES)
        scores[r.info.id] = score_of(r).record(n, v.right)
    else:
        scores = _scores(keys.PREDICT_ROUND_SCORE)
        scores[r.info.id] = (scores.get(r.info.id) or Score(r.info.id, len(rounds))).record(
            n, v.right
        )
    hold = not v.right or rounds is not None
    st.session_state[keys.PREDICT_VERDICT] = (r.info.id, v, counted, hold)
    st.session_state[keys.REPLAY_STEP] = n + 1
    state.focus(keys.PREDICT_SCORE)


def _not_in(events: Sequence[Event], book: Sequence[Event]) -> tuple[Event, ...]:
    """The fork's events less those the rulebook's move has too (each matched once)."""
    left = Counter(book)
    out = []
    for e in events:
        if left[e]:
            left[e] -= 1
        else:
            out.append(e)
    return tuple(out)


def go_on(r: Replay) -> None:
    """„Tovább”: the next question (in a practice round, the next missed step)."""
    shown = _shown(r)
    st.session_state.pop(keys.PREDICT_VERDICT, None)
    state.focus(keys.PREDICT_SCORE)
    rounds = practice_round(r)
    if rounds is None or shown is None:
        n = int(st.session_state.get(keys.REPLAY_STEP, 0))
        st.session_state[keys.REPLAY_STEP] = min(n + (shown is None), r.last)
        return
    later = [s for s in rounds if s > shown[1].step]
    st.session_state[keys.REPLAY_STEP] = later[0] if later else r.last


def practise(r: Replay, steps: tuple[int, ...]) -> None:
    """Start a round of only these (missed) steps, from the first."""
    st.session_state.setdefault(keys.PREDICT_ROUND, {})[r.info.id] = steps
    _scores(keys.PREDICT_ROUND_SCORE)[r.info.id] = Score(r.info.id, len(steps))
    st.session_state.pop(keys.PREDICT_VERDICT, None)
    st.session_state[keys.REPLAY_STEP] = steps[0]


def start_again(r: Replay) -> None:
    """Predict the whole replay again, from a new score."""
    st.session_state.setdefault(keys.PREDICT_ROUND, {}).pop(r.info.id, None)
    _scores(keys.PREDICT_SCORES)[r.info.id] = new_score(r, learner(r))
    st.session_state.pop(keys.PREDICT_VERDICT, None)
    st.session_state[keys.REPLAY_STEP] = 0


def _round_over(r: Replay, n: int) -> Score | None:
    """The score of the round that has ended at step n (None while it goes on)."""
    rounds = practice_round(r)
    if rounds is None:
        return score_of(r) if n >= r.last else None
    score = _scores(keys.PREDICT_ROUND_SCORE).get(r.info.id)
    if score is not None and set(rounds) <= set(score.guessed):
        return score
    return None


def render(
    _: Translator,
    cat: Catalogue,
    r: Replay,
    n: int,
    render_step: Callable[[Translator, Catalogue, Replay, int], None],
) -> None:
    """Predict mode's part of the replay: the score, the last verdict, then the rulebook's
    move and „Tovább” (after a wrong guess) or the next question above the last move."""
    names = r.seat_names(_.lang)
    render_score(_, r)
    wanted = state.take_focus()
    if wanted is not None and wanted[0] == keys.PREDICT_SCORE:
        scroll_to(*wanted)
    shown = _shown(r)
    if shown is not None:
        _rid, v, counted, hold = shown
        if v.step + 1 == n or (v.step == n and not hold):
            render_verdict(_, cat, v, counted, names, r.seat_at(v.step))
            if hold:
                render_book(_, cat, r, v)
                _next_button(_, r, _("Next"))
                return
    ended = _round_over(r, n)
    if ended is not None:
        render_end(_, r, ended)
        render_step(_, cat, r, n)
        return
    q = question(r, n)
    if q is None:  # pragma: no cover - a round ends at the last step
        return
    seat = learner(r)
    if seat is not None and q.seat != seat:
        with st.container(border=True, key=keys.PREDICT_BOX):
            st.markdown(md(_("{who} moves next.", who=names[q.seat])))
            _next_button(_, r, _("Show the move"))
        render_step(_, cat, r, n)
        return
    render_question(_, cat, r, q)
    render_step(_, cat, r, n)


def render_score(_: Translator, r: Replay) -> None:
    with st.container(key=keys.PREDICT_SCORE):
        line = "**" + md(score_words(_, score_of(r))) + "**"
        rounds = practice_round(r)
        if rounds is not None:
            round_score = _scores(keys.PREDICT_ROUND_SCORE).get(r.info.id)
            if round_score is not None:
                line += " · " + md(_("Practice: {score}", score=score_words(_, round_score)))
        st.markdown(line)


def render_verdict(
    _: Translator,
    cat: Catalogue,
    v: Verdict,
    counted: frozenset[str],
    names: list[str],
    viewer: int,
) -> None:
    said = verdict_lines(_, cat, v, names, viewer, counted)
    mark = "✓ " if v.right else "✗ "
    body = "  \n".join(md(t) for t in said[1:])
    text = mark + md(said[0]) + ("  \n" + body if body else "")
    if v.right:
        st.success(text)
    elif v.verdict == WRONG:
        st.error(text)
    else:
        st.warning(text)


def render_book(_: Translator, cat: Catalogue, r: Replay, v: Verdict) -> None:
    """The rulebook's move and its narration, short enough to keep „Tovább” on a phone's screen."""
    step = r.steps[v.step + 1]
    with st.container(border=True, key=keys.PREDICT_BOOK):
        move = _("The rulebook's move: {move}", move=answer_words(_, cat, v.book))
        st.markdown("**" + md(move) + "**")
        if step.narration:
            st.markdown(md(step.narration(_.lang)))
        if cited := step.cited(_.lang):
            st.caption(md(cited))


def _next_button(_: Translator, r: Replay, label: str) -> None:
    st.button(label, key=keys.PREDICT_NEXT, on_click=go_on, args=(r,), type="primary")


def render_end(_: Translator, r: Replay, score: Score) -> None:
    with st.container(border=True, key=keys.PREDICT_BOX):
        st.markdown(
            "**" + md(_("The end of the replay: {score}", score=score_words(_, score))) + "**"
        )
        st.markdown(md(missed_words(_, score)))
        with st.container(horizontal=True, gap="small"):
            if score.missed:
                st.button(
                    _("Practise the ones I missed"),
                    key=keys.PREDICT_PRACTISE,
                    on_click=practise,
                    args=(r, score.missed),
                    type="primary",
                )
            st.button(
                _("Predict again from the start"),
                key=keys.PREDICT_AGAIN,
                on_click=start_again,
                args=(r,),
            )


def _label(_: Translator, cat: Catalogue, d: Decision, answer: Answer) -> str:
    if not answer:
        return _(NOTHING[d.kind]) if d.kind in NOTHING else _("Nothing")
    return answer_words(_, cat, answer)


def render_question(_: Translator, cat: Catalogue, r: Replay, q: Question) -> None:
    """The question and its options as buttons (several picks: pills and a confirm)."""
    d = q.decision
    with st.container(border=True, key=keys.PREDICT_BOX):
        prompt = question_words(_, q)
        if d.card:
            prompt = cat.cards[d.card].name(_.lang) + ": " + prompt
        names = r.seat_names(_.lang)
        if len(names) > 1:  # whose move it is, when the replay has several seats
            prompt = names[q.seat] + " · " + prompt
        st.markdown("**" + md(prompt) + "**")
        kind = taps.panel(d)
        if kind in (taps.SINGLE, taps.YES_NO, taps.CHOICE):
            answers = choices(d)
        elif kind == taps.ORDERED and len(found := candidates(d, MOST_ORDERS + 1)) <= MOST_ORDERS:
            answers = found
        else:
            answers = []
        if answers:
            with st.container(horizontal=True, gap="small"):
                for i, answer in enumerate(answers):
                    st.button(
                        md(_label(_, cat, d, answer)),
                        key=keys.PREDICT_NOTHING if not answer else keys.of(keys.PREDICT_OPTION, i),
                        on_click=guess,
                        args=(r, q.step, answer),
                    )
            return
        render_picks(_, cat, r, q)


def render_picks(_: Translator, cat: Catalogue, r: Replay, q: Question) -> None:
    """Several cards: pick them, then confirm (Treasures: all at once too)."""
    d = q.decision
    if d.kind is Kind.TREASURES:
        st.button(
            _("Play all Treasures"),
            key=keys.PREDICT_ALL,
            on_click=guess,
            args=(r, q.step, d.options),
            type="primary",
        )
    key = keys.of(keys.PREDICT_PICKS, q.step)
    chosen = pick_pills(_, cat, d, key)
    picked = tuple(d.options[i] for i in sorted(chosen or []))
    st.button(
        _("Confirm ({n} chosen)", n=len(picked)),
        key=keys.PREDICT_CONFIRM,
        on_click=guess,
        args=(r, q.step, picked),
    )
