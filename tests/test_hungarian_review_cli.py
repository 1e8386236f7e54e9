"""The second Hungarian review's findings on the command line, the engine's and the kingdom
messages and the simulator's texts stay fixed (review at 65f1fcd: C-3, C-4, A-8, D-23, E-4, E-5,
B-4, F-2, F-4, F-5, B-9, ...): exact texts, and each fix pinned so that undoing it fails."""

from __future__ import annotations

import pytest

from companion.catalogue import Catalogue, load
from companion.i18n import translator
from companion.kingdom import Reason, describe

NB = "\u00a0"
HU = translator("hu")
EN = translator("en")


@pytest.fixture(scope="module")
def cat() -> Catalogue:
    return load()


def test_c4_the_defence_clauses_are_not_a_chain_of_es(cat: Catalogue) -> None:
    """C-4: "…támadáskártyák; a Várárok ki van tiltva, és a Világítótorony nincs …"."""
    reason = Reason(
        "unsatisfiable",
        constraint="require_defence",
        value=True,
        fixed=["bureaucrat", "militia"],
        free=8,
        fixed_matter=True,
        attacks=["bureaucrat", "militia"],
        defences=[
            {"card": "moat", "status": "banned"},
            {"card": "lighthouse", "status": "not_in_sets"},
        ],
        others=[],
    )
    assert describe(reason, cat, HU) == (
        "nem teljesülhet: védelem a támadások ellen (Várárok vagy Világítótorony): a Hivatalnok "
        "és a Polgárőrség (kötelezők vagy megtartottak) támadáskártyák; a Várárok ki van tiltva, "
        "és a Világítótorony nincs a kiválasztott dobozokban"
    )
    assert describe(reason, cat, EN) == (
        "cannot have a defence against Attacks (Moat or Lighthouse): Bureaucrat and Militia "
        "(required or kept) are Attacks; Moat is banned, and Lighthouse is not in the chosen sets"
    )


def test_a8_at_least_n_cards_share_a_cost(cat: Catalogue) -> None:
    reason = Reason(
        "unsatisfiable",
        constraint="max_same_cost",
        value=2,
        fixed=[],
        free=10,
        fixed_matter=False,
        needed=3,
        fixed_members=[],
        costs=[2, 3, 4, 5],
        others=[],
    )
    assert describe(reason, cat, HU) == (
        "nem teljesülhet: bármely árból legfeljebb 2 kártya: csak 4-féle ár van (2, 3, 4, 5), "
        "így legalább 3 lapnak azonos árúnak kellene lennie"
    )


@pytest.mark.parametrize(
    ("set_id", "hu"),
    [
        ("seaside-1e", f"legfeljebb 2 kártya fér bele a Seaside (1.{NB}kiadás) dobozból"),
        ("basic", "legfeljebb 2 kártya fér bele az Alapkártyák (az alapjátékból) dobozból"),
    ],
)
def test_the_set_that_a_minimum_does_not_fit_takes_its_own_article(
    cat: Catalogue, set_id: str, hu: str
) -> None:
    reason = Reason(
        "unsatisfiable",
        constraint="set_min",
        set=set_id,
        value=5,
        possible=2,
        fixed=[],
        free=10,
        fixed_matter=False,
        fixed_members=[],
        others=[],
    )
    assert describe(reason, cat, HU).endswith(hu)


def hu_po() -> list[tuple[str, str]]:
    """(msgid, each Hungarian msgstr) of the whole catalog."""
    from babel.messages.pofile import read_po

    from companion import LOCALES_DIR

    with (LOCALES_DIR / "hu" / "LC_MESSAGES" / "messages.po").open("rb") as fh:
        catalog = read_po(fh, locale="hu")
    out = []
    for m in catalog:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        out += [(ids[0], s) for s in strings]
    return out


