"""What to simulate: bots, kingdom, number of games, seed, mode and limits (plain data)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from companion.bots import BotSpec

MAX_BOTS = 4
DEFAULT_GAMES = 1000
DEFAULT_SEED = 1
DEFAULT_MAX_TURNS = 100
"""Safety cap: a game stops after this many turns per player (reported, scored as it stands)."""
PROVINCE_TARGETS = (4, 5)


class SimError(ValueError):
    """A simulation that cannot run; `reason` is a code, `params` fill its message."""

    def __init__(self, reason: str, **params: object) -> None:
        super().__init__(f"{reason}: {params}")
        self.reason = reason
        self.params = params


@dataclass(frozen=True, slots=True)
class SimSpec:
    """A simulation: in a normal game the bots sit together (seats rotate between games); in
    solitaire each bot plays alone until it has `provinces` Provinces or the game ends."""

    bots: tuple[BotSpec, ...]
    kingdom: tuple[str, ...] = ()
    games: int = DEFAULT_GAMES
    seed: int = DEFAULT_SEED
    solitaire: bool = False
    provinces: int = 4  # the Province count whose gaining turn is measured (4th, or 5th)
    max_turns: int = DEFAULT_MAX_TURNS
    first_game: int = 0  # index of the first game: a later slice replays those games alone
    split: tuple[int, int] | None = None  # bot 0's first two hands' coins (sim/split.py)

    def __post_init__(self) -> None:
        if not self.bots:
            raise SimError("no_bots")
        if not self.solitaire and len(self.bots) > MAX_BOTS:
            raise SimError("too_many_bots", count=len(self.bots), most=MAX_BOTS)
        if self.games < 1:
            raise SimError("games", value=self.games)
        if self.provinces not in PROVINCE_TARGETS:
            raise SimError("provinces", value=self.provinces)
        if self.max_turns < 1:
            raise SimError("max_turns", value=self.max_turns)
        if self.first_game < 0:
            raise SimError("first_game", value=self.first_game)
        missing = [c for c in needed_cards(self.bots) if c not in self.kingdom]
        if missing:
            raise SimError("missing_cards", cards=tuple(missing))

    @property
    def indices(self) -> range:
        """The game indices this simulation plays."""
        return range(self.first_game, self.first_game + self.games)

    @property
    def labels(self) -> tuple[str, ...]:
        """Display names: the bot names, numbered when the same bot plays twice."""
        names = [b.name for b in self.bots]
        return tuple(
            f"{n} #{names[: i + 1].count(n)}" if names.count(n) > 1 else n
            for i, n in enumerate(names)
        )


def needed_cards(bots: Iterable[BotSpec]) -> tuple[str, ...]:
    """Kingdom cards the bots need, in order, without repeats."""
    out: list[str] = []
    for b in bots:
        out.extend(c for c in b.needs if c not in out)
    return tuple(out)


def with_needed(
    kingdom: Iterable[str], bots: Iterable[BotSpec]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The kingdom plus any card a bot needs, and the cards that had to be added."""
    cards = list(dict.fromkeys(kingdom))
    added = [c for c in needed_cards(bots) if c not in cards]
    return (*cards, *added), tuple(added)
