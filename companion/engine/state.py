"""The mutable game state: each player's zones. Decks and discard piles keep the top card last."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class PlayerState:
    """Everything one player owns, zone by zone (lists of card ids; deck and discard top last)."""

    name: str
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    in_play: list[str] = field(default_factory=list)
    duration: list[str] = field(default_factory=list)  # played cards staying for a later turn
    set_aside: list[str] = field(default_factory=list)  # mid-effect (Library, Adventurer, ...)
    haven: list[str] = field(default_factory=list)  # face down until the next turn
    island: list[str] = field(default_factory=list)  # Island mat, face up
    native_village: list[str] = field(default_factory=list)  # Native Village mat, face down
    pirate_tokens: int = 0
    turns: int = 0  # normal turns taken (extra turns do not count for the tie-break)
    extra_turns: int = 0
    next_turn: list[tuple[str, str | None]] = field(default_factory=list)  # (card, payload)
    gained_last_turn: list[str] = field(default_factory=list)  # for Smugglers

    def zones(self) -> tuple[list[str], ...]:
        """Every list of cards the player owns, for counting and scoring."""
        return (
            self.hand,
            self.deck,
            self.discard,
            self.in_play,
            self.duration,
            self.set_aside,
            self.haven,
            self.island,
            self.native_village,
        )

    def all_cards(self) -> list[str]:
        return [c for zone in self.zones() for c in zone]
