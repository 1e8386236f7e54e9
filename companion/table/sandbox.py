"""A game on the table: its setup, its answers and who sits where; the Game is rebuilt from them.

The session keeps this small value (a `Game` holds a generator and cannot be pickled); the
built game is cached on the object and dropped when it is pickled, then replayed on demand.
"""

from __future__ import annotations

import functools
import random
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from companion.catalogue import Catalogue
from companion.engine.cards import CardDB
from companion.engine.decisions import Answer
from companion.engine.errors import N_, EngineError
from companion.engine.game import Game, Setup, UndoError
from companion.engine.save import MAX_ANSWERS, SaveFileError, dumps, loads
from companion.engine.standard import new_game

if TYPE_CHECKING:
    from companion.bots import Bot, BotSpec, Builder
    from companion.table.replay import Replay

HUMAN = "you"
"""The player name of the human seat (bots are named by their bot name)."""
MAX_BOT_STEPS = 5000
"""A safety stop for bots playing on their own (a whole game takes a few hundred answers)."""
MAX_NAME = 20
"""The longest name a person at a pass-and-play table may have (characters)."""
DEFAULT_NAME = re.compile(r"P\d+")
"""The names a scenario gives its players when it names none (P1, P2 …): a save whose people
all carry them is a continued replay, played by one person, not a pass-and-play table."""


@functools.cache
def _builder(cat: Catalogue) -> Builder:
    """One bot builder per catalogue (it only caches strategies, which hold no game state).
    The bots are imported here, when one first plays: a replay link does not need them."""
    from companion.bots import Builder

    return Builder(cat)


def _parse(name: str, cat: Catalogue) -> BotSpec:
    """The bot a player name names (bots.parse; UnknownBotError if none)."""
    from companion.bots import parse

    return parse(name, cat)


def seat_bot(setup: Setup, seat: int, n: int, name: str, cat: Catalogue) -> Bot:
    """The bot `name` as it answers move `n` in `seat`: seeded by the game's seed, the seat and
    the move number, so the same moves give the same game (and a hint the same answer)."""
    seed = random.Random(f"{setup.seed}/{seat}/{n}").getrandbits(32)
    return _builder(cat)(_parse(name, cat), seed)


class AnswerLimit(EngineError):
    """The game has MAX_ANSWERS answers: no more are taken (the cap a loaded save obeys too)."""

    def __init__(self) -> None:
        super().__init__(
            N_("this game has reached the limit of {limit:,} answers"), limit=MAX_ANSWERS
        )


class NotUndoable(UndoError):
    """Undo refused by the engine's rule: `events` are those that showed hidden cards."""


class OtherPerson(UndoError):
    """Undo refused at a pass-and-play table: the last move was another person's."""

    def __init__(self) -> None:
        super().__init__(N_("the last move was another person's; undo stays within your own"))


class BadName(ValueError):
    """A person's name at a pass-and-play table cannot be used; `kind` says why ("empty",
    "long", "bot", "twice", "reserved"), `name` is the name."""

    def __init__(self, kind: str, name: str) -> None:
        super().__init__(f"{kind}: {name}")
        self.kind = kind
        self.name = name


def check_names(names: list[str], cat: Catalogue) -> None:
    """BadName for the first person's name that cannot be used: empty, longer than
    MAX_NAME, a bot's name (a save knows bots only by their names), given twice, or a
    scenario's default name (P1 …)."""
    seen: set[str] = set()
    for name in names:
        if not name:
            raise BadName("empty", name)
        if len(name) > MAX_NAME:
            raise BadName("long", name)
        if is_bot(name, cat) or name.casefold() == HUMAN:
            raise BadName("bot", name)
        if DEFAULT_NAME.fullmatch(name):
            raise BadName("reserved", name)
        if name.casefold() in seen:
            raise BadName("twice", name)
        seen.add(name.casefold())


