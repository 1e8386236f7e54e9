"""The per-player view: each zone's visibility for its owner and for the others, the open
decision, the log filter, and no hidden card of anyone in any view over many random games."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import random
from collections.abc import Iterator

import pytest

from companion.bots.random_bot import RandomBot
from companion.engine.events import Ev
from companion.engine.expect import run
from companion.engine.game import Game, PlayerPosition, Position, Setup
from companion.engine.player_view import HIDDEN, view, view_json, visible_events
from companion.engine.scenario import ScenarioError, parse
from companion.engine.standard import new_game

KINGDOM = (
    "haven",
    "island",
    "native_village",
    "lookout",
    "spy",
    "embargo",
    "pirate_ship",
    "caravan",
    "cellar",
    "navigator",
)


def table_game(db) -> Game:
    """Player 1 (mid-turn) has a card in every zone a position can fill; player 2 the same."""

    def seat(extra: str) -> PlayerPosition:
        return PlayerPosition(
            hand=("spy", "lookout", extra),
            deck=("silver", "estate", "gold"),
            discard=("duchy", "copper", "curse"),
            in_play=("caravan",),
            duration=("haven",),
            next_turn=(("haven", "gold"),),
            haven=("gold",),
            island=("island", "province"),
            native_village=("silver", "copper"),
            pirate_tokens=2,
        )

    pos = Position(
        players=(seat("copper"), seat("estate")),
        actions=3,
        buys=2,
        coins=4,
        trash=("estate",),
        embargo=(("province", 1),),
        supply=(("gold", 7),),
    )
    return new_game(db, Setup(("Anna", "Bence"), KINGDOM, 0, pos))


# zone -> (what player 1 sees of their own zone, what player 2 sees of player 1's zone)
ZONES = [
    ("hand", ("spy", "lookout", "copper"), (HIDDEN,) * 3),
    ("hand_size", 3, 3),
    ("deck_size", 3, 3),
    ("discard_top", "duchy", "duchy"),
    ("discard_size", 3, 3),
    ("in_play", ("caravan",), ("caravan",)),
    ("duration", ("haven",), ("haven",)),
    ("haven", ("gold",), (HIDDEN,)),
    ("island", ("island", "province"), ("island", "province")),
    ("native_village", ("silver", "copper"), (HIDDEN, HIDDEN)),
    ("pirate_tokens", 2, 2),
    ("set_aside", (), ()),
    ("name", "Anna", "Anna"),
]


@pytest.mark.parametrize("zone,owner_sees,other_sees", ZONES, ids=[z[0] for z in ZONES])
def test_each_zone_for_its_owner_and_for_the_others(db, zone, owner_sees, other_sees):
    g = table_game(db)
    assert getattr(view(g, 0).players[0], zone) == owner_sees
    assert getattr(view(g, 1).players[0], zone) == other_sees


@pytest.mark.parametrize("viewer", [0, 1])
def test_shared_piles_and_counters_are_the_same_for_everyone(db, viewer):
    v = view(table_game(db), viewer)
    assert v.trash == ("estate",)
    assert dict(v.embargo) == {"province": 1}
    assert v.supply["gold"] == 7 and v.supply["haven"] == 10
    assert (v.turn, v.active_player, v.phase) == (1, 0, "action")
    assert (v.actions, v.buys, v.coins) == (3, 2, 4)
    assert (v.game_over, v.winners, v.scores) == (False, (), ())


def test_the_open_decision_only_for_the_one_deciding(db):
    g = table_game(db)
    mine, theirs = view(g, 0), view(g, 1)
    assert mine.deciding == theirs.deciding == 0
    assert mine.decision == g.pending and mine.decision.options == ("lookout", "spy")
    assert theirs.decision is None
    assert view_json(g, 1)["decision"] == {"player": 0}
    assert view_json(g, 0)["decision"]["options"] == ["lookout", "spy"]


def test_revealed_cards_are_public_and_looked_at_cards_private(db):
    g = table_game(db)
    g.answer("spy")  # +1 Card (the Silver), then player 1's own top card, the Estate, is revealed
    assert view(g, 0).players[0].set_aside == ("estate",)
    assert view(g, 1).players[0].set_aside == ("estate",)
    g.answer("keep")  # player 2's top card, the Silver, is revealed for everyone too
    assert view(g, 0).players[1].set_aside == ("silver",)
    assert view(g, 1).players[1].set_aside == ("silver",)
    g.answer("keep")
    g.answer("lookout")  # looks at Estate, Gold and the reshuffled discard's top
    looked = tuple(g.players[0].set_aside)
    assert len(looked) == 3 and view(g, 0).players[0].set_aside == looked
    assert view(g, 1).players[0].set_aside == (HIDDEN,) * 3


def test_scores_are_shown_once_the_game_is_over(db):
    pos = Position(
        players=(PlayerPosition(hand=("gold",) * 3), PlayerPosition(hand=("copper",))),
        supply=(("province", 1),),
        phase="buy",
    )
    g = new_game(db, Setup(("A", "B"), KINGDOM, 0, pos))
    g.answer(("gold", "gold", "gold"))
    g.answer("province")
    assert g.game_over
    for viewer in (0, 1):
        v = view(g, viewer)
        assert v.scores == (6, 0) and v.winners == (0,) and v.deciding is None


def test_a_viewer_outside_the_game_is_refused(db):
    with pytest.raises(ValueError, match="no player 3 in a game of 2"):
        view(table_game(db), 2)


def test_the_log_hides_private_cards_of_others_only(db):
    g = table_game(db)
    g.answer("spy")  # draws the Silver: a private draw
    draw = [e for e in g.events if e.kind is Ev.DRAW][-1]
    assert draw.cards == ("silver",) and draw.private_to == 0
    own, other = visible_events(g, 0), visible_events(g, 1)
    assert len(own) == len(other) == len(g.events)
    assert own[g.events.index(draw)].cards == ("silver",)
    assert other[g.events.index(draw)].cards == () and other[g.events.index(draw)].value == 1
    reveal = [e for e in other if e.kind is Ev.REVEAL][-1]
    assert reveal.cards == ("estate",)


# -- no hidden card in any view, over random games ---------------------------------------

MARK = "zz-hidden-card"
LOOKING = {"lookout", "navigator"}  # cards whose set-aside cards are only looked at


@contextlib.contextmanager
def masked(g: Game, viewer: int) -> Iterator[Game]:
    """The game with every card `viewer` may not know replaced by MARK (the rulebook's
    visibility, written apart from the view): all decks, discard piles under the top card,
    other players' hands, Haven and Native Village mats, and cards others are looking at.
    The players are swapped in place and back (a compiled `Game` cannot be copied)."""
    d = g.pending
    looking = d is not None and d.card in LOOKING
    players = []
    for i, p in enumerate(g.players):
        other = i != viewer

        def hide(cards: list[str], hidden: bool) -> list[str]:
            return [MARK] * len(cards) if hidden else list(cards)

        players.append(
            dataclasses.replace(
                p,
                hand=hide(p.hand, other),
                deck=hide(p.deck, True),
                discard=hide(p.discard[:-1], True) + p.discard[-1:],
                haven=hide(p.haven, other),
                native_village=hide(p.native_village, other),
                set_aside=hide(p.set_aside, other and looking and d is not None and d.player == i),
            )
        )
    real, g.players = g.players, players
    try:
        yield g
    finally:
        g.players = real


ALWAYS = ("haven", "native_village", "lookout", "spy")
"""In every game: a face-down card, a face-down mat, looked-at and revealed set-aside cards."""
VISIBILITY_KINGDOM = (
    "navigator",
    "pearl_diver",
    "island",
    "thief",
    "pirate_ship",
    "library",
    "cellar",
    "bureaucrat",
    "ghost_ship",
    "sea_hag",
    "chancellor",
    "militia",
    "moat",
    "adventurer",
    "warehouse",
    "cutpurse",
)


@pytest.mark.parametrize("seed", range(12))
def test_no_view_holds_a_card_its_viewer_may_not_know(db, seed):
    rng = random.Random(seed)
    players = 2 + seed % 3
    kingdom = (*ALWAYS, *rng.sample(VISIBILITY_KINGDOM, 6))
    g = new_game(db, Setup(tuple(f"P{i}" for i in range(players)), kingdom, seed))
    bots = [RandomBot(seed * 7 + i) for i in range(players)]
    checked = 0
    while g.pending is not None and checked < 400:
        for viewer in range(players):
            with masked(g, viewer) as m:
                seen = view_json(m, viewer)
            assert MARK not in json.dumps(seen), (seed, viewer, g.pending)
            assert seen == view_json(g, viewer), (seed, viewer, g.pending)
            if g.pending.player != viewer:
                assert seen["decision"] == {"player": g.pending.player}
        g.answer(bots[g.pending.player].answer(g, g.pending))
        checked += 1
    assert checked > 100
    for viewer in range(players):
        for real, seen in zip(g.events, visible_events(g, viewer), strict=True):
            hidden = real.private_to not in (None, viewer)
            assert seen.cards == (() if hidden else real.cards), (seed, viewer, real)


def test_the_mask_catches_a_view_that_shows_a_hidden_card(db, monkeypatch):
    """The random-game check can fail: a view showing the other players' hands is caught."""
    import companion.engine.player_view as pv

    monkeypatch.setattr(pv, "_masked", lambda cards, seen: tuple(cards))
    g = new_game(db, Setup(("A", "B"), KINGDOM, 1))
    with masked(g, 0) as m:
        assert MARK in json.dumps(view_json(m, 0))


