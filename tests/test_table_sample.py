"""A kingdom insight's sample game as a table replay: the same game step by step, its move
lines, its seats and title, the turn jumps, and the id that names it (good and bad)."""

from __future__ import annotations

import pytest

from companion.catalogue.model import Text
from companion.engine.moves import parse_move
from companion.engine.standard import new_game
from companion.engine.view import state_json
from companion.kingdom import Kingdom, encode
from companion.sim.insight import InsightSpec, sample_game
from companion.table import sample as sample_module
from companion.table.replay import load_replay, replays
from companion.table.sample import (
    BadSample,
    SampleRef,
    bot_name,
    is_sample,
    kingdom_sample_id,
    parse_sample,
    sample_id,
    sample_replay,
)
from tests.test_sim_insight import KINGDOM

CODE = encode(Kingdom(KINGDOM))
CARDS = Kingdom(KINGDOM).cards  # in the code's order


@pytest.fixture(scope="module")
def witch(cat, db):
    """Game 2 of Witch-BM against BMU, and its replay."""
    ref = parse_sample(sample_id(CODE, "witch", 2))
    return sample_game(InsightSpec(KINGDOM), "witch", 1), sample_replay(ref, db, cat)


def test_the_replay_is_the_simulated_game_answer_by_answer(witch, db):
    sample, r = witch
    assert r.last == len(sample.answers) > 50
    assert r.answers_at(r.last) == sample.answers
    assert r.state_at(r.last) == state_json(sample.replay())
    assert r.state_at(0) == state_json(new_game(db, sample.setup))
    assert r.game_at(r.last).pending is None


def test_each_move_line_parses_back_to_its_answer(witch, db):
    sample, r = witch
    game = new_game(db, sample.setup)
    for step, answer in zip(r.steps[1:], sample.answers, strict=True):
        assert parse_move(step.move, game.pending) == answer
        game.answer(answer)
    assert r.steps[0].move == ""


def test_seats_title_and_narration_in_both_languages(witch, cat):
    sample, r = witch
    assert sample.setup.players[sample.bot_seat] == "witch-bm"
    assert r.seats[sample.bot_seat] == Text("Witch-BM", "Boszorkány-BM")
    assert r.seats[1 - sample.bot_seat] == Text("BMU", "BMU")
    assert r.info.title == Text(
        "Witch-BM – BMU: sample game 2", "Boszorkány-BM – BMU: 2.\u00a0mintajátszma"
    )
    assert r.info.id == f"{CODE}~witch~2" and not r.info.example
    start = r.steps[0].narration
    assert start is not None and f"seat {sample.bot_seat + 1}" in start("en")
    assert f"Boszorkány-BM helye: {sample.bot_seat + 1}" in start("hu")
    end = r.steps[-1].narration
    game = sample.replay()
    scores = {seat: game.score(seat) for seat in range(2)}
    assert end == Text(
        "The game is over. "
        + ", ".join(f"{r.seats[s].en}: {scores[s]} VP" for s in range(2))
        + ".",
        "A játéknak vége. "
        + ", ".join(f"{r.seats[s].hu}: {scores[s]} pont" for s in range(2))
        + ".",
    )
    assert all(step.narration is None for step in r.steps[1:-1])
    assert bot_name(cat, "laboratory") == Text("Laboratory-BM", "Laboratórium-BM")


def test_a_game_stopped_by_the_turn_cap_says_so(monkeypatch, cat, db):
    full = sample_game(InsightSpec(KINGDOM), "smithy", 0)
    cut = type(full)(full.setup, full.answers[:30], full.bot_seat, False)
    monkeypatch.setattr(sample_module, "sample_game", lambda spec, card, index: cut)
    r = sample_replay(parse_sample(sample_id(CODE, "smithy", 1)), db, cat)
    end = r.steps[-1].narration
    assert r.last == 30 and end is not None
    assert end("en").startswith("The turn cap stopped the game here. Smithy-BM: ")
    assert end("hu").startswith("A körkorlát itt leállította a játékot. ")


def test_a_game_stopped_as_stuck_says_so(monkeypatch, cat, db):
    full = sample_game(InsightSpec(KINGDOM), "smithy", 0)
    cut = type(full)(full.setup, full.answers[:30], full.bot_seat, False, stuck=True)
    monkeypatch.setattr(sample_module, "sample_game", lambda spec, card, index: cut)
    r = sample_replay(parse_sample(sample_id(CODE, "smithy", 1)), db, cat)
    end = r.steps[-1].narration
    assert end is not None
    assert end("en").startswith("The game got stuck here: no player could ever gain a card")
    assert end("hu").startswith("A játék itt elakadt: ")


def test_turn_jumps_land_on_the_first_step_of_a_turn(witch):
    _sample, r = witch
    turn = [r.state_at(n)["turn"] for n in range(r.last + 1)]
    starts = [n for n in range(r.last + 1) if n == 0 or turn[n] != turn[n - 1]]
    assert r.turns == len(starts) == turn[-1] and starts[:2] == [0, starts[1]]
    assert r.turn_step(0, 1) == starts[1] and turn[starts[1]] == 2
    assert r.turn_step(0, -1) == 0  # before the first turn: the first step
    assert r.turn_step(starts[5] + 1, -1) == starts[4]  # mid-turn: the previous turn's start
    assert r.turn_step(starts[5], -1) == starts[4]
    assert r.turn_step(starts[5], 0) == starts[5] == r.turn_step(starts[5] + 1, 0)
    assert r.turn_step(starts[-1], 1) == r.last  # past the last turn: the last step
    with pytest.raises(IndexError):
        r.turn_step(r.last + 1, 1)


