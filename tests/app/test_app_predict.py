"""AppTest: predict mode on a replay (issue 21): the link, a right and a wrong guess, the score
per scenario across reruns, practising the missed steps, and a bad `predict=` value."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from companion.ui.table import keys as table_keys
from tests.app.conftest import open_app, texts

PAGE = "companion/ui/entry/table.py"
FIRST = "example-first-turns"  # 9 moves, all the one seat's: treasures, buy, ... (see the file)


def predict_page(**params: str) -> AppTest:
    at = open_app(**params)
    at.switch_page(PAGE).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def score(at: AppTest, rid: str = FIRST):
    return at.session_state[table_keys.PREDICT_SCORES][rid]


def option(at: AppTest, label: str):
    """The predict box's button with this label."""
    found = [
        b for b in at.button if b.key and b.key.startswith("table_predict_") and b.label == label
    ]
    assert found, (label, [b.label for b in at.button if b.key and "predict" in b.key])
    return found[0]


def keys_of(at: AppTest) -> set[str]:
    return {b.key for b in at.button if b.key}


def tap(at: AppTest, label: str) -> None:
    option(at, label).click().run()
    assert not at.exception, [e.value for e in at.exception]


def test_the_link_opens_predict_mode_and_hides_the_next_move():
    at = predict_page(lang="hu", scenario=FIRST, step="0", predict="1")
    assert at.toggle(key=table_keys.PREDICT).value is True
    shown = texts(at)
    assert "0 / 9 elsőre" in shown
    assert "Találd ki a lépést:" in shown
    assert "A négy Rézpénz 4 érmét ad" not in shown  # step 1's narration waits for the guess
    assert at.button(key=table_keys.PREDICT_ALL)
    assert "table_forward" not in keys_of(at)  # no stepping past the questions
    assert at.query_params["predict"] == "1"


def test_a_right_guess_scores_and_plays_on():
    at = predict_page(lang="hu", scenario=FIRST, step="0", predict="1")
    at.button(key=table_keys.PREDICT_ALL).click().run()
    assert at.session_state[table_keys.REPLAY_STEP] == 1
    assert score(at).right == (0,)
    shown = texts(at)
    assert "✓" in shown and "1 / 9 elsőre" in shown
    assert "A négy Rézpénz 4 érmét ad" in shown  # the move's narration, once guessed
    tap(at, "Átépítés")  # buy Remodel: the rulebook's move
    assert score(at).right == (0, 1) and at.session_state[table_keys.REPLAY_STEP] == 2
    assert at.query_params["step"] == "2" and at.query_params["predict"] == "1"


def test_a_wrong_guess_shows_the_fork_then_the_rulebooks_move():
    at = predict_page(lang="hu", scenario=FIRST, step="1", predict="1")
    tap(at, "Ezüstpénz")  # the rulebook buys Remodel
    s = score(at)
    assert s.guessed == (1,) and s.right == () and s.missed == (1,)
    shown = texts(at)
    assert "✗" in shown and "Ezüstpénz" in shown
    assert "a te lépéseddel" in shown  # where the fork's position differs
    assert "A szabályfüzet lépése: Átépítés" in shown
    assert "Az Átépítés 4 érmébe kerül" in shown  # the rulebook's move with its narration
    assert "Te: vásárlás: Átépítés" not in shown  # the fork's events only, not the book's
    assert "Te: vásárlás: Ezüstpénz" in shown
    assert "0 / 9 elsőre" in shown
    assert at.session_state[table_keys.REPLAY_STEP] == 2
    at.button(key=table_keys.PREDICT_NEXT).click().run()  # „Tovább”
    assert "✗" not in texts(at) and at.button(key=table_keys.PREDICT_ALL)


def test_the_fork_shows_no_card_the_replay_never_drew():
    """Buying Copper at step 3 changes the shuffle the rulebook's hands were written for: the
    fork's clean-up draws other cards, told as a count; the book's own draws are named."""
    at = predict_page(lang="en", scenario=FIRST, step="3", predict="1")
    tap(at, "Copper")
    v = at.session_state[table_keys.PREDICT_VERDICT][1]
    assert v.verdict == "wrong"
    assert all(not e.cards for e in v.events if e.kind.value == "draw")
    hand = [c for c, k in v.fork["p1.hand"] for _i in range(k)]
    assert sorted(hand) != sorted(["estate", "silver", "copper", "copper", "remodel"])
    shown = texts(at)
    assert "You: drew 5 cards" in shown and "You · hand — your move: 5 cards;" in shown
    at = predict_page(lang="en", scenario=FIRST, step="1", predict="1")
    tap(at, "Silver")  # the same clean-up draw as the rulebook's move: left out as noise
    wrong = texts(at)
    assert "You: bought Silver" in wrong and "You: drew" not in wrong


def test_the_score_survives_a_rerun_and_is_kept_per_scenario():
    at = predict_page(lang="hu", scenario=FIRST, step="0", predict="1")
    at.button(key=table_keys.PREDICT_ALL).click().run()
    tap(at, "Ezüstpénz")
    at.run()
    assert score(at).guessed == (0, 1) and score(at).right == (0,)
    assert "1 / 9 elsőre" in texts(at)
    at.query_params["scenario"] = "example-buy-phase"
    at.query_params["step"] = "0"
    at.run()
    assert at.session_state[table_keys.REPLAY] == "example-buy-phase"
    assert FIRST in at.session_state[table_keys.PREDICT_SCORES]
    assert "example-buy-phase" not in at.session_state[table_keys.PREDICT_SCORES]
    assert "0 / " in texts(at)
    at.query_params["scenario"] = FIRST
    at.query_params["step"] = "2"
    at.run()
    assert "1 / 9 elsőre" in texts(at)


