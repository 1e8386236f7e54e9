"""Read and check the catalogue files in `data/`; every problem names its file, id and field."""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from companion.catalogue.model import (
    ATTACK_KINDS,
    BOOKS,
    COMPONENTS,
    PLUS_FIELDS,
    SETS,
    TAGS,
    TYPES,
    Card,
    Plus,
    Recommended,
    Ref,
    Rule,
    Ruling,
    Text,
)
from companion.hungarian.grammar import CASES

CARD_FIELDS = {
    "id",
    "set",
    "cost",
    "types",
    "coins",
    "vp",
    "tags",
    "attack",
    "components",
    "name",
    "aliases",
    "forms",
    "text",
    "plus",
    "next_turn",
    "ruling",
}
CARD_REQUIRED = {"id", "set", "cost", "types", "name", "forms", "text"}
RULING_FIELDS = {"id", "ref", "en", "hu", "note"}
RULE_FIELDS = {"id", "topic", "ref", "title", "en", "hu", "note"}
KINGDOM_FIELDS = {"id", "book", "name", "cards", "note"}
REF_FIELDS = {"book", "page", "section"}
# How each Hungarian case ends (-t; -val/-vel assimilated: Piaccal; -ra/-re; -hoz/-hez/-höz).
FORM_ENDINGS = {
    "acc": ("t",),
    "ins": ("al", "el"),
    "sub": ("ra", "re"),
    "all": ("hoz", "hez", "höz"),
}


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong in a catalogue file."""

    file: str
    item: str
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.item}: {self.field}: {self.message}"


class CatalogueError(ValueError):
    """The catalogue files have problems; `problems` lists every one."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        shown = "\n".join(str(p) for p in problems[:50])
        more = f"\n... and {len(problems) - 50} more" if len(problems) > 50 else ""
        super().__init__(f"{len(problems)} problem(s) in the card catalogue:\n{shown}{more}")


