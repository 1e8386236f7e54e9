"""AppTest: the table that coaches (issue #21, parts 0, 2, 3) — a refusal as a toast, the
piles you can buy marked, undo anyway alone against bots, a bot's hint with its reason, the
bots' reasons in the log, and what the next turn brings after a Wharf."""

from __future__ import annotations

import re

from streamlit.testing.v1 import AppTest

from companion import DATA_DIR
from companion.catalogue import load
from companion.engine.decisions import Kind
from companion.engine.game import Setup
from companion.engine.moves import parse_move
from companion.engine.scenario import parse
from companion.i18n import translator
from companion.table.hint import move_reasons, suggest
from companion.table.sandbox import NotUndoable, Sandbox
from companion.ui.table import keys
from tests.app.conftest import scrolled_to, texts
from tests.app.test_app_table import DB, game_of, table
from tests.test_table_sandbox import KINGDOM

CAT = load()


def plain(markdown: str) -> str:
    """A text as read on the screen (Markdown escapes undone)."""
    return re.sub(r"\\(.)", r"\1", markdown)


def to_buy(at: AppTest) -> AppTest:
    """Play all Treasures: the person is buying now."""
    at.button(key=keys.TABLE_ALL_TREASURES).click().run()
    pending = game_of(at).game(DB).pending
    assert pending is not None and pending.kind is Kind.BUY
    return at


def test_a_refused_tap_is_a_toast_not_a_notice_at_the_top():
    at = to_buy(table(sandbox=Sandbox.new(KINGDOM, [], 0, 3)))
    coins = game_of(at).game(DB).coins
    at.button(key="table_pile_province").click().run()
    said = f"You cannot afford it: it costs 8, you have {coins}."
    assert [plain(t.value) for t in at.toast] == [said]
    assert not [w for w in at.warning if said in str(w.value)]  # not at the top of the page


def test_the_piles_you_can_buy_are_marked_and_the_numbers_sit_above_them():
    at = to_buy(table(sandbox=Sandbox.new(KINGDOM, [], 0, 3)))
    game = game_of(at).game(DB)
    assert game.pending is not None
    can = set(game.pending.options)
    piles = {b.key.removeprefix(keys.PILE): b for b in at.button if b.key.startswith(keys.PILE)}
    assert can and set(piles) - can  # some piles can be bought, some cannot
    for card, button in piles.items():
        assert button.label.startswith("✓ ") == (card in can), card
    dimmed = {
        c.key.removeprefix(keys.NOT_NOW)
        for c in at.get("flex_container")
        if (c.key or "").startswith(keys.NOT_NOW)
    }
    assert dimmed == set(piles) - can  # the others are dimmed and say "not now"
    assert "not now" in texts(at)
    numbers = f"Actions: {game.actions} · Buys: {game.buys} · Coins: {game.coins}"
    assert f"**Supply** · {numbers}" in [plain(m.value) for m in at.markdown]


def test_playing_the_treasures_brings_the_piles_and_the_coins_into_view():
    """An ordinary turn is two taps (all Treasures, a pile) and no scroll: after the first,
    the page itself scrolls to the Supply with the turn's numbers; a refused pile does not."""
    at = to_buy(table(sandbox=Sandbox.new(KINGDOM, [], 0, 3)))
    assert scrolled_to(at) == keys.TABLE_BUY_STATUS
    at.button(key="table_pile_province").click().run()  # refused: stay where you are
    assert scrolled_to(at) is None


def test_a_buy_that_ended_the_turn_can_be_undone_anyway_alone_and_the_log_says_so():
    at = to_buy(table(sandbox=Sandbox.new(KINGDOM, ["bigmoney"], 0, 3)))
    before = list(game_of(at).answers)
    at.button(key="table_pile_copper").click().run()
    assert game_of(at).game(DB).players[0].turns == 2  # the next hand is dealt
    assert scrolled_to(at) == keys.TABLE_STATUS  # and shown
    at.button(key=keys.TABLE_UNDO).click().run()
    assert "This cannot be taken back: it showed hidden cards." in plain(at.toast[0].value)
    assert len(game_of(at).answers) > len(before)  # refused by the rule
    at.button(key=keys.TABLE_UNDO_FORCE).click().run()
    assert game_of(at).answers == before
    assert game_of(at).forced == [1]
    assert "Taken back anyway after hidden cards were seen, in your turn 1." in texts(at)
    assert not [b for b in at.button if b.key == keys.TABLE_UNDO_FORCE]  # used up


