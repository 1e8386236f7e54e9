"""Plain-JSON views of catalogue objects (field names documented in docs/cli.md)."""

from __future__ import annotations

from typing import Any

from companion.catalogue.model import Card, Plus, Recommended, Ref, Rule, Ruling, Text


def _text(t: Text) -> dict[str, str]:
    return {"en": t.en, "hu": t.hu}


def _plus(p: Plus) -> dict[str, int]:
    return {"cards": p.cards, "actions": p.actions, "buys": p.buys, "coins": p.coins}


def _ref(r: Ref) -> dict[str, Any]:
    return {"book": r.book, "page": r.page, "section": r.section}


def ruling_json(r: Ruling) -> dict[str, Any]:
    out: dict[str, Any] = {"id": r.id, "ref": _ref(r.ref), **_text(r.text)}
    if r.note:
        out["note"] = _text(r.note)
    return out


def card_json(card: Card, rulings: bool = True) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": card.id,
        "set": card.set,
        "cost": card.cost,
        "types": list(card.types),
        "coins": card.coins,
        "vp": card.vp,
        "plus": _plus(card.plus),
        "next_turn": _plus(card.next_turn),
        "tags": sorted(card.tags),
        "attack": list(card.attack),
        "components": list(card.components),
        "name": _text(card.name),
        "aliases": {k: list(v) for k, v in card.aliases.items()},
        "text": _text(card.text),
    }
    if rulings:
        out["rulings"] = [ruling_json(r) for r in card.rulings]
    return out


def rule_json(r: Rule) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": r.id,
        "topic": r.topic,
        "ref": _ref(r.ref),
        "title": _text(r.title),
        **_text(r.text),
    }
    if r.note:
        out["note"] = _text(r.note)
    return out


def recommended_json(k: Recommended, sets: frozenset[str]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": k.id,
        "book": k.book,
        "name": _text(k.name),
        "sets": sorted(sets),
        "cards": list(k.cards),
    }
    if k.note:
        out["note"] = _text(k.note)
    return out