class _Checker:
    """Collects problems while turning raw TOML tables into model objects."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.problems: list[Problem] = []

    def add(self, item: str, field: str, message: str) -> None:
        self.problems.append(Problem(self.file, item, field, message))

    def keys(
        self, raw: Mapping[str, Any], item: str, allowed: set[str], required: set[str]
    ) -> None:
        for key in sorted(set(raw) - allowed):
            self.add(item, key, "unknown field")
        for key in sorted(required - set(raw)):
            self.add(item, key, "missing field")

    def int_(self, raw: Mapping[str, Any], item: str, key: str, default: int = 0) -> int:
        value = raw.get(key, default)
        if not isinstance(value, int) or isinstance(value, bool):
            self.add(item, key, f"expected an integer, got {value!r}")
            return default
        return value

    def str_(self, raw: Mapping[str, Any], item: str, key: str) -> str:
        value = raw.get(key, "")
        if not isinstance(value, str) or not value.strip():
            self.add(item, key, "expected a non-empty text")
            return ""
        return value

    def text(self, raw: Any, item: str, key: str) -> Text:
        if not isinstance(raw, Mapping):
            self.add(item, key, "expected a table with `en` and `hu`")
            return Text("", "")
        for extra in sorted(set(raw) - {"en", "hu"}):
            self.add(item, f"{key}.{extra}", "unknown language")
        return Text(self._lang(raw, item, key, "en"), self._lang(raw, item, key, "hu"))

    def _lang(self, raw: Mapping[str, Any], item: str, key: str, lang: str) -> str:
        value = raw.get(lang)
        if not isinstance(value, str) or not value.strip():
            self.add(item, f"{key}.{lang}", "missing translation")
            return ""
        return " ".join(value.split())

    def forms(self, raw: Any, item: str, name: str) -> Mapping[str, str]:
        """The Hungarian forms of a card name: every case, each recognisably that name."""
        if not isinstance(raw, Mapping) or set(raw) != {"hu"} or not isinstance(raw["hu"], Mapping):
            self.add(item, "forms", "expected a table `hu` with the inflected Hungarian names")
            return MappingProxyType({})
        forms: dict[str, str] = {}
        for extra in sorted(set(raw["hu"]) - set(CASES)):
            self.add(item, f"forms.hu.{extra}", f"unknown case (known: {', '.join(CASES)})")
        for case in CASES:
            value = raw["hu"].get(case)
            key = f"forms.hu.{case}"
            if not isinstance(value, str) or not value.strip():
                self.add(item, key, "missing form")
                continue
            forms[case] = value
            # All but the last word stay as they are; the last keeps at least its first letters
            # (Várárok → Várárkot), so a form copied from another card is caught.
            head, _sep, last = name.rpartition(" ")
            stem = f"{head} {last[:2]}" if head else last[:2]
            if name and not value.startswith(stem):
                self.add(item, key, f"{value!r} is not a form of {name!r}")
            if not value.endswith(FORM_ENDINGS[case]):
                self.add(item, key, f"{value!r} does not end like a {case} form")
        return MappingProxyType(forms)

    def choices(
        self, raw: Mapping[str, Any], item: str, key: str, allowed: Iterable[str]
    ) -> tuple[str, ...]:
        value = raw.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.add(item, key, "expected a list of names")
            return ()
        allowed_set = set(allowed)
        for v in value:
            if v not in allowed_set:
                self.add(item, key, f"unknown value {v!r} (allowed: {', '.join(allowed)})")
        if len(set(value)) != len(value):
            self.add(item, key, "duplicate values")
        return tuple(v for v in value if v in allowed_set)

    def ref(self, raw: Any, item: str) -> Ref:
        if not isinstance(raw, Mapping):
            self.add(item, "ref", "expected a table with book, page and section")
            return Ref("", 0, "")
        self.keys(raw, item, REF_FIELDS, REF_FIELDS)
        book = raw.get("book", "")
        if book not in BOOKS:
            self.add(item, "ref.book", f"unknown book {book!r}")
        page = self.int_(raw, item, "page")
        if page <= 0:
            self.add(item, "ref.page", "expected a positive page number")
        return Ref(str(book), page, self.str_(raw, item, "section"))

    def plus(self, raw: Any, item: str, key: str) -> Plus:
        if raw is None:
            return Plus()
        if not isinstance(raw, Mapping):
            self.add(item, key, "expected a table")
            return Plus()
        for extra in sorted(set(raw) - set(PLUS_FIELDS)):
            self.add(item, f"{key}.{extra}", "unknown field")
        values = {f: self.int_(raw, item, f) for f in PLUS_FIELDS}
        for f, v in values.items():
            if v < 0:
                self.add(item, f"{key}.{f}", "must not be negative")
        return Plus(**values)


_NO_FORMS: Mapping[str, str] = MappingProxyType({})


def _langs(raw: Mapping[str, Any]) -> dict[str, Any]:
    """The `en` and `hu` entries of a table that also has other fields."""
    return {lang: raw.get(lang) for lang in ("en", "hu")}


def _read(data_dir: Path, name: str) -> dict[str, Any]:
    """The TOML file `name` (a path relative to `data_dir`, which problems report)."""
    try:
        with (data_dir / name).open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise CatalogueError([Problem(name, "-", "-", "file is missing")]) from None
    except tomllib.TOMLDecodeError as exc:
        raise CatalogueError([Problem(name, "-", "-", f"not valid TOML: {exc}")]) from None


def _card(raw: Mapping[str, Any], check: _Checker, set_id: str) -> Card:
    item = str(raw.get("id", "?"))
    check.keys(raw, item, CARD_FIELDS, CARD_REQUIRED)
    if raw.get("set") != set_id:
        check.add(item, "set", f"expected {set_id!r} in this file, got {raw.get('set')!r}")
    types = check.choices(raw, item, "types", TYPES)
    if not types:
        check.add(item, "types", "a card needs at least one type")
    attack = check.choices(raw, item, "attack", ATTACK_KINDS)
    if ("attack" in types) != bool(attack):
        check.add(item, "attack", "Attack cards, and only they, name their attack kinds")
    cost = check.int_(raw, item, "cost", -1)
    if cost < 0:
        check.add(item, "cost", "must be 0 or more")
    coins = check.int_(raw, item, "coins")
    if ("treasure" in types) != (coins > 0):
        check.add(item, "coins", "Treasures, and only they, have a coin value")
    next_turn = check.plus(raw.get("next_turn"), item, "next_turn")
    if next_turn and "duration" not in types:
        check.add(item, "next_turn", "only Duration cards have next-turn parts")
    aliases_raw = raw.get("aliases", {})
    aliases: dict[str, tuple[str, ...]] = {"en": (), "hu": ()}
    if not isinstance(aliases_raw, Mapping) or set(aliases_raw) - {"en", "hu"}:
        check.add(item, "aliases", "expected a table with `en` and/or `hu` lists")
    else:
        for lang in ("en", "hu"):
            values = aliases_raw.get(lang, [])
            if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
                check.add(item, f"aliases.{lang}", "expected a list of names")
            else:
                aliases[lang] = tuple(values)
    rulings: list[Ruling] = []
    for r in raw.get("ruling", []):
        rid = str(r.get("id", "?"))
        check.keys(r, rid, RULING_FIELDS, RULING_FIELDS - {"note"})
        if not rid.startswith(item + "-"):
            check.add(rid, "id", f"a ruling id starts with its card id ({item}-...)")
        note = check.text(r["note"], rid, "note") if "note" in r else None
        rulings.append(
            Ruling(rid, check.ref(r.get("ref"), rid), check.text(_langs(r), rid, "ruling"), note)
        )
    name = check.text(raw.get("name"), item, "name")
    return Card(
        id=item,
        set=set_id,
        cost=cost,
        types=types,
        name=name,
        forms=check.forms(raw.get("forms"), item, name.hu) if "forms" in raw else _NO_FORMS,
        text=check.text(raw.get("text"), item, "text"),
        coins=coins,
        vp=check.int_(raw, item, "vp"),
        plus=check.plus(raw.get("plus"), item, "plus"),
        next_turn=next_turn,
        tags=frozenset(check.choices(raw, item, "tags", TAGS)),
        attack=attack,
        components=check.choices(raw, item, "components", COMPONENTS),
        aliases=MappingProxyType(aliases),
        rulings=tuple(rulings),
    )


@dataclass(frozen=True, slots=True)
class RawCatalogue:
    """Everything `load` read, before the Catalogue indexes it."""

    cards: tuple[Card, ...]
    trash_name: Text
    trash_text: Text
    rules: tuple[Rule, ...]
    recommended: tuple[Recommended, ...]


def read_all(data_dir: Path) -> RawCatalogue:
    """Read every catalogue file under `data_dir`, raising CatalogueError listing all problems."""
    problems: list[Problem] = []
    cards: list[Card] = []
    trash_name = trash_text = Text("Trash", "Szemét")
    for set_id in SETS:
        name = f"cards/{set_id}.toml"
        try:
            raw = _read(data_dir, name)
        except CatalogueError as exc:
            problems.extend(exc.problems)
            continue
        check = _Checker(name)
        for key in sorted(set(raw) - {"card", "trash"}):
            check.add("-", key, "unknown table")
        cards.extend(_card(c, check, set_id) for c in raw.get("card", []))
        if set_id == "basic":
            trash = raw.get("trash")
            if not isinstance(trash, Mapping):
                check.add("trash", "-", "missing [trash] table")
            else:
                check.keys(trash, "trash", {"name", "text"}, {"name", "text"})
                trash_name = check.text(trash.get("name"), "trash", "name")
                trash_text = check.text(trash.get("text"), "trash", "text")
        problems.extend(check.problems)

    rules: list[Rule] = []
    for path in sorted((data_dir / "rules").glob("*.toml")):
        name = f"rules/{path.name}"
        try:
            raw = _read(data_dir, name)
        except CatalogueError as exc:
            problems.extend(exc.problems)
            continue
        check = _Checker(name)
        for r in raw.get("rule", []):
            rid = str(r.get("id", "?"))
            check.keys(r, rid, RULE_FIELDS, RULE_FIELDS - {"note"})
            note = check.text(r["note"], rid, "note") if "note" in r else None
            rules.append(
                Rule(
                    rid,
                    check.str_(r, rid, "topic"),
                    check.ref(r.get("ref"), rid),
                    check.text(r.get("title"), rid, "title"),
                    check.text(_langs(r), rid, "rule"),
                    note,
                )
            )
        problems.extend(check.problems)

    recommended: list[Recommended] = []
    try:
        raw = _read(data_dir, "recommended.toml")
    except CatalogueError as exc:
        problems.extend(exc.problems)
        raw = {}
    check = _Checker("recommended.toml")
    for k in raw.get("kingdom", []):
        kid = str(k.get("id", "?"))
        check.keys(k, kid, KINGDOM_FIELDS, KINGDOM_FIELDS - {"note"})
        if k.get("book") not in BOOKS:
            check.add(kid, "book", f"unknown book {k.get('book')!r}")
        cards_raw = k.get("cards", [])
        if not isinstance(cards_raw, list) or not all(isinstance(c, str) for c in cards_raw):
            check.add(kid, "cards", "expected a list of card ids")
            cards_raw = []
        note = check.text(k["note"], kid, "note") if "note" in k else None
        recommended.append(
            Recommended(
                kid,
                str(k.get("book")),
                check.text(k.get("name"), kid, "name"),
                tuple(cards_raw),
                note,
            )
        )
    problems.extend(check.problems)
    problems.extend(_cross_checks(cards, rules, recommended))
    if problems:
        raise CatalogueError(problems)
    return RawCatalogue(tuple(cards), trash_name, trash_text, tuple(rules), tuple(recommended))


def _duplicates(ids: Iterable[str]) -> list[str]:
    seen: set[str] = set()
    dup: list[str] = []
    for i in ids:
        if i in seen:
            dup.append(i)
        seen.add(i)
    return dup


def _cross_checks(
    cards: list[Card], rules: list[Rule], recommended: list[Recommended]
) -> list[Problem]:
    """Checks that need more than one item: unique ids, known cards in kingdoms."""
    problems: list[Problem] = []
    for dup in _duplicates(c.id for c in cards):
        problems.append(Problem("cards", dup, "id", "duplicate card id"))
    for dup in _duplicates(r.id for c in cards for r in c.rulings):
        problems.append(Problem("cards", dup, "id", "duplicate ruling id"))
    for dup in _duplicates(r.id for r in rules):
        problems.append(Problem("rules", dup, "id", "duplicate rule id"))
    for dup in _duplicates(k.id for k in recommended):
        problems.append(Problem("recommended.toml", dup, "id", "duplicate kingdom id"))
    kingdom_ids = {c.id for c in cards if c.is_kingdom}
    for k in recommended:
        unknown = [c for c in k.cards if c not in kingdom_ids]
        if unknown:
            problems.append(
                Problem("recommended.toml", k.id, "cards", f"unknown kingdom cards {unknown}")
            )
        if len(set(k.cards)) != 10 or len(k.cards) != 10:
            problems.append(
                Problem("recommended.toml", k.id, "cards", "needs exactly 10 different cards")
            )
    return problems
