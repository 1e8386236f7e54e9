"""A player's question answered: the search's hits as id, kind, source, title and text in one
language (for `companion ask` and anything else that shows answers outside the Cards page)."""

from __future__ import annotations

from dataclasses import dataclass

from companion.catalogue import Catalogue
from companion.catalogue.search import Hit, find
from companion.i18n import Translator
from companion.labels import SET_LABELS
from companion.rulebook.loader import search_docs
from companion.rulebook.model import Rulebook, fill
from companion.rulebook.numbers import numbers

DEFAULT_PLAYERS = 2  # the rulebook's numbers follow this player count, as on its page


@dataclass(frozen=True, slots=True)
class Answer:
    """One hit in words: what it is, where it comes from, its title and its text."""

    id: str
    kind: str  # card | ruling | rule | section | faq
    source: str
    title: str
    text: str

    def json(self) -> dict[str, str]:
        return {
            "id": self.id,
            "kind": self.kind,
            "source": self.source,
            "title": self.title,
            "text": self.text,
        }


def _page(_: Translator, book: str, page: int) -> str:
    return _("{book}, p. {page}", book=_(SET_LABELS[book]), page=page)


def describe(
    _: Translator, cat: Catalogue, book: Rulebook, hit: Hit, players: int = DEFAULT_PLAYERS
) -> Answer | None:
    """The hit in the translator's language (None for an id the data no longer has); a
    section's text as plain text (its Markdown bold marks left out)."""
    lang = _.lang
    if hit.kind in ("card", "ruling"):
        card = cat.cards.get(hit.card or hit.id)
        if card is None:
            return None
        if hit.kind == "card":
            source = _("Card · {set}", set=_(SET_LABELS[card.set]))
            return Answer(hit.id, hit.kind, source, card.name(lang), card.text(lang))
        ruling = next((r for r in card.rulings if r.id == hit.id), None)
        if ruling is None:
            return None
        where = _page(_, ruling.ref.book, ruling.ref.page)
        source = _("Ruling on {card} · {where}", card=card.name(lang), where=where)
        text = ruling.text(lang) + (f" ({ruling.note(lang)})" if ruling.note else "")
        return Answer(hit.id, hit.kind, source, card.name(lang), text)
    if hit.kind == "rule":
        rule = next((r for r in cat.rules if r.id == hit.id), None)
        if rule is None:
            return None
        where = _page(_, rule.ref.book, rule.ref.page)
        source = _("General rule · {where} · {section}", where=where, section=rule.ref.section)
        return Answer(hit.id, hit.kind, source, rule.title(lang), rule.text(lang))
    chapter_id, _slash, item = hit.id.partition("/")
    chapter = book.chapter(chapter_id)
    if chapter is None:
        return None
    if hit.kind == "faq":
        question = next((q for q in chapter.questions if q.id == item), None)
        if question is None:
            return None
        source = _("Rulebook · {chapter} (questions players ask)", chapter=chapter.title(lang))
        return Answer(hit.id, hit.kind, source, question.q(lang), question.a(lang))
    section = next((s for s in chapter.sections if s.id == item), None)
    if section is None:
        return None
    source = _("Rulebook · chapter “{chapter}”", chapter=chapter.title(lang))
    text = fill(section.text(lang), numbers(players), _.num).replace("**", "")
    return Answer(hit.id, hit.kind, source, section.title(lang), text)


def answers(
    _: Translator,
    cat: Catalogue,
    book: Rulebook,
    question: str,
    limit: int = 5,
    players: int = DEFAULT_PLAYERS,
) -> list[Answer]:
    """The best answers to a question (or any search query), best first, in the language."""
    hits = find(cat, question, limit=limit, extra=search_docs(book)).hits
    described = (describe(_, cat, book, h, players) for h in hits)
    return [a for a in described if a is not None]
