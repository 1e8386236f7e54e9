"""The "Check yourself" questions (data/rulebook/quizzes.toml): loaded, checked, and answered
on the engine, so a quiz can never claim what the rules engine would not do.

A question is either pure (its options and the right one come from the data) or a position
(cards in hand, in play, deck...) plus a kind: the kind plays the position on a real `Game` and
reads its answer off the engine. Loading refuses a file whose right option disagrees with the
engine, and every unknown chapter, kind, card, field or position the engine refuses.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from companion.catalogue.model import Text
from companion.engine.cards import CardDB
from companion.engine.decisions import IllegalAnswer
from companion.engine.errors import EngineError
from companion.engine.piles import MAX_PLAYERS, MIN_PLAYERS
from companion.engine.standard import standard_db
from companion.rulebook.loader import RULEBOOK_DIR
from companion.rulebook.model import CHAPTER_IDS
from companion.rulebook.quiz_positions import CARD_LISTS, KINDS, NEEDS_CARD, PURE, Spot

QUIZ_FILE = RULEBOOK_DIR / "quizzes.toml"
QUIZ_FIELDS = {
    "id",
    "chapter",
    "kind",
    "q",
    "explain",
    "option",
    "card",
    "players",
    "phase",
    "actions",
    "buys",
    "coins",
    "supply",
    "embargo",
    "turns",
    "kingdom",
    *CARD_LISTS,
}
OPTION_FIELDS = {"value", "text", "why", "right"}


class QuizError(ValueError):
    """The quiz file is wrong; `problems` lists each one as "file: field: what"."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclass(frozen=True, slots=True)
class Option:
    """One answer shown to the reader: the value the engine's answer is compared with."""

    value: str
    text: Text | None  # None: the value itself (a number) or Yes / No in the UI language
    why: Text | None  # why this option is wrong (None on the right one)


@dataclass(frozen=True, slots=True)
class Quiz:
    """One "Check yourself" question; `answer` is the engine's (pure: the data's) right value."""

    id: str
    chapter: str
    kind: str
    q: Text
    explain: Text
    options: tuple[Option, ...]
    claimed: str  # the value of the option the data marks right
    spot: Spot = field(default_factory=Spot)
    answer: str = ""

    def option(self, value: str) -> Option | None:
        return next((o for o in self.options if o.value == value), None)


def judge(quiz: Quiz, value: str) -> bool:
    """Is `value` the right answer (the engine's, for a position)?"""
    return value == quiz.answer


def engine_answer(db: CardDB, quiz: Quiz) -> str:
    """The engine's answer to the question (a pure question: the data's)."""
    if quiz.kind == PURE:
        return quiz.claimed
    return KINDS[quiz.kind](db, quiz.spot)


# -- the file -------------------------------------------------------------------------------


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


