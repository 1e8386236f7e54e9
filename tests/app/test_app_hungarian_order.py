"""AppTest: the card pickers and the cards page list names in Hungarian alphabetical order."""

from __future__ import annotations

from companion.hungarian.collation import sort_key
from tests.app.conftest import open_app, open_menu


def hu_sorted(names: list[str]) -> list[str]:
    return sorted(names, key=lambda n: sort_key(n, "hu"))


def test_card_selectbox_is_in_hungarian_order():
    at = open_app("cards", lang="hu")
    options = list(at.selectbox(key="cards_card").options)
    assert len(options) == 58
    assert options == hu_sorted(options)
    assert options[:3] == ["Aranypénz", "Átépítés", "Átok"]
    assert options.index("Csempészek") > options.index("Boszorkány")
    assert options[-1] == "Zsebtolvaj"


def test_cards_table_is_in_hungarian_order_within_each_cost():
    at = open_app("cards", lang="hu")
    df = at.dataframe[0].value
    for _cost, group in df.groupby(["Doboz", "Ár"], sort=False):
        names = list(group["Név"])
        assert names == hu_sorted(names)


def test_kingdom_pickers_are_in_hungarian_order():
    at = open_menu(open_app(lang="hu"), "kingdom_options")
    for key in ("opt_require", "opt_ban"):
        options = list(at.multiselect(key=key).options)
        assert len(options) == 51
        assert options == hu_sorted(options)
        assert options[:2] == ["Átépítés", "Bánya"]


def test_english_pickers_stay_in_english_order():
    at = open_menu(open_app(lang="en"), "kingdom_options")
    options = list(at.multiselect(key="opt_require").options)
    assert options == sorted(options, key=str.casefold)
    assert options[0] == "Adventurer"
