"""Predict mode for a replay: the step's real options, a guess judged by the position it leads
to (played on a fork of the engine), and the learner's score (issue #21, part 1; the words
are in predict_words.py).

"Same position" (`position`) is every zone of every player, the supply, the trash, the
tokens, the counters, the turn's state and the pending decision, where the order of a zone
counts only if play can tell: the deck is kept in order (it is drawn from the top); the hand,
cards in play, the Duration row, mats and the trash are compared as multisets, and the
discard pile as its top card (face up) plus a multiset (its order is lost at the shuffle). In
the middle of a card's instructions the forks are compared once that card is done (see
`compare`). The fork starts from the replay's setup and seed, so it is deterministic; a guess
whose cards are the rulebook's in another order, where the decision says order does not
matter, is the same choice even when a later shuffle in that move would deal other cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import combinations, permutations
from typing import Any

from companion.engine.cards import CardDB
from companion.engine.decisions import Answer, Decision
from companion.engine.errors import Message
from companion.engine.events import Event
from companion.engine.game import Game, Setup
from companion.engine.setup import shuffler_for
from companion.engine.shuffle import SeededShuffler, ShuffleScriptError
from companion.engine.standard import new_game
from companion.engine.view import state_json
from companion.table.replay import Change, Replay, changes_between
from companion.table.taps import panel

EXACT = "exact"  # the rulebook's own answer
SAME_CHOICE = "same_choice"  # the same cards in another order, where order does not matter
SAME_POSITION = "same_position"  # another answer that leads to the same position
WRONG = "wrong"  # a legal answer that leads elsewhere
ILLEGAL = "illegal"  # not an answer the decision allows (nothing is played)
RIGHT = frozenset({EXACT, SAME_CHOICE, SAME_POSITION})

MAX_CANDIDATES = 200
"""The most legal answers `candidates` lists (a Cellar over a big hand has thousands)."""


@dataclass(frozen=True, slots=True)
class Question:
    """What the learner is asked at step n: the decision of the move that makes step n + 1,
    which panel fits it (taps.panel), and the rulebook's answer (kept for the judge)."""

    step: int
    decision: Decision
    panel: str
    book: Answer

    @property
    def seat(self) -> int:
        """Who decides: the seat the learner plays at this step."""
        return self.decision.player


def question(replay: Replay, n: int) -> Question | None:
    """The question before step n's move (n from 0), or None past the last move."""
    if not 0 <= n < replay.last:
        return None
    game = replay.game_at(n)
    decision = game.pending
    if decision is None:  # pragma: no cover - a replay's steps all answer a decision
        return None
    return Question(n, decision, panel(decision), replay.answers_at(n + 1)[n])


def predict_steps(replay: Replay, seat: int | None = None) -> tuple[int, ...]:
    """The steps whose move is `seat`'s decision (every step when None): the ones to guess."""
    steps = range(replay.last)
    if seat is None:
        return tuple(steps)
    return tuple(n for n in steps if replay.seat_at(n) == seat)


def choices(decision: Decision) -> list[Answer]:
    """The one-tap answers of a single-pick decision: each distinct option, then nothing when
    the decision allows it (a several-card decision is built card by card on the page)."""
    out: list[Answer] = [(o,) for o in dict.fromkeys(decision.options)] if decision.max else []
    if decision.min == 0:
        out.append(())
    return out


def candidates(decision: Decision, limit: int = MAX_CANDIDATES) -> list[Answer]:
    """Legal answers, up to `limit`: every multiset of options from `min` to `max` cards (in
    every order when the order matters), built lazily so a big hand stops at the limit."""
    out: list[Answer] = []
    seen: set[Answer] = set()
    options = sorted(decision.options)
    for size in range(decision.min, decision.max + 1):
        for combo in combinations(options, size):
            orders: Iterable[Answer] = permutations(combo) if decision.ordered else (combo,)
            for answer in orders:
                if answer in seen:
                    continue
                seen.add(answer)
                out.append(answer)
                if len(out) >= limit:
                    return out
    return out


# -- the position ----------------------------------------------------------------------------


def _multiset(cards: Sequence[str]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(Counter(cards).items()))


def position(game: Game) -> dict[str, Any]:
    """The game's position as comparable values by dotted key (`p1.hand`, `supply.gold`,
    `pending`, ...): see the module's docstring for which orders count."""
    out: dict[str, Any] = {}
    for i, p in enumerate(game.players, 1):
        out[f"p{i}.hand"] = _multiset(p.hand)
        out[f"p{i}.deck"] = tuple(reversed(p.deck))
        out[f"p{i}.discard"] = (p.discard[-1] if p.discard else None, _multiset(p.discard))
        for zone in ("in_play", "duration", "set_aside", "haven", "island", "native_village"):
            out[f"p{i}.{zone}"] = _multiset(getattr(p, zone))
        out[f"p{i}.pirate_tokens"] = p.pirate_tokens
        out[f"p{i}.turns"] = p.turns
        out[f"p{i}.extra_turns"] = p.extra_turns
        out[f"p{i}.next_turn"] = tuple(sorted(p.next_turn, key=repr))
        out[f"p{i}.gained_last_turn"] = _multiset(p.gained_last_turn)
    for card, count in game.supply.items():
        out[f"supply.{card}"] = count
    out["trash"] = _multiset(game.trash)
    out["embargo"] = tuple(sorted((k, v) for k, v in game.embargo.items() if v))
    for name in ("turn", "phase", "actions", "buys", "coins", "game_over", "cleanup_draw"):
        out[name] = getattr(game, name)
    out["active_player"] = game.active
    out["winners"] = tuple(game.winners)
    out["extra_turn"] = (game.extra_turn, game.extra_turn_pending)
    out["bought_victory"] = game.bought_victory
    out["gained_this_turn"] = _multiset(game.gained_this_turn)
    d = game.pending
    out["pending"] = None if d is None else (*d[:2], tuple(sorted(d.options)), *d[3:])
    return out


