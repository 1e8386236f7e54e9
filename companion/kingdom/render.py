"""A kingdom and its setup sheet as text, Markdown (for printing) or CSV, in either language."""

from __future__ import annotations

import csv
import functools
import io
from dataclasses import dataclass

from companion.catalogue import Catalogue
from companion.hungarian.collation import Key
from companion.hungarian.grammar import Name, Names
from companion.i18n import N_, Translator, lang_of
from companion.kingdom.messages import card_name, card_names, join, names, set_name
from companion.kingdom.model import Kingdom
from companion.kingdom.setup_sheet import Component, Pile, SetupSheet
from companion.labels import COMPONENT_LABELS, types_label

FORMATS = ("text", "markdown", "csv")
GROUP_LABELS = {
    "kingdom": N_("Kingdom cards"),
    "victory": N_("Victory cards"),
    "curse": N_("Curses"),
    "treasure": N_("Treasures"),
}
DECK = "deck"  # the sections of a setup sheet after the piles' groups
BOX = "box"
SECTION_LABELS = {
    **GROUP_LABELS,
    DECK: N_("Starting deck of each player"),
    BOX: N_("Take out of the box"),
}


@dataclass(frozen=True, slots=True)
class SheetLine:
    """One line of a setup sheet in the translator's language: a pile, a card of the starting
    deck or an item to take out of the box."""

    section: str  # a pile group (a key of GROUP_LABELS), DECK or BOX; see SECTION_LABELS
    id: str  # the card or item id
    name: str
    count: int | None  # None: all of them (an item like the coin tokens)
    note: str


def _card_rows(kingdom: Kingdom, catalogue: Catalogue, _: Translator) -> list[tuple[str, ...]]:
    lang = lang_of(_)
    return [
        (str(c.cost), c.name(lang), types_label(_, c.types), set_name(_, c.set))
        for c in kingdom.sorted_cards(catalogue, lang)
    ]


def _title(kingdom: Kingdom, _: Translator) -> str:
    if kingdom.seed is None:
        return _("Kingdom")
    return _("Kingdom (seed {seed})", seed=kingdom.seed)


def kingdom_text(kingdom: Kingdom, code: str, catalogue: Catalogue, _: Translator) -> str:
    """The ten cards cheapest first, with cost, types and set, and the kingdom's code."""
    rows = _card_rows(kingdom, catalogue, _)
    name_w = max(len(r[1]) for r in rows)
    type_w = max(len(r[2]) for r in rows)
    lines = [_title(kingdom, _)]
    lines += [
        f"  {cost:>2}  {name:<{name_w}}  {types:<{type_w}}  {s}" for cost, name, types, s in rows
    ]
    lines.append(_("Code: {code}", code=code))
    return "\n".join(lines)


def kingdom_markdown(kingdom: Kingdom, code: str, catalogue: Catalogue, _: Translator) -> str:
    """The kingdom as a Markdown table, with its code."""
    lines = [f"# {_title(kingdom, _)}", ""]
    headers = [_("Cost"), _("Card"), _("Types"), _("Card set")]
    lines.append(f"| {' | '.join(headers)} |")
    lines.append("|---:|---|---|---|")
    lines += [f"| {' | '.join(row)} |" for row in _card_rows(kingdom, catalogue, _)]
    lines += ["", _("Code: {code}", code="`" + code + "`")]
    return "\n".join(lines)


def _pile_name(pile: Pile, catalogue: Catalogue, _: Translator) -> str:
    return names(_, catalogue, [pile.card])


def _pile_note(pile: Pile, sheet: SetupSheet, catalogue: Catalogue, _: Translator) -> str:
    if pile.victory_sized:
        return _("Victory card: as many as a Victory pile")
    if pile.group == "curse":
        return curse_note(sheet, catalogue, _)
    return ""


def curse_note(sheet: SetupSheet, catalogue: Catalogue, _: Translator) -> str:
    """Curses are always set out; which cards here give them, if any."""
    if not sheet.curse_cards:
        return _("always set out, even though no card here gives Curses")
    lang = lang_of(_)
    users_first = sorted(sheet.curse_cards, key=lambda c: catalogue.card(c).name_key(lang))
    attacks = [c for c in users_first if c in sheet.curse_attacks]
    others = [c for c in users_first if c not in sheet.curse_attacks]
    users = [Name(_("{card} (an Attack)", card=card_name(_, catalogue, c))) for c in attacks]
    users += [card_name(_, catalogue, c) for c in others]
    cards = Names(tuple(users), functools.partial(join, _))
    return _("always set out; used by {cards}", cards=cards)


def _component_name(component: Component, _: Translator) -> str:
    return _(COMPONENT_LABELS[component.id]) if component.id in COMPONENT_LABELS else component.id


def _component_note(component: Component, catalogue: Catalogue, _: Translator) -> str:
    if component.count is None:
        return _("all of them, for {cards}", cards=card_names(_, catalogue, component.cards))
    if component.cards:
        return _("one per player, for {cards}", cards=card_names(_, catalogue, component.cards))
    return ""


def _deck(sheet: SetupSheet, catalogue: Catalogue, _: Translator) -> str:
    return ", ".join(f"{n} × {names(_, catalogue, [c])}" for c, n in sheet.starting_deck)


def _heading(sheet: SetupSheet, _: Translator) -> str:
    return _.ngettext("Setup for {n} player", "Setup for {n} players", sheet.players)


def _piles(sheet: SetupSheet, catalogue: Catalogue, _: Translator) -> list[Pile]:
    """The piles in sheet order, kingdom piles cheapest first then by name in the language."""
    lang = lang_of(_)

    def key(pile: Pile) -> tuple[int, Key]:
        return catalogue.card(pile.card).cost_name_key(lang)

    kingdom = sorted((p for p in sheet.piles if p.group == "kingdom"), key=key)
    return kingdom + [p for p in sheet.piles if p.group != "kingdom"]


