"""User input quoted back in one-line messages, shortened so a huge input stays a short line."""

from __future__ import annotations

ECHO_LIMIT = 60


def clip(text: str, limit: int = ECHO_LIMIT) -> str:
    """`text` itself, or its first `limit` characters and "…" when it is longer; a character
    that does not print (a line break, a terminal escape) is shown as its escape, like \\n."""
    cut = text if len(text) <= limit else text[:limit] + "…"
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in cut)
