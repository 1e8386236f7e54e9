"""The answer log: each answer with who decided it, what kind of choice it was, where its
events start and the turn it was given in (python-chess's `move_stack`, for Dominion).

A game keeps the log as parallel lists (`Turn.answers`, `deciders`, and, when it records events,
`answer_events`, `answer_kinds`, `answer_turns`): one append each per answer keeps the fast path
fast. `entries` joins them into values; undo, the table and replays read them instead of replaying
a game to learn who answered what.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from companion.engine.decisions import Answer, Kind


class Entry(NamedTuple):
    """One logged answer: its decider (0-based seat), the kind of choice, the answer, the index
    of the first event it caused (`Game.events`) and the game's turn number when it was given."""

    player: int
    kind: Kind
    answer: Answer
    first_event: int
    turn: int


def entries(
    answers: Sequence[Answer],
    deciders: Sequence[int],
    kinds: Sequence[Kind],
    first_events: Sequence[int],
    turns: Sequence[int],
) -> tuple[Entry, ...]:
    """The log as values, from a game's parallel lists (all of one length)."""
    return tuple(map(Entry, deciders, kinds, answers, first_events, turns))
