"""Pass-and-play below the UI: people's names, the cover between people, each person's own
view only, and undo that never crosses into another person's answers."""

from __future__ import annotations

import random

import pytest

from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.game import UndoError
from companion.engine.save import dumps, loads
from companion.engine.setup import PlayerPosition, Position, Setup
from companion.table.live_games import decode, encode
from companion.table.model import board
from companion.table.sandbox import (
    BadName,
    OtherPerson,
    Sandbox,
    check_names,
    seat_bot,
)

CAT = load()
DB = CardDB(CAT)
KINGDOM = (
    "cellar",
    "haven",
    "moat",
    "village",
    "smithy",
    "militia",
    "market",
    "native_village",
    "witch",
    "laboratory",
)


def people(players: list[str]) -> tuple[int, ...]:
    return tuple(i for i, n in enumerate(players) if n[0].isupper())


def person_answer(sb: Sandbox) -> None:
    """The person holding the phone answers as a random player would."""
    g = sb.game(DB)
    assert g.pending is not None and g.pending.player == sb.human
    bot = seat_bot(sb.setup, sb.human, len(sb.answers), "random", CAT)
    sb.play(DB, bot.answer(g, g.pending))


def others_hidden(sb: Sandbox) -> None:
    """What the holder's screen shows: their own board and log, nobody else's hidden cards."""
    seat = sb.viewer(DB, CAT)
    assert seat == sb.human
    b = board(CAT, sb.game(DB), seat)
    for s in b.seats:
        if s.index != seat:
            for zone in (s.hand, s.haven, s.native_village):
                assert all(t.hidden for t in zone), (s.index, zone)
    assert b.decision is None or b.deciding == seat


@pytest.mark.parametrize(
    ("players", "seed"),
    [
        (["Anna", "Béla"], 1),
        (["Anna", "bigmoney", "Béla"], 2),
        (["witch-bm", "Anna", "Béla", "Cili"], 3),
        (["Anna", "Béla", "Cili", "Dóra"], 4),
    ],
)
def test_a_random_game_never_shows_a_person_another_persons_hidden_cards(players, seed):
    sb = Sandbox.pass_and_play(KINGDOM, players, people(players), seed, CAT)
    rng = random.Random(seed)
    covers = undos = 0
    for _ in range(900):
        sb.run_bots(DB, CAT)
        if sb.game(DB).pending is None:
            break
        nxt = sb.covered(DB, CAT)
        if nxt is not None:
            covers += 1
            sb.hand_over(nxt)  # "It's me, show"
            try_undo(sb)  # the new holder's undo right away: never into the other's moves
        others_hidden(sb)
        if rng.random() < 0.15:
            undos += try_undo(sb)
            continue
        person_answer(sb)
    assert covers > 10 and undos > 0


def try_undo(sb: Sandbox) -> int:
    """Undo once; whatever it takes back is the holder's own or a bot's, never another
    person's, and it refuses when another person decided last."""
    g = sb.game(DB)
    before = list(g.deciders)
    people_after = [d for d in before if d in sb.people]
    other_last = bool(people_after) and people_after[-1] != sb.human
    try:
        sb.undo(DB, CAT)
    except OtherPerson:
        assert other_last
        return 0
    except UndoError:
        assert not other_last  # refused for the person, not only for what was drawn
        return 0
    gone = before[len(sb.game(DB).deciders) :]
    assert gone and gone[0] == sb.human
    assert all(d == sb.human or d not in sb.people for d in gone)
    return 1


def test_militia_covers_for_the_attacked_person_and_undo_keeps_their_discard():
    """Anna plays Militia: the phone goes to Béla to discard (his hand only he sees), then
    back to Anna, whose undo would take back his discard: refused."""
    deck = ("copper",) * 10
    anna = PlayerPosition(hand=("militia", "copper"), deck=deck)
    bela = PlayerPosition(hand=("silver", "copper", "copper", "estate", "estate"), deck=deck)
    setup = Setup(("Anna", "Béla"), KINGDOM, 1, Position((anna, bela)))
    sb = Sandbox(setup, 0, people=(0, 1))
    sb.play(DB, ("militia",))
    assert sb.covered(DB, CAT) == 1  # Béla discards: Anna's screen is covered first
    sb.hand_over(1)
    others_hidden(sb)
    assert board(CAT, sb.game(DB), 1).decision.kind.value == "discard"
    sb.play(DB, ("estate", "estate"))
    assert sb.covered(DB, CAT) == 0
    sb.hand_over(0)
    with pytest.raises(OtherPerson):
        sb.undo(DB, CAT)
    assert sb.answers == [("militia",), ("estate", "estate")]