@pytest.mark.parametrize(
    ("word", "instead"),
    [("véletlenmag", "kezdőérték"), ("forgatókönyv-fájl", "forgatókönyvfájl")],
)
def test_b4_f2_one_word_for_the_seed_and_the_scenario_file(word: str, instead: str) -> None:
    """B-4: the seed is „kezdőérték” everywhere; F-2: „forgatókönyvfájl” is written solid."""
    assert [msgid for msgid, text in hu_po() if word in text.lower()] == []
    assert any(instead in text for _, text in hu_po())


@pytest.mark.parametrize(
    ("msgid", "params", "hu"),
    [
        (  # D-23
            "skip the cards of the last K --history kingdoms (default: all)",
            {},
            "kihagyja az utolsó K --history birodalom lapjait (alapértelmezés: mind)",
        ),
        ("ERROR   {name}", {"name": "x"}, "ÉRVÉNYTELEN  x"),
        ("ok      {name}", {"name": "x"}, "rendben      x"),
        ("FAILED  {name}", {"name": "x"}, "HIBÁS        x"),
        (
            "The bot {bot} needs {card} in the kingdom; choose another bot.",
            {"bot": "Kovácsműhely + Big Money", "card": "Kovácsműhely"},
            "Ehhez a gépi játékoshoz (Kovácsműhely + Big Money) a birodalomban kell lennie ennek "
            "a lapnak: Kovácsműhely. Válassz másik gépi játékost.",
        ),
        (  # F-2
            "no scenario files found",
            {},
            "nem található forgatókönyvfájl",
        ),
        (  # F-5
            "#{game} {bot} (seed {seed})",
            {"game": 3, "bot": "Falu-BM", "seed": 1},
            f"3.{NB}játszma, Falu-BM (kezdőérték: 1)",
        ),
        ("#{game} (seed {seed})", {"game": 3, "seed": 1}, f"3.{NB}játszma (kezdőérték: 1)"),
        (  # F-4
            "measure the turn of the 4th or 5th Province (default 4)",
            {},
            f"a 4.{NB}vagy az 5.{NB}Tartomány körét méri (alapértelmezés: 4)",
        ),
        (  # B-9
            "BMU (Big Money Ultimate) buys only treasure and Victory cards: Province at 8 coins, "
            "Gold at 6–7, Silver at 3–5, and Duchies and Estates near the end.",
            {},
            "A BMU (Big Money Ultimate) csak kincs- és győzelmipont-kártyát vesz: 8 érméből "
            "Tartományt, 6–7 érméből Aranypénzt, 3–5 érméből Ezüstpénzt, a játszma vége felé "
            "Hercegséget és Birtokot.",
        ),
        (  # D-10
            "Turns until the 4th Province was gained (or the game ended), simulated on the same "
            "kingdom.",
            {},
            f"Körök száma a 4.{NB}Tartomány megszerzéséig (vagy a játék végéig), ugyanezzel a "
            "birodalommal szimulálva.",
        ),
        (  # D-11
            "These are simple bots, not expert players: a card that shines in combination "
            "(villages, trashers, Gardens) looks weaker here than it is in good hands.",
            {},
            "Ezek egyszerű gépi játékosok, nem szakértők: az a kártya, amely más lapokkal "
            "kombinálva erős (falvak, szemétre tevő lapok, Park), itt gyengébbnek tűnik, mint egy "
            "jó játékos kezében.",
        ),
        (  # D-12
            "Simulates each card of this kingdom as Big Money + that card against Big Money "
            "Ultimate (BMU), and alone until its 4th Province.",
            {},
            "A szimuláció a birodalom minden kártyáját kipróbálja: a „Big Money + az adott kártya” "
            "gépi játékos a Big Money Ultimate (BMU) ellen játszik, majd egyedül, amíg meg nem "
            f"lesz a 4.{NB}Tartománya.",
        ),
        ("Interval from", {}, "Az intervallum alsó határa"),  # D-19
        ("Interval to", {}, "Az intervallum felső határa"),
        ("Wins against BMU", {}, "Győzelem a BMU ellen"),  # C-10
        (
            "Wins against BMU ({level} interval)",
            {"level": "95%"},
            "Győzelem a BMU ellen (95%-os intervallum)",
        ),
        (
            "Whoever sat first won {rate} of the games not tied.",
            {"rate": "51%"},
            f"A kezdőjátékos (1.{NB}hely) a nem döntetlen játszmák 51% részét nyerte meg.",
        ),
    ],
)
def test_hungarian_cli_and_simulator_strings(
    msgid: str, params: dict[str, object], hu: str
) -> None:
    assert HU(msgid, **params) == hu


