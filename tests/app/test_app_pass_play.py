"""AppTest: pass-and-play (the start form's seats and names, the cover between people, each
person's own hand, undo within one's own moves) and the guided first game (its start, hints on,
a prompt at each new kind of decision with its rulebook link)."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.decisions import Kind
from companion.table.guided import first_game_kingdom
from companion.table.sandbox import Sandbox
from companion.ui.table import keys
from tests.app.conftest import texts
from tests.app.test_app_table import game_of, table

DB = CardDB(load())


def people_form(at: AppTest, names: list[str], seed: int = 3) -> AppTest:
    at.session_state[keys.TABLE_WHO] = "people"
    at.session_state[keys.TABLE_SOURCE] = "recommended"
    at.session_state[keys.TABLE_RECOMMENDED] = "first_game"
    at.session_state[keys.TABLE_SEED] = seed
    at.run()
    at.session_state[keys.PP_SEATS] = len(names)
    at.run()
    for i, name in enumerate(names):
        if name in ("bigmoney", "random"):
            at.selectbox(key=keys.of(keys.PP_KIND, i)).set_value(name)
        else:
            at.selectbox(key=keys.of(keys.PP_KIND, i)).set_value("person")
            at.run()
            at.text_input(key=keys.of(keys.PP_NAME, i)).set_value(name)
        at.run()
    return at


def hand_buttons(at: AppTest) -> list[str]:
    return [b.key for b in at.button if b.key and b.key.startswith("table_hand_")]


def end_turn(at: AppTest) -> None:
    """The holder's turn to its end: all Treasures, buy nothing."""
    while game_of(at).game(DB).pending.player == game_of(at).human:
        kind = game_of(at).game(DB).pending.kind
        if kind is Kind.TREASURES:
            at.button(key=keys.TABLE_ALL_TREASURES).click().run()
        else:
            at.button(key=keys.TABLE_BUY_NOTHING).click().run()
        assert not at.exception


def test_two_people_and_a_bot_pass_the_phone_with_a_cover_in_hungarian():
    at = people_form(table("hu"), ["Anna", "bigmoney", "Béla"])
    at.button(key=keys.PP_START).click().run()
    sb = game_of(at)
    assert sb.setup.players == ("Anna", "bigmoney", "Béla") and sb.people == (0, 2)
    # the very first turn is covered too: whoever started the game may not be Anna
    assert at.subheader[0].value == "Add át a telefont Annának" and not hand_buttons(at)
    at.button(key=keys.PP_SHOW).click().run()
    assert "Anna" in texts(at) and hand_buttons(at)
    end_turn(at)
    # Big Money played at once; Béla decides: the table is covered
    assert at.subheader[0].value == "Add át a telefont Bélának"
    assert not hand_buttons(at) and not [b for b in at.button if b.key == keys.TABLE_UNDO]
    at.button(key=keys.PP_SHOW).click().run()
    assert game_of(at).human == 2 and hand_buttons(at)
    at.button(key=keys.TABLE_UNDO).click().run()  # Béla has no move yet: Anna's are not his
    assert "Csak a saját lépéseidet vonhatod vissza" in texts(at)
    end_turn(at)
    assert at.subheader[0].value == "Add át a telefont Annának"


def test_names_that_cannot_be_used_are_refused_and_nothing_starts():
    at = people_form(table("en"), ["Anna", "bigmoney"])
    at.button(key=keys.PP_START).click().run()
    assert keys.TABLE_GAME not in at.session_state
    assert "Pass and play needs two people or more" in texts(at)
    at = people_form(table("en"), ["Anna", "Big Money"])
    at.text_input(key=keys.of(keys.PP_NAME, 1)).set_value("smithy-bm").run()
    at.button(key=keys.PP_START).click().run()
    assert keys.TABLE_GAME not in at.session_state
    assert "smithy-bm is a bot's name; give the person in seat 2 another name." in texts(at)


