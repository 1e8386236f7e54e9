"""AppTest: the first-game path on /rules (its steps, the First Game link with the player count,
ticks kept over a rerun, a reload and the table, a bad ?ticked= value), the checklist under the
Kingdom page's setup sheet, and /table?new=guided."""

from __future__ import annotations

from urllib.parse import parse_qs

import pytest
from streamlit.testing.v1 import AppTest

from companion.catalogue import load
from companion.kingdom import encode, recommended_kingdom
from companion.kingdom.checklist import checklist
from companion.ui.common.pages import page_script
from companion.ui.kingdom import keys as kingdom_keys
from companion.ui.rules import keys
from companion.ui.table import keys as table_keys
from tests.app.conftest import notices, open_app, open_menu, open_tab, texts

FIRST_GAME = encode(recommended_kingdom(load(), "first_game"))
STEPS = {
    "hu": [
        "1. Hányan játszotok?",
        "2. A birodalom: „Kezdőknek”",
        "3. Készítsétek elő az asztalt",
        "4. Nézzétek meg a szabályfüzet első köreit",
        "5. Játsszátok le az első köreiteket",
    ],
    "en": [
        "1. How many of you are playing?",
        "2. The kingdom: “First Game”",
        "3. Set up the table",
        "4. Watch the rulebook's first turns",
        "5. Play your first turns",
    ],
}


def items(players: int) -> tuple[str, ...]:
    return checklist(load(), recommended_kingdom(load(), "first_game"), players).ids()


def links(at: AppTest) -> dict[str, dict[str, list[str]]]:
    """The path's page links: label -> their query."""
    return {str(p.proto.label): parse_qs(p.proto.query_string) for p in at.get("page_link")}


def show(at: AppTest) -> AppTest:
    return at.toggle(key=keys.FIRST_SHOW).set_value(True).run()


def tick(at: AppTest, players: int, item_id: str) -> AppTest:
    return at.checkbox(key=keys.first_tick_key(players, item_id)).check().run()


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_the_steps_show_above_the_contents(lang: str) -> None:
    at = open_app("rules", lang=lang)
    assert not at.exception
    shown = texts(at).replace("\u00a0", " ")
    for step in STEPS[lang]:
        assert step in shown
    assert ("és húzol 5 lapot" if lang == "hu" else "draw 5 cards") in shown  # HAND_SIZE
    label = at.expander[0].label
    assert label.startswith("Az első játékotok" if lang == "hu" else "Your first game")
    assert label.endswith(f"0/{len(items(2))}")
    assert at.expander[1].label in ("Tartalom", "Contents")  # the path comes first


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_the_kingdom_link_carries_the_count_and_the_first_game(lang: str) -> None:
    at = open_app("rules", lang=lang)
    at.segmented_control(key=keys.FIRST_PLAYERS).set_value(3).run()
    kingdom = next(q for q in links(at).values() if "code" in q)
    assert kingdom == {"code": [FIRST_GAME], "players": ["3"], "lang": [lang]}
    queries = list(links(at).values())
    assert {"scenario": ["example-first-turns"], "step": ["0"], "lang": [lang]} in queries
    assert {"new": ["guided"], "lang": [lang]} in queries
    pages = {p.proto.page_script_hash for p in at.get("page_link")}
    assert len(pages) == 2  # the Kingdom page and the table


def test_a_tick_stays_after_a_rerun_and_in_a_reopened_page() -> None:
    at = open_app("rules", lang="hu")
    at.segmented_control(key=keys.FIRST_PLAYERS).set_value(3).run()
    show(at)
    assert len(at.checkbox) == len(items(3))
    tick(at, 3, "pile:copper")
    at.run()
    assert at.checkbox(key=keys.first_tick_key(3, "pile:copper")).value is True
    assert at.checkbox(key=keys.first_tick_key(3, "draw")).value is False
    ticked = at.query_params["ticked"]
    ticked = ticked[0] if isinstance(ticked, list) else ticked
    assert ticked.startswith("3-")
    # a reload: a new session with only the URL
    again = open_app("rules", lang="hu", ticked=ticked)
    assert again.segmented_control(key=keys.FIRST_PLAYERS).value == 3
    show(again)
    assert again.checkbox(key=keys.first_tick_key(3, "pile:copper")).value is True
    assert [c.key for c in again.checkbox if c.value] == [keys.first_tick_key(3, "pile:copper")]
    assert not again.warning


def test_ticks_survive_the_table_and_each_count_keeps_its_own() -> None:
    at = open_app("rules", lang="en")
    show(at)
    tick(at, 2, "deck")
    at.switch_page(page_script("table")).run()
    at.switch_page(page_script("rules")).run()
    show(at)
    assert at.checkbox(key=keys.first_tick_key(2, "deck")).value is True
    at.segmented_control(key=keys.FIRST_PLAYERS).set_value(4).run()
    assert not [c for c in at.checkbox if c.value]
    assert "ticked" not in at.query_params
    at.segmented_control(key=keys.FIRST_PLAYERS).set_value(2).run()
    assert at.checkbox(key=keys.first_tick_key(2, "deck")).value is True
    at.button(key=keys.FIRST_CLEAR).click().run()
    assert not [c for c in at.checkbox if c.value]


