"""AppTest: the table page — starting a game, a panel for every decision kind, bots, undo/redo,
save files (good and bad)."""

from __future__ import annotations

import json
import re

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from companion import DATA_DIR
from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.decisions import Kind
from companion.engine.moves import parse_move
from companion.engine.scenario import parse
from companion.engine.standard import new_game
from companion.table.sandbox import Sandbox, load_save
from companion.ui.common import state
from companion.ui.table import keys as table_keys
from tests.app.conftest import open_app, texts
from tests.test_table_sandbox import KINGDOM

PAGE = "companion/ui/entry/table.py"
DB = CardDB(load())


def table(lang: str = "en", sandbox: Sandbox | None = None) -> AppTest:
    """The table page, optionally with a game already on it."""
    at = open_app(lang=lang)
    if sandbox is not None:
        at.session_state[table_keys.TABLE_GAME] = sandbox
    at.switch_page(PAGE).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def sandbox_at(scenario: str, kind: Kind) -> Sandbox:
    """The scenario's game at its first decision of this kind, with the decider as "you"."""
    path = next(DATA_DIR.glob(f"scenarios/*/{scenario}.toml"))
    sc = parse(path.read_text(encoding="utf-8"), path.name)
    sb = Sandbox(sc.setup, 0)
    for step in sc.steps:
        pending = sb.game(DB).pending
        assert pending is not None
        if pending.kind is kind:
            break
        sb.answers.append(parse_move(step.move, pending))
    pending = sb.game(DB).pending
    assert pending is not None and pending.kind is kind, (scenario, kind, pending)
    sb.human = pending.player
    return sb


def game_of(at: AppTest) -> Sandbox:
    sb = at.session_state[table_keys.TABLE_GAME]
    assert isinstance(sb, Sandbox)
    return sb


def test_start_a_solitaire_game_from_a_recommended_kingdom():
    at = table("hu")
    assert at.title[0].value == "Gyakorlóasztal"
    at.session_state[table_keys.TABLE_SOURCE] = "recommended"
    at.session_state[table_keys.TABLE_RECOMMENDED] = load().recommended[0].id
    at.session_state[table_keys.TABLE_SEED] = 42
    at.button(key="table_start").click().run()
    sb = game_of(at)
    assert sb.setup.seed == 42 and sb.setup.players == ("you",)
    assert set(sb.setup.kingdom) == set(load().recommended[0].cards)
    shown = texts(at)
    assert "1.\u00a0kör · Te" in shown and "Kezdőérték: 42" in shown
    hand = [b.key for b in at.button if b.key and b.key.startswith("table_hand_")]
    assert set(hand) <= {"table_hand_copper", "table_hand_estate"} and hand


def test_same_seed_same_deal_and_a_typed_code():
    code = "K1AUaka_wBBwMDe10"
    deals = []
    for _ in range(2):
        at = table()
        at.session_state[table_keys.TABLE_SOURCE] = "code"
        at.session_state[table_keys.TABLE_CODE] = code
        at.session_state[table_keys.TABLE_SEED] = 7
        at.button(key="table_start").click().run()
        deals.append(game_of(at).game(DB).players[0].hand)
    assert deals[0] == deals[1]


def test_a_bad_code_gives_a_message_and_no_game():
    at = table()
    at.session_state[table_keys.TABLE_SOURCE] = "code"
    at.session_state[table_keys.TABLE_CODE] = "nonsense"
    at.button(key="table_start").click().run()
    assert table_keys.TABLE_GAME not in at.session_state
    assert "That kingdom code cannot be read" in texts(at)


