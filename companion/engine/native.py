"""What the engine's classes need to behave alike in pure Python and compiled (mypyc, see
companion/compiled.py): a plain install has no mypy_extensions, and a compiled frozen dataclass
refuses pickle's default field-by-field restore (saved tables and the process pool pickle them)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar

__all__ = ["by_fields", "mypyc_attr"]

_Class = TypeVar("_Class", bound=type)

try:  # the compiler's class marker
    from mypy_extensions import mypyc_attr
except ImportError:  # pragma: no cover - only without the test tools

    def mypyc_attr(*_: object, **__: object) -> Callable[[_Class], _Class]:  # type: ignore[misc]
        """Without the compiler the marker changes nothing."""
        return lambda cls: cls


def by_fields(obj: Any) -> tuple[type, tuple[object, ...]]:
    """A frozen dataclass's `__reduce__`: rebuilt by calling its class with its fields."""
    return type(obj), tuple(getattr(obj, f.name) for f in fields(obj))
