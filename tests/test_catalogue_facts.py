"""Every card's facts checked against an independent list written from the printed cards."""

from __future__ import annotations

import pytest

from companion.catalogue import load

A, T, V, C = "action", "treasure", "victory", "curse"
ATK, REA, DUR = "attack", "reaction", "duration"

# id: (set, cost, types, coins, vp, (+cards, +actions, +buys, +coins))
FACTS = {
    "copper": ("basic", 0, (T,), 1, 0, (0, 0, 0, 0)),
    "silver": ("basic", 3, (T,), 2, 0, (0, 0, 0, 0)),
    "gold": ("basic", 6, (T,), 3, 0, (0, 0, 0, 0)),
    "estate": ("basic", 2, (V,), 0, 1, (0, 0, 0, 0)),
    "duchy": ("basic", 5, (V,), 0, 3, (0, 0, 0, 0)),
    "province": ("basic", 8, (V,), 0, 6, (0, 0, 0, 0)),
    "curse": ("basic", 0, (C,), 0, -1, (0, 0, 0, 0)),
    "adventurer": ("base-1e", 6, (A,), 0, 0, (0, 0, 0, 0)),
    "bureaucrat": ("base-1e", 4, (A, ATK), 0, 0, (0, 0, 0, 0)),
    "cellar": ("base-1e", 2, (A,), 0, 0, (0, 1, 0, 0)),
    "chancellor": ("base-1e", 3, (A,), 0, 0, (0, 0, 0, 2)),
    "chapel": ("base-1e", 2, (A,), 0, 0, (0, 0, 0, 0)),
    "council_room": ("base-1e", 5, (A,), 0, 0, (4, 0, 1, 0)),
    "feast": ("base-1e", 4, (A,), 0, 0, (0, 0, 0, 0)),
    "festival": ("base-1e", 5, (A,), 0, 0, (0, 2, 1, 2)),
    "gardens": ("base-1e", 4, (V,), 0, 0, (0, 0, 0, 0)),
    "laboratory": ("base-1e", 5, (A,), 0, 0, (2, 1, 0, 0)),
    "library": ("base-1e", 5, (A,), 0, 0, (0, 0, 0, 0)),
    "market": ("base-1e", 5, (A,), 0, 0, (1, 1, 1, 1)),
    "militia": ("base-1e", 4, (A, ATK), 0, 0, (0, 0, 0, 2)),
    "mine": ("base-1e", 5, (A,), 0, 0, (0, 0, 0, 0)),
    "moat": ("base-1e", 2, (A, REA), 0, 0, (2, 0, 0, 0)),
    "moneylender": ("base-1e", 4, (A,), 0, 0, (0, 0, 0, 0)),
    "remodel": ("base-1e", 4, (A,), 0, 0, (0, 0, 0, 0)),
    "smithy": ("base-1e", 4, (A,), 0, 0, (3, 0, 0, 0)),
    "spy": ("base-1e", 4, (A, ATK), 0, 0, (1, 1, 0, 0)),
    "thief": ("base-1e", 4, (A, ATK), 0, 0, (0, 0, 0, 0)),
    "throne_room": ("base-1e", 4, (A,), 0, 0, (0, 0, 0, 0)),
    "village": ("base-1e", 3, (A,), 0, 0, (1, 2, 0, 0)),
    "witch": ("base-1e", 5, (A, ATK), 0, 0, (2, 0, 0, 0)),
    "woodcutter": ("base-1e", 3, (A,), 0, 0, (0, 0, 1, 2)),
    "workshop": ("base-1e", 3, (A,), 0, 0, (0, 0, 0, 0)),
    "embargo": ("seaside-1e", 2, (A,), 0, 0, (0, 0, 0, 2)),
    "haven": ("seaside-1e", 2, (A, DUR), 0, 0, (1, 1, 0, 0)),
    "lighthouse": ("seaside-1e", 2, (A, DUR), 0, 0, (0, 1, 0, 1)),
    "native_village": ("seaside-1e", 2, (A,), 0, 0, (0, 2, 0, 0)),
    "pearl_diver": ("seaside-1e", 2, (A,), 0, 0, (1, 1, 0, 0)),
    "ambassador": ("seaside-1e", 3, (A, ATK), 0, 0, (0, 0, 0, 0)),
    "fishing_village": ("seaside-1e", 3, (A, DUR), 0, 0, (0, 2, 0, 1)),
    "lookout": ("seaside-1e", 3, (A,), 0, 0, (0, 1, 0, 0)),
    "smugglers": ("seaside-1e", 3, (A,), 0, 0, (0, 0, 0, 0)),
    "warehouse": ("seaside-1e", 3, (A,), 0, 0, (3, 1, 0, 0)),
    "caravan": ("seaside-1e", 4, (A, DUR), 0, 0, (1, 1, 0, 0)),
    "cutpurse": ("seaside-1e", 4, (A, ATK), 0, 0, (0, 0, 0, 2)),
    "island": ("seaside-1e", 4, (A, V), 0, 2, (0, 0, 0, 0)),
    "navigator": ("seaside-1e", 4, (A,), 0, 0, (0, 0, 0, 2)),
    "pirate_ship": ("seaside-1e", 4, (A, ATK), 0, 0, (0, 0, 0, 0)),
    "salvager": ("seaside-1e", 4, (A,), 0, 0, (0, 0, 1, 0)),
    "sea_hag": ("seaside-1e", 4, (A, ATK), 0, 0, (0, 0, 0, 0)),
    "treasure_map": ("seaside-1e", 4, (A,), 0, 0, (0, 0, 0, 0)),
    "bazaar": ("seaside-1e", 5, (A,), 0, 0, (1, 2, 0, 1)),
    "explorer": ("seaside-1e", 5, (A,), 0, 0, (0, 0, 0, 0)),
    "ghost_ship": ("seaside-1e", 5, (A, ATK), 0, 0, (2, 0, 0, 0)),
    "merchant_ship": ("seaside-1e", 5, (A, DUR), 0, 0, (0, 0, 0, 2)),
    "outpost": ("seaside-1e", 5, (A, DUR), 0, 0, (0, 0, 0, 0)),
    "tactician": ("seaside-1e", 5, (A, DUR), 0, 0, (0, 0, 0, 0)),
    "treasury": ("seaside-1e", 5, (A,), 0, 0, (1, 1, 0, 1)),
    "wharf": ("seaside-1e", 5, (A, DUR), 0, 0, (2, 0, 1, 0)),
}

