"""Simulation results as text (translated, numbers formatted by Babel) or as JSON data."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from babel.numbers import format_percent

from companion.catalogue import Catalogue
from companion.hungarian.grammar import Name
from companion.i18n import Translator
from companion.sim.labels import bot_labels
from companion.sim.results import BotResult, SimResult
from companion.sim.stats import Mean, Rate

GAP = "  "


def percent(_: Translator, value: float) -> str:
    """A rate as a percentage with one decimal, in the translator's locale."""
    return format_percent(value, format="#,##0.0%", locale=_.lang)


def _level(_: Translator) -> str:
    """'95%' in the translator's locale."""
    return format_percent(0.95, locale=_.lang)


def rate_text(_: Translator, rate: Rate | None) -> str:
    """'92.2% (90.4%–93.7%)': the rate and its 95% interval."""
    if rate is None or rate.total == 0:
        return "–"
    return f"{percent(_, rate.value)} ({percent(_, rate.low)}–{percent(_, rate.high)})"


def mean_text(_: Translator, m: Mean | None, digits: int = 2) -> str:
    """'16.79 (16.71–16.87)': the mean and its 95% interval."""
    if m is None:
        return "–"
    return f"{_.num(m.value, digits)} ({_.num(m.low, digits)}–{_.num(m.high, digits)})"


def ordinal_province(_: Translator, n: int) -> str:
    """The column title for the measured Province."""
    return _("Turn of the 4th Province") if n == 4 else _("Turn of the 5th Province")


def _table(rows: list[list[str]]) -> list[str]:
    """Rows as left-aligned columns."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return [GAP.join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in rows]


def kingdom_text(_: Translator, cat: Catalogue, kingdom: tuple[str, ...]) -> str:
    """The kingdom's card names, sorted, in the output language."""
    if not kingdom:
        return _("Kingdom: none (basic cards only)")
    cards = sorted((cat.card(c) for c in kingdom), key=lambda c: c.name_key(_.lang))
    names = [c.name(_.lang) for c in cards]
    return _("Kingdom: {cards}", cards=", ".join(names))


def footer_text(_: Translator, unfinished: int) -> list[str]:
    """A batch report's last figures: what the brackets hold, and how many games did not end
    by the rules (the insight's, the pairs', the openings')."""
    lines = [_("In brackets: {level} confidence intervals (Wilson for rates).", level=_level(_))]
    if unfinished:
        lines.append(
            _.ngettext(
                "{n} game did not end by the rules (turn cap or stuck); it counts as it stood.",
                "{n} games did not end by the rules (turn cap or stuck); they count as they stood.",
                unfinished,
            )
        )
    return lines


def _reached(_: Translator, b: BotResult) -> str:
    """'N of M' games."""
    return _("{reached} of {games}", reached=_.num(b.reached), games=_.num(b.games))


def together_text(_: Translator, result: SimResult, labels: Sequence[str]) -> list[str]:
    """The table and summary lines of games where the bots sat together (`labels`: the bots'
    names in the report's language)."""
    spec = result.spec
    header = [_("Bot"), _("Wins"), _("Ties"), _("Losses"), ordinal_province(_, spec.provinces)]
    rows = [header]
    for b, label in zip(result.bots, labels, strict=True):
        province = "–"
        if b.province is not None:
            province = _.ngettext(
                "{turn} (in {n} game)",
                "{turn} (in {n} games)",
                b.reached,
                turn=_.num(b.province.value, 1),
            )
        rows.append(
            [label, rate_text(_, b.wins), rate_text(_, b.ties), rate_text(_, b.losses), province]
        )
    lines = _table(rows)
    if len(result.bots) == 2:
        lines.append("")
        for b, label in zip(result.bots, labels, strict=True):
            if b.decided is not None and b.decided.total:
                lines.append(
                    _(
                        "{bot} won {rate} of the games it did not tie.",
                        bot=Name(label),
                        rate=rate_text(_, b.decided),
                    )
                )
    if result.first_player is not None and result.first_player.total:
        lines.append(
            _(
                "Whoever sat first won {rate} of the games not tied.",
                rate=rate_text(_, result.first_player),
            )
        )
    lines.append("")
    lines.append(_("Average game length: {turns} turns.", turns=mean_text(_, result.length, 1)))
    lines.append(
        _(
            "Average score: {scores}.",
            scores=", ".join(
                f"{label} {_.num(b.average_score, 1)}"
                for b, label in zip(result.bots, labels, strict=True)
            ),
        )
    )
    return lines


def solitaire_text(_: Translator, result: SimResult, labels: Sequence[str]) -> list[str]:
    """The table of solitaire games."""
    spec = result.spec
    rows = [[_("Bot"), ordinal_province(_, spec.provinces), _("Reached"), _("Turns played")]]
    for b, label in zip(result.bots, labels, strict=True):
        rows.append([label, mean_text(_, b.province), _reached(_, b), mean_text(_, b.length, 1)])
    return _table(rows)


SHOWN_GAMES = 10
"""How many unfinished games the text report names (the JSON lists them all)."""


