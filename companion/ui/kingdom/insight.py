"""The kingdom page's insight ("What is strong here?"): start, progress, cancel, chart, table.

The games run as futures on the sections' shared process pool, within the server-wide bound
on the games waiting, polled by a fragment (`jobs.JobSection`: the pairs and the openings run
so too). Finished insights are kept by kingdom, size and players for every session
(`InsightCache`).
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from companion.catalogue import Catalogue
from companion.i18n import Translator, lang_of
from companion.kingdom import Kingdom
from companion.sim.insight import (
    INSIGHT_GAMES,
    MORE_GAMES,
    PLAYERS,
    Insight,
    InsightCache,
    InsightJob,
    InsightSpec,
)
from companion.sim.insight_report import (
    alone_column,
    alone_text,
    baseline_text,
    bots_note,
    card_text,
    not_bought_text,
    players_text,
)
from companion.sim.report import rate_text
from companion.table.sample import bot_name, kingdom_sample_id
from companion.ui.common import state
from companion.ui.common.components import md
from companion.ui.common.pages import page_script
from companion.ui.kingdom import keys
from companion.ui.kingdom.jobs import JobSection, start_row
from companion.ui.kingdom.shipped_pairs import render_shipped_pairs


@st.cache_resource(show_spinner=False)
def insight_cache() -> InsightCache:
    """Finished insights by kingdom and size, shared by every session (thread-safe)."""
    return InsightCache()


def wanted_spec(kingdom: Kingdom) -> InsightSpec:
    """The insight of this kingdom at the size the games-per-card control asks for, for the
    setup sheet's player count (1 player plays the 2-player insight)."""
    games = st.session_state.get(keys.INSIGHT_GAMES)
    size = games if games in sizes() else INSIGHT_GAMES
    return InsightSpec(tuple(kingdom.cards), size, players=table_players())


def table_players() -> int:
    """The setup sheet's player count, within the insight's 2–4."""
    count = st.session_state.get(keys.PLAYERS)
    if not isinstance(count, int):
        return PLAYERS[0]
    return min(PLAYERS[-1], max(PLAYERS[0], count))


def sizes() -> tuple[int, int]:
    """The two sizes offered: games per card by default, and more for tighter intervals."""
    return (INSIGHT_GAMES, MORE_GAMES)


SECTION: JobSection[InsightJob, Insight] = JobSection(
    InsightJob,
    keys.INSIGHT_JOB,
    keys.INSIGHT_ASKED,
    keys.INSIGHT_NOTICE,
    insight_cache,
    InsightJob,
    InsightJob.result,
)
"""The insight's job lifecycle: its session keys and its cache."""
running_job = SECTION.running
cancel = SECTION.cancel


def start(kingdom: Kingdom) -> None:
    """Start the insight of the kingdom (callback), unless it is known or already running."""
    SECTION.start(wanted_spec(kingdom))


def render_insight(_: Translator, cat: Catalogue, kingdom: Kingdom) -> None:
    """The section: what it does, the start button and size, the live progress, the result."""
    job = SECTION.current(wanted_spec(kingdom))
    with st.container(key=keys.INSIGHT):
        st.subheader(_("What is strong here?"))
        st.caption(
            _(
                "Simulates each card of this kingdom as Big Money + that card against Big "
                "Money Ultimate (BMU), and alone until its 4th Province."
            )
        )
        start_row(
            _,
            _("What is strong here?"),
            (keys.INSIGHT_START, keys.INSIGHT_GAMES),
            start,
            (kingdom,),
            (_("Games per card"), sizes()),
            job is not None,
        )
        render_shipped_pairs(_, cat, kingdom)
        SECTION.render_progress(_, job)
        if job is None:
            render_outcome(_, cat, kingdom)
        else:  # outside the fragment: a tap runs the whole page, which then says "Cancelled"
            st.button(_("Cancel"), key=keys.INSIGHT_CANCEL, on_click=cancel)


def render_outcome(_: Translator, cat: Catalogue, kingdom: Kingdom) -> None:
    """A cancel or failure message, or the result this session asked for, once known."""
    found = SECTION.outcome(_, wanted_spec(kingdom))
    if found is not None:
        render_result(_, cat, found)


