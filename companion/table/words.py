"""A position's values in a player's words: seat names, what a step changed and what it checks.

A replay step and a rulebook widget show what moved ("You · hand: 5 → 8"), and a scenario's
expectations are dotted paths of the engine's JSON state (`p1.in_play`, `pending.kind`); a
player reads neither ids nor field names, so both are said here in the UI language, with
card ids as card names and player numbers as seat names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from companion.catalogue import Catalogue
from companion.engine.decisions import Kind
from companion.engine.player_view import HIDDEN, SEAT_FIELDS
from companion.engine_text import option_label
from companion.i18n import NC_, Translator
from companion.labels import PHASE_LABELS
from companion.table.log import cards_text

# The words below stand inside a line ("You · hand: 5 → 8"), hence their context "in a line":
# the Hungarian ones are in lower case, unlike the same words as headings.
ZONE_WORDS = {
    "hand": NC_("in a line", "hand"),
    "hand_size": NC_("in a line", "cards in hand"),
    "deck": NC_("in a line", "deck"),
    "deck_size": NC_("in a line", "cards in the deck"),
    "discard": NC_("in a line", "discard pile"),
    "discard_size": NC_("in a line", "cards in the discard pile"),
    "discard_top": NC_("in a line", "top card of the discard pile"),
    "in_play": NC_("in a line", "cards in play"),
    "duration": NC_("in a line", "Duration cards"),
    "set_aside": NC_("in a line", "set-aside cards"),
    "haven": NC_("in a line", "cards set aside with Haven"),
    "trash": NC_("in a line", "trash"),
    "island": NC_("in a line", "Island mat"),
    "native_village": NC_("in a line", "Native Village mat"),
    "pirate_ship": NC_("in a line", "coin tokens on the Pirate Ship mat"),
    "pirate_tokens": NC_("in a line", "coin tokens on the Pirate Ship mat"),
    "score": NC_("in a line", "victory points"),
    "turns": NC_("in a line", "turns taken"),
    "extra_turns": NC_("in a line", "extra turns taken"),
    "actions": NC_("in a line", "Actions"),
    "buys": NC_("in a line", "Buys"),
    "coins": NC_("in a line", "coins"),
    "turn": NC_("in a line", "turns played at the table"),
    "phase": NC_("in a line", "phase"),
    "active_player": NC_("in a line", "whose turn it is"),
    "game_over": NC_("in a line", "the game is over"),
    "can_undo": NC_("in a line", "the last move can be taken back"),
    "winners": NC_("in a line", "winners"),
    "scores": NC_("in a line", "final scores"),
    "embargo": NC_("in a line", "Embargo tokens"),
    "decision": NC_("in a line", "open decision"),
    "pending": NC_("in a line", "open decision"),
    "supply": NC_("in a line", "Supply"),
}
DECISION_WORDS = {
    "kind": NC_("in a line", "the question"),
    "player": NC_("in a line", "who decides"),
    "card": NC_("in a line", "the card that asks"),
    "options": NC_("in a line", "the choices"),
    "min": NC_("in a line", "fewest cards to choose"),
    "max": NC_("in a line", "most cards to choose"),
    "shown": NC_("in a line", "the cards shown"),
    "target": NC_("in a line", "the player it is about"),
    "ordered": NC_("in a line", "the order matters"),
}
QUESTIONS = {
    Kind.ACTION: NC_("in a line", "which Action card to play"),
    Kind.TREASURES: NC_("in a line", "which Treasures to play"),
    Kind.BUY: NC_("in a line", "which card to buy"),
    Kind.DISCARD: NC_("in a line", "which cards to discard"),
    Kind.TRASH: NC_("in a line", "which cards to trash"),
    Kind.GAIN: NC_("in a line", "which card to gain"),
    Kind.TOPDECK: NC_("in a line", "which cards to put onto the deck"),
    Kind.SET_ASIDE: NC_("in a line", "which card to set aside"),
    Kind.REVEAL: NC_("in a line", "which card to reveal"),
    Kind.RETURN: NC_("in a line", "which cards to return to the Supply"),
    Kind.CHOOSE: NC_("in a line", "which option to choose"),
    Kind.ORDER: NC_("in a line", "in which order to put the cards back"),
    Kind.PLAY: NC_("in a line", "which card to play"),
}
SEAT_VALUES = frozenset({"active_player", "player", "target", "winners"})
"""Fields whose numbers are seats (0-based), said as seat names."""
_PLAYER = re.compile(r"p([1-9])")
_NUMBERED_SEAT = re.compile(r"P([1-9])")


def seat_name(_: Translator, name: str) -> str:
    """A seat's name as a player reads it: a scenario's "You" and numbered seats ("P2") and
    "Other" in the UI language („Te”, „2. játékos”, „A másik játékos”); real names as they are."""
    if name == "You":
        return _("You")
    if name == "Other":
        return _("The other player")
    numbered = _NUMBERED_SEAT.fullmatch(name)
    return _("Player {n}", n=int(numbered.group(1))) if numbered else name


def word(_: Translator, key: str, table: dict[str, tuple[str, str]] = ZONE_WORDS) -> str:
    """One field's name inside a line, in the UI language (the key itself if unknown)."""
    return _.pgettext(*table[key]) if key in table else key


