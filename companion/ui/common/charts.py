"""Small Altair charts of a kingdom (cost curve, type mix), labelled in the UI language.

The charts are handed to Streamlit as Vega-Lite dicts built without schema validation and
without pandas: validating loads the whole Vega-Lite schema (~0.25 s on the first chart) and
pandas adds ~0.5 s to the first page, while these specs are fixed and tested.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import altair as alt
from babel.numbers import format_percent, get_decimal_symbol, get_group_symbol

from companion.catalogue import Card
from companion.i18n import Translator
from companion.labels import TYPE_LABELS

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


def cost_rows(cards: Sequence[Card]) -> list[dict[str, int]]:
    """Cards per cost, with every cost from the cheapest to the dearest (gaps as 0)."""
    counts = Counter(c.cost for c in cards)
    costs = range(min(counts), max(counts) + 1) if counts else range(0)
    return [{"cost": cost, "cards": counts.get(cost, 0)} for cost in costs]


def type_rows(cards: Sequence[Card], _: Translator) -> list[dict[str, Any]]:
    """Cards per type (a card with two types counts for both), in the catalogue's type order."""
    counts = Counter(t for c in cards for t in c.types)
    return [
        {"type": _(TYPE_LABELS[t]), "cards": counts[t], "colour": TYPE_HEX[t]}
        for t in TYPE_LABELS
        if counts[t]
    ]


def _count_axis() -> alt.Axis:
    """An axis of whole card counts (no 0.5 ticks)."""
    return alt.Axis(format="d", tickMinStep=1)


def _spec(chart: alt.TopLevelMixin, lang: str) -> Spec:
    """The chart as a Vega-Lite dict with the language's number symbols, unvalidated."""
    spec: Spec = chart.configure(locale=number_locale(lang)).to_dict(validate=False)
    return spec


def insight_chart(rows: Sequence[dict[str, Any]], _: Translator) -> Spec:
    """Each card's win rate against BMU as a dot on its 95% interval, strongest on top, with
    a line at 50% (as strong as BMU). Rows: card, bot, wins, low, high (rates 0-1), sorted."""
    order = [r["card"] for r in rows]
    y = alt.Y("card:N", title=None, sort=order)
    scale = alt.Scale(domain=[0, 1])
    level = format_percent(0.95, locale=_.lang)
    axis = alt.Axis(format="%", title=_("Wins against BMU ({level} interval)", level=level))
    tooltip = [
        alt.Tooltip("card:N", title=_("Card")),
        alt.Tooltip("bot:N", title=_("Bot")),
        alt.Tooltip("wins:Q", title=_("Wins against BMU"), format=".1%"),
        alt.Tooltip("low:Q", title=_("Interval from"), format=".1%"),
        alt.Tooltip("high:Q", title=_("Interval to"), format=".1%"),
    ]
    data = alt.InlineData(values=list(rows))
    base = alt.Chart(data)
    interval = base.mark_rule(strokeWidth=3, color=INTERVAL_HEX).encode(
        y=y, x=alt.X("low:Q", scale=scale, axis=axis), x2="high:Q", tooltip=tooltip
    )
    dot = base.mark_circle(size=90, color=COIN_HEX, opacity=1).encode(
        y=y, x=alt.X("wins:Q", scale=scale), tooltip=tooltip
    )
    even = (
        alt.Chart(alt.InlineData(values=[{"even": 0.5}]))
        .mark_rule(strokeDash=[4, 4], color="#64748b")
        .encode(x="even:Q")
    )
    chart = alt.layer(even, interval, dot, title=_("Big Money + card against BMU")).properties(
        height=alt.Step(BAR_STEP + 6)
    )
    return _spec(chart, _.lang)


def cost_chart(cards: Sequence[Card], _: Translator) -> Spec:
    """Bars of how many kingdom cards cost 2, 3, 4, ... coins (a Vega-Lite spec)."""
    chart = (
        alt.Chart(alt.InlineData(values=cost_rows(cards)), title=_("Cost curve"))
        .mark_bar(color=COIN_HEX, cornerRadiusEnd=3)
        .encode(
            x=alt.X("cost:O", title=_("Cost"), axis=alt.Axis(labelAngle=0)),
            y=alt.Y("cards:Q", title=_("Cards"), axis=_count_axis()),
            tooltip=[
                alt.Tooltip("cost:O", title=_("Cost")),
                alt.Tooltip("cards:Q", title=_("Cards")),
            ],
        )
        .properties(height=HEIGHT)
    )
    return _spec(chart, _.lang)


def type_chart(cards: Sequence[Card], _: Translator) -> Spec:
    """Bars of how many kingdom cards have each type, in the printed cards' colours."""
    rows = type_rows(cards, _)
    chart = (
        alt.Chart(alt.InlineData(values=rows), title=_("Types"))
        .mark_bar(cornerRadiusEnd=3, stroke="#475569", strokeWidth=0.5)
        .encode(
            y=alt.Y("type:N", title=None, sort=[r["type"] for r in rows]),
            x=alt.X("cards:Q", title=_("Cards"), axis=_count_axis()),
            color=alt.Color("colour:N", scale=None, legend=None),
            tooltip=[
                alt.Tooltip("type:N", title=_("Type")),
                alt.Tooltip("cards:Q", title=_("Cards")),
            ],
        )
        .properties(height=alt.Step(BAR_STEP))
    )
    return _spec(chart, _.lang)
