"""Hints: a bot's explained answer is its move (1,000 decisions of simulated games), each
rule names itself on a hand-built position, and the reasons read right in both languages."""

from __future__ import annotations

import random

import pytest

from companion.bots import Builder, RuleBot, make_bot, parse
from companion.bots.reasons import Hint, Reason
from companion.engine.decisions import Kind
from companion.engine.game import Game, PlayerPosition, Position, Setup
from companion.engine.standard import new_game
from companion.i18n import translator
from companion.table.hint import NoRules, bot_moves, hint, move_reasons, suggest
from companion.table.hint_text import hint_words, why_words
from companion.table.sandbox import Sandbox

POSITIONS = 1000


def _random_games(cat, db, seed: int):
    """Games of mixed rule bots on random kingdoms, played by the engine's fast path (the
    simulator's way: `buy_now`, `play_now` and treasures logged without asking)."""
    rng = random.Random(seed)
    kingdom_ids = [c.id for c in cat.kingdom_cards()]
    build = Builder(cat)
    while True:
        kingdom = tuple(rng.sample(kingdom_ids, 10))
        names = rng.sample(["bigmoney", "bmu", *(f"{c}-bm" for c in kingdom)], rng.choice((2, 3)))
        setup = Setup(tuple(names), kingdom, rng.randrange(10**6))
        specs = [parse(n, cat) for n in names]
        bots = [build(s, 7) for s in specs]
        game = new_game(db, setup, bots=bots, events=False)
        game.play()
        yield setup, specs, list(game.answers)


def test_the_hint_is_the_bots_move_over_1000_positions(cat, db):
    """Replayed in the checked engine, every decision's explained answer (a fresh bot of the
    same name and seed) is the answer the seated bot gave in the fast path."""
    build = Builder(cat)
    compared, kinds, rules = 0, set(), set()
    for setup, specs, answers in _random_games(cat, db, 21):
        game = new_game(db, setup)
        for i, answer in enumerate(answers):
            d = game.pending
            assert d is not None
            if i % 3 == 0 or d.kind not in (Kind.TREASURES, Kind.BUY):  # spread over games
                bot = build(specs[d.player], 7)
                assert isinstance(bot, RuleBot)
                told = bot.explain(game, d)
                assert tuple(told.answer) == tuple(answer), (setup, i, d, told)
                compared += 1
                kinds.add(d.kind)
                rules.add(told.reason.rule)
                if compared == POSITIONS:
                    break
            game.answer(answer)
        if compared == POSITIONS:
            break
    assert compared == POSITIONS
    assert {Kind.BUY, Kind.ACTION, Kind.TREASURES} <= kinds and len(kinds) >= 5, kinds
    assert {"money", "nothing", "ending", "copies"} <= rules, rules


def _buy(db, kingdom, coins, **kw) -> Game:
    players = kw.pop("players", (PlayerPosition(), PlayerPosition()))
    place = Position(players, phase="buy", coins=coins, **kw)
    setup = Setup(("P1", "P2"), tuple(kingdom), 1, place)
    game = new_game(db, setup)
    if game.pending is not None and game.pending.kind is Kind.TREASURES:
        game.answer(())
    assert game.pending is not None and game.pending.kind is Kind.BUY
    return game


def _explain(cat, name, game) -> Hint:
    bot = make_bot(name, 1, cat)
    assert isinstance(bot, RuleBot)
    assert game.pending is not None
    return bot.explain(game, game.pending)


@pytest.mark.parametrize(
    ("coins", "card", "band"),
    [(6, "gold", (6, 7)), (7, "gold", (6, 7)), (8, "province", (8, 0)), (4, "silver", (3, 5))],
)
def test_big_money_names_its_money_rule(cat, db, coins, card, band):
    told = _explain(cat, "bigmoney", _buy(db, (), coins))
    assert told.answer == (card,)
    assert told.reason.rule == "money" and told.reason.card == card
    assert (told.reason.num("from"), told.reason.num("to")) == band
    assert told.reason.num("coins") == coins


