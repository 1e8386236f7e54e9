"""Every machine-readable reason reads as one sentence in both languages; no string untranslated."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po

from companion import LOCALES_DIR, PROJECT_ROOT
from companion.catalogue import Catalogue, load
from companion.i18n import translator
from companion.kingdom import Reason, describe
from companion.kingdom.messages import _HANDLERS, join, join_or

SAMPLES = [
    Reason("no_sets"),
    Reason("unknown_set", set="intrigue", known=["base-1e", "seaside-1e"]),
    Reason("bad_number", option="max_attacks", value=11, min=0, max=10),
    Reason("bad_number", option="set_min:base-1e", value=12, min=0, max=10),
    Reason("duplicate_set_bound", option="set_min"),
    Reason("unknown_card", card="wtich", suggestion="witch"),
    Reason("unknown_card", card="zzz", suggestion=None),
    Reason("not_kingdom_card", cards=["copper"]),
    Reason("not_kingdom_card", cards=["copper", "gold"]),
    Reason("required_and_banned", cards=["witch"]),
    Reason("required_and_banned", cards=["moat", "witch"]),
    Reason("not_in_sets", cards=["pirate_ship"], sets=["base-1e"], missing=["seaside-1e"]),
    Reason("too_many_fixed", count=11, cards=[]),
    Reason("set_not_chosen", set="seaside-1e", value=2, sets=["base-1e"]),
    Reason(
        "pool_too_small",
        available=9,
        needed=10,
        sets=["base-1e"],
        others=[
            {"constraint": "ban", "value": ["moat"], "cards": ["moat"]},
            {"constraint": "avoid_recent", "value": 2, "cards": ["witch", "spy"]},
        ],
    ),
    Reason(
        "unsatisfiable",
        constraint="require_buy",
        value=True,
        fixed=["moat"],
        free=9,
        fixed_matter=True,
        possible=0,
        fixed_members=[],
        others=[{"constraint": "ban", "value": ["market"], "cards": ["market"]}],
    ),
    Reason(
        "unsatisfiable",
        constraint="min_expensive",
        value=6,
        fixed=[],
        free=10,
        fixed_matter=False,
        possible=4,
        fixed_members=[],
        others=[{"constraint": "max_same_cost", "value": 3}],
    ),
    Reason(
        "unsatisfiable",
        constraint="min_expensive",
        value=5,
        fixed=["smithy"],
        free=9,
        fixed_matter=False,
        possible=3,
        fixed_members=[],
        fixed_beside=["smithy"],
        others=[{"constraint": "min_cheap", "value": 6}],
    ),
    Reason(
        "unsatisfiable",
        constraint="set_min",
        set="seaside-1e",
        value=6,
        fixed=[],
        free=10,
        fixed_matter=False,
        possible=4,
        fixed_members=[],
        others=[
            {"constraint": "set_max", "set": "seaside-1e", "value": 4},
            {"constraint": "avoid_recent", "value": 1, "cards": ["haven"]},
        ],
    ),
    Reason(
        "unsatisfiable",
        constraint="max_attacks",
        value=1,
        fixed=["militia", "witch"],
        free=8,
        fixed_matter=True,
        needed=2,
        fixed_members=["militia", "witch"],
        others=[],
    ),
    Reason(
        "unsatisfiable",
        constraint="no_attacks",
        value=0,
        fixed=["witch"],
        free=9,
        fixed_matter=True,
        needed=1,
        fixed_members=["witch"],
        others=[{"constraint": "min_cheap", "value": 3}],
    ),
    Reason(
        "unsatisfiable",
        constraint="max_same_cost",
        value=1,
        fixed=[],
        free=10,
        fixed_matter=False,
        needed=3,
        fixed_members=[],
        costs=[2, 3, 4, 5, 6],
        others=[],
    ),
    Reason(
        "unsatisfiable",
        constraint="require_defence",
        value=True,
        fixed=["witch"],
        free=9,
        fixed_matter=True,
        attacks=["witch"],
        defences=[
            {"card": "moat", "status": "banned"},
            {"card": "lighthouse", "status": "not_in_sets"},
        ],
        others=[{"constraint": "ban", "value": ["moat"], "cards": ["moat"]}],
    ),
    Reason(
        "unsatisfiable",
        constraint="require_defence",
        value=True,
        fixed=[],
        free=10,
        fixed_matter=False,
        attacks=[],
        defences=[
            {"card": "moat", "status": "recent"},
            {"card": "lighthouse", "status": "available"},
        ],
        others=[
            {"constraint": "require_village", "value": True},
            {"constraint": "require_draw", "value": True},
            {"constraint": "require_trashing", "value": True},
            {"constraint": "require_defence", "value": True},
            {"constraint": "max_attacks", "value": 2},
        ],
    ),
    Reason("not_in_kingdom", card="witch", cards=[]),
    Reason("bad_swap_mode", value="colour", known=["cost", "type"]),
    Reason(
        "no_replacement",
        card="adventurer",
        same="cost",
        cost=6,
        types=["action"],
        set=None,
        matching=0,
        failing=[],
    ),
    Reason(
        "no_replacement",
        card="moat",
        same=None,
        cost=2,
        types=["action", "reaction"],
        set=None,
        matching=0,
        failing=[],
    ),
    Reason(
        "no_replacement",
        card="moat",
        same="type",
        cost=2,
        types=["action", "reaction"],
        set="seaside-1e",
        matching=1,
        failing=["require_village"],
    ),
    Reason(
        "no_replacement",
        card="village",
        same=None,
        cost=3,
        types=["action"],
        set=None,
        matching=12,
        failing=[
            "require_village",
            "set_max:base-1e",
            "min_cheap",
            "max_attacks",
            "min_expensive",
            "max_same_cost",
            "set_min:seaside-1e",
            "ban",
        ],
    ),
    Reason("unknown_recommended", name="frist", suggestion="first_game"),
    Reason("unknown_recommended", name="zzz", suggestion=None),
    Reason("empty"),
    Reason("foreign", prefix="K1"),
    Reason("version", version="2", supported="1"),
    Reason("characters", character="!"),
    Reason("truncated"),
    Reason("checksum"),
    Reason("invalid", detail="unknown cards"),
]


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


def test_every_handler_has_a_sample() -> None:
    assert {r.code for r in SAMPLES} == set(_HANDLERS)


@pytest.mark.parametrize("reason", SAMPLES, ids=lambda r: r.code)
def test_each_reason_is_one_translated_sentence(cat: Catalogue, reason: Reason) -> None:
    en = describe(reason, cat, translator("en"))
    hu = describe(reason, cat, translator("hu"))
    for text in (en, hu):
        assert text and "\n" not in text and "{" not in text and "}" not in text, text
    assert en != hu


def test_unknown_codes_fall_back_to_the_raw_reason(cat: Catalogue) -> None:
    assert describe(Reason("mystery", x=1), cat, translator("en")) == "mystery: {'x': 1}"


def test_joins() -> None:
    en, hu = translator("en"), translator("hu")
    assert join(en, []) == "" and join(en, ["A"]) == "A"
    assert join(en, ["A", "B", "C"]) == "A, B and C"
    assert join(hu, ["A", "B"]) == "A és B"
    assert join_or(en, ["Moat", "Lighthouse"]) == "Moat or Lighthouse"
    assert join_or(hu, ["A", "B"]) == "A vagy B"


def test_reason_helpers() -> None:
    r = Reason("x", a=1)
    assert r["a"] == 1 and r.get("b", 2) == 2 and r.to_json() == {"code": "x", "params": {"a": 1}}
    assert r == Reason("x", a=1) and r != Reason("x", a=2) and "a=1" in repr(r)


def _my_messages() -> set[str]:
    keywords = {"_": None, "N_": None, "ngettext": (1, 2)}
    files = [
        *sorted((PROJECT_ROOT / "companion" / "kingdom").glob("*.py")),
        PROJECT_ROOT / "companion" / "cli" / "kingdom.py",
    ]
    found: set[str] = set()
    for path in files:
        for _line, message, _comments, _context in extract_from_file(
            "python", str(path), keywords=keywords
        ):
            found.add(message[0] if isinstance(message, tuple) else message)
    return found


def test_every_kingdom_string_has_a_hungarian_translation() -> None:
    with Path(LOCALES_DIR / "hu" / "LC_MESSAGES" / "messages.po").open("rb") as fh:
        catalog = read_po(fh, locale="hu")
    missing = []
    for msgid in sorted(_my_messages()):
        entry = next(
            (m for m in catalog if (m.id[0] if isinstance(m.id, tuple) else m.id) == msgid), None
        )
        strings = entry.string if entry is not None else ""
        if isinstance(strings, str):
            strings = (strings,)
        if entry is None or entry.fuzzy or not all(strings):
            missing.append(msgid)
    assert missing == []


def _po_width(prefix: str, text: str) -> int:
    """The length of a one-line .po entry line: prefix, quotes and escapes included."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return len(prefix) + 1 + len(escaped) + 2


def test_kingdom_entries_do_not_wrap_at_76_columns() -> None:
    """update_locales.py --check rewrites at width 76; a wrapped entry would fail the check."""
    with Path(LOCALES_DIR / "hu" / "LC_MESSAGES" / "messages.po").open("rb") as fh:
        catalog = read_po(fh, locale="hu")
    mine = _my_messages()
    too_long = []
    for m in catalog:
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        if not m.id or ids[0] not in mine:
            continue
        lines = [("msgid", ids[0])]
        if len(ids) > 1:
            lines.append(("msgid_plural", ids[1]))
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            lines += [(f"msgstr[{i}]", s) for i, s in enumerate(strings)]
            lines += [(f"msgstr[{i}]", s) for i, s in enumerate(ids)]  # English copies msgid
        else:
            lines += [("msgstr", str(m.string)), ("msgstr", ids[0])]
        too_long += [text for prefix, text in lines if _po_width(prefix, text) > 76]
    assert too_long == []
