"""The rulebook's callouts: the file's checks, where each one is shown, the review's common
mistakes and the printed rulebooks' defects covered, and their numbers from the engine."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.game import PlayerPosition, Position, Setup
from companion.engine.standard import new_game
from companion.i18n import translator
from companion.rulebook.callouts import (
    DEFECT_IDS,
    KINDS,
    MISTAKE_TOPICS,
    Callout,
    callouts_for,
    load_callouts,
    load_file,
)
from companion.rulebook.loader import RulebookError, load_rulebook
from companion.rulebook.model import fill
from companion.rulebook.numbers import PLAYER_COUNTS, numbers
from companion.ui.rules.callouts import body

# The ids of /work/shared/seeds/DEFECTS.md (not in the repository), copied by hand.
# fmt: off
DEFECTS_MD = frozenset((
    "D-B1", "D-B2", "D-B3", "D-B4", "D-B5", "D-B6", "D-B7", "D-B8", "D-B9", "D-B10", "D-B11",
    "D-B12", "D-B13", "D-B14",
    "D-S1", "D-S2", "D-S3", "D-S4", "D-S5", "D-S6", "D-S7", "D-S8", "D-S9", "D-S10", "D-S11",
    "D-S12", "D-S13", "D-S14", "D-S15", "D-S16", "D-S17", "D-S18", "D-S19", "D-S20",
))
# fmt: on
# The defects the task names: each needs a note where its rule is taught.
REQUIRED_DEFECTS = {
    "D-B3",
    "D-B5",
    "D-B8",
    "D-B9",
    "D-B10",
    "D-B11",
    "D-B14",
    "D-S1",
    "D-S2",
    "D-S3",
    "D-S6",
    "D-S14",
}  # fmt: skip
# The review's §6.2 "Common mistakes", in its order, and the chapter that teaches each rule.
COMMON_MISTAKES = {
    "draw-at-start": "cleanup",  # drawing the new hand at the start of the turn
    "bought-card-to-hand": "buy",  # a bought card into the hand, or played at once
    "action-after-treasure": "action",  # an Action after a Treasure
    "treasures-spent": "buy",  # Treasures spent and gone
    "shuffle-early": "cleanup",  # shuffling before the deck is empty
    "terminal-first": "action",  # a terminal Action first, stranding the rest
    "discard-moat": "attacks",  # discarding the revealed Moat
    "buy-is-coins": "buy",  # +Buy read as extra coins
    "gain-top-up": "buy",  # topping up a "gain up to X"
    "stop-at-last-province": "end",  # stopping at once when the last Province goes
    "three-piles-basic": "end",  # Curse and basic piles count for three piles
    "duration-discard-early": "seaside",  # discarding Durations too early
    "eldob-trash": "action",  # the booklet's "eldob" meaning trash (D-B3)
}

GOOD = """
[[callout]]
id = "a"
chapter = "cleanup"
section = "draw"
kind = "remember"
en = "Draw {hand_size}."
hu = "Húzz {hand_size} lapot."
"""
PRINTED = """
[[callout]]
id = "p"
chapter = "action"
section = "terminal"
kind = "printed"
defect = "D-B11"
en = "x"
hu = "y"
correction = { en = "right", hu = "jó" }
"""


def load_text(tmp_path: Path, text: str) -> tuple[Callout, ...]:
    path = tmp_path / "callouts.toml"
    path.write_text(text, encoding="utf-8")
    return load_file(path, load_rulebook())


def test_a_good_file_loads(tmp_path: Path):
    (one,) = load_text(tmp_path, GOOD)
    assert (one.chapter, one.section, one.kind, one.text.en) == (
        "cleanup",
        "draw",
        "remember",
        "Draw {hand_size}.",
    )
    (printed,) = load_text(tmp_path, PRINTED)
    assert printed.defect == "D-B11" and printed.correction is not None
    assert printed.correction.hu == "jó"


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        (
            'chapter = "cleanup"',
            'chapter = "kitchen"',
            "callout[a].chapter: unknown chapter 'kitchen'",
        ),
        (
            'section = "draw"',
            'section = "nap"',
            "callout[a].section: unknown section 'nap' of chapter 'cleanup'",
        ),
        (
            'kind = "remember"',
            'kind = "tip"',
            "callout[a].kind: unknown kind 'tip' (known: remember, mistake, printed)",
        ),
        (
            'kind = "remember"',
            'kind = "remember"\ntopic = "x"',
            "callout[a].topic: unknown topic id 'x'",
        ),
        ('hu = "Húzz {hand_size} lapot."\n', "", "callout[a].hu: missing (a non-empty string)"),
        (
            'en = "Draw {hand_size}."',
            'en = "Draw {hand}."',
            "callout[a].en: unknown placeholder {hand}",
        ),
        ('id = "a"', 'id = "a"\ncolour = "red"', "callout[a].colour: unknown field"),
        (
            'kind = "remember"',
            'kind = "remember"\ndefect = "D-B3"',
            "callout[a]: only a printed callout has a defect and a correction",
        ),
        ("[[callout]]", "[[callout]]\n[[callout]]", "callout[1].id: missing (a non-empty string)"),
        ("[[callout]]", "callouts = 1\n[[callout]]", "callouts: unknown field"),
        ('id = "a"', 'id = "a', "callouts.toml: not valid TOML"),
    ],
)
def test_a_bad_file_names_the_callout_and_field(tmp_path: Path, old: str, new: str, problem: str):
    assert old in GOOD
    with pytest.raises(RulebookError) as err:
        load_text(tmp_path, GOOD.replace(old, new, 1))
    assert any(problem in p for p in err.value.problems), err.value.problems


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ('defect = "D-B11"', 'defect = "D-B99"', "callout[p].defect: unknown defect id 'D-B99'"),
        (
            'defect = "D-B11"\n',
            "",
            "callout[p].defect: missing (a printed callout names its defect id)",
        ),
        (
            'correction = { en = "right", hu = "jó" }',
            "",
            "callout[p].correction: missing (a printed",
        ),
        ('hu = "jó"', 'de = "gut"', "callout[p].correction.hu: missing (a non-empty string)"),
    ],
)
def test_a_bad_printed_callout_is_refused(tmp_path: Path, old: str, new: str, problem: str):
    assert old in PRINTED
    with pytest.raises(RulebookError) as err:
        load_text(tmp_path, PRINTED.replace(old, new, 1))
    assert any(problem in p for p in err.value.problems), err.value.problems


def test_the_project_file_loads_and_each_callout_sits_under_a_real_section():
    book = load_rulebook()
    callouts = load_callouts()
    assert len({c.id for c in callouts}) == len(callouts)
    for c in callouts:
        chapter = book.chapter(c.chapter)
        assert chapter is not None and c.section in {s.id for s in chapter.sections}, c.id
        assert c in callouts_for(c.chapter, c.section)


def test_every_kind_is_used_and_every_text_has_both_languages():
    callouts = load_callouts()
    assert {c.kind for c in callouts} == set(KINDS)
    for c in callouts:
        assert c.text.en.strip() and c.text.hu.strip(), c.id
        if c.kind == "printed":
            assert c.correction is not None and c.correction.en and c.correction.hu, c.id
        else:
            assert c.correction is None and c.defect is None, c.id


def test_the_defect_ids_are_those_of_the_defect_list():
    assert DEFECT_IDS == DEFECTS_MD
    used = {c.defect for c in load_callouts() if c.kind == "printed"}
    assert used <= DEFECTS_MD
    assert used >= REQUIRED_DEFECTS, REQUIRED_DEFECTS - used


def test_every_common_mistake_is_covered_where_its_rule_is_taught():
    assert set(COMMON_MISTAKES) == MISTAKE_TOPICS
    where = {c.topic: c.chapter for c in load_callouts() if c.topic is not None}
    assert where == COMMON_MISTAKES


def test_each_kind_has_several_callouts():
    kinds = [c.kind for c in load_callouts()]
    assert kinds.count("remember") >= 4 and kinds.count("mistake") >= 12
    assert kinds.count("printed") >= 12


def test_callouts_for_gives_a_sections_callouts_the_rule_first():
    assert callouts_for("cleanup", "nope") == ()
    assert [c.id for c in callouts_for("cleanup", "draw")] == ["draw-in-cleanup"]
    play = callouts_for("action", "play-actions")
    assert [c.kind for c in play] == ["remember", "printed"]  # the rule before the book's slip
    for c in load_callouts():
        shown = callouts_for(c.chapter, c.section)
        assert [KINDS.index(x.kind) for x in shown] == sorted(KINDS.index(x.kind) for x in shown)


def callout(ident: str) -> Callout:
    return next(c for c in load_callouts() if c.id == ident)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_player_count_numbers_are_a_real_games(db: CardDB, players: int):
    names = tuple(f"p{i}" for i in range(players))
    game = new_game(db, Setup(names, ("island",), seed=1))
    values = numbers(players)
    island = callout("printed-island-numbers")
    assert island.correction is not None
    for lang in ("en", "hu"):
        assert f"**{game.supply['island']}**" in fill(island.correction(lang), values)
        coppers = fill(callout("deal-before-counting").text(lang), values)
        assert f"**{game.supply['copper']}**" in coppers


def test_the_island_and_card_numbers_are_the_catalogues():
    cards = load().cards
    island = callout("printed-island-numbers").correction
    assert island is not None and f"**{cards['island'].vp}**" in island.en
    bazaar, wharf, ship = (
        cards["bazaar"].plus,
        cards["wharf"].next_turn,
        cards["merchant_ship"].plus,
    )
    bazaar_text = callout("printed-bazaar").correction
    assert bazaar_text is not None
    assert (
        f"+{bazaar.cards} Card, +{bazaar.actions} Actions and +{bazaar.coins} Coin"
        in bazaar_text.en
    )
    wharf_en = callout("printed-wharf-numbers").correction
    assert wharf_en is not None
    assert f"+{wharf.cards} Cards and +{wharf.buys} Buy" in wharf_en.en
    assert f"+{ship.coins} Coins" in wharf_en.en


def test_outposts_three_cards_are_the_engines(db: CardDB):
    deck = ("silver", "gold", "estate", "duchy", "copper") * 4
    pos = Position(
        players=(
            PlayerPosition(hand=("outpost", "copper"), deck=deck, turns=3),
            PlayerPosition(hand=("copper",) * 5, deck=deck, turns=3),
        )
    )
    game = new_game(db, Setup(("a", "b"), ("outpost",), 1, pos))
    for answer in (("outpost",), (), ()):
        game.answer(answer)
    assert game.extra_turn and game.active == 0
    drawn = len(game.players[0].hand)
    text = callout("printed-outpost-numbers").correction
    assert text is not None
    for lang in ("en", "hu"):
        filled = fill(text(lang), numbers(2))
        assert f"**{drawn}**" in filled and f"**{numbers(2)['hand_size']}**" in filled


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_shown_text_starts_with_its_kinds_label(lang: str):
    _ = translator(lang)
    values = numbers(3)
    labels = {
        "remember": {"en": "**Remember:**", "hu": "**Ne feledd:**"},
        "mistake": {"en": "**Common mistake:**", "hu": "**Gyakori hiba:**"},
        "printed": {
            "en": "**In the printed Hungarian rulebook**",
            "hu": "**A nyomtatott szabályfüzetben**",
        },
    }
    for c in load_callouts():
        shown = body(_, c, values)
        assert shown.startswith(labels[c.kind][lang] + " "), c.id
        assert "{" not in shown, c.id  # every placeholder filled
        if c.kind == "printed":
            assert ("**In fact:**" if lang == "en" else "**Helyesen:**") in shown