def test_d18_an_unfinished_game_counts_as_the_position_stood() -> None:
    text = HU.ngettext(
        "{n} game did not end by the rules (turn cap or stuck); it counts as it stood.",
        "{n} games did not end by the rules (turn cap or stuck); they count as they stood.",
        2,
    )
    assert text == (
        "2 játszma nem a szabályok szerint ért véget (körkorlát vagy elakadás); az akkori állás "
        "szerint számít."
    )


def test_d10_the_simulate_help_and_the_sample_game_say_ebben_a_birodalomban() -> None:
    texts = " ".join(text for _, text in hu_po())
    assert "birodalmon" not in texts
    assert "gépi játékosokkal egy adott birodalommal" in texts
    assert f"{NB}játszmája ebben a birodalomban" in texts


def cli(capsys, *args: str) -> tuple[int, str, str]:
    from companion.cli import main

    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("command", "hu", "en"),
    [
        (
            ["kingdom"],
            [
                "--code KÓD",
                "--recommended NÉV",
                "--swap AZONOSÍTÓ",
                "--swap-set DOBOZ",
                "--sets DOBOZOK",
                "--ban AZONOSÍTÓ",
                "--set-min DOBOZ=N",
                "--history KÓD",
                "--seed KEZDŐÉRTÉK",
                "--players JÁTÉKOSOK",
                "legalább N kártya a DOBOZ nevű dobozból",
            ],
            ["--code CODE", "--set-min SET=N", "--seed SEED", "--players PLAYERS"],
        ),
        (
            ["simulate"],
            [
                "--bots GÉPI_JÁTÉKOSOK",
                "--kingdom KÓD",
                "--cards AZONOSÍTÓ,...",
                "--games JÁTSZMÁK",
                "--seed KEZDŐÉRTÉK",
                "--jobs FOLYAMATOK",
                "--max-turns KÖRÖK",
            ],
            ["--bots BOTS", "--games GAMES", "--seed SEED", "--jobs JOBS", "--max-turns TURNS"],
        ),
        (
            ["insight"],
            ["--code KÓD", "--games JÁTSZMÁK", "--seed KEZDŐÉRTÉK", "--jobs FOLYAMATOK"],
            ["--code CODE", "--games GAMES", "--seed SEED", "--jobs JOBS"],
        ),
        (["cards"], ["[kártya]"], ["[card]"]),
        (["recommended"], ["--sets DOBOZOK"], ["--sets SETS"]),
        (["scenario"], ["MŰVELET ..."], ["ACTION ..."]),
        (["scenario", "run"], ["fájl"], ["file"]),
        (["scenario", "check"], ["[fájlok ...]"], ["[files ...]"]),
        ([], ["PARANCS ..."], ["COMMAND ..."]),
    ],
)
def test_e5_the_help_names_the_values_in_the_command_language(capsys, command, hu, en) -> None:
    code, out, _ = cli(capsys, "--lang", "hu", *command, "--help")
    assert code == 0
    for text in hu:
        assert text in out
    code, out, _ = cli(capsys, "--lang", "en", *command, "--help")
    assert code == 0
    for text in en:
        assert text in out


