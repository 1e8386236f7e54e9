"""The setup checklist's items in words, in either language (the items stay typed values)."""

from __future__ import annotations

from companion.catalogue import Catalogue
from companion.i18n import N_, Translator
from companion.kingdom.checklist import Item
from companion.kingdom.messages import card_names, names, set_name
from companion.labels import COMPONENT_LABELS

SECTION_LABELS = {
    "supply": N_("The Supply"),
    "players": N_("The players"),
    "box": N_("Back into the box"),
}


def section_text(_: Translator, section: str) -> str:
    return _(SECTION_LABELS[section])


def progress_text(_: Translator, done: int, total: int) -> str:
    return _.ngettext("{done} of {n} item ticked", "{done} of {n} items ticked", total, done=done)


def _counted(_: Translator, catalogue: Catalogue, pairs: tuple[tuple[str, int | None], ...]) -> str:
    return ", ".join(f"{n} × {names(_, catalogue, [card])}" for card, n in pairs)


def _component(_: Translator, component_id: str) -> str:
    label = COMPONENT_LABELS.get(component_id)
    return _(label) if label else component_id


def item_text(_: Translator, catalogue: Catalogue, item: Item, players: int) -> str:
    """One item as the short line next to its checkbox."""
    kind = item.kind
    if kind == "pile":
        card, n = item.cards[0]
        count = n or 0
        name = names(_, catalogue, [card])
        if card == "copper":
            return _.ngettext(
                "{card}: {n} card (the rest after the starting decks)",
                "{card}: {n} cards (the rest after the starting decks)",
                count,
                card=name,
            )
        return _.ngettext("{card}: {n} card", "{card}: {n} cards", count, card=name)
    if kind == "trash":
        return _("The Trash card, next to the Supply")
    if kind == "tokens":
        return _(
            "{tokens}: all of them, next to the Supply (for {cards})",
            tokens=_component(_, item.cards[0][0]),
            cards=card_names(_, catalogue, item.users),
        )
    if kind == "mat":
        component, n = item.cards[0]
        mat, users = _component(_, component), card_names(_, catalogue, item.users)
        return _.ngettext(
            "{mat}: one for each player, {n} in all (for {cards})",
            "{mat}: one for each player, {n} in all (for {cards})",
            n or players,
            mat=mat,
            cards=users,
        )
    if kind == "deck":
        return _("Each player's starting deck: {cards}", cards=_counted(_, catalogue, item.cards))
    if kind == "first_player":
        return _(
            "Choose who starts, any way you like (in the next games: the player to the left of "
            "the last winner); turns go clockwise"
        )
    if kind == "draw":
        return _.ngettext(
            "Each player shuffles, lays the deck face down and draws {n} card",
            "Each player shuffles, lays the deck face down and draws {n} cards",
            item.cards[0][1] or 0,
        )
    if kind == "away_cards":
        return _("The cards left over: {cards}", cards=_counted(_, catalogue, item.cards))
    if kind == "away_kingdom":
        sets = []
        for set_id, n in item.cards:
            name = set_name(_, set_id)
            sets.append(_.ngettext("{set}: {n} kind", "{set}: {n} kinds", n or 0, set=name))
        return _(
            "The kingdom cards you do not use, and the randomizer cards: {sets}",
            sets="; ".join(sets),
        )
    if kind == "away_components":
        return _(
            "The mats and tokens this kingdom does not use: {items}",
            items=", ".join(_component(_, c) for c, _n in item.cards),
        )
    raise ValueError(f"unknown checklist item kind {kind!r}")