def chart_rows(_: Translator, cat: Catalogue, insight: Insight) -> list[dict[str, Any]]:
    """The chart's rows: card name (marked when its bot does not buy it), bot, win rate and its
    interval, strongest first."""
    return [
        {
            "card": card_text(_, cat, row),
            "bot": row.bot,
            "wins": row.wins.value,
            "low": row.wins.low,
            "high": row.wins.high,
        }
        for row in insight.cards
    ]


def result_table(_: Translator, cat: Catalogue, insight: Insight) -> str:
    """The cards strongest first: win rate against BMU, and the 4th Province's turn alone."""
    head = (_("Card"), _("Wins against BMU"), alone_column(_, insight.spec.provinces))
    lines = ["| " + " | ".join(md(h) for h in head) + " |", "|---|---:|---:|"]
    for row in insight.cards:
        cells = (card_text(_, cat, row), rate_text(_, row.wins), alone_text(_, row))
        lines.append("| " + " | ".join(md(c) for c in cells) + " |")
    return "\n".join(lines)


def render_result(_: Translator, cat: Catalogue, insight: Insight) -> None:
    """The chart, the table, BMU's own pace and what the bots are."""
    from companion.ui.kingdom.charts import insight_chart  # Altair only once there is a chart

    chart = insight_chart(chart_rows(_, cat, insight), _, insight.spec.players)
    st.vega_lite_chart(chart, width="stretch")
    st.markdown(result_table(_, cat, insight))
    unbought = not_bought_text(_, cat, insight)
    if unbought is not None:
        st.warning(md(unbought))
    games = _.ngettext(
        "{n} game per card against BMU and {n} alone; seed {seed}.",
        "{n} games per card against BMU and {n} alone; seed {seed}.",
        insight.spec.games,
        seed=insight.spec.seed,
    )
    baseline = baseline_text(_, insight)
    st.caption(md(f"{players_text(_, insight.spec.players)} {games} {baseline}"))
    for line in bots_note(_):
        st.caption(md(line))
    render_sample_link(_, cat, insight)
    from companion.ui.kingdom.pairs import render_pairs  # pairs: under the insight's result

    render_pairs(_, cat, insight)


def sample_query(insight: Insight, card: str, number: int, lang: str) -> dict[str, str]:
    """The table page's link parameters for game `number` of the card's simulation."""
    sample = kingdom_sample_id(insight.spec.kingdom, card, number)
    return {state.SAMPLE: sample, state.STEP: "0", state.LANG: lang}


def render_sample_link(_: Translator, cat: Catalogue, insight: Insight) -> None:
    """Pick a card's bot (the strongest first) and a game number, and open that simulated
    game on the table page as a replay, in this tab."""
    cards = [row.card for row in insight.cards]
    if st.session_state.get(keys.INSIGHT_SAMPLE_CARD) not in cards:
        st.session_state[keys.INSIGHT_SAMPLE_CARD] = cards[0]
    number = st.session_state.get(keys.INSIGHT_SAMPLE_GAME)
    if not isinstance(number, int) or not 1 <= number <= insight.spec.games:
        st.session_state[keys.INSIGHT_SAMPLE_GAME] = 1
    lang = lang_of(_)
    with st.container(horizontal=True, vertical_alignment="bottom", key=keys.INSIGHT_SAMPLE):
        card = st.selectbox(
            _("Bot"),
            cards,
            format_func=lambda c: bot_name(cat, c)(lang),
            key=keys.INSIGHT_SAMPLE_CARD,
            placeholder=_("Choose a bot"),
        )
        number = st.number_input(
            _("Game number"),
            min_value=1,
            max_value=insight.spec.games,
            step=1,
            key=keys.INSIGHT_SAMPLE_GAME,
        )
        st.page_link(
            page_script("table"),
            label=_("Watch a sample game"),
            icon="▶️",
            query_params=sample_query(insight, card, int(number), _.lang),
        )
    if insight.spec.players != PLAYERS[0]:  # a sample link names a game of the 2-player insight
        st.caption(_("The sample games are 2-player games: the card’s bot against one BMU."))