def test_buying_nothing_and_a_veto_name_themselves(cat, db):
    told = _explain(cat, "bigmoney", _buy(db, (), 2))
    assert told == Hint((), Reason("nothing", None, (("coins", 2),)))
    behind = (PlayerPosition(deck=("estate",) * 3), PlayerPosition(deck=("province",) * 4))
    game = _buy(db, (), 8, players=behind, supply=(("province", 1),))
    told = _explain(cat, "bmu", game)
    assert told.answer == ("duchy",)
    assert told.reason.rule == "ending" and told.reason.num("cards") == 4
    assert (told.reason.arg("vetoed"), told.reason.arg("veto")) == ("province", "ends_behind")


def test_the_weak_card_rules_wait_for_the_opening_but_a_trasher(cat, db):
    opening = _explain(cat, "cellar-bm", _buy(db, ("cellar",), 3))
    assert opening.answer == ("silver",) and opening.reason.rule == "money"
    later = (PlayerPosition(deck=("copper",) * 8 + ("estate",) * 5), PlayerPosition())
    after = _explain(cat, "cellar-bm", _buy(db, ("cellar",), 3, players=later))
    assert after.answer == ("cellar",)
    assert after.reason.rule == "weak_after_opening" and after.reason.num("cards") == 12
    chapel = _explain(cat, "chapel-bm", _buy(db, ("chapel",), 3))
    assert chapel.answer == ("chapel",) and chapel.reason.rule == "weak_in_opening"
    assert chapel.reason.num("cards") == 0


def test_kingdom_card_rules_name_themselves(cat, db):
    smithy = _explain(cat, "smithy-bm", _buy(db, ("smithy",), 4))
    assert smithy.reason.rule == "copies" and smithy.reason.card == "smithy"
    assert [smithy.reason.num(k) for k in ("first", "per_cards", "most")] == [1, 16, 2]
    witch = _explain(cat, "witch-bm", _buy(db, ("witch",), 6))
    assert witch.answer == ("witch",) and witch.reason.rule == "first_over_gold"
    gardens = _explain(cat, "gardens-bm", _buy(db, ("gardens", "workshop"), 4))
    assert gardens.reason.rule == "rush" and gardens.reason.cards("gainers") == ("workshop",)


def _action(db, kingdom, hand) -> Game:
    me = PlayerPosition(hand=tuple(hand), deck=("copper",) * 5)
    setup = Setup(("P1", "P2"), tuple(kingdom), 1, Position((me, PlayerPosition())))
    game = new_game(db, setup)
    assert game.pending is not None and game.pending.kind is Kind.ACTION
    return game


def test_play_rules_name_the_priority_and_the_guards(cat, db):
    village = _explain(cat, "smithy-bm", _action(db, ("village", "smithy"), ["smithy", "village"]))
    assert village.answer == ("village",) and village.reason.rule == "village"
    smithy = _explain(cat, "smithy-bm", _action(db, ("smithy",), ["smithy", "copper"]))
    assert smithy.answer == ("smithy",) and smithy.reason.rule == "terminal"
    lab = _explain(cat, "laboratory-bm", _action(db, ("laboratory",), ["laboratory", "estate"]))
    assert lab.reason.rule == "cantrip"
    lone = _explain(cat, "treasure-map-bm", _action(db, ("treasure_map",), ["treasure_map"]))
    assert lone.answer == () and lone.reason.rule == "no_action"
    assert lone.reason.cards("held") == ("treasure_map",)


