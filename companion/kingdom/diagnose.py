"""Why options admit no kingdom: the smallest clashing set of options, with numbers.

Each option alone is tried against the chosen sets and the fixed cards, then every pair, then
a deletion filter shrinks the full set to an irreducible core. The first option of the core
that counts cards is measured (how many of its cards are possible at best) for the message.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from itertools import combinations
from typing import Any

from companion.catalogue import Catalogue
from companion.kingdom.errors import Reason
from companion.kingdom.options import KINGDOM_SIZE, KingdomOptions
from companion.kingdom.problem import (
    POOL_UNITS,
    History,
    Problem,
    compile_problem,
    recent_cards,
    relaxed,
    units,
)
from companion.kingdom.solver import Solver

LOWER_BOUND_UNITS = (
    "require_buy",
    "require_village",
    "require_draw",
    "require_trashing",
    "min_cheap",
    "min_expensive",
    "set_min",
)
UPPER_BOUND_UNITS = ("no_attacks", "max_attacks", "max_same_cost", "set_max")
COST_BANDS = ("min_cheap", "min_expensive")
"""Minimums over cards no card is in twice: what fits of one is counted beside the other."""


def split_unit(unit: str) -> tuple[str, str | None]:
    """('set_min', 'seaside-1e') for 'set_min:seaside-1e'; (unit, None) for the others."""
    name, _, set_id = unit.partition(":")
    return name, set_id or None


def unit_value(options: KingdomOptions, unit: str, history: History = ()) -> Any:
    """The option value behind a unit, as plain JSON."""
    name, set_id = split_unit(unit)
    if set_id is not None:
        return options.set_min_of(set_id) if name == "set_min" else options.set_max_of(set_id)
    if name == "ban":
        return sorted(options.ban)
    if name == "no_attacks":
        return 0
    if name in ("avoid_recent", "max_attacks", "min_cheap", "min_expensive", "max_same_cost"):
        return getattr(options, name)
    return True


class Diagnosis:
    """Feasibility of subsets of the options, remembered, and the reason they clash."""

    def __init__(self, catalogue: Catalogue, options: KingdomOptions, history: History) -> None:
        self.catalogue = catalogue
        self.options = options
        self.history = history
        self.units = units(options, history)
        self._feasible: dict[frozenset[str], bool] = {}

    def problem(self, active: Collection[str]) -> Problem:
        """The problem with only these units switched on."""
        return compile_problem(self.catalogue, self.options, self.history, active)

    def feasible(self, active: Iterable[str]) -> bool:
        """Whether some kingdom meets these units (plus sets, fixed cards and size)."""
        key = frozenset(active)
        if key not in self._feasible:
            self._feasible[key] = Solver(self.problem(key)).feasible()
        return self._feasible[key]

    def culprit(self) -> list[str]:
        """A smallest-first clashing set of units: one alone, a pair, or an irreducible core."""
        for unit in self.units:
            if not self.feasible([unit]):
                return [unit]
        for pair in combinations(self.units, 2):
            if not self.feasible(pair):
                return list(pair)
        core = list(self.units)
        for unit in list(core):
            trial = [u for u in core if u != unit]
            if not self.feasible(trial):
                core = trial
        return core

    def reason(self) -> Reason:
        """The machine-readable reason why no kingdom meets all the options."""
        return self.explain(self.culprit())

    def explain(self, culprit: list[str]) -> Reason:
        """A Reason naming the culprit's main option, how far off it is, and the others."""
        problem = self.problem(culprit)
        fixed = list(problem.ids(problem.forced))
        free = KINGDOM_SIZE - len(fixed)
        rules = [u for u in culprit if u not in POOL_UNITS]
        if not rules:
            return Reason(
                "pool_too_small",
                available=problem.pool.bit_count(),
                needed=KINGDOM_SIZE,
                sets=sorted(self.options.sets),
                others=self._others(problem, culprit, 0),
            )
        main = rules[0]
        name, set_id = split_unit(main)
        params: dict[str, Any] = {
            "constraint": name,
            "value": unit_value(self.options, main, self.history),
            "fixed": fixed,
            "free": free,
            "fixed_matter": bool(fixed) and self._fixed_matter(culprit),
        }
        if set_id is not None:
            params["set"] = set_id
        focus = 0
        for c in problem.counters:
            if c.unit == main:
                focus |= c.mask
        if name in LOWER_BOUND_UNITS:
            params["possible"] = self._best(problem, main, lower=True)
            params["fixed_members"] = list(problem.ids(problem.forced & focus))
            beside = [u for u in culprit if u != main and u in COST_BANDS]
            if name in COST_BANDS and beside:
                # The places the other band and the required cards outside both take.
                bands = focus
                for c in problem.counters:
                    if c.unit in beside:
                        bands |= c.mask
                params["fixed_beside"] = list(problem.ids(problem.forced & ~bands))
        elif name in UPPER_BOUND_UNITS:
            params["needed"] = self._best(problem, main, lower=False)
            params["fixed_members"] = list(problem.ids(problem.forced & focus))
            if name == "max_same_cost":
                params["costs"] = sorted(
                    {c.cost for i, c in enumerate(problem.cards) if problem.pool >> i & 1}
                )
        else:  # require_defence
            implication = problem.implications[0]
            focus = implication.then_mask
            params["attacks"] = list(problem.ids(problem.forced & implication.if_mask))
            params["defences"] = self._defences(culprit, implication.then_mask, problem)
        params["others"] = self._others(problem, [u for u in culprit if u != main], focus)
        return Reason("unsatisfiable", **params)

    def _fixed_matter(self, culprit: list[str]) -> bool:
        """Whether the clash needs the required and kept cards (without them it would go)."""
        unfixed = self.options.with_(require=frozenset(), keep=frozenset())
        problem = compile_problem(self.catalogue, unfixed, self.history, culprit)
        return Solver(problem).feasible()

    def _best(self, problem: Problem, unit: str, *, lower: bool) -> int:
        """The most cards a lower bound can reach, or the fewest an upper bound must allow."""
        if lower:
            value = max(c.lo for c in problem.counters if c.unit == unit)
            for t in range(value - 1, -1, -1):
                if Solver(relaxed(problem, unit, lo=t)).feasible():
                    return t
            return 0
        value = min(c.hi for c in problem.counters if c.unit == unit)
        for t in range(value + 1, KINGDOM_SIZE + 1):
            if Solver(relaxed(problem, unit, hi=t)).feasible():
                return t
        return KINGDOM_SIZE

    def _defences(
        self, culprit: list[str], then_mask: int, problem: Problem
    ) -> list[dict[str, str]]:
        """Each defence card and whether it could be in the kingdom, or why not."""
        recent = recent_cards(self.options, self.history)
        found = []
        for card_id in problem.ids(then_mask):
            card = self.catalogue.card(card_id)
            if card.set not in self.options.sets:
                status = "not_in_sets"
            elif "ban" in culprit and card_id in self.options.ban:
                status = "banned"
            elif "avoid_recent" in culprit and card_id in recent:
                status = "recent"
            else:
                status = "available"
            found.append({"card": card_id, "status": status})
        return found

    def _others(self, problem: Problem, others: list[str], focus: int) -> list[dict[str, Any]]:
        """The other clashing units with their values; ban lists keep the relevant cards."""
        out: list[dict[str, Any]] = []
        in_sets = {c.id for c in problem.cards if c.set in self.options.sets}
        for unit in others:
            name, set_id = split_unit(unit)
            item: dict[str, Any] = {
                "constraint": name,
                "value": unit_value(self.options, unit, self.history),
            }
            if set_id is not None:
                item["set"] = set_id
            if name in POOL_UNITS:
                cards = (
                    self.options.ban if name == "ban" else recent_cards(self.options, self.history)
                )
                cards = cards & in_sets
                relevant = [c for c in problem.ids(focus) if c in cards]
                item["cards"] = relevant or [c.id for c in problem.cards if c.id in cards]
            out.append(item)
        return out
