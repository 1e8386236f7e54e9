"""A bot's hint in words: what it would do („A Big Money megvenné az Aranypénzt”), the rule
that chose it („6–7 érménél mindig Aranypénzt vesz”), in either language, from its `Reason`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from companion.bots.reasons import Hint, Reason
from companion.catalogue import Catalogue
from companion.engine.decisions import Kind
from companion.engine_text import option_label
from companion.hungarian.grammar import Name
from companion.i18n import N_, Translator


@dataclass(frozen=True, slots=True)
class Words:
    """A hint in words: `move` says what the bot would do, `why` the rule that chose it."""

    move: str
    why: str

    def text(self, _: Translator) -> str:
        """The two as one sentence, or as two when the move already ends on a list after a
        colon („… ezt választaná: Birtok. Azokat dobja el, …”)."""
        if ":" in self.move:
            why = self.why[:1].upper() + self.why[1:]
            return _("{move}. {why}.", move=self.move, why=why)
        return _("{move}: {why}.", move=self.move, why=self.why)


def card_name(_: Translator, cat: Catalogue, card: str) -> Name:
    """A card's name with its Hungarian forms (articles and cases in the templates)."""
    known = cat.cards.get(card)
    if known is None:
        return Name(card)
    return Name(known.name(_.lang), known.forms if _.lang == "hu" else {})


def _names(_: Translator, cat: Catalogue, reason: Reason) -> dict[str, object]:
    """The names a template may use: the reason's card and the basic cards it is set against."""
    words: dict[str, object] = {c: card_name(_, cat, c) for c in ("silver", "gold", "copper")}
    words["card"] = card_name(_, cat, reason.card or "")
    rush, gainers = reason.arg("rush"), reason.cards("gainers")  # a Gardens rush's cards
    words["rush"] = card_name(_, cat, rush if isinstance(rush, str) else (reason.card or ""))
    words["gainer"] = card_name(_, cat, gainers[0] if gainers else "")
    return words


def _cards_list(_: Translator, cat: Catalogue, answer: tuple[str, ...]) -> str:
    return ", ".join(option_label(_, cat, o) for o in answer)


def move_words(_: Translator, cat: Catalogue, bot: str, kind: Kind, hint: Hint) -> str:
    """What the bot named `bot` (its label, already in words) would do with this answer."""
    who = Name(bot)
    answer = tuple(hint.answer)
    if kind is Kind.TREASURES:
        return _("{bot} would play all its Treasures", bot=who)
    if kind is Kind.BUY:
        if not answer:
            return _("{bot} would buy nothing", bot=who)
        return _("{bot} would buy {card}", bot=who, card=card_name(_, cat, answer[0]))
    if kind is Kind.ACTION:
        if not answer:
            return _("{bot} would play no Action card", bot=who)
        return _("{bot} would play {card}", bot=who, card=card_name(_, cat, answer[0]))
    if not answer:
        return _("{bot} would choose none", bot=who)
    return _("{bot} would choose: {cards}", bot=who, cards=_cards_list(_, cat, answer))


# -- the rules' sentences -------------------------------------------------------------------


