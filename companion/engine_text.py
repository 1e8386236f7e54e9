"""The engine's messages (errors as data, companion/engine/errors.py) in the UI language: the
template through the catalog, card ids as card names, numbers as the language writes them,
quoted input in the language's quotes („…” or “…”), causes composed inside their sentence."""

from __future__ import annotations

import string
from typing import Any

from companion.catalogue import Catalogue
from companion.echo import clip
from companion.engine.errors import Card, Cards, Detail, Echo, Field, Message, Param, message_of
from companion.hungarian.grammar import Name, Spec
from companion.i18n import N_, Translator

QUOTES = {"hu": ("„", "”"), "en": ("“", "”")}
OPTION_LABELS = {  # a card's options that are not card names
    "yes": N_("Yes"),
    "no": N_("No"),
    "discard": N_("Discard it"),
    "keep": N_("Put it back"),
    "put_back": N_("Put them back"),
    "set_aside": N_("Set aside the top card"),
    "take": N_("Take the mat's cards into your hand"),
    "attack": N_("Attack"),
    "coins": N_("+1 coin per token"),
}


class _Filled(string.Formatter):
    """Fills a translated template with parameters already in words: a name spec such as
    `{player:art}` or `{card:art.acc}` puts the article (and the case) to the word (see
    companion.hungarian.grammar); a number's format spec, such as `{limit:,}`, was already
    applied by `Translator.num`."""

    def format_field(self, value: Any, format_spec: str) -> str:
        try:
            spec = Spec.parse(format_spec)
        except ValueError:
            return str(value)
        name = value if isinstance(value, Name) else Name(str(value))
        return name.formatted(spec)


_FILL = _Filled()


def quote(_: Translator, text: str) -> str:
    """`text` in the language's quotes."""
    left, right = QUOTES.get(_.lang, QUOTES["en"])
    return f"{left}{text}{right}"


def option_label(_: Translator, cat: Catalogue, option: str) -> str:
    """A decision's option: a card's name, or the words for a card's choice."""
    if option in cat.cards:
        return cat.cards[option].name(_.lang)
    return _(OPTION_LABELS[option]) if option in OPTION_LABELS else option


def say(_: Translator, cat: Catalogue, message: Message) -> str:
    """The message in `_`'s language."""
    words = {name: _word(_, cat, value) for name, value in message.params.items()}
    return _FILL.vformat(_(message.template), (), words)


def _word(_: Translator, cat: Catalogue, value: Param) -> str | Name:
    if isinstance(value, Message):
        return say(_, cat, value)
    if isinstance(value, Detail):
        return say(_, cat, value.gist)
    if isinstance(value, int):
        return _.num(value)
    if isinstance(value, Card):
        card = cat.cards.get(value.id)
        if card is None:
            return quote(_, clip(value.id))
        forms = card.forms if _.lang == "hu" else {}
        return Name(quote(_, card.name(_.lang)), {k: quote(_, v) for k, v in forms.items()})
    if isinstance(value, Cards):
        return ", ".join(option_label(_, cat, o) for o in value.ids) or _("none")
    if isinstance(value, Echo):
        return quote(_, clip(value.text, value.limit))
    if isinstance(value, Field):
        return quote(_, value.path)
    return value


def cli_text(_: Translator, cat: Catalogue, error: BaseException | Message) -> str:
    """An engine error for the command line: in English the engine's own line (file syntax,
    card ids as the file writes them), in another language the message in its words."""
    message = error if isinstance(error, Message) else message_of(error)
    return str(message) if _.lang == "en" else say(_, cat, message)