@dataclass(eq=False)
class Sandbox:
    """Setup + answers + seats; `game(db)` gives the Game (cached), rebuilt by replay."""

    setup: Setup
    human: int
    answers: list[Answer] = field(default_factory=list)
    redo: list[list[Answer]] = field(default_factory=list)
    people: tuple[int, ...] = ()
    """The seats people play at a pass-and-play table (two or more; each sees only their own
    view, `human` is the one who holds the phone now); empty for one person's game."""
    _game: Game | None = field(default=None, repr=False)
    forced: list[int] = field(default_factory=list)  # your turns where undo anyway was used
    shown: bool = True
    """At a pass-and-play table, whether the holder has said "it's me" since it was set up
    (False: the very first turn is covered too, for whoever starts may not hold the phone)."""

    def __getstate__(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if k != "_game"} | {"_game": None}

    def __setstate__(self, data: dict[str, Any]) -> None:
        kept = {"forced": [], "people": (), "shown": True}  # kept before they existed
        self.__dict__.update(kept | data)

    @property
    def pass_play(self) -> bool:
        """Whether two or more people share this device (pass-and-play)."""
        return len(self.people) >= 2

    @classmethod
    def new(cls, kingdom: tuple[str, ...], bots: list[str], seat: int, seed: int) -> Sandbox:
        """A new game: you in seat `seat` (0-based) and the bots around you in order."""
        names = list(bots)
        names.insert(seat, HUMAN)
        return cls(Setup(players=tuple(names), kingdom=kingdom, seed=seed), seat)

    @classmethod
    def pass_and_play(
        cls,
        kingdom: tuple[str, ...],
        players: list[str],
        people: tuple[int, ...],
        seed: int,
        cat: Catalogue,
    ) -> Sandbox:
        """A pass-and-play game: `players` in seat order, the people's seats `people` by their
        names (check_names: never a bot's name, as a save knows bots only by their names) and
        the other seats by bot names; the first person holds the phone."""
        check_names([players[i] for i in people], cat)
        for i, name in enumerate(players):
            if i not in people and not is_bot(name, cat):
                raise ValueError(f"seat {i + 1} is neither a person's nor a bot's: {name!r}")
        setup = Setup(players=tuple(players), kingdom=kingdom, seed=seed)
        return cls(setup, people[0], people=people, shown=False)

    @classmethod
    def from_game(cls, game: Game, cat: Catalogue) -> Sandbox:
        """A sandbox continuing this game (a loaded save or a replay): you are the first seat
        not named after a bot. Two or more such seats with names of their own (not a
        scenario's P1, P2 …) are a pass-and-play table, covered for whoever decides
        (whoever resumes it may not be them)."""
        names = game.setup.players
        people = tuple(i for i, n in enumerate(names) if not is_bot(n, cat))
        human = people[0] if people else 0
        if len(people) < 2 or all(DEFAULT_NAME.fullmatch(names[i]) for i in people):
            return cls(game.setup, human, list(game.answers), [], _game=game)
        pending = game.pending
        if pending is not None and pending.player in people:  # covered until they say so
            human = next(p for p in people if p != pending.player)
        return cls(game.setup, human, list(game.answers), [], people, game)

    @classmethod
    def from_replay(cls, replay: Replay, n: int) -> Sandbox:
        """Your own game from a replay's step n ("Continue from here"): you sit in the seat
        that decides there, with the answers that led to it."""
        return cls(replay.setup, replay.seat_at(n), [tuple(a) for a in replay.answers_at(n)])

    def game(self, db: CardDB) -> Game:
        """The game now (replayed from the setup and answers when not cached)."""
        if self._game is None or len(self._game.answers) != len(self.answers):
            g = new_game(db, self.setup)
            for a in self.answers:
                g.answer(a)
            self._game = g
        return self._game

    def viewer(self, db: CardDB, cat: Catalogue) -> int:
        """The seat the table is shown from: yours, or another seat that no bot plays when it
        must decide (a replay's players, continued as your own game, are all yours)."""
        pending = self.game(db).pending
        if pending is not None and not self.bot_seat(pending.player, cat):
            return pending.player
        return self.human

    def bot_seat(self, seat: int, cat: Catalogue) -> bool:
        if self.pass_play:
            return seat not in self.people
        return seat != self.human and is_bot(self.setup.players[seat], cat)

    def covered(self, db: CardDB, cat: Catalogue) -> int | None:
        """At a pass-and-play table, the person the phone must pass to before anything is
        shown (another person decides now), or None when the holder may look."""
        if not self.pass_play:
            return None
        seat = self.viewer(db, cat)
        return None if seat == self.human and self.shown else seat

    def hand_over(self, seat: int) -> None:
        """The person in `seat` holds the phone now ("It's me, show"): the table is theirs."""
        if seat not in self.people:
            raise ValueError(f"seat {seat} is not a person's")
        self.human = seat
        self.shown = True

    def play(self, db: CardDB, answer: Answer) -> None:
        """The human's answer (IllegalAnswer leaves everything as it was); redo is forgotten.
        AnswerLimit once the game has MAX_ANSWERS answers."""
        self._room()
        self.game(db).answer(answer)
        self.answers.append(tuple(answer))
        self.redo.clear()

    def bot_to_move(self, db: CardDB, cat: Catalogue) -> bool:
        g = self.game(db)
        return g.pending is not None and self.bot_seat(g.pending.player, cat)

    def bot_step(self, db: CardDB, cat: Catalogue) -> bool:
        """Let the bot that must decide answer once; False when no bot is to move (AnswerLimit
        once the game has MAX_ANSWERS answers)."""
        if not self.bot_to_move(db, cat):
            return False
        self._room()
        g = self.game(db)
        assert g.pending is not None
        seat = g.pending.player
        bot = seat_bot(self.setup, seat, len(self.answers), self.setup.players[seat], cat)
        answer = bot.answer(g, g.pending)
        g.answer(answer)
        self.answers.append(tuple(answer))
        return True

    def _room(self) -> None:
        if len(self.answers) >= MAX_ANSWERS:
            raise AnswerLimit()

    def run_bots(self, db: CardDB, cat: Catalogue) -> int:
        """Bots answer until the human must decide or the game ends; how many answers."""
        n = 0
        while n < MAX_BOT_STEPS and self.bot_step(db, cat):
            n += 1
        return n

    def solitaire(self, cat: Catalogue) -> bool:
        """One person at the table, every other seat a bot (undo anyway is offered only then)."""
        return all(self.bot_seat(s, cat) for s in range(len(self.setup.players)) if s != self.human)

    def undo(self, db: CardDB, cat: Catalogue, force: bool = False) -> None:
        """Take back the human's last answer and the bots' answers after it, by the engine's
        rule (`Game.undo_to`): UndoError when there is nothing, NotUndoable when cards showed.
        At a pass-and-play table only the holder's own answers since another person last
        decided (OtherPerson when that person's answer is the last one).
        `force` (a solitaire game only) takes it back past shown cards, and the person's own
        turn number is kept in `forced` for the log to say so."""
        g = self.game(db)
        last = self._last_own(g.deciders)
        try:
            back = g.undo_to(last)
        except UndoError as refused:
            if not (force and refused.events and last >= 0 and self.solitaire(cat)):
                if refused.events:
                    raise NotUndoable(refused.message.template, refused.events) from None
                raise
            back = g.replay(self.answers[:last])
            self.forced.append(back.players[self.human].turns)
        self.redo.append(self.answers[last:])
        self.answers = self.answers[:last]
        self._game = back

    def _last_own(self, deciders: list[int]) -> int:
        """The index of the holder's last answer that undo may take back (-1: none)."""
        for i in reversed(range(len(deciders))):
            if deciders[i] == self.human:
                return i
            if self.pass_play and deciders[i] in self.people:
                raise OtherPerson()
        return -1

    def redo_one(self, db: CardDB) -> None:
        """Play again what the last undo took back."""
        if not self.redo:
            raise UndoError(N_("there is nothing to redo"))
        block = self.redo.pop()
        g = self.game(db)
        for a in block:
            g.answer(a)
            self.answers.append(a)

    def restart(self) -> None:
        """The same setup and seed, no answers."""
        self.answers, self.redo, self.forced, self._game = [], [], [], None

    def save_text(self, db: CardDB) -> str:
        return dumps(self.game(db))


def is_bot(name: str, cat: Catalogue) -> bool:
    """Whether a player name is a bot name from the registry."""
    if name == HUMAN:
        return False
    from companion.bots import UnknownBotError

    try:
        _parse(name, cat)
    except UnknownBotError:
        return False
    return True


def load_save(db: CardDB, cat: Catalogue, data: str | bytes) -> Sandbox:
    """A sandbox from a save file's text or bytes (raises SaveFileError with the reason)."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveFileError(N_("not a save file (not UTF-8 text)")) from None
    if not data.strip():
        raise SaveFileError(N_("the file is empty"))
    return Sandbox.from_game(loads(db, data), cat)