def test_reasons_in_both_languages(cat, db):
    gold = _explain(cat, "bigmoney", _buy(db, (), 6))
    hu, en = translator("hu"), translator("en")
    assert hint_words(hu, cat, "Big Money", Kind.BUY, gold).text(hu) == (
        "A Big Money megvenné az Aranypénzt: 6–7 érménél mindig Aranypénzt vesz."
    )
    assert hint_words(en, cat, "bigmoney", Kind.BUY, gold).text(en) == (
        "bigmoney would buy Gold: with 6–7 coins it always buys Gold."
    )
    lone = _explain(cat, "treasure-map-bm", _action(db, ("treasure_map",), ["treasure_map"]))
    assert hint_words(hu, cat, "Kincses Térkép-BM", Kind.ACTION, lone).text(hu) == (
        "A Kincses Térkép-BM nem játszana ki akciókártyát: a kezében most egyik akciókártyát "
        "sem érdemes kijátszani; a Kincses Térkép egy második példányra vár a kézben."
    )
    discard = Hint(("estate", "copper"), Reason("discard"))
    assert hint_words(hu, cat, "Raktár-BM", Kind.DISCARD, discard).text(hu) == (
        "A Raktár-BM ezt választaná: Birtok, Rézpénz. Azokat dobja el, amelyek ebben a körben "
        "a legkevésbé hasznosak."
    )
    discard = Hint(("estate", "copper"), Reason("discard"))
    assert hint_words(hu, cat, "Raktár-BM", Kind.DISCARD, discard).text(hu) == (
        "A Raktár-BM ezt választaná: Birtok, Rézpénz. Azokat dobja el, amelyek ebben a körben "
        "a legkevésbé hasznosak."
    )
    chapel = _explain(cat, "chapel-bm", _buy(db, ("chapel",), 3))
    assert why_words(en, cat, chapel.reason) == (
        "Chapel trashes cards, best early: one copy a game comes before Silver, even in the opening"
    )


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_every_rule_has_its_own_words(cat, lang):
    """No rule id falls back to the generic sentence (a new rule needs its text)."""
    _ = translator(lang)
    generic = _("its rule for this question")
    ids = {"money", "ending", "copies", "first_over_gold", "weak_after_opening"}
    ids |= {"weak_in_opening", "weak_more", "against_attacks", "rush", "rush_gainer"}
    ids |= {"rush_duchy", "rush_estate", "rush_copper", "nothing", "village", "throne"}
    ids |= {"cantrip", "terminal", "other", "no_action", "treasures", "discard", "trash"}
    ids |= {"gain", "topdeck", "set_aside", "reveal", "return", "choose", "order", "play"}
    ids |= {"trash:chapel", "choose:spy", "choose:embargo"}
    for rule in ids:
        text = why_words(_, cat, Reason(rule, "smithy", (("from", 3), ("cards", 4))))
        assert text and text != generic, rule
    assert why_words(_, cat, Reason("no_such_rule")) == generic


def test_a_table_hint_and_the_reasons_of_the_bots_moves(cat, db):
    box = Sandbox.new(("smithy", "village"), ["smithy-bm"], 0, seed=5)
    while True:
        box.run_bots(db, cat)
        game = box.game(db)
        if game.pending is None or len(box.answers) > 60:
            break
        told = hint(box, db, cat, "bigmoney")
        assert told is not None
        said = suggest(translator("hu"), box, db, cat, "bigmoney")
        assert said is not None and said.answer == tuple(told.answer)
        assert said.words.move.startswith("A Big Money")
        box.play(db, told.answer)  # the human follows Big Money's hint
    moves = bot_moves(box, db, cat)
    seats = [i for i in range(len(box.answers)) if i not in moves]
    assert moves and len(moves) + len(seats) == len(box.answers)
    replay = new_game(db, box.setup)
    for i, answer in enumerate(box.answers):
        assert replay.pending is not None
        assert (i in moves) == (replay.pending.player == 1)  # every bot move, no human one
        replay.answer(answer)
    words = move_reasons(translator("en"), box, db, cat)
    assert set(words) == set(moves) and all(words.values())
    fresh = Sandbox.new(("smithy", "village"), ["smithy-bm"], 0, seed=5)
    fresh.run_bots(db, cat)
    with pytest.raises(NoRules):
        hint(fresh, db, cat, "random")


@pytest.mark.parametrize(
    ("lang", "bot", "starts"),
    [
        ("en", "bmu", "Big Money Ultimate would"),
        ("en", "smithy-bm", "Smithy-BM would"),
        ("hu", "smithy-bm", "A Kovácsműhely-BM"),
    ],
)
def test_a_hint_names_its_bot_in_words_in_either_language(cat, db, lang, bot, starts):
    """The app's hint says "Big Money Ultimate", never the typed id "bmu" (the CLI's English)."""
    box = Sandbox.new(("smithy", "village"), [], 0, seed=5)
    said = suggest(translator(lang), box, db, cat, bot)
    assert said is not None and said.words.move.startswith(starts), said.words.move
