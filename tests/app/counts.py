"""Read the rulebook widgets' one-line counts („Akciók **1** · Érmék **3**”) in an AppTest."""

from __future__ import annotations

import re

from streamlit.testing.v1 import AppTest

PAIR = re.compile(r"([^*·]+?) \*\*([^*]+)\*\*")
LINE = re.compile(r"(?:[^*·]+? \*\*[^*]+\*\*(?: · |$| :gray\[.*\]$))+")


def counts(at: AppTest) -> dict[str, str]:
    """label -> number of every counts line on the page, in page order."""
    found: dict[str, str] = {}
    for m in at.markdown:
        value = m.value.replace("\\", "")
        if LINE.fullmatch(value):
            found.update((k.strip(), v) for k, v in PAIR.findall(value.split(" :gray[")[0]))
    return found


def first_count(at: AppTest) -> str:
    """The first number of the first counts line (a widget with one result)."""
    return next(iter(counts(at).values()))