NEXT_TURN = {
    "lighthouse": (0, 0, 0, 1),
    "fishing_village": (0, 1, 0, 1),
    "caravan": (1, 0, 0, 0),
    "merchant_ship": (0, 0, 0, 2),
    "wharf": (2, 0, 1, 0),
    "tactician": (5, 1, 1, 0),  # printed: only if a card was discarded (the effect checks)
}

HUNGARIAN = {
    "adventurer": "Kalandor",
    "bureaucrat": "Hivatalnok",
    "cellar": "Pince",
    "chancellor": "Kancellár",
    "chapel": "Kápolna",
    "council_room": "Tanácsterem",
    "feast": "Lakoma",
    "festival": "Fesztivál",
    "gardens": "Park",
    "laboratory": "Laboratórium",
    "library": "Könyvtár",
    "market": "Piac",
    "militia": "Polgárőrség",
    "mine": "Bánya",
    "moat": "Várárok",
    "moneylender": "Uzsorás",
    "remodel": "Átépítés",
    "smithy": "Kovácsműhely",
    "spy": "Kém",
    "thief": "Tolvaj",
    "throne_room": "Trónterem",
    "village": "Falu",
    "witch": "Boszorkány",
    "woodcutter": "Favágó",
    "workshop": "Műhely",
    "ambassador": "Nagykövet",
    "bazaar": "Bazár",
    "caravan": "Karaván",
    "cutpurse": "Zsebtolvaj",
    "embargo": "Embargó",
    "explorer": "Felfedező",
    "fishing_village": "Halászfalu",
    "ghost_ship": "Szellemhajó",
    "haven": "Rév",
    "island": "Sziget",
    "lighthouse": "Világítótorony",
    "lookout": "Kilátó",
    "merchant_ship": "Kereskedő hajó",
    "native_village": "Bennszülött Falu",
    "navigator": "Navigátor",
    "outpost": "Előörs",
    "pearl_diver": "Gyöngyhalász",
    "pirate_ship": "Kalózhajó",
    "salvager": "Roncsmentő",
    "sea_hag": "Mocsári Boszorkány",
    "smugglers": "Csempészek",
    "tactician": "Taktikus",
    "treasure_map": "Kincses Térkép",
    "treasury": "Kincstár",
    "warehouse": "Raktár",
}


@pytest.fixture(scope="module")
def cat():
    return load()


def test_exactly_the_expected_cards(cat):
    assert set(cat.cards) == set(FACTS)
    assert len(cat.kingdom_cards(["base-1e"])) == 25
    assert len(cat.kingdom_cards(["seaside-1e"])) == 26


@pytest.mark.parametrize("card_id", sorted(FACTS))
def test_card_facts(cat, card_id):
    set_id, cost, types, coins, vp, plus = FACTS[card_id]
    card = cat.card(card_id)
    assert card.set == set_id
    assert card.cost == cost
    assert set(card.types) == set(types)
    assert card.coins == coins
    assert card.vp == vp
    assert (card.plus.cards, card.plus.actions, card.plus.buys, card.plus.coins) == plus
    nt = card.next_turn
    assert (nt.cards, nt.actions, nt.buys, nt.coins) == NEXT_TURN.get(card_id, (0, 0, 0, 0))


# Printed names the catalogue keeps only as a search alias, with the name it shows instead.
ALIAS_ONLY = {"wharf": ("Törpe", "Rakpart")}  # "Törpe" (dwarf) is a misprint for a wharf


@pytest.mark.parametrize("card_id", sorted(HUNGARIAN))
def test_hungarian_names_as_printed(cat, card_id):
    assert cat.card(card_id).name.hu == HUNGARIAN[card_id]