def _games_text(_: Translator, result: SimResult, labels: Sequence[str], stuck: bool) -> str:
    """'#17 (seed 123), #230 (seed 456)': the capped or the stuck games, the first few."""
    games = [u for u in result.unfinished if u.stuck == stuck]
    shown = []
    for u in games[:SHOWN_GAMES]:
        if u.bot >= 0:
            shown.append(
                _("#{game} {bot} (seed {seed})", game=u.index, bot=labels[u.bot], seed=u.seed)
            )
        else:
            shown.append(_("#{game} (seed {seed})", game=u.index, seed=u.seed))
    text = ", ".join(shown)
    more = len(games) - len(shown)
    if more > 0:
        text += " " + _.ngettext("and {n} more", "and {n} more", more)
    return text


def unfinished_text(_: Translator, result: SimResult, labels: Sequence[str]) -> list[str]:
    """The games that did not end by the rules: capped, and stuck (they never could), each
    listed with its number and seed, and how to replay one."""
    spec = result.spec
    lines: list[str] = []
    if result.capped:
        lines.append(
            _.ngettext(
                "{n} game stopped at the cap of {cap} turns per player (scored as it stood).",
                "{n} games stopped at the cap of {cap} turns per player (scored as they stood).",
                result.capped,
                cap=spec.max_turns,
            )
        )
        lines.append(GAP + _("Games: {games}", games=_games_text(_, result, labels, stuck=False)))
    if result.stuck:
        lines.append(
            _.ngettext(
                "{n} game got stuck: no player could ever gain a card again, so it could not "
                "end (stopped and scored as it stood).",
                "{n} games got stuck: no player could ever gain a card again, so they could "
                "not end (stopped and scored as they stood).",
                result.stuck,
            )
        )
        lines.append(GAP + _("Games: {games}", games=_games_text(_, result, labels, stuck=True)))
    if result.unfinished:
        lines.append(GAP + _("To replay game #N: the same command with --first-game N --games 1."))
    return lines


def result_text(_: Translator, cat: Catalogue, result: SimResult) -> str:
    """The report a person reads: what was played, the table, the intervals' meaning."""
    spec = result.spec
    if spec.solitaire:
        title = _.ngettext(
            "Solitaire: {n} game per bot, each until its {target}th Province (seed {seed}).",
            "Solitaire: {n} games per bot, each until its {target}th Province (seed {seed}).",
            spec.games,
            target=spec.provinces,
            seed=spec.seed,
        )
    else:
        title = _.ngettext(
            "{n} game of {players} players, seats rotating (seed {seed}).",
            "{n} games of {players} players, seats rotating (seed {seed}).",
            spec.games,
            players=len(spec.bots),
            seed=spec.seed,
        )
    labels = bot_labels(_, cat, spec.bots)
    lines = [title]
    if spec.first_game:
        lines.append(_("Starting at game #{game}.", game=Name(_.num(spec.first_game))))
    lines += [kingdom_text(_, cat, spec.kingdom), ""]
    if spec.solitaire:
        lines += [*solitaire_text(_, result, labels), ""]
        lines.append(_("In brackets: {level} confidence intervals.", level=_level(_)))
    else:
        lines += together_text(_, result, labels)
        lines.append(
            _("In brackets: {level} confidence intervals (Wilson for rates).", level=_level(_))
        )
    lines += unfinished_text(_, result, labels)
    if result.elapsed > 0:
        lines.append(
            _(
                "Played in {seconds} s ({rate} games/s).",
                seconds=_.num(result.elapsed, 1),
                rate=_.num(round(result.games / result.elapsed)),
            )
        )
    return "\n".join(lines)


def _rate_json(rate: Rate | None) -> dict[str, Any] | None:
    """A rate as JSON data."""
    if rate is None:
        return None
    return {"count": rate.hits, "of": rate.total, "rate": rate.value, "ci95": [rate.low, rate.high]}


def _mean_json(m: Mean | None) -> dict[str, Any] | None:
    """A mean as JSON data."""
    if m is None:
        return None
    return {"mean": m.value, "ci95": [m.low, m.high], "count": m.count}


def result_json(result: SimResult) -> dict[str, Any]:
    """Machine-readable results (deterministic: no timings)."""
    spec = result.spec
    return {
        "mode": "solitaire" if spec.solitaire else "game",
        "bots": [b.name for b in spec.bots],
        "kingdom": list(spec.kingdom),
        "games": spec.games,
        "seed": spec.seed,
        "first_game": spec.first_game,
        "province_target": spec.provinces,
        "max_turns": spec.max_turns,
        "game_length": _mean_json(result.length),
        "capped": result.capped,
        "stuck": result.stuck,
        "unfinished": [
            {
                "game": u.index,
                "seed": u.seed,
                "bot": spec.labels[u.bot] if u.bot >= 0 else None,
                "reason": "stuck" if u.stuck else "capped",
                "turns": u.turns,
            }
            for u in result.unfinished
        ],
        "first_player_wins_of_decided": _rate_json(result.first_player),
        "results": [
            {
                "bot": b.label,
                "games": b.games,
                "wins": _rate_json(b.wins),
                "ties": _rate_json(b.ties),
                "losses": _rate_json(b.losses),
                "wins_of_decided": _rate_json(b.decided),
                "province_turn": _mean_json(b.province),
                "length": _mean_json(b.length),
                "average_score": b.average_score,
                "capped": b.capped,
                "stuck": b.stuck,
            }
            for b in result.bots
        ],
    }
