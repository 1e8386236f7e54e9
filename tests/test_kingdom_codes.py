"""Kingdom codes: round trips, shortness, fixed card order, and every way a code can be bad."""

from __future__ import annotations

import random
import re

import pytest

from companion.catalogue import Catalogue, load
from companion.kingdom import (
    BadKingdomCode,
    Kingdom,
    KingdomOptions,
    Randomizer,
    decode,
    encode,
    recommended_kingdom,
)
from companion.kingdom.codes import _rank, _unrank
from companion.kingdom.order import CARD_ORDER, SET_ORDER

URL_SAFE = re.compile(r"^K1[A-Za-z0-9_-]+$")
FULL_OPTIONS = KingdomOptions(
    sets={"base-1e", "seaside-1e"},
    require={"witch"},
    ban={"chapel", "thief"},
    keep={"moat"},
    require_buy=True,
    require_village=True,
    require_draw=True,
    require_trashing=True,
    max_attacks=2,
    require_defence=True,
    min_cheap=2,
    min_expensive=3,
    max_same_cost=4,
    set_min={"seaside-1e": 2},
    set_max={"base-1e": 7},
    avoid_recent=3,
)


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


def test_card_order_is_fixed_and_covers_every_kingdom_card(cat: Catalogue) -> None:
    """Codes depend on this order: it must never change (append-only)."""
    assert len(CARD_ORDER) == len(set(CARD_ORDER)) == 51
    assert set(CARD_ORDER) == {c.id for c in cat.kingdom_cards()}
    assert CARD_ORDER[:3] == ("adventurer", "bureaucrat", "cellar")
    assert CARD_ORDER[25:28] == ("embargo", "haven", "lighthouse")
    assert CARD_ORDER[-1] == "wharf"
    assert SET_ORDER == ("base-1e", "seaside-1e")


def test_known_codes_stay_valid() -> None:
    """Codes printed by earlier runs must keep decoding to the same kingdom."""
    first_game = (
        "cellar",
        "market",
        "militia",
        "mine",
        "moat",
        "remodel",
        "smithy",
        "village",
        "woodcutter",
        "workshop",
    )
    code = encode(Kingdom(first_game))
    assert code == "K1AAAt9yK2Dg"
    assert set(decode("K1AAAt9yK2Dg").cards) == set(first_game)


def test_plain_kingdom_codes_are_twelve_url_safe_characters(cat: Catalogue) -> None:
    r = Randomizer(cat)
    for seed in range(300):
        kingdom = Kingdom(r.generate(seed=seed).cards)
        code = encode(kingdom)
        assert len(code) == 12 and URL_SAFE.match(code), code
        assert decode(code) == kingdom


def test_round_trip_with_seed_and_options(cat: Catalogue) -> None:
    r = Randomizer(cat)
    options = KingdomOptions(require_village=True, max_attacks=1, sets={"seaside-1e"})
    for seed in [0, 1, 127, 128, 2**40 - 1, 2**63]:
        kingdom = r.generate(options, seed=seed)
        code = encode(kingdom)
        assert URL_SAFE.match(code)
        assert decode(code) == kingdom
        assert decode(code).seed == seed


def test_round_trip_of_every_option(cat: Catalogue) -> None:
    kingdom = Randomizer(cat).generate(FULL_OPTIONS, seed=5)
    assert decode(encode(kingdom)) == kingdom
    assert decode(encode(kingdom)).options == FULL_OPTIONS


def test_each_option_alone_round_trips() -> None:
    cards = CARD_ORDER[:10]
    for field in KingdomOptions.__dataclass_fields__:
        value = getattr(FULL_OPTIONS, field)
        if field == "attacks":
            value = False
        options = KingdomOptions(**{field: value})
        assert decode(encode(Kingdom(cards, options=options))).options == options, field


def test_default_options_add_nothing(cat: Catalogue) -> None:
    """Options spelt out at their default values write no field: the code is the cards' alone."""
    cards = CARD_ORDER[5:15]
    spelt_out = KingdomOptions(
        sets={"base-1e", "seaside-1e"},
        attacks=True,
        max_attacks=None,
        min_cheap=0,
        min_expensive=0,
        max_same_cost=None,
        set_min={},
        set_max={},
        avoid_recent=0,
    )
    assert encode(Kingdom(cards)) == encode(Kingdom(cards, options=spelt_out)) == "K1AAAAC7omhA"
    assert encode(Kingdom(cards, seed=3)) == "K1AAAAC7oBA34e"  # the seed's field only


def test_recommended_kingdoms_round_trip(cat: Catalogue) -> None:
    for rec in cat.recommended:
        kingdom = recommended_kingdom(cat, rec.id)
        assert decode(encode(kingdom)) == kingdom


def test_rank_is_a_bijection_on_random_sets() -> None:
    rng = random.Random(1)
    for _ in range(500):
        positions = sorted(rng.sample(range(len(CARD_ORDER)), 10))
        assert _unrank(_rank(positions)) == positions
    assert _rank(range(10)) == 0


def test_cards_without_a_code_position_cannot_be_encoded() -> None:
    with pytest.raises(ValueError, match=r"cards without a code position: \['copper'\]"):
        encode(Kingdom((*CARD_ORDER[:9], "copper")))


# -- bad codes --------------------------------------------------------------------------------


def reason(code: str) -> str:
    with pytest.raises(BadKingdomCode) as err:
        decode(code)
    return err.value.reason.code


SAMPLE = encode(Kingdom(CARD_ORDER[3:13], seed=99, options=KingdomOptions(require_buy=True)))


def test_empty_codes() -> None:
    assert reason("") == "empty"
    assert reason("   \n") == "empty"


@pytest.mark.parametrize(
    "code", ["hello", "12345", "https://example.com", "k1ASANE0jJIa", "K", "KX1abc"]
)
def test_foreign_codes(code: str) -> None:
    assert reason(code) == "foreign"


def test_wrong_version() -> None:
    assert reason("K2" + SAMPLE[2:]) == "version"
    with pytest.raises(BadKingdomCode) as err:
        decode("K7abc")
    assert err.value.reason.params == {"version": "7", "supported": "1"}


def test_bad_characters() -> None:
    assert reason(SAMPLE[:5] + "!" + SAMPLE[6:]) == "characters"
    assert reason(SAMPLE[:5] + "é" + SAMPLE[6:]) == "characters"


def test_truncated_codes() -> None:
    for cut in range(3, 11):
        assert reason(SAMPLE[:cut]) in {"truncated", "checksum"}
    assert reason("K1ASANE0j") == "truncated"
    for cut in range(11, len(SAMPLE)):
        assert reason(SAMPLE[:cut]) in {"truncated", "checksum"}, cut


def test_every_single_character_change_is_caught() -> None:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    for code in (SAMPLE, "K1AAAt9yK2Dg"):
        for i in range(2, len(code)):
            for ch in alphabet:
                if ch != code[i]:
                    changed = code[:i] + ch + code[i + 1 :]
                    assert reason(changed) in {"checksum", "truncated"}, changed


def test_garbage_after_a_valid_prefix() -> None:
    rng = random.Random(3)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    for _ in range(300):
        garbage = "K1" + "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))
        with pytest.raises(BadKingdomCode):
            decode(garbage)


def test_whitespace_around_and_inside_a_code_is_ignored() -> None:
    assert decode(f"  {SAMPLE[:6]} {SAMPLE[6:]}\n") == decode(SAMPLE)
