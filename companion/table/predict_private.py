"""A wrong guess's fork as its decider may see it: cards the fork drew, revealed or looked at
that the replay's own move never showed that seat are told as counts, never by name.

The fork plays on the real deck, so a guess that draws (Smithy instead of Village) would
otherwise show cards the replay deals later, or never deals to that seat at all.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from companion.engine.events import Event, reveals
from companion.table.predict import Verdict


def _card_list(value: object) -> list[str] | None:
    """The cards of a `position` value: a multiset, or a discard pile's (top, multiset)."""
    pair = isinstance(value, tuple) and len(value) == 2 and isinstance(value[1], tuple)
    if pair and (value[0] is None or isinstance(value[0], str)):  # type: ignore[index]
        value = value[1]  # type: ignore[index]
    if isinstance(value, tuple) and all(
        isinstance(x, tuple) and len(x) == 2 and isinstance(x[1], int) for x in value
    ):
        return [c for c, k in value for _i in range(k)]
    return None


def unseen_events(
    events: Sequence[Event], book: Sequence[Event], viewer: int
) -> tuple[tuple[Event, ...], Counter[str]]:
    """The fork's events as `viewer` sees them, with each card-showing event that the book's
    move did not show alike turned into a count; and the cards so hidden."""
    shown = {(e.kind, e.player, e.cards, e.where) for e in book}
    hidden: Counter[str] = Counter()
    out: list[Event] = []
    for event in events:
        seen = event.visible_to(viewer)
        key = (event.kind, event.player, event.cards, event.where)
        if seen.cards and reveals(event) and key not in shown:
            hidden.update(seen.cards)
            seen = seen._replace(cards=(), value=len(seen.cards))
        out.append(seen)
    return tuple(out), hidden


def counted_keys(v: Verdict, before: dict[str, object], hidden: Counter[str]) -> frozenset[str]:
    """The differing zones whose fork cards include hidden ones that came in with the guess:
    they are told by their size."""
    if not hidden:
        return frozenset()
    out: set[str] = set()
    for key in v.differ:
        cards = _card_list(v.fork.get(key))
        if cards is None:
            continue
        came = Counter(cards) - Counter(_card_list(before.get(key)) or [])
        if came & hidden:
            out.add(key)
    return frozenset(out)


def private_verdict(
    v: Verdict, book: Sequence[Event], before: dict[str, object], viewer: int
) -> tuple[Verdict, frozenset[str]]:
    """The verdict with its fork's events hidden as above, and the zones to tell by size
    (`before`: the position the guess was made in, predict.position)."""
    events, hidden = unseen_events(v.events, book, viewer)
    return replace(v, events=events), counted_keys(v, before, hidden)
