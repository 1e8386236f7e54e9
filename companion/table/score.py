"""The score to beat: how many turns Big Money and Smithy-BM need, alone, on the same kingdom.

The figures come from the simulator's solitaire mode (`companion simulate --solitaire`, the
same code path): each bot plays alone until it gains its 4th Province or the game ends, and
the average of those turn counts is the par. Smithy-BM needs Smithy in the supply: as the
simulator does, it is added for the bots when the kingdom lacks it (Big Money buys no kingdom
card, so its figure is the kingdom's own). A player's own count is measured the same way
(`turns_to_target`, with the simulator's Province watch).
"""

from __future__ import annotations

from collections.abc import Iterable

from companion.bots.registry import parse
from companion.engine.game import Game
from companion.sim.play import ProvinceWatch
from companion.sim.runner import run
from companion.sim.spec import SimSpec, with_needed

PAR_BOTS = ("bigmoney", "smithy-bm")
DEFAULT_GAMES = 200
"""Games per bot: about 0.5 s on one core, and a mean within about ±0.3 turns."""
TARGET_PROVINCES = 4


def par_turns(
    kingdom_cards: Iterable[str], seed: int, games: int = DEFAULT_GAMES
) -> dict[str, float]:
    """Average turns to the 4th Province (or the game's end) of each par bot playing alone on
    this kingdom, by bot name ("bigmoney", "smithy-bm"); the same seed gives the same figures."""
    bots = tuple(parse(name) for name in PAR_BOTS)
    kingdom, _added = with_needed(kingdom_cards, bots)
    spec = SimSpec(bots, kingdom, games, seed, solitaire=True, provinces=TARGET_PROVINCES)
    result = run(spec, jobs=1)
    return {
        name: b.length.value if b.length is not None else float("nan")
        for name, b in zip(PAR_BOTS, result.bots, strict=True)
    }


def turns_to_target(game: Game, player: int, provinces: int = TARGET_PROVINCES) -> int | None:
    """The player's (0-based) turn in which they gained their 4th Province, counted as the
    simulator counts the bots'; if the game ended first, the turns they took; else None."""
    replay = Game(game.db, game.setup, rules=game.rules)
    watch = ProvinceWatch(replay, provinces)
    for answer in game.answers:
        before, first = replay.turn, len(replay.events)
        replay.answer(answer)
        watch.update(before, first)
    reached = watch.turn_of[player]
    if reached is not None:
        return reached
    return game.players[player].turns if game.pending is None else None
