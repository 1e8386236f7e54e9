"""Engine errors as data: the engine's English line stays as it was, and the same error reads in
Hungarian (card names, „…” quotes, no English word left) on the command line and the table page."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from companion import LOCALES_DIR
from companion.catalogue import load
from companion.cli import main
from companion.engine import save
from companion.engine.cards import CardDB
from companion.engine.decisions import Decision, IllegalAnswer, Kind
from companion.engine.game import Setup
from companion.engine.moves import MoveError, parse_move
from companion.engine.scenario import parse
from companion.engine.standard import new_game
from companion.engine_text import cli_text, say
from companion.i18n import translator
from companion.table.sandbox import load_save
from tests.test_bad_input import DEEP, FIVE_THOUSAND_DIGITS, KINGDOM, S10, _with, scenario

ENGINE = Path(__file__).parent.parent / "companion" / "engine"
CAT = load()
DB = CardDB(CAT)
HU = translator("hu")
EN = translator("en")
NB = "\u00a0"

PARSE_CASES = [  # a scenario file that cannot be read or set up: exit 2, one line
    (
        "S1",
        scenario(p1='discard = ["999999999999*copper"]'),
        "position.player 1 discard: bad repeat '999999999999*copper' (write N*card, N from 1 to "
        "500)",
        "„position.player 1 discard”: hibás ismétlés: „999999999999*copper” (N*kártya alakban, "
        "N 1 és 500 között)",
    ),
    (
        "S2",
        scenario(tail='[expect]\n"p1.hand" = ["9999999999*copper"]'),
        "[expect] 'p1.hand': bad repeat '9999999999*copper' (write N*card, N from 1 to 500)",
        "„[expect]”, „p1.hand”: hibás ismétlés: „9999999999*copper” (N*kártya alakban, N 1 és "
        "500 között)",
    ),
    (
        "S9",
        scenario(tail='[[step]]\nmove = "play smugglers"\nexpect = [1, 2]'),
        "step 1 expect must be a table",
        f"1.{NB}lépés, „expect”: ide TOML-tábla kell",
    ),
    (
        "S4",
        scenario().replace("players = 2", "players = 100000000000"),
        "players must be a number from 1 to 4 or a list of names, not 100000000000",
        "players: 1 és 4 közötti szám vagy nevek listája kell, nem 100000000000",
    ),
    (
        "S5",
        scenario(top=f"seed = {FIVE_THOUSAND_DIGITS}"),
        "not valid TOML: Exceeds the limit (4300 digits) for integer string conversion",
        "nem érvényes TOML: túl hosszú szám vagy érték",
    ),
    (
        "malformed",
        "title = [\nkingdom = 1",
        "not valid TOML: Invalid value (at line 2, column 1)",
        f"nem érvényes TOML: szintaktikai hiba (2.{NB}sor, 1.{NB}oszlop)",
    ),
    (
        "S7",
        scenario(top="step = 5"),
        "step must be a list of [[step]] tables",
        "step: ide [[step]] táblák listája kell",
    ),
    (
        "S7-move",
        scenario(tail="[[step]]\nmove = 5"),
        "step 1 needs a `move` line",
        f"1.{NB}lépés: hiányzik a `move` sor",
    ),
    (
        "S8",
        scenario(top="expect = 5"),
        "[expect] must be a table",
        "„[expect]”: ide TOML-tábla kell",
    ),
    (
        "S10",
        S10,
        "position.player 1 must be a table",
        "„position.player 1”: ide TOML-tábla kell",
    ),
    (
        "type-hand",
        scenario(p2='discard = "copper"'),
        "position.player 2 discard must be a list of card ids",
        "„position.player 2 discard”: ide kártyaazonosítók listája kell",
    ),
    (
        "type-shuffle",
        scenario(tail="[shuffles]\n1 = [5]"),
        "a shuffle in shuffles.1 must be a list of card ids",
        "„shuffles.1” egyik keverése: ide kártyaazonosítók listája kell",
    ),
    (
        "unknown-field",
        scenario(top="colour = 1"),
        "unknown field 'colour' in the file",
        "ismeretlen mező: „colour” (itt: a fájl)",
    ),
    (
        "S5-seed",
        scenario(top="seed = -1"),
        "seed must be from 0 to 9223372036854775807, not -1",
        f"„seed”: 0 és 9{NB}223{NB}372{NB}036{NB}854{NB}775{NB}807 közötti szám kell, nem -1",
    ),
    (
        "S11",
        scenario(position='trash = ["nosuchcard"]'),
        "cannot set up: unknown card 'nosuchcard' in trash",
        "nem lehet előkészíteni: ismeretlen kártya: „nosuchcard” (itt: „trash”)",
    ),
    (
        "S12",
        scenario(p2='gained_last_turn = ["nosuchcard"]'),
        "cannot set up: unknown card 'nosuchcard' in player 2 gained_last_turn",
        f"nem lehet előkészíteni: ismeretlen kártya: „nosuchcard” (itt: 2.{NB}játékos, "
        "„gained_last_turn”)",
    ),
    (
        "S14-tokens",
        scenario(p1="pirate_tokens = -4"),
        "cannot set up: position player 1 pirate_tokens must be from 0 to 10000",
        f"nem lehet előkészíteni: állás, 1.{NB}játékos, „pirate_tokens”: 0 és 10{NB}000 "
        "közötti szám kell",
    ),
    (
        "S11-kingdom",
        scenario(kingdom=(*KINGDOM[:9], "wtich")),
        "cannot set up: 'wtich' is not a kingdom card",
        "nem lehet előkészíteni: a „wtich” nem birodalomkártya",
    ),
    (
        "S14",
        scenario(position="turn = -5"),
        "cannot set up: position turn must be from 1 to 10000",
        f"nem lehet előkészíteni: állás, „turn”: 1 és 10{NB}000 közötti szám kell",
    ),
    (
        "S15",
        scenario(p1='duration = ["wharf"]\nnext_turn = [["wharf"], ["wharf"]]'),
        "cannot set up: player 1 next_turn: 2 effect(s) of 'wharf', but 1 'wharf' in the "
        "duration zone",
        f"nem lehet előkészíteni: 1.{NB}játékos, „next_turn”: „Rakpart” hatásából 2 van, de az "
        "áthúzódó lapok között 1 „Rakpart” van",
    ),
    (
        "S15-haven",
        scenario(p1='duration = ["haven"]\nnext_turn = [["haven", "gold"]]'),
        "cannot set up: player 1 next_turn: 'gold' is not on the Haven mat",
        f"nem lehet előkészíteni: 1.{NB}játékos, „next_turn”: az „Aranypénz” nincs a Révvel "
        "félretéve",
    ),
    (
        "S15-not-duration",
        scenario(p1='duration = ["wharf"]\nnext_turn = [["copper"]]'),
        "cannot set up: player 1 next_turn: 'copper' is not a Duration card",
        f"nem lehet előkészíteni: 1.{NB}játékos, „next_turn”: a „Rézpénz” nem áthúzódó kártya",
    ),
]

STEP_CASES = [  # a move the game refuses: exit 1, the step named
    (
        "not-an-option",
        "play village",
        "step 1 ('play village'): 'village' is not an option here (options: smugglers)",
        f"1.{NB}lépés („play village”): a „Falu” itt nem választható (lehetőségek: Csempészek)",
    ),
    (
        "wrong-verb",
        "buy province",
        "step 1 ('buy province'): 'buy' does not fit: the game asks player 1 to play an Action "
        "card (options: smugglers)",
        f"1.{NB}lépés („buy province”): „buy” itt nem használható, mert a játék arra vár, hogy "
        f"az 1.{NB}játékos játsszon ki egy akciókártyát (lehetőségek: Csempészek)",
    ),
    (
        "yes",
        "yes",
        "step 1 ('yes'): 'yes' answers a yes/no question, but the game asks player 1 to play an "
        "Action card (options: smugglers)",
        f"1.{NB}lépés („yes”): „yes” igen/nem kérdésre felel, de a játék arra vár, hogy "
        f"az 1.{NB}játékos játsszon ki egy akciókártyát (lehetőségek: Csempészek)",
    ),
    (
        "verb",
        "jump",
        "step 1 ('jump'): unknown verb 'jump' (known: buy, choose, discard, gain, order, play, "
        "return, reveal, set_aside, topdeck, trash, treasures, yes, no, end)",
        f"1.{NB}lépés („jump”): ismeretlen ige: „jump” (ismertek: buy, choose, discard, gain, "
        "order, play, return, reveal, set_aside, topdeck, trash, treasures, yes, no, end)",
    ),
    (
        "repeat",
        "play 0*village",
        "step 1 ('play 0*village'): bad repeat '0*village' (write N*card, N from 1 to 500)",
        f"1.{NB}lépés („play 0*village”): hibás ismétlés: „0*village” (N*kártya alakban, N 1 és "
        "500 között)",
    ),
]


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


@pytest.mark.parametrize(
    ("text", "en", "hu"), [c[1:] for c in PARSE_CASES], ids=[c[0] for c in PARSE_CASES]
)
def test_a_bad_scenario_file_in_both_languages(tmp_path, capsys, text, en, hu):
    path = tmp_path / "probe.toml"
    path.write_text(text, encoding="utf-8")
    assert run_cli(capsys, "scenario", "run", str(path)) == (2, "", f"error: {path}: {en}\n")
    assert run_cli(capsys, "--lang", "hu", "scenario", "run", str(path)) == (
        2,
        "",
        f"hiba: {path}: {hu}\n",
    )
    code, out, _ = run_cli(capsys, "--lang", "hu", "scenario", "check", str(path))
    assert code == 2 and out.splitlines()[1] == f"        {path}: {hu}"


@pytest.mark.parametrize(
    ("move", "en", "hu"), [c[1:] for c in STEP_CASES], ids=[c[0] for c in STEP_CASES]
)
def test_a_refused_move_in_both_languages(tmp_path, capsys, move, en, hu):
    path = tmp_path / "probe.toml"
    path.write_text(scenario(tail=f"[[step]]\nmove = {json.dumps(move)}"), encoding="utf-8")
    code, _, err = run_cli(capsys, "scenario", "run", str(path))
    assert (code, err) == (1, f"error: {en}\n")
    code, _, err = run_cli(capsys, "--lang", "hu", "scenario", "run", str(path))
    assert (code, err) == (1, f"hiba: {hu}\n")
    code, out, _ = run_cli(capsys, "--lang", "hu", "scenario", "check", str(path))
    assert code == 1 and out.splitlines()[1] == f"        {hu}"


def test_failed_expectations_in_hungarian(tmp_path, capsys):
    path = tmp_path / "probe.toml"
    expect = '{ "p1.deck" = ["gold"], "supply.provnce" = 1 }'
    path.write_text(
        scenario(tail=f'[[step]]\nmove = "play smugglers"\nexpect = {expect}'), encoding="utf-8"
    )
    after = f"1.{NB}lépés után (play smugglers)"
    code, out, _ = run_cli(capsys, "--lang", "hu", "scenario", "check", str(path))
    assert code == 1
    assert out.splitlines()[1:3] == [
        f"        {after}: „p1.deck” értéke ['copper', 'copper', 'copper', 'copper', 'copper'], "
        "a várt érték ['gold']",
        f"        {after}: nincs ilyen érték: „supply.provnce”",
    ]
    code, out, _ = run_cli(capsys, "scenario", "check", str(path))
    assert (
        out.splitlines()[2]
        == "        after step 1 (play smugglers): no such value 'supply.provnce'"
    )


def test_treasures_asked_reads_as_a_task_in_english():
    """The kind of decision is said as what the player is to do, not as a bare noun."""
    sc = parse(scenario(tail='[[step]]\nmove = "play smugglers"'))
    game = new_game(DB, sc.setup)
    game.answer(parse_move("play smugglers", game.pending))
    with pytest.raises(MoveError) as caught:
        parse_move("buy province", game.pending)
    assert str(caught.value) == (
        "'buy' does not fit: the game asks player 1 to play Treasures "
        "(options: copper, copper, copper, copper)"
    )
    assert say(HU, CAT, caught.value.message) == (
        f"„buy” itt nem használható, mert a játék arra vár, hogy az 1.{NB}játékos játsszon ki "
        "kincskártyákat (lehetőségek: Rézpénz, Rézpénz, Rézpénz, Rézpénz)"
    )
    assert say(EN, CAT, caught.value.message) == (
        "“buy” does not fit: the game asks player 1 to play Treasures "
        "(options: Copper, Copper, Copper, Copper)"
    )


TREASURES = Decision(0, Kind.TREASURES, ("copper", "copper", "silver"), 0, 3)
TWO = Decision(0, Kind.DISCARD, ("copper", "estate", "estate"), 2, 2)


@pytest.mark.parametrize(
    ("decision", "answer", "en", "hu"),
    [
        (
            TREASURES,
            ("gold",),
            "'gold' is not an option here (options: copper, silver)",
            "az „Aranypénz” itt nem választható (lehetőségek: Rézpénz, Ezüstpénz)",
        ),
        (
            TREASURES,
            ("silver", "silver"),
            "'silver' can be chosen at most 1 time(s)",
            "az „Ezüstpénz” legfeljebb 1 alkalommal választható",
        ),
        (
            TREASURES,
            ("gold", "silver"),
            "'gold' is not an option here",
            "az „Aranypénz” itt nem választható",
        ),
        (
            TREASURES,
            ("copper",) * 4,
            "choose 0 to 3, not 4",
            "0–3 lehetőséget kell választani (most: 4)",
        ),
        (
            TWO,
            ("estate",),
            "choose exactly 2, not 1",
            "pontosan 2 lehetőséget kell választani (most: 1)",
        ),
    ],
)
def test_why_an_answer_is_illegal_in_both_languages(decision, answer, en, hu):
    assert decision.check(answer) == en
    assert say(HU, CAT, decision.why(answer)) == hu


def test_an_illegal_answer_keeps_its_english_reason():
    game = new_game(DB, Setup(("A", "B"), KINGDOM, 5))
    with pytest.raises(IllegalAnswer) as caught:
        game.answer(("nosuch",))
    assert caught.value.reason == str(caught.value) == str(caught.value.message)
    assert cli_text(EN, CAT, caught.value) == caught.value.reason
    hu = cli_text(HU, CAT, caught.value)
    assert hu.startswith("a „nosuch” itt nem választható (lehetőségek: ")


GOOD = json.loads(save.dumps(new_game(DB, Setup(("A", "B", "C"), KINGDOM, 5))))
_PLAYED = new_game(DB, Setup(("A", "B", "C"), KINGDOM, 5))
_PLAYED.answer(_PLAYED.pending.options)
PLAYED = json.loads(save.dumps(_PLAYED))
SAVE_CASES = [
    (
        "answers",
        _with(GOOD, "answers", [[[[["copper"]]]]]),
        "answer 1 must be a list of texts",
        f"1.{NB}válasz: ide szövegek listája kell",
    ),
    (
        "player",
        _with(GOOD, "setup.position", {"players": [5]}),
        "position player 1 must be an object",
        "„position player 1”: ide JSON-objektum kell",
    ),
    (
        "seed",
        _with(GOOD, "setup.seed", "5"),
        "seed must be a whole number",
        "„seed”: ide egész szám kell",
    ),
    (
        "version",
        _with(GOOD, "version", True),
        "unsupported save file version True",
        "ismeretlen mentésfájl-verzió: True",
    ),
    (
        "shuffles",
        _with(GOOD, "setup.shuffles", {"99": [["copper"]]}),
        "shuffles map a player number (from 0) to a list of orders",
        "a shuffles mező egy játékos sorszámához (0-tól) sorrendek listáját rendeli",
    ),
    (
        "padding",
        _with(GOOD, "padding", "x"),
        "unknown field 'padding' in the save file",
        "ismeretlen mező: „padding” (itt: a mentésfájl)",
    ),
    (
        "trash",
        _with(GOOD, "setup.position", {"players": [{}, {}, {}], "trash": ["x"]}),
        "the setup is not valid: unknown card 'x' in trash",
        "az előkészítés nem érvényes: ismeretlen kártya: „x” (itt: „trash”)",
    ),
    (
        "kingdom",
        _with(GOOD, "setup.kingdom", [*KINGDOM[:9], "wtich"]),
        "the setup is not valid: 'wtich' is not a kingdom card",
        "az előkészítés nem érvényes: a „wtich” nem birodalomkártya",
    ),
    (
        "illegal",
        _with(PLAYED, "answers", [["gold"]]),
        "answer 1 is not legal: 'gold' is not an option here (options: copper)",
        f"az 1.{NB}válasz nem szabályos: az „Aranypénz” itt nem választható (lehetőségek: Rézpénz)",
    ),
    (
        "digest",
        _with(PLAYED, "digest", "0" * 32),
        "the file was changed after saving (its digest does not match)",
        "a fájlt mentés után megváltoztatták (nem egyezik az ellenőrzőösszege)",
    ),
    (
        "deep",
        DEEP,
        "not a save file (nested too deeply)",
        "nem mentésfájl (túl mélyen egymásba ágyazott)",
    ),
    (
        "digits",
        '{"seed": ' + FIVE_THOUSAND_DIGITS + "}",
        "not a save file (Exceeds the limit (4300 digits) for integer string conversion)",
        "nem mentésfájl (túl hosszú szám vagy érték)",
    ),
    (
        "json",
        "hello",
        "not a save file (invalid JSON: Expecting value)",
        f"nem mentésfájl (hibás JSON: 1.{NB}sor, 1.{NB}oszlop)",
    ),
    (
        "null",
        "null",
        "not a Dominion companion save file",
        "nem ennek az alkalmazásnak a mentésfájlja",
    ),
    ("empty", b"", "the file is empty", "a fájl üres"),
    (
        "binary",
        b"\xff\xfe",
        "not a save file (not UTF-8 text)",
        "nem mentésfájl (nem UTF-8 szöveg)",
    ),
]


@pytest.mark.parametrize(
    ("data", "en", "hu"), [c[1:] for c in SAVE_CASES], ids=[c[0] for c in SAVE_CASES]
)
def test_a_bad_save_file_in_both_languages(data, en, hu):
    with pytest.raises(save.SaveFileError) as caught:
        load_save(DB, CAT, data)
    assert str(caught.value) == en
    assert say(HU, CAT, caught.value.message) == hu


def engine_templates() -> set[str]:
    """Every template marked with N_ in the engine's source."""
    found = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "N_"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                found.add(node.args[0].value)
    return found