# kind, scenario, the widget to tap (with picks set first), the answer expected
PANELS = [
    (Kind.ACTION, "smithy-draw-three", {}, "table_hand_smithy", ("smithy",)),
    (Kind.TREASURES, "example-buy-phase", {}, "table_all_treasures", None),
    (Kind.BUY, "curse-buy-for-zero", {}, "table_pile_curse", ("curse",)),
    (Kind.DISCARD, "cellar-discard-then-draw", {"multi": [0]}, "table_confirm", None),
    (Kind.TRASH, "chapel-trash-other-chapel", {"multi": [0, 1]}, "table_confirm", None),
    (Kind.GAIN, "feast-gain-up-to-five", {}, "table_opt_0", None),
    (Kind.TOPDECK, "bureaucrat-silver-and-victory-on-deck", {}, "table_opt_0", None),
    (Kind.SET_ASIDE, "haven-face-down", {}, "table_opt_0", None),
    (Kind.REVEAL, "moat-witch-everyone-reveals", {}, "table_opt_0", ("moat",)),
    (Kind.RETURN, "ambassador-short-pile", {"multi": [0]}, "table_confirm", None),
    (Kind.CHOOSE, "spy-everyone-reveals", {}, "table_opt_0", None),
    (Kind.ORDER, "navigator-order", {"order": True}, "table_ord_confirm", None),
    (Kind.PLAY, "throne_room-throne_room", {}, "table_opt_0", None),
]


@pytest.mark.parametrize(("kind", "scenario", "picks", "tap", "expected"), PANELS)
def test_every_decision_kind_has_a_panel_that_answers(kind, scenario, picks, tap, expected):
    sb = sandbox_at(scenario, kind)
    decision = sb.game(DB).pending
    assert decision is not None
    before = len(sb.answers)
    at = table(sandbox=sb)
    if "multi" in picks:
        key = f"table_multi_{decision.kind}_{len(decision.options)}"
        at.session_state[key] = picks["multi"]
        want = tuple(decision.options[i] for i in picks["multi"])
    elif "order" in picks:
        for i in reversed(range(len(decision.options))):
            at.button(key=f"table_ord_{i}").click().run()
        want = tuple(reversed(decision.options))
    elif tap == "table_all_treasures":
        want = decision.options
    elif tap == "table_opt_0":
        want = (decision.options[0],)
    else:
        want = expected
    at.button(key=tap).click().run()
    assert not at.exception
    after = game_of(at)
    assert len(after.answers) == before + 1, texts(at)
    assert after.answers[before] == want


def test_several_picks_keep_to_min_and_max():
    sb = sandbox_at("militia-discard-to-three", Kind.DISCARD)
    decision = sb.game(DB).pending
    assert decision is not None and decision.min == decision.max == 2
    before = list(sb.answers)  # taken now: the page's game is this very object
    at = table(sandbox=sb)
    at.session_state[f"table_multi_{decision.kind}_{len(decision.options)}"] = [0]
    at.button(key="table_confirm").click().run()
    assert "Choose exactly 2." in texts(at)
    assert game_of(at).answers == before  # the refused pick sent nothing


def test_a_card_that_cannot_be_played_or_bought_says_why():
    sb = Sandbox.new(KINGDOM, [], 0, 3)
    at = table(sandbox=sb)
    pending = game_of(at).game(DB).pending
    assert pending is not None and pending.kind is Kind.TREASURES
    at.button(key="table_pile_province").click().run()
    assert "It costs 8; you have 0 so far: play your Treasures first." in texts(at)
    at.button(key="table_all_treasures").click().run()
    coins = game_of(at).game(DB).coins
    at.button(key="table_pile_province").click().run()
    assert f"You cannot afford it: it costs 8, you have {coins}." in texts(at)
    at.button(key="table_buy_nothing").click().run()
    assert game_of(at).game(DB).turn == 2


def test_bots_play_at_once_or_step_by_step_and_their_hands_stay_hidden():
    at = table()
    at.session_state[table_keys.TABLE_SOURCE] = "random"
    at.session_state[table_keys.TABLE_BOTS] = 1
    at.session_state[table_keys.TABLE_SEAT] = 1
    at.run()
    at.button(key="table_start").click().run()
    sb = game_of(at)
    assert sb.setup.players == ("you", "bigmoney")
    at.button(key="table_all_treasures").click().run()
    at.button(key="table_buy_nothing").click().run()
    g = game_of(at).game(DB)
    assert g.pending is not None and g.pending.player == 0 and g.turn == 3  # the bot played
    log = texts(at)
    assert "Turn 1: Big Money (seat 2)" in log  # the bot's own first turn (the table's 2nd)
    assert "Turn 2: Big Money (seat 2)" not in log
    assert "Big Money (seat 2): drew 5 cards" in log  # a count, never the bot's cards
    # step by step: the bot's turn waits for taps
    at.session_state[table_keys.TABLE_BOT_MODE] = "watch"
    at.run()
    at.button(key="table_all_treasures").click().run()
    at.button(key="table_buy_nothing").click().run()
    g = game_of(at).game(DB)
    assert g.pending is not None and g.pending.player == 1
    n = len(game_of(at).answers)
    at.button(key="table_bot_step").click().run()
    assert len(game_of(at).answers) == n + 1  # one bot answer per tap
    assert game_of(at).game(DB).pending.player == 1  # and the bot's turn goes on
    at.button(key="table_bots_all").click().run()
    g = game_of(at).game(DB)
    assert g.pending is not None and g.pending.player == 0


