"""What a shared link says about the table: the player count and the randomizer options.

A kingdom page link is `?lang=hu&code=K1…&players=3&sets=seaside-1e&need=village&attacks=none`:
the code names the kingdom; these parameters restore the player count and the option widgets,
so that "generate" from a shared link draws with the same options. Only options that differ from
the defaults are written. Pure functions, no Streamlit: the page reads and writes the URL.

| parameter | value | option |
|---|---|---|
| `players` | 1–4 | player count of the setup sheet |
| `sets` | set ids, comma-separated | sets owned |
| `require`, `ban` | card ids, comma-separated | required / banned cards |
| `need` | any of `buy,village,draw,trashing,defence` | at least one such card |
| `attacks` | `none`, or a number 0–10 (at most that many) | Attacks |
| `cheap`, `expensive` | 0–10 | at least that many cards costing 2–3 / 5+ |
| `same_cost` | 1–10 | at most that many cards of one cost |
| `avoid` | 0–10 | avoid the cards of the last saved kingdoms |
| `set_min`, `set_max` | `set:n` pairs, comma-separated, n 0–10 | cards from a set (min / max) |
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from typing import Any

from companion.catalogue import KINGDOM_SETS
from companion.kingdom import KingdomOptions
from companion.kingdom.order import CARD_ORDER, card_position

PLAYERS = "players"
PLAYER_COUNTS = (1, 2, 3, 4)
NEEDS = {  # `need` word -> KingdomOptions flag
    "buy": "require_buy",
    "village": "require_village",
    "draw": "require_draw",
    "trashing": "require_trashing",
    "defence": "require_defence",
}
MOST = 10  # the option widgets' top value (and the kingdom's size)
SHOWN = 80  # characters of a bad value repeated in a message
_NUMBER = re.compile(r"[0-9]{1,3}")


@dataclass(frozen=True, slots=True)
class BadParam:
    """A link parameter that cannot be used: its name and its value (cut to SHOWN characters)."""

    name: str
    value: str


def _number(text: str, low: int = 0, high: int = MOST) -> int:
    if not _NUMBER.fullmatch(text) or not low <= int(text) <= high:
        raise ValueError(text)
    return int(text)


def _split(text: str) -> list[str]:
    return [item.strip() for item in text.split(",") if item.strip()]


def _items(text: str, known: Collection[str]) -> list[str]:
    items = _split(text)
    if any(item not in known for item in items):
        raise ValueError(text)
    return items


def _bounds(text: str) -> dict[str, int]:
    pairs = [item.partition(":") for item in _split(text)]
    bounds = {set_id: _number(n) for set_id, _colon, n in pairs if set_id in KINGDOM_SETS}
    if len(bounds) != len(pairs):  # an unknown or repeated set
        raise ValueError(text)
    return bounds


def _sets(text: str) -> dict[str, Any]:
    sets = _items(text, KINGDOM_SETS)
    if not sets:
        raise ValueError(text)
    return {"sets": sets}


def _attacks(text: str) -> dict[str, Any]:
    return {"attacks": False} if text == "none" else {"max_attacks": _number(text)}


READERS: dict[str, Callable[[str], dict[str, Any]]] = {
    "sets": _sets,
    "require": lambda text: {"require": _items(text, CARD_ORDER)},
    "ban": lambda text: {"ban": _items(text, CARD_ORDER)},
    "need": lambda text: dict.fromkeys((NEEDS[w] for w in _items(text, NEEDS)), True),
    "attacks": _attacks,
    "cheap": lambda text: {"min_cheap": _number(text)},
    "expensive": lambda text: {"min_expensive": _number(text)},
    "same_cost": lambda text: {"max_same_cost": _number(text, low=1)},
    "avoid": lambda text: {"avoid_recent": _number(text)},
    "set_min": lambda text: {"set_min": _bounds(text)},
    "set_max": lambda text: {"set_max": _bounds(text)},
}
OPTION_PARAMS = tuple(READERS)
LINK_PARAMS = (PLAYERS, *OPTION_PARAMS)


def _cards(ids: Collection[str]) -> str:
    return ",".join(sorted(ids, key=card_position))


def _pairs(bounds: tuple[tuple[str, int], ...]) -> str:
    return ",".join(f"{set_id}:{n}" for set_id, n in bounds)


def options_query(options: KingdomOptions) -> dict[str, str]:
    """The options as link parameters, defaults left out (locked cards are not the link's)."""
    default = KingdomOptions()
    needs = [word for word, flag in NEEDS.items() if getattr(options, flag)]
    attacks = "none" if not options.attacks else options.max_attacks
    values: dict[str, object] = {
        "sets": ",".join(s for s in KINGDOM_SETS if s in options.sets)
        if options.sets != default.sets
        else None,
        "require": _cards(options.require) or None,
        "ban": _cards(options.ban) or None,
        "need": ",".join(needs) or None,
        "attacks": attacks,
        "cheap": options.min_cheap or None,
        "expensive": options.min_expensive or None,
        "same_cost": options.max_same_cost,
        "avoid": options.avoid_recent or None,
        "set_min": _pairs(options.set_min) or None,
        "set_max": _pairs(options.set_max) or None,
    }
    return {name: str(value) for name, value in values.items() if value is not None}


def link_query(players: int, options: KingdomOptions) -> dict[str, str]:
    """Every table parameter of a link: the player count and the non-default options."""
    return {PLAYERS: str(players), **options_query(options)}


def _bad(name: str, value: str) -> BadParam:
    return BadParam(name, value[:SHOWN])


def read_players(query: Mapping[str, str]) -> tuple[int | None, BadParam | None]:
    """The link's player count (None when absent), or the parameter that cannot be used."""
    value = query.get(PLAYERS)
    if value is None:
        return None, None
    if value.strip() in {str(n) for n in PLAYER_COUNTS}:
        return int(value), None
    return None, _bad(PLAYERS, value)


def read_options(query: Mapping[str, str]) -> tuple[KingdomOptions | None, list[BadParam]]:
    """The link's options (None when it has no option parameter) and the unusable parameters.

    Every parameter is read on its own; one that cannot be used is reported and its option keeps
    the default, the others still apply. A set's at-most below its at-least is reported too.
    """
    present = [name for name in OPTION_PARAMS if name in query]
    if not present:
        return None, []
    changes: dict[str, Any] = {}
    bad: list[BadParam] = []
    for name in present:
        try:
            changes.update(READERS[name](query[name]))
        except ValueError:
            bad.append(_bad(name, query[name]))
    low, high = changes.get("set_min", {}), changes.get("set_max", {})
    if any(high[s] < n for s, n in low.items() if s in high):
        bad.append(_bad("set_max", query["set_max"]))
        del changes["set_max"]
    return KingdomOptions(**changes), bad