class _Check:
    """Collects the problems of one file."""

    def __init__(self, file: str, db: CardDB) -> None:
        self.file = file
        self.db = db
        self.problems: list[str] = []

    def bad(self, where: str, what: str) -> None:
        self.problems.append(f"{self.file}: {where}: {what}")

    def text(
        self, raw: Mapping[str, Any], key: str, where: str, required: bool = True
    ) -> Text | None:
        value = raw.get(key)
        if value is None and not required:
            return None
        if not isinstance(value, Mapping) or set(value) != {"en", "hu"}:
            self.bad(f"{where}.{key}", "missing (a table with en and hu)")
            return Text("", "")
        en, hu = value["en"], value["hu"]
        if not all(isinstance(v, str) and v.strip() for v in (en, hu)):
            self.bad(f"{where}.{key}", "en and hu must be non-empty strings")
            return Text("", "")
        return Text(en, hu)

    def cards(self, raw: Mapping[str, Any], key: str, where: str) -> tuple[str, ...] | None:
        value = raw.get(key)
        if value is None:
            return None
        if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
            self.bad(f"{where}.{key}", "must be a list of card ids")
            return ()
        for card_id in value:
            if card_id not in self.db:
                self.bad(f"{where}.{key}", f"unknown card {card_id!r}")
        return tuple(value)

    def counts(self, raw: Mapping[str, Any], key: str, where: str) -> tuple[tuple[str, int], ...]:
        value = raw.get(key, {})
        if not isinstance(value, Mapping):
            self.bad(f"{where}.{key}", "must be a table of card = count")
            return ()
        for card_id, n in value.items():
            if card_id not in self.db:
                self.bad(f"{where}.{key}", f"unknown card {card_id!r}")
            if not _whole(n):
                self.bad(f"{where}.{key}.{card_id}", "must be a whole number from 0")
        return tuple((c, n) for c, n in value.items() if isinstance(n, int))

    def number(self, raw: Mapping[str, Any], key: str, where: str, default: int) -> int:
        value = raw.get(key, default)
        if not isinstance(value, int) or not _whole(value):
            self.bad(f"{where}.{key}", "must be a whole number from 0")
            return default
        return value

    def spot(self, raw: Mapping[str, Any], where: str) -> Spot:
        lists = {k: v for k in CARD_LISTS if (v := self.cards(raw, k, where)) is not None}
        played, treasures = lists.get("play", ()), self.db.treasures
        first = next((i for i, c in enumerate(played) if c in treasures), len(played))
        if any(c not in treasures for c in played[first:]):
            self.bad(f"{where}.play", "Actions first, then Treasures (they end the action phase)")
        kingdom = self.cards(raw, "kingdom", where) or ()
        card = raw.get("card")
        if card is not None and (not isinstance(card, str) or card not in self.db):
            self.bad(f"{where}.card", f"unknown card {card!r}")
            card = None
        players = self.number(raw, "players", where, 2)
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            self.bad(f"{where}.players", f"must be {MIN_PLAYERS} to {MAX_PLAYERS}")
            players = 2
        turns = raw.get("turns", [0, 0])
        if not (
            isinstance(turns, list) and len(turns) == 2 and all(isinstance(t, int) for t in turns)
        ):
            self.bad(f"{where}.turns", "must be two whole numbers (yours, the other player's)")
            turns = [0, 0]
        phase = raw.get("phase", "action")
        if phase not in ("action", "buy"):
            self.bad(f"{where}.phase", f"must be action or buy, not {phase!r}")
            phase = "action"
        return Spot(
            **lists,
            kingdom=kingdom,
            card=card,
            players=players,
            phase=phase,
            actions=self.number(raw, "actions", where, 1),
            buys=self.number(raw, "buys", where, 1),
            coins=self.number(raw, "coins", where, 0),
            supply=self.counts(raw, "supply", where),
            embargo=self.counts(raw, "embargo", where),
            turns=(turns[0], turns[1]),
        )

    def options(self, raw: Mapping[str, Any], where: str) -> tuple[tuple[Option, ...], str]:
        value = raw.get("option", [])
        if not isinstance(value, list) or len(value) < 2:
            self.bad(f"{where}.option", "needs at least two options")
            return (), ""
        options: list[Option] = []
        right: list[str] = []
        for i, item in enumerate(value, 1):
            at = f"{where}.option[{i}]"
            if not isinstance(item, Mapping):
                self.bad(at, "must be a table")
                continue
            for key in sorted(set(item) - OPTION_FIELDS):
                self.bad(f"{at}.{key}", "unknown field")
            v = item.get("value")
            if isinstance(v, bool) or not isinstance(v, str | int) or str(v) == "":
                self.bad(f"{at}.value", "missing (a string or a whole number)")
                continue
            is_right = item.get("right", False) is True
            if is_right:
                right.append(str(v))
            why = self.text(item, "why", at, required=not is_right)
            options.append(Option(str(v), self.text(item, "text", at, required=False), why))
        values = [o.value for o in options]
        if len(set(values)) != len(values):
            self.bad(f"{where}.option", "two options have the same value")
        if len(right) != 1:
            self.bad(f"{where}.option", f"exactly one option must be right, not {len(right)}")
        return tuple(options), right[0] if len(right) == 1 else ""

    def quiz(self, raw: Mapping[str, Any], where: str) -> Quiz | None:
        for key in sorted(set(raw) - QUIZ_FIELDS):
            self.bad(f"{where}.{key}", "unknown field")
        ident, chapter, kind = raw.get("id"), raw.get("chapter"), raw.get("kind")
        if not isinstance(ident, str) or not ident:
            self.bad(f"{where}.id", "missing (a non-empty string)")
        if chapter not in CHAPTER_IDS:
            self.bad(f"{where}.chapter", f"unknown chapter {chapter!r}")
        if kind != PURE and kind not in KINDS:
            self.bad(f"{where}.kind", f"unknown kind {kind!r} (known: pure, {', '.join(KINDS)})")
        spot = self.spot(raw, where)
        if kind in NEEDS_CARD and spot.card is None:
            self.bad(f"{where}.card", f"the kind {kind} needs a card")
        q, explain = self.text(raw, "q", where), self.text(raw, "explain", where)
        options, claimed = self.options(raw, where)
        if not (isinstance(ident, str) and isinstance(chapter, str) and isinstance(kind, str)):
            return None
        assert q is not None and explain is not None
        return Quiz(ident, chapter, kind, q, explain, options, claimed, spot)

    def answer(self, quiz: Quiz, where: str) -> Quiz:
        """The quiz with the engine's answer, after checking the data claims the same."""
        try:
            value = engine_answer(self.db, quiz)
        except (EngineError, IllegalAnswer, ValueError, KeyError) as exc:
            self.bad(where, f"the engine refuses the position: {exc}")
            return quiz
        if quiz.option(value) is None:
            self.bad(where, f"the engine's answer {value!r} is not among the options")
        elif value != quiz.claimed:
            self.bad(where, f"the engine answers {value!r}, the data claims {quiz.claimed!r}")
        return replace(quiz, answer=value)


