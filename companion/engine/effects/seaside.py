"""Effects of Seaside's kingdom cards (1st edition); plain "+N" and next-turn parts come from data.

A Duration effect returns True when the card has something left to do on the next turn, so it
stays in play until then (Seaside rulebook p. 4). Durations with only plain next-turn parts
(Caravan, Fishing Village, Lighthouse, Merchant Ship, Wharf) need no function here.
"""

from __future__ import annotations

from companion.engine.decisions import Kind
from companion.engine.effects.base import (
    from_deck_aside,
    one_from_hand,
    reveal_two,
    trash_a_revealed_treasure,
)
from companion.engine.events import Ev
from companion.engine.rules import Board, CardRules, Flow, Play, Step

RULES: CardRules = CardRules()
effect = RULES.effect


def look_at_top(g: Board, pi: int, n: int) -> list[str]:
    """Look at up to n cards from the top of the deck, holding them aside meanwhile (private)."""
    looked = from_deck_aside(g, pi, n)
    if looked:
        g.look(pi, looked, "deck")
    return looked


@effect("embargo")
def embargo(g: Board, pi: int, play: Play) -> Flow:
    # Any supply pile may get the token, even an empty one; tokens stack (p. 7).
    g.trash_played(pi, play)
    choice = yield from g.ask(pi, Kind.CHOOSE, sorted(g.supply), 1, 1, card="embargo")
    pile = choice[0]
    g.embargo[pile] = g.embargo.get(pile, 0) + 1
    g.emit(Ev.TOKEN, pi, (pile,), "embargo", value=g.embargo[pile])
    return False


@effect("haven")
def haven(g: Board, pi: int, play: Play) -> Flow:
    # With nothing to set aside Haven has nothing left to do and leaves at clean-up.
    p = g.players[pi]
    card = yield from one_from_hand(g, pi, Kind.SET_ASIDE, "haven")
    if card is None:
        return False
    p.hand.remove(card)
    p.haven.append(card)
    p.next_turn.append(("haven", card))
    g.emit(Ev.SET_ASIDE, pi, (card,), "haven", private_to=pi)
    return True


@RULES.at_start_of_turn("haven")
def haven_returns(g: Board, pi: int, payload: str | None) -> None:
    """At the start of the next turn the card set aside goes to hand."""
    p = g.players[pi]
    if payload is not None and payload in p.haven:
        p.haven.remove(payload)
        p.hand.append(payload)
        g.emit(Ev.PUT_IN_HAND, pi, (payload,), "haven", private_to=pi)


@effect("native_village")
def native_village(g: Board, pi: int, play: Play) -> Flow:
    # Either option may be chosen even if it does nothing (p. 9).
    p = g.players[pi]
    choice = yield from g.ask(pi, Kind.CHOOSE, ("set_aside", "take"), 1, 1, card="native_village")
    if choice == ("set_aside",):
        card = g.top_card(pi)
        if card is not None:
            p.native_village.append(card)
            g.emit(Ev.MAT, pi, (card,), "native_village", private_to=pi)
    elif p.native_village:
        taken = tuple(p.native_village)
        p.hand.extend(taken)
        p.native_village.clear()
        g.emit(Ev.PUT_IN_HAND, pi, taken, "native_village", private_to=pi)
    return False


@effect("pearl_diver")
def pearl_diver(g: Board, pi: int, play: Play) -> Flow:
    # Draw first, then look at the bottom card (shuffling first if the deck is empty) (p. 9).
    p = g.players[pi]
    if not p.deck:
        if not p.discard:
            return False
        g.shuffle(pi)
    bottom = p.deck[0]
    g.look(pi, (bottom,), "deck_bottom")
    if len(p.deck) > 1 and (yield from g.may(pi, "pearl_diver", shown=(bottom,))):
        p.deck.pop(0)
        p.deck.append(bottom)
        g.emit(Ev.TOPDECK, pi, (bottom,), "deck_bottom", private_to=pi)
    return False


