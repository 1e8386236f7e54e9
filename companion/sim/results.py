"""Summaries of game records: win/tie/loss rates with Wilson intervals, game length, and the
turn of the target Province, per bot."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from companion.sim.play import GameRecord
from companion.sim.spec import SimSpec
from companion.sim.stats import Mean, Rate, mean, wilson


@dataclass(frozen=True, slots=True)
class BotResult:
    """One bot's figures. Win/tie/loss are None in solitaire, where only turns count."""

    label: str
    games: int
    wins: Rate | None
    ties: Rate | None
    losses: Rate | None
    decided: Rate | None  # wins among the games this bot did not tie
    province: Mean | None  # turn it gained its target Province, over the games it did
    reached: int
    length: Mean | None  # game length in turns (solitaire: turns until it stopped)
    average_score: float
    capped: int
    stuck: int = 0


class Versus:
    """A report row whose `versus` is its bot's result against BMU (a card's, a pair's, an
    opening's): the bot's name, its wins and ties. Mixed into frozen slotted dataclasses."""

    __slots__ = ()
    versus: BotResult

    @property
    def bot(self) -> str:
        """The bot's name, e.g. `witch-bm`, `smithy+village-bm`, `open:smithy+silver`."""
        return self.versus.label

    @property
    def wins(self) -> Rate:
        """Wins against BMU with the 95% Wilson interval."""
        assert self.versus.wins is not None  # a game against others always has them
        return self.versus.wins

    @property
    def ties(self) -> Rate:
        """Ties (first place shared with a BMU)."""
        assert self.versus.ties is not None
        return self.versus.ties


@dataclass(frozen=True, slots=True)
class Unfinished:
    """A game that did not end by the rules: stopped at the turn cap, or stuck (it could never
    end). `index` and the simulation's seed replay it; `seed` is the game's own seed."""

    index: int
    seed: int
    bot: int  # solitaire: the bot that played; otherwise -1
    stuck: bool
    turns: int


@dataclass(frozen=True, slots=True)
class SimResult:
    """The whole simulation: per-bot results, overall game length, and the games that did not
    end by the rules (capped or stuck), in index order."""

    spec: SimSpec
    bots: tuple[BotResult, ...]
    games: int
    length: Mean | None
    capped: int
    stuck: int = 0
    unfinished: tuple[Unfinished, ...] = ()
    first_player: Rate | None = None  # the first seat's wins among games not tied
    elapsed: float = field(default=0.0, compare=False)  # wall time; not part of the results


def _stops(records: Sequence[GameRecord]) -> tuple[int, int]:
    """How many of the games the turn cap stopped, and how many were stopped stuck."""
    return sum(1 for r in records if r.capped), sum(1 for r in records if r.stuck)


def _first_player(records: Sequence[GameRecord]) -> Rate:
    """Wins of whoever sat first (whichever bot it was), among the games not tied."""
    wins = sum(1 for r in records if r.winners == r.seats[:1])
    decided = sum(1 for r in records if len(r.winners) == 1)
    return wilson(wins, decided)


def _solitaire(label: str, records: Sequence[GameRecord]) -> BotResult:
    """A bot's solitaire games (each record holds that one player at slot 0)."""
    games = len(records)
    turns = [t for r in records if (t := r.province_turns[0]) is not None]
    capped, stuck = _stops(records)
    return BotResult(
        label=label,
        games=games,
        wins=None,
        ties=None,
        losses=None,
        decided=None,
        province=mean(turns),
        reached=len(turns),
        length=mean([r.turns for r in records]),
        average_score=sum(r.scores[0] for r in records) / games if games else 0.0,
        capped=capped,
        stuck=stuck,
    )


def _together(label: str, b: int, records: Sequence[GameRecord]) -> BotResult:
    """Bot b's results over games where all the bots sat together."""
    games = len(records)
    turns = [t for r in records if (t := r.province_turns[b]) is not None]
    capped, stuck = _stops(records)
    wins = sum(1 for r in records if r.winners == (b,))
    ties = sum(1 for r in records if b in r.winners and len(r.winners) > 1)
    losses = games - wins - ties
    return BotResult(
        label=label,
        games=games,
        wins=wilson(wins, games),
        ties=wilson(ties, games),
        losses=wilson(losses, games),
        decided=wilson(wins, wins + losses),
        province=mean(turns),
        reached=len(turns),
        length=None,
        average_score=sum(r.scores[b] for r in records) / games if games else 0.0,
        capped=capped,
        stuck=stuck,
    )


def summarise(spec: SimSpec, records: Sequence[GameRecord], elapsed: float = 0.0) -> SimResult:
    """Turn the records (in index order) into the figures the report shows."""
    labels = spec.labels
    if spec.solitaire:
        bots = tuple(
            _solitaire(label, [r for r in records if r.bot == b]) for b, label in enumerate(labels)
        )
    else:
        bots = tuple(_together(label, b, records) for b, label in enumerate(labels))
    capped, stuck = _stops(records)
    return SimResult(
        spec=spec,
        bots=bots,
        games=len(records),
        length=mean([r.turns for r in records]),
        capped=capped,
        stuck=stuck,
        first_player=None if spec.solitaire else _first_player(records),
        unfinished=tuple(
            Unfinished(r.index, r.seed, r.bot, r.stuck, r.turns)
            for r in records
            if r.capped or r.stuck
        ),
        elapsed=elapsed,
    )
