"""KingdomOptions: normalised, hashable, validated values."""

from __future__ import annotations

import pytest

from companion.kingdom import InvalidOptions, KingdomOptions


def test_defaults_constrain_nothing() -> None:
    options = KingdomOptions()
    assert options.sets == {"base-1e", "seaside-1e"}
    assert options.is_default and not options.has_rules
    assert options.attack_limit is None and options.fixed == frozenset()


def test_collections_are_normalised_so_equal_options_are_equal() -> None:
    a = KingdomOptions(require=["witch", "moat"], set_min={"seaside-1e": 2, "base-1e": 1})
    b = KingdomOptions(require=("moat", "witch"), set_min=[("base-1e", 1), ("seaside-1e", 2)])
    assert a == b and hash(a) == hash(b)
    assert a.require == frozenset({"witch", "moat"})
    assert a.set_min == (("base-1e", 1), ("seaside-1e", 2))
    assert KingdomOptions(require="witch").require == {"witch"}  # one id, not its letters


def test_helpers() -> None:
    options = KingdomOptions(require={"witch"}, keep={"moat"}, set_min={"base-1e": 2})
    assert options.fixed == {"witch", "moat"}
    assert options.set_min_of("base-1e") == 2 and options.set_min_of("seaside-1e") == 0
    assert options.set_max_of("base-1e") is None
    assert KingdomOptions(attacks=False).attack_limit == 0
    assert KingdomOptions(max_attacks=2).attack_limit == 2


@pytest.mark.parametrize(
    "changes",
    [
        {"require_buy": True},
        {"require_village": True},
        {"require_draw": True},
        {"require_trashing": True},
        {"attacks": False},
        {"max_attacks": 3},
        {"require_defence": True},
        {"min_cheap": 1},
        {"min_expensive": 1},
        {"max_same_cost": 4},
        {"set_min": {"base-1e": 1}},
        {"set_max": {"base-1e": 9}},
    ],
)
def test_has_rules(changes: dict[str, object]) -> None:
    assert KingdomOptions().with_(**changes).has_rules
    assert not KingdomOptions(require={"witch"}, ban={"moat"}, sets={"base-1e"}).has_rules


def test_with_validates_again() -> None:
    options = KingdomOptions(min_cheap=2)
    assert options.with_(min_cheap=3).min_cheap == 3 and options.min_cheap == 2
    with pytest.raises(InvalidOptions) as err:
        options.with_(min_cheap=11)
    assert err.value.reason.code == "bad_number" and err.value.reason["option"] == "min_cheap"


@pytest.mark.parametrize(
    ("kwargs", "option"),
    [
        ({"max_attacks": "3"}, "max_attacks"),
        ({"min_expensive": 2.5}, "min_expensive"),
        ({"avoid_recent": -1}, "avoid_recent"),
        ({"avoid_recent": 256}, "avoid_recent"),
        ({"set_max": {"base-1e": "x"}}, "set_max:base-1e"),
        ({"max_same_cost": True}, "max_same_cost"),
    ],
)
def test_bad_numbers_name_the_option(kwargs: dict[str, object], option: str) -> None:
    with pytest.raises(InvalidOptions) as err:
        KingdomOptions(**kwargs)  # type: ignore[arg-type]
    assert err.value.reason.code == "bad_number" and err.value.reason["option"] == option


def test_options_are_frozen() -> None:
    with pytest.raises(AttributeError):
        KingdomOptions().min_cheap = 3  # type: ignore[misc]
