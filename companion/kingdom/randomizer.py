"""Seeded, reproducible random kingdoms, uniform over every kingdom that meets the options.

Without options: `rng.sample` of 10 cards from the pool. With options: rejection sampling
(draw uniformly, keep the first kingdom that meets every option) for a fixed number of tries;
if that budget runs out, the exact counting solver samples instead. Both are exactly uniform
over the valid kingdoms, and when the solver counts none, the diagnosis explains why.
"""

from __future__ import annotations

import functools
import random
import threading
from collections import OrderedDict

from companion.catalogue import Catalogue
from companion.kingdom.diagnose import Diagnosis
from companion.kingdom.errors import ImpossibleKingdom
from companion.kingdom.model import Kingdom
from companion.kingdom.options import KingdomOptions
from companion.kingdom.problem import History, Problem, check_cards, compile_problem, recent_cards
from companion.kingdom.solver import Solver

SEED_BITS = 40
"""Seeds drawn for the user's kingdoms (app and command line): 2**40 is far more than there
are kingdoms (1.3e10), yet a seed stays 6 bytes in a kingdom code, so links stay short.
Kept fixed: changing it changes which kingdom a fresh draw gives, never an existing code."""
REJECTION_TRIES = 1000
"""Draws tried before the exact solver takes over (a count, not a time: results stay seeded)."""
CACHE_SIZE = 32


class Randomizer:
    """Draws kingdoms from one catalogue, remembering compiled options between calls.

    Holding one Randomizer (e.g. in an app's resource cache) makes repeated rerolls with the
    same options skip recompiling and recounting; the module functions use a fresh one.
    Safe to share between threads; results never depend on what is cached.
    """

    def __init__(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue
        self._cache: OrderedDict[tuple[KingdomOptions, frozenset[str]], _Prepared] = OrderedDict()
        self._lock = threading.Lock()

    def _prepare(self, options: KingdomOptions, history: History) -> _Prepared:
        check_cards(self.catalogue, options, history)
        key = (options, recent_cards(options, history))
        with self._lock:
            prepared = self._cache.get(key)
            if prepared is None:
                prepared = _Prepared(compile_problem(self.catalogue, options, history))
                self._cache[key] = prepared
                while len(self._cache) > CACHE_SIZE:
                    self._cache.popitem(last=False)
            else:
                self._cache.move_to_end(key)
        return prepared

    def generate(
        self, options: KingdomOptions | None = None, *, seed: int, history: History = ()
    ) -> Kingdom:
        """A random kingdom meeting the options; the same seed and options give the same one.

        `history` lists earlier kingdoms, newest first, for `options.avoid_recent`.
        Raises InvalidOptions for malformed options and ImpossibleKingdom (with the reason)
        when no kingdom meets them.
        """
        options = options or KingdomOptions()
        prepared = self._prepare(options, history)
        rng = random.Random(seed)
        mask = prepared.draw(rng)
        if mask is None:
            raise ImpossibleKingdom(Diagnosis(self.catalogue, options, history).reason())
        return Kingdom(prepared.problem.ids(mask), seed=seed, options=options)

    def check(self, options: KingdomOptions, history: History = ()) -> None:
        """Raise InvalidOptions or ImpossibleKingdom if no kingdom meets the options."""
        prepared = self._prepare(options, history)
        if not prepared.solver().feasible():
            raise ImpossibleKingdom(Diagnosis(self.catalogue, options, history).reason())

    def count(self, options: KingdomOptions, history: History = ()) -> int:
        """How many different kingdoms meet the options (exact; may take a moment)."""
        return self._prepare(options, history).solver().count()


class _Prepared:
    """One compiled problem, with its solver built on first need."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.free = problem.free_cards()
        self.k = problem.places_left()
        self._solver: Solver | None = None

    def solver(self) -> Solver:
        """The exact solver (its counts are kept for later draws)."""
        if self._solver is None:
            self._solver = Solver(self.problem)
        return self._solver

    def draw(self, rng: random.Random) -> int | None:
        """A uniformly random valid kingdom mask, or None when there is none."""
        problem = self.problem
        if len(self.free) < self.k:
            return None
        plain = not problem.counters and not problem.implications
        # Always the same path for the same options, whatever is cached: results stay seeded.
        for _ in range(1 if plain else REJECTION_TRIES):
            mask = problem.forced
            for i in rng.sample(self.free, self.k):
                mask |= 1 << i
            if problem.accepts(mask):
                return mask
        solver = self.solver()
        if not solver.feasible():
            return None
        return solver.sample(rng)


def generate(
    catalogue: Catalogue,
    options: KingdomOptions | None = None,
    *,
    seed: int,
    history: History = (),
) -> Kingdom:
    """A random kingdom meeting the options (see Randomizer.generate)."""
    return Randomizer(catalogue).generate(options, seed=seed, history=history)


def check_options(catalogue: Catalogue, options: KingdomOptions, history: History = ()) -> None:
    """Raise InvalidOptions or ImpossibleKingdom if no kingdom meets the options."""
    Randomizer(catalogue).check(options, history)


def count_kingdoms(catalogue: Catalogue, options: KingdomOptions, history: History = ()) -> int:
    """How many different kingdoms meet the options."""
    return Randomizer(catalogue).count(options, history)


@functools.cache
def shared_randomizer() -> Randomizer:
    """One randomizer of the catalogue per process, for callers that share it (the app's pages):
    it is thread-safe and keeps compiled options between draws."""
    from companion.catalogue import load

    return Randomizer(load())
