"""A picture of the table after setup: the layout as typed values read from a real game the engine
set up (Supply, trash, each player's area, Seaside's Duration row and mats), and an SVG of it.

No Streamlit here: the page shows `svg(...)`; every text in the SVG is escaped.
"""

from __future__ import annotations

from dataclasses import dataclass
from xml.sax.saxutils import escape, quoteattr

from companion.catalogue import Catalogue
from companion.engine.setup import Setup
from companion.engine.standard import new_game, standard_db
from companion.i18n import N_, Translator
from companion.kingdom.codes import decode

DIAGRAM_WIDGET_IDS = frozenset({"table_diagram", "table_diagram_seaside"})
FIRST_GAME = "first_game"  # the recommended kingdom the setup chapter shows
SEASIDE_EXAMPLE = "high_seas"  # a Seaside kingdom with Embargo, Island and Pirate Ship
BASIC_ORDER = ("copper", "silver", "gold", "curse", "estate", "duchy", "province")
# A player's mat (label key) for each kingdom card that brings one.
MATS = (
    ("island", N_("Island mat")),
    ("native_village", N_("Native Village mat")),
    ("pirate_ship", N_("Pirate Ship mat (coin tokens)")),
)
LABELS = {
    "basic": N_("Supply: the basic piles, face up"),
    "trash": N_("Trash"),
    "embargo": N_("Embargo tokens on piles"),
    "deck": N_("Deck"),
    "hand": N_("Hand"),
    "in_play": N_("Play area"),
    "discard": N_("Discard pile"),
    "duration": N_("Duration row"),
    "down": N_("face down"),
    "up": N_("face up"),
}


@dataclass(frozen=True, slots=True)
class Box:
    """One pile or zone: a card id or a label key, how many cards (or tokens), how it lies."""

    label: str
    count: int
    face: str = ""  # "up", "down" or "" (a zone with no fixed face: hand, mats, tokens)
    card: bool = False  # label is a card id (its name is the label)


@dataclass(frozen=True, slots=True)
class PlayerArea:
    """A player's area in front of them: deck, hand, play area, discard, Seaside rows and mats."""

    seat: int  # 1, 2, ...
    boxes: tuple[Box, ...]


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The whole table just after the deal."""

    players: int
    basic: tuple[Box, ...]
    kingdom: tuple[Box, ...]
    trash: Box
    embargo: Box | None
    seats: tuple[PlayerArea, ...]


class BadDiagramKingdom(ValueError):
    """A kingdom code the diagram cannot use; the message is the reader's one line."""


def kingdom_cards(
    catalogue: Catalogue, code: str | None, default: str = FIRST_GAME
) -> tuple[str, ...]:
    """The ten cards of a kingdom code, or of the recommended kingdom `default` when no code."""
    if code is None or not code.strip():
        return tuple(catalogue.recommended_kingdom(default).cards)
    return tuple(decode(code).cards)  # BadKingdomCode says why a code is unusable


def layout(catalogue: Catalogue, kingdom: tuple[str, ...], players: int) -> TableLayout:
    """The table after the engine set up a game of `kingdom` for `players` (1-4)."""
    game = new_game(standard_db(), Setup(tuple(f"p{i}" for i in range(players)), kingdom))
    supply = game.supply
    basic = tuple(Box(c, supply[c], "up", True) for c in BASIC_ORDER)
    ordered = sorted(kingdom, key=lambda c: (catalogue.card(c).cost, c))
    piles = tuple(Box(c, supply[c], "up", True) for c in ordered)
    durations = any(catalogue.card(c).is_("duration") for c in kingdom)
    seats = []
    for i, p in enumerate(game.players, 1):
        boxes = [
            Box("deck", len(p.deck), "down"),
            Box("hand", len(p.hand)),
            Box("in_play", len(p.in_play), "up"),
            Box("discard", len(p.discard), "up"),
        ]
        if durations:
            boxes.append(Box("duration", len(p.duration), "up"))
        counts = {"island": len(p.island), "native_village": len(p.native_village)}
        counts["pirate_ship"] = p.pirate_tokens
        boxes += [Box(card, counts[card]) for card, _ in MATS if card in kingdom]
        seats.append(PlayerArea(i, tuple(boxes)))
    embargo = Box("embargo", sum(game.embargo.values())) if "embargo" in kingdom else None
    return TableLayout(
        players, basic, piles, Box("trash", len(game.trash), "up"), embargo, tuple(seats)
    )


# -- the SVG ------------------------------------------------------------------------------------

