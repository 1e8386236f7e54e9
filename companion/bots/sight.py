"""What the deciding player may see: own hand and cards, the supply, the trash, public scores.

Bots read the game through a `Sight` so that they never use hidden cards: the order of any
deck, other players' hands, Haven and Native Village mats of others. The composition of your
own draw pile is known (you saw every card you gained and drew), so `draw_pile` gives counts.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from companion.engine.cards import CardDB
    from companion.engine.game import Game

ENDGAME_CARDS = 4
"""The game is "ending" when at most this many cards must go for it to end (greening starts)."""


def cards_to_end(supply: dict[str, int]) -> int:
    """How many more gains could end the game: the Provinces, or the three smallest piles."""
    return min(supply.get("province", 0), sum(sorted(supply.values())[:3]))


class Sight:
    """One player's legal view of the game at a decision; values are computed on demand and
    kept for the rest of the decision (plain slots: cheaper than cached_property)."""

    __slots__ = ("_cards_to_end", "_deck_size", "_owned", "_scores", "db", "game", "me")

    def __init__(self, game: Game, me: int) -> None:
        self.game = game
        self.me = me
        self.db: CardDB = game.db
        self._owned: Counter[str] | None = None
        self._deck_size = -1
        self._cards_to_end = -1
        self._scores: list[int] | None = None

    # -- own cards ------------------------------------------------------------------------

    @property
    def hand(self) -> list[str]:
        """The player's own hand (read it, never change it)."""
        return self.game.players[self.me].hand

    @property
    def owned(self) -> Counter[str]:
        """Every card the player owns, by id (gains and trashings are public, so this is too)."""
        if self._owned is None:
            self._owned = Counter(self.game.players[self.me].all_cards())
        return self._owned

    def count(self, card: str) -> int:
        """How many copies of a card the player owns."""
        if self._owned is not None:
            return self._owned[card]
        return sum(zone.count(card) for zone in self.game.players[self.me].zones())

    @property
    def deck_size(self) -> int:
        """How many cards the player owns in all."""
        if self._deck_size < 0:
            self._deck_size = sum(len(zone) for zone in self.game.players[self.me].zones())
        return self._deck_size

    @property
    def money(self) -> int:
        """The coins of all Treasures the player owns."""
        info = self.db.info
        return sum(info[c].coins * n for c, n in self.owned.items() if info[c].treasure)

    @property
    def draw_pile(self) -> Counter[str]:
        """What is left in the player's own draw pile (its order is hidden, its content is not)."""
        return Counter(self.game.players[self.me].deck)

    @property
    def mat(self) -> list[str]:
        """The player's own Native Village mat (private to them)."""
        return self.game.players[self.me].native_village

    @property
    def pirate_tokens(self) -> int:
        """Coin tokens on the player's own Pirate Ship mat."""
        return self.game.players[self.me].pirate_tokens

    @property
    def turns(self) -> int:
        """Normal turns the player has started."""
        return self.game.players[self.me].turns

    # -- the turn -------------------------------------------------------------------------

    @property
    def active(self) -> bool:
        """Is it this player's turn?"""
        return self.game.active == self.me

    @property
    def coins(self) -> int:
        """Coins to spend this turn (0 when it is not this player's turn)."""
        return self.game.coins if self.active else 0

    @property
    def actions(self) -> int:
        """Actions left this turn (0 when it is not this player's turn)."""
        return self.game.actions if self.active else 0

    @property
    def hand_coins(self) -> int:
        """Coins this turn so far plus the Treasures still in hand."""
        info = self.db.info
        return self.coins + sum(info[c].coins for c in self.hand)

    # -- the table ------------------------------------------------------------------------

    def supply(self, card: str) -> int:
        """Cards left in a supply pile."""
        return self.game.supply.get(card, 0)

    @property
    def embargo_tokens(self) -> int:
        """Embargo tokens on all supply piles (public)."""
        return sum(self.game.embargo.values())

    @property
    def provinces_left(self) -> int:
        """Provinces left in the supply."""
        return self.supply("province")

    @property
    def cards_to_end(self) -> int:
        """How many more gains could end the game: the Provinces, or the three smallest piles."""
        if self._cards_to_end < 0:
            self._cards_to_end = cards_to_end(self.game.supply)
        return self._cards_to_end

    def ending_within(self, n: int) -> bool:
        """At most n more cards must leave the supply for the game to end."""
        if self._cards_to_end < 0:  # answer the common cases without sorting the piles
            if self.provinces_left <= n:
                return True
            if 3 * min(self.game.supply.values()) > n:
                return False
        return self.cards_to_end <= n

    @property
    def greening(self) -> bool:
        """Late enough that Victory points beat economy."""
        return self.cards_to_end <= ENDGAME_CARDS

    @property
    def opponents(self) -> list[int]:
        """The other players in turn order."""
        return self.game.others(self.me)

    @property
    def scores(self) -> list[int]:
        """Everyone's score (public: every gain and trashing is visible)."""
        if self._scores is None:
            self._scores = [self.game.score(i) for i in range(len(self.game.players))]
        return self._scores

    @property
    def opponent_cards(self) -> Counter[str]:
        """All cards the other players own, added up (public, like the scores)."""
        total: Counter[str] = Counter()
        for o in self.opponents:
            total.update(self.game.players[o].all_cards())
        return total

    def ends_game(self, card: str) -> bool:
        """Would gaining this card end the game at the end of this turn?"""
        left = self.supply(card)
        if left != 1:
            return False
        if card == "province":
            return True
        empty = sum(1 for n in self.game.supply.values() if n == 0)
        return empty >= 2

    def loses_by_ending(self, card: str) -> bool:
        """Gaining this card would end the game with this player behind (or losing the tie)."""
        if not self.ends_game(card) or len(self.game.players) == 1:
            return False
        players = self.game.players
        mine = self.scores[self.me] + self.db[card].vp
        for o in self.opponents:
            theirs = self.scores[o]
            if theirs > mine or (theirs == mine and players[o].turns < players[self.me].turns):
                return True
        return False