def _money(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    low, high = r.num("from"), r.num("to")
    if high:
        return _(
            "with {low}–{high} coins it always buys {card}",
            low=_.num(low),
            high=_.num(high),
            **w,
        )
    return _("with {low} coins or more it always buys {card}", low=_.num(low), **w)


def _ending(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _.ngettext(
        "once only {n} card must leave the Supply to end the game, it buys {card}",
        "once at most {n} cards must leave the Supply to end the game, it buys {card}",
        r.num("cards"),
        **w,
    )


def _copies(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    first, per, most = r.num("first"), r.num("per_cards"), r.num("most")
    if first >= most:
        text = _.ngettext(
            "it buys {card} until it owns {n}, but not once the game is ending",
            "it buys {card} until it owns {n}, but not once the game is ending",
            most,
            **w,
        )
    else:
        text = _(
            "it wants {first} {card} at once and one more per {per} cards it owns, at most "
            "{most}, but none once the game is ending",
            first=_.num(first),
            per=_.num(per),
            most=_.num(most),
            **w,
        )
    limit = r.arg("limit")
    if isinstance(limit, str) and limit in LIMITS:
        text = _("{text}, and {limit}", text=text, limit=_(LIMITS[limit], n=r.num("limit_n"), **w))
    return text


LIMITS: Mapping[str, str] = {
    "embargo_tokens": N_(
        "while fewer than {n} Embargo tokens lie on the Supply, counting its own {card} cards"
    ),
    "used": N_("while it owns or has trashed fewer than {n}"),
    "actions_to_double": N_("while it owns {n} other Action cards for each {card}"),
}
"""The extra conditions of some cards' copy rule (`buying.LIMITS`)."""


def _first_over_gold(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _("while it owns no {card}, the first one comes before {gold}", **w)


def _weak_after(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _(
        "{card} is weak in a money deck: one copy a game comes before {silver}, once the "
        "opening is over ({n} cards or more)",
        n=_.num(r.num("cards")),
        **w,
    )


def _weak_opening(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _(
        "{card} trashes cards, best early: one copy a game comes before {silver}, even in "
        "the opening",
        **w,
    )


def _weak_more(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _("{card} is weak in a money deck: more copies only when {silver} is out of reach", **w)


def _against_attacks(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _("an opponent owns an Attack card, so {card} comes before {silver}", **w)


def _rush(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _("{gainer} is in the kingdom, so it buys {card} whenever it can", **w)


def _rush_gainer(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _("every card counts for {rush}, and {card} gains more of them", **w)


def _rush_duchy(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _("the {rush} pile is empty or the game is ending, so it buys {card}", **w)


def _rush_estate(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _.ngettext(
        "only {n} {rush} is left: now every point counts",
        "at most {n} {rush} are left: now every point counts",
        r.num("left"),
        **w,
    )


def _rush_copper(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _("every card it owns makes {rush} worth more", **w)


def _nothing(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _.ngettext(
        "with {n} coin nothing on its buy list is worth buying",
        "with {n} coins nothing on its buy list is worth buying",
        r.num("coins"),
    )


def _village(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _("a card with +2 Actions comes first: an Action is left for the next card", **w)


def _throne(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _("{card} comes right after the cards with +2 Actions", **w)


def _cantrip(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _(
        "a card with +1 Action uses up no Action, so it comes before the cards that use up "
        "the last one",
        **w,
    )


def _terminal(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _("of its cards that use up the Action, {card} ranks highest", **w)


def _no_action(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _("no Action card in hand is worth playing now", **w)


def _treasures(_: Translator, cat: Catalogue, r: Reason, w: dict[str, object]) -> str:
    return _("no Treasure here has a downside", **w)


Said = Callable[[Translator, Catalogue, Reason, dict[str, object]], str]

RULES: Mapping[str, Said] = {
    "money": _money,
    "ending": _ending,
    "copies": _copies,
    "first_over_gold": _first_over_gold,
    "weak_after_opening": _weak_after,
    "weak_in_opening": _weak_opening,
    "weak_more": _weak_more,
    "against_attacks": _against_attacks,
    "rush": _rush,
    "rush_gainer": _rush_gainer,
    "rush_duchy": _rush_duchy,
    "rush_estate": _rush_estate,
    "rush_copper": _rush_copper,
    "nothing": _nothing,
    "village": _village,
    "throne": _throne,
    "cantrip": _cantrip,
    "terminal": _terminal,
    "other": _terminal,
    "no_action": _no_action,
    "treasures": _treasures,
}
"""One sentence per rule id of the buy and play rules (companion/bots/reasons.py)."""

ANSWERS: Mapping[str, str] = {
    "discard": N_("it discards the cards least useful this turn"),
    "trash": N_("it trashes the cards it would miss least"),
    "trash:chapel": N_("junk first, then Coppers while enough money stays for a good buy"),
    "trash:mine": N_("the Treasure whose upgrade gains the most"),
    "trash:remodel": N_("the card whose remodelling gains the most"),
    "trash:salvager": N_("junk, or the card whose coins lift this turn's buy"),
    "trash:thief": N_("the best Treasure of the player it attacks"),
    "trash:pirate_ship": N_("the best Treasure of the player it attacks"),
    "gain": N_("the first card of its buy list it may gain, else the card worth most to it"),
    "topdeck": N_("what goes back is what it will miss least"),
    "set_aside": N_("the card least useful now"),
    "reveal": N_("revealing helps it here"),
    "return": N_("junk goes back to the Supply, good cards stay"),
    "choose": N_("its rule for {card}"),
    "choose:spy": N_("good cards stay on its own deck and leave the others' decks"),
    "choose:library": N_("it sets an Action aside only when it has no Action left"),
    "choose:chancellor": N_("it discards its deck unless the rest of it beats its average card"),
    "choose:pearl_diver": N_("a good card from the bottom goes on top"),
    "choose:explorer": N_("it always reveals when it can"),
    "choose:navigator": N_("it discards a look worse than an average draw of as many cards"),
    "choose:pirate_ship": N_("coins once the mat holds enough tokens, else it attacks"),
    "choose:native_village": N_("it builds the mat and takes it when it is big or lifts the buy"),
    "choose:embargo": N_("the pile its opponents buy and it does not, else Province, then Gold"),
    "order": N_("the best card goes on top"),
    "play": N_("the best Action card to play twice"),
}
"""One sentence per handler rule of the other questions (`answers.rule_of`)."""

GUARDS: Mapping[str, str] = {
    "treasure_map": N_("{card} waits for a second one in hand"),
    "moneylender": N_("{card} needs {copper} in hand"),
    "mine": N_("{card} needs a Treasure in hand it can upgrade"),
    "chapel": N_("{card} needs a card worth trashing in hand"),
    "ambassador": N_("{card} needs a card worth trashing in hand"),
    "throne_room": N_("{card} needs another Action card in hand"),
    "tactician": N_("{card} only discards a hand worth less than 6 coins"),
    "lookout": N_("{card} needs junk in the deck"),
    "remodel": N_("{card} has no card worth remodelling"),
    "salvager": N_("{card} has no card worth trashing"),
}
"""Why a guarded Action card stays in hand (`playing.guards`)."""

VETOES: Mapping[str, str] = {
    "ends_behind": N_("not {card}: that would end the game while it is behind"),
    "embargo": N_("not {card}: its pile carries too many Embargo tokens"),
}
"""Why a buy rule that held was refused (`Strategy.pick_rule`'s vetoes)."""


def why_words(_: Translator, cat: Catalogue, reason: Reason) -> str:
    """The rule behind a bot's answer in words (a clause, no full stop)."""
    w = _names(_, cat, reason)
    said = RULES.get(reason.rule)
    if said is not None:
        text = said(_, cat, reason, w)
    elif reason.rule in ANSWERS:
        text = _(ANSWERS[reason.rule], **w)
    else:
        text = _("its rule for this question")
    veto, vetoed = reason.arg("veto"), reason.arg("vetoed")
    if isinstance(veto, str) and isinstance(vetoed, str) and veto in VETOES:
        extra = _(VETOES[veto], **(w | {"card": card_name(_, cat, vetoed)}))
        text = _("{text}; {extra}", text=text, extra=extra)
    for held in reason.cards("held"):
        guard = GUARDS.get(held, N_("{card} stays in hand"))
        extra = _(guard, **(w | {"card": card_name(_, cat, held)}))
        text = _("{text}; {extra}", text=text, extra=extra)
    return text


def hint_words(_: Translator, cat: Catalogue, bot: str, kind: Kind, hint: Hint) -> Words:
    """A hint in words: the move of the bot labelled `bot` and its rule."""
    return Words(move_words(_, cat, bot, kind, hint), why_words(_, cat, hint.reason))