WIDTH = 360
GAP = 6
BOX_H = 52
HEAD_H = 22
FILLS = {"treasure": "#f3e3a3", "victory": "#cfe8c4", "curse": "#dccbe8", "duration": "#f6d2a8"}
PLAIN = "#f7f7f7"
BACK = "#4a5a7a"  # a card back: the deck lies face down


def box_label(_: Translator, catalogue: Catalogue, box: Box) -> str:
    """The box's name in the UI language: a card's name or the zone's label."""
    if box.card:
        return catalogue.card(box.label).name(_.lang)
    mat = dict(MATS).get(box.label)
    return _(mat if mat is not None else LABELS[box.label])


def _fill(catalogue: Catalogue, box: Box) -> str:
    if box.face == "down":
        return BACK
    if box.card:
        types = catalogue.card(box.label).types
        kinds = ("curse", "duration", "treasure", "victory")
        return next((FILLS[t] for t in kinds if t in types), PLAIN)
    return PLAIN


def _lines(text: str, width: int) -> list[str]:
    """Break a label into lines of about `width` characters at spaces (at most two lines)."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return [*lines[:1], " ".join(lines[1:])] if len(lines) > 2 else lines


def _text(
    x: float, y: float, text: str, size: int, colour: str = "#222", bold: bool = False
) -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size}" fill="{colour}" text-anchor="middle"'
        f"{weight}>{escape(text)}</text>"
    )


def _box(_: Translator, catalogue: Catalogue, box: Box, x: float, y: float, w: float) -> list[str]:
    fill = _fill(catalogue, box)
    ink = "#fff" if box.face == "down" else "#222"
    dash = ' stroke-dasharray="4 3"' if box.count == 0 else ""
    out = [
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{BOX_H}" rx="5" fill="{fill}"'
        f' stroke="#666"{dash}/>'
    ]
    label = _lines(box_label(_, catalogue, box), int(w // 5.6))
    size = 9 if max(map(len, label)) * 5.2 <= w - 4 else 8
    for n, line in enumerate(label):
        out.append(_text(x + w / 2, y + 11 + n * 10, line, size, ink))
    shown_face = box.face and not box.card  # every Supply pile lies face up: said once above
    out.append(_text(x + w / 2, y + (38 if shown_face else 41), str(box.count), 13, ink, True))
    if shown_face:
        out.append(_text(x + w / 2, y + 48, _(LABELS[box.face]), 8, ink))
    return out


def _row(
    _: Translator, catalogue: Catalogue, boxes: tuple[Box, ...], y: float, per_row: int
) -> tuple[list[str], float]:
    """Boxes in rows of `per_row` across the width; the parts and the y below them."""
    w = (WIDTH - GAP * (per_row - 1)) / per_row
    out: list[str] = []
    for i, box in enumerate(boxes):
        row, col = divmod(i, per_row)
        out += _box(_, catalogue, box, col * (w + GAP), y + row * (BOX_H + GAP), w)
    rows = -(-len(boxes) // per_row)
    return out, y + rows * (BOX_H + GAP)


def _heading(text: str, y: float) -> str:
    return (
        f'<text x="0" y="{y + 15:g}" font-size="13" font-weight="bold" fill="#111">'
        f"{escape(text)}</text>"
    )


def svg(_: Translator, catalogue: Catalogue, table: TableLayout) -> str:
    """The layout as an SVG picture, 360 units wide: the Supply on top, the players below it."""
    parts: list[str] = []
    y = 0.0
    parts.append(_heading(_(LABELS["basic"]), y))
    drawn, y = _row(_, catalogue, (*table.basic, table.trash), y + HEAD_H, 4)
    parts += drawn
    n = len(table.kingdom)
    parts.append(
        _heading(
            _.ngettext("Supply: the kingdom's {n} pile", "Supply: the kingdom's {n} piles", n), y
        )
    )
    drawn, y = _row(_, catalogue, table.kingdom, y + HEAD_H, 5)
    parts += drawn
    if table.embargo is not None:
        drawn, y = _row(_, catalogue, (table.embargo,), y, 2)
        parts += drawn
    for seat in table.seats:
        y += GAP
        parts.append(f'<line x1="0" y1="{y:g}" x2="{WIDTH}" y2="{y:g}" stroke="#999"/>')
        parts.append(_heading(_("Player {n}", n=seat.seat), y))
        drawn, y = _row(_, catalogue, seat.boxes, y + HEAD_H, 4)
        parts += drawn
    height = round(y)
    title = _("How the table looks")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}"'
        f' width="{WIDTH}" height="{height}" font-family="sans-serif" role="img"'
        f" aria-label={quoteattr(title)}>"
        f"<title>{escape(title)}</title>" + "".join(parts) + "</svg>"
    )