def parse(content: str, name: str, db: CardDB, engine: bool = True) -> tuple[Quiz, ...]:
    """The quizzes of one TOML text; QuizError listing every problem. With `engine`, each
    position is played and its answer checked against the data's right option."""
    check = _Check(name, db)
    try:
        raw = tomllib.loads(content)
    except tomllib.TOMLDecodeError as exc:
        raise QuizError([f"{name}: not valid TOML: {exc}"]) from None
    for key in sorted(set(raw) - {"quiz"}):
        check.bad(key, "unknown field")
    items = raw.get("quiz", [])
    if not isinstance(items, list):
        raise QuizError([f"{name}: quiz: must be an array of tables"])
    quizzes: list[Quiz] = []
    seen: set[str] = set()
    for i, item in enumerate(items, 1):
        where = f"quiz[{item.get('id', i) if isinstance(item, Mapping) else i}]"
        if not isinstance(item, Mapping):
            check.bad(where, "must be a table")
            continue
        quiz = check.quiz(item, where)
        if quiz is None:
            continue
        if quiz.id in seen:
            check.bad(where, "id used twice")
        seen.add(quiz.id)
        quizzes.append(quiz)
    if engine and not check.problems:
        quizzes = [check.answer(q, f"quiz[{q.id}]") for q in quizzes]
    if check.problems:
        raise QuizError(check.problems)
    return tuple(quizzes)


def load_file(path: Path, db: CardDB | None = None, engine: bool = True) -> tuple[Quiz, ...]:
    return parse(
        path.read_text(encoding="utf-8"), f"rulebook/{path.name}", db or standard_db(), engine
    )


@functools.cache
def load_quizzes() -> tuple[Quiz, ...]:
    """The project's quizzes, each answered by the engine (read and checked once per process)."""
    return load_file(QUIZ_FILE)


def of_chapter(quizzes: Sequence[Quiz], chapter_id: str) -> tuple[Quiz, ...]:
    return tuple(q for q in quizzes if q.chapter == chapter_id)


def score(quizzes: Sequence[Quiz], replies: Mapping[str, str]) -> tuple[int, int]:
    """(right, answered) among `quizzes` for the replies given so far {quiz id: value}."""
    answered = [q for q in quizzes if q.id in replies]
    return sum(judge(q, replies[q.id]) for q in answered), len(answered)
