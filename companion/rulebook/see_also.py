"""A chapter's "see also": the replays and rulings it teaches, read from its TOML header
(`see_also = { replays = [...], rulings = [...] }`) and checked against the known ids."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

FIELDS = {"replays", "rulings"}


@dataclass(frozen=True, slots=True)
class SeeAlso:
    """Scenario ids (opened on the table page) and ruling ids (on the Cards page), in order."""

    replays: tuple[str, ...] = ()
    rulings: tuple[str, ...] = ()


def read_see_also(
    raw: Any,
    replay_ids: Collection[str],
    ruling_ids: Collection[str],
    bad: Callable[[str, str], None],
) -> SeeAlso:
    """The header's see-also table; each problem (an unknown id, field or shape) goes to bad."""
    if raw is None:
        return SeeAlso()
    if not isinstance(raw, dict):
        bad("see_also", "must be a table with replays and rulings")
        return SeeAlso()
    for key in sorted(set(raw) - FIELDS):
        bad(f"see_also.{key}", "unknown field")

    def ids(key: str, known: Collection[str]) -> tuple[str, ...]:
        value = raw.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            bad(f"see_also.{key}", "must be a list of ids")
            return ()
        for v in value:
            if v not in known:
                bad(f"see_also.{key}", f"unknown {key[:-1]} id {v!r}")
        if len(set(value)) != len(value):
            bad(f"see_also.{key}", "an id listed twice")
        return tuple(v for v in value if v in known)

    return SeeAlso(ids("replays", replay_ids), ids("rulings", ruling_ids))
