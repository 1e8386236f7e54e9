"""Hungarian alphabetical order: long vowels, ö/ü, digraphs, case and spaces."""

from __future__ import annotations

import pytest

from companion.hungarian.collation import letters, sort_key


def hu_sorted(names: list[str]) -> list[str]:
    return sorted(names, key=lambda n: sort_key(n, "hu"))


# Each row is already in Hungarian order; the test sorts it from reversed and shuffled starts.
ORDERED = [
    # Á is an A: Átépítés among the A's, not after Zsebtolvaj.
    ["Aranypénz", "Átépítés", "Átok", "Bánya", "Zsebtolvaj"],
    # Long vowels only break ties.
    ["Kor", "Kór", "Kora", "Kórb", "Korc"],
    ["Eper", "Éter", "Ez"],
    # O = Ó < Ö = Ő: every Ö and Ő after every O and Ó.
    ["Ok", "Ól", "Oz", "Óz", "Ök", "Őr", "Öz", "Őz", "P"],
    ["Kód", "Kovácsműhely", "Kőfal", "Könyvtár"],
    ["Úr", "Uzsorás", "Űr", "Üst", "V"],
    # Cs after every other C; Gy after G; Ly after L; Ny after N; Sz after S; Ty after T; Zs...
    ["Cápa", "Cukor", "Cz", "Csempészek", "Csúcs", "D"],
    ["Gázló", "Gz", "Gyöngyhalász", "H"],
    ["Lz", "Ly", "M"],
    ["Nagykövet", "Nz", "Nyúl", "O"],
    ["Sx", "Szellemhajó", "Sziget", "T"],
    ["Tz", "Tyúk", "U"],
    ["Zz", "Zsebtolvaj"],
    ["Dz", "Dzs", "E"],
    ["Dunna", "Dzéta", "Dzsungel", "E"],
    # Inside a word too: "kincs..." has cs after every "kinc?".
    ["Kincz", "Kincses Térkép", "Kincstár"],
    # A space sorts before every letter.
    ["Kereskedő hajó", "Kereskedőház"],
    ["Bennszülött Falu", "Bennszülöttek"],
    # Case does not count at the first level; lower case first on a full tie.
    ["alma", "Alma", "almás", "ÁLMOS", "b"],
    ["Cz", "csiga", "Csiga", "CSIGA"],
    # Doubled digraphs: ssz = sz + sz, so "Asszony" is a-sz-sz-o-ny, before "Aszt" (a-sz-t).
    ["Asz", "Asszony", "Aszt", "Aszx"],
    # Digits before letters.
    ["1. kör", "2. kör", "A"],
]


@pytest.mark.parametrize("names", ORDERED, ids=lambda names: " < ".join(names))
def test_names_sort_in_hungarian_order(names):
    assert hu_sorted(list(reversed(names))) == names
    assert hu_sorted(names[1::2] + names[::2]) == names


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("Csempészek", "cs e m p é sz e k"),
        ("Bennszülött Falu", "b e n n sz ü l ö t t   f a l u"),
        ("Gyöngyhalász", "gy ö n gy h a l á sz"),
        ("Kovácsműhely", "k o v á cs m ű h e ly"),
        ("Asszony", "a sz sz o ny"),
        ("poggyász", "p o gy gy á sz"),
        ("bridzs", "b r i dzs"),
        ("briddzsel", "b r i dzs dzs e l"),
        ("Ezüstpénz", "e z ü s t p é n z"),
        ("Hercegség", "h e r c e g s é g"),
        ("Uzsorás", "u zs o r á s"),
    ],
)
def test_letters_read_digraphs(word, expected):
    assert " ".join(letters(word)) == expected


def test_every_hungarian_card_name_reads_without_a_false_digraph(cat):
    """No card name has a junction that longest match would misread (z+sz read as zs+z, ...)."""
    false_digraphs = {"zsz", "csz", "gysz", "nysz", "tysz", "lysz"}
    for card in cat.cards.values():
        name = card.name.hu.lower()
        assert not any(d in name for d in false_digraphs), card.name.hu
        assert "".join(letters(card.name.hu)) == name


def test_english_order_is_case_insensitive_and_ignores_accents_first():
    names = ["village", "Vault", "Adventurer", "bazaar", "Éclair", "Embargo"]
    assert sorted(names, key=lambda n: sort_key(n, "en")) == [
        "Adventurer",
        "bazaar",
        "Éclair",
        "Embargo",
        "Vault",
        "village",
    ]


def test_hungarian_card_names_in_order(cat):
    names = hu_sorted([c.name.hu for c in cat.cards.values()])
    assert names[:4] == ["Aranypénz", "Átépítés", "Átok", "Bánya"]
    assert names.index("Csempészek") == names.index("Bennszülött Falu") + 3
    assert names[-1] == "Zsebtolvaj"
    assert names.index("Könyvtár") > names.index("Kovácsműhely")
    assert names.index("Szellemhajó") > names.index("Roncsmentő")
