"""Every `<card>-bm` bot against Big Money Ultimate: the validation table of docs/simulator.md.

Run: nice -n 10 .venv/bin/python benchmarks/bench_card_bots.py [--games 2000] [--cards a,b]
Prints a reference row (BMU against itself), then one Markdown row per kingdom card: its
win rate with the 95% Wilson interval, the share of ties, and the mean turn of its 4th
Province. Gardens, whose bot uses Workshop when the supply has it, plays with Workshop.
"""

from __future__ import annotations

import argparse
import sys

from companion.bots import parse
from companion.bots.buying import PARTNERS
from companion.catalogue import load
from companion.sim import SimSpec, run
from companion.sim.results import BotResult


def kingdom_of(card: str) -> tuple[str, ...]:
    """The card itself, plus the first partner its bot would use."""
    partners = PARTNERS.get(card, ())
    return (card, *partners[:1])


def row(card: str, games: int, seed: int) -> str:
    """One table row: card (and partner), win rate with interval, ties, 4th Province turn;
    the card `bmu` is the reference row, Big Money Ultimate against itself."""
    bot = "bmu" if card == "bmu" else f"{card}-bm"
    spec = SimSpec(
        bots=(parse(bot), parse("bmu")),
        kingdom=kingdom_of(card) if card != "bmu" else (),
        games=games,
        seed=seed,
    )
    result = run(spec, 1)
    me: BotResult = result.bots[0]
    assert me.wins is not None and me.ties is not None
    rate = me.wins
    province = f"{me.province.value:.1f}" if me.province else "-"
    extra = "+".join(kingdom_of(card)[1:])
    return (
        f"| {card}{' (+' + extra + ')' if extra else ''} | {100 * rate.value:.1f}% "
        f"({100 * rate.low:.1f}–{100 * rate.high:.1f}) | {100 * me.ties.value:.1f}% "
        f"| {province} |"
    )


def main() -> None:
    """Print the table, one row at a time as each card finishes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cards", default="", help="comma-separated card ids (default: all)")
    args = parser.parse_args()
    cards = [c for c in args.cards.split(",") if c] or ["bmu"] + [
        c.id for c in load().kingdom_cards()
    ]
    print("| Card | Win rate vs BMU (95% interval) | Ties | 4th Province (turn) |")
    print("| --- | --- | --- | --- |")
    for card in cards:
        print(row(card, args.games, args.seed), flush=True)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
