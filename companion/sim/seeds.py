"""Seeds derived from a base seed: each game and each bot in it gets its own, for any job count."""

from __future__ import annotations

import hashlib

SEED_BITS = 63
"""Derived seeds use every bit that the engine accepts (`engine.shuffle.MAX_SEED`, a signed
64-bit number), so two games of a run almost never share a seed; fixed, as runs are replayed."""


def derive_seed(base: int, *parts: int | str) -> int:
    """A 63-bit seed from the base seed and a path (game index, "bot", seat, ...); stable
    across runs, platforms and processes (BLAKE2b, not Python's salted hash)."""
    text = ":".join(str(p) for p in (base, *parts)).encode()
    digest = hashlib.blake2b(text, digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)
