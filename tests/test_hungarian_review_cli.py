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