def differences(a: Mapping[str, Any], b: Mapping[str, Any]) -> tuple[str, ...]:
    """The keys where two positions differ, in the positions' order."""
    return tuple(k for k in {**a, **b} if a.get(k) != b.get(k))


# -- the judge -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Verdict:
    """A judged guess: how it compares (EXACT, SAME_CHOICE, SAME_POSITION, WRONG, ILLEGAL),
    why it is illegal, and for a wrong guess what it would do on the fork (its events and
    changes) against the rulebook's move, and where the two positions differ."""

    step: int
    guess: Answer
    book: Answer
    verdict: str
    reason: Message | None = None
    events: tuple[Event, ...] = ()
    changes: tuple[Change, ...] = ()
    book_changes: tuple[Change, ...] = ()
    differ: tuple[str, ...] = ()
    fork: Mapping[str, Any] = field(default_factory=dict)
    after: Mapping[str, Any] = field(default_factory=dict)

    @property
    def right(self) -> bool:
        return self.verdict in RIGHT


def _same_choice(decision: Decision, guess: Answer, book: Answer) -> bool:
    return not decision.ordered and Counter(guess) == Counter(book)


def judge(replay: Replay, db: CardDB, n: int, guess: Sequence[str]) -> Verdict:
    """Judge `guess` for the move after step n: right when it is the rulebook's answer, the
    same choice, or leads to the same position; otherwise the fork's position and events."""
    q = question(replay, n)
    if q is None:
        raise IndexError(f"step {n} has no move to guess (0 to {replay.last - 1})")
    answer = tuple(guess)
    if answer == q.book:
        return Verdict(n, answer, q.book, EXACT)
    reason = q.decision.why(answer)
    if reason is not None:
        return Verdict(n, answer, q.book, ILLEGAL, reason)
    if _same_choice(q.decision, answer, q.book):
        return Verdict(n, answer, q.book, SAME_CHOICE)
    return compare(replay, db, n, answer)


class ForkShuffler:
    """The setup's scripted shuffles while they fit the cards shuffled, then its seed: a
    guess may change what a scripted shuffle (a rulebook example's hands) was written for."""

    def __init__(self, setup: Setup) -> None:
        self._script = shuffler_for(setup)
        self._seeded = SeededShuffler(setup.seed)

    def shuffle(self, player: int, cards: Sequence[str]) -> list[str]:
        try:
            return self._script.shuffle(player, cards)
        except ShuffleScriptError:
            return self._seeded.shuffle(player, cards)


def fork(replay: Replay, db: CardDB, n: int) -> Game:
    """A new game in the position after step n, free to be played on (a `ForkShuffler`)."""
    game = new_game(db, replay.setup, ForkShuffler(replay.setup))
    for answer in replay.answers_at(n):
        game.answer(answer)
    return game


def compare(replay: Replay, db: CardDB, n: int, answer: Answer) -> Verdict:
    """The guess judged by position alone: played on a fork and compared with the position
    after the rulebook's move (SAME_POSITION or WRONG). While a card's instructions are still
    resolving (the pending decision names a card), what it has left to do is not in any zone
    (who revealed Moat to its Attack), so both forks play on with the rulebook's next answers
    until that card is done, and are compared there."""
    answers = replay.answers_at(replay.last)
    game = fork(replay, db, n)
    start = len(game.events)
    game.answer(answer)
    changes = changes_between(replay.state_at(n), state_json(game))
    book = fork(replay, db, n + 1)
    mine, theirs = position(game), position(book)
    k = n + 1
    while mine == theirs and k < len(answers) and _mid_card(game.pending):
        game.answer(answers[k])  # legal: both forks are in the same position
        book.answer(answers[k])
        mine, theirs = position(game), position(book)
        k += 1
    differ = differences(mine, theirs)
    return Verdict(
        n,
        answer,
        answers[n],
        WRONG if differ else SAME_POSITION,
        events=tuple(game.events[start:]),
        changes=changes,
        book_changes=tuple(replay.changes(n + 1)),
        differ=differ,
        fork=mine,
        after=theirs,
    )


def _mid_card(decision: Decision | None) -> bool:
    """A decision a card's instruction asks (the turn's own ones name no card)."""
    return decision is not None and decision.card is not None


# -- the score -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Score:
    """One replay's predict score, a plain value the page keeps in the session: the steps to
    guess, the ones guessed (first guess only counts) and the ones right at the first guess."""

    replay_id: str
    steps: int
    guessed: tuple[int, ...] = ()
    right: tuple[int, ...] = ()

    def record(self, step: int, right: bool) -> Score:
        """The score after a guess at `step`; a second guess at a step changes nothing."""
        if step in self.guessed:
            return self
        return replace(
            self,
            guessed=(*self.guessed, step),
            right=(*self.right, step) if right else self.right,
        )

    @property
    def missed(self) -> tuple[int, ...]:
        """The steps guessed wrong the first time, in step order (to practise again)."""
        return tuple(sorted(set(self.guessed) - set(self.right)))


def new_score(replay: Replay, seat: int | None = None) -> Score:
    """An empty score for the replay's steps to guess (`predict_steps`)."""
    return Score(replay.info.id, len(predict_steps(replay, seat)))
