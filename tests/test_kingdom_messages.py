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

# each reason, with a piece of its English and of its Hungarian sentence that names the problem
CASES = [
    (
        Reason("no_sets"),
        "choose at least one set",
        "válassz legalább egy dobozt",
    ),
    (
        Reason("unknown_set", set="intrigue", known=["base-1e", "seaside-1e"]),
        "unknown set “intrigue” (known: base-1e, seaside-1e)",
        "ismeretlen doboz: „intrigue” (ismertek: base-1e, seaside-1e)",
    ),
    (
        Reason("bad_number", option="max_attacks", value=11, min=0, max=10),
        "the number of Attacks must be from 0 to 10, not 11",
        "a támadáskártyák száma 0 és 10 között lehet, nem 11",
    ),
    (
        Reason("bad_number", option="set_min:base-1e", value=12, min=0, max=10),
        "the minimum number of cards from a set must be from 0 to 10, not 12",
        "egy dobozból legalább hány kártya legyen 0 és 10 között lehet, nem 12",
    ),
    (
        Reason("duplicate_set_bound", option="set_min"),
        "a set has two limits of the same kind",
        "egy dobozhoz két azonos fajta határ tartozik",
    ),
    (
        Reason("unknown_card", card="wtich", suggestion="witch"),
        "unknown card “wtich”; did you mean “Witch” (witch)?",
        "ismeretlen kártya: „wtich”; erre gondoltál: „Boszorkány” (witch)?",
    ),
    (
        Reason("unknown_card", card="zzz", suggestion=None),
        "unknown card “zzz”",
        "ismeretlen kártya: „zzz”",
    ),
    (
        Reason("not_kingdom_card", cards=["copper"]),
        "Copper is not a kingdom card",
        "a Rézpénz nem birodalomkártya",
    ),
    (
        Reason("not_kingdom_card", cards=["copper", "gold"]),
        "Copper and Gold are not kingdom cards",
        "a Rézpénz és az Aranypénz nem birodalomkártyák",
    ),
    (
        Reason("required_and_banned", cards=["witch"]),
        "Witch is both required (or kept) and banned",
        "a Boszorkány egyszerre kötelező (vagy megtartott) és kitiltott",
    ),
    (
        Reason("required_and_banned", cards=["moat", "witch"]),
        "Moat and Witch are both required (or kept) and banned",
        "a Várárok és a Boszorkány egyszerre kötelezők (vagy megtartottak) és kitiltottak",
    ),
    (
        Reason("not_in_sets", cards=["pirate_ship"], sets=["base-1e"], missing=["seaside-1e"]),
        "Pirate Ship is from Seaside",
        "a Kalózhajó a Seaside",
    ),
    (
        Reason("too_many_fixed", count=11, cards=[]),
        "11 cards are required or kept, but a kingdom has only 10",
        "11 kártya kötelező vagy megtartott, de csak 10 fér el",
    ),
    (
        Reason("set_not_chosen", set="seaside-1e", value=2, sets=["base-1e"]),
        "at least 2 cards from Seaside",
        "legalább 2 kártya a Seaside",
    ),
    (
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
        "after banning Moat and leaving out the cards of the last 2 kingdoms (Witch and Spy)",
        "az előző 2 birodalom kártyáinak (Boszorkány és Kém) kihagyása után csak 9 kártya marad",
    ),
    (
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
        "a +Buy card together with Market banned (the required and kept cards leave 9 places free)",
        "valamint a Piac kitiltva (a kötelező és megtartott lapok mellett 9 hely szabad)",
    ),
    (
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
        "at most 4 cards costing 5 or more fit",
        "legfeljebb 4 db 5 vagy több érmébe kerülő kártya fér bele",
    ),
    (
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
        "beside 6 cards costing 2–3 and the required or kept Smithy",
        "megtartott Kovácsműhely mellett legfeljebb 3 db",
    ),
    (
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
        "the cards of the last kingdom left out (Haven)",
        "az előző birodalom kártyái kihagyva (Rév)",
    ),
    (
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
        "at least 2 Attacks are needed (Militia and Witch: required or kept)",
        "legalább 2 támadáskártya kell (Polgárőrség és Boszorkány: kötelező vagy megtartott)",
    ),
    (
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
        "at least 1 Attack is needed (Witch: required or kept)",
        "legalább 1 támadáskártya kell (Boszorkány: kötelező vagy megtartott)",
    ),
    (
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
        "there are only 5 costs (2, 3, 4, 5, 6), so at least 3 cards must share one",
        "csak 5-féle ár van (2, 3, 4, 5, 6), így legalább 3 lapnak azonos árúnak kellene lennie",
    ),
    (
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
        "Moat is banned, and Lighthouse is not in the chosen sets",
        "a Várárok ki van tiltva, és a Világítótorony nincs a kiválasztott dobozokban",
    ),
    (
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
        "Moat was used recently, and Lighthouse does not fit",
        "a Várárok nemrég szerepelt, és a Világítótorony nem fér bele",
    ),
    (
        Reason("not_in_kingdom", card="witch", cards=[]),
        "Witch is not in this kingdom",
        "a Boszorkány nincs ebben a birodalomban",
    ),
    (
        Reason("bad_swap_mode", value="colour", known=["cost", "type"]),
        "unknown swap mode “colour” (use cost or type)",
        "ismeretlen cseremód: „colour” (cost vagy type lehet)",
    ),
    (
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
        "Adventurer cannot be swapped: no other card costing 6 is left",
        "a Kalandort nem lehet lecserélni: nem maradt más 6 érmés kártya",
    ),
    (
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
        "Moat cannot be swapped: no other card is left",
        "a Várárkot nem lehet lecserélni: nem maradt más kártya",
    ),
    (
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
        "the only card of type Action – Reaction from Seaside",
        "az egyetlen „Akció – Védekezés” típusú a Seaside",
    ),
    (
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
        "all 12 other cards break a Village (+2 Actions)",
        "12 másik kártya van, de mind sértené ezt: +2 akciót adó lap",
    ),
    (
        Reason("unknown_recommended", name="frist", suggestion="first_game"),
        "no recommended kingdom “frist”; did you mean “First Game” (first_game)?",
        "ismeretlen ajánlott birodalom: „frist”; talán „Kezdőknek” (first_game)?",
    ),
    (
        Reason("unknown_recommended", name="zzz", suggestion=None),
        "unknown recommended kingdom “zzz”",
        "ismeretlen ajánlott birodalom: „zzz”",
    ),
    (
        Reason("empty"),
        "the kingdom code is empty",
        "a birodalomkód üres",
    ),
    (
        Reason("foreign", prefix="K1"),
        "this is not a kingdom code (kingdom codes start with K1)",
        "ez nem birodalomkód (a birodalomkódok eleje: K1)",
    ),
    (
        Reason("version", version="2", supported="1"),
        "kingdom code version 2 is not supported (only 1)",
        "nem támogatott kódverzió: 2 (csak 1)",
    ),
    (
        Reason("characters", character="!"),
        "a kingdom code cannot contain “!”",
        "birodalomkódban nem lehet ilyen karakter: „!”",
    ),
    (
        Reason("truncated"),
        "the kingdom code is too short: part of it is missing",
        "a birodalomkód túl rövid: hiányzik belőle egy rész",
    ),
    (
        Reason("checksum"),
        "the kingdom code is damaged (mistyped, changed or cut short)",
        "a birodalomkód sérült (elgépelés, módosítás vagy csonkítás)",
    ),
    (
        Reason("invalid", detail="unknown cards"),
        "the kingdom code does not describe a valid kingdom",
        "a birodalomkód nem érvényes birodalmat ír le",
    ),
]


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


