"""AppTest: the table's running games in the server's store — a reload finds them, a link opened
by another session is a copy, "New game" forgets them, and the bounds say why they refuse."""

from __future__ import annotations

import json
import re

from streamlit.testing.v1 import AppTest

from companion.engine import save
from companion.table import sandbox as sandbox_module
from companion.table.live_games import LiveGameStore, encode
from companion.table.sandbox import Sandbox
from companion.ui.table import actions as act
from companion.ui.table import keys as table_keys
from tests.app.conftest import notices, open_app
from tests.app.test_app_table import DB, PAGE, game_of, table
from tests.test_table_sandbox import KINGDOM


def started() -> AppTest:
    """A solitaire game started from a recommended kingdom, and its Treasures played."""
    at = table()
    at.session_state[table_keys.TABLE_SEED] = 7
    at.button(key="table_start").click().run()
    at.button(key="table_all_treasures").click().run()
    assert not at.exception
    return at


def reload(at: AppTest) -> AppTest:
    """The same URL in a new session (a page reload, or the link opened elsewhere)."""
    key = at.query_params["game"]
    again = open_app(lang="en", game=key[0] if isinstance(key, list) else key)
    again.switch_page(PAGE).run()
    assert not again.exception
    return again


def link_key(at: AppTest) -> str:
    key = at.query_params["game"]
    return key[0] if isinstance(key, list) else key


def test_a_reload_right_after_the_start_finds_the_game():
    at = started()
    mine = game_of(at)
    assert len(mine.answers) == 1
    again = reload(at)
    found = game_of(again)
    assert (found.setup, found.answers) == (mine.setup, mine.answers)
    assert again.button(key="table_buy_nothing")  # the same decision: the buy phase


def test_the_start_writes_the_key_to_the_url_itself(monkeypatch):
    """In the browser a tap reruns only the table's fragment, not the page's link sync: the
    start callback must write the key itself."""
    monkeypatch.setattr(act, "sync_game_link", lambda: None)
    at = table()
    at.button(key="table_start").click().run()
    key = link_key(at)
    assert key == at.session_state[table_keys.GAME_TOKEN]
    assert LiveGameStore().get(key) is not None


def test_every_change_is_written_back_for_the_reload():
    at = started()
    at.button(key="table_buy_nothing").click().run()
    stored = LiveGameStore().get(link_key(at))
    assert stored is not None and stored.answers == game_of(at).answers
    assert len(stored.answers) == 2


def test_new_game_forgets_the_game_and_its_link():
    at = started()
    key = link_key(at)
    at.button(key="table_leave").click().run()
    assert "game" not in at.query_params and key not in LiveGameStore().recent_keys()
    again = open_app(lang="en", game=key)
    again.switch_page(PAGE).run()
    assert table_keys.TABLE_GAME not in again.session_state
    assert "The game of this link is no longer kept. Start a new one here." in notices(
        again, "info"
    )


def test_a_link_opened_by_another_session_is_its_own_copy():
    owner = started()
    key = link_key(owner)
    visitor = reload(owner)
    theirs, mine = game_of(visitor), game_of(owner)
    assert theirs is not mine and theirs.answers == mine.answers
    visitor_key = link_key(visitor)
    assert visitor_key != key and visitor.session_state[table_keys.GAME_TOKEN] == visitor_key
    visitor.button(key="table_buy_nothing").click().run()
    assert len(game_of(visitor).answers) == 2
    assert len(game_of(owner).answers) == 1  # the owner's game did not move
    assert len(LiveGameStore().get(key).answers) == 1
    visitor.button(key="table_leave").click().run()
    assert key in LiveGameStore().recent_keys() and visitor_key not in LiveGameStore().recent_keys()
    owner.button(key="table_buy_nothing").click().run()  # the owner plays on
    assert len(reload(owner).session_state[table_keys.TABLE_GAME].answers) == 2


def test_a_restart_keeps_the_games_of_the_data_folder():
    """The store is a file: a new store object (a restarted server) finds what an old one kept."""
    sb = Sandbox.new(KINGDOM, [], 0, 11)
    sb.play(DB, sb.game(DB).pending.options)
    LiveGameStore().put("kept-before-restart", sb)
    at = open_app(lang="en", game="kept-before-restart")
    at.switch_page(PAGE).run()
    assert encode(game_of(at)) == encode(sb)


def test_a_saved_game_over_the_answer_cap_is_refused_with_a_message():
    from companion.table.saves import GameStore

    data = json.loads(Sandbox.new(KINGDOM, [], 0, 3).save_text(DB))
    data["answers"] = [["copper"]] * (save.MAX_ANSWERS + 1)
    GameStore().save("Too long", json.dumps(data))
    at = table()
    at.session_state[table_keys.TABLE_SAVES] = True
    at.run()
    (resume,) = [b.key for b in at.button if b.key and b.key.startswith("table_resume_")]
    at.button(key=resume).click().run()
    assert notices(at) == [
        "This file cannot be loaded: the game has 20,001 answers, more than the 20,000 a game "
        "may have. The game on the table stays as it was."
    ]
    assert table_keys.TABLE_GAME not in at.session_state


def test_a_game_at_the_answer_cap_says_so(monkeypatch):
    monkeypatch.setattr(sandbox_module, "MAX_ANSWERS", 1)
    at = started()
    at.button(key="table_buy_nothing").click().run()
    assert [re.sub(r"\s+", " ", w) for w in notices(at, "warning")] == [
        "this game has reached the limit of 1 answers"
    ]
    assert len(game_of(at).answers) == 1


def test_a_store_that_cannot_be_used_is_said_once_and_the_game_goes_on(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_TABLE_DB", str(tmp_path))  # a folder is in the way
    at = table()
    at.button(key="table_start").click().run()
    warned = notices(at, "warning")
    assert len(warned) == 1 and "a reload of the page will not find it" in warned[0]
    at.button(key="table_all_treasures").click().run()
    assert not at.exception and not notices(at, "warning")
    assert len(game_of(at).answers) == 1
    visitor = open_app(lang="en", game=link_key(at))
    visitor.switch_page(PAGE).run()
    assert not visitor.exception and len(notices(visitor, "warning")) == 1
    assert not notices(visitor, "info") and table_keys.TABLE_GAME not in visitor.session_state
