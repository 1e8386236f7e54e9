"""Gettext catalogs (Babel) for the two languages, and locale-aware number formatting."""

from __future__ import annotations

import functools
import io
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from babel import Locale
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal
from babel.support import Translations

from companion import LOCALES_DIR
from companion.hungarian.grammar import article

if TYPE_CHECKING:
    from companion.catalogue import Lang

LANGS = ("hu", "en")
DEFAULT_LANG = "hu"
LANG_NAMES = {"hu": "Magyar", "en": "English"}


def N_(message: str) -> str:
    """Mark a message for extraction without translating it yet."""
    return message


def NC_(context: str, message: str) -> tuple[str, str]:
    """Mark a message with its context ("term", "zone") for extraction; translate it later
    with `Translator.pgettext(*pair)`. One English word can need two Hungarian ones
    ("Set aside": the verb „Félretesz”, the zone „Félretett lapok”)."""
    return context, message


# A language named inside a sentence ("showing Hungarian"): Hungarian writes it in lower case.
LANG_NAMES_IN_TEXT = {"hu": N_("Hungarian"), "en": N_("English")}


@functools.cache
def translations(lang: str) -> Translations:
    """The compiled catalog of a language, read from its .po file (no .mo build step)."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r} (use one of: {', '.join(LANGS)})")
    path = LOCALES_DIR / lang / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return Translations(fp=buffer)


class _Format(string.Formatter):
    """str.format, plus the Hungarian article for a number or plain text: `{n:art}` gives
    "a 4" or "az 5" (`{n:Art}` at the start of a sentence); names format themselves."""

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec in ("art", "Art") and isinstance(value, int | str):
            word = article(str(value))
            return f"{word.capitalize() if format_spec == 'Art' else word} {value}"
        return format(value, format_spec)


_FORMAT = _Format()


@dataclass(frozen=True)
class Translator:
    """`_`, `ngettext` and number formatting for one language."""

    lang: str

    @property
    def _t(self) -> Translations:
        return translations(self.lang)

    def __call__(self, message: str, **params: object) -> str:
        text = self._t.gettext(message)
        return _FORMAT.vformat(text, (), params) if params else text

    def ngettext(self, singular: str, plural: str, n: int, **params: object) -> str:
        text = self._t.ngettext(singular, plural, n)
        return text.format(n=self.num(n), **params)

    def pgettext(self, context: str, message: str, **params: object) -> str:
        """A message whose translation depends on its context (msgctxt)."""
        text = str(self._t.pgettext(context, message))
        return _FORMAT.vformat(text, (), params) if params else text

    def num(self, value: float, digits: int | None = None) -> str:
        if digits is None:
            return format_decimal(value, locale=self.lang)
        fmt = "#,##0." + "0" * digits if digits else "#,##0"
        return format_decimal(value, format=fmt, locale=self.lang)

    @property
    def locale(self) -> Locale:
        return Locale.parse(self.lang)


def lang_of(_: Translator) -> Lang:
    """The language of card and set names (the catalogue's) for a translator's UI language."""
    return "hu" if _.lang == "hu" else "en"


def translator(lang: str) -> Translator:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r} (use one of: {', '.join(LANGS)})")
    return Translator(lang)


Gettext = Callable[[str], str]