def test_with_another_person_the_strict_rule_stays():
    sb = Sandbox(Setup(("you", "anna"), KINGDOM, 3), 0)
    sb.play(DB, sb.game(DB).pending.options)  # Treasures
    sb.play(DB, ("copper",))  # the turn ends, the next hands are dealt
    at = table(sandbox=sb)
    at.button(key=keys.TABLE_UNDO).click().run()
    assert "This cannot be taken back: it showed hidden cards." in plain(at.toast[0].value)
    assert not [b for b in at.button if b.key == keys.TABLE_UNDO_FORCE]
    try:
        game_of(at).undo(DB, CAT, force=True)
    except NotUndoable:
        pass
    else:
        raise AssertionError("undo anyway crossed into another person's game")


def test_a_hint_says_the_bots_move_and_its_rule_in_hungarian():
    at = to_buy(table("hu", sandbox=Sandbox.new(KINGDOM, [], 0, 5)))
    at.selectbox(key=keys.TABLE_HINT_BOT).set_value("bigmoney").run()
    at.button(key=keys.TABLE_HINT_BUTTON).click().run()
    _ = translator("hu")
    expected = suggest(_, game_of(at), DB, CAT, "bigmoney")
    assert expected is not None
    assert [plain(i.value) for i in at.info] == [expected.words.text(_)]
    assert expected.words.text(_).startswith("A Big Money ")
    at.button(key="table_buy_nothing").click().run()
    assert not at.info  # the hint belonged to the position before


def test_the_log_shows_why_each_bot_moved():
    sb = Sandbox.new(KINGDOM, ["bigmoney"], 0, 8)
    at = to_buy(table(sandbox=sb))
    at.button(key="table_buy_nothing").click().run()  # the bot plays its turn
    at.toggle(key=keys.TABLE_REASONS).set_value(True).run()
    _ = translator("en")
    reasons = move_reasons(_, game_of(at), DB, CAT)
    assert reasons
    shown = texts(at)
    for why in reasons.values():
        assert f"why: {why}" in shown
    cached = at.session_state[keys.TABLE_REASONS_CACHE]
    assert cached[1] == reasons


def wharf_game() -> Sandbox:
    path = next(DATA_DIR.glob("scenarios/*/wharf-next-turn.toml"))
    sc = parse(path.read_text(encoding="utf-8"), path.name)
    sb = Sandbox(sc.setup, 0)
    pending = sb.game(DB).pending
    assert pending is not None
    sb.answers.append(parse_move(sc.steps[0].move, pending))  # play wharf
    return sb


def test_the_next_turn_line_after_a_wharf():
    at = table("en", sandbox=wharf_game())
    assert "Next turn · You: Wharf: +2 Cards, +1 Buy" in texts(at).splitlines()
    at = table("hu", sandbox=wharf_game())
    assert "Következő kör · Te: Rakpart: +2 lap, +1 vásárlás" in texts(at).splitlines()


def test_two_saves_cannot_share_a_name():
    at = table(sandbox=Sandbox.new(KINGDOM, [], 0, 12))
    at.session_state[keys.TABLE_SAVES] = True
    at.run()
    for _round in range(2):
        at.text_input(key=keys.TABLE_SAVE_NAME).input("Kedd").run()
        at.button(key=keys.TABLE_SAVE).click().run()
    assert "A saved game is already called “Kedd”: choose another name." in texts(at)
    assert len([b for b in at.button if b.key.startswith(keys.RESUME)]) == 1
    at.button(key=next(b.key for b in at.button if b.key.startswith(keys.RESUME))).click().run()
    assert scrolled_to(at) == keys.TABLE_STATUS  # "Resume" goes to the table
