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

from companion.engine.decisions import NO, YES, Answer, Decision, Kind
from companion.engine.errors import N_, Cards, Echo, EngineError, Message, Param

VERBS: dict[str, frozenset[Kind]] = {
    **{k.value: frozenset({k}) for k in Kind if k is not Kind.ACTION},
    "play": frozenset({Kind.ACTION, Kind.PLAY}),
}
EMPTY = {"-", "none", "pass", "end"}
MAX_CARDS = 500
"""The most cards one list or move may name (a 4-player game has about 330 cards in all)."""


TASKS = {
    Kind.ACTION: N_("play an Action card"),
    Kind.TREASURES: N_("play Treasures"),
    Kind.BUY: N_("buy a card"),
    Kind.DISCARD: N_("discard cards"),
    Kind.TRASH: N_("trash cards"),
    Kind.GAIN: N_("gain a card"),
    Kind.TOPDECK: N_("put cards onto the deck"),
    Kind.SET_ASIDE: N_("set a card aside"),
    Kind.REVEAL: N_("reveal a card"),
    Kind.RETURN: N_("return cards to the supply"),
    Kind.CHOOSE: N_("choose an option"),
    Kind.ORDER: N_("put cards in order"),
    Kind.PLAY: N_("choose a card to play"),
}
"""What each kind of decision asks a player to do, in the words of a message."""


class MoveError(EngineError):
    """A move line that does not parse or does not fit the pending decision."""


def parse_move(line: str, decision: Decision | None) -> Answer:
    """Turn a move line into an answer for `decision` (legality is checked by the game)."""
    words = line.split("#", 1)[0].split()
    if not words:
        raise MoveError(N_("empty move"))
    if decision is None:
        raise MoveError(
            N_("{line}: the game is over, there is nothing to answer"), line=Echo(line.strip())
        )
    verb, args = words[0].lower(), words[1:]
    if verb in (YES, NO) and not args:
        if decision.kind is not Kind.CHOOSE or YES not in decision.options:
            raise MoveError(
                N_("{verb} answers a yes/no question, but the game asks {asked}"),
                verb=Echo(verb),
                asked=_describe(decision),
            )
        return (verb,)
    if verb in EMPTY and not args:
        return ()
    kinds = VERBS.get(verb)
    if kinds is None:
        raise MoveError(
            N_("unknown verb {verb} (known: {verbs}, yes, no, end)"),
            verb=Echo(verb),
            verbs=", ".join(sorted(VERBS)),
        )
    if decision.kind not in kinds:
        raise MoveError(
            N_("{verb} does not fit: the game asks {asked}"),
            verb=Echo(verb),
            asked=_describe(decision),
        )
    if len(args) == 1 and args[0].lower() in EMPTY:
        return ()
    if len(args) == 1 and args[0].lower() == "all":
        return decision.options[: decision.max]
    return tuple(expand(args))


def expand(items: Iterable[str]) -> list[str]:
    """Card ids with each `N*card` written out N times; a bad repeat, or more than MAX_CARDS
    cards in all, raises MoveError."""
    out: list[str] = []
    for item in items:
        count, star, card = item.partition("*")
        if not star:
            out.append(item)
            continue
        if not (
            count.isascii() and count.isdigit() and len(count) <= 3 and 1 <= int(count) <= MAX_CARDS
        ):
            raise MoveError(
                N_("bad repeat {item} (write N*card, N from 1 to {limit})"),
                item=Echo(item),
                limit=MAX_CARDS,
            )
        out.extend([card] * int(count))
        if len(out) > MAX_CARDS:
            break
    if len(out) > MAX_CARDS:
        raise MoveError(N_("more than {limit} cards in one list"), limit=MAX_CARDS)
    return out


def _describe(d: Decision) -> Message:
    """'player 1 to play Treasures (options: copper, silver)', naming the asking card."""
    params: dict[str, Param] = {
        "player": d.player + 1,
        "task": Message(TASKS[d.kind]),
        "options": Cards(d.options),
    }
    if d.card:
        return Message(
            N_("player {player} to {task} for {card} (options: {options})"),
            {**params, "card": Cards((d.card,))},
        )
    return Message(N_("player {player} to {task} (options: {options})"), params)


def format_move(decision: Decision, answer: Answer) -> str:
    """The move line that gives `answer` to `decision` (for recording scripts)."""
    if decision.kind is Kind.CHOOSE and answer in ((YES,), (NO,)):
        return answer[0]
    verb = "play" if decision.kind in (Kind.ACTION, Kind.PLAY) else decision.kind.value
    return f"{verb} {' '.join(answer) if answer else '-'}"
