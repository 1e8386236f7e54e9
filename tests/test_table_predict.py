"""Predict mode: every replay's own moves pass the position judge at every step, wrong moves
are refused with a fork that differs, equivalent moves count as right, the score, the words."""

from __future__ import annotations

import random

import pytest

from companion.catalogue.model import Text
from companion.engine.game import PlayerPosition, Position, Setup
from companion.engine.standard import new_game
from companion.i18n import translator
from companion.table.predict import (
    EXACT,
    ILLEGAL,
    SAME_CHOICE,
    SAME_POSITION,
    WRONG,
    Score,
    candidates,
    changes_between,
    choices,
    compare,
    fork,
    judge,
    new_score,
    position,
    predict_steps,
    question,
)
from companion.table.predict_words import missed_words, score_words, verdict_lines
from companion.table.replay import Move, Replay, ReplayInfo, load_replay, replays


@pytest.fixture(scope="module")
def every(db) -> dict[str, Replay]:
    return {i.id: load_replay(i.id, db) for i in replays()}


def test_every_replay_is_listed_and_has_steps_to_guess(every):
    assert len(every) == len(replays()) > 100
    assert all(predict_steps(r) == tuple(range(r.last)) for r in every.values())


def test_the_rulebooks_own_move_passes_the_position_judge_at_every_step(every, db):
    steps = 0
    for replay_id, r in every.items():
        for n in predict_steps(r):
            q = question(r, n)
            assert q is not None and q.decision.why(q.book) is None, (replay_id, n)
            assert judge(r, db, n, q.book).verdict == EXACT
            # Not only the shortcut: played on a fork, it reaches the replay's next position.
            v = compare(r, db, n, q.book)
            assert v.verdict == SAME_POSITION and v.differ == (), (replay_id, n, v.differ)
            assert v.book_changes == tuple(r.changes(n + 1))  # the replay's own changes
            steps += 1
    assert steps == sum(r.last for r in every.values()) > 300


def test_a_sample_of_wrong_moves_is_refused_with_a_fork_that_differs(every, db, cat):
    rng = random.Random(21)
    wrong = right = 0
    for replay_id, r in every.items():
        for n in predict_steps(r):
            q = question(r, n)
            assert q is not None
            others = [a for a in candidates(q.decision) if sorted(a) != sorted(q.book)]
            for guess in rng.sample(others, min(2, len(others))):
                v = judge(r, db, n, guess)
                assert v.verdict in (WRONG, SAME_POSITION), (replay_id, n, guess)
                # The oracle: fresh games, the guess and the book's move, compared by position
                # (a wrong guess mid-card may show only once the card is done).
                game = fork(r, db, n)
                game.answer(guess)
                differs = position(game) != position(r.game_at(n + 1))
                assert (v.verdict == WRONG) == bool(v.differ) == (v.fork != v.after)
                if differs:
                    assert v.verdict == WRONG, (replay_id, n, guess)
                elif v.verdict == WRONG:
                    assert game.pending is not None and game.pending.card is not None
                if v.verdict == WRONG:
                    wrong += 1
                    lines = verdict_lines(translator("hu"), cat, v, r.seat_names("hu"), q.seat)
                    assert len(lines) > 1 and all(lines)
                else:
                    right += 1
    assert wrong > 300


def test_an_illegal_guess_is_refused_with_the_engines_reason(every, db, cat):
    r = every["example-first-turns"]
    v = judge(r, db, 1, ("gold", "gold"))
    assert v.verdict == ILLEGAL and not v.right and v.events == ()
    lines = verdict_lines(translator("en"), cat, v, r.seat_names("en"), 0)
    assert lines == ["That move is not allowed here:", "choose 0 to 1, not 2"]


def test_the_same_cards_in_another_order_count_as_right(every, db):
    r, n = next(
        (r, n)
        for r in every.values()
        for n in predict_steps(r)
        if len(set(question(r, n).book)) > 1 and not question(r, n).decision.ordered
    )
    book = question(r, n).book
    v = judge(r, db, n, tuple(reversed(book)))
    assert v.verdict == SAME_CHOICE and v.right
    # ... and they reach the same position on the fork too (in play and hand are multisets).
    assert compare(r, db, n, tuple(reversed(book))).verdict == SAME_POSITION


def _replay(db, position_: Position, kingdom: tuple[str, ...], moves: list[str]) -> Replay:
    info = ReplayInfo("test", Text("t", "t"), None, False)
    setup = Setup(("You", "P2"), kingdom, 3, position_)
    return Replay(info, setup, [Move(m) for m in moves], db)


def test_another_answer_with_the_same_position_counts_as_right(db):
    # Militia against a hand of 3 with Moat: revealing Moat or not leaves the same position
    # (nothing is discarded either way), though the log differs.
    pos = Position(
        players=(
            PlayerPosition(hand=("militia", "copper"), deck=("copper",) * 5),
            PlayerPosition(hand=("moat", "copper", "estate"), deck=("copper",) * 5),
        )
    )
    r = _replay(db, pos, ("militia", "moat"), ["play militia", "reveal moat"])
    q = question(r, 1)
    assert q is not None and q.seat == 1 and q.book == ("moat",)
    v = judge(r, db, 1, ())
    assert v.verdict == SAME_POSITION and v.right and v.events  # the fork did play on
    # The learner's seat: each seat guesses only its own decisions.
    assert predict_steps(r, 0) == (0,) and predict_steps(r, 1) == (1,)


