"""Typed errors of the kingdom library, each carrying a machine-readable Reason."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any


class Reason:
    """Why something failed: a stable `code` and JSON-friendly `params` (no prose).

    `companion.kingdom.messages.describe` turns a Reason into a sentence in either language.
    """

    __slots__ = ("code", "params")

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params: Mapping[str, Any] = MappingProxyType(dict(params))

    def __getitem__(self, key: str) -> Any:
        return self.params[key]

    def get(self, key: str, default: Any = None) -> Any:
        """A parameter, or `default` when the reason does not have it."""
        return self.params.get(key, default)

    def to_json(self) -> dict[str, Any]:
        """The reason as plain JSON: {"code": ..., "params": {...}}."""
        return {"code": self.code, "params": dict(self.params)}

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Reason)
            and self.code == other.code
            and dict(self.params) == dict(other.params)
        )

    def __hash__(self) -> int:
        return hash(self.code)

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Reason({self.code!r}{args})"


class KingdomError(ValueError):
    """Base class: a kingdom request that cannot be met; `reason` says why."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(repr(reason))
        self.reason = reason


class InvalidOptions(KingdomError):
    """Options that are malformed in themselves (unknown set, number out of range, ...)."""


class ImpossibleKingdom(KingdomError):
    """No kingdom of the chosen sets satisfies all the options."""


class NoReplacement(KingdomError):
    """A card cannot be swapped: no other card fits the swap filter and the options."""


class BadKingdomCode(KingdomError):
    """A kingdom code that is empty, foreign, damaged, of another version or invalid."""
