"""`companion kingdom`: draw, share, reroll, swap and set up kingdoms from a terminal."""

from __future__ import annotations

import argparse
import secrets
import sys
from typing import Any

from companion.catalogue import KINGDOM_SETS, Catalogue
from companion.cli.common import (
    CliError,
    add_json_lang,
    card_or_fail,
    catalogue,
    kingdom_or_fail,
    metavar,
    print_json,
    set_or_fail,
    whole_number,
)
from companion.echo import clip
from companion.engine.piles import MAX_PLAYERS, MIN_PLAYERS
from companion.engine.shuffle import MAX_SEED
from companion.i18n import N_, Translator, translator
from companion.kingdom import (
    FORMATS,
    KINGDOM_SIZE,
    SEED_BITS,
    SWAP_SAME,
    Kingdom,
    KingdomError,
    KingdomOptions,
    Randomizer,
    describe_error,
    encode,
    kingdom_markdown,
    kingdom_text,
    recommended_kingdom,
    render_sheet,
    setup_sheet,
    spreadsheet_csv,
    swap,
)
from companion.kingdom.messages import card_name

FLAGS = ("require_buy", "require_village", "require_draw", "require_trashing", "require_defence")
NUMBERS = {
    "max_attacks": (0, KINGDOM_SIZE),
    "min_cheap": (0, KINGDOM_SIZE),
    "min_expensive": (0, KINGDOM_SIZE),
    "max_same_cost": (1, KINGDOM_SIZE),
    "avoid_recent": (0, 255),
}


def register(sub: Any) -> None:
    p = sub.add_parser(
        "kingdom",
        help=N_("draw a kingdom (random, shared or recommended) and its setup sheet"),
        description=N_("Draw, show, reroll or swap a kingdom, and print its setup sheet."),
        epilog=N_("Details: docs/kingdom.md"),
    )
    source = p.add_argument_group(N_("which kingdom"))
    source.add_argument(
        "--code",
        metavar=metavar(N_("CODE")),
        help=N_("show (or --reroll, --swap) the kingdom of this code"),
    )
    source.add_argument(
        "--recommended", metavar=metavar(N_("NAME")), help=N_("a rulebook's recommended kingdom")
    )
    source.add_argument(
        "--reroll",
        action="store_true",
        help=N_("with --code: draw again with the code's options"),
    )
    source.add_argument(
        "--swap",
        metavar=metavar(N_("ID")),
        help=N_("replace this card (with --code/--recommended)"),
    )
    source.add_argument(
        "--swap-same", metavar="cost|type", help=N_("the replacement has the same cost or type")
    )
    source.add_argument(
        "--swap-set", metavar=metavar(N_("SET")), help=N_("the replacement comes from this set")
    )
    opts = p.add_argument_group(N_("randomizer options"))
    opts.add_argument(
        "--sets",
        metavar=metavar(N_("SETS")),
        help=N_("sets to draw from, comma-separated (default: both)"),
    )
    for name, text in (
        (
            "--require",
            N_("card(s) the kingdom must have (id or name, comma-separated)"),
        ),
        ("--ban", N_("card that must not be in the kingdom")),
        ("--keep", N_("card to keep (lock) when rerolling the rest")),
    ):
        opts.add_argument(name, action="append", default=[], metavar=metavar(N_("ID")), help=text)
    opts.add_argument("--require-buy", action="store_true", help=N_("at least one +Buy card"))
    opts.add_argument(
        "--require-village", action="store_true", help=N_("at least one +2 Actions card")
    )
    opts.add_argument(
        "--require-draw", action="store_true", help=N_("at least one card drawing 2+")
    )
    opts.add_argument(
        "--require-trashing", action="store_true", help=N_("at least one trashing card")
    )
    opts.add_argument("--no-attacks", action="store_true", help=N_("no Attack cards"))
    opts.add_argument("--max-attacks", metavar="N", help=N_("at most N Attack cards"))
    opts.add_argument(
        "--require-defence",
        action="store_true",
        help=N_("if there is an Attack, also Moat or Lighthouse"),
    )
    opts.add_argument("--min-cheap", metavar="N", help=N_("at least N cards costing 2-3"))
    opts.add_argument("--min-expensive", metavar="N", help=N_("at least N cards costing 5+"))
    opts.add_argument("--max-same-cost", metavar="N", help=N_("at most N cards of any one cost"))
    opts.add_argument(
        "--set-min",
        action="append",
        default=[],
        metavar=metavar(N_("SET=N")),
        help=N_("at least N cards from SET (repeatable)"),
    )
    opts.add_argument(
        "--set-max",
        action="append",
        default=[],
        metavar=metavar(N_("SET=N")),
        help=N_("at most N cards from SET (repeatable)"),
    )
    opts.add_argument(
        "--history",
        action="append",
        default=[],
        metavar=metavar(N_("CODE")),
        help=N_("codes of earlier kingdoms, newest first (comma-separated)"),
    )
    opts.add_argument(
        "--avoid-recent",
        metavar="K",
        help=N_("skip the cards of the last K --history kingdoms (default: all)"),
    )
    opts.add_argument(
        "--seed", metavar=metavar(N_("SEED")), help=N_("random seed (default: a new one, printed)")
    )
    out = p.add_argument_group(N_("output"))
    out.add_argument(
        "--players",
        default="2",
        metavar=metavar(N_("PLAYERS")),
        help=N_("players for the setup sheet, 1-4 (default 2)"),
    )
    out.add_argument(
        "--format",
        dest="fmt",
        default="text",
        metavar="text|markdown|csv",
        help=N_("setup sheet format (default text)"),
    )
    add_json_lang(out)
    p.set_defaults(func=run)


