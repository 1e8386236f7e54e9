"""Replace one card of a kingdom, keeping the other nine and every option of the kingdom."""

from __future__ import annotations

import random
from typing import Literal

from companion.catalogue import Catalogue
from companion.kingdom.errors import InvalidOptions, NoReplacement, Reason
from companion.kingdom.model import Kingdom
from companion.kingdom.options import KingdomOptions
from companion.kingdom.problem import History, check_cards, compile_problem

SwapSame = Literal["cost", "type"]
SWAP_SAME: tuple[SwapSame, ...] = ("cost", "type")


def swap_candidates(
    catalogue: Catalogue,
    kingdom: Kingdom,
    card_id: str,
    *,
    same: SwapSame | None = None,
    set_id: str | None = None,
    history: History = (),
) -> list[str]:
    """Every card that could replace `card_id` (cheapest first), or NoReplacement saying why.

    `same="cost"` keeps the cost, `same="type"` keeps the exact type line (Action – Attack),
    `set_id` takes the replacement from that set (added to the kingdom's sets if needed).
    """
    if card_id not in kingdom.cards:
        raise InvalidOptions(Reason("not_in_kingdom", card=card_id, cards=list(kingdom.cards)))
    if same is not None and same not in SWAP_SAME:
        raise InvalidOptions(Reason("bad_swap_mode", value=same, known=list(SWAP_SAME)))
    old = catalogue.card(card_id)
    new_options = swapped_options(kingdom.options, card_id, set_id)
    check_cards(catalogue, new_options, history)
    problem = compile_problem(catalogue, new_options, history)
    others = problem.mask_of(c for c in kingdom.cards if c != card_id)
    matching: list[int] = []
    for i, card in enumerate(problem.cards):
        if card.id in kingdom.cards or not problem.pool >> i & 1:
            continue
        if set_id is not None and card.set != set_id:
            continue
        if same == "cost" and card.cost != old.cost:
            continue
        if same == "type" and card.types != old.types:
            continue
        matching.append(i)
    valid = [
        i
        for i in matching
        if problem.accepts(others | 1 << i) and not problem.forced & ~(others | 1 << i)
    ]
    if not valid:
        failing: list[str] = []
        for i in matching:
            failing += [u for u in problem.failing_units(others | 1 << i) if u not in failing]
        raise NoReplacement(
            Reason(
                "no_replacement",
                card=card_id,
                same=same,
                cost=old.cost,
                types=list(old.types),
                set=set_id,
                matching=len(matching),
                failing=failing,
            )
        )
    return [problem.cards[i].id for i in valid]


def swap(
    catalogue: Catalogue,
    kingdom: Kingdom,
    card_id: str,
    *,
    seed: int,
    same: SwapSame | None = None,
    set_id: str | None = None,
    history: History = (),
) -> Kingdom:
    """The kingdom with `card_id` replaced by a random fitting card (uniform, seeded).

    The result keeps the kingdom's options, minus the swapped card in its required or kept
    cards (plus `set_id` in its sets); it has no seed, since no single draw produced it.
    """
    candidates = swap_candidates(
        catalogue, kingdom, card_id, same=same, set_id=set_id, history=history
    )
    chosen = random.Random(seed).choice(candidates)
    cards = (*(c for c in kingdom.cards if c != card_id), chosen)
    return Kingdom(cards, seed=None, options=swapped_options(kingdom.options, card_id, set_id))


def swapped_options(options: KingdomOptions, card_id: str, set_id: str | None) -> KingdomOptions:
    """The options after a swap: the card is no longer required or kept; the set is allowed."""
    return options.with_(
        sets=options.sets | ({set_id} if set_id else set()),
        require=options.require - {card_id},
        keep=options.keep - {card_id},
    )
