"""What to set out for a kingdom and a number of players: piles, starting decks, components."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from companion.catalogue import Card, Catalogue
from companion.catalogue.model import COMPONENTS
from companion.engine.piles import MAX_PLAYERS, MIN_PLAYERS, STARTING_DECK, pile_sizes
from companion.kingdom.errors import InvalidOptions, Reason
from companion.kingdom.model import Kingdom
from companion.kingdom.order import card_position

VICTORY_PILES = ("estate", "duchy", "province")
TREASURE_PILES = ("copper", "silver", "gold")
PER_PLAYER = frozenset({"island_mat", "native_village_mat", "pirate_ship_mat"})
TRASH = "trash_mat"
CURSE_TAG = "uses_curses"  # Witch, Sea Hag, Embargo (its tokens)
CURSE_ATTACKS = frozenset({"cursing", "junking"})  # Ambassador hands on Curses returned to it


@dataclass(frozen=True, slots=True)
class Pile:
    """One supply pile: its card, how many cards, and its group on the sheet.

    `group` is kingdom, victory, curse or treasure; `victory_sized` marks Victory kingdom
    cards (Gardens, Island), whose pile follows the Victory pile size.
    """

    card: str
    count: int
    group: str
    victory_sized: bool = False


@dataclass(frozen=True, slots=True)
class Component:
    """A mat, token supply or the trash card to take out of the box.

    `count` is one per player for mats, 1 for the trash card, None for a token supply (put
    all of them within reach); `cards` are the kingdom cards that use it.
    """

    id: str
    count: int | None
    cards: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SetupSheet:
    """Everything to lay out before the first turn."""

    kingdom: tuple[str, ...]
    players: int
    piles: tuple[Pile, ...]
    starting_deck: tuple[tuple[str, int], ...]
    components: tuple[Component, ...]
    curse_cards: tuple[str, ...]
    curse_attacks: tuple[str, ...]

    def pile_counts(self) -> dict[str, int]:
        """Card id -> pile size, in sheet order."""
        return {p.card: p.count for p in self.piles}

    def component_counts(self) -> dict[str, int | None]:
        """Component id -> how many (None: the whole token supply)."""
        return {c.id: c.count for c in self.components}


def gives_curses(card: Card) -> bool:
    """Whether the card can put Curses into other players' decks: it gives them (Witch, Sea
    Hag), its tokens do (Embargo), or it hands on any card, a Curse too (Ambassador)."""
    return CURSE_TAG in card.tags or bool(CURSE_ATTACKS.intersection(card.attack))


def setup_sheet(catalogue: Catalogue, kingdom: Kingdom | Iterable[str], players: int) -> SetupSheet:
    """The setup sheet of a kingdom for 1 to 4 players (pile sizes from the rulebook)."""
    if isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidOptions(
            Reason("bad_number", option="players", value=players, min=MIN_PLAYERS, max=MAX_PLAYERS)
        )
    ids = kingdom.cards if isinstance(kingdom, Kingdom) else tuple(kingdom)
    cards = sorted(
        (catalogue.card(c) for c in ids), key=lambda c: (c.cost, card_position(c.id), c.id)
    )
    sizes = pile_sizes(catalogue, [c.id for c in cards], players)
    piles = [Pile(c.id, sizes[c.id], "kingdom", c.is_("victory")) for c in cards]
    piles += [Pile(v, sizes[v], "victory") for v in VICTORY_PILES]
    piles.append(Pile("curse", sizes["curse"], "curse"))
    piles += [Pile(t, sizes[t], "treasure") for t in TREASURE_PILES]
    components = []
    for component in COMPONENTS:
        users = tuple(c.id for c in cards if component in c.components)
        if users:
            count = players if component in PER_PLAYER else None
            components.append(Component(component, count, users))
    components.append(Component(TRASH, 1))
    return SetupSheet(
        kingdom=tuple(c.id for c in cards),
        players=players,
        piles=tuple(piles),
        starting_deck=tuple(STARTING_DECK.items()),
        components=tuple(components),
        curse_cards=tuple(c.id for c in cards if gives_curses(c)),
        curse_attacks=tuple(c.id for c in cards if CURSE_ATTACKS.intersection(c.attack)),
    )
