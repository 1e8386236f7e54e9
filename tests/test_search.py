"""Search finds cards and rulings by Hungarian or English words, forgiving accents and typos."""

from __future__ import annotations

import pytest

from companion.catalogue.search import search


@pytest.mark.parametrize(
    "query,card",
    [
        ("kapolna", "chapel"),
        ("Kápolna", "chapel"),
        ("trone", "throne_room"),
        ("tronterem", "throne_room"),
        ("throne room", "throne_room"),
        ("vilagitotorony", "lighthouse"),
        ("smithee", "smithy"),
        ("unnep", "feast"),
        ("torpe", "wharf"),
        ("sea hag", "sea_hag"),
    ],
)
def test_finds_the_card_first(cat, query, card):
    hits = search(cat, query)
    assert hits and hits[0].kind == "card" and hits[0].id == card


def test_finds_rulings_by_their_words(cat):
    hits = search(cat, "Lighthouse Attack")
    assert any(h.kind == "ruling" and h.card == "lighthouse" for h in hits)
    hits = search(cat, "Kincstár győzelmi")
    assert any(h.kind == "ruling" and h.card == "treasury" for h in hits)


def test_finds_general_rules(cat):
    assert any(h.kind == "rule" for h in search(cat, "keverés"))


def test_every_word_must_match(cat):
    assert search(cat, "kapolna xyzzyq") == []
    assert search(cat, "   ") == []
