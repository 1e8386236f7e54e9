"""Sentences for the machine-readable reasons of kingdom errors, in the translator's language."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

from companion.catalogue import Catalogue
from companion.echo import clip
from companion.hungarian.grammar import Name, Names
from companion.i18n import N_, Translator, lang_of
from companion.kingdom.errors import KingdomError, Reason
from companion.kingdom.problem import POOL_UNITS
from companion.labels import SET_LABELS, types_label

# What each option asks for, as a noun phrase (used when it clashes with another option).
OPTION_PHRASES = {
    "require_buy": N_("a +Buy card"),
    "require_village": N_("a Village (+2 Actions)"),
    "require_draw": N_("a card that draws 2 or more cards"),
    "require_trashing": N_("a card that trashes"),
    "no_attacks": N_("no Attacks"),
    "require_defence": N_("a defence when there are Attacks"),
}
UNIT_NAMES = {
    "ban": N_("the banned cards"),
    "avoid_recent": N_("the recently used cards"),
    "max_attacks": N_("the limit on Attacks"),
    "min_cheap": N_("the minimum of cards costing 2–3"),
    "min_expensive": N_("the minimum of cards costing 5 or more"),
    "max_same_cost": N_("the limit on cards of one cost"),
}
OPTION_NAMES = {
    "max_attacks": N_("the number of Attacks"),
    "min_cheap": N_("the number of cards costing 2–3"),
    "min_expensive": N_("the number of cards costing 5 or more"),
    "max_same_cost": N_("the number of cards of one cost"),
    "avoid_recent": N_("the number of recent kingdoms to avoid"),
    "set_min": N_("the minimum number of cards from a set"),
    "set_max": N_("the maximum number of cards from a set"),
    "players": N_("the number of players"),
}


def join(_: Translator, items: Sequence[str]) -> str:
    """'A', 'A and B', 'A, B and C' in the translator's language."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return _("{first} and {last}", first=", ".join(items[:-1]), last=items[-1])


def join_clauses(_: Translator, items: Sequence[str]) -> str:
    """Whole clauses: 'A', 'A, and B', 'A, B, and C' (Hungarian puts a comma before the 'és'
    that joins two clauses, and a chain of bare 'és' reads as one run-on sentence)."""
    if len(items) <= 1:
        return "".join(items)
    return _("{clauses}, and {last}", clauses=", ".join(items[:-1]), last=items[-1])


def join_or(_: Translator, items: Sequence[str]) -> str:
    """'A', 'A or B', 'A, B or C' in the translator's language."""
    if len(items) <= 1:
        return "".join(items)
    return _("{first} or {last}", first=", ".join(items[:-1]), last=items[-1])


def card_name(_: Translator, catalogue: Catalogue, card_id: str) -> Name:
    """A card's name in the translator's language, with its Hungarian forms (unknown ids as is)."""
    card = catalogue.cards.get(card_id)
    if card is None:
        return Name(card_id)
    lang = lang_of(_)
    return Name(card.name(lang), card.forms) if lang == "hu" else Name(card.name(lang))


def card_names(
    _: Translator, catalogue: Catalogue, card_ids: Sequence[str], conjunction: str = "and"
) -> Names:
    """Card names joined with 'and' (or 'or'); a Hungarian template adds articles and cases."""
    joiner = join if conjunction == "and" else join_or
    return Names(tuple(card_name(_, catalogue, c) for c in card_ids), functools.partial(joiner, _))


def names(
    _: Translator, catalogue: Catalogue, card_ids: Sequence[str], conjunction: str = "and"
) -> str:
    """Card names (unknown ids as they are), joined with 'and' (or 'or')."""
    return str(card_names(_, catalogue, card_ids, conjunction))


def set_name(_: Translator, set_id: str) -> str:
    """A set's display name."""
    return _(SET_LABELS[set_id]) if set_id in SET_LABELS else set_id