def test_not_revealing_moat_is_wrong_though_the_next_question_looks_alike(every, db, cat):
    # Witch's Attack: after the second player's reveal the third player is asked, in either
    # case; only once Witch is done does the Curse show the difference.
    r = every["moat-witch-everyone-reveals"]
    q = question(r, 1)
    assert q.decision.card == "moat" and q.book == ("moat",)
    game = fork(r, db, 1)
    game.answer(())
    assert position(game) == position(r.game_at(2))  # the same, for now
    v = judge(r, db, 1, ())
    assert v.verdict == WRONG and "supply.curse" in v.differ
    en = verdict_lines(translator("en"), cat, v, r.seat_names("en"), 1)
    assert any("gained Curse" in line for line in en)


def test_a_wrong_guess_is_told_as_the_viewer_may_see_it(every, db, cat):
    # The fork's Witch draws for player 1: only player 1 reads the cards; player 2's discard
    # pile is the decider's own, to player 1 only its size and face-up top card.
    r = every["moat-witch-everyone-reveals"]
    v = judge(r, db, 1, ())
    en = translator("en")
    names = r.seat_names("en")
    attacker, decider = verdict_lines(en, cat, v, names, 0), verdict_lines(en, cat, v, names, 1)
    assert "Player 1: drew Silver, Gold" in attacker and "Player 1: drew 2 cards" in decider
    assert "Player 2 · discard pile — your move: Curse; the rulebook's: none" in decider
    pile = "Player 2 · discard pile — your move: 1 card, top: Curse; the rulebook's: none"
    assert pile in attacker


def test_a_different_card_order_on_the_deck_is_wrong(every, db):
    # Where the order matters (cards put onto the deck), another order is another position.
    found = 0
    for replay_id, r in every.items():
        for n in predict_steps(r):
            q = question(r, n)
            if q.decision.ordered and len(set(q.book)) > 1:
                v = judge(r, db, n, tuple(reversed(q.book)))
                assert v.verdict == WRONG, replay_id
                assert any(k.endswith(".deck") for k in v.differ)
                found += 1
    assert found >= 1


def test_choices_and_candidates(every):
    r = every["example-first-turns"]
    buy = question(r, 1).decision
    assert choices(buy) == [(o,) for o in buy.options] + [()]
    treasures = question(r, 0).decision  # four Coppers: 0 to 4 of them
    assert candidates(treasures) == [("copper",) * k for k in range(5)]
    assert len(candidates(buy, limit=3)) == 3


def test_changes_between_is_the_replays_change_list(every):
    for r in list(every.values())[:20]:
        for n in range(1, r.last + 1):
            assert list(changes_between(r.state_at(n - 1), r.state_at(n))) == r.changes(n)


def test_the_score_counts_the_first_guess_and_lists_the_missed_steps(every):
    r = every["example-first-turns"]
    score = new_score(r)
    assert score == Score("example-first-turns", 9)
    score = score.record(0, True).record(1, False).record(1, True).record(4, False)
    assert score.guessed == (0, 1, 4) and score.right == (0,) and score.missed == (1, 4)
    hu, en = translator("hu"), translator("en")
    assert score_words(hu, score) == "1 / 9 elsőre"
    assert score_words(en, score) == "1 / 9 right first time"
    assert missed_words(en, score) == "Missed: steps 2, 5"
    assert missed_words(hu, score) == "Elrontott lépések: 2., 5."
    assert missed_words(en, Score("x", 2, (0,), (0,))) == "No step missed."


def test_a_wrong_guess_in_words_both_languages(every, db, cat):
    r = every["example-first-turns"]
    v = judge(r, db, 1, ("silver",))
    assert v.verdict == WRONG and not v.right
    en = verdict_lines(translator("en"), cat, v, r.seat_names("en"), 0)
    assert en[:3] == [
        "Not this time. Your move would lead elsewhere:",
        "You: bought Silver",
        "You: gained Silver",
    ]
    assert "Silver pile in the Supply — your move: 39; the rulebook's: 40" in en
    hu = verdict_lines(translator("hu"), cat, v, r.seat_names("hu"), 0)
    assert "Ezüstpénz-pakli a készletben — a te lépéseddel: 39; a szabályfüzetével: 40" in hu


def test_a_bot_game_with_every_kind_of_choice_passes_the_judge(db):
    # A 3-player game of random bots over a kingdom that asks every kind of question
    # (Throne Room, Library, Chapel, Ghost Ship's ordered topdeck, Navigator's order, ...).
    from companion.bots.registry import make_bot

    kingdom = ("throne_room", "library", "chapel", "ghost_ship", "navigator", "haven",
               "militia", "moat", "ambassador", "lookout")  # fmt: skip
    game = new_game(db, Setup(("random",) * 3, kingdom, 7))
    bots = [make_bot("random", seed=7 + i) for i in range(3)]
    while game.pending is not None and len(game.answers) < 120:
        game.answer(bots[game.pending.player].answer(game, game.pending))
    info = ReplayInfo("bots", Text("b", "b"), None, False)
    r = Replay(info, game.setup, [Move(a) for a in game.answers], db)
    rng = random.Random(3)
    kinds = set()
    for n in predict_steps(r):
        q = question(r, n)
        kinds.add(q.decision.kind)
        assert compare(r, db, n, q.book).verdict == SAME_POSITION, n
        others = [a for a in candidates(q.decision, 30) if sorted(a) != sorted(q.book)]
        for guess in rng.sample(others, min(1, len(others))):
            v = judge(r, db, n, guess)
            assert v.verdict in (WRONG, SAME_POSITION) and (v.verdict == WRONG) == bool(v.differ)
    assert len(kinds) >= 6
