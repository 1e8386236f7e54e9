"""A wrong guess's fork never names a card the replay's own move did not show its decider: over
every replay step, the wrong guesses' drawn, revealed and looked-at cards are counts."""

from __future__ import annotations

from collections import Counter

import pytest

from companion.catalogue import load
from companion.engine.events import Ev, Event, reveals
from companion.i18n import translator
from companion.table.predict import WRONG, candidates, judge, position, predict_steps, question
from companion.table.predict_private import private_verdict, unseen_events
from companion.table.predict_words import verdict_lines
from companion.table.replay import Replay, load_replay, replays


@pytest.fixture(scope="module")
def every(db) -> dict[str, Replay]:
    return {i.id: load_replay(i.id, db) for i in replays()}


def test_no_fork_event_names_a_card_the_book_did_not_show(every, db):
    hidden_somewhere = 0
    for replay_id, r in every.items():
        for n in predict_steps(r):
            q = question(r, n)
            assert q is not None
            wrong = (a for a in candidates(q.decision, 12) if a != q.book)
            v = next((v for a in wrong if (v := judge(r, db, n, a)).verdict == WRONG), None)
            if v is None:
                continue
            book = r.events(n + 1)
            seen = {(e.kind, e.player, e.cards, e.where) for e in book}
            private, counted = private_verdict(v, book, position(r.game_at(n)), q.seat)
            for e in private.events:
                if e.cards and reveals(e):
                    assert (e.kind, e.player, e.cards, e.where) in seen, (replay_id, n, e)
            hidden_somewhere += any(not e.cards and e.value for e in private.events)
            assert counted <= set(v.differ)
    assert hidden_somewhere > 0  # some wrong guess does draw what the replay never drew


def test_a_hidden_draw_is_a_count_and_its_zone_is_told_by_size(every, db):
    r = every["example-first-turns"]
    v = judge(r, db, 3, ("copper",))  # another shuffle than the one the rulebook's hands need
    assert v.verdict == WRONG
    private, counted = private_verdict(v, r.events(4), position(r.game_at(3)), 0)
    (draw,) = [e for e in private.events if e.kind is Ev.DRAW]
    assert draw.cards == () and draw.value == 5
    assert "p1.hand" in counted
    _ = translator("en")
    text = "\n".join(verdict_lines(_, load(), private, ["You"], 0, counted))
    assert "You: drew 5 cards" in text and "You · hand — your move: 5 cards;" in text
    drawn = [c for c, k in v.fork["p1.hand"] for _i in range(k)]
    assert "You: drew " + ", ".join(drawn) not in text


def test_an_event_the_book_shows_alike_keeps_its_cards():
    draw = Event(Ev.DRAW, 0, ("gold", "copper"), private_to=0)
    other = Event(Ev.DRAW, 0, ("silver",), private_to=0)
    events, hidden = unseen_events([draw, other], [draw], 0)
    assert events == (draw, other._replace(cards=(), value=1))
    assert hidden == Counter({"silver": 1})
