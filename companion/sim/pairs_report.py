"""Pairs that work together as text (translated, numbers by Babel) or JSON data, and the note
on the pair bots and on the rule that every view of them shows."""

from __future__ import annotations

from typing import Any, Protocol

from companion.catalogue import Catalogue
from companion.i18n import Translator
from companion.sim.insight import OPPONENT
from companion.sim.pairs import PairInsight, Pairs
from companion.sim.report import _rate_json, _table, footer_text, kingdom_text, rate_text


class Paired(Protocol):
    """A row naming two cards (a pair's figures, a line of a sweep's table)."""

    @property
    def card(self) -> str: ...
    @property
    def partner(self) -> str: ...


def pair_text(_: Translator, cat: Catalogue, row: Paired) -> str:
    """The pair's two card names: "Smithy + Village"."""
    return _(
        "{card} + {partner}",
        card=cat.card(row.card).name(_.lang),
        partner=cat.card(row.partner).name(_.lang),
    )


def pair_bot_text(_: Translator, cat: Catalogue, card: str, partner: str) -> str:
    """The pair bot's name for people: "Smithy+Village-BM", "Kovácsműhely+Falu-BM"."""
    return _(
        "{card}+{partner}-BM",
        card=cat.card(card).name(_.lang),
        partner=cat.card(partner).name(_.lang),
    )


def singles_text(_: Translator, cat: Catalogue, row: PairInsight) -> str:
    """Both single-card bots' win rates: "Smithy 70.5% (66.0%–74.8%); Village …"."""
    return "; ".join(
        _("{card}: {rate}", card=cat.card(s.card).name(_.lang), rate=rate_text(_, s.wins))
        for s in row.singles
    )


def pairs_note(_: Translator) -> list[str]:
    """What the pair bots are, and what "work together" means here."""
    return [
        _(
            "“X+Y-BM” is Big Money with two kingdom cards: it buys each card as that card’s "
            "X-BM bot would (the dearer card’s rules first, each card’s copy limits kept; "
            "beside a village one more copy of a terminal) and plays both. So that both "
            "cards get into the deck, it buys the first copy of each over Gold (unless the "
            "card is weak in a money deck), and two cards of one price in turn."
        ),
        _(
            "A pair works together when its interval lies wholly above both single-card bots’ "
            "intervals: the lowest win rate the pair’s games allow beats the highest each card "
            "alone allows. Cards that are strong alone (a curser) rarely get better with a "
            "partner in a money deck."
        ),
    ]


def title_text(_: Translator, pairs: Pairs) -> str:
    """What was played: the size, the seed, who sits at the table."""
    spec = pairs.spec
    size = _.ngettext(
        "Each pair’s X+Y-BM bot against BMU, {n} game per pair, seats rotating (seed {seed}).",
        "Each pair’s X+Y-BM bot against BMU, {n} games per pair, seats rotating (seed {seed}).",
        spec.games,
        seed=spec.insight.seed,
    )
    return f"{size} {players_text(_, spec.insight.players)}"


def players_text(_: Translator, players: int) -> str:
    """Who sits at the table with the pair's bot."""
    if players == 2:
        return _("2 players: the pair’s bot against one BMU.")
    return _.ngettext(
        "{n} player: the pair’s bot against {others} BMU bots.",
        "{n} players: the pair’s bot against {others} BMU bots.",
        players,
        others=players - 1,
    )


def none_text(_: Translator, pairs: Pairs) -> str:
    """Said when no pair works together."""
    return _.ngettext(
        "No pair beats both its single cards beyond the intervals here ({n} game per pair; "
        "more games narrow the intervals).",
        "No pair beats both its single cards beyond the intervals here ({n} games per pair; "
        "more games narrow the intervals).",
        pairs.spec.games,
    )


def shown_rows(pairs: Pairs, every: bool) -> tuple[PairInsight, ...]:
    """The pairs a view lists: every pair, or those that work together."""
    return pairs.pairs if every else pairs.together()


def pairs_text(_: Translator, cat: Catalogue, pairs: Pairs, every: bool = False) -> str:
    """The report a person reads: the pairs that work together (or every pair), strongest
    first, beside both single cards' win rates; the rule and the note."""
    rows = [[_("Pair"), _("Wins against BMU"), _("Each card alone"), _("Works together")]]
    shown = shown_rows(pairs, every)
    for row in shown:
        rows.append(
            [
                pair_text(_, cat, row),
                rate_text(_, row.wins),
                singles_text(_, cat, row),
                _("yes") if row.together else "",
            ]
        )
    lines = [title_text(_, pairs), kingdom_text(_, cat, pairs.spec.insight.cards), ""]
    lines += [*_table(rows), ""] if shown else [none_text(_, pairs), ""]
    lines += footer_text(_, pairs.capped + pairs.stuck)
    lines += ["", *pairs_note(_)]
    return "\n".join(lines)


def pairs_json(pairs: Pairs, every: bool = False) -> dict[str, Any]:
    """Machine-readable pairs (deterministic: no timings), strongest first."""
    spec = pairs.spec
    return {
        "kingdom": list(spec.insight.cards),
        "opponent": OPPONENT,
        "games": spec.games,
        "single_games": spec.insight.games,
        "players": spec.insight.players,
        "seed": spec.insight.seed,
        "province_target": spec.insight.provinces,
        "max_turns": spec.insight.max_turns,
        "rule": "pair ci95 low > each single's ci95 high",
        "all": every,
        "pairs": [
            {
                "cards": [row.card, row.partner],
                "bot": row.bot,
                "bot_buys_cards": row.bought,
                "wins": _rate_json(row.wins),
                "works_together": row.together,
                "singles": [{"card": s.card, "wins": _rate_json(s.wins)} for s in row.singles],
            }
            for row in shown_rows(pairs, every)
        ],
        "capped": pairs.capped,
        "stuck": pairs.stuck,
    }
