"""What happens next: each Duration's predicted effect against what the engine does at the
start of the owner's next turn (the oracle), privacy for other viewers, and the line in hu/en."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

from companion.engine.decisions import Answer, Kind
from companion.engine.events import Ev
from companion.engine.game import Game, PlayerPosition, Position, Setup
from companion.engine.player_view import HIDDEN
from companion.engine.standard import STANDARD, new_game
from companion.i18n import translator
from companion.table.next_turn import (
    EXTRA_TURN_CARD,
    Effect,
    NextTurn,
    Plus,
    next_turn,
    next_turn_line,
    next_turn_lines,
)
from companion.table.replay import load_replay, replays

KINGDOM = (
    "wharf",
    "tactician",
    "caravan",
    "merchant_ship",
    "fishing_village",
    "lighthouse",
    "haven",
    "outpost",
    "throne_room",
    "militia",
)
DECK = ("silver", "gold", "estate", "duchy", "copper", "silver", "gold", "estate", "copper")
DURATIONS = ("wharf", "tactician", "caravan", "merchant_ship", "fishing_village", "lighthouse")


@dataclass(frozen=True)
class Observed:
    """What the engine did at the start of a seat's next turn."""

    cards: tuple[str, ...]  # the Duration events, in order
    plus: Plus  # cards drawn, and the counters above a normal turn's 1 Action, 1 Buy, 0 coins
    to_hand: tuple[str, ...]  # cards put into the hand (Haven)
    extra_turn: bool
    hand_before: int  # the hand the Clean-up drew, before any Duration effect


def passing(game: Game) -> Answer:
    """Do as little as possible: the empty answer, or the first options asked for."""
    d = game.pending
    assert d is not None
    return () if d.min == 0 else d.options[: d.min]


def following(answers: Iterator[Answer]) -> Callable[[Game], Answer]:
    """Answer with these answers in turn (a replay's own; StopIteration when they run out)."""
    return lambda _game: next(answers)


def observe(game: Game, seat: int, feed: Callable[[Game], Answer]) -> Observed:
    """Answer until `seat`'s next turn has started (its first decision is pending), and read
    from the events and counters what its start did."""
    start = len(game.events)
    while True:
        turn_at = next(
            (
                i
                for i in range(start, len(game.events))
                if game.events[i].kind is Ev.TURN_START and game.events[i].player == seat
            ),
            None,
        )
        if turn_at is not None and game.pending is not None:
            break
        assert game.pending is not None, "the game ended before the seat's next turn"
        game.answer(feed(game))
    events = game.events[turn_at:]
    end = next(i for i, e in enumerate(events) if e.kind is Ev.PHASE)
    opening = events[:end]
    drawn = sum(len(e.cards) for e in opening if e.kind is Ev.DRAW and e.player == seat)
    to_hand = tuple(c for e in opening if e.kind is Ev.PUT_IN_HAND for c in e.cards)
    p = game.players[seat]
    return Observed(
        cards=tuple(c for e in opening if e.kind is Ev.DURATION for c in e.cards),
        plus=Plus(drawn, game.actions - 1, game.buys - 1, game.coins),
        to_hand=to_hand,
        extra_turn=events[0].where == "extra",
        hand_before=len(p.hand) - drawn - len(to_hand),
    )


def assert_predicted(nt: NextTurn, seen: Observed, cleanup_draw: int = 5) -> None:
    assert tuple(e.card for e in nt.effects) == seen.cards
    assert nt.total == seen.plus
    assert tuple(c for e in nt.effects for c in e.to_hand) == seen.to_hand
    assert nt.extra_turn == seen.extra_turn
    assert (nt.cleanup_draw or 5) == seen.hand_before == cleanup_draw


def game_with(
    db, hand: tuple[str, ...], p2_hand: tuple[str, ...] = ("5*copper",), deck: tuple[str, ...] = ()
) -> Game:
    def cards(items: tuple[str, ...]) -> tuple[str, ...]:
        out: list[str] = []
        for item in items:
            n, star, card = item.partition("*")
            out += [card] * int(n) if star else [item]
        return tuple(out)

    pos = Position(
        players=(
            PlayerPosition(hand=cards(hand), deck=deck + DECK * 2, turns=3),
            PlayerPosition(hand=cards(p2_hand), deck=DECK * 2, turns=3),
        )
    )
    return new_game(db, Setup(("You", "P2"), KINGDOM, 1, pos))


def play(game: Game, *answers: Answer) -> Game:
    for a in answers:
        game.answer(a)
    return game


