"""The session-state owner's helpers, run on a plain dict instead of Streamlit's session."""

from __future__ import annotations

import ast
from types import SimpleNamespace

import pytest

from companion import PROJECT_ROOT as ROOT
from companion.ui.common import state


@pytest.fixture
def session(monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    """A session state that the helpers of `companion.ui.common.state` read and write."""
    values: dict[str, object] = {}
    monkeypatch.setattr(state, "st", SimpleNamespace(session_state=values))
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
    assert state.locked_card(key) == card


@pytest.mark.parametrize("card", ["moat", "throne_room", "lock_x"])
def test_lock_key_and_locked_card_round_trip(card: str) -> None:
    assert state.locked_card(state.lock_key(card)) == card


def test_prune_locks_forgets_only_locks_of_cards_that_left(session: dict[str, object]) -> None:
    session.update({"lock_moat": True, "lock_witch": False, "lock_smithy": True, "swap_moat": 1})
    state.prune_locks(("moat", "village"))
    assert session == {"lock_moat": True, "swap_moat": 1}


KINGDOM_PAGE_FILES = ["companion/ui/kingdom/page.py", "companion/ui/kingdom/actions.py"]


@pytest.mark.parametrize("path", KINGDOM_PAGE_FILES)
def test_the_kingdom_page_writes_no_widget_key_literally(path: str) -> None:
    """Every widget key comes from `companion.ui.common.state`, so each has one definition."""
    tree = ast.parse((ROOT / path).read_text("utf-8"))
    literal = [
        (node.lineno, ast.unparse(kw.value))
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        for kw in node.keywords
        if kw.arg == "key" and isinstance(kw.value, ast.Constant | ast.JoinedStr)
    ]
    assert literal == []


def test_every_option_widget_has_a_default_and_a_distinct_key() -> None:
    keys = [*state.OPT_FLAGS, *state.OPT_NUMBERS, state.OPT_ATTACKS, state.OPT_MAX_ATTACKS]
    assert len(set(keys)) == len(keys)
    assert set(keys) <= set(state.kingdom_defaults(("base-1e",)))


@pytest.mark.parametrize(
    ("key", "value"),
    [  # the browser tests and the page's style sheet find the widgets by these keys
        (state.OPT_BUY, "opt_buy"),
        (state.OPT_AVOID_RECENT, "opt_avoid_recent"),
        (state.TILES, "kingdom_tiles"),
        (state.CLEAR_HISTORY, "history_clear"),
        (state.recommended_key("village_square"), "rec_village_square"),
        (state.history_open_key(12), "history_open_12"),
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
