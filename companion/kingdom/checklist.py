"""The setup checklist: the setup sheet as ordered items a group ticks off at the table.

Every count comes from the setup sheet (`setup_sheet`, which asks `engine.piles`); the only
numbers of our own are what a full box holds, to say how many cards go back into it. Items are
typed values; `checklist_text` words them in either language.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass

from companion.catalogue import KINGDOM_SETS, Catalogue
from companion.catalogue.model import COMPONENTS
from companion.kingdom.model import Kingdom
from companion.kingdom.setup_sheet import TRASH, SetupSheet, setup_sheet
from companion.rulebook.numbers import HAND_SIZE

SECTIONS = ("supply", "players", "box")  # at the table: the Supply, each player, the box
KINDS = (
    "pile",  # a Supply pile: cards = ((card, count),)
    "trash",  # the trash card: cards = ((trash_mat, 1),)
    "tokens",  # a token supply within reach: cards = ((component, None),), users
    "deck",  # each player's starting deck: cards = ((copper, 7), (estate, 3))
    "mat",  # one mat per player: cards = ((component, players),), users
    "first_player",  # choose who starts (any way; later: left of the last winner)
    "draw",  # each player shuffles and draws: cards = (("hand", 5),)
    "away_cards",  # cards left over in the box: cards = ((card, count),)
    "away_kingdom",  # the unused kingdom cards and randomizers: cards = ((set id, count),)
    "away_components",  # the mats and tokens this kingdom does not use: cards = ((id, None)...)
)
BASE_BOX = {"estate": 24, "duchy": 12, "province": 12, "curse": 30}
"""What a base game box holds of the piles that can have cards left over (the Coppers,
Silvers and Golds all go out: the starting decks and the Supply take every one)."""
VICTORY_KINGDOM_IN_BOX = 12  # Gardens, Island: 12 in their box, like the basic Victory piles
SEASIDE = "seaside-1e"  # the box whose mats and tokens may stay unused


@dataclass(frozen=True, slots=True)
class Item:
    """One line to tick: a stable id (unique in its list), its kind (one of KINDS), its
    section (one of SECTIONS), the (id, count) pairs it names (None: all of them) and the
    kingdom cards that need it (mats and tokens)."""

    id: str
    kind: str
    section: str
    cards: tuple[tuple[str, int | None], ...] = ()
    users: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Checklist:
    """The items of one kingdom for one player count, in the order they are done."""

    kingdom: tuple[str, ...]
    players: int
    items: tuple[Item, ...]

    def ids(self) -> tuple[str, ...]:
        return tuple(item.id for item in self.items)


def checklist(catalogue: Catalogue, kingdom: Kingdom | Iterable[str], players: int) -> Checklist:
    """The checklist of a kingdom for 1 to 4 players (InvalidOptions otherwise)."""
    return from_sheet(catalogue, setup_sheet(catalogue, kingdom, players))


def from_sheet(catalogue: Catalogue, sheet: SetupSheet) -> Checklist:
    """The checklist of a setup sheet: its piles, trash, tokens, decks, mats, then the box."""
    items = [Item(f"pile:{p.card}", "pile", "supply", ((p.card, p.count),)) for p in sheet.piles]
    mats = []
    for c in sheet.components:
        if c.id == TRASH:
            items.append(Item("trash", "trash", "supply", ((c.id, c.count),)))
        elif c.count is None:
            items.append(Item(f"tokens:{c.id}", "tokens", "supply", ((c.id, None),), c.cards))
        else:
            mats.append(Item(f"mat:{c.id}", "mat", "players", ((c.id, c.count),), c.cards))
    items.append(Item("deck", "deck", "players", sheet.starting_deck))
    items += mats
    items.append(Item("first_player", "first_player", "players"))
    items.append(Item("draw", "draw", "players", (("hand", HAND_SIZE),)))
    items += put_away(catalogue, sheet)
    return Checklist(sheet.kingdom, sheet.players, tuple(items))


def put_away(catalogue: Catalogue, sheet: SetupSheet) -> list[Item]:
    """What goes back into the box: the cards a full box holds beyond the Supply and the
    starting decks, the kingdom cards not chosen, and Seaside's unused mats and tokens."""
    counts = sheet.pile_counts()
    dealt = dict(sheet.starting_deck)
    left = {
        card: total - counts[card] - dealt.get(card, 0) * sheet.players
        for card, total in BASE_BOX.items()
    }
    for pile in sheet.piles:
        if pile.victory_sized:
            left[pile.card] = VICTORY_KINGDOM_IN_BOX - pile.count
    cards = tuple((card, n) for card, n in left.items() if n > 0)
    items = [Item("away:cards", "away_cards", "box", cards)] if cards else []
    chosen = set(sheet.kingdom)
    unused = tuple(
        (s, sum(1 for c in catalogue.kingdom_cards([s]) if c.id not in chosen))
        for s in KINGDOM_SETS
        if s in catalogue.sets_of(chosen)
    )
    items.append(Item("away:kingdom", "away_kingdom", "box", unused))
    if SEASIDE in catalogue.sets_of(chosen):
        used = {c.id for c in sheet.components}
        spare = tuple((c, None) for c in COMPONENTS if c not in used)
        if spare:
            items.append(Item("away:components", "away_components", "box", spare))
    return items


# -- ticks: which items are done, as a short text for a URL ---------------------------------
_TICKS = re.compile(r"([1-4])-([0-9a-f]{1,16})")


def encode_ticks(items: Checklist, ticked: Collection[str]) -> str:
    """The ticked items as "<players>-<hex bit mask of their places>" ("3-1f"), "" if none."""
    mask = sum(1 << i for i, item_id in enumerate(items.ids()) if item_id in ticked)
    return f"{items.players}-{mask:x}" if mask else ""


def decode_ticks(text: str, checklist_of: Callable[[int], Checklist]) -> tuple[int, frozenset[str]]:
    """The player count and ticked ids of an encode_ticks text, given each count's checklist;
    ValueError for any other text (a count out of range, a bit past the list's end)."""
    found = _TICKS.fullmatch(text)
    if found is None:
        raise ValueError(text)
    players, mask = int(found.group(1)), int(found.group(2), 16)
    ids = checklist_of(players).ids()
    if mask == 0 or mask >> len(ids):
        raise ValueError(text)
    return players, frozenset(item_id for i, item_id in enumerate(ids) if mask >> i & 1)
