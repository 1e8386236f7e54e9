"""What the quick reference says for a kingdom and player count: every number from the setup code.

The turn, the terms and the end of the game are our own short lines (faithful to data/rulebook
and data/rules); pile sizes come from `setup_sheet`, costs, coins, VP and texts from the
catalogue, so nothing here is a typed-in count.
"""

from __future__ import annotations

from collections.abc import Iterable

from companion.catalogue import Card, Catalogue
from companion.i18n import N_, NC_, Translator, lang_of
from companion.kingdom.messages import card_names, join, names
from companion.kingdom.model import Kingdom
from companion.kingdom.recommended import recommended_match
from companion.kingdom.setup_sheet import TRASH, SetupSheet, setup_sheet
from companion.labels import COMPONENT_LABELS
from companion.reference.model import Entry, QuickReference, Section, Table
from companion.rulebook.numbers import HAND_SIZE

BASIC_ORDER = ("copper", "silver", "gold", "estate", "duchy", "province", "curse")
SEASIDE = "seaside-1e"
EXTRA_TURNS = frozenset({"outpost"})  # cards that give an extra turn (the tie-break skips it)

# One short line per term: (lead, meaning). The leads are the cards' own "+1 …" words.
TERMS = (
    (
        NC_("term", "+X Cards"),
        N_(
            "Draw X cards from your deck now; if it runs out, shuffle your discard pile into a "
            "new deck and draw the rest."
        ),
    ),
    (
        NC_("term", "+X Actions"),
        N_("You may play X more Action cards this turn, once this card is done."),
    ),
    (
        NC_("term", "+1 Buy"),
        N_("You may buy one more card in your Buy phase; you pay for each card."),
    ),
    (
        NC_("term", "+X Coins"),
        N_("X more coins to spend in this turn's Buy phase; you take no Treasure for them."),
    ),
    (
        NC_("term", "Trash a card"),
        N_("Put the card onto the shared trash: it has left the game and never comes back."),
    ),
    (
        NC_("term", "Gain"),
        N_(
            "Take a card, usually from the Supply, onto your discard pile unless the card says "
            "otherwise. It costs no Buy and no coins."
        ),
    ),
    (
        NC_("term", "Discard"),
        N_(
            "Put cards from your hand face up onto your discard pile, unless the card says "
            "otherwise."
        ),
    ),
    (
        NC_("term", "Reveal"),
        N_(
            "Show the card to everyone, then put it back where it was unless the card says "
            "otherwise."
        ),
    ),
    (
        NC_("term", "Set aside"),
        N_(
            "Put the card face up apart from your other cards. It does nothing there; the card "
            "that set it aside says what happens to it later."
        ),
    ),
    (
        NC_("term", "Duration card"),
        N_(
            "A Seaside card (orange) that does something now and again at the start of your "
            "next turn."
        ),
    ),
)

# What each mat or token is for, in a line (the kingdom cards' texts give the details).
COMPONENT_USES = {
    "island_mat": N_("Island and the card set aside with it lie here; they count at the end."),
    "native_village_mat": N_(
        "Cards put here face down stay yours; you may look at your own mat at any time."
    ),
    "pirate_ship_mat": N_("Its coin tokens count how much your Pirate Ships can give you."),
    "coin_tokens": N_("Put them beside the Supply, for the Pirate Ship mats."),
    "embargo_tokens": N_(
        "Put onto a Supply pile by Embargo: whoever buys from that pile gains a Curse per token."
    ),
}


def build(
    kingdom: Kingdom | Iterable[str],
    players: int,
    catalogue: Catalogue,
    _: Translator,
    *,
    code: str = "",
) -> QuickReference:
    """The quick reference of ten kingdom cards for 1 to 4 players in `_`'s language
    (InvalidOptions for a bad player count, as the setup sheet raises it)."""
    sheet = setup_sheet(catalogue, kingdom, players)
    cards = [catalogue.card(c) for c in sheet.kingdom]
    seaside = any(c.set == SEASIDE for c in cards)
    durations = any(c.is_("duration") for c in cards)
    sections = [
        _turn(_, durations),
        _terms(_),
        _basics(_, sheet, catalogue),
        _kingdom(_, sheet, cards),
    ]
    extras = _seaside(_, sheet, cards, catalogue)
    if extras.entries:  # a Seaside kingdom may have no Duration card, mat or token
        sections.append(extras)
    sections.append(_end(_, sheet, cards))
    return QuickReference(
        title=_("Quick reference"),
        subtitle=_subtitle(_, sheet, catalogue, code),
        lang=_.lang,
        players=players,
        kingdom=sheet.kingdom,
        sections=tuple(sections),
        seaside=seaside,
    )


def _subtitle(_: Translator, sheet: SetupSheet, catalogue: Catalogue, code: str) -> str:
    parts = []
    rec = recommended_match(catalogue, Kingdom(sheet.kingdom))
    if rec is not None:
        parts.append(rec.name(lang_of(_)))
    if code:
        parts.append(code)
    parts.append(_.ngettext("{n} player", "{n} players", sheet.players))
    return " · ".join(parts)


