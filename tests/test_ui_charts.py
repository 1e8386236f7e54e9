"""The one upright bar chart both pages draw (a kingdom's cost curve, your coins per turn):
its data, fields, titles and whole-count axis, in the UI language."""

from __future__ import annotations

from typing import Any

import pytest

from companion.catalogue import load
from companion.i18n import translator
from companion.table.progress import TurnPoint
from companion.ui.kingdom.charts import cost_chart
from companion.ui.table.charts import coins_chart


def encoding(spec: dict[str, Any]) -> dict[str, Any]:
    return {
        "x": (spec["encoding"]["x"]["field"], spec["encoding"]["x"]["type"]),
        "y": (spec["encoding"]["y"]["field"], spec["encoding"]["y"]["type"]),
        "titles": (spec["encoding"]["x"]["title"], spec["encoding"]["y"]["title"]),
        "whole": spec["encoding"]["y"]["axis"]["tickMinStep"],
        "tooltip": [t["field"] for t in spec["encoding"]["tooltip"]],
        "title": spec["title"],
        "rows": spec["datasets"][spec["data"]["name"]],
    }


def test_the_cost_curve_counts_cards_per_cost_with_the_gaps() -> None:
    cat = load()
    cards = [cat.cards[c] for c in ("cellar", "moat", "village", "smithy", "witch")]
    got = encoding(cost_chart(cards, translator("en")))
    assert got == {
        "x": ("cost", "ordinal"),
        "y": ("cards", "quantitative"),
        "titles": ("Cost", "Cards"),
        "whole": 1,
        "tooltip": ["cost", "cards"],
        "title": "Cost curve",
        "rows": [
            {"cost": 2, "cards": 2},
            {"cost": 3, "cards": 1},
            {"cost": 4, "cards": 1},
            {"cost": 5, "cards": 1},
        ],
    }


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_the_coins_chart_is_the_same_chart_of_turns(lang: str) -> None:
    _ = translator(lang)
    points = [TurnPoint(turn=t, coins=c, cards={}) for t, c in ((1, 3), (2, 5))]
    got = encoding(coins_chart(points, _))
    assert got["x"] == ("turn", "ordinal") and got["y"] == ("coins", "quantitative")
    assert got["titles"] == (_("Your turn"), _("Coins")) and got["title"] == _("Coins per turn")
    assert got["rows"] == [{"turn": 1, "coins": 3}, {"turn": 2, "coins": 5}]
    assert got["tooltip"] == ["turn", "coins"] and got["whole"] == 1
