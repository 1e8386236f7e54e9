"""The kingdom page's charts: a kingdom's cost curve and type mix, and the insight's win rates."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import altair as alt
from babel.numbers import format_percent

from companion.catalogue import Card
from companion.i18n import Translator
from companion.labels import TYPE_LABELS
from companion.ui.common.charts import (
    BAR_STEP,
    COIN_HEX,
    INTERVAL_HEX,
    TYPE_HEX,
    Spec,
    bar_chart,
    count_axis,
    to_spec,
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


def insight_chart(rows: Sequence[dict[str, Any]], _: Translator, players: int = 2) -> Spec:
    """Each card's win rate against BMU as a dot on its 95% interval, strongest on top, with
    a line at an even share (1 in `players`: as strong as BMU), the count in the title.
    Rows: card, bot, wins, low, high (rates 0-1), sorted."""
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
        alt.Chart(alt.InlineData(values=[{"even": 1 / players}]))
        .mark_rule(strokeDash=[4, 4], color="#64748b")
        .encode(x="even:Q")
    )
    title = _.ngettext(
        "Big Money + card against BMU, {n} player",
        "Big Money + card against BMU, {n} players",
        players,
    )
    chart = alt.layer(even, interval, dot, title=title).properties(height=alt.Step(BAR_STEP + 6))
    return to_spec(chart, _.lang)


def cost_chart(cards: Sequence[Card], _: Translator) -> Spec:
    """Bars of how many kingdom cards cost 2, 3, 4, ... coins (a Vega-Lite spec)."""
    rows = cost_rows(cards)
    return bar_chart(rows, ("cost", _("Cost")), ("cards", _("Cards")), _("Cost curve"), _.lang)


def type_chart(cards: Sequence[Card], _: Translator) -> Spec:
    """Bars of how many kingdom cards have each type, in the printed cards' colours."""
    rows = type_rows(cards, _)
    chart = (
        alt.Chart(alt.InlineData(values=rows), title=_("Types"))
        .mark_bar(cornerRadiusEnd=3, stroke="#475569", strokeWidth=0.5)
        .encode(
            y=alt.Y("type:N", title=None, sort=[r["type"] for r in rows]),
            x=alt.X("cards:Q", title=_("Cards"), axis=count_axis()),
            color=alt.Color("colour:N", scale=None, legend=None),
            tooltip=[
                alt.Tooltip("type:N", title=_("Type")),
                alt.Tooltip("cards:Q", title=_("Cards")),
            ],
        )
        .properties(height=alt.Step(BAR_STEP))
    )
    return to_spec(chart, _.lang)
