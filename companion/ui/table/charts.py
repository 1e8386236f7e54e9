"""The table's Altair charts, in the UI language: your deck by type over the turns, your coins
per turn, and the exact chances of your next hand's coins with $5, $6 and $8 marked."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import altair as alt

from companion.i18n import Translator
from companion.labels import TYPE_LABELS
from companion.table.progress import TYPES, TurnPoint
from companion.ui.common.charts import (
    COIN_HEX,
    HEIGHT,
    TYPE_HEX,
    Spec,
    bar_chart,
    count_axis,
    to_spec,
)

THRESHOLDS = (5, 6, 8)
"""Coins that buy a Duchy or a $5 card, a Gold, a Province."""


def deck_chart(points: list[TurnPoint], _: Translator) -> Spec:
    """Stacked bars: your cards of each type at each of your turns."""
    rows: list[dict[str, Any]] = [
        {"turn": p.turn, "type": _(TYPE_LABELS[t]), "cards": p.cards[t], "order": i}
        for p in points
        for i, t in enumerate(TYPES)
        if p.cards[t]
    ]
    labels = [_(TYPE_LABELS[t]) for t in TYPES]
    chart = (
        alt.Chart(alt.InlineData(values=rows), title=_("Your cards by type"))
        .mark_bar()
        .encode(
            x=alt.X("turn:O", title=_("Your turn"), axis=alt.Axis(labelAngle=0)),
            y=alt.Y("cards:Q", title=_("Cards"), axis=count_axis()),
            color=alt.Color(
                "type:N",
                title=None,
                scale=alt.Scale(domain=labels, range=[TYPE_HEX[t] for t in TYPES]),
                legend=alt.Legend(orient="bottom"),
            ),
            order=alt.Order("order:Q"),
            tooltip=[
                alt.Tooltip("turn:O", title=_("Your turn")),
                alt.Tooltip("type:N", title=_("Type")),
                alt.Tooltip("cards:Q", title=_("Cards")),
            ],
        )
        .properties(height=HEIGHT)
    )
    return to_spec(chart, _.lang)


def coins_chart(points: list[TurnPoint], _: Translator) -> Spec:
    """Bars of the coins you had when you came to buy, turn by turn."""
    rows = [{"turn": p.turn, "coins": p.coins} for p in points]
    x, y = ("turn", _("Your turn")), ("coins", _("Coins"))
    return bar_chart(rows, x, y, _("Coins per turn"), _.lang)


def odds_chart(distribution: dict[int, Fraction], _: Translator) -> Spec:
    """Bars of the chance of each coin total in your next hand; rules at $5, $6 and $8."""
    rows = [{"coins": c, "chance": float(p)} for c, p in sorted(distribution.items())]
    top = max([c for c, _p in distribution.items()] + [max(THRESHOLDS)])
    bars = (
        alt.Chart(alt.InlineData(values=rows))
        .mark_bar(color=COIN_HEX)
        .encode(
            x=alt.X(
                "coins:Q",
                title=_("Coins in your next hand"),
                scale=alt.Scale(domain=[-0.5, top + 0.5]),
                axis=alt.Axis(format="d", tickMinStep=1),
            ),
            y=alt.Y("chance:Q", title=_("Chance"), axis=alt.Axis(format="%")),
            tooltip=[
                alt.Tooltip("coins:Q", title=_("Coins")),
                alt.Tooltip("chance:Q", title=_("Chance"), format=".1%"),
            ],
        )
    )
    marks = alt.Chart(
        alt.InlineData(values=[{"coins": c - 0.5, "label": f"${c}"} for c in THRESHOLDS])
    )
    rules = marks.mark_rule(color="#dc2626", strokeDash=[4, 3]).encode(x="coins:Q")
    texts = marks.mark_text(color="#dc2626", align="left", dx=3, dy=-6, baseline="top").encode(
        x="coins:Q", y=alt.value(0), text="label:N"
    )
    chart = alt.layer(bars, rules, texts, title=_("Your next hand")).properties(height=HEIGHT)
    return to_spec(chart, _.lang)
