"""Short, URL-safe kingdom codes: "K1" + base64url(cards rank, optional fields, CRC-16).

Layout (version 1), before base64url without padding:
- 5 bytes: the rank of the 10 card positions (CARD_ORDER) in the combinatorial number system,
  sum of C(position_i, i) over the sorted positions, i = 1..10; big-endian;
- optional fields, each a tag byte then its value, in increasing tag order (see FIELDS);
- 2 bytes: CRC-16/CCITT of b"K1" + everything before it.
A kingdom without seed or options is 12 characters long.
"""

from __future__ import annotations

import base64
import binascii
import math
import re
from collections.abc import Iterable
from typing import Any

from companion.kingdom.errors import BadKingdomCode, InvalidOptions, Reason
from companion.kingdom.model import Kingdom
from companion.kingdom.options import KINGDOM_SIZE, KingdomOptions
from companion.kingdom.order import CARD_INDEX, CARD_ORDER, SET_INDEX, SET_ORDER

PREFIX = "K"
VERSION = "1"
RANK_BYTES = 5
CRC_BYTES = 2
MIN_BYTES = RANK_BYTES + CRC_BYTES
SEED_BITS_READ = 7 * 11
"""A seed is a varint of at most 11 bytes (77 bits); larger seeds are neither written nor read."""
MAX_CODE_SEED = 2**SEED_BITS_READ - 1
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")

# Tag bytes of the optional fields (append-only, like CARD_ORDER).
SEED = 1
SETS = 2
FLAGS = 3
MAX_ATTACKS = 4
MIN_CHEAP = 5
MIN_EXPENSIVE = 6
MAX_SAME_COST = 7
REQUIRE = 8
BAN = 9
KEEP = 10
SET_MIN = 11
SET_MAX = 12
AVOID_RECENT = 13
FLAG_NAMES = (
    "require_buy",
    "require_village",
    "require_draw",
    "require_trashing",
    "no_attacks",
    "require_defence",
)

assert math.comb(len(CARD_ORDER), KINGDOM_SIZE) < 256**RANK_BYTES


def _rank(positions: Iterable[int]) -> int:
    """The combinatorial-number-system rank of a set of positions (independent of the total)."""
    return sum(math.comb(p, i) for i, p in enumerate(sorted(positions), start=1))


def _unrank(rank: int, size: int = KINGDOM_SIZE) -> list[int]:
    """The sorted positions whose rank this is (the inverse of _rank)."""
    positions: list[int] = []
    for i in range(size, 0, -1):
        p = i - 1
        while math.comb(p + 1, i) <= rank:
            p += 1
        positions.append(p)
        rank -= math.comb(p, i)
    return sorted(positions)


def _varint(n: int) -> bytes:
    """Unsigned LEB128."""
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _cards(ids: Iterable[str]) -> bytes:
    positions = sorted(CARD_INDEX[c] for c in ids)
    return bytes([len(positions), *positions])