@pytest.mark.parametrize("card", DURATIONS)
def test_each_duration_gives_what_the_engine_gives_next_turn(db, card):
    game = play(game_with(db, (card, "copper", "estate", "silver")), (card,))
    nt = next_turn(game, 0)
    assert [e.card for e in nt.effects] == [card]
    assert nt.total == Plus(*db[card].next_turn) and nt.total  # every one gives something
    assert_predicted(nt, observe(game, 0, passing))


@pytest.mark.parametrize("card", DURATIONS)
def test_a_throne_roomed_duration_gives_it_twice_or_as_the_engine_says(db, card):
    # Throne Room's choice is forced: the Duration is the only Action left in hand.
    game = play(game_with(db, ("throne_room", card, "copper", "estate")), ("throne_room",))
    nt = next_turn(game, 0)
    assert len(nt.effects) == (1 if card == "tactician" else 2)  # the second play: empty hand
    assert_predicted(nt, observe(game, 0, passing))


def test_haven_puts_its_card_into_the_hand_and_hides_it_from_the_others(db):
    game = play(game_with(db, ("haven", "gold", "copper", "estate")), ("haven",), ("gold",))
    nt = next_turn(game, 0)
    assert nt.effects == (Effect("haven", Plus(), ("gold",)),)
    other = next_turn(game, 0, viewer=1)
    assert other.effects == (Effect("haven", Plus(), (HIDDEN,)),)
    assert_predicted(nt, observe(game, 0, passing))


def test_haven_with_throne_room_sets_two_cards_aside(db):
    game = play(
        game_with(db, ("throne_room", "haven", "gold", "silver")),
        ("throne_room",),  # Haven is the only Action: forced
        ("gold",),
        ("silver",),  # Haven draws a card first, so the second play has a choice again
    )
    nt = next_turn(game, 0)
    assert [e.to_hand for e in nt.effects] == [("gold",), ("silver",)]
    assert_predicted(nt, observe(game, 0, passing))


def test_outpost_gives_the_extra_turn_and_a_three_card_clean_up(db):
    game = play(
        game_with(db, ("fishing_village", "merchant_ship", "outpost", "copper")),
        ("fishing_village",),
        ("merchant_ship",),
        ("outpost",),
    )
    nt = next_turn(game, 0)
    assert nt.extra_turn and nt.cleanup_draw == 3
    assert [e.card for e in nt.effects if e.extra_turn] == [EXTRA_TURN_CARD]
    assert next_turn(game, 1).extra_turn is False  # the other seat gets no extra turn
    assert_predicted(nt, observe(game, 0, passing), cleanup_draw=3)


def test_outpost_on_the_extra_turn_gives_no_third_turn(db):
    # The extra turn's Clean-up-drawn hand holds a second Outpost.
    game = game_with(db, ("outpost", "copper"), deck=("outpost", "silver", "gold"))
    play(game, ("outpost",), (), ())
    assert game.extra_turn and game.active == 0  # the extra turn has started
    assert game.pending is not None and game.pending.kind is Kind.ACTION
    game.answer(("outpost",))
    nt = next_turn(game, 0)
    assert not nt.extra_turn and EXTRA_TURN_CARD not in [e.card for e in nt.effects]
    seen = observe(game, 0, passing)
    assert not seen.extra_turn


def test_only_the_first_outpost_of_a_turn_stays(db):
    game = play(
        game_with(db, ("fishing_village", "outpost", "outpost", "copper")),
        ("fishing_village",),
        ("outpost",),
        ("outpost",),
    )
    nt = next_turn(game, 0)
    assert [e.card for e in nt.effects].count("outpost") == 1
    assert_predicted(nt, observe(game, 0, passing), cleanup_draw=3)


def test_lighthouse_protects_until_the_next_turn(db):
    game = play(game_with(db, ("lighthouse", "copper"), ("militia", "5*copper")), ("lighthouse",))
    assert next_turn(game, 0).protected
    while game.active == 0:  # pass to the second player's turn
        game.answer(passing(game))
    assert next_turn(game, 0).protected
    game.answer(("militia",))
    unaffected = [e for e in game.events if e.kind is Ev.UNAFFECTED]
    assert [(e.player, e.cards) for e in unaffected] == [(0, ("lighthouse",))]
    assert not next_turn(game_with(db, ("copper",)), 0).protected


def test_the_start_hooks_are_the_ones_next_turn_knows():
    # A new start-of-turn hook must be taught to next_turn (its payload goes to the hand).
    assert set(STANDARD.at_start) == {"haven"}