def test_undo_redo_and_a_refused_undo_says_what_was_revealed():
    sb = Sandbox.new(KINGDOM, [], 0, 5)
    at = table(sandbox=sb)
    at.button(key="table_all_treasures").click().run()
    played = list(game_of(at).answers)
    at.button(key="table_undo").click().run()
    assert game_of(at).answers == []
    at.button(key="table_redo").click().run()
    assert game_of(at).answers == played
    at.button(key="table_buy_nothing").click().run()  # clean-up draws a new hand
    at.button(key="table_undo").click().run()
    shown = texts(at)
    assert "This cannot be taken back: it showed hidden cards." in shown
    hand = game_of(at).game(DB).players[0].hand
    assert "You: drew" in shown and load().cards[hand[0]].name("en") in shown
    at.button(key="table_restart").click().run()
    assert game_of(at).answers == []


def test_the_save_file_offered_for_download_loads_back(monkeypatch):
    """The bytes the page hands to the download button are a save file of the game shown."""
    offered: list[tuple[object, str]] = []
    real = st.download_button

    def capture(label, data, *args, **kwargs):
        offered.append((data, kwargs.get("file_name", "")))
        return real(label, data, *args, **kwargs)

    monkeypatch.setattr(st, "download_button", capture)
    sb = Sandbox.new(KINGDOM, ["bigmoney"], 0, 11)
    sb.play(DB, sb.game(DB).pending.options)
    answers = list(sb.answers)
    at = table(sandbox=sb)
    assert at.get("download_button")[0].proto.url
    assert len(offered) == 1
    data, name = offered[0]
    assert isinstance(data, str) and name == "dominion-game.json"
    back = load_save(DB, load(), data.encode("utf-8"))
    assert back.setup == sb.setup and back.answers == answers and back.human == 0


def replay_page(**params: str) -> AppTest:
    at = open_app(**params)
    at.switch_page(PAGE).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_a_link_opens_that_step_and_the_url_follows_the_stepping():
    at = replay_page(lang="hu", scenario="example-first-turns", step="3")
    assert at.session_state[table_keys.REPLAY_STEP] == 3
    shown = texts(at)
    assert "3.\u00a0lépés / 9" in shown and "Te: kijátszás: Rézpénz ×3" in shown
    assert "Te · kéz: 5 → 2" in shown  # what changed
    at.button(key="table_forward").click().run()
    assert at.query_params["step"] == "4" and at.query_params["scenario"] == "example-first-turns"
    at.button(key="table_first").click().run()
    assert at.query_params["step"] == "0"
    assert "A kiinduló helyzet" in texts(at)
    at.button(key="table_last").click().run()
    assert at.query_params["step"] == "9"
    assert "✗" not in texts(at) and "✓" in texts(at)


@pytest.mark.parametrize(
    ("lang", "cited"),
    [("hu", "Dominion (1.\u00a0kiadás), 2.\u00a0oldal"), ("en", "Dominion (1st edition), p. 2")],
)
def test_a_replay_step_cites_the_rulebook_page_in_the_page_language(lang, cited):
    at = replay_page(lang=lang, scenario="example-first-turns", step="3")
    shown = [str(c.value).replace("\\", "") for c in at.caption]  # md() escapes . ( )
    assert any(c.startswith(cited) for c in shown), shown


