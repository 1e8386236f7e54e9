"""Effects of the base game's kingdom cards (1st edition); the plain "+N" parts come from data."""

from __future__ import annotations

from collections.abc import Generator

from companion.engine.decisions import Answer, Decision, Kind
from companion.engine.events import Ev
from companion.engine.rules import Board, CardRules, Flow, Play

RULES: CardRules = CardRules()
effect = RULES.effect


@effect("adventurer")
def adventurer(g: Board, pi: int, play: Play) -> bool:
    # Revealed cards wait aside, so a reshuffle does not take them in (base rulebook p. 5-6).
    p = g.players[pi]
    found = 0
    while found < 2:
        card = g.top_card(pi)
        if card is None:
            break
        g.reveal(pi, (card,), "deck")
        p.set_aside.append(card)
        if g.db[card].treasure:
            found += 1
            p.set_aside.remove(card)
            p.hand.append(card)
            g.emit(Ev.PUT_IN_HAND, pi, (card,), "revealed")
    g.discard_cards(pi, list(p.set_aside), p.set_aside, "revealed")
    return False


@effect("bureaucrat")
def bureaucrat(g: Board, pi: int, play: Play) -> Flow:
    g.gain(pi, "silver", to="deck")
    for v in g.victims(pi, play):
        hand = g.players[v].hand
        victories = sorted({c for c in hand if g.db[c].victory})
        if not victories:
            g.reveal(v, tuple(hand), "hand")
            continue
        choice = yield from g.ask(v, Kind.TOPDECK, victories, 1, 1, card="bureaucrat")
        g.reveal(v, choice, "hand")
        g.topdeck(v, list(choice), hand, "hand")
    return False


@effect("cellar")
def cellar(g: Board, pi: int, play: Play) -> Flow:
    # Discard all chosen cards first, then draw as many (base rulebook p. 7).
    hand = g.players[pi].hand
    chosen = yield from g.ask(pi, Kind.DISCARD, sorted(hand), 0, len(hand), card="cellar")
    g.discard_cards(pi, chosen, hand, "hand")
    g.draw(pi, len(chosen))
    return False


@effect("chancellor")
def chancellor(g: Board, pi: int, play: Play) -> Flow:
    p = g.players[pi]
    if p.deck and (yield from g.may(pi, "chancellor")):
        # The whole deck goes to the discard pile unseen (base rulebook p. 6).
        moved = len(p.deck)
        p.discard.extend(p.deck)
        p.deck.clear()
        g.emit(Ev.DISCARD, pi, (), "deck", value=moved)
    return False


@effect("chapel")
def chapel(g: Board, pi: int, play: Play) -> Flow:
    hand = g.players[pi].hand
    chosen = yield from g.ask(pi, Kind.TRASH, sorted(hand), 0, 4, card="chapel")
    g.trash_cards(pi, chosen, hand, "hand")
    return False


@effect("council_room")
def council_room(g: Board, pi: int, play: Play) -> bool:
    # Not an Attack: every other player draws, Moat or not (base rulebook p. 7).
    for o in g.others(pi):
        g.draw(o, 1)
    return False


def gain_up_to(
    g: Board, pi: int, card: str, limit: int, to: str = "discard", treasure_only: bool = False
) -> Flow:
    """Gain a card costing up to `limit` from the supply (no coins can be added)."""
    where = (lambda c: g.db[c].treasure) if treasure_only else None
    options = g.affordable(limit, where)
    choice = yield from g.ask(pi, Kind.GAIN, options, 1, 1, card=card)
    if choice:
        g.gain(pi, choice[0], to)
    return False


@effect("feast")
def feast(g: Board, pi: int, play: Play) -> Flow:
    # With Throne Room the second play finds Feast already trashed but still gains (p. 6).
    g.trash_played(pi, play)
    yield from gain_up_to(g, pi, "feast", 5)
    return False


@effect("library")
def library(g: Board, pi: int, play: Play) -> Flow:
    # Set-aside Actions are not shuffled into a new deck; discard them at the end (p. 6).
    p = g.players[pi]
    while len(p.hand) < 7:
        drawn = g.draw(pi, 1)
        if not drawn:
            break
        card = drawn[0]
        if g.db[card].action and (yield from g.may(pi, "library", shown=(card,))):
            p.hand.remove(card)
            p.set_aside.append(card)
            g.emit(Ev.SET_ASIDE, pi, (card,), "hand")
    g.discard_cards(pi, list(p.set_aside), p.set_aside, "set_aside")
    return False


@effect("militia")
def militia(g: Board, pi: int, play: Play) -> Flow:
    for v in g.victims(pi, play):
        hand = g.players[v].hand
        excess = len(hand) - 3
        if excess > 0:
            chosen = yield from g.ask(v, Kind.DISCARD, sorted(hand), excess, excess, card="militia")
            g.discard_cards(v, chosen, hand, "hand")
    return False