def sheet_text(sheet: SetupSheet, catalogue: Catalogue, _: Translator) -> str:
    """The setup sheet as aligned plain text."""
    width = max(len(_pile_name(p, catalogue, _)) for p in sheet.piles)
    lines = [_heading(sheet, _), "", _("Supply piles:")]
    group = ""
    for pile in _piles(sheet, catalogue, _):
        if pile.group != group:
            group = pile.group
            lines.append(f"  {_(GROUP_LABELS[group])}")
        note = _pile_note(pile, sheet, catalogue, _)
        row = f"    {_pile_name(pile, catalogue, _):<{width}}  {pile.count:>3}"
        lines.append(f"{row}  ({note})" if note else row)
    lines += ["", _("Starting deck of each player: {cards}", cards=_deck(sheet, catalogue, _))]
    lines += ["", _("Take out of the box:")]
    for component in sheet.components:
        name = _component_name(component, _)
        count = "" if component.count is None else f" × {component.count}"
        note = _component_note(component, catalogue, _)
        lines.append(f"  {name}{count}" + (f" ({note})" if note else ""))
    return "\n".join(lines)


def sheet_markdown(sheet: SetupSheet, catalogue: Catalogue, _: Translator) -> str:
    """The setup sheet as Markdown (headings, a table of piles, lists)."""
    supply, deck, box = (
        _("Supply piles"),
        _("Starting deck of each player"),
        _("Take out of the box"),
    )
    headers = [_("Pile"), _("Group"), _("Cards"), _("Note")]
    lines = [f"## {_heading(sheet, _)}", "", f"### {supply}", ""]
    lines.append(f"| {' | '.join(headers)} |")
    lines.append("|---|---|---:|---|")
    for pile in _piles(sheet, catalogue, _):
        lines.append(
            f"| {_pile_name(pile, catalogue, _)} | {_(GROUP_LABELS[pile.group])} | "
            f"{pile.count} | {_pile_note(pile, sheet, catalogue, _)} |"
        )
    lines += ["", f"### {deck}", ""]
    lines += [f"- {n} × {names(_, catalogue, [c])}" for c, n in sheet.starting_deck]
    lines += ["", f"### {box}", ""]
    for component in sheet.components:
        count = "" if component.count is None else f" × {component.count}"
        note = _component_note(component, catalogue, _)
        lines.append(f"- {_component_name(component, _)}{count}" + (f" ({note})" if note else ""))
    return "\n".join(lines)


def sheet_lines(sheet: SetupSheet, catalogue: Catalogue, _: Translator) -> list[SheetLine]:
    """The setup sheet line by line, in sheet order: the piles, the starting deck, the box."""
    lines = [
        SheetLine(
            pile.group,
            pile.card,
            _pile_name(pile, catalogue, _),
            pile.count,
            _pile_note(pile, sheet, catalogue, _),
        )
        for pile in _piles(sheet, catalogue, _)
    ]
    lines += [
        SheetLine(DECK, card, names(_, catalogue, [card]), n, "") for card, n in sheet.starting_deck
    ]
    lines += [
        SheetLine(
            BOX,
            component.id,
            _component_name(component, _),
            component.count,
            _component_note(component, catalogue, _),
        )
        for component in sheet.components
    ]
    return lines


def _csv_rows(sheet: SetupSheet, catalogue: Catalogue, _: Translator) -> list[list[object]]:
    """The setup sheet's rows: section, id, name, count, note (one row per pile or item)."""
    rows: list[list[object]] = [[_("section"), "id", _("name"), _("count"), _("note")]]
    for line in sheet_lines(sheet, catalogue, _):
        count = "" if line.count is None else line.count
        rows.append([_(SECTION_LABELS[line.section]), line.id, line.name, count, line.note])
    return rows


def _write_csv(rows: list[list[object]], delimiter: str = ",") -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator="\n").writerows(rows)
    return out.getvalue()


def sheet_csv(sheet: SetupSheet, catalogue: Catalogue, _: Translator) -> str:
    """The setup sheet as CSV text with commas: section, id, name, count, note."""
    return _write_csv(_csv_rows(sheet, catalogue, _))


def spreadsheet_csv(sheet: SetupSheet, catalogue: Catalogue, _: Translator) -> bytes:
    """The CSV file to download: a Hungarian spreadsheet (decimal comma) wants ";" and a BOM
    to read UTF-8; English keeps plain UTF-8 with commas."""
    if lang_of(_) == "hu":
        return _write_csv(_csv_rows(sheet, catalogue, _), ";").encode("utf-8-sig")
    return sheet_csv(sheet, catalogue, _).encode("utf-8")


def markdown_file(
    kingdom: Kingdom, code: str, sheet: SetupSheet, catalogue: Catalogue, _: Translator
) -> str:
    """The kingdom and its setup sheet as one Markdown file (ending with a newline)."""
    head = kingdom_markdown(kingdom, code, catalogue, _)
    return f"{head}\n\n{sheet_markdown(sheet, catalogue, _)}\n"


def render_sheet(sheet: SetupSheet, catalogue: Catalogue, _: Translator, fmt: str = "text") -> str:
    """The setup sheet in one of FORMATS."""
    if fmt == "markdown":
        return sheet_markdown(sheet, catalogue, _)
    if fmt == "csv":
        return sheet_csv(sheet, catalogue, _)
    if fmt == "text":
        return sheet_text(sheet, catalogue, _)
    raise ValueError(f"unknown format {fmt!r} (use one of: {', '.join(FORMATS)})")