@effect("ambassador")
def ambassador(g: Board, pi: int, play: Play) -> Flow:
    # Copies go to the others in turn order; if the pile runs out, later players get none (p. 7).
    hand = g.players[pi].hand
    card = yield from one_from_hand(g, pi, Kind.REVEAL, "ambassador")
    if card is None:
        return False
    g.reveal(pi, (card,), "hand")
    copies = hand.count(card)
    returned = yield from g.ask(pi, Kind.RETURN, [card] * copies, 0, 2, card="ambassador")
    if returned:
        for c in returned:
            hand.remove(c)
        g.supply[card] = g.supply.get(card, 0) + len(returned)
        g.emit(Ev.RETURN_TO_SUPPLY, pi, tuple(returned), "hand")
    for v in g.victims(pi, play):
        g.gain(v, card)
    return False


@effect("lookout")
def lookout(g: Board, pi: int, play: Play) -> Flow:
    # Look at all three before choosing; with fewer, follow the instructions in order (p. 8).
    p = g.players[pi]
    looked = look_at_top(g, pi, 3)
    if not looked:
        return False
    trash = yield from g.ask(pi, Kind.TRASH, sorted(looked), 1, 1, card="lookout", shown=looked)
    g.trash_cards(pi, trash, p.set_aside, "looked_at")
    if p.set_aside:
        rest = sorted(p.set_aside)
        discard = yield from g.ask(pi, Kind.DISCARD, rest, 1, 1, card="lookout", shown=rest)
        g.discard_cards(pi, discard, p.set_aside, "looked_at")
    if p.set_aside:
        g.topdeck(pi, list(p.set_aside), p.set_aside, "looked_at", private=True)
    return False


@effect("smugglers")
def smugglers(g: Board, pi: int, play: Play) -> Flow:
    # The player to the right's most recent turn; any way of gaining counts; not an Attack.
    right = (pi - 1) % len(g.players)
    gained = g.players[right].gained_last_turn
    options = sorted({c for c in gained if g.db.cost[c] <= 6 and g.supply.get(c, 0) > 0})
    choice = yield from g.ask(pi, Kind.GAIN, options, 1, 1, card="smugglers")
    if choice:
        g.gain(pi, choice[0])
    return False


@effect("warehouse")
def warehouse(g: Board, pi: int, play: Play) -> Flow:
    hand = g.players[pi].hand
    chosen = yield from g.ask(pi, Kind.DISCARD, sorted(hand), 3, 3, card="warehouse")
    g.discard_cards(pi, chosen, hand, "hand")
    return False


@effect("cutpurse")
def cutpurse(g: Board, pi: int, play: Play) -> bool:
    for v in g.victims(pi, play):
        hand = g.players[v].hand
        if "copper" in hand:
            g.discard_cards(v, ("copper",), hand, "hand")
        else:
            g.reveal(v, tuple(hand), "hand")
    return False


@effect("island")
def island(g: Board, pi: int, play: Play) -> Flow:
    # With Throne Room: Island and one card, then one more card (p. 8).
    p = g.players[pi]
    if g.leave_play(pi, play):
        p.island.append("island")
        g.emit(Ev.MAT, pi, ("island",), "island")
    card = yield from one_from_hand(g, pi, Kind.SET_ASIDE, "island")
    if card is not None:
        p.hand.remove(card)
        p.island.append(card)
        g.emit(Ev.MAT, pi, (card,), "island")
    return False


@effect("navigator")
def navigator(g: Board, pi: int, play: Play) -> Flow:
    # Cards being looked at are not shuffled into the new deck (p. 9).
    p = g.players[pi]
    looked = look_at_top(g, pi, 5)
    if not looked:
        return False
    mode = yield from g.ask(
        pi, Kind.CHOOSE, ("discard", "put_back"), 1, 1, card="navigator", shown=looked
    )
    if mode == ("discard",):
        g.discard_cards(pi, list(looked), p.set_aside, "looked_at")
        return False
    order = yield from g.ask(
        pi, Kind.ORDER, looked, len(looked), len(looked), card="navigator", ordered=True
    )
    g.topdeck(pi, list(order), p.set_aside, "looked_at", private=True)
    return False


