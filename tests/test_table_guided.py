"""The guided first game below the UI: its kingdom and bot, and when each kind of prompt is
due (the first buy, the first reshuffle, the first Action card, the first Attack)."""

from __future__ import annotations

from companion.catalogue import load
from companion.engine.cards import CardDB
from companion.engine.decisions import Kind
from companion.rulebook.loader import load_rulebook
from companion.table.guided import KINDS, SECTIONS, due, first_game_kingdom, guided_game, kinds_now

CAT = load()
DB = CardDB(CAT)


def test_the_guided_game_is_the_first_game_kingdom_against_big_money():
    sb = guided_game(CAT, 5)
    assert sb.setup.players == ("you", "bigmoney") and sb.human == 0
    assert set(sb.setup.kingdom) == set(first_game_kingdom(CAT))
    assert {"militia", "moat", "village", "smithy"} <= set(sb.setup.kingdom)


def test_every_kind_links_a_section_the_rulebook_has():
    book = load_rulebook()
    for kind in KINDS:
        chapter, section = SECTIONS[kind]
        assert section in {s.id for s in book.chapter(chapter).sections}, kind


def test_each_kind_is_due_once_when_it_first_fits():
    sb = guided_game(CAT, 11)
    seen: list[str] = []
    first_at: dict[str, int] = {}
    wanted = ["militia", "village"]
    for _ in range(400):
        sb.run_bots(DB, CAT)
        g = sb.game(DB)
        if g.pending is None:
            break
        turn = g.players[0].turns
        kind = due(CAT, g, 0, seen)
        if kind is not None:
            assert kind in kinds_now(CAT, g, 0)
            seen.append(kind)
            first_at.setdefault(kind, turn)
        d = g.pending
        if d.kind is Kind.TREASURES:
            sb.play(DB, d.options)
        elif d.kind is Kind.BUY:
            want = next((c for c in wanted if c in d.options), "silver")
            if want in wanted:
                wanted.remove(want)
            sb.play(DB, (want,) if want in d.options else ())
        elif d.kind is Kind.ACTION:
            sb.play(DB, (d.options[0],) if d.options else ())
        else:
            sb.play(DB, tuple(d.options[: d.min]))
        if turn > 12:
            break
    assert sorted(seen) == sorted(set(seen)) and set(seen) == set(KINDS), seen
    assert first_at["buy"] == 1 and first_at["reshuffle"] == 3
