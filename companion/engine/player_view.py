"""What one player may know of a game: the per-player view the table page renders.

The rules it follows (documented in docs/engine.md, "The player's view"):
- public: cards in play and in the duration row, the Island mat, Pirate Ship tokens, the
  supply, Embargo tokens, the trash, every pile's size, the top card of each discard pile
  (face up: base rulebook, Clean-up), and set-aside cards that were revealed or set aside face
  up (Seaside rulebook: anyone may look at set-aside cards and count face-down ones);
- the owner only: the hand, Haven's face-down cards, the Native Village mat, and cards being
  looked at (Lookout, Navigator);
- nobody: the order and contents of any deck (even cards its owner put back on top), and the
  discard pile below its top card (it may not be searched).
A card the viewer may not see is shown as HIDDEN, so every zone keeps its size.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, fields
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from companion.engine.decisions import Decision
from companion.engine.events import Ev, Event
from companion.engine.game import Game
from companion.engine.state import PlayerState
from companion.engine.view import decision_json

HIDDEN = "?"
"""Stands for a card the viewer may not see (the back of a card)."""

_INTO_SET_ASIDE = frozenset({Ev.REVEAL, Ev.LOOK, Ev.SET_ASIDE})
"""Events that put cards into the mid-effect set-aside zone (revealed, looked at, set aside)."""


C = TypeVar("C")


@dataclass(frozen=True, slots=True)
class Zones(Generic[C]):
    """One player's zones as a viewer sees them, each card a `C`: a card id here (`SeatView`),
    a tile on the table (`table.model.Seat`), so a new zone is declared once, here."""

    name: str
    hand: tuple[C, ...]
    hand_size: int
    deck_size: int
    discard_top: C | None
    discard_size: int
    in_play: tuple[C, ...]
    duration: tuple[C, ...]
    set_aside: tuple[C, ...]
    haven: tuple[C, ...]
    island: tuple[C, ...]
    native_village: tuple[C, ...]
    pirate_tokens: int
    turns: int


@dataclass(frozen=True, slots=True)
class SeatView(Zones[str]):
    """One player's zones as the viewer sees them; HIDDEN stands for each unseen card."""


SEAT_FIELDS = tuple(f.name for f in fields(SeatView))
"""The per-player keys of the JSON view (a scenario may name them without `pN.`)."""
CARD_ROWS = frozenset(f.name for f in fields(Zones) if f.type == "tuple[C, ...]")
"""The zones that are rows of cards (hand, in play, mats, ...)."""
ONE_CARD = frozenset(f.name for f in fields(Zones) if f.type == "C | None")
"""The zones that show one card or none (the discard pile's top)."""


@dataclass(frozen=True, slots=True)
class PlayerView:
    """The table from one seat: every player's zones, the shared piles, the turn, and the open
    decision with its options only when the viewer is the one deciding."""

    viewer: int
    players: tuple[SeatView, ...]
    supply: MappingProxyType[str, int]
    embargo: MappingProxyType[str, int]
    trash: tuple[str, ...]
    turn: int
    active_player: int
    phase: str
    actions: int
    buys: int
    coins: int
    deciding: int | None
    decision: Decision | None
    game_over: bool
    winners: tuple[int, ...]
    scores: tuple[int, ...]  # only once the game is over


def _masked(cards: list[str], seen: bool) -> tuple[str, ...]:
    return tuple(cards) if seen else (HIDDEN,) * len(cards)


def _set_aside(events: list[Event], owner: int, cards: list[str], viewer: int) -> tuple[str, ...]:
    """The set-aside cards as the viewer saw them arrive: the latest event that put each card
    there (reveal, look, set aside) says who saw it; cards no event showed stay hidden."""
    if not cards:
        return ()
    wanted = Counter(cards)
    seen: Counter[str] = Counter()
    for e in reversed(events):
        if e.player != owner or e.kind not in _INTO_SET_ASIDE:
            continue
        for c in e.cards:
            if wanted[c] > 0:
                wanted[c] -= 1
                if e.private_to is None or e.private_to == viewer:
                    seen[c] += 1
        if not +wanted:
            break
    out = []
    for c in cards:
        out.append(c if seen[c] > 0 else HIDDEN)
        seen[c] -= 1
    return tuple(out)


def _seat(g: Game, i: int, p: PlayerState, viewer: int) -> SeatView:
    own = i == viewer
    return SeatView(
        name=p.name,
        hand=_masked(p.hand, own),
        hand_size=len(p.hand),
        deck_size=len(p.deck),
        discard_top=p.discard[-1] if p.discard else None,
        discard_size=len(p.discard),
        in_play=tuple(p.in_play),
        duration=tuple(p.duration),
        set_aside=_set_aside(g.events, i, p.set_aside, viewer),
        haven=_masked(p.haven, own),
        island=tuple(p.island),
        native_village=_masked(p.native_village, own),
        pirate_tokens=p.pirate_tokens,
        turns=p.turns,
    )


def view(g: Game, viewer: int) -> PlayerView:
    """What player `viewer` (0-based) may know of the game right now."""
    if not 0 <= viewer < len(g.players):
        raise ValueError(f"no player {viewer + 1} in a game of {len(g.players)}")
    pending = g.pending
    return PlayerView(
        viewer=viewer,
        players=tuple(_seat(g, i, p, viewer) for i, p in enumerate(g.players)),
        supply=MappingProxyType(dict(g.supply)),
        embargo=MappingProxyType({k: v for k, v in g.embargo.items() if v}),
        trash=tuple(g.trash),
        turn=g.turn,
        active_player=g.active,
        phase=g.phase,
        actions=g.actions,
        buys=g.buys,
        coins=g.coins,
        deciding=None if pending is None else pending.player,
        decision=pending if pending is not None and pending.player == viewer else None,
        game_over=g.game_over,
        winners=tuple(g.winners),
        scores=tuple(g.score(i) for i in range(len(g.players))) if g.game_over else (),
    )


def _decision_json(v: PlayerView) -> dict[str, Any] | None:
    """The viewer's own decision in full; another player's as only who is deciding."""
    if v.decision is not None:
        return decision_json(v.decision)
    return None if v.deciding is None else {"player": v.deciding}


def view_json(g: Game, viewer: int) -> dict[str, Any]:
    """The view as plain JSON values (lists, dicts, numbers, texts, null)."""
    v = view(g, viewer)
    return {
        "viewer": v.viewer,
        "players": [
            {
                k: list(x) if isinstance(x, tuple) else x
                for k in SEAT_FIELDS
                for x in (getattr(s, k),)
            }
            for s in v.players
        ],
        "supply": dict(v.supply),
        "embargo": dict(v.embargo),
        "trash": list(v.trash),
        "turn": v.turn,
        "active_player": v.active_player,
        "phase": v.phase,
        "actions": v.actions,
        "buys": v.buys,
        "coins": v.coins,
        "decision": _decision_json(v),
        "game_over": v.game_over,
        "winners": list(v.winners),
        "scores": list(v.scores),
    }


def visible_events(g: Game, viewer: int) -> list[Event]:
    """The game's log as `viewer` may see it: private cards of others become a bare count."""
    return [e.visible_to(viewer) for e in g.events]