@pytest.mark.parametrize(
    ("scenario", "step", "message"),
    [
        ("no-such-example", "0", "There is no example “no-such-example”; here is the list."),
        ("example-first-turns", "99", "has steps 0 to 9, not “99”; here is the list."),
        ("example-first-turns", "10", "has steps 0 to 9, not “10”; here is the list."),
        ("example-first-turns", "x", "has steps 0 to 9, not “x”"),
    ],
)
def test_a_bad_link_gives_a_message_and_the_list(scenario, step, message):
    at = replay_page(lang="en", scenario=scenario, step=step)
    shown = texts(at)
    assert message in shown
    assert at.button(key="table_open_example-first-turns")  # the list, examples first
    assert table_keys.REPLAY not in at.session_state or at.session_state[table_keys.REPLAY] is None


def test_the_list_puts_the_rulebook_examples_first_and_searches_without_accents():
    at = replay_page(lang="hu")
    at.session_state[table_keys.TABLE_MODE] = "replays"
    at.run()
    keys = [b.key for b in at.button if b.key and b.key.startswith("table_open_")]
    assert keys[:4] == [
        "table_open_example-first-turns",
        "table_open_example-buy-phase",
        "table_open_example-duration",
        "table_open_example-tracy",
    ]
    at.text_input(key=table_keys.REPLAY_SEARCH).input("tronterem").run()
    keys = [b.key for b in at.button if b.key and b.key.startswith("table_open_")]
    assert keys and all("throne" in k for k in keys)


def test_continue_from_step_6_is_your_own_game_and_survives_a_reload():
    at = replay_page(lang="hu", scenario="example-first-turns", step="6")
    at.button(key="table_continue").click().run()
    sb = game_of(at)
    assert len(sb.answers) == 6 and "scenario" not in at.query_params
    token = at.query_params["game"]
    again = replay_page(lang="hu", game=token)  # a reload: a new session, the same URL
    assert game_of(again).answers == sb.answers


def test_a_ruling_with_a_scenario_links_to_the_table():
    from companion.table.replay import replay_for_ruling, replays

    items = replays(load(), "en")
    card = next(
        c for c in load().cards.values() if any(replay_for_ruling(items, r.id) for r in c.rulings)
    )
    at = open_app(lang="en")
    at.switch_page("companion/ui/entry/cards.py").run()
    at.session_state["cards_card"] = card.id
    at.run()
    links = [m.value for m in at.markdown if "/table?scenario=" in str(m.value)]
    assert links and "[Show it on the table](/table?scenario=" in links[0]


def finished_solitaire() -> Sandbox:
    """A solitaire game played to its end by Big Money's answers in your seat."""
    from companion.bots import make_bot

    sb = Sandbox.new(KINGDOM, [], 0, 21)
    bot = make_bot("bigmoney", 1)
    while (pending := sb.game(DB).pending) is not None:
        sb.play(DB, bot.answer(sb.game(DB), pending))
    return sb


def test_the_score_to_beat_shows_at_the_end_of_a_solitaire_game():
    sb = finished_solitaire()
    at = table(sandbox=sb)
    shown = texts(at)
    assert "The score to beat" in shown
    assert "Big Money alone:" in shown and "Smithy-BM alone:" in shown
    from companion.table.score import turns_to_target

    n = turns_to_target(sb.game(DB), 0)
    assert f"You: {n} turns" in shown


def test_charts_of_your_deck_coins_and_next_hand():
    sb = Sandbox.new(KINGDOM, [], 0, 8)
    for _ in range(6):
        pending = sb.game(DB).pending
        sb.play(
            DB,
            pending.options
            if pending.kind is Kind.TREASURES
            else ("silver",)
            if "silver" in pending.options
            else (),
        )
    at = table(sandbox=sb)
    at.session_state[table_keys.TABLE_CHARTS] = True  # the expander opened
    at.run()
    specs = [json.loads(c.proto.spec) for c in at.get("vega_lite_chart")]
    titles = [s.get("title") for s in specs]
    assert "Your cards by type" in titles and "Coins per turn" in titles
    odds = next(s for s in specs if s.get("title") == "Your next hand")
    assert [layer["mark"]["type"] for layer in odds["layer"]] == ["bar", "rule", "text"]
    assert "at least 5:" in texts(at) and "at least 8:" in texts(at)