def change_words(
    _: Translator, cat: Catalogue, kind: str, name: str, player: int | None, names: Sequence[str]
) -> str:
    """What one change is about: "You · hand", "Village pile in the Supply", "Actions"."""
    if kind == "supply":
        return _("{card} pile in the Supply", card=cat.cards[name].name(_.lang))
    what = word(_, name)
    return what if player is None else f"{names[player]} · {what}"


def cards_words(_: Translator, cat: Catalogue, cards: Sequence[str]) -> str:
    """'Copper ×2, Estate' (order kept, face-down cards as a count; "none" for no card)."""
    if not cards:
        return _("none")
    shown = [c for c in cards if c != HIDDEN]
    parts = [cards_text(cat, _.lang, shown)] if shown else []
    hidden = len(cards) - len(shown)
    if hidden:
        parts.append(_.ngettext("{n} face-down card", "{n} face-down cards", hidden))
    return ", ".join(parts)


def value_words(_: Translator, cat: Catalogue, field: str, value: Any, names: Sequence[str]) -> str:
    """A checked value in words: cards as names, seats as seat names, yes/no, phases."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if field in SEAT_VALUES:
        seats = value if isinstance(value, list) else [value]
        if not seats:
            return _("none")
        return ", ".join(
            names[s] if isinstance(s, int) and 0 <= s < len(names) else str(s) for s in seats
        )
    if field == "phase" and value in PHASE_LABELS:
        return _(PHASE_LABELS[value])
    if field == "kind" and value in QUESTIONS:
        return _.pgettext(*QUESTIONS[Kind(value)])
    if field == "options" and isinstance(value, list):
        return ", ".join(option_label(_, cat, str(o)) for o in value) if value else _("none")
    if isinstance(value, list):
        return cards_words(_, cat, [str(v) for v in value])
    if isinstance(value, dict) and set(value) <= set(DECISION_WORDS):  # {"player": 0}
        return ", ".join(
            f"{word(_, k, DECISION_WORDS)}: {value_words(_, cat, k, v, names)}"
            for k, v in value.items()
        )
    if isinstance(value, dict):  # piles and their numbers: {"pearl_diver": 1}
        piles = [f"{value_words(_, cat, '', k, names)}: {_.num(v)}" for k, v in value.items()]
        return ", ".join(piles) if piles else _("none")
    if isinstance(value, str) and value in cat.cards:
        return cat.cards[value].name(_.lang)
    if isinstance(value, str) and value == HIDDEN:
        return _.ngettext("{n} face-down card", "{n} face-down cards", 1)
    if isinstance(value, int | float):
        return _.num(value)
    return str(value)


def _seat_path(_: Translator, parts: list[str], names: Sequence[str]) -> tuple[str, str] | None:
    """`p2.hand` -> ("Player 2 · hand", "hand"); None when the path does not start with a seat."""
    seat = _PLAYER.fullmatch(parts[0]) if parts else None
    if seat is None or int(seat.group(1)) > len(names):
        return None
    who = names[int(seat.group(1)) - 1]
    rest = [p for p in parts[1:] if p != "mats"]
    field = rest[-1] if rest else ""
    return f"{who} · {word(_, field)}", field


def path_words(_: Translator, cat: Catalogue, path: str, names: Sequence[str]) -> tuple[str, str]:
    """A dotted state path in words, and the field its value is read as (for value_words).

    `p1.in_play` -> "You · cards in play"; `pending.kind` -> "Open decision · the question";
    `supply.curse` -> "Curse pile in the Supply"; `view.p2.p1.hand` -> "Seen by Player 2 ·
    You · hand". A path of no known shape is said as it is (it never happens in shipped files).
    """
    parts = path.split(".")
    if parts[0] == "view" and len(parts) > 2 and (viewer := _PLAYER.fullmatch(parts[1])):
        index = int(viewer.group(1)) - 1
        seen_by = names[index] if index < len(names) else parts[1]
        inner, field = path_words(_, cat, ".".join(parts[2:]), names)
        if parts[2] in SEAT_FIELDS:  # a bare seat field is the viewer's own
            inner = f"{seen_by} · {inner}"
        return _("Seen by {who}", who=seen_by) + " · " + inner, field
    on_seat = _seat_path(_, parts, names)
    if on_seat is not None:
        return on_seat
    if parts[0] in ("pending", "decision") and len(parts) == 2:
        return _("Open decision") + " · " + word(_, parts[1], DECISION_WORDS), parts[1]
    if parts[0] == "supply" and len(parts) == 2 and parts[1] in cat.cards:
        return _("{card} pile in the Supply", card=cat.cards[parts[1]].name(_.lang)), "supply"
    if parts[0] == "embargo" and len(parts) == 2 and parts[1] in cat.cards:
        card = cat.cards[parts[1]].name(_.lang)
        return _("Embargo tokens on the {card} pile", card=card), "embargo"
    if len(parts) == 1:
        return word(_, parts[0]), parts[0]
    return path, parts[-1]