@effect("pirate_ship")
def pirate_ship(g: Board, pi: int, play: Play) -> Flow:
    # At most one Coin token per play, however many Treasures were trashed (p. 9-10).
    p = g.players[pi]
    mode = yield from g.ask(pi, Kind.CHOOSE, ("attack", "coins"), 1, 1, card="pirate_ship")
    if mode == ("coins",):
        g.coins += p.pirate_tokens
        return False
    any_trashed = False
    for v in g.victims(pi, play):
        reveal_two(g, v)
        if (yield from trash_a_revealed_treasure(g, pi, v, "pirate_ship")):
            any_trashed = True
    if any_trashed:
        p.pirate_tokens += 1
        g.emit(Ev.TOKEN, pi, (), "pirate_ship", value=p.pirate_tokens)
    return False


@effect("salvager")
def salvager(g: Board, pi: int, play: Play) -> Flow:
    # With an empty hand there is nothing to trash and no coins, but the +Buy stays (p. 10).
    card = yield from one_from_hand(g, pi, Kind.TRASH, "salvager")
    if card is None:
        return False
    g.trash_cards(pi, (card,), g.players[pi].hand, "hand")
    g.coins += g.db.cost[card]
    return False


@effect("sea_hag")
def sea_hag(g: Board, pi: int, play: Play) -> bool:
    # Shuffle if needed to find a card to discard; the Curse goes on top either way (p. 10).
    for v in g.victims(pi, play):
        p = g.players[v]
        card = g.top_card(v)
        if card is not None:
            p.discard.append(card)
            g.emit(Ev.DISCARD, v, (card,), "deck")
        g.gain(v, "curse", to="deck")
    return False


@effect("treasure_map")
def treasure_map(g: Board, pi: int, play: Play) -> bool:
    # Only two Maps actually trashed give the Golds, onto the deck (p. 10-11).
    hand = g.players[pi].hand
    this = g.trash_played(pi, play)
    other = "treasure_map" in hand
    if other:
        g.trash_cards(pi, ("treasure_map",), hand, "hand")
    if this and other:
        for _ in range(4):
            g.gain(pi, "gold", to="deck")
    return False


@effect("explorer")
def explorer(g: Board, pi: int, play: Play) -> Flow:
    # Revealing the Province is optional; the gained card goes straight to hand (p. 7).
    if "province" in g.players[pi].hand and (yield from g.may(pi, "explorer")):
        g.reveal(pi, ("province",), "hand")
        g.gain(pi, "gold", to="hand")
    else:
        g.gain(pi, "silver", to="hand")
    return False


@effect("ghost_ship")
def ghost_ship(g: Board, pi: int, play: Play) -> Flow:
    # The victim picks the cards and their order; an empty deck is not shuffled (p. 7).
    for v in g.victims(pi, play):
        hand = g.players[v].hand
        excess = len(hand) - 3
        if excess > 0:
            chosen = yield from g.ask(
                v, Kind.TOPDECK, sorted(hand), excess, excess, card="ghost_ship", ordered=True
            )
            g.topdeck(v, list(chosen), hand, "hand", private=True)
    return False


@effect("outpost")
def outpost(g: Board, pi: int, play: Play) -> bool:
    # 1st-edition text: every Outpost makes this turn's Clean-up draw 3 cards, even on the extra
    # turn; only the first Outpost of a normal turn gives the extra turn (never a third turn in
    # a row), and only that one stays in play until the extra turn's Clean-up (p. 9).
    first = not g.extra_turn_pending
    g.extra_turn_pending = True
    g.cleanup_draw = 3
    if g.extra_turn or not first:
        return False
    g.players[pi].next_turn.append(("outpost", None))
    return True


@effect("tactician")
def tactician(g: Board, pi: int, play: Play) -> bool:
    # No discarded card, no bonus: a second play by Throne Room finds an empty hand (p. 10).
    hand = g.players[pi].hand
    if not hand:
        return False
    g.discard_cards(pi, list(hand), hand, "hand")
    g.players[pi].next_turn.append(("tactician", None))  # its next-turn parts are in the data
    return True


@RULES.at_cleanup_of_turn("treasury")
def treasury(g: Board, pi: int) -> Step:
    # Only a Victory card BOUGHT this turn stops it (Seaside p. 11).
    if g.bought_victory:
        return
    in_play = g.players[pi].in_play
    n = in_play.count("treasury")
    chosen = yield from g.ask(pi, Kind.TOPDECK, ["treasury"] * n, 0, n, card="treasury")
    if chosen:
        g.topdeck(pi, list(chosen), in_play, "in_play")
