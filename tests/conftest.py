"""Shared fixtures: the catalogue, the engine's card facts, and game helpers."""

from __future__ import annotations

import pytest

from companion.catalogue import load
from companion.engine.cards import CardDB


@pytest.fixture(scope="session")
def cat():
    return load()


@pytest.fixture(scope="session")
def db(cat):
    return CardDB(cat)
