"""The card table is read-only and one per process: no session can change what another reads."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

import pytest

from companion import PROJECT_ROOT
from companion.catalogue import load
from companion.engine.cards import CardDB, CardInfo, memo
from companion.engine.standard import standard_db
from companion.rulebook import practice


def fields(db: CardDB) -> dict[str, object]:
    """Every attribute the table holds (its slots), by name."""
    return {name: getattr(db, name) for name in CardDB.__slots__ if name != "__weakref__"}


def test_every_field_is_frozen(db):
    seen = fields(db)
    assert seen, "the table holds no fields"
    for name, value in seen.items():
        frozen = isinstance(value, MappingProxyType | frozenset | tuple | str | int)
        assert frozen, f"CardDB.{name} is a mutable {type(value).__name__}"
        if isinstance(value, Mapping):
            for key, item in value.items():
                assert isinstance(key, str)
                assert isinstance(item, int | CardInfo), f"CardDB.{name}[{key!r}]"


@pytest.mark.parametrize("name", ["info", "cost", "coins", "vp"])
def test_mappings_refuse_writes(db, name):
    table = getattr(db, name)
    with pytest.raises(TypeError):
        table["copper"] = table["silver"]
    with pytest.raises(AttributeError):
        table.clear()


def test_attributes_cannot_be_set_added_or_deleted(db):
    before = db.cost["copper"]
    with pytest.raises(AttributeError):
        db.cost = {"copper": 5}
    with pytest.raises(AttributeError):
        db.extra = 1
    with pytest.raises(AttributeError):
        del db.treasures
    assert not hasattr(db, "__dict__")
    assert db.cost["copper"] == before == 0


def test_card_info_is_frozen(db):
    with pytest.raises(AttributeError):
        db["copper"].coins = 5  # type: ignore[misc]


def test_the_memo_lives_outside_the_table(db):
    hand = ("copper", "estate", "silver", "copper", "gold")
    split = db.split_treasures(hand)
    assert split == (("copper", "copper", "gold", "silver"), ("estate",), 7)
    assert memo(db).treasure_splits[hand] == split
    assert all(split is not value for value in fields(db).values())
    other = CardDB(load())
    assert hand not in memo(other).treasure_splits  # each table its own memo


def test_supply_is_a_fresh_dict_each_time(db):
    first = db.supply(("smithy",), 2)
    first["province"] = 0
    assert db.supply(("smithy",), 2)["province"] == 8


def test_one_table_for_the_process():
    assert standard_db() is standard_db()
    assert practice.standard_db is standard_db
    pages = sorted((PROJECT_ROOT / "companion" / "ui").rglob("*.py"))
    assert pages
    builds = [p.name for p in pages if "CardDB(" in p.read_text(encoding="utf-8")]
    assert builds == [], "the UI builds its own card table instead of standard_db()"


def test_a_memo_goes_with_its_table():
    import gc

    from companion.engine import cards

    table = CardDB(load())
    key = id(table)
    memo(table).treasure_splits[("copper",)] = (("copper",), (), 1)
    assert key in cards._MEMOS
    del table
    gc.collect()
    assert key not in cards._MEMOS  # a new table with the same id starts empty
