"""Impossible options: the typed error, its machine-readable reason and the smallest culprit."""

from __future__ import annotations

import pytest

from companion.catalogue import Catalogue, load
from companion.i18n import translator
from companion.kingdom import (
    ImpossibleKingdom,
    InvalidOptions,
    KingdomError,
    KingdomOptions,
    Reason,
    describe_error,
    generate,
)

BASE_NO_BUY_NO_VILLAGE = [
    "adventurer",
    "bureaucrat",
    "cellar",
    "feast",
    "gardens",
    "laboratory",
    "library",
    "militia",
    "mine",
]


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


def reason_of(
    cat: Catalogue, options: KingdomOptions, history: list[list[str]] | None = None
) -> Reason:
    with pytest.raises(ImpossibleKingdom) as err:
        generate(cat, options, seed=7, history=history or [])
    # Every reason reads as one sentence in both languages.
    for lang in ("en", "hu"):
        text = describe_error(err.value, cat, translator(lang))
        assert text and "\n" not in text and "{" not in text, text
    return err.value.reason


def test_defence_required_with_a_required_attack_and_both_defences_banned(cat: Catalogue) -> None:
    r = reason_of(
        cat, KingdomOptions(require={"witch"}, require_defence=True, ban={"moat", "lighthouse"})
    )
    assert r.code == "unsatisfiable"
    assert r["constraint"] == "require_defence"
    assert r["attacks"] == ["witch"]
    assert r["defences"] == [
        {"card": "moat", "status": "banned"},
        {"card": "lighthouse", "status": "banned"},
    ]
    assert [o["constraint"] for o in r["others"]] == ["ban"]
    assert r["others"][0]["cards"] == ["moat", "lighthouse"]
    text = describe_error(ImpossibleKingdom(r), cat, translator("en"))
    assert "Witch" in text and "Moat and Lighthouse are banned" in text


def test_defence_from_a_set_not_chosen(cat: Catalogue) -> None:
    r = reason_of(
        cat,
        KingdomOptions(
            sets={"seaside-1e"}, require={"sea_hag"}, require_defence=True, ban={"lighthouse"}
        ),
    )
    statuses = {d["card"]: d["status"] for d in r["defences"]}
    assert statuses == {"moat": "not_in_sets", "lighthouse": "banned"}


def test_too_many_expensive_cards_for_the_same_cost_limit(cat: Catalogue) -> None:
    """At least 6 costing 5+, but at most 3 of one cost: only 3 (cost 5) + 1 (Adventurer) fit."""
    r = reason_of(cat, KingdomOptions(min_expensive=6, max_same_cost=3))
    assert r.code == "unsatisfiable"
    assert (r["constraint"], r["value"], r["possible"]) == ("min_expensive", 6, 4)
    assert r["others"] == [{"constraint": "max_same_cost", "value": 3}]
    text = describe_error(ImpossibleKingdom(r), cat, translator("en"))
    assert text == (
        "cannot have at least 6 cards costing 5 or more together with at most 3 cards of any "
        "one cost: at most 4 cards costing 5 or more fit"
    )


def test_a_required_card_that_is_also_banned(cat: Catalogue) -> None:
    r = reason_of(cat, KingdomOptions(require={"witch", "moat"}, ban={"witch", "moat", "spy"}))
    assert r == Reason("required_and_banned", cards=["moat", "witch"])
    r = reason_of(cat, KingdomOptions(keep={"spy"}, ban={"spy"}))
    assert r == Reason("required_and_banned", cards=["spy"])


def test_a_required_card_from_a_set_not_chosen(cat: Catalogue) -> None:
    r = reason_of(cat, KingdomOptions(sets={"base-1e"}, require={"pirate_ship"}))
    assert r == Reason(
        "not_in_sets", cards=["pirate_ship"], sets=["base-1e"], missing=["seaside-1e"]
    )


def test_more_than_ten_required_or_kept_cards(cat: Catalogue) -> None:
    cards = [c.id for c in cat.kingdom_cards()]
    r = reason_of(cat, KingdomOptions(require=cards[:6], keep=cards[6:11]))
    assert r.code == "too_many_fixed" and r["count"] == 11


def test_set_minimum_for_a_set_not_chosen(cat: Catalogue) -> None:
    r = reason_of(cat, KingdomOptions(sets={"base-1e"}, set_min={"seaside-1e": 2}))
    assert r == Reason("set_not_chosen", set="seaside-1e", value=2, sets=["base-1e"])


def test_too_many_bans_leave_too_few_cards(cat: Catalogue) -> None:
    base = [c.id for c in cat.kingdom_cards(["base-1e"])]
    r = reason_of(cat, KingdomOptions(sets={"base-1e"}, ban=base[:16]))
    assert r.code == "pool_too_small"
    assert (r["available"], r["needed"]) == (9, 10)


