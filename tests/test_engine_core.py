"""The engine's contract: checked answers, forced choices, undo, save files, events, setup."""

from __future__ import annotations

import json

import pytest

from companion.bots.random_bot import RandomBot
from companion.engine import save, standard
from companion.engine.decisions import Decision, IllegalAnswer, Kind
from companion.engine.events import Ev
from companion.engine.game import Game, PlayerPosition, Position, Setup, SetupError, UndoError
from companion.engine.view import state_json

KINGDOM = (
    "cellar",
    "market",
    "militia",
    "mine",
    "moat",
    "remodel",
    "smithy",
    "village",
    "woodcutter",
    "workshop",
)


def new_game(db, players=2, seed=3, kingdom=KINGDOM) -> Game:
    return standard.new_game(db, Setup(tuple(f"P{i + 1}" for i in range(players)), kingdom, seed))


def positioned(db, hand, deck=(), other_hand=("copper",) * 5, phase="action", kingdom=KINGDOM):
    pos = Position(
        players=(
            PlayerPosition(hand=tuple(hand), deck=tuple(deck)),
            PlayerPosition(hand=tuple(other_hand), deck=("copper",) * 5),
        ),
        phase=phase,
    )
    return standard.new_game(db, Setup(("A", "B"), kingdom, 0, pos))


def test_standard_setup(db):
    g = new_game(db, players=3)
    assert g.supply["copper"] == 60 - 21 and g.supply["curse"] == 20
    assert g.supply["province"] == 12 and g.supply["smithy"] == 10
    for p in g.players:
        assert len(p.hand) == 5 and len(p.deck) == 5
        assert sorted(p.hand + p.deck) == sorted(["copper"] * 7 + ["estate"] * 3)
    assert g.pending.kind is Kind.TREASURES  # no Actions in a starting hand


@pytest.mark.parametrize(
    "players,curses,victory", [(1, 10, 8), (2, 10, 8), (3, 20, 12), (4, 30, 12)]
)
def test_pile_sizes_by_player_count(db, players, curses, victory):
    g = new_game(db, players=players, kingdom=("gardens", *KINGDOM[:9]))
    assert g.supply["curse"] == curses
    assert g.supply["estate"] == g.supply["duchy"] == g.supply["province"] == victory
    assert g.supply["gardens"] == victory
    assert g.supply["copper"] == 60 - 7 * players


@pytest.mark.parametrize(
    ("players", "kingdom", "why"),
    [
        (0, KINGDOM, "a game has 1 to 4 players, not 0"),
        (5, KINGDOM, "a game has 1 to 4 players, not 5"),
        (2, ("smithy", "smithy"), "a kingdom card is listed twice"),
        (2, ("copper",), "'copper' is not a kingdom card"),
        (2, ("nonsense",), "'nonsense' is not a kingdom card"),
    ],
)
def test_bad_setups_are_refused(db, players, kingdom, why):
    with pytest.raises(SetupError) as info:
        standard.new_game(db, Setup(tuple(f"P{i}" for i in range(players)), kingdom, 0))
    assert str(info.value) == why


@pytest.mark.parametrize(
    ("bad", "reason"),
    [
        (("smithy",), "'smithy' is not an option here (options: remodel)"),
        (("remodel", "remodel"), "choose 0 to 1, not 2"),
        ((3,), "an answer is a tuple of option names"),
        (("estate",), "'estate' is not an option here (options: remodel)"),
    ],
)
def test_an_illegal_answer_says_why_and_changes_nothing(db, bad, reason):
    g = positioned(db, ["remodel", "estate", "copper", "copper", "copper"])
    before, events, answers = state_json(g), list(g.events), list(g.answers)
    with pytest.raises(IllegalAnswer) as info:
        g.answer(bad)
    assert info.value.reason == reason
    assert state_json(g) == before and g.events == events and g.answers == answers


def test_remodel_refuses_cards_it_does_not_offer(db):
    g = positioned(db, ["remodel", "estate", "copper", "copper", "copper"])
    g.answer("remodel")
    assert g.pending.kind is Kind.TRASH and g.pending.card == "remodel"
    with pytest.raises(IllegalAnswer, match="not an option"):
        g.answer(("gold",))
    g.answer(("estate",))
    assert g.pending.kind is Kind.GAIN
    assert max(db.cost[c] for c in g.pending.options) == 4  # Estate 2 + 2, no coins added
    with pytest.raises(IllegalAnswer, match="'gold' is not an option here"):
        g.answer(("gold",))


def test_counts_are_checked():
    d = Decision(0, Kind.DISCARD, ("copper", "copper", "estate"), 2, 2)
    assert d.check(("copper", "estate")) is None
    assert d.check(("copper", "copper")) is None
    assert "exactly 2" in d.check(("copper",))
    assert "at most 1" in d.check(("estate", "estate"))


def test_forced_choices_are_not_asked(db):
    # Moneylender with one Copper: nothing to choose, so the engine goes on to the buy phase.
    g = positioned(
        db,
        ["moneylender", "copper", "estate", "estate", "estate"],
        kingdom=("moneylender", *KINGDOM[:9]),
    )
    g.answer("moneylender")
    assert g.coins == 3 and g.trash == ["copper"]
    assert g.pending.kind is Kind.BUY


