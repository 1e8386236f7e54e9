"""Predict mode in words: the question, the verdict with a wrong guess's fork as the viewer
may see it, the changes, and the score („8 / 11 elsőre”), in either language."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

from companion.catalogue import Catalogue
from companion.engine.decisions import Answer
from companion.engine_text import option_label, say
from companion.i18n import N_, NC_, Translator
from companion.table.log import describe
from companion.table.predict import (
    EXACT,
    ILLEGAL,
    SAME_CHOICE,
    SAME_POSITION,
    WRONG,
    Question,
    Score,
    Verdict,
)
from companion.table.replay import Change
from companion.table.words import (
    QUESTIONS,
    cards_words,
    change_words,
    path_words,
    value_words,
    word,
)

VERDICT_WORDS = {
    EXACT: N_("Right: that is the rulebook's move."),
    SAME_CHOICE: N_("Right: the same cards, and their order does not matter here."),
    SAME_POSITION: N_("Right: another move, but it leads to the same position."),
    WRONG: N_("Not this time. Your move would lead elsewhere:"),
    ILLEGAL: N_("That move is not allowed here:"),
}
HIDDEN_WORDS = {
    "next_turn": NC_("in a line", "effects due next turn"),
    "gained_last_turn": NC_("in a line", "cards gained last turn"),
    "extra_turn": NC_("in a line", "the extra turn"),
    "cleanup_draw": NC_("in a line", "cards to draw at Clean-up"),
    "bought_victory": NC_("in a line", "a Victory card bought this turn"),
    "gained_this_turn": NC_("in a line", "cards gained this turn"),
}


def question_words(_: Translator, q: Question) -> str:
    """The question in words: „Guess the move: which card to buy?” in the language."""
    return _("Guess the move: {question}?", question=_.pgettext(*QUESTIONS[q.decision.kind]))


def answer_words(_: Translator, cat: Catalogue, answer: Answer) -> str:
    """An answer as the learner reads it: the options' names, or "nothing"."""
    if not answer:
        return _("nothing")
    return ", ".join(option_label(_, cat, a) for a in answer)


def score_words(_: Translator, score: Score) -> str:
    """'8 / 11 right first time' („8 / 11 elsőre”)."""
    return _(
        "{right} / {steps} right first time",
        right=_.num(len(score.right)),
        steps=_.num(score.steps),
    )


def missed_words(_: Translator, score: Score) -> str:
    """'Missed: steps 3, 7' (the steps are 1-based, as the replay numbers its moves)."""
    if not score.missed:
        return _("No step missed.")
    steps = ", ".join(_.pgettext("step number", "{n}", n=_.num(n + 1)) for n in score.missed)
    return _.ngettext(
        "Missed: step {steps}", "Missed: steps {steps}", len(score.missed), steps=steps
    )


def _cards(value: Any) -> list[str] | None:
    """A multiset of `position` as its cards, or None for any other value."""
    if isinstance(value, tuple) and value and all(isinstance(x, tuple) for x in value):
        return [c for c, k in value for _i in range(k)]
    return [] if value == () else None


def _seen(
    _: Translator,
    cat: Catalogue,
    key: str,
    value: Any,
    names: Sequence[str],
    viewer: int,
    counted: Collection[str] = (),
) -> str:
    """One position value as the viewer may know it: a deck, or another player's hand, Haven
    and Native Village mat, only by its size; so too a `counted` zone (predict_private)."""
    seat, dot, zone = key.partition(".")
    if key in counted:
        pile = value[1] if zone == "discard" else value
        return _.ngettext("{n} card", "{n} cards", sum(k for _c, k in pile))
    if key == "embargo":
        return value_words(_, cat, key, dict(value), names)
    if zone == "deck":
        return _.num(len(value))
    if zone == "discard":  # the top card is face up; the rest only its owner put there
        top, pile = value
        if seat == f"p{viewer + 1}":
            return cards_words(_, cat, [c for c, k in pile for _i in range(k)])
        count = sum(k for _c, k in pile)
        if not count:
            return cards_words(_, cat, [])
        card = answer_words(_, cat, (top,) if top else ())
        return _.ngettext("{n} card, top: {card}", "{n} cards, top: {card}", count, card=card)
    cards = _cards(value) if key != "winners" else None
    if cards is not None:
        private = zone in ("hand", "haven", "native_village") and seat != f"p{viewer + 1}"
        return _.num(len(cards)) if private else cards_words(_, cat, cards)
    shown = list(value) if isinstance(value, tuple) else value
    return value_words(_, cat, zone if dot else key, shown, names)


