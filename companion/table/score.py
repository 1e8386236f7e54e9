"""The score to beat: how many turns Big Money and Smithy-BM need, alone, on the same kingdom.

The figures come from the simulator's solitaire mode (`companion simulate --solitaire`, the
same code path): each bot plays alone until it gains its 4th Province or the game ends, and
the average of those turn counts is the par. Smithy-BM needs Smithy in the supply: as the
simulator does, it is added for the bots when the kingdom lacks it (Big Money buys no kingdom
card, so its figure is the kingdom's own). A player's own count is measured the same way
(`turns_to_target`, from the game's events, counted as the simulator's Province watch counts).
"""

from __future__ import annotations

from collections.abc import Iterable

from companion.bots.registry import parse
from companion.engine.events import Ev, Event
from companion.engine.game import Game
from companion.sim.runner import run
from companion.sim.spec import SimSpec, with_needed

PAR_BOTS = ("bigmoney", "smithy-bm")
DEFAULT_GAMES = 200
"""Games per bot: about 0.5 s on one core, and a mean within about ±0.3 turns."""
TARGET_PROVINCES = 4
TURN_START, GAIN = Ev.TURN_START, Ev.GAIN


def par_turns(
    kingdom_cards: Iterable[str], seed: int, games: int = DEFAULT_GAMES
) -> dict[str, float]:
    """Average turns to the 4th Province (or the game's end) of each par bot playing alone on
    this kingdom, by bot name ("bigmoney", "smithy-bm"); the same seed gives the same figures."""
    bots = tuple(parse(name) for name in PAR_BOTS)
    kingdom, _added = with_needed(kingdom_cards, bots)
    spec = SimSpec(bots, kingdom, games, seed, solitaire=True, provinces=TARGET_PROVINCES)
    result = run(spec, 1)
    return {
        name: b.length.value if b.length is not None else float("nan")
        for name, b in zip(PAR_BOTS, result.bots, strict=True)
    }


def turns_to_target(game: Game, player: int, provinces: int = TARGET_PROVINCES) -> int | None:
    """The player's (0-based) turn in which they gained their 4th Province, counted as the
    simulator counts the bots' (`ProvinceWatch`: gains from the supply, on the gainer's normal
    turn count of then), read from the game's events; if the game ended first, the turns they
    took; else None."""
    if not game.recording:  # a game without events: its replay records them
        game = game.replay(game.answers)
    events = game.events
    p = game.players[player]
    turns = p.turns - sum(1 for e in events if _normal_start(e, player))  # a position's own
    gained = 0
    for e in events:
        if e.player != player:
            continue
        if _normal_start(e, player):
            turns = e.value
        elif e.kind is GAIN and e.value == 0 and e.cards == ("province",):  # from the supply
            gained += 1
            if gained == provinces:
                return turns
    return p.turns if game.pending is None else None


def _normal_start(e: Event, player: int) -> bool:
    """A normal turn of the player starts (the event's value is their turn count then)."""
    return e.kind is TURN_START and e.player == player and e.where != "extra"
