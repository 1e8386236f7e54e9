"""The findings of the Hungarian language review stay fixed: exact texts, in both languages."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from companion import DATA_DIR, LOCALES_DIR
from companion.catalogue import Catalogue, load
from companion.cli import main
from companion.i18n import LANG_NAMES_IN_TEXT, translator
from companion.kingdom import Reason, describe

NBSP = "\u00a0"


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


def unsatisfiable(constraint: str, **params: object) -> Reason:
    base: dict[str, object] = {
        "value": 1,
        "fixed": [],
        "free": 10,
        "fixed_matter": False,
        "possible": 0,
        "fixed_members": [],
        "others": [],
    }
    return Reason("unsatisfiable", constraint=constraint, **{**base, **params})


@pytest.mark.parametrize(
    ("reason", "hu", "en"),
    [
        (  # "Falu" is one card; the option accepts any card giving +2 Actions
            unsatisfiable("require_village", value=True),
            "nem teljesülhet: +2 akciót adó lap",
            "cannot have a Village (+2 Actions)",
        ),
        (  # an impossibility, not a fact about the kingdom
            unsatisfiable("max_same_cost", costs=[2, 3, 4, 5, 6], needed=2),
            "nem teljesülhet: bármely árból legfeljebb 1 kártya: csak 5-féle ár van "
            "(2, 3, 4, 5, 6), így legalább 2 lapnak azonos árúnak kellene lennie",
            "cannot have at most 1 card of any one cost: there are only 5 costs "
            "(2, 3, 4, 5, 6), so at least 2 cards must share one",
        ),
        (  # C-25: nothing fits at all
            unsatisfiable(
                "min_cheap",
                value=4,
                others=[{"constraint": "ban", "value": ["cellar"], "cards": ["cellar"]}],
            ),
            "nem teljesülhet egyszerre: legalább 4 db 2–3 érmés kártya, valamint a Pince "
            "kitiltva: egyetlen 2–3 érmés kártya sem fér bele",
            "cannot have at least 4 cards costing 2–3 together with Cellar banned: "
            "no card costing 2–3 fits",
        ),
        (
            unsatisfiable("min_cheap", value=4, possible=2),
            "nem teljesülhet: legalább 4 db 2–3 érmés kártya: legfeljebb 2 db 2–3 érmés kártya "
            "fér bele",
            "cannot have at least 4 cards costing 2–3: at most 2 cards costing 2–3 fit",
        ),
    ],
)
def test_kingdom_messages(cat: Catalogue, reason: Reason, hu: str, en: str) -> None:
    assert describe(reason, cat, translator("hu")) == hu
    assert describe(reason, cat, translator("en")) == en


@pytest.mark.parametrize(
    ("msgid", "params", "hu"),
    [
        (
            "At least one Village (+2 Actions)",
            {},
            "Legalább egy +2 akciót adó lap (pl. Falu, Fesztivál)",
        ),
        ("Village (+2 Actions)", {}, "+2 akciót ad"),
        ("at most {n} Attack", {"n": 2}, "legfeljebb 2 támadáskártya"),
        ("the limit on Attacks", {}, "a támadáskártyák felső határa"),
        ("Most Attacks", {}, "Legfeljebb ennyi támadáskártya"),
        ("{attacks}; {defences}", {"attacks": "A", "defences": "B"}, "A; B"),
        ("{clauses}, and {last}", {"clauses": "A", "last": "B"}, "A, és B"),
        ("Cards costing 2–3, at least", {}, "2–3 érmés kártya, legalább"),
        ("junking", {}, "haszontalan lapot ad"),
        ("Trash card", {}, "Szemét-kártya"),
        ("Banned cards", {}, "Kitiltott kártyák"),
        ("Cards", {}, "Darab"),
        ("Gaining", {}, "Lapot szerez"),
        ("Replacement", {}, "Csere módja"),
        ("Lock", {}, "Rögzítés"),
        ("Cost: {cost}", {"cost": 4}, "Ár: 4 érme"),
        (
            "Played in {seconds} s ({rate} games/s).",
            {"seconds": 2, "rate": 5},
            "Lejátszva 2 mp alatt (5 játszma/mp).",
        ),
        (
            "unknown set “{name}” (known: {known})",
            {"name": "x", "known": "basic"},
            "ismeretlen doboz: „x” (ismertek: basic)",
        ),
        ("{book}, p. {page}", {"book": "Seaside", "page": 7}, f"Seaside, 7.{NBSP}oldal"),
        ("Seaside (1st edition)", {}, f"Seaside (1.{NBSP}kiadás)"),
        (
            "Unknown language “{value}” in the link; showing {name}.",
            {"value": "xx", "name": "magyar"},
            "Ismeretlen nyelv a linkben: „xx”; magyar nyelven mutatjuk.",
        ),
    ],
)
def test_hungarian_ui_strings(msgid: str, params: dict[str, object], hu: str) -> None:
    assert translator("hu")(msgid, **params) == hu


@pytest.mark.parametrize(
    ("ui", "lang", "name"),
    [("hu", "hu", "magyar"), ("hu", "en", "angol"), ("en", "hu", "Hungarian")],
)
def test_language_names_inside_a_sentence(ui: str, lang: str, name: str) -> None:
    """Feature 8: Hungarian writes language names in lower case mid-sentence."""
    _ = translator(ui)
    assert _(LANG_NAMES_IN_TEXT[lang]) == name


ORDINAL_BEFORE_WORD = re.compile(r"(?:\d|\})\. (?=[a-záéíóöőúüű])")


def test_ordinals_keep_their_noun_in_the_catalog() -> None:
    """Feature 11: "1. kiadás", "7. oldal", "2. kör" never break after the ordinal's dot."""
    with (LOCALES_DIR / "hu" / "LC_MESSAGES" / "messages.po").open("rb") as fh:
        catalog = read_po(fh, locale="hu")
    broken = []
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        broken += [s for s in strings if s and ORDINAL_BEFORE_WORD.search(s)]
    assert broken == []