# -- argument parsing (every message translated, one line) ------------------------------------


def _split(values: list[str]) -> list[str]:
    return [v.strip() for value in values for v in value.split(",") if v.strip()]


def _bounds(_: Translator, flag: str, values: list[str]) -> dict[str, int]:
    bounds: dict[str, int] = {}
    for value in _split(values):
        set_text, sep, n = value.partition("=")
        if not sep:
            raise CliError(
                _(
                    "{flag}: expected SET=N (for example seaside-1e=3), got “{value}”",
                    flag=flag,
                    value=clip(value),
                )
            )
        bounds[set_or_fail(_, flag, set_text)] = whole_number(_, flag, n, 0, KINGDOM_SIZE)
    return bounds


def _cards(_: Translator, cat: Catalogue, values: list[str]) -> set[str]:
    return {card_or_fail(_, cat, v).id for v in _split(values)}


def _given(args: argparse.Namespace) -> list[str]:
    """The randomizer options given on the command line, as their flags."""
    given = [f"--{n.replace('_', '-')}" for n in (*FLAGS, "no_attacks") if getattr(args, n)]
    for name in (
        "sets",
        "max_attacks",
        "min_cheap",
        "min_expensive",
        "max_same_cost",
        "avoid_recent",
        "seed",
    ):
        if getattr(args, name) is not None:
            given.append(f"--{name.replace('_', '-')}")
    for name in ("require", "ban", "keep", "set_min", "set_max", "history"):
        if getattr(args, name):
            given.append(f"--{name.replace('_', '-')}")
    return given


def _options(
    _: Translator, cat: Catalogue, args: argparse.Namespace, base: KingdomOptions
) -> KingdomOptions:
    """The base options (defaults, or a code's) with the command line's on top."""
    changes: dict[str, Any] = {}
    if args.sets is not None:
        sets = {set_or_fail(_, "--sets", s) for s in _split([args.sets])}
        if not sets:
            raise CliError(
                _("--sets: choose at least one set ({known})", known=", ".join(KINGDOM_SETS))
            )
        changes["sets"] = sets
    for name in ("require", "ban", "keep"):
        cards = _cards(_, cat, getattr(args, name))
        if cards:
            changes[name] = getattr(base, name) | cards
    for name in FLAGS:
        if getattr(args, name):
            changes[name] = True
    if args.no_attacks and args.max_attacks is not None:
        raise CliError(_("--no-attacks and --max-attacks cannot be used together"))
    if args.no_attacks:
        changes["attacks"] = False
    for name, (low, high) in NUMBERS.items():
        text = getattr(args, name)
        if text is not None:
            changes[name] = whole_number(_, f"--{name.replace('_', '-')}", text, low, high)
    if args.max_attacks is not None:
        changes["attacks"] = True
    for name in ("set_min", "set_max"):
        bounds = _bounds(_, f"--{name.replace('_', '-')}", getattr(args, name))
        if bounds:
            changes[name] = {**dict(getattr(base, name)), **bounds}
    if args.history and args.avoid_recent is None:
        changes["avoid_recent"] = len(_split(args.history))
    if "avoid_recent" in changes and changes["avoid_recent"] and not args.history:
        raise CliError(_("--avoid-recent needs the earlier kingdoms: give them with --history"))
    try:
        return base.with_(**changes)
    except KingdomError as exc:
        raise CliError(describe_error(exc, cat, _)) from None


def _seed(_: Translator, args: argparse.Namespace) -> int:
    if args.seed is None:
        return secrets.randbits(SEED_BITS)
    return whole_number(_, "--seed", args.seed, 0, MAX_SEED)


