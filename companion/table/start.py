"""What a new table game starts from: the kingdom the start form's source names, and a check
that every bot can play in it (a "Smithy + Big Money" bot needs Smithy in the kingdom)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from companion.catalogue import Catalogue
from companion.kingdom import KingdomError, KingdomOptions, decode, recommended_kingdom
from companion.kingdom.randomizer import shared_randomizer


class StartError(ValueError):
    """A game cannot start as asked; `kind` says why ("no_page_kingdom", "no_recommended",
    "bad_code", "bot_needs_card")."""

    def __init__(self, kind: str, **params: str) -> None:
        super().__init__(kind)
        self.kind = kind
        self.params = params


@dataclass(frozen=True)
class KingdomSource:
    """A start form's answer: where the kingdom comes from, and what each source needs."""

    source: str = "random"  # "page", "recommended", "code" or "random"
    page_code: str | None = None  # the kingdom the Kingdom page shows (its code)
    recommended: str | None = None  # a recommended kingdom's id
    code: str = ""  # a kingdom code typed in


def start_kingdom(cat: Catalogue, asked: KingdomSource, seed: int) -> tuple[str, ...]:
    """The kingdom's cards for a new game (a random draw uses `seed`); StartError if not."""
    try:
        if asked.source == "page":
            if asked.page_code is None:
                raise StartError("no_page_kingdom")
            return decode(asked.page_code).cards
        if asked.source == "recommended":
            rec = next((r for r in cat.recommended if r.id == asked.recommended), None)
            if rec is None:
                raise StartError("no_recommended")
            return recommended_kingdom(cat, rec.name("en")).cards
        if asked.source == "code":
            return decode(asked.code.strip()).cards
        return shared_randomizer().generate(KingdomOptions(), seed=seed).cards
    except KingdomError as exc:
        raise StartError("bad_code") from exc


def check_bots(cat: Catalogue, kingdom: Sequence[str], bots: Sequence[str]) -> None:
    """StartError("bot_needs_card", bot=…, card=…) for the first bot whose card is missing."""
    from companion.bots import parse  # the bots' module: only once a game starts

    for name in bots:
        card = parse(name, cat).card
        if card is not None and card not in kingdom:
            raise StartError("bot_needs_card", bot=name, card=card)
