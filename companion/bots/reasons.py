"""Why a rule bot answers as it does: a rule id and its parameters, never prose.

`RuleBot.explain` returns a `Hint` (the answer and its `Reason`); `RuleBot.answer` is that
answer, so a hint cannot differ from the bot's move. The words for a reason live outside the
bots (companion/table/hint_text.py), in either language.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.engine.decisions import Answer

Arg = int | str | tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Reason:
    """A rule that chose an answer: `rule` names it ("money", "ending", "village", "trash"...),
    `card` is the card it is about, `args` its numbers and names (see docs/simulator.md,
    "Why a bot chose")."""

    rule: str
    card: str | None = None
    args: tuple[tuple[str, Arg], ...] = ()

    def arg(self, name: str, default: Arg | None = None) -> Arg | None:
        """One parameter by name (`default` when the rule has none of that name)."""
        for key, value in self.args:
            if key == name:
                return value
        return default

    def num(self, name: str) -> int:
        """A numeric parameter (0 when missing)."""
        value = self.arg(name, 0)
        return value if isinstance(value, int) else 0

    def cards(self, name: str) -> tuple[str, ...]:
        """A parameter that lists cards (empty when missing)."""
        value = self.arg(name, ())
        return value if isinstance(value, tuple) else ()


@dataclass(frozen=True, slots=True)
class Hint:
    """A bot's answer to one decision and the reason for it."""

    answer: Answer
    reason: Reason
