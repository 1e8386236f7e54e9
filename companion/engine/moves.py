"""The move language of scenario scripts: one line answers the pending decision.

    play smithy          treasures all        buy province       buy -   (buy nothing)
    trash estate copper  gain silver          discard 2*copper   yes / no
    choose discard       order gold silver    reveal moat        end     (empty answer)

A line is a verb and card ids (or option names). `N*card` repeats a card; `-`, `none`,
`pass` and `end` give the empty answer; `all` takes every option. The verb must fit the
pending decision: the kind's name, or `play` for an Action (or Throne Room's choice).
"""

from __future__ import annotations

from collections.abc import Iterable

from companion.echo import clip
from companion.engine.decisions import NO, YES, Answer, Decision, Kind

VERBS: dict[str, frozenset[Kind]] = {
    **{k.value: frozenset({k}) for k in Kind if k is not Kind.ACTION},
    "play": frozenset({Kind.ACTION, Kind.PLAY}),
}
EMPTY = {"-", "none", "pass", "end"}
MAX_CARDS = 500
"""The most cards one list or move may name (a 4-player game has about 330 cards in all)."""


class MoveError(ValueError):
    """A move line that does not parse or does not fit the pending decision."""


def parse_move(line: str, decision: Decision | None) -> Answer:
    """Turn a move line into an answer for `decision` (legality is checked by the game)."""
    words = line.split("#", 1)[0].split()
    if not words:
        raise MoveError("empty move")
    if decision is None:
        raise MoveError(f"{clip(line.strip())!r}: the game is over, there is nothing to answer")
    verb, args = words[0].lower(), words[1:]
    if verb in (YES, NO) and not args:
        if decision.kind is not Kind.CHOOSE or YES not in decision.options:
            raise MoveError(
                f"{clip(verb)!r} answers a yes/no question, but the game asks {_describe(decision)}"
            )
        return (verb,)
    if verb in EMPTY and not args:
        return ()
    kinds = VERBS.get(verb)
    if kinds is None:
        raise MoveError(
            f"unknown verb {clip(verb)!r} (known: {', '.join(sorted(VERBS))}, yes, no, end)"
        )
    if decision.kind not in kinds:
        raise MoveError(f"{clip(verb)!r} does not fit: the game asks {_describe(decision)}")
    if len(args) == 1 and args[0].lower() in EMPTY:
        return ()
    if len(args) == 1 and args[0].lower() == "all":
        return decision.options[: decision.max]
    try:
        return tuple(expand(args))
    except ValueError as exc:
        raise MoveError(str(exc)) from None


def expand(items: Iterable[str]) -> list[str]:
    """Card ids with each `N*card` written out N times; a bad repeat, or more than MAX_CARDS
    cards in all, raises ValueError."""
    out: list[str] = []
    for item in items:
        count, star, card = item.partition("*")
        if not star:
            out.append(item)
            continue
        if not (
            count.isascii() and count.isdigit() and len(count) <= 3 and 1 <= int(count) <= MAX_CARDS
        ):
            raise ValueError(f"bad repeat {clip(item)!r} (write N*card, N from 1 to {MAX_CARDS})")
        out.extend([card] * int(count))
        if len(out) > MAX_CARDS:
            break
    if len(out) > MAX_CARDS:
        raise ValueError(f"more than {MAX_CARDS} cards in one list")
    return out


def _describe(d: Decision) -> str:
    whose = f"player {d.player + 1}"
    about = f" for {d.card}" if d.card else ""
    return f"{whose} to {d.kind.value}{about} (options: {', '.join(d.options) or 'none'})"


def format_move(decision: Decision, answer: Answer) -> str:
    """The move line that gives `answer` to `decision` (for recording scripts)."""
    if decision.kind is Kind.CHOOSE and answer in ((YES,), (NO,)):
        return answer[0]
    verb = "play" if decision.kind in (Kind.ACTION, Kind.PLAY) else decision.kind.value
    return f"{verb} {' '.join(answer) if answer else '-'}"