def test_a_kept_pass_and_play_game_comes_back_covered_for_the_one_to_decide():
    sb = Sandbox.pass_and_play(first_game_kingdom(load()), ["Anna", "Béla"], (0, 1), 4, load())
    g = sb.game(DB)
    while g.pending.player == 0:
        sb.play(DB, () if g.pending.kind is not Kind.TREASURES else g.pending.options)
    at = table("en", sb)
    assert at.subheader[0].value == "Pass the phone to Béla"
    assert at.button(key=keys.PP_SHOW).label == "I am Béla, show"


def test_the_guided_game_starts_with_hints_on_and_prompts_each_new_kind_once():
    at = table("hu")
    at.session_state[keys.TABLE_WHO] = "guided"
    at.run()
    at.button(key=keys.GUIDED_START).click().run()
    sb = game_of(at)
    assert set(sb.setup.kingdom) == set(first_game_kingdom(load()))
    assert sb.setup.players == ("you", "bigmoney") and at.session_state[keys.HINTS_ON] is True
    assert sb.setup.seed != 0 and f"Kezdőérték: {sb.setup.seed}" in texts(at)
    first = at.info[0].value
    assert first.startswith("A vásárlási fázisod") and "/rules?chapter=buy&lang=hu" in first
    at.button(key=keys.TABLE_ALL_TREASURES).click().run()
    assert at.info[0].value == first  # the same decision kind: the same prompt stays
    at.button(key=keys.TABLE_BUY_NOTHING).click().run()
    assert not [i for i in at.info if "A vásárlási fázisod" in i.value]  # once only
    assert at.session_state[keys.GUIDED]["seen"] == ["buy"]


def test_a_game_of_another_kind_clears_the_guided_hints():
    at = table("en")
    at.session_state[keys.HINTS_ON] = True
    at.session_state[keys.TABLE_SOURCE] = "recommended"
    at.session_state[keys.TABLE_RECOMMENDED] = "first_game"
    at.run()
    at.button(key=keys.TABLE_START).click().run()
    assert keys.HINTS_ON not in at.session_state and not at.info


def test_a_saved_pass_and_play_game_resumes_covered_and_the_cover_can_leave():
    sb = Sandbox.pass_and_play(first_game_kingdom(load()), ["Anna", "Béla"], (0, 1), 8, load())
    sb.hand_over(0)  # Anna has said it is her
    sb.play(DB, sb.game(DB).pending.options)  # Anna's Treasures: still her turn
    at = table("hu", sb)
    at.session_state[keys.TABLE_SAVES] = True
    at.run()
    at.text_input(key=keys.TABLE_SAVE_NAME).input("Kedd este").run()
    at.button(key=keys.TABLE_SAVE).click().run()
    (resume,) = [b.key for b in at.button if b.key and b.key.startswith(keys.RESUME)]
    at.button(key=keys.TABLE_LEAVE).click().run()
    at.button(key=resume).click().run()
    back = game_of(at)
    assert (back.people, back.answers) == ((0, 1), sb.answers)
    assert at.subheader[0].value == "Add át a telefont Annának" and not hand_buttons(at)
    at.button(key=keys.PP_LEAVE).click().run()  # put away unseen: the start form again
    assert keys.TABLE_GAME not in at.session_state
    assert at.button(key=keys.TABLE_START) is not None


def test_the_guided_game_shows_the_bots_hint_without_a_tap():
    """Hints on (the guided game): each of your decisions comes with Big Money Ultimate's
    move and its rule, the same sentence the "Hint" button gives."""
    from companion.i18n import translator
    from companion.table.hint import suggest

    at = table("hu")
    at.session_state[keys.TABLE_WHO] = "guided"
    at.run()
    at.button(key=keys.GUIDED_START).click().run()
    sb = game_of(at)
    said = suggest(translator("hu"), sb, DB, load(), "bmu")
    assert said is not None
    assert said.words.text(translator("hu")) in texts(at)
    at.button(key=keys.TABLE_ALL_TREASURES).click().run()
    sb = game_of(at)
    again = suggest(translator("hu"), sb, DB, load(), "bmu")
    assert again is not None and again.words.text(translator("hu")) in texts(at)