def _bounds(pairs: Iterable[tuple[str, int]]) -> bytes:
    flat = [x for s, n in pairs for x in (SET_INDEX[s], n)]
    return bytes([len(flat) // 2, *flat])


def _crc(data: bytes) -> bytes:
    return binascii.crc_hqx((PREFIX + VERSION).encode() + data, 0).to_bytes(CRC_BYTES, "big")


def _option_fields(options: KingdomOptions) -> list[tuple[int, bytes]]:
    """The tag/value pairs for every option that differs from the default."""
    default = KingdomOptions()
    fields: list[tuple[int, bytes]] = []
    if options.sets != default.sets:
        fields.append((SETS, bytes([sum(1 << SET_INDEX[s] for s in options.sets)])))
    flags = {
        "require_buy": options.require_buy,
        "require_village": options.require_village,
        "require_draw": options.require_draw,
        "require_trashing": options.require_trashing,
        "no_attacks": not options.attacks,
        "require_defence": options.require_defence,
    }
    bits = sum(1 << i for i, name in enumerate(FLAG_NAMES) if flags[name])
    if bits:
        fields.append((FLAGS, bytes([bits])))
    for tag, value in (
        (MAX_ATTACKS, options.max_attacks),
        (MIN_CHEAP, options.min_cheap or None),
        (MIN_EXPENSIVE, options.min_expensive or None),
        (MAX_SAME_COST, options.max_same_cost),
    ):
        if value is not None:
            fields.append((tag, bytes([value])))
    for tag, ids in ((REQUIRE, options.require), (BAN, options.ban), (KEEP, options.keep)):
        if ids:
            fields.append((tag, _cards(ids)))
    if options.set_min:
        fields.append((SET_MIN, _bounds(options.set_min)))
    if options.set_max:
        fields.append((SET_MAX, _bounds(options.set_max)))
    if options.avoid_recent:
        fields.append((AVOID_RECENT, bytes([options.avoid_recent])))
    return fields


def encode(kingdom: Kingdom) -> str:
    """The code of a kingdom, with its seed and non-default options when it has them."""
    unknown = [c for c in kingdom.cards if c not in CARD_INDEX]
    if unknown:
        raise ValueError(f"cards without a code position: {unknown}")
    data = bytearray(_rank(CARD_INDEX[c] for c in kingdom.cards).to_bytes(RANK_BYTES, "big"))
    fields: list[tuple[int, bytes]] = []
    if kingdom.seed is not None:
        if not 0 <= kingdom.seed <= MAX_CODE_SEED:
            raise ValueError(f"only seeds from 0 to 2**{SEED_BITS_READ} - 1 can be put in a code")
        fields.append((SEED, _varint(kingdom.seed)))
    fields += _option_fields(kingdom.options)
    for tag, value in fields:
        data += bytes([tag]) + value
    data += _crc(bytes(data))
    return PREFIX + VERSION + base64.urlsafe_b64encode(bytes(data)).decode().rstrip("=")


def _bad(code: str, **params: Any) -> BadKingdomCode:
    return BadKingdomCode(Reason(code, **params))


class _Reader:
    """Reads the optional fields after the card rank; any inconsistency is BadKingdomCode."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.at = 0

    def byte(self) -> int:
        if self.at >= len(self.data):
            raise _bad("invalid", detail="field cut short")
        value = self.data[self.at]
        self.at += 1
        return value

    def varint(self) -> int:
        n = shift = 0
        while True:
            byte = self.byte()
            n |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                return n
            if shift >= SEED_BITS_READ:
                raise _bad("invalid", detail="seed too long")

    def cards(self) -> frozenset[str]:
        count = self.byte()
        positions = [self.byte() for _ in range(count)]
        if any(p >= len(CARD_ORDER) for p in positions) or len(set(positions)) != count:
            raise _bad("invalid", detail="unknown card in a list")
        return frozenset(CARD_ORDER[p] for p in positions)

    def bounds(self) -> tuple[tuple[str, int], ...]:
        count = self.byte()
        pairs = [(self.byte(), self.byte()) for _ in range(count)]
        if any(s >= len(SET_ORDER) for s, _ in pairs):
            raise _bad("invalid", detail="unknown set")
        return tuple((SET_ORDER[s], n) for s, n in pairs)


BYTE_FIELDS = {
    MAX_ATTACKS: "max_attacks",
    MIN_CHEAP: "min_cheap",
    MIN_EXPENSIVE: "min_expensive",
    MAX_SAME_COST: "max_same_cost",
    AVOID_RECENT: "avoid_recent",
}
CARD_FIELDS = {REQUIRE: "require", BAN: "ban", KEEP: "keep"}
BOUND_FIELDS = {SET_MIN: "set_min", SET_MAX: "set_max"}


def _read_fields(data: bytes) -> tuple[int | None, dict[str, Any]]:
    """The seed and KingdomOptions keyword arguments stored in the optional fields."""
    reader = _Reader(data)
    seed: int | None = None
    kwargs: dict[str, Any] = {}
    last = 0
    while reader.at < len(data):
        tag = reader.byte()
        if tag <= last:
            raise _bad("invalid", detail="fields out of order")
        last = tag
        if tag == SEED:
            seed = reader.varint()
        elif tag == SETS:
            bits = reader.byte()
            if not bits or bits >> len(SET_ORDER):
                raise _bad("invalid", detail="bad sets")
            kwargs["sets"] = {s for i, s in enumerate(SET_ORDER) if bits >> i & 1}
        elif tag == FLAGS:
            bits = reader.byte()
            if bits >> len(FLAG_NAMES):
                raise _bad("invalid", detail="unknown flag")
            for i, name in enumerate(FLAG_NAMES):
                if bits >> i & 1:
                    kwargs.update({"attacks": False} if name == "no_attacks" else {name: True})
        elif tag in BYTE_FIELDS:
            kwargs[BYTE_FIELDS[tag]] = reader.byte()
        elif tag in CARD_FIELDS:
            kwargs[CARD_FIELDS[tag]] = reader.cards()
        elif tag in BOUND_FIELDS:
            kwargs[BOUND_FIELDS[tag]] = reader.bounds()
        else:
            raise _bad("invalid", detail=f"unknown field {tag}")
    return seed, kwargs


def decode(code: str) -> Kingdom:
    """The kingdom of a code, or BadKingdomCode with a reason: empty, foreign (not one of our
    codes), version (from another version), characters, truncated, checksum (mistyped or
    changed) or invalid (well-formed but meaningless)."""
    text = "".join(code.split())
    if not text:
        raise _bad("empty")
    if not text.startswith(PREFIX) or len(text) < 2 or not text[1].isdigit():
        raise _bad("foreign", prefix=PREFIX + VERSION)
    if text[1] != VERSION:
        raise _bad("version", version=text[1], supported=VERSION)
    body = text[2:]
    if not _ALPHABET.fullmatch(body):
        bad = next(ch for ch in body if not _ALPHABET.fullmatch(ch))
        raise _bad("characters", character=bad)
    if len(body) % 4 == 1:
        raise _bad("truncated")
    data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    if len(data) < MIN_BYTES:
        raise _bad("truncated")
    if base64.urlsafe_b64encode(data).decode().rstrip("=") != body:
        raise _bad("checksum")  # stray bits in the last character: a changed code
    payload, crc = data[:-CRC_BYTES], data[-CRC_BYTES:]
    if _crc(payload) != crc:
        raise _bad("checksum")
    rank = int.from_bytes(payload[:RANK_BYTES], "big")
    if rank >= math.comb(len(CARD_ORDER), KINGDOM_SIZE):
        raise _bad("invalid", detail="unknown cards")
    cards = tuple(CARD_ORDER[p] for p in _unrank(rank))
    seed, kwargs = _read_fields(payload[RANK_BYTES:])
    try:
        options = KingdomOptions(**kwargs)
    except InvalidOptions as exc:
        raise _bad("invalid", detail=exc.reason.code) from None
    return Kingdom(cards, seed=seed, options=options)
