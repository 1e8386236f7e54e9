"""Preloaded by the insight pool's fork server: builds the runner's card table and bot builder
once, so every worker forked from it starts with them instead of parsing the catalogue on its
first chunk (part of the first tap's wait)."""

from __future__ import annotations

from companion.catalogue import load
from companion.sim.runner import _tables

_tables(load())
