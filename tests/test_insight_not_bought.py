"""A card whose X-BM bot does not buy it (Throne Room) is flagged in every view of the insight:
the CLI text in both languages, the JSON, and the page's chart and table rows."""

from __future__ import annotations

import pytest

from companion.i18n import translator
from companion.sim.insight import InsightSpec, run_insight
from companion.sim.insight_report import insight_json, insight_text
from companion.ui.common.components import md
from companion.ui.kingdom.insight import chart_rows, result_table

KINGDOM = ("throne_room", "smithy", "village")
MARKS = {
    "en": ("Throne Room (its bot does not buy it)", "plain Big Money, not the card’s strength"),
    "hu": ("Trónterem (a gépi játékosa nem veszi meg)", "puszta Big Money"),
}


@pytest.fixture(scope="module")
def insight():
    return run_insight(InsightSpec(KINGDOM, games=10), 1)


def test_only_throne_room_is_flagged(insight):
    assert {r.card: r.bought for r in insight.cards} == {
        "throne_room": False,
        "smithy": True,
        "village": True,
    }
    flags = {c["card"]: c["bot_buys_card"] for c in insight_json(insight)["cards"]}
    assert flags == {"throne_room": False, "smithy": True, "village": True}


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_text_marks_the_row_and_says_why(cat, insight, lang):
    row, note = MARKS[lang]
    text = insight_text(translator(lang), cat, insight)
    line = next(li for li in text.splitlines() if li.startswith(row))
    assert "throne-room-bm" in line or "Trónterem-BM" in line  # the row itself is marked
    assert note in text
    assert text.count(row) == 1  # the other rows are not marked


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_page_chart_and_table_mark_the_row(cat, insight, lang):
    _ = translator(lang)
    row = MARKS[lang][0]
    marked = [r["card"] for r in chart_rows(_, cat, insight) if "(" in r["card"]]
    assert marked == [row]
    assert result_table(_, cat, insight).count(md(row)) == 1  # Markdown-escaped


def test_no_flag_without_an_unbought_card(cat):
    plain = run_insight(InsightSpec(("smithy", "village"), games=4), 1)
    text = insight_text(translator("en"), cat, plain)
    assert "does not buy" not in text