def verdict_lines(
    _: Translator,
    cat: Catalogue,
    v: Verdict,
    names: Sequence[str],
    viewer: int,
    counted: Collection[str] = (),
) -> list[str]:
    """The verdict in words: its sentence, why an illegal guess is refused, and for a wrong
    guess what it would do (the fork's events as `viewer` may see them) and where its position
    differs from the rulebook's move (internal state only when nothing visible differs)."""
    out = [_(VERDICT_WORDS[v.verdict])]
    if v.verdict == ILLEGAL and v.reason is not None:
        out.append(say(_, cat, v.reason))
    if v.verdict != WRONG:
        return out
    who: Callable[[int], str] = names.__getitem__
    out += [t for e in v.events if (t := describe(_, cat, e.visible_to(viewer), who))]
    seen = [k for k in v.differ if k.rpartition(".")[2] not in HIDDEN_WORDS]
    said = [t for key in seen if (t := _difference(_, cat, key, v, names, viewer, counted))]
    hidden = [k for k in v.differ if k not in seen]
    return out + (
        said or [t for key in hidden if (t := _difference(_, cat, key, v, names, viewer, counted))]
    )


def change_lines(
    _: Translator, cat: Catalogue, changes: Sequence[Change], names: Sequence[str]
) -> list[str]:
    """Changes as the replay says them: "You · hand: 5 → 4" (the guess's or the book's)."""
    return [
        f"{change_words(_, cat, c.kind, c.name, c.player, names)}: "
        f"{_.num(c.before)} → {_.num(c.after)}"
        for c in changes
    ]


def _difference(
    _: Translator,
    cat: Catalogue,
    key: str,
    v: Verdict,
    names: Sequence[str],
    viewer: int,
    counted: Collection[str] = (),
) -> str | None:
    """'You · hand — your move: Copper ×3; the rulebook's: Copper ×2, Silver', that it
    differs, or None when the words would read the same (a question with other options)."""
    seat, dot, field_name = key.rpartition(".")
    if field_name in HIDDEN_WORDS:
        what = _.pgettext(*HIDDEN_WORDS[field_name])
        place = f"{names[int(seat[1:]) - 1]} · {what}" if seat else what
        return _("{place} differs", place=place)
    if key == "pending":
        mine, theirs = (_asked(_, cat, d, names) for d in (v.fork.get(key), v.after.get(key)))
        if mine == theirs:  # the same question with other options: the rest says why
            return None
        return _(
            "{place} — your move: {mine}; the rulebook's: {theirs}",
            place=word(_, "pending"),
            mine=mine,
            theirs=theirs,
        )
    place = path_words(_, cat, key, names)[0] if dot else word(_, key)
    mine = _seen(_, cat, key, v.fork.get(key), names, viewer, counted)
    theirs = _seen(_, cat, key, v.after.get(key), names, viewer)
    return _(
        "{place} — your move: {mine}; the rulebook's: {theirs}",
        place=place,
        mine=mine,
        theirs=theirs,
    )


def _asked(_: Translator, cat: Catalogue, pending: Any, names: Sequence[str]) -> str:
    """A pending decision of `position` in words: who is asked what ("You: which card to buy")."""
    if pending is None:
        return value_words(_, cat, "", None, names)
    player, kind = pending[0], pending[1]
    return f"{names[player]}: {value_words(_, cat, 'kind', str(kind), names)}"
