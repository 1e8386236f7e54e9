"""Around the game: charts of your deck and coins, your saved games, and the score to beat."""

from __future__ import annotations

import streamlit as st

from companion.catalogue import Catalogue, load
from companion.engine.game import Game
from companion.engine.save import SaveFileError
from companion.i18n import Translator
from companion.table.odds import chance_at_least, next_hand_coins
from companion.table.progress import progress
from companion.table.sandbox import Sandbox, load_save
from companion.table.saves import GameStore, StoreError, UnknownGame
from companion.ui.common import notices, state
from companion.ui.common.components import format_when, lazy_expander, md
from companion.ui.table import actions as act
from companion.ui.table import keys

PAR_LABELS = {"bigmoney": "Big Money", "smithy-bm": "Smithy-BM"}


def store_message(_: Translator, exc: StoreError) -> str:
    return _(
        "The saved games file {path} cannot be used now (locked, read-only, damaged or not "
        "ours); it was left as it was.",
        path=md(str(exc.path)),
    )


def render_charts(_: Translator, sb: Sandbox, game: Game) -> None:
    """Your deck by type, your coins per turn, and your next hand's coins (opened on demand)."""
    box = lazy_expander(_("Charts"), keys.TABLE_CHARTS)
    if box is None:
        return
    # Altair takes 0.4 s to import: only when the charts are opened.
    from companion.ui.table.charts import THRESHOLDS, coins_chart, deck_chart, odds_chart

    with box:
        points = progress(game, sb.human)
        if points:
            st.vega_lite_chart(deck_chart(points, _), width="stretch")
            st.vega_lite_chart(coins_chart(points, _), width="stretch")
        odds = next_hand_coins(game, sb.human)
        st.vega_lite_chart(odds_chart(odds, _), width="stretch")
        st.caption(
            md(
                _(
                    "Counted exactly from your deck and discard pile as they will be at this "
                    "turn's clean-up (a reshuffle included). Only Treasures count: Copper 1, "
                    "Silver 2, Gold 3; coins from Action cards are not included."
                )
            )
        )
        st.markdown(
            " · ".join(
                md(
                    _(
                        "at least {coins}: {chance}",
                        coins=c,
                        chance=f"{_.num(float(chance_at_least(odds, c)) * 100, 1)} %",
                    )
                )
                for c in THRESHOLDS
            )
        )


def save_game() -> None:
    """Keep the game on the table in the saved games (button callback)."""
    _ = state.t()
    sb = act.sandbox()
    if sb is None:
        return
    name = str(st.session_state.get(keys.TABLE_SAVE_NAME) or "").strip()
    try:
        if name and GameStore().taken(name):
            notices.notify(
                "warning",
                _("A saved game is already called “{name}”: choose another name.", name=md(name)),
                at=keys.NOTICE_PLACE,
            )
            return
        GameStore().save(name, sb.save_text(act.card_db()))
    except ValueError:
        notices.notify(
            "warning", _("Give the game a name (at most 100 characters)."), at=keys.NOTICE_PLACE
        )
        return
    except StoreError as exc:
        notices.notify("error", store_message(_, exc), at=keys.NOTICE_PLACE)
        return
    notices.notify("success", _("Saved as “{name}”.", name=md(name)), at=keys.NOTICE_PLACE)


def resume(game_id: int) -> None:
    _ = state.t()
    try:
        sb = load_save(act.card_db(), load(), GameStore().load(game_id))
    except UnknownGame:
        notices.notify(
            "warning", _("That saved game is gone (deleted meanwhile?)."), at=keys.NOTICE_PLACE
        )
        return
    except SaveFileError as exc:
        notices.notify("error", act.save_error(_, exc), at=keys.NOTICE_PLACE)
        return
    except StoreError as exc:
        notices.notify("error", store_message(_, exc), at=keys.NOTICE_PLACE)
        return
    act.put(sb)
    notices.notify("success", _("The saved game is on the table."), at=keys.NOTICE_PLACE)
    state.focus(keys.TABLE_STATUS)  # to the table, not the list of saves


def delete(game_id: int) -> None:
    _ = state.t()
    try:
        GameStore().delete(game_id)
    except StoreError as exc:
        notices.notify("error", store_message(_, exc), at=keys.NOTICE_PLACE)


def render_saves(_: Translator, playing: bool) -> None:
    """Your saved games: save the game on the table, resume or delete one (opened on demand)."""
    box = lazy_expander(_("My saved games"), keys.TABLE_SAVES)
    if box is None:
        return
    with box:
        if playing:
            with st.container(horizontal=True, vertical_alignment="bottom"):
                st.text_input(_("Name"), key=keys.TABLE_SAVE_NAME, max_chars=100)
                st.button(_("Save"), key=keys.TABLE_SAVE, on_click=save_game)
        try:
            games = GameStore().list()
        except StoreError as exc:
            st.warning(store_message(_, exc))
            return
        if not games:
            st.caption(_("No saved games yet."))
        tz = getattr(st.context, "timezone", None)
        for g in games:
            with st.container(
                horizontal=True, vertical_alignment="center", key=keys.of(keys.SAVED, g.id)
            ):
                st.markdown(f"**{md(g.name)}** · {md(format_when(g.created, _.lang, tz))}")
                st.button(
                    _("Resume"), key=keys.of(keys.RESUME, g.id), on_click=resume, args=(g.id,)
                )
                st.button(
                    _("Delete"), key=keys.of(keys.DELETE, g.id), on_click=delete, args=(g.id,)
                )


@st.cache_data(show_spinner=False, max_entries=64)
def par(kingdom: tuple[str, ...], seed: int) -> dict[str, float]:
    """The simulated par of this kingdom (a second or so; kept per kingdom and seed)."""
    from companion.table.score import par_turns

    return par_turns(kingdom, seed)


def render_score(_: Translator, cat: Catalogue, sb: Sandbox, game: Game) -> None:
    """Your turns to the 4th Province (or to the end) against Big Money and Smithy-BM alone."""
    from companion.table.score import turns_to_target  # the simulator: only once a game runs

    mine = turns_to_target(game, sb.human)
    if mine is None:
        return
    figures = par(tuple(sorted(sb.setup.kingdom)), sb.setup.seed)
    with st.container(border=True, key=keys.TABLE_SCORE):
        st.markdown("**" + md(_("The score to beat")) + "**")
        st.markdown(
            md(_.ngettext("You: {n} turn", "You: {n} turns", mine))
            + "  \n"
            + "  \n".join(
                md(
                    _(
                        "{bot} alone: {turns} turns on average",
                        bot=PAR_LABELS[name],
                        turns=_.num(value, 1),
                    )
                )
                for name, value in figures.items()
            )
        )
        st.caption(
            md(
                _(
                    "Turns until the 4th Province was gained (or the game ended), simulated "
                    "on the same kingdom."
                )
            )
        )
