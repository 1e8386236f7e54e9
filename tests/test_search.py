"""Search finds cards and rulings by Hungarian or English words, forgiving accents and typos."""

from __future__ import annotations

import itertools

import pytest

from companion.catalogue import fold
from companion.catalogue.search import cards_in, search, suggest
from companion.catalogue.stem import stems


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
        # Suffixed Hungarian forms, with and without accents.
        ("kápolnával", "chapel"),
        ("kapolnaval", "chapel"),
        ("trónteremmel", "throne_room"),
        ("tróntermet", "throne_room"),
        ("tróntermen", "throne_room"),
        ("kovácsműhellyel", "smithy"),
        ("boszorkánnyal", "witch"),
        ("mocsári boszorkánnyal", "sea_hag"),
        ("piaccal", "market"),
        ("bányával", "mine"),
        ("átépítéssel", "remodel"),
        ("polgárőrséggel", "militia"),
        ("laboratóriummal", "laboratory"),
        ("raktárral", "warehouse"),
        ("kémmel", "spy"),
        ("várárkot", "moat"),
        ("révvel", "haven"),
        ("kincses térképpel", "treasure_map"),
        ("bennszülött falura", "native_village"),
        ("lakomából", "feast"),
        ("smithies", "smithy"),
    ],
)
def test_finds_the_card_first(cat, query, card):
    hits = search(cat, query)
    assert hits and (hits[0].kind, hits[0].id) == ("card", card)


@pytest.mark.parametrize(
    "query,first",
    [
        # Two cards in one query: the ruling about how they meet comes first.
        ("vilagitotorony mocsari boszorkany", "lighthouse-protection"),
        ("Világítótorony Mocsári Boszorkány", "lighthouse-protection"),
        ("sea hag lighthouse", "lighthouse-protection"),
        ("moat militia", "moat-what-is-attack"),
        ("vararok polgarorseg", "moat-what-is-attack"),
        ("tronterem lakoma", "throne_room-feast"),
        ("lakoma trónterem", "feast-throne-room"),
        ("Throne Room Feast", "throne_room-feast"),
        ("moat witch", "moat-examples"),
        ("kém várárok", "spy-moat"),
        ("embargo trónteremmel", "embargo-throne-room"),
        ("tronterem kincses terkep", "treasure_map-throne-room"),
    ],
)
def test_several_cards_find_their_interaction_first(cat, query, first):
    hits = search(cat, query)
    assert hits[0].kind == "ruling" and hits[0].id == first


def test_several_cards_then_the_cards_then_their_own_rulings(cat):
    hits = search(cat, "tronterem lakoma")
    kinds = [(h.kind, h.card) for h in hits]
    first_card = kinds.index(("card", "throne_room"))
    assert kinds[first_card + 1] == ("card", "feast")
    own = {h.card for h in hits[first_card + 2 :]}
    assert own == {"throne_room", "feast"}
    feast_rulings = {r.id for r in cat.cards["feast"].rulings}
    assert feast_rulings <= {h.id for h in hits}


def test_never_nothing_when_every_word_names_a_card(cat):
    names = [c.name for c in cat.kingdom_cards()]
    for a, b in itertools.combinations(names, 2):
        for lang in ("hu", "en"):
            query = fold(f"{a(lang)} {b(lang)}")
            hits = search(cat, query)
            assert {h.id for h in hits if h.kind == "card"} >= set(cards_in(cat, query)), query
            assert len(cards_in(cat, query)) == 2, query


@pytest.mark.parametrize(
    "query,cards",
    [
        ("vilagitotorony mocsari boszorkany", ["lighthouse", "sea_hag"]),
        ("Bennszülött Falu halászfalu falu", ["native_village", "fishing_village", "village"]),
        ("kincses terkep kapolnaval", ["treasure_map", "chapel"]),
        ("native village village", ["native_village", "village"]),
        ("boszorkány mocsári boszorkány", ["witch", "sea_hag"]),
    ],
)
def test_recognises_multi_word_names_inside_a_query(cat, query, cards):
    assert cards_in(cat, query) == cards


