"""Hints on the table: what a named rule bot would do at the open decision and why, and the
rule behind each bot move of a game against bots, from the bots' own rules (`RuleBot.explain`).

Pure and deterministic: the bot is seeded as `Sandbox.bot_step` seeds it (the game's seed,
the seat, the move number), and a game's reasons are recomputed by replaying its answers.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.bots import RuleBot, parse
from companion.bots.reasons import Hint
from companion.catalogue import Catalogue
from companion.engine.cards import CardDB
from companion.engine.decisions import Answer, Kind
from companion.engine.game import Game
from companion.engine.standard import new_game
from companion.i18n import Translator
from companion.sim.labels import bot_label
from companion.table.hint_text import Words, hint_words, why_words
from companion.table.sandbox import Sandbox, seat_bot


class NoRules(ValueError):
    """The named bot plays without rules (the random bot): it has no hint to give."""

    def __init__(self, name: str) -> None:
        super().__init__(f"the bot {name!r} follows no rules, so it gives no hints")
        self.name = name


def rule_bot(sandbox: Sandbox, game: Game, cat: Catalogue, name: str) -> RuleBot:
    """The bot `name` seeded for the game's open decision (UnknownBotError, NoRules)."""
    assert game.pending is not None
    seat = game.pending.player
    bot = seat_bot(sandbox.setup, seat, len(sandbox.answers), name, cat)
    if not isinstance(bot, RuleBot):
        raise NoRules(name)
    return bot


def hint(sandbox: Sandbox, db: CardDB, cat: Catalogue, name: str) -> Hint | None:
    """What the bot `name` would answer to the open decision, and its rule (None when the
    game is over). Raises UnknownBotError for an unknown name, NoRules for the random bot."""
    game = sandbox.game(db)
    if game.pending is None:
        return None
    return rule_bot(sandbox, game, cat, name).explain(game, game.pending)


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A hint for the table: the answer (to play as the human's tap would) and its words."""

    answer: Answer
    kind: Kind
    words: Words


def suggest(
    _: Translator, sandbox: Sandbox, db: CardDB, cat: Catalogue, name: str
) -> Suggestion | None:
    """`hint` with its sentence in `_`'s language („A Big Money megvenné az Aranypénzt: …”)."""
    found = hint(sandbox, db, cat, name)
    pending = sandbox.game(db).pending
    if found is None or pending is None:
        return None
    label = bot_label(_, cat, parse(name, cat), typed=False)
    words = hint_words(_, cat, label, pending.kind, found)
    return Suggestion(tuple(found.answer), pending.kind, words)


def bot_moves(sandbox: Sandbox, db: CardDB, cat: Catalogue) -> dict[int, Hint]:
    """The bots' moves of a game by answer index, each with the rule that chose it: the game
    replayed, each bot's answer asked again of the same bot (as `bot_step` seeded it). A move
    the bot would not make now (a loaded save's, a replay's) is left out."""
    game = new_game(db, sandbox.setup)
    moves: dict[int, Hint] = {}
    for i, answer in enumerate(sandbox.answers):
        decision = game.pending
        assert decision is not None
        seat = decision.player
        if sandbox.bot_seat(seat, cat):
            bot = seat_bot(sandbox.setup, seat, i, sandbox.setup.players[seat], cat)
            if isinstance(bot, RuleBot):
                found = bot.explain(game, decision)
                if tuple(found.answer) == tuple(answer):
                    moves[i] = found
        game.answer(answer)
    return moves


def move_reasons(_: Translator, sandbox: Sandbox, db: CardDB, cat: Catalogue) -> dict[int, str]:
    """`bot_moves` in words: the rule behind each bot move, by answer index (for the log;
    `Game.answer_events[i]` is where move i's events start)."""
    return {i: why_words(_, cat, h.reason) for i, h in bot_moves(sandbox, db, cat).items()}
