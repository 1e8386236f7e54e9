"""The simulator: many seeded games of bots on a kingdom, in parallel, with statistics.

    from companion.bots import parse
    from companion.sim import SimSpec, run
    spec = SimSpec(bots=(parse("smithy-bm"), parse("bigmoney")), kingdom=("smithy",), games=1000)
    result = run(spec, 2)               # the same result for any number of jobs (or Dask)
    result.bots[0].wins                 # Rate(hits, total, low, high): 95% Wilson interval

See docs/simulator.md.
"""

from companion.sim.play import GameRecord, play_game, play_solitaire
from companion.sim.results import BotResult, SimResult, Unfinished, summarise
from companion.sim.runner import run
from companion.sim.seeds import derive_seed
from companion.sim.spec import (
    DEFAULT_GAMES,
    DEFAULT_MAX_TURNS,
    DEFAULT_SEED,
    MAX_BOTS,
    PROVINCE_TARGETS,
    SimError,
    SimSpec,
    needed_cards,
    with_needed,
)
from companion.sim.stats import Mean, Rate, mean, wilson

__all__ = [
    "DEFAULT_GAMES",
    "DEFAULT_MAX_TURNS",
    "DEFAULT_SEED",
    "MAX_BOTS",
    "PROVINCE_TARGETS",
    "BotResult",
    "GameRecord",
    "Mean",
    "Rate",
    "SimError",
    "SimResult",
    "SimSpec",
    "Unfinished",
    "derive_seed",
    "mean",
    "needed_cards",
    "play_game",
    "play_solitaire",
    "run",
    "summarise",
    "wilson",
    "with_needed",
]
