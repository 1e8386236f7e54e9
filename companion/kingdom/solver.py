"""Exact counting of the valid kingdoms of a Problem, and exactly uniform sampling among them.

A dynamic programme over the free cards (cheapest first): the state is how many cards are
still to choose plus each counter's count, capped where larger values behave the same, and
dropped once no later card can change it. Memoised, so the work is bounded by the number of
distinct states, not by the number of kingdoms; it never loops and never guesses.
"""

from __future__ import annotations

import random
from fractions import Fraction

from companion.kingdom.options import KINGDOM_SIZE
from companion.kingdom.problem import Problem

State = tuple[int, ...]

_DEAD: State = (-1,)


def _simplify(problem: Problem) -> list[tuple[int, int, int]]:
    """The counters as (mask, lo, hi) within the pool, without redundant ones.

    Drops counters that can never fail, merges counters on the same cards, and folds a
    counter on the complement of another (two sets that make up the whole pool) into it.
    """
    pool = problem.pool
    merged: dict[int, tuple[int, int]] = {}
    for c in problem.counters:
        mask = c.mask & pool
        lo, hi = merged.get(mask, (0, KINGDOM_SIZE))
        merged[mask] = (max(lo, c.lo), min(hi, c.hi))
    for mask in list(merged):
        other = pool & ~mask
        if mask in merged and other in merged and other != mask and mask < other:
            lo, hi = merged.pop(other)
            a_lo, a_hi = merged[mask]
            merged[mask] = (max(a_lo, KINGDOM_SIZE - hi), min(a_hi, KINGDOM_SIZE - lo))
    return [
        (mask, lo, hi)
        for mask, (lo, hi) in merged.items()
        if lo > 0 or hi < min(mask.bit_count(), KINGDOM_SIZE)
    ]


