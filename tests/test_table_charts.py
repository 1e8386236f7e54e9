"""The table's charts: the data they draw (your deck, coins, next-hand chances)."""

from __future__ import annotations

from fractions import Fraction

from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.setup import PlayerPosition, Position, Setup
from companion.engine.standard import new_game
from companion.i18n import translator
from companion.table.progress import TurnPoint, progress
from companion.table.sandbox import Sandbox
from companion.ui.table.charts import deck_chart, odds_chart
from tests.test_table_sandbox import KINGDOM

DB = CardDB(load())


def test_progress_counts_your_cards_and_coins_each_turn():
    sb = Sandbox.new(KINGDOM, [], 0, 8)
    g = sb.game(DB)
    sb.play(DB, g.pending.options)  # all Treasures
    coins = sb.game(DB).coins
    sb.play(DB, ("silver",) if coins >= 3 else ())
    points = progress(sb.game(DB), 0)
    assert points[0].turn == 1 and points[0].coins == coins
    assert points[0].cards == {"action": 0, "treasure": 7, "victory": 3, "curse": 0}


def test_progress_counts_each_card_under_its_first_type_island_as_an_action():
    kingdom = ("island", "chapel", "moat", "village", "smithy", "militia", "market", "mine")
    me = PlayerPosition(
        hand=("island", "copper", "copper", "estate", "curse"),
        deck=("copper",) * 5,
        discard=("island", "silver"),
    )
    g = new_game(DB, Setup(("you",), (*kingdom, "witch", "workshop"), 1, Position((me,))))
    g.answer(())  # no Action
    g.answer(("copper", "copper"))
    assert progress(g, 0) == [
        TurnPoint(1, {"action": 2, "treasure": 8, "victory": 1, "curse": 1}, 2)
    ]


def test_the_odds_chart_marks_5_6_and_8_and_its_bars_sum_to_one():
    spec = odds_chart({2: Fraction(1, 4), 5: Fraction(3, 4)}, translator("hu"))
    data = spec["datasets"]
    bars, marks = (data[layer["data"]["name"]] for layer in spec["layer"][:2])
    assert [m["label"] for m in marks] == ["$5", "$6", "$8"]
    assert [m["coins"] for m in marks] == [4.5, 5.5, 7.5]
    assert sum(b["chance"] for b in bars) == 1
    assert spec["config"]["locale"]["number"]["decimal"] == ","


def test_the_deck_chart_is_in_the_ui_language():
    sb = Sandbox.new(KINGDOM, [], 0, 8)
    sb.play(DB, sb.game(DB).pending.options)
    spec = deck_chart(progress(sb.game(DB), 0), translator("hu"))
    rows = spec["datasets"][spec["data"]["name"]]
    assert {r["type"] for r in rows} == {"Kincs", "Győzelmi pont"}


def replayed_progress(game, player: int) -> list[TurnPoint]:
    """The points found by replaying the game and looking after every answer (the oracle)."""
    from collections import Counter

    from companion.engine.decisions import Kind
    from companion.table.progress import TYPES, _type

    g = new_game(game.db, game.setup)
    points: dict[int, TurnPoint] = {}
    for i in range(len(game.answers) + 1):
        d = g.pending
        if d is not None and d.player == player and d.kind is Kind.BUY and g.active == player:
            n = g.players[player].turns
            kinds = Counter(_type(g, c) for c in g.players[player].all_cards())
            points.setdefault(n, TurnPoint(n, {t: kinds[t] for t in TYPES}, g.coins))
        if i < len(game.answers):
            g.answer(game.answers[i])
    return list(points.values())


def test_progress_read_from_the_log_is_the_replays_look_at_every_answer():
    """Random and Big Money players, Outpost's extra turns, games stopped mid-turn (at a buy
    question too): the points are those a replay finds looking after every answer."""
    import random

    from companion.bots.registry import make_bot

    kingdom = ("outpost", "militia", "moat", "smithy", "market", "witch", "village", "cellar",
               "chapel", "treasure_map")  # fmt: skip

    class OutpostBot:
        """Big Money that buys Outpost at 5 coins and always plays it."""

        def __init__(self, seed: int) -> None:
            self.bm = make_bot("bigmoney", seed=seed)

        def answer(self, game, d):
            if "outpost" in d.options and (d.kind == "action" or game.coins == 5):
                return ("outpost",)
            return self.bm.answer(game, d)

    seen_extra = stopped_at_buy = 0
    for seed in range(8):
        names = ("random", "outpost", "random")[: 2 + seed % 2]
        g = new_game(DB, Setup(names, kingdom, seed))
        bots = [OutpostBot(seed) if n == "outpost" else make_bot(n, seed=seed) for n in names]
        stop = random.Random(seed).randrange(50, 400)
        while g.pending is not None and (
            len(g.answers) < stop or (seed % 2 and g.pending.kind != "buy")
        ):
            g.answer(bots[g.pending.player].answer(g, g.pending))
        seen_extra += any(p.extra_turns for p in g.players)
        stopped_at_buy += g.pending is not None and g.pending.kind == "buy"
        for player in range(len(names)):
            points = progress(g, player)
            assert points == replayed_progress(g, player), (seed, player)
            assert [p.turn for p in points] == sorted({p.turn for p in points})
    assert seen_extra and stopped_at_buy
