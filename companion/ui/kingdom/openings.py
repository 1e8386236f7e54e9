"""The kingdom page's opening lab ("How to open?"): start, progress, cancel, the two splits.

Its games run as the insight's do (`jobs.JobSection`: the shared pool, the server-wide queue,
a polling fragment); a finished result is kept for every session by kingdom, size and player
count.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from companion.catalogue import Catalogue
from companion.i18n import Translator
from companion.kingdom import Kingdom
from companion.sim.insight import ResultCache
from companion.sim.labels import opening_text
from companion.sim.openings import (
    MORE_GAMES,
    OPENING_GAMES,
    Openings,
    OpeningsJob,
    OpeningsSpec,
    SplitOpenings,
)
from companion.sim.openings_report import bots_note, plan_text, players_text, split_title
from companion.sim.report import rate_text
from companion.ui.common.components import md
from companion.ui.kingdom import insight as insight_view
from companion.ui.kingdom import keys
from companion.ui.kingdom.jobs import JobSection, start_row


@st.cache_resource(show_spinner=False)
def openings_cache() -> ResultCache[Openings]:
    """Finished opening labs, shared by every session."""
    return ResultCache(32)


def sizes() -> tuple[int, int]:
    """Games per opening: the default, and more for tighter intervals."""
    return (OPENING_GAMES, MORE_GAMES)


def wanted_spec(kingdom: Kingdom) -> OpeningsSpec:
    """The openings of this kingdom at the chosen size, for the page's player count."""
    games = st.session_state.get(keys.OPENINGS_GAMES)
    size = games if games in sizes() else OPENING_GAMES
    return OpeningsSpec(tuple(kingdom.cards), size, players=insight_view.table_players())


SECTION: JobSection[OpeningsJob, Openings] = JobSection(
    OpeningsJob,
    keys.OPENINGS_JOB,
    keys.OPENINGS_ASKED,
    keys.OPENINGS_NOTICE,
    openings_cache,
    OpeningsJob,
    OpeningsJob.result,
)
"""The opening lab's job lifecycle: its session keys and its cache."""
cancel = SECTION.cancel


def start(kingdom: Kingdom) -> None:
    """Start the openings of the kingdom (callback), unless known or already running."""
    SECTION.start(wanted_spec(kingdom))


def render_openings(_: Translator, cat: Catalogue, kingdom: Kingdom) -> None:
    """The section: what it does, the start button and size, the progress, the two splits."""
    spec = wanted_spec(kingdom)
    job = SECTION.current(spec)
    with st.container(key=keys.OPENINGS):
        st.subheader(_("How to open?"))
        st.caption(
            _(
                "Plays each sensible opening of this kingdom, for a $4/$3 and a $5/$2 first "
                "hand, against Big Money Ultimate (BMU)."
            )
        )
        start_row(
            _,
            _("How to open?"),
            (keys.OPENINGS_START, keys.OPENINGS_GAMES),
            start,
            (kingdom,),
            (_("Games per opening"), sizes()),
            job is not None,
        )
        SECTION.render_progress(_, job)
        if job is None:
            found = SECTION.outcome(_, spec)
            if found is not None:
                render_result(_, cat, found)
        else:
            st.button(_("Cancel"), key=keys.OPENINGS_CANCEL, on_click=cancel)


def chart_rows(_: Translator, cat: Catalogue, split: SplitOpenings) -> list[dict[str, Any]]:
    """One split's chart rows, best first."""
    return [
        {
            "opening": opening_text(_, cat, row.opening),
            "plan": plan_text(_, cat, row.opening),
            "wins": row.wins.value,
            "low": row.wins.low,
            "high": row.wins.high,
        }
        for row in split.rows
    ]


def split_list(_: Translator, cat: Catalogue, split: SplitOpenings) -> str:
    """One split's openings as a numbered list (narrow enough for a phone), best first."""
    lines = []
    for n, row in enumerate(split.rows, 1):
        name = md(opening_text(_, cat, row.opening))
        then = md(plan_text(_, cat, row.opening))
        lines.append(f"{n}. **{name}** {rate_text(_, row.wins)} · {then}")
    return "\n".join(lines)


def render_result(_: Translator, cat: Catalogue, found: Openings) -> None:
    """Each split: its chart and its list; then the size, the players and the bots' note."""
    from companion.ui.kingdom.openings_chart import openings_chart  # Altair once it is needed

    players = found.spec.players
    for split in found.splits:
        title = split_title(_, split.split)
        chart = openings_chart(chart_rows(_, cat, split), _, title, players)
        st.vega_lite_chart(chart, width="stretch")
        with st.expander(_("The list, best first")):
            st.markdown(split_list(_, cat, split))
    games = _.ngettext(
        "{n} game per opening and split; seed {seed}.",
        "{n} games per opening and split; seed {seed}.",
        found.spec.games,
        seed=found.spec.seed,
    )
    st.caption(md(f"{players_text(_, players)} {games}"))
    for line in bots_note(_):
        st.caption(md(line))
