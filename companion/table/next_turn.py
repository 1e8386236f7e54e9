"""What is pending for a player's next turn, read from the engine's state (issue #21, part 3).

The engine keeps each staying Duration's effect as an entry of `PlayerState.next_turn` (one
per play, so a Throne Room'd Wharf has two); what an entry gives is the card data's
`next_turn` parts (`CardInfo.next_turn`), or the card's start-of-turn hook (`CardRules.at_start`:
Haven's, which puts its set-aside card into the hand). The extra turn is the table's own flag
(`extra_turn_pending`, set by Outpost). Nothing here is a second table of card effects.

Privacy follows the player's view (engine/player_view.py) and the rulings: the Duration row,
the Island mat (face up) and Embargo tokens are public; the card set aside with Haven
(ruling haven-face-down) and the Native Village mat (native_village-look) are the owner's
only, the others may count them (shown as face-down cards, `HIDDEN`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from companion.catalogue import Catalogue
from companion.catalogue.model import Plus
from companion.engine.game import Game
from companion.engine.player_view import HIDDEN
from companion.i18n import Translator
from companion.table.words import cards_words

EXTRA_TURN_CARD = "outpost"
"""The Duration whose staying effect is an extra turn (effects/seaside.outpost sets the
table's `extra_turn_pending`; a test checks this against the engine)."""


@dataclass(frozen=True, slots=True)
class Effect:
    """One Duration effect due at the start of its owner's next turn: the card, its "+N"
    parts, the cards it puts into the hand (Haven; HIDDEN for other viewers), and whether it
    is the extra turn (Outpost)."""

    card: str
    plus: Plus = field(default_factory=Plus)
    to_hand: tuple[str, ...] = ()
    extra_turn: bool = False


@dataclass(frozen=True, slots=True)
class NextTurn:
    """What one seat's next turn brings, as `viewer` may know it, plus the table's tokens.

    `cleanup_draw` is this turn's Clean-up draw when the seat is active and it is not the
    usual 5 (Outpost: 3); `protected` is Lighthouse in the Duration row (Attacks do not
    affect the seat until its next turn starts)."""

    seat: int
    viewer: int
    effects: tuple[Effect, ...]
    extra_turn: bool
    cleanup_draw: int | None
    protected: bool
    island: tuple[str, ...]
    native_village: tuple[str, ...]
    embargo: tuple[tuple[str, int], ...]

    @property
    def total(self) -> Plus:
        """Every effect's "+N" parts together."""
        out = Plus()
        for e in self.effects:
            out += e.plus
        return out

    @property
    def empty(self) -> bool:
        """Nothing to tell: no effect, no mat card, no token."""
        return not (self.effects or self.island or self.native_village or self.embargo)


def next_turn(game: Game, seat: int, viewer: int | None = None) -> NextTurn:
    """What `seat`'s next turn brings (0-based), as `viewer` (default: the seat) may know it."""
    if not 0 <= seat < len(game.players):
        raise ValueError(f"no player {seat + 1} in a game of {len(game.players)}")
    viewer = seat if viewer is None else viewer
    own = viewer == seat
    p = game.players[seat]
    hooks = game.rules.at_start
    extra = seat == game.active and game.extra_turn_pending and not game.extra_turn
    effects = []
    for card, payload in p.next_turn:
        hooked = card in hooks  # the hook acts instead of the card's next-turn parts
        to_hand = ((payload if own else HIDDEN),) if hooked and payload is not None else ()
        plus = Plus() if hooked else Plus(*game.db[card].next_turn)
        effects.append(Effect(card, plus, to_hand, extra and card == EXTRA_TURN_CARD))
    draw = game.cleanup_draw if seat == game.active and game.cleanup_draw != 5 else None
    return NextTurn(
        seat=seat,
        viewer=viewer,
        effects=tuple(effects),
        extra_turn=extra,
        cleanup_draw=draw,
        protected="lighthouse" in p.duration,  # Table.protected: in play or staying
        island=tuple(p.island),
        native_village=tuple(p.native_village) if own else (HIDDEN,) * len(p.native_village),
        embargo=tuple(sorted((pile, n) for pile, n in game.embargo.items() if n)),
    )


# -- in words ---------------------------------------------------------------------------------


def plus_words(_: Translator, plus: Plus) -> str:
    """'+2 Cards, +1 Buy' in the language (only the parts that are not zero)."""
    parts = []
    if plus.cards:
        parts.append(_.ngettext("+{n} Card", "+{n} Cards", plus.cards))
    if plus.actions:
        parts.append(_.ngettext("+{n} Action", "+{n} Actions", plus.actions))
    if plus.buys:
        parts.append(_.ngettext("+{n} Buy", "+{n} Buys", plus.buys))
    if plus.coins:
        parts.append(_.ngettext("+{n} Coin", "+{n} Coins", plus.coins))
    return ", ".join(parts)


def _name(cat: Catalogue, _: Translator, card: str) -> str:
    return cat.cards[card].name(_.lang)


def _effect_lines(_: Translator, cat: Catalogue, nt: NextTurn) -> list[str]:
    """One line per Duration card: its plays' "+N" parts added up ("Wharf ×2: +4 Cards"),
    each Haven's card, the extra turn."""
    out: list[str] = []
    grouped: dict[str, tuple[int, Plus]] = {}
    for e in nt.effects:
        if e.plus:
            n, total = grouped.get(e.card, (0, Plus()))
            grouped[e.card] = (n + 1, total + e.plus)
    for card, (n, total) in grouped.items():
        name = _name(cat, _, card) + (f" ×{n}" if n > 1 else "")
        out.append(_("{card}: {plus}", card=name, plus=plus_words(_, total)))
    for e in nt.effects:
        if e.to_hand:
            out.append(
                _(
                    "{card}: {cards} goes into the hand",
                    card=_name(cat, _, e.card),
                    cards=cards_words(_, cat, e.to_hand),
                )
            )
    if nt.extra_turn:
        line = _("{card}: an extra turn right after this one", card=_name(cat, _, EXTRA_TURN_CARD))
        if nt.cleanup_draw is not None:
            line += " " + _.ngettext(
                "(this Clean-up draws only {n} card)",
                "(this Clean-up draws only {n} cards)",
                nt.cleanup_draw,
            )
        out.append(line)
    if nt.protected:
        out.append(_("{card}: Attacks have no effect until then", card=_name(cat, _, "lighthouse")))
    return out


def next_turn_lines(_: Translator, cat: Catalogue, nt: NextTurn) -> list[str]:
    """Everything pending, one short line each: Durations, the total, mats, Embargo tokens."""
    out = _effect_lines(_, cat, nt)
    if len({e.card for e in nt.effects if e.plus}) > 1:
        out.append(_("In all: {plus}", plus=plus_words(_, nt.total)))
    if nt.native_village:
        out.append(_("Native Village mat") + ": " + cards_words(_, cat, list(nt.native_village)))
    if nt.island:
        out.append(_("Island mat") + ": " + cards_words(_, cat, list(nt.island)))
    if nt.embargo:
        piles = ", ".join(f"{_name(cat, _, pile)}: {_.num(n)}" for pile, n in nt.embargo)
        out.append(
            _("Embargo tokens (buying from the pile gains a Curse per token): {piles}", piles=piles)
        )
    return out


def next_turn_line(_: Translator, cat: Catalogue, nt: NextTurn, names: Sequence[str]) -> str:
    """The table's one line: "Next turn · You: Wharf: +2 Cards, +1 Buy; ..." (or "nothing")."""
    lines = next_turn_lines(_, cat, nt)
    what = "; ".join(lines) if lines else _("nothing pending")
    return _("Next turn · {who}: {what}", who=names[nt.seat], what=what)