def test_recent_kingdoms_leave_too_few_cards(cat: Catalogue) -> None:
    base = [c.id for c in cat.kingdom_cards(["base-1e"])]
    history = [base[:10], base[10:20]]
    r = reason_of(cat, KingdomOptions(sets={"base-1e"}, avoid_recent=2), history)
    assert r.code == "pool_too_small" and r["available"] == 5
    assert [o["constraint"] for o in r["others"]] == ["avoid_recent"]


def test_no_attacks_with_a_required_attack(cat: Catalogue) -> None:
    r = reason_of(cat, KingdomOptions(require={"militia"}, attacks=False))
    assert (r["constraint"], r["needed"], r["fixed_members"]) == ("no_attacks", 1, ["militia"])
    assert r["fixed_matter"] is True


def test_max_attacks_below_the_required_attacks(cat: Catalogue) -> None:
    r = reason_of(cat, KingdomOptions(require={"militia", "witch", "spy"}, max_attacks=2))
    assert (r["constraint"], r["value"], r["needed"]) == ("max_attacks", 2, 3)
    assert r["fixed_members"] == ["militia", "spy", "witch"]


def test_required_buy_with_every_buy_card_banned(cat: Catalogue) -> None:
    buys = [c.id for c in cat.kingdom_cards(["base-1e"]) if "plus_buy" in c.tags]
    r = reason_of(cat, KingdomOptions(sets={"base-1e"}, ban=buys, require_buy=True))
    assert (r["constraint"], r["possible"]) == ("require_buy", 0)
    assert r["others"][0]["constraint"] == "ban"
    assert sorted(r["others"][0]["cards"]) == sorted(buys)


def test_required_cards_fill_every_place(cat: Catalogue) -> None:
    ten = [
        "cellar",
        "chapel",
        "moat",
        "chancellor",
        "workshop",
        "militia",
        "smithy",
        "spy",
        "thief",
        "adventurer",
    ]
    r = reason_of(cat, KingdomOptions(require=ten, require_buy=True))
    assert (r["constraint"], r["free"], r["fixed_matter"]) == ("require_buy", 0, True)
    r = reason_of(cat, KingdomOptions(require=ten, min_expensive=2))
    assert (r["constraint"], r["possible"], r["fixed_members"]) == (
        "min_expensive",
        1,
        ["adventurer"],
    )


def test_same_cost_limit_alone_can_be_impossible(cat: Catalogue) -> None:
    """Five different costs (2 to 6): at most 1 of each gives only 5 cards."""
    r = reason_of(cat, KingdomOptions(max_same_cost=1))
    assert (r["constraint"], r["needed"], r["costs"]) == ("max_same_cost", 3, [2, 3, 4, 5, 6])
    assert r["others"] == []


def test_set_bounds_that_contradict(cat: Catalogue) -> None:
    r = reason_of(cat, KingdomOptions(set_min={"base-1e": 6}, set_max={"base-1e": 4}))
    assert (r["constraint"], r["set"], r["possible"]) == ("set_min", "base-1e", 4)
    assert r["others"] == [{"constraint": "set_max", "set": "base-1e", "value": 4}]
    r = reason_of(cat, KingdomOptions(set_max={"base-1e": 3, "seaside-1e": 5}))
    assert r["constraint"] == "set_max" and r["needed"] == 5


def test_cheap_and_expensive_minimums_together(cat: Catalogue) -> None:
    r = reason_of(cat, KingdomOptions(min_cheap=6, min_expensive=6))
    assert (r["constraint"], r["possible"]) == ("min_cheap", 4)


def test_the_smallest_culprit_is_named_among_many_options(cat: Catalogue) -> None:
    """Only the pair (min_expensive, max_same_cost) clashes: the others are not blamed."""
    r = reason_of(
        cat,
        KingdomOptions(
            require_buy=True,
            require_village=True,
            require_draw=True,
            require_defence=True,
            min_cheap=1,
            min_expensive=6,
            max_same_cost=3,
            set_min={"seaside-1e": 2},
        ),
    )
    assert r["constraint"] == "min_expensive"
    assert [o["constraint"] for o in r["others"]] == ["max_same_cost"]


