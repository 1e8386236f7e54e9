"""`companion cards` and `companion recommended`: the catalogue in a terminal."""

from __future__ import annotations

import argparse
import textwrap
from typing import Any

from companion.catalogue import SETS, Card
from companion.catalogue.export import card_json, recommended_json
from companion.cli.common import CliError, card_or_fail, catalogue, metavar, print_json
from companion.echo import clip
from companion.i18n import N_, Translator, translator
from companion.labels import SET_LABELS, types_label

KNOWN_SETS = "base-1e, seaside-1e"


def register(sub: Any) -> None:
    p = sub.add_parser("cards", help=N_("list the cards, or show one card with its rulings"))
    p.add_argument(
        "card",
        nargs="?",
        metavar=metavar(N_("card")),
        help=N_("card id or name (English or Hungarian)"),
    )
    p.add_argument("--set", dest="set_id", choices=SETS, help=N_("only this set"))
    p.add_argument("--json", action="store_true", help=N_("machine-readable output"))
    p.set_defaults(func=run_cards)
    r = sub.add_parser("recommended", help=N_("list the rulebooks' recommended kingdoms"))
    r.add_argument(
        "--sets",
        metavar=metavar(N_("SETS")),
        help=N_("comma-separated sets you own (base-1e,seaside-1e)"),
    )
    r.add_argument("--json", action="store_true", help=N_("machine-readable output"))
    r.set_defaults(func=run_recommended)


def _card_block(_: Translator, card: Card) -> str:
    lang = _.lang
    lines = [
        f"{card.name(lang)} ({card.id})",
        _("Set: {set}", set=_(SET_LABELS[card.set])),
        _("Cost: {cost}", cost=card.cost),
        _("Types: {types}", types=types_label(_, card.types)),
        "",
        textwrap.fill(card.text(lang), 78),
    ]
    if card.rulings:
        lines += ["", _("Rulings:")]
        for ruling in card.rulings:
            ref = ruling.ref
            where = _("{book}, p. {page}", book=_(SET_LABELS[ref.book]), page=ref.page)
            lines.append(
                textwrap.fill(f"- {ruling.text(lang)} [{where}]", 78, subsequent_indent="  ")
            )
            if ruling.note:
                lines.append(textwrap.fill(f"  ({ruling.note(lang)})", 78, subsequent_indent="   "))
    return "\n".join(lines)


def run_cards(args: argparse.Namespace) -> int:
    _ = translator(args.lang)
    cat = catalogue()
    if args.card is not None and not args.card.strip():
        raise CliError(_("name a card (id or name), or leave the argument out to list them all"))
    if args.card and cat.is_trash(args.card):
        print(f"{cat.trash(args.lang)}\n\n{textwrap.fill(cat.trash_text(args.lang), 78)}")
        return 0
    if args.card:
        card = card_or_fail(_, cat, args.card)
        if args.json:
            print_json(card_json(card))
        else:
            print(_card_block(_, card))
        return 0
    cards = cat.listed(args.lang, args.set_id)
    if args.json:
        print_json([card_json(c, rulings=False) for c in cards])
        return 0
    width = max(len(c.name(args.lang)) for c in cards)
    for c in cards:
        print(f"{c.id:<16} {c.name(args.lang):<{width}}  {c.cost:>2}  {types_label(_, c.types)}")
    return 0


def run_recommended(args: argparse.Namespace) -> int:
    _ = translator(args.lang)
    cat = catalogue()
    owned = set(SETS)
    if args.sets is not None:
        named = {s.strip() for s in args.sets.split(",") if s.strip()}
        if not named:
            raise CliError(_("--sets: choose at least one set ({known})", known=KNOWN_SETS))
        owned = named | {"basic"}
        unknown = owned - set(SETS)
        if unknown:
            raise CliError(
                _(
                    "unknown set “{name}” (known: {known})",
                    name=clip(sorted(unknown)[0]),
                    known=KNOWN_SETS,
                )
            )
    kingdoms = [k for k in cat.recommended if cat.sets_of(k.cards) <= owned]
    if args.json:
        print_json([recommended_json(k, cat.sets_of(k.cards)) for k in kingdoms])
        return 0
    for k in kingdoms:
        cards = sorted((cat.cards[c] for c in k.cards), key=lambda c: c.name_key(args.lang))
        names = ", ".join(c.name(args.lang) for c in cards)
        print(f"{k.name(args.lang)} [{k.id}]")
        print(textwrap.fill(names, 78, initial_indent="  ", subsequent_indent="  "))
    return 0