def test_the_box_folds_when_everything_is_ticked() -> None:
    at = open_app("rules", lang="en")
    show(at)
    assert at.expander[0].proto.expanded is True
    for item_id in items(2):
        tick(at, 2, item_id)
    assert at.expander[0].label.endswith(f"{len(items(2))}/{len(items(2))}")
    assert at.expander[0].proto.expanded is False


@pytest.mark.parametrize("bad", ["7-1", "2-zz", "2-" + "f" * 12, "<b>x</b>"])
def test_a_bad_ticked_value_gives_one_warning_and_no_ticks(bad: str) -> None:
    at = open_app("rules", lang="en", ticked=bad)
    assert not at.exception
    warnings = notices(at, "warning")
    assert len(warnings) == 1 and "cannot be used" in warnings[0] and bad[:8] in warnings[0]
    assert "ticked" not in at.query_params
    show(at)
    assert not [c for c in at.checkbox if c.value]
    assert not at.warning  # once only


def sheet(at: AppTest, label: str = "Setup") -> AppTest:
    """The setup sheet's tab with its checklist open (folded, its checkboxes do not run)."""
    open_tab(at, label)
    assert not at.checkbox
    return open_menu(at, kingdom_keys.CHECKLIST)


def test_the_kingdom_page_checklist_keeps_ticks_per_kingdom_and_count() -> None:
    at = open_app(lang="en", code=FIRST_GAME, players="3")
    sheet(at)
    assert f"0 of {len(items(3))} items ticked" in texts(at)
    labels = [c.label.replace("\\", "") for c in at.checkbox]
    assert "Copper: 39 cards (the rest after the starting decks)" in labels
    assert labels[-1].startswith("The kingdom cards you do not use")  # put away at the end
    key = kingdom_keys.of(kingdom_keys.TICK, 3, "pile:province")
    at.checkbox(key=key).check().run()
    at.run()
    assert at.checkbox(key=key).value is True
    at.segmented_control(key=kingdom_keys.PLAYERS).set_value(2).run()
    assert not [c for c in at.checkbox if c.value]
    at.segmented_control(key=kingdom_keys.PLAYERS).set_value(3).run()
    assert at.checkbox(key=key).value is True
    ticks = at.session_state[kingdom_keys.CHECKLIST_TICKS]
    assert ticks[(FIRST_GAME, 3)] == {"pile:province"}


def test_the_kingdom_page_checklist_in_hungarian_with_seaside_mats() -> None:
    seaside = encode(recommended_kingdom(load(), "high_seas"))
    at = open_app(lang="hu", code=seaside, players="4")
    sheet(at, "Előkészítés")
    labels = [c.label.replace("\\", "") for c in at.checkbox]
    assert "Sziget-tábla: játékosonként egy, összesen 4 (a Szigethez kell)" in labels
    assert "Embargó-jelölők: mind a készlet mellé (az Embargóhoz kellenek)" in labels


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_new_guided_opens_the_guided_start(lang: str) -> None:
    at = open_app("table", lang=lang, new="guided")
    assert not at.exception
    assert at.session_state[table_keys.TABLE_WHO] == "guided"
    assert at.button(key=table_keys.GUIDED_START)
    assert "new" not in at.query_params
    at.button(key=table_keys.GUIDED_START).click().run()
    assert at.session_state[table_keys.TABLE_GAME] is not None


def test_a_bad_new_value_gives_a_warning() -> None:
    at = open_app("table", lang="en", new="chess")
    warnings = notices(at, "warning")
    assert len(warnings) == 1 and "“chess”" in warnings[0]
    assert at.session_state[table_keys.TABLE_WHO] == "bots"


def test_new_guided_with_a_game_on_the_table_says_how_to_leave_it() -> None:
    at = open_app("table", lang="en")
    at.session_state[table_keys.TABLE_SOURCE] = "recommended"
    at.session_state[table_keys.TABLE_RECOMMENDED] = "first_game"
    at.run()
    at.button(key=table_keys.TABLE_START).click().run()
    at.query_params["new"] = "guided"
    at.run()
    assert any("press “New game” below the board" in n for n in notices(at, "info"))
    at.button(key=table_keys.TABLE_LEAVE).click().run()
    assert at.button(key=table_keys.GUIDED_START)  # the form opens on the guided game


@pytest.mark.parametrize(
    ("lang", "label"), [("hu", "Gyors összefoglaló (PDF)"), ("en", "Quick reference (PDF)")]
)
def test_the_path_offers_the_quick_reference_for_the_chosen_count(lang, label, monkeypatch):
    from companion.ui.common import reference
    from companion.ui.rules import first_game

    asked = []

    def recorded(_, kingdom, players, key):
        asked.append((tuple(sorted(kingdom)), players))
        reference.render_download(_, kingdom, players, key)

    monkeypatch.setattr(first_game, "render_download", recorded)
    at = open_app("rules", lang=lang)
    at.segmented_control(key=keys.FIRST_PLAYERS).set_value(3).run()
    (button,) = [d for d in at.get("download_button") if d.key == keys.FIRST_PDF]
    assert button.proto.label == label
    assert button.proto.deferred_file_id  # made only when pressed
    first = tuple(sorted(recommended_kingdom(load(), "first_game").cards))
    assert asked[-1] == (first, 3)
