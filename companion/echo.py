"""User input quoted back in one-line messages, shortened so a huge input stays a short line."""

from __future__ import annotations

ECHO_LIMIT = 60


def clip(text: str, limit: int = ECHO_LIMIT) -> str:
    """`text` itself, or its first `limit` characters and "…" when it is longer."""
    return text if len(text) <= limit else text[:limit] + "…"