@pytest.mark.parametrize("card_id", sorted(ALIAS_ONLY))
def test_a_misprinted_name_is_kept_as_an_alias(cat, card_id):
    printed, shown = ALIAS_ONLY[card_id]
    card = cat.card(card_id)
    assert card.name.hu == shown
    assert printed in card.aliases["hu"]
    assert cat.resolve(printed).id == card_id


def test_known_aliases(cat):
    assert "ünnep" in cat.card("feast").aliases["hu"]
    assert "Kalandozó" in cat.card("adventurer").aliases["hu"]
    assert cat.resolve("unnep").id == "feast"
    assert cat.resolve("kalandozo").id == "adventurer"


def test_randomizer_attributes(cat):
    def having(tag):
        return {c.id for c in cat.cards.values() if tag in c.tags}

    assert having("village") == {
        "village",
        "festival",
        "native_village",
        "fishing_village",
        "bazaar",
    }
    assert having("defence") == {"moat", "lighthouse"}
    assert having("uses_curses") == {"witch", "sea_hag", "embargo"}
    # Tactician's +Buy and +Cards come next turn; Ambassador thins by returning cards to the supply.
    assert having("plus_buy") == {
        "market",
        "festival",
        "woodcutter",
        "council_room",
        "salvager",
        "wharf",
        "tactician",
    }
    assert having("trashing") == {
        "chapel",
        "remodel",
        "mine",
        "moneylender",
        "lookout",
        "salvager",
        "ambassador",
    }
    assert having("draw") == {
        "smithy",
        "council_room",
        "library",
        "laboratory",
        "moat",
        "witch",
        "warehouse",
        "wharf",
        "ghost_ship",
        "tactician",
    }
    assert having("gaining") == {
        "bureaucrat",
        "explorer",
        "feast",
        "mine",
        "remodel",
        "smugglers",
        "thief",
        "treasure_map",
        "workshop",
    }
    attacks = {c.id for c in cat.cards.values() if c.is_("attack")}
    assert attacks == {
        "bureaucrat",
        "militia",
        "spy",
        "thief",
        "witch",
        "ambassador",
        "cutpurse",
        "ghost_ship",
        "pirate_ship",
        "sea_hag",
    }
    # Terminal: an Action card that gives no +Action (Throne Room excepted: it plays another).
    assert having("terminal") == {
        "adventurer",
        "ambassador",
        "bureaucrat",
        "chancellor",
        "chapel",
        "council_room",
        "cutpurse",
        "embargo",
        "explorer",
        "feast",
        "ghost_ship",
        "island",
        "library",
        "merchant_ship",
        "militia",
        "mine",
        "moat",
        "moneylender",
        "navigator",
        "outpost",
        "pirate_ship",
        "remodel",
        "salvager",
        "sea_hag",
        "smithy",
        "smugglers",
        "tactician",
        "thief",
        "treasure_map",
        "wharf",
        "witch",
        "woodcutter",
        "workshop",
    }
    assert set(cat.card("pirate_ship").components) == {"pirate_ship_mat", "coin_tokens"}
    assert cat.card("island").components == ("island_mat",)
    assert cat.card("native_village").components == ("native_village_mat",)
    assert cat.card("embargo").components == ("embargo_tokens",)


def test_every_kingdom_card_has_rulings_from_its_book(cat):
    for card in cat.kingdom_cards():
        assert card.rulings, f"{card.id} has no ruling"
        assert all(r.ref.book == card.set for r in card.rulings), card.id


def test_recommended_kingdoms(cat):
    assert len(cat.recommended) == 11
    by_book = {}
    for k in cat.recommended:
        by_book.setdefault(k.book, []).append(k)
    assert len(by_book["base-1e"]) == 5
    seaside = by_book["seaside-1e"]
    assert sum(1 for k in seaside if cat.sets_of(k.cards) == {"seaside-1e"}) == 3
    assert sum(1 for k in seaside if cat.sets_of(k.cards) == {"seaside-1e", "base-1e"}) == 3
    high_seas = cat.recommended_kingdom("high_seas")
    assert {"bazaar", "wharf"} <= set(high_seas.cards)
    assert "wharf" in cat.recommended_kingdom("buried_treasure").cards
    assert {"merchant_ship", "navigator"} <= set(cat.recommended_kingdom("shipwrecks").cards)
    assert "feast" in cat.recommended_kingdom("Különleges").cards


def test_each_rulebook_card_paragraph_is_represented(cat):
    """Every kingdom card has rulings from its own paragraph of the per-card section."""
    for card in cat.kingdom_cards():
        names = {card.name.hu, *card.aliases["hu"]}
        own = [r for r in card.rulings if any(n in r.ref.section for n in names)]
        assert own, f"{card.id}: no ruling from its own rulebook paragraph"
        pages = range(5, 9) if card.set == "base-1e" else range(7, 12)
        assert all(r.ref.page in pages for r in own), card.id


def test_general_rules_cover_the_required_topics(cat):
    topics = {r.topic for r in cat.rules}
    assert {"shuffling", "in_play", "look_at", "choices", "order", "duration"} <= topics
    assert {r.ref.book for r in cat.rules} == {"base-1e", "seaside-1e"}