def set_label(_: Translator, set_id: str) -> Name:
    """A set's display name, for templates that put an article before it ("a Seaside ...")."""
    return Name(set_name(_, set_id))


def describe_error(exc: KingdomError, catalogue: Catalogue, _: Translator) -> str:
    """One sentence saying what went wrong, for any error of the kingdom library."""
    return describe(exc.reason, catalogue, _)


def describe(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    """One sentence for a Reason (falls back to its code and parameters if unknown)."""
    handler = _HANDLERS.get(reason.code)
    if handler is None:
        return f"{reason.code}: {dict(reason.params)}"
    return handler(reason, catalogue, _)


def option_phrase(item: dict[str, Any], catalogue: Catalogue, _: Translator) -> str:
    """An option as a short noun phrase: 'at most 2 Attacks', 'Moat banned'."""
    name: str = item["constraint"]
    value: Any = item.get("value")
    if name in OPTION_PHRASES:
        return _(OPTION_PHRASES[name])
    if name == "ban":
        return _("{cards} banned", cards=card_names(_, catalogue, item.get("cards", value)))
    if name == "avoid_recent":
        cards = names(_, catalogue, item.get("cards", []))
        return _.ngettext(
            "the cards of the last kingdom left out ({cards})",
            "the cards of the last {n} kingdoms left out ({cards})",
            value,
            cards=cards,
        )
    if name == "max_attacks":
        if not value:  # at most 0: the same as Attacks turned off
            return _(OPTION_PHRASES["no_attacks"])
        return _.ngettext("at most {n} Attack", "at most {n} Attacks", value)
    if name == "min_cheap":
        return _.ngettext("at least {n} card costing 2–3", "at least {n} cards costing 2–3", value)
    if name == "min_expensive":
        return _.ngettext(
            "at least {n} card costing 5 or more", "at least {n} cards costing 5 or more", value
        )
    if name == "max_same_cost":
        return _.ngettext(
            "at most {n} card of any one cost", "at most {n} cards of any one cost", value
        )
    if name in ("set_min", "set_max"):
        label = set_label(_, item["set"])
        if name == "set_min":
            return _.ngettext(
                "at least {n} card from {set}", "at least {n} cards from {set}", value, set=label
            )
        if not value:
            return _("the cards from {set} left out", set=label)
        return _.ngettext(
            "at most {n} card from {set}", "at most {n} cards from {set}", value, set=label
        )
    return name


def _cannot_have(
    phrase: str, others: list[dict[str, Any]], catalogue: Catalogue, _: Translator
) -> str:
    """'cannot have X' or 'cannot have X together with Y and Z'."""
    if not others:
        return _("cannot have {option}", option=phrase)
    return _(
        "cannot have {option} together with {others}",
        option=phrase,
        others=join(_, [option_phrase(o, catalogue, _) for o in others]),
    )


def _fixed_note(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    """' (Witch: required or kept)' when the clash needs the required and kept cards."""
    if not reason.get("fixed_matter"):
        return ""
    members = reason.get("fixed_members") or []
    if members:
        return " " + _("({cards}: required or kept)", cards=names(_, catalogue, members))
    if not reason["free"]:
        return " " + _("(the required and kept cards take every place)")
    return " " + _.ngettext(
        "(the required and kept cards leave {n} place free)",
        "(the required and kept cards leave {n} places free)",
        reason["free"],
    )


def _unsatisfiable(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    name = reason["constraint"]
    others: list[dict[str, Any]] = list(reason.get("others") or [])
    phrase = option_phrase(dict(reason.params), catalogue, _)
    detail = ""
    if name in ("min_cheap", "min_expensive", "set_min"):
        detail = _fits(reason, catalogue, _)
    elif name == "set_max":
        detail = _.ngettext(
            "at least {n} such card is needed",
            "at least {n} such cards are needed",
            reason["needed"],
        )
    elif name == "max_same_cost":
        costs = [str(c) for c in reason.get("costs", [])]
        detail = _(
            "there are only {k} costs ({costs}), so at least {n} cards must share one",
            k=_.num(len(costs)),
            costs=", ".join(costs),
            n=_.num(reason["needed"]),
        )
    elif name in ("no_attacks", "max_attacks"):
        detail = _.ngettext(
            "at least {n} Attack is needed", "at least {n} Attacks are needed", reason["needed"]
        )
    elif name == "require_defence":
        # Banned or recent defences are named in the detail: leave those options out.
        shown = {d["card"] for d in reason.get("defences") or [] if d["status"] != "available"}
        others = [
            o
            for o in others
            if o["constraint"] not in POOL_UNITS or not set(o.get("cards", [])) <= shown
        ]
        defences = [d["card"] for d in reason.get("defences") or []]
        phrase = _("a defence against Attacks ({cards})", cards=names(_, catalogue, defences, "or"))
        detail = _defence(reason, catalogue, _)
    if name == "no_attacks" or (name == "max_attacks" and not reason["value"]):
        head = (
            _(
                "cannot turn Attacks off together with {others}",
                others=join(_, [option_phrase(o, catalogue, _) for o in others]),
            )
            if others
            else _("cannot turn Attacks off")
        )
    else:
        head = _cannot_have(phrase, others, catalogue, _)
    text = f"{head}: {detail}" if detail else head
    if name != "require_defence" and not reason.get("fixed_beside"):
        text += _fixed_note(reason, catalogue, _)
    return text


def _fits(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    """How many cards of a minimum fit at best, and what takes the other places when that is
    the other cost band and required cards: 'at most 4 cards costing 2–3 fit beside 5 cards
    costing 5 or more and the required or kept Smithy'."""
    n = reason["possible"]
    name = reason["constraint"]
    if name == "min_cheap":
        fit = (
            _.ngettext("at most {n} card costing 2–3 fits", "at most {n} cards costing 2–3 fit", n)
            if n
            else _("no card costing 2–3 fits")
        )
    elif name == "min_expensive":
        fit = (
            _.ngettext(
                "at most {n} card costing 5 or more fits",
                "at most {n} cards costing 5 or more fit",
                n,
            )
            if n
            else _("no card costing 5 or more fits")
        )
    else:
        label = set_label(_, reason["set"])
        fit = (
            _.ngettext(
                "at most {n} card from {set} fits",
                "at most {n} cards from {set} fit",
                n,
                set=label,
            )
            if n
            else _("no card from {set} fits", set=label)
        )
    if "fixed_beside" not in reason.params:
        return fit
    other = next(o for o in reason["others"] if o["constraint"] in ("min_cheap", "min_expensive"))
    band = _band(other["constraint"], other["value"], _)
    fixed = reason["fixed_beside"]
    if not fixed:
        return _("{fit} beside {band}", fit=fit, band=band)
    return _(
        "{fit} beside {band} and the required or kept {cards}",
        fit=fit,
        band=band,
        cards=names(_, catalogue, fixed),
    )


def _band(name: str, n: int, _: Translator) -> str:
    """'5 cards costing 5 or more': the cards a cost-band minimum asks for."""
    if name == "min_cheap":
        return _.ngettext("{n} card costing 2–3", "{n} cards costing 2–3", n)
    return _.ngettext("{n} card costing 5 or more", "{n} cards costing 5 or more", n)


def _defence(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    """Why no defence fits: the Attack that is sure to come, and each defence's fate."""
    attacks = reason.get("attacks") or []
    if attacks:
        attack_names = card_names(_, catalogue, attacks)
        attack_part = _.ngettext(
            "{cards} (required or kept) is an Attack",
            "{cards} (required or kept) are Attacks",
            len(attacks),
            cards=attack_names,
        )
    else:
        attack_part = _("the kingdom cannot avoid Attacks")
    by_status: dict[str, list[str]] = {}
    for item in reason.get("defences") or []:
        by_status.setdefault(item["status"], []).append(item["card"])
    parts = []
    for status, one, many in (
        ("banned", N_("{cards} is banned"), N_("{cards} are banned")),
        ("recent", N_("{cards} was used recently"), N_("{cards} were used recently")),
        (
            "not_in_sets",
            N_("{cards} is not in the chosen sets"),
            N_("{cards} are not in the chosen sets"),
        ),
        ("available", N_("{cards} does not fit"), N_("{cards} do not fit")),
    ):
        cards = by_status.get(status, [])
        if cards:
            parts.append(_(one if len(cards) == 1 else many, cards=card_names(_, catalogue, cards)))
    return _("{attacks}; {defences}", attacks=attack_part, defences=join_clauses(_, parts))


def _pool_too_small(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    causes = []
    for item in reason.get("others") or []:
        cards = card_names(_, catalogue, item.get("cards", []))
        if item["constraint"] == "ban":
            causes.append(_("banning {cards}", cards=cards))
        else:
            causes.append(
                _.ngettext(
                    "leaving out the cards of the last kingdom ({cards})",
                    "leaving out the cards of the last {n} kingdoms ({cards})",
                    item["value"],
                    cards=cards,
                )
            )
    joined = join(_, causes)
    if not reason["available"]:
        return _("no card is left after {causes}; 10 are needed", causes=joined)
    return _.ngettext(
        "only {n} card is left after {causes}; 10 are needed",
        "only {n} cards are left after {causes}; 10 are needed",
        reason["available"],
        causes=joined,
    )


def _no_replacement(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    filters = []
    if reason.get("same") == "cost":
        filters.append(_("costing {cost}", cost=reason["cost"]))
    if reason.get("same") == "type":
        filters.append(_("of type {types}", types=types_label(_, tuple(reason["types"]))))
    if reason.get("set"):
        filters.append(_("from {set}", set=set_label(_, reason["set"])))
    head = _("{card} cannot be swapped", card=card_name(_, catalogue, reason["card"]))
    matching = reason.get("matching", 0)
    kind = " ".join(filters)
    if not matching:
        if filters:
            return f"{head}: " + _("no other card {filter} is left", filter=kind)
        return f"{head}: " + _("no other card is left")
    options = join(_, [unit_name(u, _) for u in reason.get("failing", [])])
    if filters:
        detail = _.ngettext(
            "the only card {filter} breaks {options}",
            "all {n} cards {filter} break {options}",
            matching,
            filter=kind,
            options=options,
        )
    else:
        detail = _.ngettext(
            "the only other card breaks {options}",
            "all {n} other cards break {options}",
            matching,
            options=options,
        )
    return f"{head}: {detail}"


def unit_name(unit: str, _: Translator) -> str:
    """An option named without its value ('the limit on Attacks'), for swap failures."""
    name, _sep, set_id = unit.partition(":")
    if name in OPTION_PHRASES:
        return _(OPTION_PHRASES[name])
    if name == "set_min":
        return _("the minimum for {set}", set=set_label(_, set_id))
    if name == "set_max":
        return _("the maximum for {set}", set=set_label(_, set_id))
    if name in UNIT_NAMES:
        return _(UNIT_NAMES[name])
    return name


def _simple(template: str) -> Callable[[Reason, Catalogue, Translator], str]:
    return lambda reason, catalogue, _: _(template, **reason.params)


def _cards_reason(one: str, many: str) -> Callable[[Reason, Catalogue, Translator], str]:
    def handler(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
        cards = reason["cards"]
        return _(one if len(cards) == 1 else many, cards=card_names(_, catalogue, cards))

    return handler


def unknown_card(_: Translator, catalogue: Catalogue, query: str, suggestion: str | None) -> str:
    """'unknown card “x”; did you mean “Trónterem” (throne_room)?': the near miss by its name."""
    if suggestion is not None and suggestion in catalogue.cards:
        return _(
            "unknown card “{query}”; did you mean “{name}” ({id})?",
            query=clip(query),
            name=catalogue.cards[suggestion].name(lang_of(_)),
            id=suggestion,
        )
    return _("unknown card “{query}”", query=clip(query))


def _unknown_card(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    return unknown_card(_, catalogue, reason["card"], reason.get("suggestion"))


def _unknown_set(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    return _(
        "unknown set “{name}” (known: {known})",
        name=clip(reason["set"]),
        known=", ".join(reason["known"]),
    )


def _characters(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    return _("a kingdom code cannot contain “{character}”", character=clip(reason["character"]))


def _bad_number(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    option = reason["option"].partition(":")[0]
    label = _(OPTION_NAMES[option]) if option in OPTION_NAMES else option
    return _(
        "{option} must be from {min} to {max}, not {value}",
        option=label,
        min=reason["min"],
        max=reason["max"],
        value=reason["value"],
    )


def _not_in_sets(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    cards = card_names(_, catalogue, reason["cards"])
    missing = Names(tuple(set_label(_, s) for s in reason["missing"]), functools.partial(join, _))
    return _.ngettext(
        "{cards} is from {set}, which is not chosen",
        "{cards} are from {set}, which is not chosen",
        len(reason["cards"]),
        cards=cards,
        set=missing,
    )


def _set_not_chosen(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    label = set_label(_, reason["set"])
    wanted = option_phrase(
        {"constraint": "set_min", "value": reason["value"], "set": reason["set"]}, catalogue, _
    )
    return _("cannot have {option}", option=wanted) + ": " + _("{set} is not chosen", set=label)


def _too_many_fixed(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    return _("{n} cards are required or kept, but a kingdom has only 10", n=_.num(reason["count"]))


def _not_in_kingdom(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    return _("{card} is not in this kingdom", card=card_name(_, catalogue, reason["card"]))


def _unknown_recommended(reason: Reason, catalogue: Catalogue, _: Translator) -> str:
    near = next((k for k in catalogue.recommended if k.id == reason.get("suggestion")), None)
    if near:
        return _(
            "no recommended kingdom “{query}”; did you mean “{name}” ({id})?",
            query=clip(reason["name"]),
            name=near.name(lang_of(_)),
            id=near.id,
        )
    return _("unknown recommended kingdom “{query}”", query=clip(reason["name"]))


_HANDLERS: dict[str, Callable[[Reason, Catalogue, Translator], str]] = {
    "no_sets": _simple(N_("choose at least one set")),
    "unknown_set": _unknown_set,
    "bad_number": _bad_number,
    "duplicate_set_bound": _simple(N_("a set has two limits of the same kind")),
    "unknown_card": _unknown_card,
    "not_kingdom_card": _cards_reason(
        N_("{cards} is not a kingdom card"), N_("{cards} are not kingdom cards")
    ),
    "required_and_banned": _cards_reason(
        N_("{cards} is both required (or kept) and banned"),
        N_("{cards} are both required (or kept) and banned"),
    ),
    "not_in_sets": _not_in_sets,
    "too_many_fixed": _too_many_fixed,
    "set_not_chosen": _set_not_chosen,
    "pool_too_small": _pool_too_small,
    "unsatisfiable": _unsatisfiable,
    "not_in_kingdom": _not_in_kingdom,
    "bad_swap_mode": _simple(N_("unknown swap mode “{value}” (use cost or type)")),
    "no_replacement": _no_replacement,
    "unknown_recommended": _unknown_recommended,
    "empty": _simple(N_("the kingdom code is empty")),
    "foreign": _simple(N_("this is not a kingdom code (kingdom codes start with {prefix})")),
    "version": _simple(N_("kingdom code version {version} is not supported (only {supported})")),
    "characters": _characters,
    "truncated": _simple(N_("the kingdom code is too short: part of it is missing")),
    "checksum": _simple(N_("the kingdom code is damaged (mistyped, changed or cut short)")),
    "invalid": _simple(N_("the kingdom code does not describe a valid kingdom")),
}
