"""The session-state owner's helpers, run on a plain dict instead of Streamlit's session."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from companion.ui import state


@pytest.fixture
def session(monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    """A session state that the helpers of `companion.ui.state` read and write."""
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
