"""Undo is decided by the events an answer caused: refused exactly when one of them showed a
card to a player who had not seen it. The expected values here are written from the rulebooks'
verbs, apart from `events.reveals`."""

from __future__ import annotations

import random

import pytest

from companion.bots.random_bot import RandomBot
from companion.engine.events import Ev, Event, reveals
from companion.engine.game import Setup, UndoError
from companion.engine.standard import new_game

# (kind, where) -> does it show someone a card they had not seen? Every pair the engine emits.
SHOWS_HIDDEN = {
    ("game_start", ""): False,
    ("turn_start", ""): False,
    ("turn_start", "extra"): False,  # Outpost's extra turn
    ("phase", "action"): False,
    ("phase", "buy"): False,
    ("phase", "cleanup"): False,
    ("shuffle", ""): True,  # the new deck order is fixed
    ("draw", ""): True,  # the drawer sees a card from the deck
    ("play", ""): False,  # from the player's own hand, by their choice
    ("play", "buy"): False,
    ("buy", ""): False,
    ("gain", "discard"): False,  # from the supply, public
    ("gain", "deck"): False,
    ("gain", "hand"): False,
    ("trash", "hand"): False,  # the player's own choice of their own cards
    ("trash", "in_play"): False,
    ("trash", "revealed"): False,  # already seen when revealed
    ("trash", "looked_at"): False,  # already seen by the one who chooses
    ("discard", "hand"): False,  # only the number is told (base rulebook p. 7)
    ("discard", "cleanup"): False,
    ("discard", "revealed"): False,
    ("discard", "looked_at"): False,
    ("discard", "set_aside"): False,
    ("discard", "deck"): True,  # Sea Hag: the top card of a deck, face up
    ("reveal", "deck"): True,
    ("reveal", "hand"): True,  # Bureaucrat, Cutpurse, Ambassador, Explorer
    ("look", "deck"): True,
    ("look", "deck_bottom"): True,  # Pearl Diver
    ("set_aside", "hand"): False,  # Library: the drawn card was already seen
    ("set_aside", "haven"): False,  # face down, from the owner's hand
    ("topdeck", "hand"): False,
    ("topdeck", "revealed"): False,
    ("topdeck", "looked_at"): False,
    ("topdeck", "in_play"): False,  # Treasury
    ("topdeck", "deck_bottom"): False,  # Pearl Diver, after the look
    ("put_in_hand", "revealed"): False,
    ("put_in_hand", "haven"): False,  # the owner set it aside
    ("put_in_hand", "native_village"): False,  # the owner may look at the mat any time
    ("return_to_supply", "hand"): False,  # revealed just before
    ("react", ""): True,  # Moat shown from the hand
    ("unaffected", ""): False,  # Lighthouse is in play, public
    ("duration", ""): False,
    ("token", "embargo"): False,
    ("token", "pirate_ship"): False,
    ("mat", "island"): False,  # Island and a card from hand, by the player's choice
    ("mat", "native_village"): True,  # a deck card its owner may now look at
    ("game_end", ""): False,
}


def shows_hidden(e: Event) -> bool:
    """The table's answer. Chancellor's deck goes to the discard pile unseen (no card named),
    yet its last card becomes the pile's face-up top: a card nobody had seen."""
    return SHOWS_HIDDEN[(str(e.kind), e.where)]


def test_the_table_names_every_event_kind():
    assert {kind for kind, _ in SHOWS_HIDDEN} == {str(k) for k in Ev}


@pytest.mark.parametrize(("kind", "where"), sorted(SHOWS_HIDDEN))
def test_reveals_matches_the_table(kind, where):
    private = (
        0 if (kind, where) in {("draw", ""), ("look", "deck"), ("mat", "native_village")} else None
    )
    event = Event(Ev(kind), 1, ("gold",), where, private)
    assert reveals(event) is SHOWS_HIDDEN[(kind, where)]


def test_chancellor_shows_the_new_top_of_the_discard_pile():
    event = Event(Ev.DISCARD, 0, (), "deck", None, 5)
    assert reveals(event) is True


SETS = [("base-1e",), ("seaside-1e",), ("base-1e", "seaside-1e")]


@pytest.mark.parametrize("seed", range(60))
def test_undo_rule_matches_the_table_in_random_games(db, seed):
    """After every answer of a random game, undo is allowed exactly when the table says none
    of the answer's events showed a hidden card; every event met is in the table."""
    rng = random.Random(seed)
    players = 1 + seed % 4
    pool = sorted(c for c in db.kingdom_ids if db[c].set in SETS[seed % 3])
    g = new_game(
        db, Setup(tuple(f"P{i}" for i in range(players)), tuple(rng.sample(pool, 10)), seed)
    )
    bots = [RandomBot(seed * 7 + i) for i in range(players)]
    undoable = 0
    while g.pending is not None and len(g.answers) < 3000:
        first = len(g.events)
        g.answer(bots[g.pending.player].answer(g, g.pending))
        shown = any(shows_hidden(e) for e in g.events[first:])
        assert g.can_undo() is not shown, g.events[first:]
        undoable += not shown
    assert 0 < undoable < len(g.answers)


def test_undo_after_sea_hag_is_refused(db):
    from companion.engine.setup import PlayerPosition, Position

    pos = Position(
        players=(
            PlayerPosition(hand=("sea_hag", "copper"), deck=("estate",)),
            PlayerPosition(hand=("copper",), deck=("gold",)),
        )
    )
    g = new_game(db, Setup(("a", "b"), ("sea_hag",), 0, pos))
    g.answer("sea_hag")
    assert not g.can_undo()
    with pytest.raises(UndoError, match="revealed hidden cards"):
        g.undo()