@pytest.mark.parametrize(
    ("where", "lang", "text"),
    [
        (
            "ruling:moat-stays-in-hand",
            "hu",
            "A Várárok felfedésével nem dobod el, és nem is játszod ki: a kezedben marad.",
        ),
        (
            "ruling:moat-stays-in-hand",
            "en",
            "Revealing Moat neither discards nor plays it: it stays in your hand.",
        ),
        (
            "rule:game-end-scoring",
            "hu",
            "(húzópakli, dobópakli, kéz, a kijátszott lapok és a táblákon lévő lapok is)",
        ),
        (
            "rule:game-end-scoring",
            "en",
            "(deck, discard pile, hand, cards in play and cards on mats)",
        ),
        (
            "rule:seaside-example-duration",
            "hu",
            "a Rakparttól kapott +1 vásárlással pedig 2 vásárlásod van",
        ),
        (
            "card:treasury",
            "hu",
            "Amikor ezt a lapot a rendrakó fázisban eldobnád a kijátszott lapjaid közül,",
        ),
    ],
)
def test_meaning_fixes_in_the_catalogue(cat: Catalogue, where: str, lang: str, text: str) -> None:
    kind, ident = where.split(":")
    if kind == "card":
        found = cat.card(ident).text(lang)
    elif kind == "ruling":
        found = next(r for r in cat.card(ident.split("-")[0]).rulings if r.id == ident).text(lang)
    else:
        found = next(r for r in cat.rules if r.id == ident).text(lang)
    assert text in found


@pytest.mark.parametrize(
    ("make", "lang", "reason"),
    [
        ("folder", "hu", "ez mappa, nem fájl"),
        ("latin2", "hu", "nem UTF-8 kódolású szöveg"),
        ("latin2", "en", "it is not UTF-8 text"),
    ],
)
def test_unreadable_scenario_file_reason_is_translated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], make: str, lang: str, reason: str
) -> None:
    """D-11: the reason is in the UI language, not the system's English message."""
    path = tmp_path / "x.toml"
    if make == "folder":
        path.mkdir()
    else:
        path.write_bytes("title = 'Kápolna'".encode("iso-8859-2"))
    assert main(["scenario", "run", str(path), "--lang", lang]) == 2
    assert capsys.readouterr().err.rstrip().endswith(f"{path}: {reason}")


