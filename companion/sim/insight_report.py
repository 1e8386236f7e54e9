"""Kingdom insight as text (translated, numbers by Babel) or JSON data, and the note on the bots
that every view of it shows."""

from __future__ import annotations

from typing import Any

from companion.catalogue import Catalogue
from companion.i18n import Translator
from companion.sim.insight import OPPONENT, CardInsight, Insight, bot_spec
from companion.sim.labels import bot_label
from companion.sim.report import (
    _mean_json,
    _rate_json,
    _table,
    footer_text,
    kingdom_text,
    mean_text,
    rate_text,
)


def bots_note(_: Translator) -> list[str]:
    """What the bots are, and why the figures are a hint, not a verdict."""
    return [
        _(
            "“X-BM” is Big Money with one kingdom card: it buys a few copies of X in place of "
            "Silvers (one, rarely two, of a card weak in a money deck) and plays them, and "
            "otherwise buys Provinces, Gold and Silver."
        ),
        _(
            "BMU (Big Money Ultimate) buys only treasure and Victory cards: Province at 8 coins, "
            "Gold at 6–7, Silver at 3–5, and Duchies and Estates near the end."
        ),
        _(
            "These are simple bots, not expert players: a card that shines in combination "
            "(villages, trashers, Gardens) looks weaker here than it is in good hands."
        ),
    ]


def card_text(_: Translator, cat: Catalogue, row: CardInsight) -> str:
    """The card's name in a row, marked when its bot does not buy it (the row is plain Big
    Money then, not the card's strength)."""
    name = cat.card(row.card).name(_.lang)
    return name if row.bought else _("{card} (its bot does not buy it)", card=name)


def not_bought_text(_: Translator, cat: Catalogue, insight: Insight) -> str | None:
    """The note under the table for the cards whose bot does not buy them, or None."""
    names = [cat.card(r.card).name(_.lang) for r in insight.cards if not r.bought]
    if not names:
        return None
    return _.ngettext(
        "{cards}: its bot does not buy this card, so its row is "
        "plain Big Money, not the card’s strength.",
        "{cards}: their bots do not buy these cards, so their rows "
        "are plain Big Money, not the cards’ strength.",
        len(names),
        cards=", ".join(names),
    )


def title_text(_: Translator, insight: Insight) -> str:
    """What was played: the size and the seed."""
    return _.ngettext(
        "Each card’s X-BM bot against BMU, {n} game per card, seats rotating; and alone "
        "until its {target}th Province (seed {seed}).",
        "Each card’s X-BM bot against BMU, {n} games per card, seats rotating; and alone "
        "until its {target}th Province (seed {seed}).",
        insight.spec.games,
        target=insight.spec.provinces,
        seed=insight.spec.seed,
    )


def players_text(_: Translator, players: int) -> str:
    """Who sits at the table, and what a win is there (with 3–4 players: first place alone)."""
    if players == 2:
        return _("2 players: the card’s bot against one BMU.")
    return _.ngettext(
        "{n} player: the card’s bot against {others} BMU bots. A win is first place alone; "
        "a first place shared with a BMU counts as a tie. Were all the bots equal, each "
        "would win about one game in {n}.",
        "{n} players: the card’s bot against {others} BMU bots. A win is first place alone; "
        "a first place shared with a BMU counts as a tie. Were all the bots equal, each "
        "would win about one game in {n}.",
        players,
        others=players - 1,
    )


def alone_column(_: Translator, provinces: int) -> str:
    """The title of the solitaire column."""
    if provinces == 4:
        return _("Alone: turn of the 4th Province")
    return _("Alone: turn of the 5th Province")


def alone_text(_: Translator, row: CardInsight) -> str:
    """The turn of the target Province alone, and in how many games it came."""
    if row.province is None:
        return "–"
    return mean_text(_, row.province, 1)


def baseline_text(_: Translator, insight: Insight) -> str:
    """BMU's own pace alone, to compare the solitaire column with."""
    return _("BMU alone, for comparison: {turn}.", turn=mean_text(_, insight.baseline.province, 1))


def insight_text(_: Translator, cat: Catalogue, insight: Insight) -> str:
    """The report a person reads: the cards strongest first, BMU's own pace, the note."""
    spec = insight.spec
    rows = [
        [
            _("Card"),
            _("Bot"),
            _("Wins against BMU"),
            _("Ties"),
            alone_column(_, spec.provinces),
        ]
    ]
    for row in insight.cards:
        rows.append(
            [
                card_text(_, cat, row),
                bot_label(_, cat, bot_spec(row.card)),
                rate_text(_, row.wins),
                rate_text(_, row.ties),
                alone_text(_, row),
            ]
        )
    title = f"{title_text(_, insight)} {players_text(_, spec.players)}"
    lines = [title, kingdom_text(_, cat, spec.cards), "", *_table(rows), ""]
    unbought = not_bought_text(_, cat, insight)
    if unbought is not None:
        lines.append(unbought)
    lines.append(baseline_text(_, insight))
    lines += footer_text(_, insight.capped + insight.stuck)
    lines += ["", *bots_note(_)]
    return "\n".join(lines)


def insight_json(insight: Insight) -> dict[str, Any]:
    """Machine-readable insight (deterministic: no timings), strongest card first."""
    spec = insight.spec
    return {
        "kingdom": list(spec.cards),
        "opponent": OPPONENT,
        "games": spec.games,
        "players": spec.players,
        "seed": spec.seed,
        "province_target": spec.provinces,
        "max_turns": spec.max_turns,
        "cards": [
            {
                "card": row.card,
                "bot": row.bot,
                "bot_buys_card": row.bought,
                "wins": _rate_json(row.wins),
                "ties": _rate_json(row.ties),
                "province_turn_alone": _mean_json(row.province),
                "reached_alone": row.alone.reached,
            }
            for row in insight.cards
        ],
        "opponent_alone": {
            "province_turn": _mean_json(insight.baseline.province),
            "reached": insight.baseline.reached,
        },
        "capped": insight.capped,
        "stuck": insight.stuck,
    }