def test_a_scenario_is_one_turn_or_more_by_the_same_rule(db):
    r = load_replay("example-first-turns", db)
    assert r.turns == len({r.state_at(n)["turn"] for n in range(r.last + 1)}) > 1
    assert [s("hu") for s in r.seats] == ["Te"] and [s("en") for s in r.seats] == ["You"]


def test_ids_round_trip_and_scenario_ids_never_look_like_samples(cat):
    wanted = kingdom_sample_id(reversed(KINGDOM), "chapel", 7)  # any order of the cards
    assert wanted == f"{CODE}~chapel~7" and is_sample(wanted)
    assert parse_sample(wanted) == SampleRef(CODE, CARDS, "chapel", 7)
    assert parse_sample(wanted).spec == InsightSpec(CARDS)
    assert parse_sample(wanted).spec.key == InsightSpec(KINGDOM).key
    assert not any(is_sample(info.id) for info in replays(cat, "en"))


@pytest.mark.parametrize(
    ("text", "reason", "value"),
    [
        ("", "form", ""),
        ("witch", "form", "witch"),
        (f"{CODE}~witch", "form", f"{CODE}~witch"),
        (f"{CODE}~witch~1~2", "form", f"{CODE}~witch~1~2"),
        (f"{CODE}~witch~" + "1" * 300, "form", f"{CODE}~witch~" + "1" * 300),
        ("K1zzz~witch~1", "code", "K1zzz"),
        ("X~witch~1", "code", "X"),
        (f"{CODE[:-1]}~witch~1", "code", CODE[:-1]),
        ("~witch~1", "code", ""),
        (f"{CODE}~bazaar~1", "card", "bazaar"),  # a card, but not of this kingdom
        (f"{CODE}~copper~1", "card", "copper"),
        (f"{CODE}~WITCH~1", "card", "WITCH"),
        (f"{CODE}~~1", "card", ""),
        (f"{CODE}~witch~0", "number", "0"),
        (f"{CODE}~witch~100001", "number", "100001"),
        (f"{CODE}~witch~-1", "number", "-1"),
        (f"{CODE}~witch~1.5", "number", "1.5"),
        (f"{CODE}~witch~x", "number", "x"),
        (f"{CODE}~witch~", "number", ""),
        (f"{CODE}~witch~١", "number", "١"),  # an Arabic-Indic digit
    ],
)
def test_bad_ids_say_which_part_cannot_be_used(text, reason, value):
    with pytest.raises(BadSample) as err:
        parse_sample(text)
    assert (err.value.reason, err.value.value) == (reason, value)
    assert len(str(err.value)) < 200


@pytest.mark.parametrize(("card", "number"), [("witch", 1), ("cellar", 100_000), ("festival", 42)])
def test_good_ids(card, number):
    ref = parse_sample(sample_id(CODE, card, number))
    assert (ref.card, ref.number, ref.cards) == (card, number, CARDS)
    assert ref.id == f"{CODE}~{card}~{number}"


def test_each_step_is_shown_from_the_seat_to_move(witch):
    _sample, r = witch
    for n in (0, 1, 2, r.last // 2, r.last):
        game = r.game_at(n)
        to_move = game.pending.player if game.pending is not None else game.active
        assert r.seat_at(n) == to_move
    assert {r.seat_at(n) for n in range(r.last + 1)} == {0, 1}
    with pytest.raises(IndexError):
        r.seat_at(r.last + 1)


def test_a_step_names_only_the_cards_its_seat_may_see(witch, cat):
    """A step whose answer ends a turn draws the next hand of the player who just played,
    while it is shown from the next player's seat: the log counts that hand, never names it;
    the seat's own drawn cards are named."""
    from companion.engine.events import Ev
    from companion.i18n import translator
    from companion.table.log import cards_text, step_lines

    _sample, r = witch
    _ = translator("en")
    names = r.seat_names("en")
    others = own = 0
    for n in range(1, r.last + 1):
        seat = r.seat_at(n)
        said = step_lines(_, cat, r, n, seat, lambda i: names[i])
        for e in r.events(n):
            if e.kind is not Ev.DRAW or not e.cards:
                continue
            named = f"{names[e.player]}: drew {cards_text(cat, 'en', e.cards)}"
            counted = f"{names[e.player]}: drew {len(e.cards)} card" + "s" * (len(e.cards) > 1)
            if e.player == seat:
                own += 1
                assert named in said
            else:
                others += 1
                assert counted in said and named not in said
    assert others > 10 and own > 0  # own: Witch and Moat draw for the seat that plays them


def test_the_board_kept_for_a_step_is_the_replayed_games(witch, cat):
    """A sample game's board per step (kept, no replay), the finished last one too."""
    from companion.table.model import board

    _, r = witch
    for n in (0, 1, r.last // 2, r.last - 1, r.last):
        assert r.board_at(cat, n) == board(cat, r.game_at(n), r.seat_at(n)), n
    assert r.board_at(cat, r.last).game_over
