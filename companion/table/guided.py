"""The guided first game: the rulebook's First Game kingdom against one Big Money bot, and the
new kind of decision (first Action, buy, reshuffle, Attack) a short prompt is due for now."""

from __future__ import annotations

from collections.abc import Collection

from companion.catalogue import Catalogue
from companion.engine.decisions import Kind
from companion.engine.events import Ev
from companion.engine.game import Game
from companion.table.sandbox import Sandbox

FIRST_GAME = "first_game"
"""The recommended kingdom of the base rulebook for a first game (data/recommended.toml)."""
GUIDE_BOT = "bigmoney"
"""The one bot of the guided game: it only buys money and Provinces, so it never attacks."""
KINDS = ("reshuffle", "attack", "action", "buy")
"""The kinds a prompt is given for: the reshuffle first (it fits only until your next answer),
then the most particular (an Attack is an Action too)."""
SECTIONS = {
    "attack": ("attacks", "attacks"),
    "action": ("action", "play-actions"),
    "reshuffle": ("cleanup", "shuffle"),
    "buy": ("buy", "buy-a-card"),
}
"""Each kind's rulebook chapter and section (data/rulebook/<chapter>.toml)."""


def first_game_kingdom(cat: Catalogue) -> tuple[str, ...]:
    rec = next(r for r in cat.recommended if r.id == FIRST_GAME)
    return tuple(rec.cards)


def guided_game(cat: Catalogue, seed: int) -> Sandbox:
    """The guided game: you in the first seat, Big Money in the second."""
    return Sandbox.new(first_game_kingdom(cat), [GUIDE_BOT], 0, seed)


def kinds_now(cat: Catalogue, game: Game, seat: int) -> list[str]:
    """The prompt kinds that fit the game now, as `seat` sees it, in KINDS order."""
    found: set[str] = set()
    d = game.pending
    if d is not None and d.player == seat:
        if d.kind is Kind.ACTION:
            hand = [cat.cards[c] for c in game.players[seat].hand]
            if any(c.is_("attack") for c in hand):
                found.add("attack")
            if any(c.is_("action") for c in hand):
                found.add("action")
        elif d.kind in (Kind.TREASURES, Kind.BUY):
            found.add("buy")
    if shuffled_since_last_answer(game, seat):
        found.add("reshuffle")
    return [k for k in KINDS if k in found]


def shuffled_since_last_answer(game: Game, seat: int) -> bool:
    """Whether `seat` shuffled their discard pile into a deck since they last answered (the
    setup's shuffle comes before any answer, so it never counts)."""
    last = next((i for i in reversed(range(len(game.deciders))) if game.deciders[i] == seat), None)
    if last is None:
        return False
    since = game.events[game.answer_events[last] :]
    return any(e.kind is Ev.SHUFFLE and e.player == seat for e in since)


def due(
    cat: Catalogue, game: Game, seat: int, seen: Collection[str], shown: str | None = None
) -> str | None:
    """The prompt for now: the one shown while it still fits, else the first kind that fits
    and has had no prompt yet, or None."""
    kinds = kinds_now(cat, game, seat)
    if shown in kinds:
        return shown
    return next((k for k in kinds if k not in seen), None)