# -- the command --------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> int:
    _ = translator(args.lang)
    cat = catalogue()
    players = whole_number(_, "--players", args.players, MIN_PLAYERS, MAX_PLAYERS)
    if args.fmt not in FORMATS:
        raise CliError(
            _(
                "--format: use one of {known}, not “{value}”",
                known=", ".join(FORMATS),
                value=clip(args.fmt),
            )
        )
    if args.swap_same is not None and args.swap_same not in SWAP_SAME:
        raise CliError(
            _("--swap-same: use cost or type, not “{value}”", value=clip(args.swap_same))
        )
    if args.code is not None and args.recommended is not None:
        raise CliError(_("--code and --recommended cannot be used together"))
    if (args.swap_same or args.swap_set) and not args.swap:
        raise CliError(_("--swap-same and --swap-set need --swap"))
    if args.reroll and args.code is None:
        raise CliError(_("--reroll needs --code"))
    if args.swap and args.reroll:
        raise CliError(_("--swap and --reroll cannot be used together"))
    try:
        return _run(_, cat, args, players)
    except KingdomError as exc:
        raise CliError(describe_error(exc, cat, _)) from None


def _run(_: Translator, cat: Catalogue, args: argparse.Namespace, players: int) -> int:
    swapped: dict[str, Any] | None = None
    if args.code is not None or args.recommended is not None:
        if args.code is not None:
            kingdom = kingdom_or_fail(_, cat, "--code", args.code)
        else:
            kingdom = recommended_kingdom(cat, args.recommended)
        given = _given(args)
        if args.swap:
            options = _options(_, cat, args, kingdom.options)
            kingdom = Kingdom(kingdom.cards, kingdom.seed, options)
            out = card_or_fail(_, cat, args.swap).id
            set_id = set_or_fail(_, "--swap-set", args.swap_set) if args.swap_set else None
            seed = _seed(_, args)
            new = swap(
                cat,
                kingdom,
                out,
                seed=seed,
                same=args.swap_same,
                set_id=set_id,
                history=_history(_, cat, args),
            )
            came = next(c for c in new.cards if c not in kingdom.cards)
            swapped = {"out": out, "in": came, "seed": seed}
            kingdom = new
        elif args.reroll:
            options = _options(_, cat, args, kingdom.options)
            kingdom = Randomizer(cat).generate(
                options, seed=_seed(_, args), history=_history(_, cat, args)
            )
        elif given:
            raise CliError(
                _("{flags}: with a given kingdom, use --reroll or --swap", flags=", ".join(given))
            )
    else:
        if args.swap:
            raise CliError(_("--swap needs --code (or --recommended) to say which kingdom"))
        options = _options(_, cat, args, KingdomOptions())
        kingdom = Randomizer(cat).generate(
            options, seed=_seed(_, args), history=_history(_, cat, args)
        )
    _show(_, cat, args, kingdom, players, swapped)
    return 0


def _history(_: Translator, cat: Catalogue, args: argparse.Namespace) -> list[tuple[str, ...]]:
    codes = _split(args.history)
    return [
        kingdom_or_fail(_, cat, "--history", code, n).cards for n, code in enumerate(codes, start=1)
    ]


def _show(
    _: Translator,
    cat: Catalogue,
    args: argparse.Namespace,
    kingdom: Kingdom,
    players: int,
    swapped: dict[str, Any] | None,
) -> None:
    code = encode(kingdom)
    sheet = setup_sheet(cat, kingdom, players)
    note = ""
    if swapped:
        note = _(
            "{old} swapped for {new} (swap seed {seed})",
            old=card_name(_, cat, swapped["out"]),
            new=card_name(_, cat, swapped["in"]),
            seed=swapped["seed"],
        )
    if args.json:
        data: dict[str, Any] = {
            "cards": [c.id for c in kingdom.sorted_cards(cat, "en")],
            "code": code,
            "seed": kingdom.seed,
            "players": players,
            "piles": sheet.pile_counts(),
            "components": sheet.component_counts(),
            "starting_deck": dict(sheet.starting_deck),
            "curse_cards": list(sheet.curse_cards),
        }
        if swapped:
            data["swap"] = swapped
        print_json(data)
        return
    if args.fmt == "csv":
        if note:
            print(note, file=sys.stderr)
        print(_("Code: {code}", code=code), file=sys.stderr)
        sys.stdout.flush()  # the file goes out as bytes: Hungarian gets ";" and a BOM
        sys.stdout.buffer.write(spreadsheet_csv(sheet, cat, _))
        sys.stdout.buffer.flush()
        return
    if args.fmt == "markdown":
        parts = [kingdom_markdown(kingdom, code, cat, _)]
        if note:
            parts.append(note)
        parts.append(render_sheet(sheet, cat, _, "markdown"))
    else:
        parts = [kingdom_text(kingdom, code, cat, _)]
        if note:
            parts.append(note)
        parts.append(render_sheet(sheet, cat, _, "text"))
    print("\n\n".join(parts))
