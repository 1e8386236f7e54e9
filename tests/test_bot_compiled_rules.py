"""The bots' compiled buy rules (`Strategy.pick`) choose what the rule list read rule by rule
chooses, at every buy of real games, and their quick conditions agree with the Sight ones."""

from __future__ import annotations

import random

import pytest

from companion.bots import Builder, bot_names, parse
from companion.bots.buying import CopiesForDeck, EndingWithin
from companion.bots.rule_bot import RuleBot
from companion.bots.sight import Sight
from companion.bots.strategy import Strategy
from companion.engine.decisions import Kind
from companion.engine.game import Setup
from companion.engine.standard import new_game

RULE_BOTS = [n for n in bot_names() if n != "random"]
GAMES = 3


def rule_by_rule(st: Strategy, s: Sight, options: tuple[str, ...]) -> str | None:
    """The buy rules as written: the first rule whose card is offered, whose condition holds
    and which `_allowed` lets through."""
    for rule in st.rules:
        if rule.card in options and rule.applies(s) and st._allowed(s, rule.card):
            return rule.card
    return None


def kingdom_for(db, name: str, rng: random.Random) -> tuple[str, ...]:
    """The bot's card (Workshop beside Gardens, Embargo to see tokens) and random others."""
    spec = parse(name)
    must = list(dict.fromkeys(c for c in (spec.card, "workshop", "embargo") if c))
    pool = sorted(c for c in db.kingdom_ids if c not in must)
    return tuple(must + rng.sample(pool, 10 - len(must)))


@pytest.mark.parametrize("name", RULE_BOTS)
def test_pick_matches_the_rules_read_one_by_one(db, cat, name):
    builder = Builder(cat)
    rng = random.Random(name)
    checked = 0
    for g in range(GAMES):
        kingdom = kingdom_for(db, name, rng)
        names = (name, "bmu", f"{kingdom[1].replace('_', '-')}-bm")
        bots = [builder(parse(n, cat), g * 3 + i) for i, n in enumerate(names)]
        game = new_game(db, Setup(("A", "B", "C"), kingdom, g))
        steps = 0
        while (d := game.pending) is not None and steps < 5_000:
            bot = bots[d.player]
            assert isinstance(bot, RuleBot)
            st = bot.strategy
            if d.kind is Kind.BUY:
                # without options: the buy phase's, read from the game (the fast path's ask)
                assert st.pick(game, d.player) == rule_by_rule(st, Sight(game, d.player), d.options)
                everything = tuple(c for c, n in game.supply.items() if n > 0)
                for options in (d.options, everything):
                    want = rule_by_rule(st, Sight(game, d.player), options)
                    assert st.pick(game, d.player, options) == want
                    assert st.buy(Sight(game, d.player), options) == want
                    checked += 1
            game.answer(bot.answer(game, d))
            steps += 1
    assert checked > 50 * GAMES


def test_quick_conditions_agree_with_their_sight_versions(db, cat):
    rng = random.Random(3)
    conditions = [EndingWithin(n) for n in range(0, 8)] + [
        CopiesForDeck(card, first, per, most)
        for card in ("smithy", "copper", "estate")
        for first, per, most in ((1, 16, 2), (1, 8, 3), (4, 100, 4))
    ]
    bot = Builder(cat)(parse("bmu", cat), 0)
    assert isinstance(bot, RuleBot)
    st = bot.strategy
    seen = {True: 0, False: 0}
    for g in range(40):
        game = new_game(db, Setup(("A", "B"), ("smithy",), g))
        for pile in game.supply:  # random depletion, so "ending" comes up both ways
            game.supply[pile] = max(0, game.supply[pile] - rng.randint(0, 12))
        game.players[0].discard.extend(rng.choices(["smithy", "copper", "estate"], k=g))
        steps = 0
        while (d := game.pending) is not None and steps < 40:
            s = Sight(game, 0)
            for c in conditions:
                expected = c(s)
                seen[expected] += 1
                quick = c.quick(game, 0) if isinstance(c, CopiesForDeck) else None
                if quick is not None:
                    assert quick == expected
            assert st.pick(game, 0, tuple(game.supply)) == rule_by_rule(st, s, tuple(game.supply))
            game.answer(bot.answer(game, d) if d.player == 0 else d.options[: d.min])
            steps += 1
    assert seen[True] > 100 and seen[False] > 100