class Solver:
    """Counts and samples the kingdoms that satisfy a Problem."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.free = problem.free_cards()
        self.k0 = problem.places_left()
        counters = _simplify(problem)
        implications = [(imp.if_mask, imp.then_mask) for imp in problem.implications]
        self.n_counters = nc = len(counters)
        self.lo = [lo for _, lo, _ in counters]
        self.hi = [hi for _, _, hi in counters]
        self.unbounded = [hi >= KINGDOM_SIZE for _, _, hi in counters]
        n = len(self.free)
        # Per free position: for each counter, whether the card counts; per implication,
        # 1 if the card triggers it, 2 if it satisfies it.
        self.hits = [tuple(m >> f & 1 for m, _, _ in counters) for f in self.free]
        self.impl_hits = [
            tuple(2 if t >> f & 1 else 1 if a >> f & 1 else 0 for a, t in implications)
            for f in self.free
        ]
        # Per position i: members of each counter among free positions i..n-1, and for each
        # implication how many cards left could trigger / satisfy it.
        rem = [0] * nc
        then_left = [0] * len(implications)
        if_left = [0] * len(implications)
        self.rem_at: list[tuple[int, ...]] = [tuple(rem)]
        self.then_at: list[tuple[int, ...]] = [tuple(then_left)]
        self.if_at: list[tuple[int, ...]] = [tuple(if_left)]
        for i in range(n - 1, -1, -1):
            for j in range(nc):
                rem[j] += self.hits[i][j]
            for j, h in enumerate(self.impl_hits[i]):
                then_left[j] += h == 2
                if_left[j] += h == 1
            self.rem_at.append(tuple(rem))
            self.then_at.append(tuple(then_left))
            self.if_at.append(tuple(if_left))
        self.rem_at.reverse()
        self.then_at.reverse()
        self.if_at.reverse()
        self.n_impl = len(implications)
        self.memo: dict[tuple[int, int, State], int] = {}
        values = [(problem.forced & m).bit_count() for m, _, _ in counters]
        impl = [
            2 if problem.forced & t else 1 if problem.forced & a else 0 for a, t in implications
        ]
        if self.k0 < 0 or n < self.k0:
            self.start = _DEAD
        else:
            self.start = self._normal(tuple(values + impl), 0, self.k0)

    def _normal(self, state: State, i: int, k: int) -> State:
        """The canonical form of a state before position i with k cards to choose, or _DEAD."""
        out = list(state)
        rem = self.rem_at[i]
        lo, hi, unbounded = self.lo, self.hi, self.unbounded
        for j in range(self.n_counters):
            v = out[j]
            if v > hi[j]:
                return _DEAD
            left = rem[j]
            low = lo[j]
            if v + (left if left < k else k) < low:
                return _DEAD
            if left == 0 or k == 0 or (unbounded[j] and v > low):
                out[j] = low  # settled for good: one canonical value
        nc = self.n_counters
        for j in range(self.n_impl):
            s = out[nc + j]
            if s == 1 and (k == 0 or self.then_at[i][j] == 0):
                return _DEAD
            if s == 0 and (k == 0 or self.if_at[i][j] == 0):
                out[nc + j] = 2  # can no longer be triggered
        return tuple(out)

    def _add(self, state: State, i: int) -> State:
        """The state after taking free card i (not yet normalised)."""
        out = list(state)
        hits = self.hits[i]
        for j in range(self.n_counters):
            out[j] += hits[j]
        nc = self.n_counters
        for j, h in enumerate(self.impl_hits[i]):
            if h == 2:
                out[nc + j] = 2
            elif h == 1 and out[nc + j] == 0:
                out[nc + j] = 1
        return tuple(out)

    def count(self, i: int = 0, k: int | None = None, state: State | None = None) -> int:
        """How many valid completions exist from position i with k cards left to choose."""
        if k is None:
            k, state = self.k0, self.start
        assert state is not None
        if state == _DEAD:
            return 0
        if k == 0:
            return 1
        n = len(self.free)
        if n - i < k:
            return 0
        key = (i, k, state)
        found = self.memo.get(key)
        if found is not None:
            return found
        taken = self._normal(self._add(state, i), i + 1, k - 1)
        total = self.count(i + 1, k - 1, taken)
        total += self.count(i + 1, k, self._normal(state, i + 1, k))
        self.memo[key] = total
        return total

    def feasible(self) -> bool:
        """Whether at least one kingdom satisfies the problem (stops at the first one found)."""
        if self.memo:
            return self.count() > 0
        failed: set[tuple[int, int, State]] = set()
        n = len(self.free)

        def search(i: int, k: int, state: State) -> bool:
            if state == _DEAD:
                return False
            if k == 0:
                return True
            if n - i < k or (i, k, state) in failed:
                return False
            if search(i + 1, k - 1, self._normal(self._add(state, i), i + 1, k - 1)):
                return True
            if search(i + 1, k, self._normal(state, i + 1, k)):
                return True
            failed.add((i, k, state))
            return False

        return search(0, self.k0, self.start)

    def sample(self, rng: random.Random) -> int:
        """A valid kingdom mask, each valid kingdom exactly equally likely; needs feasible()."""
        total = self.count()
        if total == 0:
            raise ValueError("no kingdom satisfies the problem")
        mask = self.problem.forced
        k, state = self.k0, self.start
        for i, f in enumerate(self.free):
            if k == 0:
                break
            taken = self._normal(self._add(state, i), i + 1, k - 1)
            with_it = self.count(i + 1, k - 1, taken)
            if rng.randrange(total) < with_it:
                mask |= 1 << f
                k, state, total = k - 1, taken, with_it
            else:
                state = self._normal(state, i + 1, k)
                total -= with_it
        return mask

    def probability(self, mask: int) -> Fraction:
        """The exact probability that sample() returns this kingdom mask (for verification)."""
        total = self.count()
        if total == 0 or mask & self.problem.forced != self.problem.forced:
            return Fraction(0)
        k, state, p = self.k0, self.start, Fraction(1)
        for i, f in enumerate(self.free):
            if k == 0:
                break
            taken = self._normal(self._add(state, i), i + 1, k - 1)
            with_it = self.count(i + 1, k - 1, taken)
            if mask >> f & 1:
                p *= Fraction(with_it, total)
                k, state, total = k - 1, taken, with_it
            else:
                p *= Fraction(total - with_it, total)
                state = self._normal(state, i + 1, k)
                total -= with_it
            if total == 0:
                return Fraction(0)
        free = self.problem.pool & ~self.problem.forced
        chosen = mask & ~self.problem.forced
        return p if k == 0 and chosen & ~free == 0 else Fraction(0)
