"""Errors as data: each engine error carries a `Message`, an English template (marked with `N_`
for the gettext extraction) and its parameters. `str()` of the error is the English line; the
UI and CLI put the same message into their language (companion/engine_text.py), with card
names and quotes of that language. No gettext here: `N_` only marks."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Union

from companion.echo import ECHO_LIMIT, clip
from companion.engine.events import Event


def N_(message: str) -> str:
    """Mark a template for extraction (scripts/update_locales.py); it stays English here."""
    return message


@dataclass(frozen=True, slots=True)
class Echo:
    """Text from the input quoted back, shortened: `'text'` in English."""

    text: str
    limit: int = ECHO_LIMIT

    def __str__(self) -> str:
        return repr(clip(self.text, self.limit))


@dataclass(frozen=True, slots=True)
class Card:
    """A card id from the input or the game: `'id'` in English, the card's name in the UI."""

    id: str

    def __str__(self) -> str:
        return repr(clip(self.id))


@dataclass(frozen=True, slots=True)
class Cards:
    """Card ids (or a card's options) as a list: `copper, silver` (or `none`) in English."""

    ids: tuple[str, ...]

    def __str__(self) -> str:
        return ", ".join(self.ids) or "none"


@dataclass(frozen=True, slots=True)
class Field:
    """A place in a file as the file writes it (`position.player 1 hand`): the same words in
    every language, since they are the keys a file must use."""

    path: str

    def __str__(self) -> str:
        return self.path


@dataclass(frozen=True, slots=True)
class Detail:
    """A library's own English words (a parser's reason): as they are in English; other
    languages say `gist` instead."""

    text: str
    gist: Message

    def __str__(self) -> str:
        return self.text


Param = Union[int, str, Echo, Card, Cards, Field, Detail, "Message"]
"""A message's parameter: a number, a verbatim text (a value as the file wrote it), an echo, a
card, card ids, a file's field, a library's words, or a nested message (a cause, a word)."""


@dataclass(frozen=True, slots=True)
class Message:
    """An English template with `{name}` fields, and the values for them."""

    template: str
    params: Mapping[str, Param] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.template.format_map(
            {k: v if isinstance(v, int) else str(v) for k, v in self.params.items()}
        )


def at(where: str | Message) -> Field | Message:
    """A place named in a message: a file's field as written, or a phrase ("the file")."""
    return where if isinstance(where, Message) else Field(where)


def too_long(exc: ValueError) -> Detail:
    """A parser's refusal of a huge value (a number of more than 4,300 digits), shortened."""
    return Detail(clip(str(exc).split(":")[0], 80), Message(N_("a number or value too long")))


def message_of(exc: BaseException) -> Message:
    """The message an error carries; another error's text (e.g. a KeyError's card id) as is."""
    found = getattr(exc, "message", None)
    return found if isinstance(found, Message) else Message("{detail}", {"detail": str(exc)})


class EngineError(ValueError):
    """An error whose message is data; build it in one line: `Err(N_("... {x}"), x=...)`."""

    def __init__(self, template: str | Message, /, **params: Param) -> None:
        self.message = template if isinstance(template, Message) else Message(template, params)
        super().__init__(str(self.message))


class UndoError(EngineError):
    """Undo refused (`Game.undo_to`): nothing to undo, no events to tell, or an answer to
    take back showed a hidden card (`events`: the events that showed one, for the message to
    the player). Here, not in the compiled game.py: the table's refusals subclass it, and a
    compiled class has no interpreted subclasses."""

    def __init__(self, template: str, /, events: tuple[Event, ...] = ()) -> None:
        super().__init__(template)
        self.events = events