def play_through(at: AppTest, wrong: dict[int, str]) -> None:
    """Guess every step of the first-turns example: the rulebook's move, except at `wrong`."""
    book = {1: "Átépítés", 3: "Ezüstpénz", 4: "Átépítés", 5: "Birtok", 6: "Kovácsműhely",
            8: "Polgárőrség"}  # fmt: skip
    for n in range(9):
        assert at.session_state[table_keys.REPLAY_STEP] == n
        if n in wrong:
            tap(at, wrong[n])
            at.button(key=table_keys.PREDICT_NEXT).click().run()
        elif n in (0, 2, 7):
            at.button(key=table_keys.PREDICT_ALL).click().run()
        else:
            tap(at, book[n])


def test_practise_the_missed_replays_only_those():
    at = predict_page(lang="hu", scenario=FIRST, step="0", predict="1")
    play_through(at, {1: "Ezüstpénz", 8: "Ezüstpénz"})
    assert score(at).missed == (1, 8)
    shown = texts(at)
    assert "7 / 9 elsőre" in shown and "Elrontott lépések: 2., 9." in shown
    at.button(key=table_keys.PREDICT_PRACTISE).click().run()
    assert at.session_state[table_keys.REPLAY_STEP] == 1
    tap(at, "Átépítés")  # right this time
    at.button(key=table_keys.PREDICT_NEXT).click().run()
    assert at.session_state[table_keys.REPLAY_STEP] == 8  # straight to the other missed one
    tap(at, "Polgárőrség")
    at.button(key=table_keys.PREDICT_NEXT).click().run()
    shown = texts(at)
    assert "Gyakorlás: 2 / 2 elsőre" in shown
    assert "7 / 9 elsőre" in shown  # the replay's own score keeps the first guesses
    assert table_keys.PREDICT_PRACTISE not in keys_of(at)  # nothing missed in the round


def test_a_bad_predict_value_gives_a_message_and_keeps_the_replay():
    at = predict_page(lang="en", scenario=FIRST, step="3", predict="yes")
    assert "“yes” is not a predict value" in texts(at)
    assert at.session_state[table_keys.REPLAY] == FIRST
    assert at.session_state[table_keys.REPLAY_STEP] == 3
    assert at.toggle(key=table_keys.PREDICT).value is False
    assert "predict" not in at.query_params


def test_every_seat_is_guessed_in_a_scenario_with_a_pick_then_confirm():
    """Militia's victim discards two: picked, then confirmed; a scenario asks every seat."""
    at = predict_page(lang="en", scenario="militia-discard-to-three", step="0", predict="1")
    assert "0 / 2 right first time" in texts(at)
    tap(at, "Militia")
    assert at.session_state[table_keys.REPLAY_STEP] == 1
    assert at.button(key=table_keys.PREDICT_CONFIRM).label == "Confirm (0 chosen)"
    assert "Player 2 · Militia: Guess the move: which cards to discard?" in texts(at)
    at.button(key=table_keys.PREDICT_CONFIRM).click().run()  # none picked: not allowed
    assert "That move is not allowed here:" in texts(at)
    assert score(at, "militia-discard-to-three").guessed == (0,)  # not scored, no step played
    assert at.session_state[table_keys.REPLAY_STEP] == 1
    at.session_state[table_keys.of(table_keys.PREDICT_PICKS, 1)] = [1, 2]  # Duchy, Estate
    at.run()
    assert at.button(key=table_keys.PREDICT_CONFIRM).label == "Confirm (2 chosen)"
    at.button(key=table_keys.PREDICT_CONFIRM).click().run()
    assert score(at, "militia-discard-to-three").right == (0, 1)
    assert "2 / 2 right first time" in texts(at) and "The end of the replay" in texts(at)


def test_the_toggle_turns_predict_mode_on_and_off_and_the_url_follows():
    at = predict_page(lang="en", scenario=FIRST, step="2")
    assert "predict" not in at.query_params and at.button(key="table_forward")
    at.toggle(key=table_keys.PREDICT).set_value(True).run()
    assert at.query_params["predict"] == "1" and at.button(key=table_keys.PREDICT_ALL)
    assert "table_forward" not in keys_of(at)
    at.toggle(key=table_keys.PREDICT).set_value(False).run()
    assert "predict" not in at.query_params and at.button(key="table_forward")


def test_a_sample_game_asks_the_cards_bot_and_shows_the_other_seats_moves():
    from companion.ui.table.replay import replay
    from tests.app.test_app_sample_game import WITCH_1

    at = predict_page(lang="en", sample=WITCH_1, step="0", predict="1")
    rid = at.session_state[table_keys.REPLAY]
    r = replay(rid)
    witch = r.seat_names("en").index("Witch-BM")
    steps = [n for n in range(r.last) if r.seat_at(n) == witch]
    assert 0 < len(steps) < r.last
    assert f"0 / {len(steps)} right first time" in texts(at)
    other = next(n for n in range(r.last) if r.seat_at(n) != witch)
    at.session_state[table_keys.REPLAY_STEP] = other
    at.run()
    assert "BMU moves next." in texts(at)
    at.button(key=table_keys.PREDICT_NEXT).click().run()  # „Mutasd a lépést”
    assert at.session_state[table_keys.REPLAY_STEP] == other + 1
    assert rid not in at.session_state[table_keys.PREDICT_SCORES]  # shown, not scored