def _turn(_: Translator, durations: bool) -> Section:
    clean_up = _(
        "Discard your hand and every card you played, then draw {n} new cards.", n=HAND_SIZE
    )
    if durations:
        clean_up += " " + _("Duration cards that still have work to do stay out.")
    entries = (
        Entry(
            _(
                "You have 1 Action: play one Action card from your hand, or none. +Actions on "
                "cards let you play more, one card at a time."
            ),
            _("A – Action phase"),
            check=True,
        ),
        Entry(
            _(
                "Play your Treasures and add any +Coins. You have 1 Buy: buy one card from the "
                "Supply that costs no more than that, or nothing. +Buy lets you buy more. New "
                "cards go onto your discard pile."
            ),
            _("B – Buy phase"),
            check=True,
        ),
        Entry(clean_up, _("C – Clean-up phase"), check=True),
        Entry(
            _(
                "Only when you must draw or reveal a card and your deck is empty: shuffle your "
                "discard pile, make it your new deck, and go on."
            ),
            _("Shuffle"),
            check=True,
        ),
        Entry(
            _("Is the Province pile empty, or any three Supply piles? Then the game is over."),
            _("End of the turn"),
            check=True,
        ),
    )
    return Section("turn", _("Your turn: A, B, C"), entries)


def _terms(_: Translator) -> Section:
    entries = tuple(Entry(_(meaning), _.pgettext(*lead)) for lead, meaning in TERMS)
    return Section("terms", _("What the cards' words mean"), entries)


def _value(_: Translator, card: Card) -> str:
    if card.is_("treasure"):
        return _.ngettext("{n} coin", "{n} coins", card.coins)
    return _("{vp} VP", vp=_.num(card.vp).replace("-", "−"))


def _basics(_: Translator, sheet: SetupSheet, catalogue: Catalogue) -> Section:
    lang = lang_of(_)
    counts = sheet.pile_counts()
    rows = []
    for card_id in BASIC_ORDER:
        card = catalogue.card(card_id)
        rows.append((card.name(lang), str(card.cost), _value(_, card), str(counts[card_id])))
    table = Table(
        (_("Card"), _("Cost"), _("Value"), _("Pile")), tuple(rows), (False, True, False, True)
    )
    deck = join(
        _,
        [f"{n}\u00a0× {catalogue.card(card_id).name(lang)}" for card_id, n in sheet.starting_deck],
    )
    note = _(
        "Each player also starts with their own {cards}; the Copper pile is what is left "
        "after dealing them.",
        cards=deck,
    )
    return Section(
        "basics",
        _.ngettext("Basic cards for {n} player", "Basic cards for {n} players", sheet.players),
        table=table,
        notes=(Entry(note),),
    )


def _kingdom(_: Translator, sheet: SetupSheet, cards: list[Card]) -> Section:
    lang = lang_of(_)
    counts = sheet.pile_counts()
    ordered = sorted(cards, key=lambda c: (c.cost_name_key(lang), c.id))
    entries = tuple(
        Entry(
            c.text(lang),
            _.ngettext(
                "{card} · cost {cost} · {n} card",
                "{card} · cost {cost} · {n} cards",
                counts[c.id],
                card=c.name(lang),
                cost=c.cost,
            ),
        )
        for c in ordered
    )
    return Section("kingdom", _("The ten kingdom cards"), entries)


def _seaside(_: Translator, sheet: SetupSheet, cards: list[Card], catalogue: Catalogue) -> Section:
    entries = []
    durations = [c.id for c in cards if c.is_("duration")]
    if durations:
        entries.append(
            Entry(
                _(
                    "A Duration card stays in play until the Clean-up of the last turn in which "
                    "it does something; keep these cards in a row of their own. Here: {cards}.",
                    cards=names(_, catalogue, durations),
                ),
                _("Duration cards"),
            )
        )
    for component in sheet.components:
        if component.id == TRASH:
            continue
        users = card_names(_, catalogue, component.cards)
        if component.count is None:
            how_many = _("all of them, for {cards}", cards=users)
        else:
            how_many = _("one per player ({n}), for {cards}", n=component.count, cards=users)
        entries.append(
            Entry(
                f"{how_many}. {_(COMPONENT_USES[component.id])}",
                _(COMPONENT_LABELS[component.id]),
            )
        )
    return Section("seaside", _("Seaside: Durations, mats and tokens"), tuple(entries))


def _end(_: Translator, sheet: SetupSheet, cards: list[Card]) -> Section:
    provinces = sheet.pile_counts()["province"]
    tie = _(
        "Most points wins. With equal points, the player who had fewer turns wins; if that "
        "is equal too, they share the victory."
    )
    if any(c.id in EXTRA_TURNS for c in cards):
        tie += " " + _("Extra turns from Outpost do not count as turns here.")
    entries = (
        Entry(
            _(
                "The game ends at the end of a turn if the Province pile ({n} cards at the "
                "start) is empty then, or any three Supply piles are (the basic piles and "
                "Curses count too).",
                n=provinces,
            ),
            _("End"),
        ),
        Entry(
            _(
                "Count the points on all your cards: deck, discard pile, hand, cards in play "
                "and on your mats."
            ),
            _("Scoring"),
        ),
        Entry(tie, _("Tie")),
    )
    return Section("end", _("The end of the game"), entries)