def hungarian_data_texts() -> list[tuple[str, str]]:
    """(file: key, text) of every `hu` string in data/, the untested rulings included."""
    found: list[tuple[str, str]] = []

    def walk(value: object, where: str) -> None:
        if isinstance(value, dict):
            for key, inner in value.items():
                if key == "hu" and isinstance(inner, str):
                    found.append((where, inner))
                else:
                    walk(inner, f"{where}.{key}")
        elif isinstance(value, list):
            for i, inner in enumerate(value):
                walk(inner, f"{where}[{i}]")

    for path in sorted(DATA_DIR.rglob("*.toml")):
        with path.open("rb") as fh:
            walk(tomllib.load(fh), path.relative_to(DATA_DIR).as_posix() + ":")
    return found


HU_DATA = hungarian_data_texts()

# Second pass of the review: what must not come back in any Hungarian data text.
REGRESSIONS = {
    "A-2 the Trash card is not 'next to' the cards left in the box": r"Mellettük van a Szemét",
    "B-2 the card is spelled Előörs": r"Előőrs",
    "B-6 Throne Room's plays are 'kijátszás'": r"\b(?:első|második|két)\s+végrehajtás",
    "B-7 Outpost gives an 'extra kör'": r"\bplusz\s+kör",
    "B-8 nothing is bought from the trash ('szemétről')": r"\bszemétből|\bszemétbe\b",
    "C-1 képezel (képzel is 'imagine')": r"\bképzel\b",
    "C-5 Csempészek takes a singular verb": (
        r"\bCsempészek\b(?:[^.;:]|\d\.)*\b(?:lemásolják|lemásolhatják|adhatják|nézik)\b"
    ),
    "C-6 a comma before 'és' joining two predicates": (
        r"\bhúz\b(?:[^.;,(]|\([^)]*\))*?(?<!,)\s+és\s+(?:ad\b|\+)"
    ),
    "D-1 the rules engine is 'a program'": r"\bmotor",
    "D-20 'kevés lapos', not 'rövid' decks": r"\brövid\s+húzópakli",
    "D-21 no developer remarks on the scripted shuffle": r"rögzített\s+keverés",
    "D-22 the Kingdom page draws ('sorsol') a kingdom": r"Birodalom oldala húz\b",
    "F-1 card name + common noun take a hyphen": (
        r"\b(?:Sziget|Bennszülött Falu|Kalózhajó|Csempészek)\s+(?:tábl|lap)"
    ),
    "F-3 a player count in digits": r"\bkét–négy\b",
}


@pytest.mark.parametrize("finding", sorted(REGRESSIONS))
def test_fixed_wording_stays_out_of_the_hungarian_data(finding: str) -> None:
    pattern = re.compile(REGRESSIONS[finding])
    assert [where for where, text in HU_DATA if pattern.search(text)] == []


def test_throne_room_texts_say_kijatszas() -> None:
    """B-6: a text about Throne Room never calls its plays 'végrehajtás'."""
    bad = [w for w, t in HU_DATA if ("Trónterem" in t or "throne" in w) and "végrehajtás" in t]
    assert bad == []


def test_throne_room_on_throne_room_allows_two_copies() -> None:
    """A-1 (DEFECTS D-B11): the second Throne Room's two Actions need not be different."""
    with (DATA_DIR / "rulebook" / "faq.toml").open("rb") as fh:
        faq = {q["id"]: q for q in tomllib.load(fh)["question"]}
    answer = faq["throne-room-throne-room"]["a"]
    assert "különböző akciókártyá" not in answer["hu"]
    assert "két ugyanolyan lap is" in answer["hu"]
    assert "different" not in answer["en"]
    assert "two copies of the same card" in answer["en"]


def test_no_brace_message_hedges_its_article() -> None:
    """„a(z) {x}” reads as a form to fill in: our messages take `{x:art}` (numbers, plain
    text) or a name's own article instead (only argparse's %-messages keep the hedge)."""
    with (LOCALES_DIR / "hu" / "LC_MESSAGES" / "messages.po").open("rb") as fh:
        catalog = read_po(fh, locale="hu")
    hedged = []
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if "python-format" not in message.flags:
            hedged += [s for s in strings if s and "a(z)" in s.lower()]
    assert hedged == []
