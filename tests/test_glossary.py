"""The glossary loads and is complete, and no Hungarian text uses a non-preferred term."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from companion import DATA_DIR, LOCALES_DIR
from companion.catalogue import CatalogueError
from companion.catalogue.glossary import (
    Located,
    Term,
    catalog_texts,
    check_texts,
    data_texts,
    load_glossary,
)

HU_CATALOG = LOCALES_DIR / "hu" / "LC_MESSAGES" / "messages.po"

# (file, key, variant): where a non-preferred variant is right, and why.
CLEAN_UP_HEADING = "a citation: the base rulebook's printed heading for the Clean-up phase"
EXCEPTIONS = {
    ("rules/base-1e.toml", f"rule[{rule}].ref.section", "befejező fázis"): CLEAN_UP_HEADING
    for rule in ("turn-clean-up", "turn-start-early", "info-discard-pile-face-up")
}

# Term id -> variants the glossary must flag (the pairs the Hungarian review asked for).
REQUIRED = {
    "deck": ["húzó pakli"],
    "discard-pile": ["használt pakli"],
    "trash": ["szeméttelep", "szemétbe", "szemétből"],
    "trash-card": ["Szemét kártya"],
    "supply": [],
    "set": ["ismeretlen készlet", "kártyakészlet", "készlettel", "ebben a készletben"],
    "kingdom-card": ["birodalom kártya"],
    "in-play": ["játékból eldob"],
    "cards-in-play": [],
    "clean-up-phase": ["befejező fázis"],
    "action-phase": ["akció fázis"],
    "buy-phase": ["vásárlás fázis"],
    "duration-card": ["tartós kártya"],
    "victory-card": ["győzelmi kártya"],
    "treasure-card": ["kincs kártya"],
    "curse-card": ["átok kártya"],
    "attack-card": ["támadókártya"],
    "reaction-card": ["védekezőkártya"],
    "turn-order": ["lépéssorrend"],
    "copper": ["Réz", "Rezet"],
    "silver": ["Ezüst", "Ezüstöt"],
    "gold": ["Arany", "Aranyat"],
    "gain": ["kapás"],
    "buy": [],
    "reveal": ["felmutat"],
    "look-at": [],
    "set-aside": [],
    "mat": [],
    "token": ["jelző"],
    "costing": ["2 árú"],
    "randomizer": ["mintakártya"],
    "rulebook": ["szabálykönyv"],
    "bot": ["bot", "botja"],
    "seed": ["véletlenmag", "seed"],
    "program": ["motor"],
}


@pytest.fixture(scope="module")
def terms() -> tuple[Term, ...]:
    return load_glossary()


def by_id(terms: tuple[Term, ...]) -> dict[str, Term]:
    return {t.id: t for t in terms}


def test_the_glossary_has_every_required_term_and_variant(terms: tuple[Term, ...]) -> None:
    index = by_id(terms)
    assert set(REQUIRED) <= set(index)
    for term_id, variants in REQUIRED.items():
        assert set(variants) <= set(index[term_id].variants), term_id


@pytest.mark.parametrize(
    ("term_id", "hu", "book"),
    [
        ("deck", "húzópakli", "base-1e"),
        ("victory-card", "győzelmipont-kártya", "base-1e"),
        ("attack-card", "támadáskártya", "base-1e"),
        ("turn-order", "játékossorrend", "base-1e"),
        ("clean-up-phase", "rendrakó fázis", "seaside-1e"),
        ("duration-card", "áthúzódó kártya", "seaside-1e"),
        ("randomizer", "választókártya", "seaside-1e"),
        ("rulebook", "szabályfüzet", "base-1e"),
        ("copper", "Rézpénz", "base-1e"),
        ("costing", "2–3 érmés", "project"),
    ],
)
def test_preferred_forms_and_sources(
    terms: tuple[Term, ...], term_id: str, hu: str, book: str
) -> None:
    term = by_id(terms)[term_id]
    assert (term.hu, term.source.book) == (hu, book)


def test_every_term_names_its_source_in_both_languages(terms: tuple[Term, ...]) -> None:
    for term in terms:
        assert term.en and term.hu and term.source.book, term.id
        if term.note is not None:
            assert term.note.en and term.note.hu, term.id


@pytest.mark.parametrize(
    ("term_id", "text", "found"),
    [
        ("victory-card", "nem vásároltál győzelmi kártyát", ["győzelmi kártya"]),
        ("victory-card", "nem vásároltál győzelmipont-kártyát", []),
        ("victory-card", "kincs-, győzelmi és átokkártyák", ["győzelmi és"]),
        ("attack-card", "a kijátszott támadókártyák", ["támadókártya"]),
        ("attack-card", "a kijátszott támadáskártyák", []),
        ("turn-order", "lépéssorrendben kapják meg", ["lépéssorrend"]),
        ("copper", "eldob egy Rezet", ["Rezet"]),
        ("copper", "eldob egy Rézpénzt", []),
        ("gold", "Ha nincs Arany a készletben", ["Arany"]),
        ("gold", "kapsz egy Aranypénzt", []),
        ("costing", "{low}–{high} árú kártya", ["2 árú"]),
        ("costing", "5+ árú kártya, legalább", ["5+ árú"]),
        ("costing", "azonos árú lapot", []),
        ("kingdom-card", "egy birodalom kártyát", ["birodalom kártyát"]),
        ("kingdom-card", "az előző birodalom kártyái", []),
        ("clean-up-phase", "a szabályfüzet „befejező fázisnak” hívja", []),
        ("clean-up-phase", "a befejező fázisban", ["befejező fázis"]),
        ("trash-card", "Tegyétek ki a Szemét kártyát", ["Szemét kártya"]),
        ("trash-card", "Tegyétek ki a Szemét-kártyát", []),
        ("gain", "A kapás nem vásárlás", ["kapás"]),
        ("gain", "A vásárlás is egyfajta lapkapás.", ["lapkapás"]),  # inside a compound
        ("gain", "egy kártyakapás", ["kártyakapás"]),
        ("gain", "kapsz egy lapot", []),
        ("in-play", "amikor a játékból eldobnád", ["játékból eldob"]),
        ("seed", "a csere véletlenmagja: 3", ["véletlenmag"]),
        ("seed", "Kezdőérték (seed)", ["seed"]),
        ("seed", "a csere kezdőértéke: {seed}", []),  # a placeholder's name is not text
        ("bot", "Big Money + X botja", ["botja"]),
        ("bot", "{bot} egyedül: átlagosan {turns} kör", []),
        ("program", "nézd meg, mit csinál a motor", ["motor"]),
        ("trash", "szemétbe tevő lapok", ["szemétbe"]),
        ("trash", "a szemétben van, de a szemétről soha", []),  # "in the trash" is right
    ],
)
def test_variant_matching(
    terms: tuple[Term, ...], term_id: str, text: str, found: list[str]
) -> None:
    assert by_id(terms)[term_id].find(text) == found


TERM = '[[term]]\nid = "a"\nen = "x"\n'


@pytest.mark.parametrize(
    ("toml", "problem"),
    [
        ('[[term]]\nid = "a"\nen = "x"\nhu = "y"\n', "glossary.toml: a: source: missing field"),
        (
            TERM + 'hu = "kártya"\navoid = ["kárty"]\nsource = { book = "base-1e" }\n',
            "glossary.toml: a: avoid: the variant 'kárty' also matches the preferred form",
        ),
        (
            '[[term]]\nid = "a"\nen = "x"\nhu = "y"\nsource = { book = "intrigue" }\n',
            "glossary.toml: a: source.book: expected one of base-1e, seaside-1e, project",
        ),
        (
            '[[term]]\nid = "a"\nen = "x"\nhu = "y"\nsource = { book = "project", page = 0 }\n',
            "glossary.toml: a: source.page: expected a positive page number",
        ),
        (
            '[[term]]\nid = "a"\nen = "x"\nhu = "y"\nsource = { book = "project" }\nwords = []\n',
            "glossary.toml: a: words: unknown field",
        ),
        (
            TERM
            + 'hu = "y"\navoid = ["z"]\nsource = { book = "project" }\n'
            + TERM
            + 'hu = "w"\navoid = ["z"]\nsource = { book = "project" }\n',
            "glossary.toml: a: id: duplicate term id",
        ),
        ("[terms]\n", "glossary.toml: -: terms: unknown table"),
    ],
)
def test_a_broken_glossary_names_the_term_and_field(
    tmp_path: Path, toml: str, problem: str
) -> None:
    path = tmp_path / "glossary.toml"
    path.write_text(toml, encoding="utf-8")
    with pytest.raises(CatalogueError) as err:
        load_glossary(path)
    assert problem in [str(p) for p in err.value.problems]


def all_hungarian_texts() -> list[Located]:
    return list(itertools.chain(data_texts(DATA_DIR), catalog_texts(HU_CATALOG)))


def test_the_scan_reaches_every_kind_of_hungarian_text() -> None:
    keys = {(t.file.split("/")[0], t.key) for t in all_hungarian_texts()}
    for wanted in [
        ("cards", "card[treasury].text.hu"),
        ("cards", "card[moat].ruling[moat-stays-in-hand].hu"),
        ("cards", "card[wharf].ruling[wharf-now-and-next].note.hu"),
        ("cards", "card[wharf].ruling[wharf-now-and-next].ref.section"),
        ("cards", "trash.text.hu"),
        ("rules", "rule[game-end-scoring].title.hu"),
        ("recommended.toml", "kingdom[high_seas].note.hu"),
        ("scenarios", "title.hu"),
        ("scenarios", "step[1].explain.hu"),
        ("rulebook", "title.hu"),
        ("rulebook", "section[read-a-card].text.hu"),
        ("messages.po", "msgid 'Trash card'"),
        ("messages.po", "msgid 'at most {n} Attack'[1]"),
    ]:
        assert wanted in keys
    assert not any(".aliases." in t.key for t in all_hungarian_texts())


def test_no_hungarian_text_uses_a_non_preferred_term(terms: tuple[Term, ...]) -> None:
    findings = check_texts(terms, iter(all_hungarian_texts()))
    unexpected = [str(f) for f in findings if (f.file, f.key, f.variant) not in EXCEPTIONS]
    assert unexpected == []


def test_every_exception_is_still_needed(terms: tuple[Term, ...]) -> None:
    findings = {(f.file, f.key, f.variant) for f in check_texts(terms, iter(all_hungarian_texts()))}
    assert set(EXCEPTIONS) <= findings