SAME_IN_HUNGARIAN = {"{where}: {reason}"}  # nothing but places


def test_every_engine_template_has_hungarian_words():
    templates = engine_templates()
    assert len(templates) > 90
    with (LOCALES_DIR / "hu" / "LC_MESSAGES" / "messages.po").open("rb") as fh:
        catalog = read_po(fh, locale="hu")
    missing = [t for t in sorted(templates) if not catalog.get(t) or not catalog.get(t).string]
    assert not missing
    untranslated = [t for t in templates - SAME_IN_HUNGARIAN if catalog.get(t).string == t]
    assert not untranslated


@pytest.mark.parametrize(
    ("decision", "hu"),
    [
        (
            Decision(0, Kind.TREASURES, ("copper",), 0, 1),
            f"„buy” itt nem használható, mert a játék arra vár, hogy az 1.{NB}játékos játsszon ki "
            "kincskártyákat (lehetőségek: Rézpénz)",
        ),
        (
            Decision(1, Kind.DISCARD, ("copper", "estate"), 1, 1, card="militia"),
            f"„buy” itt nem használható, mert a játék arra vár, hogy a 2.{NB}játékos dobjon el "
            "lapokat (a Polgárőrség miatt; lehetőségek: Rézpénz, Birtok)",
        ),
        (
            Decision(4, Kind.DISCARD, ("copper",), 1, 1, card="embargo"),
            f"„buy” itt nem használható, mert a játék arra vár, hogy az 5.{NB}játékos dobjon el "
            "lapokat (az Embargó miatt; lehetőségek: Rézpénz)",
        ),
    ],
)
def test_the_asked_decision_reads_as_a_hungarian_clause(decision, hu):
    """C-3: "a játék arra vár, hogy az 1. játékos …": the article goes by the number's sound
    (az 1., a 2., az 5.) and by the asking card's name (a Polgárőrség, az Embargó)."""
    with pytest.raises(MoveError) as caught:
        parse_move("buy province", decision)
    assert say(HU, CAT, caught.value.message) == hu


def test_a_name_spec_in_an_engine_template_gives_the_article_and_the_case():
    """`{x:art}` and `{x:art.acc}` work in the engine's templates as in the kingdom messages;
    a number's spec (`{limit:,}`) is left to Translator.num."""
    from companion.engine.errors import Card, Message
    from companion.engine_text import _FILL

    assert _FILL.format("{n:art}. {c:Art.acc} {m:,}", n="1", c=_card_word("witch"), m="2 000") == (
        "az 1. A „Boszorkányt” 2 000"
    )
    assert str(Message("{card}", {"card": Card("witch")})) == "'witch'"


def _card_word(card_id: str):
    from companion.engine.errors import Card
    from companion.engine_text import _word

    return _word(HU, CAT, Card(card_id))


def test_an_empty_card_list_reads_as_none_in_both_languages():
    """A decision with no options left still names its options: "none" / „nincs”, never ``."""
    with pytest.raises(MoveError) as caught:
        parse_move("buy province", Decision(0, Kind.TREASURES, (), 0, 0))
    assert say(EN, CAT, caught.value.message).endswith("(options: none)")
    assert say(HU, CAT, caught.value.message).endswith("(lehetőségek: nincs)")
