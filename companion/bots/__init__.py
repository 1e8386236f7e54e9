"""Bots: players that answer the engine's decisions (random, Big Money and friends).

    from companion.bots import make_bot
    bot = make_bot("smithy-bm", seed=1)         # or "bigmoney", "bmu", "random", "bm-witch"
    while game.pending:
        game.answer(bots[game.pending.player].answer(game, game.pending))

See docs/simulator.md for the bots' rules.
"""

from companion.bots.protocol import Bot
from companion.bots.random_bot import RandomBot
from companion.bots.registry import (
    BotSpec,
    Builder,
    UnknownBotError,
    bot_names,
    build,
    make_bot,
    pair_name,
    pair_spec,
    parse,
    plus_name,
    suggest,
)
from companion.bots.rule_bot import RuleBot
from companion.bots.strategy import Strategy

__all__ = [
    "Bot",
    "BotSpec",
    "Builder",
    "RandomBot",
    "RuleBot",
    "Strategy",
    "UnknownBotError",
    "bot_names",
    "build",
    "make_bot",
    "pair_name",
    "pair_spec",
    "parse",
    "plus_name",
    "suggest",
]