def test_undo_stops_at_the_other_persons_turn():
    sb = Sandbox.pass_and_play(KINGDOM, ["Anna", "Béla"], (0, 1), 5, CAT)
    while sb.game(DB).pending.player == 0:
        person_answer(sb)
    assert sb.covered(DB, CAT) == 1  # Béla decides: Anna's screen is covered
    with pytest.raises(OtherPerson):  # Béla has made no move yet: Anna's turn is not his
        sb.hand_over(1) or sb.undo(DB, CAT)
    person_answer(sb)
    sb.undo(DB, CAT)  # his own first answer comes back
    assert sb.game(DB).deciders[-1] == 0


def test_the_holder_follows_the_decider_only_by_handing_over():
    sb = Sandbox.pass_and_play(KINGDOM, ["Anna", "Béla"], (0, 1), 6, CAT)
    assert sb.pass_play and sb.human == 0 and sb.covered(DB, CAT) == 0  # Anna says it is her
    sb.hand_over(0)
    assert sb.covered(DB, CAT) is None
    while sb.game(DB).pending.player == 0:
        person_answer(sb)
    assert sb.covered(DB, CAT) == 1 and sb.human == 0
    with pytest.raises(ValueError):
        sb.hand_over(5)
    sb.hand_over(1)
    assert sb.covered(DB, CAT) is None and sb.viewer(DB, CAT) == 1


@pytest.mark.parametrize(
    ("names", "kind"),
    [
        (["Anna", ""], "empty"),
        (["Anna", "x" * 21], "long"),
        (["Anna", "bigmoney"], "bot"),
        (["Anna", "smithy-bm"], "bot"),
        (["Anna", "You"], "bot"),
        (["Anna", "anna"], "twice"),
        (["P2", "Anna"], "reserved"),
    ],
)
def test_names_that_cannot_be_a_persons_are_refused_with_the_reason(names, kind):
    with pytest.raises(BadName) as refused:
        check_names(names, CAT)
    assert refused.value.kind == kind
    check_names(["Anna", "Béla"], CAT)


def test_a_seat_that_is_neither_a_person_nor_a_bot_is_refused():
    with pytest.raises(BadName):  # a person may not take a bot's name
        Sandbox.pass_and_play(KINGDOM, ["Anna", "smithy-bm"], (0, 1), 1, CAT)
    with pytest.raises(ValueError, match="neither"):
        Sandbox.pass_and_play(KINGDOM, ["Anna", "Béla", "Cili"], (0, 1), 1, CAT)


def test_a_save_resumes_as_pass_and_play_covered_for_the_decider_and_a_kept_game_as_it_was():
    sb = Sandbox.pass_and_play(KINGDOM, ["Anna", "bigmoney", "Béla"], (0, 2), 7, CAT)
    while sb.game(DB).pending.player != 2:
        if sb.covered(DB, CAT) is not None:
            sb.hand_over(sb.covered(DB, CAT))
        if not sb.run_bots(DB, CAT):
            person_answer(sb)
    back = Sandbox.from_game(loads(DB, dumps(sb.game(DB))), CAT)
    assert back.people == (0, 2) and back.answers == sb.answers
    assert back.covered(DB, CAT) == 2  # whoever resumes it: Béla must say it is him first
    kept = decode(encode(sb))
    assert (kept.people, kept.human, kept.answers) == (sb.people, sb.human, sb.answers)


def test_a_continued_replay_with_default_names_stays_one_persons_game():
    sb = Sandbox.new(KINGDOM, [], 0, 1)
    sb.setup = Setup(players=("P1", "P2"), kingdom=KINGDOM, seed=1)
    sb._game = None
    back = Sandbox.from_game(loads(DB, dumps(sb.game(DB))), CAT)
    assert back.people == () and not back.pass_play