def test_save_resume_and_delete_a_saved_game():
    sb = Sandbox.new(KINGDOM, ["bigmoney"], 0, 12)
    sb.play(DB, sb.game(DB).pending.options)
    at = table(sandbox=sb)
    at.session_state[table_keys.TABLE_SAVES] = True
    at.run()
    at.text_input(key=table_keys.TABLE_SAVE_NAME).input("Kedd esti").run()
    at.button(key="table_save").click().run()
    assert "Saved as “Kedd esti”." in texts(at)
    resume = [b.key for b in at.button if b.key and b.key.startswith("table_resume_")]
    assert len(resume) == 1
    at.button(key="table_leave").click().run()
    assert table_keys.TABLE_GAME not in at.session_state
    at.button(key=resume[0]).click().run()
    assert game_of(at).answers == sb.answers
    at.button(key=resume[0].replace("resume", "delete")).click().run()
    assert not [b for b in at.button if b.key and b.key.startswith("table_resume_")]


def test_switching_the_language_keeps_the_game():
    sb = Sandbox.new(KINGDOM, ["bigmoney"], 0, 31)
    sb.play(DB, sb.game(DB).pending.options)
    at = table("hu", sandbox=sb)
    assert "A kezed" in texts(at)
    at.segmented_control(key=state.LANG_PICKER).set_value("en").run()
    assert game_of(at).answers == sb.answers
    assert "Your hand" in texts(at) and "Practice table" in at.title[0].value


def test_a_card_tile_opens_its_text_and_rulings():
    at = table("en", sandbox=Sandbox.new(KINGDOM, [], 0, 3))
    at.session_state["table_info_pile_militia"] = True  # the tile's text popover opened
    at.run()
    militia = load().cards["militia"]
    shown = texts(at)
    assert militia.text("en") in shown and militia.rulings[0].text("en") in shown


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"", "a fájl üres"),
        (b"\xff\xfe", "nem mentésfájl (nem UTF-8 szöveg)"),
        (b'{"format": "x"}', "nem ennek az alkalmazásnak a mentésfájlja"),
        (b"{", "nem mentésfájl (hibás JSON: 1.\u00a0sor, 2.\u00a0oszlop)"),
    ],
)
def test_a_refused_save_file_is_explained_in_the_ui_language(data, reason):
    from companion.engine.save import SaveFileError
    from companion.i18n import translator
    from companion.ui.common.components import md
    from companion.ui.table.actions import save_error

    with pytest.raises(SaveFileError) as exc:
        load_save(DB, load(), data)
    assert save_error(translator("hu"), exc.value) == (
        f"Ez a fájl nem tölthető be: {md(reason)}. A folyamatban lévő játék változatlan marad."
    )


def test_a_bad_saved_game_is_refused_in_hungarian_with_no_english_word():
    """A saved game whose file was edited (a card outside the kingdom bought) cannot resume."""
    from companion.table.saves import GameStore

    sb = Sandbox.new(KINGDOM, [], 0, 3)
    sb.play(DB, sb.game(DB).pending.options)
    data = json.loads(sb.save_text(DB))
    data["setup"]["kingdom"][0] = "wtich"
    GameStore().save("Szerkesztett", json.dumps(data))
    at = table("hu")
    at.session_state[table_keys.TABLE_SAVES] = True
    at.run()
    (resume,) = [b.key for b in at.button if b.key and b.key.startswith("table_resume_")]
    at.button(key=resume).click().run()
    assert [re.sub(r"\\(.)", r"\1", e.value) for e in at.error] == [
        "Ez a fájl nem tölthető be: az előkészítés nem érvényes: a „wtich” nem birodalomkártya. "
        "A folyamatban lévő játék változatlan marad."
    ]
    assert table_keys.TABLE_GAME not in at.session_state


def test_an_edited_save_file_is_explained_as_changed():
    from companion.engine.save import SaveFileError
    from companion.i18n import translator
    from companion.ui.table.actions import save_error

    sb = Sandbox.new(KINGDOM, [], 0, 3)
    sb.play(DB, sb.game(DB).pending.options)
    data = json.loads(sb.save_text(DB))
    data["answers"][0] = data["answers"][0][:-1]
    with pytest.raises(SaveFileError) as exc:
        load_save(DB, load(), json.dumps(data))
    assert "mentés után megváltoztatták" in save_error(translator("hu"), exc.value)