def test_a_clash_of_three_options_that_no_pair_has(cat: Catalogue) -> None:
    """One free place: a Village, a +Buy and a card costing 2-3 pairwise fit, not all three."""
    options = KingdomOptions(
        sets={"base-1e"},
        require=BASE_NO_BUY_NO_VILLAGE,
        require_buy=True,
        require_village=True,
        min_cheap=2,
    )
    r = reason_of(cat, options)
    assert r["constraint"] == "require_buy"
    assert [o["constraint"] for o in r["others"]] == ["require_village", "min_cheap"]
    assert r["fixed_matter"] is True and r["free"] == 1
    for pair in (
        {"require_buy": True, "require_village": True},
        {"require_buy": True, "min_cheap": 2},
        {"require_village": True, "min_cheap": 2},
    ):
        generate(
            cat, KingdomOptions(sets={"base-1e"}, require=BASE_NO_BUY_NO_VILLAGE, **pair), seed=1
        )


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"sets": set()}, "no_sets"),
        ({"sets": {"intrigue"}}, "unknown_set"),
        ({"max_attacks": 11}, "bad_number"),
        ({"min_cheap": -1}, "bad_number"),
        ({"max_same_cost": 0}, "bad_number"),
        ({"set_min": {"base-1e": 12}}, "bad_number"),
        ({"set_max": {"alchemy": 1}}, "unknown_set"),
    ],
)
def test_malformed_options_are_invalid(kwargs: dict[str, object], code: str) -> None:
    with pytest.raises(InvalidOptions) as err:
        KingdomOptions(**kwargs)  # type: ignore[arg-type]
    assert err.value.reason.code == code
    assert isinstance(err.value, KingdomError) and isinstance(err.value, ValueError)


# What fits of one cost band is counted beside the other band and the required cards that are
# in neither (the message used to say "at most 5 such cards fit" right after naming the other
# band, which read as 5 cards costing 5 or more fitting beside 6 cheap ones).
FIT_CASES = [
    (
        KingdomOptions(min_cheap=6, min_expensive=5),
        ("min_cheap", 5, []),
        "cannot have at least 6 cards costing 2–3 together with at least 5 cards costing 5 or "
        "more: at most 5 cards costing 2–3 fit beside 5 cards costing 5 or more",
        "nem teljesülhet egyszerre: legalább 6 db 2–3 érmés kártya, valamint legalább 5 db, 5 "
        "vagy több érmébe kerülő kártya: 5 db 5 vagy több érmébe kerülő kártya mellett "
        "legfeljebb 5 db 2–3 érmés kártya fér bele",
    ),
    (
        KingdomOptions(
            sets={"base-1e"},
            min_cheap=6,
            min_expensive=5,
            require={"village", "market", "witch", "smithy"},
        ),
        ("min_cheap", 4, ["smithy"]),
        "cannot have at least 6 cards costing 2–3 together with at least 5 cards costing 5 or "
        "more: at most 4 cards costing 2–3 fit beside 5 cards costing 5 or more and the "
        "required or kept Smithy",
        "nem teljesülhet egyszerre: legalább 6 db 2–3 érmés kártya, valamint legalább 5 db, 5 "
        "vagy több érmébe kerülő kártya: 5 db 5 vagy több érmébe kerülő kártya, valamint a "
        "kötelező vagy megtartott Kovácsműhely mellett legfeljebb 4 db 2–3 érmés kártya fér bele",
    ),
    (
        KingdomOptions(
            sets={"base-1e"}, min_cheap=6, min_expensive=3, require={"militia", "smithy"}
        ),
        ("min_cheap", 5, ["militia", "smithy"]),
        "cannot have at least 6 cards costing 2–3 together with at least 3 cards costing 5 or "
        "more: at most 5 cards costing 2–3 fit beside 3 cards costing 5 or more and the "
        "required or kept Militia and Smithy",
        None,
    ),
    (
        KingdomOptions(sets={"base-1e"}, min_cheap=8),
        ("min_cheap", 7, None),
        "cannot have at least 8 cards costing 2–3: at most 7 cards costing 2–3 fit",
        "nem teljesülhet: legalább 8 db 2–3 érmés kártya: legfeljebb 7 db 2–3 érmés kártya fér "
        "bele",
    ),
    (
        KingdomOptions(
            sets={"base-1e"}, min_cheap=6, min_expensive=5, ban={"cellar", "chapel", "moat"}
        ),
        ("min_cheap", 4, None),
        "cannot have at least 6 cards costing 2–3 together with Cellar, Chapel and Moat banned: "
        "at most 4 cards costing 2–3 fit",
        None,
    ),
    (
        KingdomOptions(set_min={"base-1e": 6}, set_max={"base-1e": 4}),
        ("set_min", 4, None),
        "cannot have at least 6 cards from Dominion (1st edition) together with at most 4 cards "
        "from Dominion (1st edition): at most 4 cards from Dominion (1st edition) fit",
        None,
    ),
]


@pytest.mark.parametrize(("options", "numbers", "english", "hungarian"), FIT_CASES)
def test_what_fits_is_counted_beside_what_takes_the_other_places(
    cat: Catalogue,
    options: KingdomOptions,
    numbers: tuple[str, int, list[str] | None],
    english: str,
    hungarian: str | None,
) -> None:
    r = reason_of(cat, options)
    assert (r["constraint"], r["possible"], r.get("fixed_beside")) == numbers
    assert describe_error(ImpossibleKingdom(r), cat, translator("en")) == english
    if hungarian is not None:
        assert describe_error(ImpossibleKingdom(r), cat, translator("hu")) == hungarian
