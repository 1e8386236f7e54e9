"""What the app's Altair charts share: the printed cards' colours, number symbols of the UI
language, whole-count axes, and one upright bar chart (a kingdom's cost curve, coins per turn).

The charts are handed to Streamlit as Vega-Lite dicts built without schema validation and
without pandas: validating loads the whole Vega-Lite schema (~0.25 s on the first chart) and
pandas adds ~0.5 s to the first page, while these specs are fixed and tested.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import altair as alt
from babel.numbers import get_decimal_symbol, get_group_symbol

# Colours of the printed cards: Action and Attack white (greys here), Treasure yellow,
# Victory green, Reaction blue, Duration orange, Curse purple.
TYPE_HEX = {
    "action": "#cbd5e1",
    "attack": "#64748b",
    "treasure": "#eab308",
    "victory": "#22c55e",
    "reaction": "#3b82f6",
    "duration": "#f97316",
    "curse": "#8b5cf6",
}
COIN_HEX = "#ca8a04"
INTERVAL_HEX = "#94a3b8"
HEIGHT = 230
BAR_STEP = 22
Spec = dict[str, Any]


def number_locale(lang: str) -> alt.Locale:
    """Vega's number format locale from Babel's symbols (Hungarian: decimal comma, nbsp groups)."""
    return alt.Locale(
        number=alt.NumberLocale(
            decimal=get_decimal_symbol(lang),
            thousands=get_group_symbol(lang),
            grouping=[3],
            currency=["", ""],
        )
    )


def count_axis() -> alt.Axis:
    """An axis of whole card counts (no 0.5 ticks)."""
    return alt.Axis(format="d", tickMinStep=1)


def to_spec(chart: alt.TopLevelMixin, lang: str) -> Spec:
    """The chart as a Vega-Lite dict with the language's number symbols, unvalidated."""
    spec: Spec = chart.configure(locale=number_locale(lang)).to_dict(validate=False)
    return spec


def bar_chart(
    rows: Sequence[dict[str, Any]], x: tuple[str, str], y: tuple[str, str], title: str, lang: str
) -> Spec:
    """Upright bars in the coin colour: a whole count `y` for each step `x` (each a field and
    its title), with both in the tooltip."""
    (x_field, x_title), (y_field, y_title) = x, y
    chart = (
        alt.Chart(alt.InlineData(values=list(rows)), title=title)
        .mark_bar(color=COIN_HEX, cornerRadiusEnd=3)
        .encode(
            x=alt.X(f"{x_field}:O", title=x_title, axis=alt.Axis(labelAngle=0)),
            y=alt.Y(f"{y_field}:Q", title=y_title, axis=count_axis()),
            tooltip=[
                alt.Tooltip(f"{x_field}:O", title=x_title),
                alt.Tooltip(f"{y_field}:Q", title=y_title),
            ],
        )
        .properties(height=HEIGHT)
    )
    return to_spec(chart, lang)
