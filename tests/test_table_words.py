"""Seat names, changes and checks in a player's words: no id, field path or English on a
Hungarian replay (review E-1, E-2, E-3, F-6)."""

from __future__ import annotations

import re

import pytest

from companion import DATA_DIR
from companion.i18n import translator
from companion.table.replay import load_replay
from companion.table.words import (
    DECISION_WORDS,
    QUESTIONS,
    ZONE_WORDS,
    change_words,
    path_words,
    seat_name,
    value_words,
)

HU = translator("hu")
EN = translator("en")
SCENARIO_IDS = sorted(p.stem for p in (DATA_DIR / "scenarios").rglob("*.toml"))
FIELD_NAME = re.compile(r"[a-z]+_[a-z_]+|\bp[1-4]\b|\bP[1-4]\b|\bpending\b|\bview\b")
ENGLISH = re.compile(r"\b(the|of|and|cards?|hand|deck|player|expected|found|Other)\b")


@pytest.mark.parametrize(
    ("raw", "hu", "en"),
    [
        ("You", "Te", "You"),
        ("P1", "1.\u00a0játékos", "Player 1"),
        ("P3", "3.\u00a0játékos", "Player 3"),
        ("Other", "A másik játékos", "The other player"),
        ("Tracy", "Tracy", "Tracy"),
        ("P9x", "P9x", "P9x"),  # not a numbered seat: a name of its own
    ],
)
def test_seat_names_are_said_in_the_language(raw, hu, en):
    assert seat_name(HU, raw) == hu
    assert seat_name(EN, raw) == en


def test_replay_seats_are_never_p1_or_other(db):
    r = load_replay("council_room-others-draw", db)
    assert r.seat_names("hu") == ["1.\u00a0játékos", "2.\u00a0játékos", "3.\u00a0játékos"]
    assert r.seat_names("en") == ["Player 1", "Player 2", "Player 3"]
    assert load_replay("example-duration", db).seat_names("hu") == ["Te", "A másik játékos"]


@pytest.mark.parametrize(
    ("path", "hu"),
    [
        ("coins", "érmék"),
        ("p1.in_play", "Te · kijátszott lapok"),
        ("p2.mats.island", "A másik játékos · Sziget-tábla"),
        ("pending.kind", "Nyitott döntés · a kérdés"),
        ("supply.curse", "Átok-pakli a készletben"),
        ("view.p2.p1.hand", "Nézőpont: A másik játékos · Te · kéz"),
        ("view.p2.hand", "Nézőpont: A másik játékos · A másik játékos · kéz"),
        ("view.p1.decision.kind", "Nézőpont: Te · Nyitott döntés · a kérdés"),
    ],
)
def test_paths_in_words(cat, path, hu):
    names = ["Te", "A másik játékos"]
    assert path_words(HU, cat, path, names)[0] == hu


def test_values_in_words(cat):
    names = ["Te", "2.\u00a0játékos"]
    assert value_words(HU, cat, "in_play", ["village", "smithy"], names) == "Falu, Kovácsműhely"
    assert value_words(HU, cat, "hand", ["copper", "copper", "?"], names) == (
        "Rézpénz ×2, 1 képpel lefelé fordított lap"
    )
    assert value_words(HU, cat, "hand", [], names) == "nincs"
    assert value_words(HU, cat, "kind", "reveal", names) == "melyik lapot fedje fel"
    assert value_words(HU, cat, "phase", "buy", names) == "vásárlási fázis"
    assert value_words(HU, cat, "active_player", 1, names) == "2.\u00a0játékos"
    assert value_words(HU, cat, "winners", [0, 1], names) == "Te, 2.\u00a0játékos"
    assert value_words(HU, cat, "can_undo", False, names) == "nem"
    assert value_words(HU, cat, "options", ["yes", "no"], names) == "Igen, Nem"
    assert value_words(EN, cat, "coins", 3, names) == "3"


def test_a_change_is_said_with_the_seat_and_the_pile(cat):
    assert change_words(HU, cat, "supply", "village", None, ["Te"]) == "Falu-pakli a készletben"
    assert change_words(HU, cat, "zone", "hand", 0, ["Te"]) == "Te · kéz"
    assert change_words(HU, cat, "counter", "actions", None, ["Te"]) == "akciók"
    assert change_words(EN, cat, "zone", "duration", 0, ["You"]) == "You · Duration cards"


def test_every_word_table_is_translated():
    for table in (ZONE_WORDS, DECISION_WORDS):
        for context, message in table.values():
            assert HU.pgettext(context, message) != message, message
    for context, message in QUESTIONS.values():
        assert HU.pgettext(context, message) != message, message


@pytest.mark.parametrize("scenario", SCENARIO_IDS)
def test_every_shipped_check_reads_as_hungarian_words(cat, db, scenario):
    """Every expectation of every scenario, as the replay shows it in Hungarian: no field
    path, no id, no English word (the review's „✓ p1.in_play: várt érték …”)."""
    r = load_replay(scenario, db)
    names = r.seat_names("hu")
    for n in range(r.last + 1):
        for check in r.check_results(n):
            what, field = path_words(HU, cat, check.path, names)
            value = value_words(HU, cat, field, check.expected, names)
            line = f"{what}: {value}"
            assert check.ok, (scenario, n, check.path)
            assert not FIELD_NAME.search(line), (scenario, check.path, line)
            assert not ENGLISH.search(line), (scenario, check.path, line)