# -- scenario expectations on the view ---------------------------------------------------

SCENARIO = """
title = { en = "t", hu = "t" }
kingdom = ["haven"]
[position]
[[position.player]]
hand = ["haven", "copper"]
deck = ["gold", "estate"]
[[position.player]]
hand = ["silver"]
[[step]]
move = "play haven"
[[step]]
move = "set_aside gold"
expect = { view.p2."p1.haven" = ["?"], "view.p1.haven" = ["gold"] }
"""


@pytest.mark.parametrize(
    "tail,failures",
    [
        ('[expect.view.p2]\nhand = ["silver"]\n"p1.haven" = ["?"]\nhand_size = 1', []),
        ('[expect.view.p1]\nhand = ["copper"]\ndeck_size = 1\n"p2.hand" = ["?"]', []),
        (
            '[expect.view.p2]\n"p1.haven" = ["gold"]',
            ["at the end: view.p2.p1.haven is ['?'], expected ['gold']"],
        ),
        ("[expect.view.p3]\nhand = []", ["at the end: no such value 'view.p3.hand'"]),
        ("[expect.view.p2]\nnothing = 1", ["at the end: no such value 'view.p2.nothing'"]),
    ],
)
def test_scenarios_expect_on_a_players_view(db, tail, failures):
    outcome = run(parse(SCENARIO + tail), db)
    assert outcome.error is None
    assert [str(f) for f in outcome.failures] == failures


@pytest.mark.parametrize(
    "tail,message",
    [
        ("[expect]\nview = 5", "[expect] view must be a table"),
        ("[expect]\nview = { p2 = 3 }", "[expect] view.p2 must be a table"),
        ('[expect.view.p2]\nhand = ["0*copper"]', "[expect] 'view.p2.hand': bad repeat"),
    ],
)
def test_bad_view_expectations_are_one_clear_error(tail, message):
    with pytest.raises(ScenarioError, match=message.replace("[", r"\[").replace("]", r"\]")):
        parse(SCENARIO + tail)
