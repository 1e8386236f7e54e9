"""Articles (a/az) and inflected card names: the helper, the data, and every message using them."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from companion.catalogue import Card, load
from companion.hungarian.grammar import CASES, Name, article, with_article
from companion.i18n import Translator, translator
from companion.kingdom import Reason, describe
from companion.kingdom.messages import card_name, card_names, set_label
from companion.labels import SET_LABELS
from tests.test_catalogue_loader import data, edit, problems  # noqa: F401 (fixture)

CAT = load()
CARDS = sorted(CAT.cards)
HU, EN = translator("hu"), translator("en")


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("Embargó", "az"),
        ("Átok", "az"),
        ("Előörs", "az"),
        ("Őrség", "az"),
        ("Üst", "az"),
        ("Ír", "az"),
        ("Uzsorás", "az"),
        ("Kancellár", "a"),
        ("Seaside (1. kiadás)", "a"),
        ("Dominion (1. kiadás)", "a"),
        ("„Embargó”", "az"),
        ("(Sziget)", "a"),
        ("1", "az"),
        ("1.", "az"),
        ("5", "az"),
        ("50", "az"),
        ("500", "az"),
        ("5000", "az"),
        ("2", "a"),
        ("10", "a"),
        ("15", "a"),
        ("100", "a"),
        ("199", "a"),
        ("1000", "az"),
        ("1 000", "az"),
        ("1\u00a0234", "az"),
        ("11 000", "a"),
        ("1000000", "az"),
        ("3,5", "a"),
        ("", "a"),
    ],
)
def test_article_goes_by_the_first_sound(word, expected):
    assert article(word) == expected


def test_with_article():
    assert with_article("Embargó") == "az Embargó"
    assert with_article("Kancellár", capital=True) == "A Kancellár"
    assert with_article("5", capital=True) == "Az 5"


def test_name_formats():
    throne = Name("Trónterem", CAT.cards["throne_room"].forms)
    assert f"{throne}" == "Trónterem"
    assert f"{throne:art}" == "a Trónterem"
    assert f"{throne:Art.acc}" == "A Tróntermet"
    assert f"{throne:ins}" == "Trónteremmel"
    assert f"{throne:art.sub}" == "a Trónteremre"
    assert f"{throne:all.art}" == "a Trónteremhez"


@pytest.mark.parametrize("spec", ["dat", "art.art", "acc.ins", "ART", "art,acc"])
def test_a_bad_spec_is_refused(spec):
    with pytest.raises(ValueError, match="unknown name format"):
        format(Name("Sziget", {"acc": "Szigetet"}), spec)


def test_a_missing_form_is_refused():
    with pytest.raises(ValueError, match="no allative"):
        format(Name("Seaside (1. kiadás)"), "art.all")


def test_names_put_an_article_before_each_and_capitalise_only_the_first():
    cards = card_names(HU, CAT, ["embargo", "island", "moat"])
    assert f"{cards:Art}" == "Az Embargó, a Sziget és a Várárok"
    assert f"{cards:art.acc}" == "az Embargót, a Szigetet és a Várárkot"
    assert str(cards) == "Embargó, Sziget és Várárok"
    assert str(card_names(EN, CAT, ["embargo", "island"], "or")) == "Embargo or Island"


# -- the data: every card has every form, each recognisably its own -----------------------------

# -val/-vel, or the last consonant doubled (Piaccal; a digraph doubles its first letter: Műhellyel).
ENDINGS = {"acc": r"t", "ins": r"(v[ae]l|(\w)\2[syz]?[ae]l)", "sub": r"r[ae]", "all": r"h[oeö]z"}


@pytest.mark.parametrize("card_id", CARDS)
def test_every_card_has_every_form(card_id):
    card = CAT.cards[card_id]
    assert set(card.forms) == set(CASES)
    head = card.name.hu.rpartition(" ")[0]
    for case, form in card.forms.items():
        assert re.search(ENDINGS[case] + "$", form), (case, form)
        assert form.startswith(head), (case, form)
    assert len(set(card.forms.values())) == len(CASES)


TRICKY_FORMS = """
throne_room | Tróntermet | Trónteremmel | Trónteremre | Trónteremhez
moat | Várárkot | Várárokkal | Várárokra | Várárokhoz
curse | Átkot | Átokkal | Átokra | Átokhoz
lighthouse | Világítótornyot | Világítótoronnyal | Világítótoronyra | Világítótoronyhoz
smithy | Kovácsműhelyt | Kovácsműhellyel | Kovácsműhelyre | Kovácsműhelyhez
market | Piacot | Piaccal | Piacra | Piachoz
sea_hag | Mocsári Boszorkányt | Mocsári Boszorkánnyal | Mocsári Boszorkányra | Mocsári Boszorkányhoz
outpost | Előörsöt | Előörssel | Előörsre | Előörshöz
salvager | Roncsmentőt | Roncsmentővel | Roncsmentőre | Roncsmentőhöz
haven | Révet | Révvel | Révre | Révhez
"""


@pytest.mark.parametrize("row", TRICKY_FORMS.strip().splitlines())
def test_tricky_forms(row):
    card_id, *forms = row.split(" | ")
    assert dict(CAT.cards[card_id].forms) == dict(zip(CASES, forms, strict=True))


def test_loader_requires_the_forms(data):  # noqa: F811
    path = data / "cards" / "base-1e.toml"
    text = path.read_text(encoding="utf-8")
    line = next(li for li in text.splitlines() if li.startswith('forms = { hu = { acc = "Kovács'))
    edit(path, line + "\n", "")
    assert ("cards/base-1e.toml", "smithy", "forms") in problems(data)


@pytest.mark.parametrize(
    ("old", "new", "field"),
    [
        ('acc = "Tróntermet", ', "", "forms.hu.acc"),
        ('acc = "Tróntermet"', 'acc = "Kápolnát"', "forms.hu.acc"),
        ('ins = "Trónteremmel"', 'ins = "Trónteremhez"', "forms.hu.ins"),
        ('sub = "Trónteremre"', 'sub = "Trónteremre", dat = "Trónteremnek"', "forms.hu.dat"),
        ('forms = { hu = { acc = "Trón', 'forms = { en = { acc = "Trón', "forms"),
    ],
)
def test_loader_checks_each_form(data, old, new, field):  # noqa: F811
    edit(data / "cards" / "base-1e.toml", old, new)
    assert ("cards/base-1e.toml", "throne_room", field) in problems(data)


# -- every message that names a card, for every card, in both languages -------------------------


def other_of(card_id: str) -> str:
    return "ambassador" if card_id != "ambassador" else "chancellor"


def defence_reason(card_id: str, status: str) -> Reason:
    return Reason(
        "unsatisfiable",
        constraint="require_defence",
        value=True,
        fixed=[card_id],
        free=9,
        fixed_matter=True,
        attacks=[card_id],
        defences=[{"card": card_id, "status": status}],
        others=[],
    )


Render = Callable[[str, Translator], str]


def said(make: Callable[[str], Reason]) -> Render:
    """Render the sentence of the Reason made for a card id."""
    return lambda card_id, _: describe(make(card_id), CAT, _)


def ban(card_id: str) -> list[dict[str, object]]:
    return [{"constraint": "ban", "value": [card_id], "cards": [card_id]}]


Expect = Callable[[Card, str], str]  # the card and its name with the right article


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def art(card: Card, case: str = "") -> str:
    word = card.forms[case] if case else card.name.hu
    return f"{article(card.name.hu)} {word}"


MESSAGES: list[tuple[str, Render, Expect]] = [
    (
        "not a kingdom card",
        said(lambda c: Reason("not_kingdom_card", cards=[c])),
        lambda card, a: f"{a} nem birodalomkártya",
    ),
    (
        "required and banned",
        said(lambda c: Reason("required_and_banned", cards=[c])),
        lambda card, a: f"{a} egyszerre kötelező (vagy megtartott) és kitiltott",
    ),
    (
        "not in the sets",
        said(lambda c: Reason("not_in_sets", cards=[c], sets=[], missing=[CAT.cards[c].set])),
        lambda card, a: f"{a} {with_article(HU(SET_LABELS[card.set]))} dobozból való",
    ),
    (
        "not in this kingdom",
        said(lambda c: Reason("not_in_kingdom", card=c, cards=[])),
        lambda card, a: f"{a} nincs ebben a birodalomban",
    ),
    (
        "cannot be swapped",
        said(
            lambda c: Reason(
                "no_replacement",
                card=c,
                same=None,
                cost=0,
                types=[],
                set=None,
                matching=0,
                failing=[],
            )
        ),
        lambda card, a: f"{art(card, 'acc')} nem lehet lecserélni",
    ),
    (
        "banning",
        said(
            lambda c: Reason(
                "pool_too_small",
                available=9,
                needed=10,
                sets=[],
                others=ban(c),
            )
        ),
        lambda card, a: f"{a} kitiltása",
    ),
    (
        "banned option",
        said(
            lambda c: Reason(
                "unsatisfiable",
                constraint="require_buy",
                value=True,
                fixed=[],
                free=10,
                fixed_matter=False,
                possible=0,
                fixed_members=[],
                others=ban(c),
            )
        ),
        lambda card, a: f"{a} kitiltva",
    ),
    (
        "required attack",
        said(lambda c: defence_reason(c, "banned")),
        lambda card, a: f"{a} (kötelező vagy megtartott) támadáskártya",
    ),
    (
        "swap (app)",
        lambda c, _: _(
            "{old} swapped for {new}.",
            old=card_name(_, CAT, c),
            new=card_name(_, CAT, other_of(c)),
        ),
        lambda card, a: f"{capital(a)} helyére {art(CAT.cards[other_of(card.id)])} került.",
    ),
    (
        "swap (CLI)",
        lambda c, _: _(
            "{old} swapped for {new} (swap seed {seed})",
            old=card_name(_, CAT, other_of(c)),
            new=card_name(_, CAT, c),
            seed=7,
        ),
        lambda card, a: (
            f"{capital(art(CAT.cards[other_of(card.id)]))} helyére {a} került "
            "(a csere kezdőértéke: 7)"
        ),
    ),
    (
        "tokens for all",
        lambda c, _: _("all of them, for {cards}", cards=card_names(_, CAT, [c])),
        lambda card, a: f"mind kell {art(card, 'all')}",
    ),
    (
        "one per player",
        lambda c, _: _("one per player, for {cards}", cards=card_names(_, CAT, [c])),
        lambda card, a: f"játékosonként egy kell {art(card, 'all')}",
    ),
    (
        "curses used by",
        lambda c, _: _("always set out; used by {cards}", cards=card_names(_, CAT, [c])),
        lambda card, a: f"mindig ki kell tenni; {a} használja",
    ),
    (
        "--cards",
        lambda c, _: _("--cards: {card} is not a kingdom card", card=card_name(_, CAT, c)),
        lambda card, a: f"--cards: {a} nem birodalomkártya",
    ),
    (
        "added for a bot",
        lambda c, _: _.ngettext(
            "Added {cards} to the kingdom: a bot needs it.",
            "Added {cards} to the kingdom: the bots need them.",
            1,
            cards=card_names(_, CAT, [c]),
        ),
        lambda card, a: f"{capital(a)} bekerült a birodalomba",
    ),
]
DEFENCE_FATES = {
    "banned": "ki van tiltva",
    "recent": "nemrég szerepelt",
    "not_in_sets": "nincs a kiválasztott dobozokban",
    "available": "nem fér bele",
}
MESSAGES += [
    (
        f"defence {status}",
        said(lambda c, status=status: defence_reason(c, status)),
        lambda card, a, fate=fate: f"{a} {fate}",
    )
    for status, fate in DEFENCE_FATES.items()
]

# An article before a capitalised word or a number: a name (lower-case "az" is also a pronoun).
ARTICLED = re.compile(r"(?<![\w-])([Aa]z?) ([A-ZÁÉÍÓÖŐÚÜŰ0-9]\S*)")


def articles_agree(text: str) -> list[str]:
    """Every "a X" / "az X" in the text whose article does not fit the first sound of X."""
    return [
        m.group(0) for m in ARTICLED.finditer(text) if article(m.group(2)) != m.group(1).lower()
    ]


@pytest.mark.parametrize("card_id", CARDS)
@pytest.mark.parametrize(("label", "render", "expect"), MESSAGES, ids=[m[0] for m in MESSAGES])
def test_every_card_in_every_message(card_id, label, render, expect):
    card = CAT.cards[card_id]
    hu, en = render(card_id, HU), render(card_id, EN)
    for text in (hu, en):
        assert "{" not in text and "}" not in text, text
    assert card.name.en in en and card.name.hu not in en
    assert expect(card, art(card)) in hu, hu
    assert not articles_agree(hu), hu


# -- whole sentences ---------------------------------------------------------------------------


def swapped(old: str, new: str) -> Callable[[Translator], str]:
    return lambda _: _(
        "{old} swapped for {new}.", old=card_name(_, CAT, old), new=card_name(_, CAT, new)
    )


SENTENCES = [
    (
        swapped("chancellor", "ambassador"),
        "A Kancellár helyére a Nagykövet került.",
        "Chancellor swapped for Ambassador.",
    ),
    (
        swapped("embargo", "outpost"),
        "Az Embargó helyére az Előörs került.",
        "Embargo swapped for Outpost.",
    ),
    (
        lambda _: _("{cards} is banned", cards=card_names(_, CAT, ["embargo"])),
        "az Embargó ki van tiltva",
        "Embargo is banned",
    ),
    (
        lambda _: _("{cards} are banned", cards=card_names(_, CAT, ["embargo", "moat"])),
        "az Embargó és a Várárok ki vannak tiltva",
        "Embargo and Moat are banned",
    ),
    (
        lambda _: _("all of them, for {cards}", cards=card_names(_, CAT, ["embargo"])),
        "mind kell az Embargóhoz",
        "all of them, for Embargo",
    ),
    (
        lambda _: _("one per player, for {cards}", cards=card_names(_, CAT, ["island"])),
        "játékosonként egy kell a Szigethez",
        "one per player, for Island",
    ),
    (
        lambda _: describe(
            Reason("not_in_sets", cards=["embargo"], sets=["base-1e"], missing=["seaside-1e"]),
            CAT,
            _,
        ),
        "az Embargó a Seaside (1.\u00a0kiadás) dobozból való, de az nincs kiválasztva",
        "Embargo is from Seaside (1st edition), which is not chosen",
    ),
    (
        lambda _: describe(Reason("set_not_chosen", set="base-1e", value=2, sets=[]), CAT, _),
        "nem teljesülhet: legalább 2 kártya a Dominion (1.\u00a0kiadás) dobozból: "
        "a Dominion (1.\u00a0kiadás) doboz nincs kiválasztva",
        "cannot have at least 2 cards from Dominion (1st edition): "
        "Dominion (1st edition) is not chosen",
    ),
    (
        lambda _: _("the minimum for {set}", set=set_label(_, "basic")),
        "az Alapkártyák (az alapjátékból) doboz alsó határa",
        "the minimum for Basic cards",
    ),
]


@pytest.mark.parametrize(("render", "hu", "en"), SENTENCES, ids=[s[2] for s in SENTENCES])
def test_exact_sentences(render, hu, en):
    assert render(HU) == hu
    assert render(EN) == en
