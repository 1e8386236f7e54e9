"""`companion ask` as a player runs it: text and JSON, Hungarian and English, no answer."""

from __future__ import annotations

import json

import pytest

from companion.cli import main

SHUFFLE = {
    "shuffle-only-when-needed",
    "shuffle-take-the-rest-first",
    "seaside-shuffle-use-deck-first",
    "seaside-shuffle-only-when-needed",
    "cleanup/shuffle",
}


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_hungarian_question_answers_in_hungarian(capsys):
    code, out, _ = run(capsys, "ask", "mi történik ha elfogy a húzópakli")
    assert code == 0
    first = out.splitlines()[0]
    assert first.startswith("1. ") and any(f": {i}]" in first for i in SHUFFLE), first
    assert "általános szabály" in first
    assert "Általános szabály · " in out and "húzópakli" in out
    assert "2. " in out


def test_the_question_may_be_several_words_and_lang_wins(capsys):
    code, out, _ = run(capsys, "--lang", "en", "ask", "ki", "kezd?", "--limit", "1")
    assert code == 0
    assert out.splitlines()[0] == "1. Who goes first [general rule: setup-first-player]"
    assert "General rule · Dominion (1st edition), p. 6" in out
    assert "2. " not in out


def test_json_lists_id_kind_source_title_text(capsys):
    code, out, _ = run(capsys, "ask", "what if my deck runs out", "--json", "--limit", "3")
    assert code == 0
    data = json.loads(out)
    assert len(data) == 3
    assert all(set(a) == {"id", "kind", "source", "title", "text"} for a in data)
    assert data[0]["id"] in SHUFFLE
    assert "deck" in data[0]["text"]


def test_json_in_hungarian_names_rulebook_sources(capsys):
    code, out, _ = run(
        capsys, "ask", "--lang", "hu", "a várárok megvéd a boszorkány ellen?", "--json"
    )
    data = json.loads(out)
    kinds = {a["kind"] for a in data}
    assert code == 0 and "ruling" in kinds
    faq = next(a for a in data if a["kind"] == "faq")
    assert faq["source"].startswith("Szabályfüzet · ") and "Várárk" in faq["title"]
    ruling = next(a for a in data if a["kind"] == "ruling")
    assert ruling["source"].startswith("Szabálymagyarázat: Várárok · ")


@pytest.mark.parametrize(
    ("lang", "line"),
    [("hu", "Nincs találat erre: „xyzzyq”."), ("en", "Nothing found for “xyzzyq”.")],
)
def test_no_answer_is_one_line_and_exit_code_1(capsys, lang, line):
    code, out, err = run(capsys, "--lang", lang, "ask", "xyzzyq")
    assert (code, out.strip(), err) == (1, line, "")
    code, out, _ = run(capsys, "--lang", lang, "ask", "xyzzyq", "--json")
    assert (code, json.loads(out)) == (1, [])


def test_a_bad_limit_is_one_line(capsys):
    code, _, err = run(capsys, "--lang", "en", "ask", "ties", "--limit", "0")
    assert code == 2
    assert err.strip() == "error: --limit: expected a whole number from 1 to 20, got “0”"


def test_players_fill_the_rulebook_numbers(capsys):
    question = ("the basic piles of the supply", "--json", "--limit", "1")
    two = json.loads(run(capsys, "ask", *question)[1])[0]
    four = json.loads(run(capsys, "ask", *question, "--players", "4")[1])[0]
    assert two["id"] == four["id"] == "setup/basic-piles"
    assert " 8 Provinces" in two["text"] and " 12 Provinces" in four["text"]
    assert "**" not in two["text"]
    assert "{" not in two["text"]
