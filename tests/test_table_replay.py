"""Example replays: the list, the steps with narration and page, the positions, the changes
and the checks; the scenario loader's rulebook citation fields."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from companion import DATA_DIR
from companion.catalogue.model import Ref
from companion.engine import save
from companion.engine.scenario import ScenarioError, parse
from companion.engine.standard import new_game
from companion.engine.view import state_json
from companion.hungarian.collation import sort_key
from companion.table.replay import (
    EXAMPLES,
    Change,
    CheckResult,
    UnknownReplay,
    citation,
    load_replay,
    replay_for_ruling,
    replays,
    search_replays,
)

SCENARIO_FILES = sorted((DATA_DIR / "scenarios").rglob("*.toml"))
EXAMPLE_IDS = [
    "example-first-turns",
    "example-buy-phase",
    "example-duration",
    "example-tracy",
]


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_the_list_has_every_scenario_with_the_four_examples_first(cat, lang):
    items = replays(cat, lang)
    assert len(items) == len(SCENARIO_FILES) == 128
    assert [i.id for i in items[:4]] == EXAMPLE_IDS == list(EXAMPLES)
    assert all(i.example for i in items[:4]) and not any(i.example for i in items[4:])
    keys = [sort_key(i.title(lang), lang) for i in items[4:]]
    assert keys == sorted(keys)


def test_hungarian_order_differs_from_english(cat):
    hu = [i.id for i in replays(cat, "hu")[4:]]
    en = [i.id for i in replays(cat, "en")[4:]]
    assert Counter(hu) == Counter(en) and hu != en


def test_list_entries_carry_citation_rulings_and_cards(cat):
    tracy = next(i for i in replays(cat, "hu") if i.id == "example-tracy")
    assert tracy.cited("hu") == "Seaside (1.\u00a0kiadás), 12.\u00a0oldal · Példa játékkör"
    assert tracy.cited("en") == "Seaside (1st edition), p. 12 · Példa játékkör"
    assert tracy.ref == Ref("seaside-1e", 12, "Példa játékkör")
    assert tracy.rulings == ("navigator-shuffle", "navigator-all-or-none", "merchant_ship-discard")
    assert tracy.cards == ("navigator", "bazaar", "merchant_ship")  # by cost, then name


@pytest.mark.parametrize(
    ("query", "lang", "expected"),
    [
        ("tronterem kincses", "hu", ["treasure_map-throne-room"]),
        ("TRÓNTEREM Kincses", "hu", ["treasure_map-throne-room"]),
        ("treasure map throne", "en", ["treasure_map-throne-room"]),
        ("treasure map with", "hu", []),  # "with" is only in the English title
        ("tracy", "en", ["example-tracy"]),
        ("nincs ilyen szo", "hu", []),
    ],
)
def test_search_ignores_accents_and_case(cat, query, lang, expected):
    found = search_replays(replays(cat, lang), query, lang)
    assert [i.id for i in found] == expected


def test_an_empty_search_keeps_every_replay(cat):
    items = replays(cat, "hu")
    assert search_replays(items, "  ", "hu") == items


def test_a_ruling_leads_to_its_replay(cat):
    items = replays(cat, "en")
    assert replay_for_ruling(items, "navigator-shuffle") == "example-tracy"
    assert replay_for_ruling(items, "no-such-ruling") is None


def test_every_replay_has_a_title_and_description_in_both_languages(cat):
    for info in replays(cat, "en"):
        assert info.title.en.strip() and info.title.hu.strip(), info.id
        assert info.description is not None, info.id
        assert info.description.en.strip() and info.description.hu.strip(), info.id


def test_continue_from_a_step_and_save_the_game(db):
    replay = load_replay("example-tracy", db)
    game = replay.game_at(3)
    game.answer(("merchant_ship",))  # play on from here as a game of one's own
    loaded = save.loads(db, save.dumps(game))
    assert state_json(loaded) == state_json(game) == replay.state_at(4)


def test_an_unknown_replay_is_refused(db):
    with pytest.raises(UnknownReplay) as err:
        load_replay("example-first-turn", db)
    assert err.value.replay_id == "example-first-turn"


@pytest.mark.parametrize("replay_id", EXAMPLE_IDS)
def test_every_step_of_the_rulebook_examples_is_narrated_and_cited(db, replay_id):
    replay = load_replay(replay_id, db)
    assert replay.last >= 4
    for step in replay.steps[1:]:
        assert step.narration is not None, step.move
        assert step.narration.en.strip() and step.narration.hu.strip(), step.move
        cited = step.cited("hu")
        assert cited is not None and cited.endswith(step.ref.section)  # type: ignore[union-attr]
        assert ".\u00a0oldal · " in cited
        assert ", p. " in (step.cited("en") or "")  # the English page cites in English


@pytest.mark.parametrize(
    ("replay_id", "step", "page"),
    [
        ("example-first-turns", 1, 1),
        ("example-first-turns", 3, 2),
        ("example-first-turns", 7, 2),
        ("example-first-turns", 9, 3),
        ("example-buy-phase", 2, 8),
        ("example-duration", 3, 5),
        ("example-duration", 4, 6),
        ("example-duration", 12, 6),
        ("example-tracy", 6, 12),
    ],
)
def test_steps_cite_the_printed_page(db, replay_id, step, page):
    s = load_replay(replay_id, db).steps[step]
    assert s.ref is not None and s.ref.page == page
    assert f", {page}.\u00a0oldal · " in (s.cited("hu") or "")


def test_citation_in_either_language():
    ref = Ref("base-1e", 8, "Vásárlási fázis")
    assert citation(ref, "en") == "Dominion (1st edition), p. 8 · Vásárlási fázis"
    assert citation(ref, "hu") == "Dominion (1.\u00a0kiadás), 8.\u00a0oldal · Vásárlási fázis"
    assert citation(None, "hu") is None


def test_step_zero_is_the_start(db):
    replay = load_replay("example-first-turns", db)
    start = replay.steps[0]
    assert (start.move, start.checks) == ("", ())
    assert start.narration is not None and start.narration.en.startswith("The base rulebook")
    assert replay.answers_at(0) == () and replay.changes(0) == [] and replay.check_results(0) == []


# First turns: (hand, deck, discard) sizes of the player after each step.
FIRST_TURNS = [(5, 5, 0), (1, 5, 0), (5, 0, 6), (2, 0, 6), (5, 7, 0), (4, 7, 0), (3, 7, 0),
               (3, 7, 1), (0, 7, 1), (5, 2, 6)]  # fmt: skip


@pytest.mark.parametrize("n", range(len(FIRST_TURNS)))
def test_game_at_each_step_of_the_first_turns(db, n):
    replay = load_replay("example-first-turns", db)
    p = replay.game_at(n).players[0]
    assert (len(p.hand), len(p.deck), len(p.discard)) == FIRST_TURNS[n]
    assert state_json(replay.game_at(n)) == replay.state_at(n)


def test_answers_and_setup_rebuild_the_position(db):
    replay = load_replay("example-duration", db)
    game = new_game(db, replay.setup)
    for a in replay.answers_at(8):
        game.answer(a)
    assert state_json(game) == state_json(replay.game_at(8))
    assert replay.answers_at(2) == (("bazaar",), ("wharf",))


def test_a_game_at_a_step_is_a_new_game(db):
    replay = load_replay("example-first-turns", db)
    game = replay.game_at(0)
    game.answer(("copper",) * 4)
    assert len(replay.game_at(0).players[0].hand) == 5


@pytest.mark.parametrize("n", [-1, 10])
def test_a_step_out_of_range_is_an_index_error(db, n):
    replay = load_replay("example-first-turns", db)
    with pytest.raises(IndexError):
        replay.game_at(n)
    with pytest.raises(IndexError):
        replay.changes(n)


def test_changes_of_a_buy_with_clean_up(db):
    assert load_replay("example-first-turns", db).changes(2) == [
        Change("zone", "hand", 0, 1, 5),
        Change("zone", "deck", 0, 5, 0),
        Change("zone", "discard", 0, 0, 6),
        Change("zone", "in_play", 0, 4, 0),
        Change("supply", "remodel", None, 10, 9),
        Change("counter", "turn", None, 1, 2),
        Change("counter", "coins", None, 4, 0),
    ]


def test_changes_show_the_trash_the_duration_row_and_other_players(db):
    trash = load_replay("example-first-turns", db).changes(6)
    assert Change("zone", "trash", None, 0, 1) in trash
    assert Change("zone", "hand", 0, 4, 3) in trash
    duration = load_replay("example-duration", db).changes(3)
    assert Change("zone", "duration", 0, 1, 2) in duration
    council = load_replay("example-buy-phase", db).changes(1)
    assert Change("zone", "hand", 1, 5, 6) in council
    assert Change("counter", "buys", None, 1, 2) in council


@pytest.mark.parametrize("path", SCENARIO_FILES, ids=lambda p: p.stem)
def test_every_check_of_every_replay_passes(db, path):
    scenario_id = parse(path.read_text(encoding="utf-8"), path.stem).id
    replay = load_replay(scenario_id, db)
    for n in range(replay.last + 1):
        assert all(r.ok for r in replay.check_results(n)), (n, replay.check_results(n))


def test_the_last_step_checks_the_final_expectations_too(db):
    results = load_replay("example-buy-phase", db).check_results(4)
    assert CheckResult("supply.cellar", 9, 9, True) in results
    assert CheckResult("p1.hand", ["copper"] * 5, ["copper"] * 5, True) in results


SCENARIO = """
id = "try"
title = { en = "Try", hu = "Próba" }
kingdom = ["smithy"]
players = 1
seed = 3
%s
[[step]]
move = "treasures all"
%s
"""


def test_every_scenario_file_is_named_after_its_id():
    """A link opens its scenario by the file's name, without reading the others: that finds
    the scenario the list shows only while each file is named after its id, once."""
    ids = [parse(p.read_text(encoding="utf-8"), p.stem).id for p in SCENARIO_FILES]
    assert ids == [p.stem for p in SCENARIO_FILES]
    assert len(set(ids)) == len(ids) == len(replays())


@pytest.mark.parametrize(
    ("files", "wanted", "title"),
    [
        ({"try": "try"}, "try", "Try"),  # named after its id: read alone
        ({"other": "try"}, "try", "Try"),  # another name: found among all files
        ({"try": "else"}, "else", "Try"),  # the file of that name holds another id
    ],
)
def test_a_replay_is_found_by_its_id_whatever_its_file_name(db, tmp_path, files, wanted, title):
    for name, scenario_id in files.items():
        text = SCENARIO.replace('id = "try"', f'id = "{scenario_id}"') % ("", "")
        (tmp_path / f"{name}.toml").write_text(text, encoding="utf-8")
    replay = load_replay(wanted, db, tmp_path)
    assert (replay.info.id, replay.info.title("en"), replay.last) == (wanted, title, 1)
    with pytest.raises(UnknownReplay):
        load_replay("try" if wanted == "else" else "none", db, tmp_path)


def test_a_failed_check_reports_expected_and_actual(db, tmp_path: Path):
    expect = 'expect = { coins = 99, "p1.hand" = ["2*gold"], "p1.nothing" = 1 }'
    (tmp_path / "try.toml").write_text(SCENARIO % ("", expect), encoding="utf-8")
    replay = load_replay("try", db, tmp_path)
    results = {r.path: r for r in replay.check_results(1)}
    coins = replay.state_at(1)["coins"]
    assert results["coins"] == CheckResult("coins", 99, coins, False)
    assert results["p1.hand"].expected == ["gold", "gold"] and not results["p1.hand"].ok
    assert results["p1.nothing"] == CheckResult("p1.nothing", 1, None, False)


@pytest.mark.parametrize(
    ("top", "step", "error"),
    [
        ("", "page = 3", "step 1 page needs a `ref`"),
        ('ref = { book = "intrigue", page = 1, section = "x" }', "", "ref.book must be one of"),
        ('ref = { book = "base-1e", page = 0, section = "x" }', "", "ref.page must be from 1"),
        ('ref = { book = "base-1e", page = 2 }', "", "ref needs section"),
        ('ref = { book = "base-1e", page = 2, section = "x", line = 3 }', "", "unknown field"),
        ('ref = { book = "base-1e", page = 2, section = "x" }', 'page = "2"', "whole number"),
    ],
)
def test_bad_citation_fields_are_refused(top, step, error):
    with pytest.raises(ScenarioError) as err:
        parse(SCENARIO % (top, step))
    assert error in str(err.value)


def test_citation_fields_are_read():
    s = parse(SCENARIO % ('ref = { book = "base-1e", page = 2, section = "x" }', "page = 4"))
    assert s.ref == Ref("base-1e", 2, "x") and s.steps[0].page == 4


def test_events_of_each_step(db):
    replay = load_replay("example-first-turns", db)
    kinds = [e.kind.value for e in replay.events(0)]
    assert kinds[:3] == ["game_start", "shuffle", "draw"]
    assert replay.events(0)[2].cards == ("estate", "copper", "copper", "copper", "copper")
    assert [(e.kind.value, e.cards) for e in replay.events(2)][:2] == [
        ("buy", ("remodel",)),
        ("gain", ("remodel",)),
    ]
    assert [(e.kind.value, e.cards, e.where) for e in replay.events(6)] == [
        ("trash", ("estate",), "hand")
    ]
    total = sum(len(replay.events(n)) for n in range(replay.last + 1))
    assert total == len(replay.game_at(replay.last).events)


def test_a_step_is_shown_from_the_seat_that_must_decide(db):
    """Player 1 plays Militia: the next step is player 2's to decide (a discard), then the
    turn goes back to player 1."""
    r = load_replay("militia-discard-to-three", db)
    assert [r.seat_at(n) for n in range(r.last + 1)] == [0, 1, 0]
    with pytest.raises(IndexError):
        r.seat_at(r.last + 1)


@pytest.mark.parametrize("path", SCENARIO_FILES[::3], ids=lambda p: p.stem)
def test_the_board_kept_for_each_step_is_the_replayed_games(cat, db, path):
    """The page draws `board_at` (kept per step, no replay): it is the board of the game
    replayed to that step, from the step's seat."""
    from companion.table.model import board

    r = load_replay(path.stem, db)  # files are named after their ids
    for n in range(r.last + 1):
        assert r.board_at(cat, n) == board(cat, r.game_at(n), r.seat_at(n)), n
    with pytest.raises(IndexError):
        r.board_at(cat, r.last + 1)


@pytest.mark.parametrize("n", [0, 3, 6])  # at 6 the second seat decides
def test_continue_from_here_sits_you_where_the_step_decides(db, n):
    from companion.table.sandbox import Sandbox

    replay = load_replay("example-duration", db)
    sb = Sandbox.from_replay(replay, n)
    assert (sb.setup, sb.human) == (replay.setup, replay.seat_at(n))
    assert state_json(sb.game(db)) == state_json(replay.game_at(n))