def _seaside_replays(cat) -> list[str]:
    return [i.id for i in replays(cat) if any(cat.cards[c].set == "seaside-1e" for c in i.cards)]


def test_every_seaside_replay_step_predicts_the_other_seats_next_turn(cat, db):
    checked = 0
    for replay_id in _seaside_replays(cat):
        replay = load_replay(replay_id, db)
        answers = replay.answers_at(replay.last)
        for n in range(replay.last):
            for seat in range(len(replay.setup.players)):
                game = replay.game_at(n)  # a new game per seat: observing plays it on
                if seat == game.active or game.pending is None:
                    continue
                nt = next_turn(game, seat)
                try:
                    seen = observe(game, seat, following(iter(answers[n:])))
                except (StopIteration, AssertionError):
                    continue  # the replay ends before that turn starts
                assert tuple(e.card for e in nt.effects) == seen.cards, replay_id
                assert tuple(c for e in nt.effects for c in e.to_hand) == seen.to_hand
                p = nt.total
                assert Plus(0, p.actions, p.buys, p.coins) == Plus(
                    0, seen.plus.actions, seen.plus.buys, seen.plus.coins
                ), (replay_id, n, seat)
                assert seen.plus.cards <= p.cards, (replay_id, n, seat)
                checked += 1 if nt.effects else 0
    assert checked >= 10  # steps where a Duration was due (most replays are one turn)


def test_native_village_mat_is_the_owners_only(cat, db):
    game = play(game_with(db, ("native_village", "copper")), ("native_village",), ("set_aside",))
    assert next_turn(game, 0).native_village == ("silver",)  # the deck's top card
    theirs = next_turn(game, 0, viewer=1)
    assert theirs.native_village == (HIDDEN,)
    assert next_turn_lines(translator("hu"), cat, theirs) == [
        "Bennszülött Falu-tábla: 1 képpel lefelé fordított lap"
    ]


def test_embargo_tokens_and_island_are_public(cat, db):
    pos = Position(
        players=(
            PlayerPosition(hand=("copper",), deck=DECK, island=("island", "province")),
            PlayerPosition(hand=("copper",), deck=DECK),
        ),
        embargo=(("province", 2), ("duchy", 1)),
    )
    game = new_game(db, Setup(("You", "P2"), (*KINGDOM[:9], "island"), 1, pos))
    other = next_turn(game, 0, viewer=1)
    assert other.island == ("island", "province")
    assert other.embargo == (("duchy", 1), ("province", 2))
    assert next_turn_lines(translator("en"), cat, other) == [
        "Island mat: Island, Province",
        "Embargo tokens (buying from the pile gains a Curse per token): Duchy: 1, Province: 2",
    ]
    assert next_turn_lines(translator("hu"), cat, other)[0] == "Sziget-tábla: Sziget, Tartomány"


def test_the_line_in_both_languages(cat, db):
    game = play(
        game_with(db, ("throne_room", "wharf", "haven", "gold", "copper", "village")),
        ("throne_room",),
        ("wharf",),
    )
    nt = next_turn(game, 0)
    en = next_turn_line(translator("en"), cat, nt, ["You", "Player 2"])
    assert en == "Next turn · You: Wharf ×2: +4 Cards, +2 Buys"
    hu = next_turn_line(translator("hu"), cat, nt, ["Te", "2. játékos"])
    assert hu == "Következő kör · Te: Rakpart ×2: +4 lap, +2 vásárlás"


def test_haven_outpost_and_lighthouse_in_words(cat, db):
    game = play(
        game_with(db, ("fishing_village", "lighthouse", "haven", "outpost", "gold")),
        ("fishing_village",),
        ("lighthouse",),
        ("haven",),
        ("gold",),
        ("outpost",),
    )
    en, hu = translator("en"), translator("hu")
    mine = next_turn_lines(en, cat, next_turn(game, 0))
    assert mine == [
        "Fishing Village: +1 Action, +1 Coin",
        "Lighthouse: +1 Coin",
        "Haven: Gold goes into the hand",
        "Outpost: an extra turn right after this one (this Clean-up draws only 3 cards)",
        "Lighthouse: Attacks have no effect until then",
        "In all: +1 Action, +2 Coins",
    ]
    theirs = next_turn_lines(hu, cat, next_turn(game, 0, viewer=1))
    assert theirs[2] == "Rév: az 1 képpel lefelé fordított lap a kézbe kerül"
    assert "Előörs" in theirs[3] and "Arany" not in " ".join(theirs)
    assert next_turn_line(en, cat, next_turn(game, 1), ["You", "Player 2"]) == (
        "Next turn · Player 2: nothing pending"
    )
