"""The rulebooks' recommended kingdoms, filtered by the sets a group owns."""

from __future__ import annotations

from collections.abc import Iterable

from companion.catalogue import Catalogue, Recommended, UnknownCardError
from companion.kingdom.errors import InvalidOptions, Reason
from companion.kingdom.model import Kingdom
from companion.kingdom.options import KingdomOptions


def recommended_for(catalogue: Catalogue, owned: Iterable[str]) -> list[Recommended]:
    """The recommended kingdoms whose cards all come from the owned sets, in rulebook order."""
    have = set(owned) | {"basic"}
    return [k for k in catalogue.recommended if catalogue.sets_of(k.cards) <= have]


def recommended_match(catalogue: Catalogue, kingdom: Kingdom) -> Recommended | None:
    """The rulebook's recommended kingdom with exactly these cards, if it is one."""
    return next((r for r in catalogue.recommended if set(r.cards) == set(kingdom.cards)), None)


def find_recommended(catalogue: Catalogue, name: str) -> Recommended:
    """A recommended kingdom by id or name (either language, accents optional)."""
    try:
        return catalogue.recommended_kingdom(name)
    except UnknownCardError as exc:
        raise InvalidOptions(
            Reason("unknown_recommended", name=name, suggestion=exc.suggestion)
        ) from None


def recommended_kingdom(catalogue: Catalogue, name: str) -> Kingdom:
    """A recommended kingdom as a Kingdom limited to its own sets (so swaps stay within them)."""
    found = find_recommended(catalogue, name)
    options = KingdomOptions(sets=catalogue.sets_of(found.cards))
    return Kingdom(found.cards, seed=None, options=options)