@effect("mine")
def mine(g: Board, pi: int, play: Play) -> Flow:
    hand = g.players[pi].hand
    treasures = sorted({c for c in hand if g.db[c].treasure})
    if not treasures:
        return False
    choice = yield from g.ask(pi, Kind.TRASH, treasures, 1, 1, card="mine")
    g.trash_cards(pi, choice, hand, "hand")
    yield from gain_up_to(g, pi, "mine", g.db.cost[choice[0]] + 3, to="hand", treasure_only=True)
    return False


@effect("moneylender")
def moneylender(g: Board, pi: int, play: Play) -> bool:
    hand = g.players[pi].hand
    if "copper" in hand:
        g.trash_cards(pi, ("copper",), hand, "hand")
        g.coins += 3
    return False


def one_from_hand(
    g: Board, pi: int, kind: Kind, card: str
) -> Generator[Decision, Answer, str | None]:
    """The card a player must pick from hand for an instruction; None with an empty hand."""
    hand = g.players[pi].hand
    if not hand:
        return None
    choice = yield from g.ask(pi, kind, sorted(set(hand)), 1, 1, card=card)
    return choice[0]


@effect("remodel")
def remodel(g: Board, pi: int, play: Play) -> Flow:
    card = yield from one_from_hand(g, pi, Kind.TRASH, "remodel")
    if card is None:
        return False
    g.trash_cards(pi, (card,), g.players[pi].hand, "hand")
    yield from gain_up_to(g, pi, "remodel", g.db.cost[card] + 2)
    return False


@effect("spy")
def spy(g: Board, pi: int, play: Play) -> Flow:
    # Every player, you first, reveals; you decide for each (base rulebook p. 6).
    for target in [pi, *g.victims(pi, play)]:
        p = g.players[target]
        card = g.top_card(target)
        if card is None:
            continue
        g.reveal(target, (card,), "deck")
        p.set_aside.append(card)
        choice = yield from g.ask(
            pi, Kind.CHOOSE, ("discard", "keep"), 1, 1, card="spy", target=target, shown=(card,)
        )
        if choice == ("discard",):
            g.discard_cards(target, (card,), p.set_aside, "revealed")
        else:
            g.topdeck(target, (card,), p.set_aside, "revealed")
    return False


def from_deck_aside(g: Board, pi: int, n: int) -> list[str]:
    """Take up to n cards off the deck into the set-aside zone, so a reshuffle leaves them out."""
    p = g.players[pi]
    taken: list[str] = []
    for _ in range(n):
        card = g.top_card(pi)
        if card is None:
            break
        taken.append(card)
        p.set_aside.append(card)
    return taken


def reveal_two(g: Board, v: int) -> list[str]:
    """Reveal the top two cards of a deck into the set-aside zone (Thief, Pirate Ship)."""
    revealed = from_deck_aside(g, v, 2)
    if revealed:
        g.reveal(v, revealed, "deck")
    return revealed


def trash_a_revealed_treasure(g: Board, pi: int, v: int, card: str) -> Flow:
    """The attacker picks one revealed Treasure to trash; the rest is discarded. True if trashed."""
    p = g.players[v]
    revealed = list(p.set_aside)
    treasures = sorted({c for c in revealed if g.db[c].treasure})
    trashed = False
    if treasures:
        choice = yield from g.ask(
            pi, Kind.TRASH, treasures, 1, 1, card=card, target=v, shown=revealed
        )
        g.trash_cards(v, choice, p.set_aside, "revealed")
        trashed = True
    g.discard_cards(v, list(p.set_aside), p.set_aside, "revealed")
    return trashed


@effect("thief")
def thief(g: Board, pi: int, play: Play) -> Flow:
    # Only Treasures trashed by this Thief may be gained, any or all of them (p. 7).
    stolen: list[str] = []
    for v in g.victims(pi, play):
        before = len(g.trash)
        reveal_two(g, v)
        yield from trash_a_revealed_treasure(g, pi, v, "thief")
        stolen.extend(g.trash[before:])
    if stolen:
        chosen = yield from g.ask(pi, Kind.GAIN, sorted(stolen), 0, len(stolen), card="thief")
        for c in chosen:
            g.gain_from_trash(pi, c)
    return False


@effect("throne_room")
def throne_room(g: Board, pi: int, play: Play) -> Flow:
    # The second play uses no Action; a Duration played this way keeps Throne Room in play.
    p = g.players[pi]
    actions = sorted({c for c in p.hand if g.db[c].action})
    if not actions:
        return False
    choice = yield from g.ask(pi, Kind.PLAY, actions, 1, 1, card="throne_room")
    target = Play(choice[0])
    p.hand.remove(target.card)
    p.in_play.append(target.card)
    first = yield from g.resolve(pi, target)
    second = yield from g.resolve(pi, target)
    stays = first or second
    g.settle(pi, target, stays)
    return stays


@effect("witch")
def witch(g: Board, pi: int, play: Play) -> bool:
    # Curses go out in turn order; when they run out the later players get none (p. 5).
    for v in g.victims(pi, play):
        g.gain(v, "curse")
    return False


@effect("workshop")
def workshop(g: Board, pi: int, play: Play) -> Flow:
    yield from gain_up_to(g, pi, "workshop", 4)
    return False