def test_every_handler_has_a_sample() -> None:
    assert {r.code for r, _, _ in CASES} == set(_HANDLERS)


@pytest.mark.parametrize(
    ("reason", "english", "hungarian"), CASES, ids=lambda v: getattr(v, "code", "")
)
def test_each_reason_is_one_translated_sentence(
    cat: Catalogue, reason: Reason, english: str, hungarian: str
) -> None:
    en = describe(reason, cat, translator("en"))
    hu = describe(reason, cat, translator("hu"))
    for text in (en, hu):
        assert text and "\n" not in text and "{" not in text and "}" not in text, text
    assert english in en, en
    assert hungarian in hu, hu


def _zero(constraint: str, **params: object) -> Reason:
    return Reason(
        "unsatisfiable",
        constraint=constraint,
        fixed=[],
        free=10,
        fixed_matter=False,
        fixed_members=[],
        **params,
    )


# n = 0 never reads "at most 0 ..." or "leave 0 places": each has its own wording
ZERO_CASES = [
    (
        _zero("max_attacks", value=0, needed=1, others=[]),
        "cannot turn Attacks off: at least 1 Attack is needed",
        "a támadáskártyák nem zárhatók ki: legalább 1 támadáskártya kell",
    ),
    (
        _zero("max_attacks", value=0, needed=2, others=[{"constraint": "min_cheap", "value": 9}]),
        "cannot turn Attacks off together with at least 9 cards costing 2–3: "
        "at least 2 Attacks are needed",
        "a támadáskártyák nem zárhatók ki, ha ez is kell: legalább 9 db 2–3 érmés kártya: "
        "legalább 2 támadáskártya kell",
    ),
    (
        _zero("min_cheap", value=9, possible=4, others=[{"constraint": "max_attacks", "value": 0}]),
        "cannot have at least 9 cards costing 2–3 together with no Attacks: "
        "at most 4 cards costing 2–3 fit",
        "nem teljesülhet egyszerre: legalább 9 db 2–3 érmés kártya, valamint birodalom "
        "támadáskártya nélkül: legfeljebb 4 db 2–3 érmés kártya fér bele",
    ),
    (
        _zero("set_max", set="seaside-1e", value=0, needed=1, others=[]),
        "cannot have the cards from Seaside (1st edition) left out: at least 1 such card is needed",
        "nem teljesülhet: a Seaside (1.\u00a0kiadás) doboz kártyái kihagyva: "
        "legalább 1 ilyen kártya kell",
    ),
    (
        Reason(
            "unsatisfiable",
            constraint="min_cheap",
            value=1,
            fixed=["witch"] * 10,
            free=0,
            fixed_matter=True,
            fixed_members=[],
            possible=0,
            others=[],
        ),
        "cannot have at least 1 card costing 2–3: no card costing 2–3 fits "
        "(the required and kept cards take every place)",
        "nem teljesülhet: legalább 1 db 2–3 érmés kártya: egyetlen 2–3 érmés kártya sem fér bele "
        "(a kötelező és megtartott lapok minden helyet elfoglalnak)",
    ),
    (
        Reason(
            "pool_too_small",
            available=0,
            needed=10,
            sets=["base-1e"],
            others=[{"constraint": "ban", "value": ["moat"], "cards": ["moat"]}],
        ),
        "no card is left after banning Moat; 10 are needed",
        "a Várárok kitiltása után egyetlen kártya sem marad, de 10 kell",
    ),
]


@pytest.mark.parametrize(("reason", "english", "hungarian"), ZERO_CASES)
def test_zero_has_its_own_wording(
    cat: Catalogue, reason: Reason, english: str, hungarian: str
) -> None:
    assert describe(reason, cat, translator("en")) == english
    assert describe(reason, cat, translator("hu")) == hungarian


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