def test_refused_setups_and_answers_in_the_ui_language():
    from companion.engine.decisions import IllegalAnswer
    from companion.engine.game import Setup, SetupError
    from companion.i18n import translator
    from companion.ui.common.components import md
    from companion.ui.table.actions import engine_error

    with pytest.raises(SetupError) as setup:
        new_game(DB, Setup(("A", "B"), (*KINGDOM[:9], "wtich"), 1))
    game = new_game(DB, Setup(("A", "B"), KINGDOM, 1))
    with pytest.raises(IllegalAnswer) as answer:
        game.answer(("province",))
    assert engine_error(translator("hu"), setup.value) == "a „wtich” nem birodalomkártya"
    assert engine_error(translator("en"), setup.value) == "“wtich” is not a kingdom card"
    assert engine_error(translator("hu"), answer.value) == md(
        "a „Tartomány” itt nem választható (lehetőségek: Rézpénz)"
    )


def test_auto_play_steps_on_each_timed_rerun_and_stops_at_the_end():
    at = replay_page(lang="en", scenario="example-buy-phase", step="0")
    last = at.session_state[table_keys.REPLAY_STEP]
    at.toggle(key=table_keys.REPLAY_AUTO).set_value(True).run()
    steps = []
    for _ in range(12):
        at.run()  # what the fragment's timer does
        steps.append(at.session_state[table_keys.REPLAY_STEP])
    assert steps[0] == last + 1 and steps == sorted(steps)
    assert steps[-1] == steps[-2]  # stopped at the last step
    assert at.session_state[table_keys.REPLAY_AUTO] is False


def test_a_kingdom_code_in_the_link_is_the_kingdom_pages_kingdom():
    code = "K1AUaka_wBBwMDe10"
    at = replay_page(lang="en", code=code)
    assert at.session_state[table_keys.TABLE_SOURCE] == "page"
    at.button(key="table_start").click().run()
    from companion.kingdom import decode

    assert set(game_of(at).setup.kingdom) == set(decode(code).cards)


REPLAY_JARGON = re.compile(r"\bP[1-4]\b|\bOther\b|\bp[1-4]\.|in_play|pending|active_player|GyP")


@pytest.mark.parametrize(
    ("scenario", "step", "wanted"),
    [
        ("council_room-others-draw", "2", ["2.\u00a0játékos", "1.\u00a0kör · 1.\u00a0játékos"]),
        ("example-duration", "8", ["2.\u00a0kör · Te", "A másik játékos"]),
        ("native_village-either-option", "2", ["1.\u00a0játékos: A tábla lapjainak kézbe vétele"]),
        ("woodcutter-two-buys", "3", ["1.\u00a0játékos: semmi"]),
    ],
)
def test_a_hungarian_replay_names_seats_and_turns_as_a_player_would(scenario, step, wanted):
    """Review E-1, E-2, E-3, A-3: seats „1. játékos” / „A másik játékos”, the header counts the
    player's own turns like the narration, checks in words, no move line of the script."""
    at = replay_page(lang="hu", scenario=scenario, step=step)
    shown = texts(at) + "\n".join(str(e.label) for e in at.expander)
    for text in wanted:
        assert text in shown, text
    assert not REPLAY_JARGON.search(shown), REPLAY_JARGON.search(shown)
    assert "choose " not in shown and "play -" not in shown


@pytest.mark.parametrize(
    ("lang", "face_down"),
    [
        ("en", "**Set aside with Haven:** 1 face\\-down card"),  # "-" escaped for Markdown
        ("hu", "**A Révvel félretéve:** 1 képpel lefelé fordított lap"),
    ],
)
def test_another_seats_face_down_card_is_a_count_on_the_table(lang, face_down):
    """Player 2's turn, shown from their seat: player 1's Haven holds one card they may not see."""
    at = replay_page(lang=lang, scenario="haven-face-down", step="4")
    with_haven = [m.value for m in at.markdown if face_down in m.value]
    assert len(with_haven) == 1
    assert ("Gold" if lang == "en" else "Aranypénz") not in with_haven[0]
