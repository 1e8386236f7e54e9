"""Question words: stop words, one root per word form, synonyms, when a query is a question."""

from __future__ import annotations

import time

import pytest

from companion.catalogue import fold
from companion.catalogue.lexicon import LexiconError, language_of, parse, root_matches, terms
from companion.catalogue.names import tokens
from companion.catalogue.search import QUERY_CHARS, find
from companion.catalogue.stem import root
from companion.rulebook.loader import load_rulebook, search_docs


def hu(text: str) -> list[str]:
    return terms(tokens(text), "hu")


def en(text: str) -> list[str]:
    return terms(tokens(text), "en")


@pytest.mark.parametrize(
    ("lang", "forms"),
    [
        ("hu", ["húzópakli", "húzópaklim", "húzópaklid", "húzópaklija", "húzópaklijából"]),
        ("hu", ["elfogy", "elfogyott", "elfogynak", "elfogytak"]),
        ("hu", ["keverés", "keverem", "keverd", "keverni", "keverj"]),
        ("hu", ["kincset", "kincseket"]),
        ("en", ["shuffle", "shuffled", "shuffling", "shuffles"]),
        ("en", ["gain", "gains", "gained"]),
    ],
)
def test_the_forms_of_a_word_share_one_root(lang, forms):
    assert len({root(fold(w), lang) for w in forms}) == 1, [root(fold(w), lang) for w in forms]


def test_a_verb_prefix_or_a_longer_form_still_matches():
    assert root_matches(root("keveres", "hu"), root("megkeveri", "hu"), "hu")
    assert root_matches("kap", root("kapja", "hu"), "hu")
    # ...but "kezd" (start) is not "kezedben" (in your hand), and English has no verb prefixes.
    assert not root_matches(root("kezd", "hu"), root("kezedben", "hu"), "hu")
    assert not root_matches("fogy", "elfogy", "en")


@pytest.mark.parametrize(
    "words",
    [
        "mi mit mikor hogyan ki kell ha a az és is",
        "hány mennyi kell-e van lehet",
    ],
)
def test_hungarian_question_and_function_words_are_left_out(words):
    assert hu(words) == []


def test_english_question_and_function_words_are_left_out():
    assert en("what when how do I the a is can if my") == []


@pytest.mark.parametrize(
    ("group", "phrases"),
    [
        ("run_out", ["elfogy", "elfogyott", "kifogyott", "üres", "nincs több"]),
        ("shuffle", ["megkever", "megkeverem", "keverés", "kever", "újrakeverés"]),
        ("game_end", ["vége", "véget ér", "befejeződik", "vége a játéknak"]),
        ("first_player", ["ki kezd", "kezdőjátékos", "első játékos", "kezdő játékos"]),
        ("buy", ["vásárol", "vásárolni", "megvesz", "vesz", "vásárlás", "megvehetek"]),
        ("trash", ["szemét", "szemétre tesz", "szemétre"]),
        ("gain", ["kap", "kapok", "megszerez", "megszerzés"]),
        ("tie", ["döntetlen", "holtverseny", "döntetlennél"]),
        ("turn_end", ["kör végén", "a köröm végén", "rendrakó fázis"]),
    ],
)
def test_hungarian_synonyms_meet_in_one_group(group, phrases):
    for phrase in phrases:
        assert hu(phrase) == [f"={group}"], phrase


@pytest.mark.parametrize(
    ("group", "phrases"),
    [
        ("run_out", ["run out", "runs out", "empty", "ran out"]),
        ("shuffle", ["shuffle", "reshuffle", "shuffled"]),
        ("tie", ["tie", "ties", "tied"]),
        ("first_player", ["first player", "goes first"]),
        ("buy", ["buy", "bought"]),
        ("trash", ["trash", "trashed"]),
        ("gain", ["gain", "gained"]),
    ],
)
def test_english_synonyms_meet_in_one_group(group, phrases):
    for phrase in phrases:
        assert en(phrase) == [f"={group}"], phrase


def test_a_question_becomes_its_rule_words():
    assert hu("mi történik ha elfogy a húzópakli") == ["=run_out", "=deck"]
    assert en("what if my deck runs out") == ["=deck", "=run_out"]
    # A stop word never stands for a synonym alone ("összes" is not "összesen").
    assert hu("az összes kincset") == [root("kincset", "hu")]


def test_the_language_of_a_question():
    assert language_of("mi történik ha elfogy a húzópakli") == "hu"
    assert language_of("kotelezo vasarolni") is None
    assert language_of("what if my deck runs out") == "en"


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        ({}, "stop"),
        ({"stop": {"en": [], "hu": "a"}}, "stop.hu"),
        ({"stop": {"en": [], "hu": []}, "synonym": [{"en": ["x"]}]}, "synonym[1].id"),
        ({"stop": {"en": [], "hu": []}, "synonym": [{"id": "g", "hu": [""]}]}, "synonym[g].hu"),
        ({"stop": {"en": [], "hu": []}, "cue": [{"id": "c", "ask": {"en": []}}]}, "cue[c].ask"),
    ],
)
def test_a_broken_word_file_names_the_field(raw, field):
    with pytest.raises(LexiconError) as err:
        parse(raw, "test.toml")
    assert str(err.value).startswith(f"test.toml: {field}:")


EXTRA = search_docs(load_rulebook())


@pytest.mark.parametrize(
    ("query", "question"),
    [
        ("kapolna", False),  # a card name: the strict search
        ("moat militia", False),  # two cards: how they meet
        ("mi a szemét", True),  # question words
        ("kotelezo vasarolni?", True),  # a question mark
        ("trónterem trónteremmel", True),  # one card twice: the card with itself
        ("huzopakli elfogyott keveres", True),  # no strict hit, every word known
        ("kapolna xyzzyq", False),  # a word no text knows: nothing
    ],
)
def test_when_a_query_reads_as_a_question(cat, query, question):
    found = find(cat, query, extra=EXTRA)
    assert found.question is question
    assert bool(found.hits) is (query != "kapolna xyzzyq")


def test_a_question_naming_only_a_card_shows_the_card_first(cat):
    hits = find(cat, "what is moat?", extra=EXTRA).hits
    assert (hits[0].kind, hits[0].id) == ("card", "moat")
    assert hits[1].card == "moat"


def test_a_typo_is_a_card_name_only_when_no_text_knows_the_word(cat):
    hits = find(cat, "do i have to play all my treasures", extra=EXTRA).hits
    assert all(h.card != "treasury" for h in hits[:5])
    hits = find(cat, "what does vilagitotorny do?", extra=EXTRA).hits
    assert hits[0].id == "lighthouse"


def test_an_overlong_query_is_cut_and_quick(cat):
    question = "mi történik ha elfogy a húzópakli "
    start = time.perf_counter()
    long = find(cat, question + "xyzzyq " * 10_000, extra=EXTRA)
    assert time.perf_counter() - start < 5  # 30 s before the cut
    assert long == find(cat, (question + "xyzzyq " * 20)[:QUERY_CHARS], extra=EXTRA)
    assert long.hits


@pytest.mark.parametrize(
    ("query", "answered"),
    [
        ("mail me: someone@pwned.example", False),  # one known word of four
        ("what is the xyzzyq plugh", False),
        ("mi a kápolna xyzzyq", True),  # half of the words
    ],
)
def test_a_question_mostly_of_unknown_words_is_not_answered(cat, query, answered):
    found = find(cat, query, extra=EXTRA)
    assert found.question and bool(found.hits) is answered
