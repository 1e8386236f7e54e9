"""The JSON view of a game state (documented in docs/engine.md)."""

from __future__ import annotations

from typing import Any

from companion.engine.decisions import Decision
from companion.engine.game import Game


def decision_json(d: Decision | None) -> dict[str, Any] | None:
    if d is None:
        return None
    out: dict[str, Any] = {
        "player": d.player,
        "kind": str(d.kind),
        "options": list(d.options),
        "min": d.min,
        "max": d.max,
        "card": d.card,
    }
    if d.target is not None:
        out["target"] = d.target
    if d.shown:
        out["shown"] = list(d.shown)
    if d.ordered:
        out["ordered"] = True
    return out


def state_json(g: Game) -> dict[str, Any]:
    """The full state (every hidden card included): players, table, turn and the open decision."""
    players = []
    for i, p in enumerate(g.players):
        players.append(
            {
                "name": p.name,
                "hand": list(p.hand),
                "deck": list(reversed(p.deck)),
                "discard": list(reversed(p.discard)),
                "in_play": list(p.in_play),
                "duration": list(p.duration),
                "set_aside": list(p.set_aside) + list(p.haven),
                "mats": {
                    "island": list(p.island),
                    "native_village": list(p.native_village),
                    "pirate_ship": p.pirate_tokens,
                },
                "score": g.score(i),
                "turns": p.turns,
                "extra_turns": p.extra_turns,
            }
        )
    return {
        "players": players,
        "trash": list(g.trash),
        "supply": dict(g.supply),
        "embargo": {k: v for k, v in g.embargo.items() if v},
        "turn": g.turn,
        "active_player": g.active,
        "phase": g.phase,
        "actions": g.actions,
        "buys": g.buys,
        "coins": g.coins,
        "pending": decision_json(g.pending),
        "game_over": g.game_over,
        "winners": list(g.winners),
    }
