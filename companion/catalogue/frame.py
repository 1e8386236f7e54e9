"""The catalogue as a pandas DataFrame, for browsing and filtering."""

from __future__ import annotations

import pandas as pd

from companion.catalogue import Catalogue, Lang
from companion.catalogue.model import TAGS


def cards_frame(catalogue: Catalogue, lang: Lang = "en") -> pd.DataFrame:
    """One row per card (by set, cost, then name in `lang`): id, set, name, cost, types, ..."""
    rows = []
    for card in catalogue.listed(lang):
        row: dict[str, object] = {
            "id": card.id,
            "set": card.set,
            "name": card.name(lang),
            "cost": card.cost,
            "types": ", ".join(card.types),
            "coins": card.coins,
            "vp": card.vp,
            "plus_cards": card.plus.cards,
            "plus_actions": card.plus.actions,
            "plus_buys": card.plus.buys,
            "plus_coins": card.plus.coins,
            "attack": ", ".join(card.attack),
            "components": ", ".join(card.components),
            "rulings": len(card.rulings),
        }
        for tag in TAGS:
            row[tag] = tag in card.tags
        rows.append(row)
    return pd.DataFrame(rows)
