"""The loader reports every problem in the data with its file, card id and field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from companion import DATA_DIR
from companion.catalogue import CatalogueError, fold, load
from companion.catalogue.frame import cards_frame
from companion.catalogue.loader import read_all


@pytest.fixture
def data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target, ignore=shutil.ignore_patterns("scenarios"))
    return target


def edit(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def problems(data: Path) -> list[tuple[str, str, str]]:
    with pytest.raises(CatalogueError) as info:
        read_all(data)
    return [(p.file, p.item, p.field) for p in info.value.problems]


def test_the_shipped_catalogue_loads(cat):
    assert len(cat.cards) == 58
    assert cat.trash.hu == "Szemét"


def test_unknown_field(data):
    edit(data / "cards" / "base-1e.toml", 'id = "smithy"', 'id = "smithy"\ncolour = "white"')
    assert ("cards/base-1e.toml", "smithy", "colour") in problems(data)


def test_missing_translation(data):
    edit(data / "cards" / "base-1e.toml", 'hu = "Kovácsműhely"', 'de = "Schmiede"')
    found = problems(data)
    assert ("cards/base-1e.toml", "smithy", "name.hu") in found
    assert ("cards/base-1e.toml", "smithy", "name.de") in found


def test_wrong_type(data):
    text = (data / "cards" / "base-1e.toml").read_text(encoding="utf-8")
    start = text.index('id = "smithy"')
    cost = text.index("cost = 4", start)
    (data / "cards" / "base-1e.toml").write_text(
        text[:cost] + 'cost = "four"' + text[cost + len("cost = 4") :], encoding="utf-8"
    )
    assert ("cards/base-1e.toml", "smithy", "cost") in problems(data)


def test_unknown_tag_and_type(data):
    edit(data / "cards" / "base-1e.toml", 'tags = ["draw", "terminal"]', 'tags = ["fast"]')
    edit(data / "cards" / "base-1e.toml", 'types = ["action"]', 'types = ["spell"]')
    found = problems(data)
    assert ("cards/base-1e.toml", "library", "tags") in found
    assert ("cards/base-1e.toml", "adventurer", "types") in found


def test_duplicate_card_id(data):
    edit(data / "cards" / "base-1e.toml", 'id = "village"', 'id = "smithy"')
    assert ("cards", "smithy", "id") in problems(data)


def test_recommended_kingdom_needs_ten_known_cards(data):
    edit(data / "recommended.toml", '"cellar"', '"celar"')
    found = problems(data)
    assert ("recommended.toml", "first_game", "cards") in found


def test_broken_toml_names_the_file(data):
    (data / "rules" / "base-1e.toml").write_text("[[rule]\n", encoding="utf-8")
    found = problems(data)
    assert found == [("rules/base-1e.toml", "-", "-")]  # its path: cards/ has a base-1e.toml too


def test_a_missing_file_is_named_with_its_folder(data):
    (data / "cards" / "seaside-1e.toml").unlink()
    assert ("cards/seaside-1e.toml", "-", "-") in problems(data)


def test_all_problems_are_reported_at_once(data):
    edit(data / "cards" / "base-1e.toml", 'id = "smithy"', 'id = "smithy"\ncolour = "white"')
    edit(data / "cards" / "seaside-1e.toml", 'id = "bazaar"', 'id = "bazaar"\nshape = 1')
    found = problems(data)
    assert ("cards/base-1e.toml", "smithy", "colour") in found
    assert ("cards/seaside-1e.toml", "bazaar", "shape") in found


def test_lookup_by_name_ignores_case_and_accents(cat):
    assert cat.resolve("kapolna").id == "chapel"
    assert cat.resolve("KÁPOLNA").id == "chapel"
    assert cat.resolve("Throne Room").id == "throne_room"
    assert cat.resolve("tronterem").id == "throne_room"
    assert cat.suggest("thorne_room") == "throne_room"
    assert fold("Árvíztűrő") == "arvizturo"


def test_frame(cat):
    frame = cards_frame(cat, "hu")
    assert len(frame) == 58
    row = frame.set_index("id").loc["market"]
    assert row["name"] == "Piac" and row["cost"] == 5 and row["plus_buy"]
    assert frame[frame["set"] == "seaside-1e"].shape[0] == 26


def test_load_is_cached():
    assert load() is load()
