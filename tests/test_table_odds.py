"""Next-hand coins: exact chances, checked against a brute-force count of every order."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import permutations
from math import comb

import pytest

from companion.table.odds import chance_at_least, hand_coins, next_hand_coins
from companion.table.replay import load_replay

COINS = {"copper": 1, "silver": 2, "gold": 3}


def brute_force(deck: list[str], discard: list[str], size: int = 5) -> dict[int, Fraction]:
    """Every order of the cards drawn, equally likely: the ordered draws of the deck's top
    cards, then (when the deck runs out) of the shuffled discard pile's top cards. Each
    ordered draw of k cards stands for the same number of orders of the whole pile, so
    counting draws counts orders (11 cards: 55,440 draws instead of 11! = 39.9 M orders)."""
    counts: Counter[int] = Counter()
    total = 0
    from_deck = min(size, len(deck))
    from_discard = min(size - from_deck, len(discard))
    for d in permutations(deck, from_deck):
        for s in permutations(discard, from_discard):
            counts[sum(COINS.get(c, 0) for c in (*d, *s))] += 1
            total += 1
    return {c: Fraction(n, total) for c, n in sorted(counts.items())}


CASES = [
    (["copper"] * 3 + ["estate"] * 3 + ["silver"], []),
    (["gold", "estate", "copper", "silver", "smithy", "copper"], ["copper"]),
    (["copper", "silver"], ["gold", "estate", "estate", "copper", "village", "silver"]),
    (["estate"], ["copper"] * 4 + ["gold", "curse"]),
    ([], ["copper", "copper", "silver", "gold", "estate", "estate", "province"]),
    (["copper"] * 5, ["gold"] * 3),
    (["silver", "gold"], ["copper"]),  # both run out: a 3-card hand
    ([], []),
    (["copper", "silver", "gold", "estate"], ["copper", "silver", "gold", "estate", "duchy"]),
]


@pytest.mark.parametrize(("deck", "discard"), CASES)
def test_matches_a_brute_force_count_of_every_order(deck, discard):
    assert hand_coins(deck, discard) == brute_force(deck, discard)


@pytest.mark.parametrize(("deck", "discard"), CASES)
def test_chances_sum_to_one(deck, discard):
    assert sum(hand_coins(deck, discard).values()) == 1


def test_known_values():
    # 7 Coppers and 3 Estates, deck fresh: at least 5 coins needs 5 Coppers of 10 cards.
    dist = hand_coins(["copper"] * 7 + ["estate"] * 3, [])
    assert dist == {
        2: Fraction(1, 12),
        3: Fraction(5, 12),
        4: Fraction(5, 12),
        5: Fraction(1, 12),
    }
    assert chance_at_least(dist, 4) == Fraction(1, 2)
    assert chance_at_least(dist, 6) == 0


def test_a_deck_of_five_or_more_never_reaches_the_discard_pile():
    assert hand_coins(["estate"] * 5, ["gold"] * 5) == {0: Fraction(1)}


def test_first_turns_example(db):
    replay = load_replay("example-first-turns", db)
    # At the start: the 5 cards left in the deck are the next hand (2 Estates, 3 Coppers).
    assert next_hand_coins(replay.game_at(0), 0) == {3: Fraction(1)}
    # Turn 2 begins with an empty deck: the next hand comes from the 6 discarded cards plus
    # this hand (7 Coppers, 3 Estates, Remodel), shuffled.
    dist = next_hand_coins(replay.game_at(2), 0)
    assert dist[5] == Fraction(comb(7, 5), comb(11, 5)) == Fraction(1, 22)
    assert dist == brute_force([], ["copper"] * 7 + ["estate"] * 3 + ["remodel"])


def test_cards_in_play_join_the_discard_but_durations_staying_do_not(db):
    replay = load_replay("example-duration", db)
    game = replay.game_at(4)  # Treasures played; Wharf and Merchant Ship in the Duration row
    p = game.players[0]
    assert p.duration == ["wharf", "merchant_ship"] and "silver" in p.in_play
    assert len(p.deck) == 12 and not p.discard and not p.hand
    # 12 cards in the deck: the next hand is 5 of them, the cards in play wait for a shuffle.
    assert next_hand_coins(game, 0) == brute_force(list(p.deck), [])
    p.deck.clear()  # now the whole next hand comes from the cards in play, shuffled
    assert sorted(p.in_play) == ["bazaar", "copper", "copper", "copper", "silver", "silver"]
    # 5 of those 6 (the Durations stay out): the card left over decides the coins.
    # Bazaar left (1 in 6): 7 coins; a Copper (3 in 6): 6 coins; a Silver (2 in 6): 5 coins.
    assert next_hand_coins(game, 0) == {
        5: Fraction(1, 3),
        6: Fraction(1, 2),
        7: Fraction(1, 6),
    }
    short = replay.game_at(0)
    short.players[0].deck[:] = ["copper"]
    # The Copper, then 4 of Bazaar, Merchant Ship, 2 Silvers and a Copper.
    assert next_hand_coins(short, 0) == {
        4: Fraction(2, 5),
        5: Fraction(1, 5),
        6: Fraction(2, 5),
    }