def test_e5_the_set_min_error_uses_the_help_word(capsys) -> None:
    assert cli(capsys, "--lang", "hu", "kingdom", "--set-min", "x") == (
        2,
        "",
        "hiba: --set-min: DOBOZ=N alak kell (pl. seaside-1e=3), nem „x”\n",
    )
    code, _, err = cli(capsys, "--lang", "hu", "scenario", "run")
    assert (code, err) == (2, "hiba: companion scenario run: hiányzó kötelező argumentum: fájl\n")


def test_e4_the_simulator_names_the_bots_by_the_app_label_in_hungarian(capsys) -> None:
    """E-4: „Halászfalu-BM”, not fishing-village-bm; the JSON keeps the ids."""
    import json

    args = ["simulate", "--bots", "fishing-village-bm,bigmoney,bigmoney", "--games", "3"]
    args += ["--jobs", "1", "--max-turns", "3", "--first-game", "5"]
    code, out, _ = cli(capsys, "--lang", "hu", *args)
    assert code == 0
    assert "fishing-village-bm" not in out and "bigmoney" not in out
    assert "Halászfalu-BM" in out and "Big Money (2.)" in out
    assert f"Kezdés az 5.{NB}játszmától." in out  # F-5, with the article of "5"
    assert f"5.{NB}játszma, Halászfalu-BM (kezdőérték: " not in out  # 3 players: no bot named
    assert f"5.{NB}játszma (kezdőérték: " in out
    assert "#5" not in out
    code, out, _ = cli(capsys, "--lang", "en", *args)
    assert "fishing-village-bm" in out and "bigmoney #2" in out and "#5 (seed " in out
    code, out, _ = cli(capsys, "--lang", "hu", *args, "--json")
    data = json.loads(out)
    assert data["bots"] == ["fishing-village-bm", "bigmoney", "bigmoney"]
    assert [r["bot"] for r in data["results"]] == [
        "fishing-village-bm",
        "bigmoney #1",
        "bigmoney #2",
    ]


def test_f5_the_first_game_takes_its_article(capsys) -> None:
    args = ["simulate", "--bots", "bmu", "--games", "1", "--jobs", "1", "--max-turns", "2"]
    code, out, _ = cli(capsys, "--lang", "hu", *args, "--first-game", "2")
    assert code == 0 and f"Kezdés a 2.{NB}játszmától." in out
    assert f"2.{NB}játszma, Big Money Ultimate (kezdőérték: " in out  # solitaire: the bot named


def test_e4_the_insight_table_names_each_card_bot_in_hungarian(cat: Catalogue) -> None:
    from companion.bots import parse
    from companion.sim.labels import bot_label, bot_labels

    assert bot_label(HU, cat, parse("fishing-village-bm", cat)) == "Halászfalu-BM"
    assert bot_label(EN, cat, parse("fishing-village-bm", cat)) == "fishing-village-bm"
    assert bot_labels(HU, cat, (parse("random", cat), parse("random", cat))) == (
        "Véletlen (1.)",
        "Véletlen (2.)",
    )


def test_the_cli_says_gepi_jatekos_outside_fixed_names() -> None:
    """House rule (and review B-3 on the CLI): "bot" only inside names such as „X-BM”."""
    import re

    cli_ids = {"play many games of bots (Big Money and friends) and report win rates"}
    cli_ids |= {"comma-separated bots, e.g. bigmoney,smithy-bm"}
    cli_ids |= {"--bots: name at least one bot, e.g. bigmoney,smithy-bm"}
    cli_ids |= {"unknown bot “{name}” (bots: bigmoney, bmu, random, <card>-bm)"}
    cli_ids |= {"each bot alone until its 4th Province"}
    texts = [text for msgid, text in hu_po() if msgid in cli_ids]
    assert len(texts) == len(cli_ids)
    assert [t for t in texts if re.search(r"(?<!-)\bbot", t)] == []
