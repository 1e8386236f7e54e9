"""The opening lab as text (translated, numbers by Babel) or JSON data, and the note on its
bots that every view of it shows."""

from __future__ import annotations

from typing import Any

from companion.bots.opening import Opening, plan_card
from companion.catalogue import Catalogue
from companion.i18n import Translator
from companion.sim.insight import OPPONENT
from companion.sim.labels import opening_text
from companion.sim.openings import OpeningRow, Openings, Split
from companion.sim.report import _rate_json, _table, footer_text, kingdom_text, rate_text


def plan_text(_: Translator, cat: Catalogue, opening: Opening) -> str:
    """What the bot plays after its opening: "Smithy-BM", or BMU."""
    card = plan_card(opening)
    if card is None:
        return "BMU"
    return _("{card}-BM", card=cat.card(card).name(_.lang))


def split_title(_: Translator, split: Split) -> str:
    """The heading of one split's list."""
    if split == (4, 3):
        return _("With $4/$3 (5 hands in 6)")
    return _("With $5/$2 (1 hand in 6)")


def bots_note(_: Translator) -> list[str]:
    """What the opening bots are, and why the figures are a hint, not a verdict."""
    return [
        _(
            "Each opening is played by a bot that buys those two cards on its first two turns "
            "(the first with the richer hand; the hands are dealt so, every game) and then "
            "plays as the X-BM bot of its dearer kingdom card (BMU if it has none)."
        ),
        _(
            "Its opponents are BMU (Big Money Ultimate: treasure and Victory cards only). "
            "“nothing/nothing” buys nothing at all: every sensible opening should beat it."
        ),
        _(
            "These are simple bots, not expert players: an opening that sets up a combination "
            "(villages, trashers) looks weaker here than it is in good hands."
        ),
    ]


def title_text(_: Translator, openings: Openings) -> str:
    """What was played: the size and the seed."""
    return _.ngettext(
        "Each opening’s bot against BMU, {n} game per opening and split, seats rotating, "
        "the opening hands dealt as the split says (seed {seed}).",
        "Each opening’s bot against BMU, {n} games per opening and split, seats rotating, "
        "the opening hands dealt as the split says (seed {seed}).",
        openings.spec.games,
        seed=openings.spec.seed,
    )


def players_text(_: Translator, players: int) -> str:
    """Who sits at the table, and what a win is there."""
    if players == 2:
        return _("2 players: the opening’s bot against one BMU.")
    return _.ngettext(
        "{n} player: the opening’s bot against {others} BMU bots; a win is first place alone.",
        "{n} players: the opening’s bot against {others} BMU bots; a win is first place alone.",
        players,
        others=players - 1,
    )


def rows_text(_: Translator, cat: Catalogue, rows: tuple[OpeningRow, ...]) -> list[str]:
    """One split's table, best first."""
    table = [[_("Opening"), _("Then plays"), _("Wins against BMU"), _("Ties")]]
    for row in rows:
        table.append(
            [
                opening_text(_, cat, row.opening),
                plan_text(_, cat, row.opening),
                rate_text(_, row.wins),
                rate_text(_, row.ties),
            ]
        )
    return _table(table)


def openings_text(_: Translator, cat: Catalogue, openings: Openings) -> str:
    """The report a person reads: both splits' openings best first, then the note."""
    spec = openings.spec
    lines = [
        f"{title_text(_, openings)} {players_text(_, spec.players)}",
        kingdom_text(_, cat, spec.cards),
    ]
    for split in openings.splits:
        lines += ["", split_title(_, split.split), *rows_text(_, cat, split.rows)]
    lines += ["", *footer_text(_, openings.capped + openings.stuck)]
    lines += ["", *bots_note(_)]
    return "\n".join(lines)


def openings_json(openings: Openings) -> dict[str, Any]:
    """Machine-readable openings (deterministic: no timings), best first in each split."""
    spec = openings.spec
    return {
        "kingdom": list(spec.cards),
        "opponent": OPPONENT,
        "games": spec.games,
        "players": spec.players,
        "seed": spec.seed,
        "max_turns": spec.max_turns,
        "splits": [
            {
                "split": list(split.split),
                "openings": [
                    {
                        "opening": list(row.opening),
                        "bot": row.bot,
                        "plays_after": plan_card(row.opening) or OPPONENT,
                        "wins": _rate_json(row.wins),
                        "ties": _rate_json(row.ties),
                    }
                    for row in split.rows
                ],
            }
            for split in openings.splits
        ],
        "capped": openings.capped,
        "stuck": openings.stuck,
    }
