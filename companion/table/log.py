"""The game log in words: events as one player may see them, turn by turn, in either language."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from companion.catalogue import Catalogue
from companion.engine.events import Ev, Event, reveals
from companion.engine.game import Game
from companion.engine.player_view import visible_events
from companion.i18n import N_, Translator

if TYPE_CHECKING:
    from companion.table.replay import Replay

# "{who}: what happened": English uses the past tense, which fits "You" and a bot alike;
# Hungarian uses a noun ("húzás: …"), so no verb has to agree with "Te" or a bot's name.
WITH_CARDS = {
    Ev.DRAW: N_("drew {cards}"),
    Ev.PLAY: N_("played {cards}"),
    Ev.BUY: N_("bought {cards}"),
    Ev.GAIN: N_("gained {cards}"),
    Ev.TRASH: N_("trashed {cards}"),
    Ev.DISCARD: N_("discarded {cards}"),
    Ev.REVEAL: N_("revealed {cards}"),
    Ev.LOOK: N_("looked at {cards}"),
    Ev.SET_ASIDE: N_("set aside {cards}"),
    Ev.TOPDECK: N_("put {cards} onto the deck"),
    Ev.PUT_IN_HAND: N_("put {cards} into the hand"),
    Ev.RETURN_TO_SUPPLY: N_("returned {cards} to the supply"),
    Ev.REACT: N_("reacted with {cards}"),
    Ev.UNAFFECTED: N_("was not affected (protected by {cards})"),
    Ev.DURATION: N_("{cards} took effect again"),
    Ev.MAT: N_("put {cards} on a mat"),
}


def hidden_count(_: Translator, kind: Ev, n: int) -> str | None:
    """The same events when the viewer may not see the cards: only how many."""
    if kind is Ev.DRAW:
        return _.ngettext("drew {n} card", "drew {n} cards", n)
    if kind is Ev.DISCARD:
        return _.ngettext("discarded {n} card", "discarded {n} cards", n)
    if kind is Ev.LOOK:
        return _.ngettext("looked at {n} card", "looked at {n} cards", n)
    if kind is Ev.SET_ASIDE:
        return _.ngettext("set aside {n} card", "set aside {n} cards", n)
    if kind is Ev.TOPDECK:
        return _.ngettext("put {n} card onto the deck", "put {n} cards onto the deck", n)
    if kind is Ev.PUT_IN_HAND:
        return _.ngettext("put {n} card into the hand", "put {n} cards into the hand", n)
    if kind is Ev.MAT:
        return _.ngettext("put {n} card on a mat", "put {n} cards on a mat", n)
    if kind is Ev.TRASH:
        return _.ngettext("trashed {n} card", "trashed {n} cards", n)
    return None


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the log: the turn it belongs to, its text, whether it starts a turn, and
    whether it is a note about the move above it (a bot's reason)."""

    turn: int
    text: str
    heading: bool = False
    note: bool = False


def cards_text(cat: Catalogue, lang: str, cards: Iterable[str]) -> str:
    """'Copper ×2, Estate' in the language (names in the order first seen)."""
    counts = Counter(cards)
    return ", ".join(
        cat.cards[c].name(lang) + (f" ×{n}" if n > 1 else "") for c, n in counts.items()
    )


def describe(_: Translator, cat: Catalogue, e: Event, who: Callable[[int], str]) -> str | None:
    """One event in words, or None for events the log leaves out (phases, the game start)."""
    name = who(e.player)
    lang = _.lang
    if e.kind is Ev.SHUFFLE:
        return _("{who}: shuffled the discard pile to form a new deck", who=name)
    if e.kind is Ev.TOKEN:
        if e.where == "embargo":
            return _(
                "{who}: put an Embargo token on {pile} (now {n})",
                who=name,
                pile=cards_text(cat, lang, e.cards),
                n=e.value,
            )
        return _("{who}: took a Pirate Ship token (now {n})", who=name, n=e.value)
    if e.kind is Ev.GAME_END:
        return _("The game is over.")
    if e.kind in WITH_CARDS and e.cards:
        what: str | None = _(WITH_CARDS[e.kind], cards=cards_text(cat, lang, e.cards))
    else:
        what = hidden_count(_, e.kind, e.value) if e.value else None
    return None if what is None else _("{who}: {what}", who=name, what=what)


def lines(
    _: Translator,
    cat: Catalogue,
    game: Game,
    viewer: int,
    who: Callable[[int], str],
    notes: Mapping[int, str] | None = None,
) -> list[Line]:
    """The log as `viewer` may see it (others' private cards stay a count), turn by turn.
    `notes` by event index (where a move's events start) go under that move's first line."""
    out: list[Line] = []
    turn = 0
    pending: str | None = None
    for i, e in enumerate(visible_events(game, viewer)):
        if notes and i in notes:
            if pending is not None:
                out.append(Line(turn, pending, note=True))
            pending = notes[i]
        if e.kind is Ev.TURN_START:
            if pending is not None:
                out.append(Line(turn, pending, note=True))
                pending = None
            turn += 1
            heading = (
                _("Extra turn: {who}", who=who(e.player))
                if e.where == "extra"
                else _("Turn {n}: {who}", n=e.value, who=who(e.player))
            )
            out.append(Line(turn, heading, True))
            continue
        if e.kind is Ev.SHUFFLE and turn == 0:  # setting up: there is no discard pile yet
            text: str | None = _("{who}: shuffled the starting deck", who=who(e.player))
        else:
            text = describe(_, cat, e, who)
        if text is not None:
            out.append(Line(turn, text))
            if pending is not None:
                out.append(Line(turn, pending, note=True))
                pending = None
    if pending is not None:
        out.append(Line(turn, pending, note=True))
    return out


def step_lines(
    _: Translator, cat: Catalogue, replay: Replay, n: int, seat: int, who: Callable[[int], str]
) -> list[str]:
    """What step n of a replay did, as `seat` may see it (others' private cards stay a count,
    as in `lines`); empty when the step caused nothing the log tells."""
    return [
        t for e in replay.events(n) if (t := describe(_, cat, e.visible_to(seat), who)) is not None
    ]


def revealed(
    _: Translator,
    cat: Catalogue,
    events: Sequence[Event],
    viewer: int,
    who: Callable[[int], str],
) -> list[str]:
    """What these events showed that had been hidden, as the viewer may be told it."""
    shown = [e.visible_to(viewer) for e in events if reveals(e)]
    return [t for e in shown if (t := describe(_, cat, e, who)) is not None]
