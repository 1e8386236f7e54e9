"""Bots' names in a report: in Hungarian the labels the app shows ("Halászfalu-BM", "Véletlen"),
in English the names one types (fishing-village-bm), which are English words already."""

from __future__ import annotations

from collections.abc import Sequence

from companion.bots import BotSpec
from companion.bots.opening import NOTHING
from companion.catalogue import Catalogue
from companion.i18n import N_, Translator

BASIC_LABELS = {
    "bigmoney": N_("Big Money"),
    "bmu": N_("Big Money Ultimate"),
    "random": N_("Random"),
}


def bot_label(_: Translator, cat: Catalogue, bot: BotSpec, *, typed: bool = True) -> str:
    """One bot's name for people: "Halászfalu-BM" for fishing-village-bm in Hungarian; in
    English the name one types (a report's), or with `typed` False words too ("Big Money
    Ultimate", "Fishing Village-BM": the app's hints)."""
    if _.lang == "en" and typed:
        return bot.name
    if bot.opening is not None:
        return _("Opening {opening}", opening=opening_text(_, cat, bot.opening))
    if bot.card in cat.cards and bot.partner in cat.cards and bot.card and bot.partner:
        names = (cat.cards[bot.card].name(_.lang), cat.cards[bot.partner].name(_.lang))
        return _("{card}+{partner}-BM", card=names[0], partner=names[1])
    if bot.card is not None and bot.card in cat.cards:
        return _("{card}-BM", card=cat.cards[bot.card].name(_.lang))
    return _(BASIC_LABELS[bot.name]) if bot.name in BASIC_LABELS else bot.name


def opening_text(_: Translator, cat: Catalogue, opening: tuple[str, str]) -> str:
    """An opening as players write it, the richer hand's buy first: "Smithy/Silver"."""
    return "/".join(_("nothing") if c == NOTHING else cat.card(c).name(_.lang) for c in opening)


def bot_labels(_: Translator, cat: Catalogue, bots: Sequence[BotSpec]) -> tuple[str, ...]:
    """The bots' names, numbered when the same bot plays twice ("bigmoney #2" in English)."""
    names = [b.name for b in bots]
    labels = []
    for i, bot in enumerate(bots):
        label = bot_label(_, cat, bot)
        if names.count(bot.name) > 1:
            label = _("{bot} #{n}", bot=label, n=names[: i + 1].count(bot.name))
        labels.append(label)
    return tuple(labels)