def test_undo_is_refused_after_hidden_information(db):
    g = positioned(
        db,
        ["smithy", "woodcutter", "copper", "copper", "copper"],
        deck=["gold", "silver", "estate", "copper"],
    )
    assert not g.can_undo()
    g.answer("woodcutter")  # reveals nothing: undo allowed
    assert g.can_undo()
    back = g.undo()
    assert state_json(back) == state_json(
        positioned(
            db,
            ["smithy", "woodcutter", "copper", "copper", "copper"],
            deck=["gold", "silver", "estate", "copper"],
        )
    )
    g2 = positioned(
        db,
        ["smithy", "village", "copper", "copper", "copper"],
        deck=["gold", "silver", "estate", "copper"],
    )
    g2.answer("smithy")  # draws 3 cards: hidden cards seen
    with pytest.raises(UndoError):
        g2.undo()


def test_draw_events_are_private_and_shuffles_public(db):
    g = new_game(db)
    draws = [e for e in g.events if e.kind is Ev.DRAW]
    assert draws and all(e.private_to == e.player for e in draws)
    hidden = draws[0].visible_to(1 - draws[0].player)
    assert hidden.cards == () and hidden.value == 5
    assert draws[0].visible_to(draws[0].player) == draws[0]
    assert all(e.private_to is None for e in g.events if e.kind is Ev.SHUFFLE)


def played(db, seed=5, steps=300) -> Game:
    g = new_game(db, seed=seed)
    bots = [RandomBot(seed), RandomBot(seed + 1)]
    for _ in range(steps):
        if g.pending is None:
            break
        g.answer(bots[g.pending.player].answer(g, g.pending))
    return g


def test_save_and_load_round_trip(db):
    g = played(db)
    text = save.dumps(g)
    again = save.loads(db, text)
    assert state_json(again) == state_json(g)
    assert again.answers == g.answers


@pytest.mark.parametrize(
    "mangle,message",
    [
        (lambda t: t[: len(t) // 2], "invalid JSON"),
        (lambda t: json.dumps({"hello": "world"}), "not a Dominion companion save file"),
        (lambda t: t.replace('"version": 1', '"version": 99'), "unsupported"),
        (lambda t: t.replace('"seed": 5', '"seed": 6'), "digest|not legal"),
        (lambda t: t.replace('"smithy"', '"smithee"', 1), "setup is not valid"),
    ],
)
def test_bad_save_files_give_a_clear_error(db, mangle, message):
    text = save.dumps(played(db))
    with pytest.raises(save.SaveFileError, match=message):
        save.loads(db, mangle(text))


def test_tampered_answers_are_detected(db):
    data = json.loads(save.dumps(played(db)))
    data["answers"] = data["answers"][:-1]
    with pytest.raises(save.SaveFileError, match="digest"):
        save.loads(db, json.dumps(data))


def test_state_json_shape(db):
    state = state_json(new_game(db))
    assert set(state) >= {
        "players",
        "trash",
        "supply",
        "turn",
        "active_player",
        "phase",
        "actions",
        "buys",
        "coins",
        "pending",
        "game_over",
        "winners",
        "embargo",
    }
    player = state["players"][0]
    assert set(player) >= {
        "hand",
        "deck",
        "discard",
        "in_play",
        "set_aside",
        "score",
        "turns",
        "duration",
        "mats",
    }
    assert player["score"] == 3 and player["turns"] == 1
    assert state["pending"]["kind"] == "treasures"


@pytest.mark.parametrize("b_turns,winners", [(3, (0, 1)), (2, (1,))])
def test_game_end_and_tie_break(db, b_turns, winners):
    pos = Position(
        players=(
            PlayerPosition(
                hand=("gold", "gold", "silver"),
                deck=("copper",) * 5,
                discard=("province",),
                turns=3,
            ),
            PlayerPosition(hand=("copper",) * 5, discard=("province", "province"), turns=b_turns),
        ),
        phase="buy",
        supply=(("province", 1),),
    )
    g = standard.new_game(db, Setup(("A", "B"), KINGDOM, 0, pos))
    g.answer(("gold", "gold", "silver"))
    g.answer("province")  # the last Province: the game ends after this turn
    assert g.game_over and g.pending is None and g.phase == "game_over"
    assert g.score(0) == g.score(1) == 12
    # A tie goes to the player with fewer turns; with as many turns the win is shared.
    assert g.winners == winners


def test_discarded_cards_from_hand_are_private_but_counted(db):
    g = positioned(
        db, ["cellar", "estate", "estate", "copper", "copper"], deck=["silver", "silver"]
    )
    g.answer("cellar")
    g.answer(("estate", "estate"))
    discard = [e for e in g.events if e.kind is Ev.DISCARD][-1]
    assert discard.private_to == 0 and discard.cards == ("estate", "estate")
    seen_by_other = discard.visible_to(1)
    assert seen_by_other.cards == () and seen_by_other.value == 2