@pytest.mark.parametrize("query", ["moat", "Moat"])
def test_short_english_words_are_not_fuzzy(cat, query):
    # "moat" once matched "mat" (Native Village mat) and "most"; now only Moat's documents.
    hits = search(cat, query)
    assert hits[0].id == "moat"
    for h in hits:
        assert h.card == "moat" or "moat" in fold(_text(cat, h)), h


def _text(cat, hit):
    if hit.kind == "rule":
        rule = next(r for r in cat.rules if r.id == hit.id)
        return f"{rule.text.en} {rule.text.hu} {rule.title.en}"
    card = cat.cards[hit.card]
    if hit.kind == "card":
        return card.text.en
    ruling = next(r for r in card.rulings if r.id == hit.id)
    return f"{ruling.text.en} {ruling.note.en if ruling.note else ''}"


@pytest.mark.parametrize(
    "query,card",
    [
        ("tronteremm", "throne_room"),
        ("kápolnával", "chapel"),
        ("Várárkot", "moat"),
        ("smithee", "smithy"),
        ("throne_rom", "throne_room"),
    ],
)
def test_suggests_the_card_a_near_miss_means(cat, query, card):
    assert suggest(cat, query) == card


@pytest.mark.parametrize(
    "word,stem",
    [
        ("kapolnaval", "kapolna"),
        ("piaccal", "piac"),
        ("boszorkannyal", "boszorkany"),
        ("kovacsmuhellyel", "kovacsmuhely"),
        ("tronteremmel", "tronterem"),
        ("trontermet", "tronterem"),
        ("vararkot", "vararok"),
        ("kemnek", "kem"),
        ("lakomabol", "lakoma"),
        ("smithies", "smithy"),
        ("witches", "witch"),
    ],
)
def test_stems(word, stem):
    assert stem in stems(word)


def test_finds_rulings_by_their_words(cat):
    hits = search(cat, "Lighthouse Attack")
    assert any(h.kind == "ruling" and h.card == "lighthouse" for h in hits)
    hits = search(cat, "Kincstár győzelmi")
    assert any(h.kind == "ruling" and h.card == "treasury" for h in hits)


SHUFFLE_RULES = {
    ("rule", "shuffle-take-the-rest-first"),
    ("rule", "shuffle-only-when-needed"),
    ("rule", "seaside-shuffle-only-when-needed"),
}


@pytest.mark.parametrize("query", ["keverés", "keveres", "shuffle"])
def test_finds_general_rules(cat, query):
    """The rulebooks' shuffling rules come before any card's ruling that mentions a shuffle."""
    hits = [(h.kind, h.id) for h in search(cat, query)]
    assert set(hits[:3]) == SHUFFLE_RULES, hits[:5]


def test_every_word_must_match(cat):
    assert search(cat, "kapolna xyzzyq") == []
    assert search(cat, "   ") == []
    assert search(cat, "tronterem lakoma xyzzyq") == []


@pytest.mark.parametrize(
    ("query", "section"),
    [
        ("kezdopakli", "setup/starting-deck"),
        ("starting deck", "setup/starting-deck"),
        ("dontetlen", "end/tie"),
        ("how to read a card", "goal/read-a-card"),
    ],
)
def test_search_finds_rulebook_sections(cat, query: str, section: str) -> None:
    from companion.rulebook.loader import load_rulebook, search_docs

    hits = search(cat, query, extra=search_docs(load_rulebook()))
    assert ("section", section) in [(h.kind, h.id) for h in hits]
    assert all(h.card is None for h in hits if h.kind == "section")


def test_without_rulebook_documents_no_section_is_found(cat) -> None:
    assert all(h.kind != "section" for h in search(cat, "kezdopakli"))
