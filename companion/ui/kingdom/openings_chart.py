"""The opening lab's chart: each opening's win rate against BMU on its 95% interval."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import altair as alt
from babel.numbers import format_percent

from companion.i18n import Translator
from companion.ui.common.charts import BAR_STEP, COIN_HEX, INTERVAL_HEX, Spec, to_spec


def openings_chart(rows: Sequence[dict[str, Any]], _: Translator, title: str, players: int) -> Spec:
    """A dot per opening on its interval, best on top, with a line at an even share (1 in
    `players`: as strong as BMU). Rows: opening, plan, wins, low, high (rates 0-1), sorted."""
    order = [r["opening"] for r in rows]
    y = alt.Y("opening:N", title=None, sort=order, axis=alt.Axis(labelLimit=150))
    scale = alt.Scale(domain=[0, 1])
    level = format_percent(0.95, locale=_.lang)
    axis = alt.Axis(format="%", title=_("Wins against BMU ({level} interval)", level=level))
    tooltip = [
        alt.Tooltip("opening:N", title=_("Opening")),
        alt.Tooltip("plan:N", title=_("Then plays")),
        alt.Tooltip("wins:Q", title=_("Wins against BMU"), format=".1%"),
        alt.Tooltip("low:Q", title=_("Interval from"), format=".1%"),
        alt.Tooltip("high:Q", title=_("Interval to"), format=".1%"),
    ]
    base = alt.Chart(alt.InlineData(values=list(rows)))
    interval = base.mark_rule(strokeWidth=3, color=INTERVAL_HEX).encode(
        y=y, x=alt.X("low:Q", scale=scale, axis=axis), x2="high:Q", tooltip=tooltip
    )
    dot = base.mark_circle(size=70, color=COIN_HEX, opacity=1).encode(
        y=y, x=alt.X("wins:Q", scale=scale), tooltip=tooltip
    )
    even = (
        alt.Chart(alt.InlineData(values=[{"even": 1 / players}]))
        .mark_rule(strokeDash=[4, 4], color="#64748b")
        .encode(x="even:Q")
    )
    chart = alt.layer(even, interval, dot, title=title).properties(height=alt.Step(BAR_STEP))
    return to_spec(chart, _.lang)
