"""The bots against published figures (see docs/simulator.md for the sources and our values).

Tolerances: each check uses the 95% interval of our estimate, which is about +-0.1 turn for the
solitaire means below; the published figures themselves are given to about half a turn.
"""

from __future__ import annotations

from companion.bots import parse
from companion.sim import SimSpec, run, with_needed

SOLITAIRE_GAMES = 2000
HEAD_TO_HEAD_GAMES = 1000


def solitaire(name: str) -> tuple[float, float, float]:
    bots = (parse(name),)
    kingdom, _ = with_needed((), bots)
    result = run(SimSpec(bots=bots, kingdom=kingdom, games=SOLITAIRE_GAMES, solitaire=True), 2)
    bot = result.bots[0]
    assert bot.reached == SOLITAIRE_GAMES and bot.province is not None
    return bot.province.value, bot.province.low, bot.province.high


def test_big_money_gets_four_provinces_by_turn_17():
    """Published: Big Money alone buys its 4th Province on turn 16-17 on average."""
    value, low, high = solitaire("bigmoney")
    assert low >= 16.3 and high <= 17.3, value


def test_smithy_big_money_gets_four_provinces_by_turn_14_or_15():
    """Published: Smithy-Big-Money, about two turns faster, on turn 14-15."""
    value, low, high = solitaire("smithy-bm")
    assert low >= 14.0 and high <= 15.3, value


def test_smithy_big_money_beats_big_money_head_to_head():
    """Smithy-BM wins clearly more than 60% of the decided two-player games against Big Money."""
    bots = (parse("smithy-bm"), parse("bigmoney"))
    spec = SimSpec(bots=bots, kingdom=("smithy",), games=HEAD_TO_HEAD_GAMES, seed=11)
    result = run(spec, 2)
    smithy = result.bots[0]
    assert smithy.decided is not None and smithy.decided.low > 0.6, smithy.decided


def test_big_money_ultimate_beats_plain_big_money():
    """The endgame Duchy and Estate rules are worth it: BMU beats Big Money head to head."""
    bots = (parse("bmu"), parse("bigmoney"))
    result = run(SimSpec(bots=bots, games=HEAD_TO_HEAD_GAMES, seed=12), 2)
    assert result.bots[0].decided is not None and result.bots[0].decided.low > 0.5
