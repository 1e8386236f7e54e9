"""The session-state owner's helpers, run on a plain dict instead of Streamlit's session."""

from __future__ import annotations

import ast
from pathlib import Path
from types import SimpleNamespace

import pytest

from companion import PROJECT_ROOT as ROOT
from companion.ui.common import notices, state
from companion.ui.kingdom import keys as kingdom_keys


@pytest.fixture
def session(monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    """A session state that the helpers of `companion.ui.common.state` read and write."""
    values: dict[str, object] = {}
    for module in (state, kingdom_keys, notices):
        monkeypatch.setattr(module, "st", SimpleNamespace(session_state=values))
    return values


@pytest.mark.parametrize(
    ("key", "card"),
    [
        ("lock_moat", "moat"),
        ("lock_throne_room", "throne_room"),
        ("lock_", ""),
        ("swap_moat", None),
        ("opt_lock_moat", None),
        ("locked_moat", None),
        (7, None),
    ],
)
def test_locked_card_reads_only_lock_keys(key: object, card: str | None) -> None:
    assert kingdom_keys.locked_card(key) == card


@pytest.mark.parametrize("card", ["moat", "throne_room", "lock_x"])
def test_lock_key_and_locked_card_round_trip(card: str) -> None:
    assert kingdom_keys.locked_card(kingdom_keys.lock_key(card)) == card


def test_prune_locks_forgets_only_locks_of_cards_that_left(session: dict[str, object]) -> None:
    session.update({"lock_moat": True, "lock_witch": False, "lock_smithy": True, "swap_moat": 1})
    kingdom_keys.prune_locks(("moat", "village"))
    assert session == {"lock_moat": True, "swap_moat": 1}


UI = ROOT / "companion" / "ui"
KEY_OWNERS = {"keys.py", "state.py", "notices.py"}  # a page's keys.py; common's shared keys
UI_FILES = sorted(p for p in UI.rglob("*.py") if p.name not in KEY_OWNERS)
SESSION_CALLS = {"get", "pop", "setdefault", "__setitem__", "__getitem__"}


def literal_keys(source: str) -> list[tuple[int, str]]:
    """Session keys written literally: a widget's `key=`, `session_state[...]`,
    `session_state.get(...)` (and its kin) and `key = ...` with a string or f-string."""

    def literal(node: ast.expr | None) -> bool:
        return isinstance(node, ast.Constant | ast.JoinedStr)

    def session(node: ast.expr) -> bool:
        return isinstance(node, ast.Attribute) and node.attr == "session_state"

    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            found += [
                (node.lineno, ast.unparse(k.value))
                for k in node.keywords
                if k.arg == "key" and literal(k.value)
            ]
            f = node.func
            calls = isinstance(f, ast.Attribute) and f.attr in SESSION_CALLS and session(f.value)
            if calls and node.args and literal(node.args[0]):
                found.append((node.lineno, ast.unparse(node.args[0])))
        elif isinstance(node, ast.Subscript) and session(node.value) and literal(node.slice):
            found.append((node.lineno, ast.unparse(node.slice)))
        elif isinstance(node, ast.Assign) and literal(node.value):
            names = [t.id for t in node.targets if isinstance(t, ast.Name)]
            if any(n == "key" or n.endswith("_key") for n in names):
                found.append((node.lineno, ast.unparse(node.value)))
    return found


def test_every_page_package_has_a_keys_module() -> None:
    pages = sorted(p.parent.name for p in UI.glob("*/page.py"))
    assert pages == ["cards", "kingdom", "rules", "table"]
    assert all((UI / page / "keys.py").is_file() for page in pages)


@pytest.mark.parametrize("path", UI_FILES, ids=lambda p: p.relative_to(UI).as_posix())
def test_no_ui_module_writes_a_session_key_literally(path: Path) -> None:
    """Every session key comes from its page's `keys.py` (or common's shared state), so each
    has one definition the browser tests and the style sheet can rely on."""
    assert literal_keys(path.read_text("utf-8")) == []


@pytest.mark.parametrize(
    "line",
    [
        'st.button("x", key="table_undo")',
        'st.container(key=f"tile_{c}")',
        'st.session_state["table_replay_tick"] = True',
        'st.session_state.get("table_replay_tick")',
        'st.session_state.pop(f"x_{n}", None)',
        'key = f"table_multi_{kind}"',
    ],
)
def test_the_literal_key_check_sees_each_way_of_writing_a_key(line: str) -> None:
    assert literal_keys(line) != []


def test_keys_from_a_keys_module_pass_the_check() -> None:
    source = "st.button('x', key=keys.TABLE_UNDO)\nst.session_state[keys.of(keys.PILE, c)] = 1\n"
    assert literal_keys(source) == []


def test_notices_are_taken_by_place_and_the_others_wait(session: dict[str, object]) -> None:
    notices.notify("info", "a", at=kingdom_keys.TOP)
    notices.notify("error", "b", at="table")
    notices.notify("success", "c", at=kingdom_keys.tile_place("moat"))
    assert notices.take(kingdom_keys.TOP) == [("info", "a")]
    assert notices.take(kingdom_keys.is_place) == [("success", "c")]
    assert notices.take("table") == [("error", "b")]
    assert notices.take("table") == []


def test_every_option_widget_has_a_default_and_a_distinct_key() -> None:
    keys = [
        *kingdom_keys.OPT_FLAGS,
        *kingdom_keys.OPT_NUMBERS,
        kingdom_keys.OPT_ATTACKS,
        kingdom_keys.OPT_MAX_ATTACKS,
    ]
    assert len(set(keys)) == len(keys)
    assert set(keys) <= set(kingdom_keys.kingdom_defaults(("base-1e",)))


@pytest.mark.parametrize(
    ("key", "value"),
    [  # the browser tests and the page's style sheet find the widgets by these keys
        (kingdom_keys.OPT_BUY, "opt_buy"),
        (kingdom_keys.OPT_AVOID_RECENT, "opt_avoid_recent"),
        (kingdom_keys.TILES, "kingdom_tiles"),
        (kingdom_keys.CLEAR_HISTORY, "history_clear"),
        (kingdom_keys.of(kingdom_keys.RECOMMENDED, "village_square"), "rec_village_square"),
        (kingdom_keys.of(kingdom_keys.HISTORY_OPEN, 12), "history_open_12"),
    ],
)
def test_kingdom_page_keys_keep_their_names(key: str, value: str) -> None:
    assert key == value


@pytest.mark.parametrize(
    ("context", "lang"),
    [
        (SimpleNamespace(locale="en-US"), "en"),
        (SimpleNamespace(locale="EN"), "en"),
        (SimpleNamespace(locale="hu-HU"), "hu"),
        (SimpleNamespace(locale="de-DE"), "hu"),
        (SimpleNamespace(locale=""), "hu"),
        (SimpleNamespace(locale=None), "hu"),  # no browser session (a script run, a test)
        (SimpleNamespace(), "hu"),  # a Streamlit without st.context.locale
    ],
)
def test_browser_lang(monkeypatch: pytest.MonkeyPatch, context: object, lang: str) -> None:
    monkeypatch.setattr(state, "st", SimpleNamespace(context=context))
    assert state.browser_lang() == lang


def test_browser_lang_lets_unexpected_errors_through(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only a missing attribute is expected; anything else is a bug and must not be hidden."""

    class Broken:
        @property
        def locale(self) -> str:
            raise RuntimeError("boom")

    monkeypatch.setattr(state, "st", SimpleNamespace(context=Broken()))
    with pytest.raises(RuntimeError, match="boom"):
        state.browser_lang()
