"""Decisions as values: what the engine asks, and the checks every answer goes through."""

from __future__ import annotations

from collections import Counter
from enum import StrEnum
from typing import NamedTuple

from companion.engine.errors import N_, Card, Cards, Message

Answer = tuple[str, ...]


class Kind(StrEnum):
    """The kinds of choice a player makes; names follow the rulebook's verbs."""

    ACTION = "action"  # play an Action card from hand (or none: end the action phase)
    TREASURES = "treasures"  # play any Treasures from hand
    BUY = "buy"  # buy a card from the supply (or none: end the buy phase)
    DISCARD = "discard"  # discard cards from hand
    TRASH = "trash"  # trash cards from hand or from the revealed/looked-at cards
    GAIN = "gain"  # gain a card from the supply (or the trash: Thief)
    TOPDECK = "topdeck"  # put cards onto your deck (answer order: first ends on top)
    SET_ASIDE = "set_aside"  # set aside a card (Haven, Island, Library)
    REVEAL = "reveal"  # reveal a card from hand (Ambassador, Bureaucrat, Explorer, Moat)
    RETURN = "return"  # return copies to the supply (Ambassador)
    CHOOSE = "choose"  # choose one option of a card (modes, discard-or-keep, yes/no)
    ORDER = "order"  # put cards back in any order (answer: first ends on top)
    PLAY = "play"  # choose a card to play (Throne Room)


YES = "yes"
NO = "no"
YES_NO = (YES, NO)


class Decision(NamedTuple):
    """An open choice: who decides, what kind, legal options, and how many may be picked.

    A NamedTuple rather than a frozen dataclass: the engine builds one per choice, and this is
    the cheapest immutable value to build.
    """

    player: int
    kind: Kind
    options: tuple[str, ...]
    min: int
    max: int
    card: str | None = None  # the card whose instruction asks
    target: int | None = None  # the player the choice is about (Spy, Thief, Pirate Ship)
    shown: tuple[str, ...] = ()  # cards shown with the question (revealed or looked at)
    ordered: bool = False  # the answer's order matters (first ends on top)

    def forced(self) -> Answer | None:
        """The only possible answer, if the choice has just one (then nobody is asked)."""
        if self.max == 0:
            return ()
        if self.min == self.max:
            if len(set(self.options)) == 1:
                return self.options[: self.min]
            if self.min == len(self.options) and not self.ordered:
                return self.options
        return None

    def check(self, answer: Answer) -> str | None:
        """Why `answer` is illegal (in English), or None when it is legal."""
        why = self.why(answer)
        return None if why is None else str(why)

    def why(self, answer: Answer) -> Message | None:
        """Why `answer` is illegal, as a message, or None when it is legal."""
        if type(answer) is tuple:  # at a glance: no card, one option, or all the options
            n = len(answer)
            if n == 0:
                if self.min == 0:
                    return None
            elif n == 1:
                if (
                    self.min <= 1 <= self.max
                    and type(answer[0]) is str
                    and answer[0] in self.options
                ):
                    return None
            elif n <= self.max and (answer is self.options or answer == self.options):
                return None  # all the options: a bot's answer, or one read back from a log
        if not isinstance(answer, tuple) or not all(isinstance(a, str) for a in answer):
            return Message(N_("an answer is a tuple of option names"))
        given = len(answer)
        if not self.min <= given <= self.max:
            if self.min == self.max:
                return Message(
                    N_("choose exactly {n}, not {given}"), {"n": self.min, "given": given}
                )
            return Message(
                N_("choose {low} to {high}, not {given}"),
                {"low": self.min, "high": self.max, "given": given},
            )
        if len(answer) <= 1:
            if answer and answer[0] not in self.options:
                return Message(
                    N_("{option} is not an option here (options: {options})"),
                    {"option": Card(answer[0]), "options": Cards(tuple(sorted(set(self.options))))},
                )
            return None
        available = Counter(self.options)
        for option, count in Counter(answer).items():
            if available.get(option, 0) < count:
                if option not in available:
                    return Message(N_("{option} is not an option here"), {"option": Card(option)})
                return Message(
                    N_("{option} can be chosen at most {n} time(s)"),
                    {"option": Card(option), "n": available[option]},
                )
        return None


class IllegalAnswer(ValueError):
    """An answer the open decision does not allow; the game state is unchanged."""

    def __init__(self, decision: Decision | None, answer: object, reason: Message) -> None:
        self.decision = decision
        self.answer = answer
        self.message = reason
        self.reason = str(reason)
        super().__init__(self.reason)
