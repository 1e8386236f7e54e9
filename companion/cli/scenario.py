"""`companion scenario run|check`: play scenario files and compare them with their expectations."""

from __future__ import annotations

import argparse
import errno
import functools
from pathlib import Path
from typing import Any

from companion import DATA_DIR
from companion.cli.common import CliError, catalogue, metavar, print_json
from companion.engine.cards import CardDB
from companion.engine.errors import Message
from companion.engine.expect import Outcome, run
from companion.engine.scenario import MAX_SCENARIO_SIZE, Scenario, ScenarioError, parse
from companion.engine.view import state_json
from companion.engine_text import cli_text
from companion.i18n import N_, Translator, translator
from companion.labels import PHASE_LABELS
from companion.table.words import seat_name

SCENARIO_DIR = DATA_DIR / "scenarios"


def register(sub: Any) -> None:
    p = sub.add_parser("scenario", help=N_("run scenario files (positions + scripted moves)"))
    ssub = p.add_subparsers(
        dest="action",
        metavar=metavar(N_("ACTION")),
        required=True,
        parser_class=type(sub._parser_class("x")),
    )
    r = ssub.add_parser("run", help=N_("play a scenario and print the resulting state"))
    r.add_argument("file", metavar=metavar(N_("file")), help=N_("scenario file (.toml)"))
    r.add_argument("--json", action="store_true", help=N_("print the full state as JSON"))
    r.set_defaults(func=run_one)
    c = ssub.add_parser("check", help=N_("check scenarios against their expected results"))
    c.add_argument(
        "files",
        nargs="*",
        metavar=metavar(N_("files")),
        help=N_("scenario files (default: all in data/scenarios)"),
    )
    c.set_defaults(func=check_many)


@functools.cache
def card_db() -> CardDB:
    return CardDB(catalogue())


def read_failure(_: Translator, exc: OSError | UnicodeDecodeError) -> str:
    """Why a file could not be read, in the UI language rather than the system's English."""
    if isinstance(exc, UnicodeDecodeError):
        return _("it is not UTF-8 text")
    if isinstance(exc, IsADirectoryError):
        return _("it is a folder, not a file")
    if isinstance(exc, PermissionError):
        return _("you have no permission to read it")
    return _("the system reported error {code}", code=errno.errorcode.get(exc.errno or 0, "?"))


def read_scenario(_: Translator, path: Path) -> Scenario:
    """Read and parse a scenario file; a missing, unreadable or oversized file (a device such
    as /dev/zero too: at most MAX_SCENARIO_SIZE bytes are read) is a one-line CliError."""
    try:
        with path.open("rb") as f:
            data = f.read(MAX_SCENARIO_SIZE + 1)
    except FileNotFoundError:
        raise CliError(_("no such file: {path}", path=str(path))) from None
    except OSError as exc:
        reason = read_failure(_, exc)
        raise CliError(_("cannot read {path}: {reason}", path=str(path), reason=reason)) from None
    if len(data) > MAX_SCENARIO_SIZE:
        raise CliError(
            _(
                "{path}: larger than {limit} bytes, the most a scenario file may have",
                path=str(path),
                limit=_.num(MAX_SCENARIO_SIZE),
            )
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        reason = read_failure(_, exc)
        raise CliError(_("cannot read {path}: {reason}", path=str(path), reason=reason)) from None
    try:
        return parse(text, path.stem)
    except ScenarioError as exc:
        raise CliError(_("{path}: {reason}", path=str(path), reason=said(_, exc))) from None


def play(_: Translator, path: Path) -> tuple[Scenario, Outcome]:
    scenario = read_scenario(_, path)
    try:
        return scenario, run(scenario, card_db())
    except ScenarioError as exc:
        raise CliError(_("{path}: {reason}", path=str(path), reason=said(_, exc))) from None


def said(_: Translator, error: BaseException | Message) -> str:
    """An engine error or failed expectation in the chosen language."""
    return cli_text(_, catalogue(), error)


def run_one(args: argparse.Namespace) -> int:
    _ = translator(args.lang)
    scenario, outcome = play(_, Path(args.file))
    state = state_json(outcome.game)
    if args.json:
        print_json(state)
    else:
        print(render_state(_, scenario, outcome, state))
    if outcome.error:
        raise CliError(said(_, outcome.error), code=1)
    return 0 if outcome.ok else 1


def render_state(_: Translator, scenario: Scenario, outcome: Outcome, state: dict[str, Any]) -> str:
    """A readable summary of the state after a scenario, in the chosen language."""
    cat = catalogue()
    lang = _.lang

    def names(ids: list[str]) -> str:
        return ", ".join(cat.cards[c].name(lang) for c in ids) or "–"

    lines = [scenario.title(lang), ""]
    for step in scenario.steps[: outcome.steps_done]:
        lines.append(f"> {step.move}")
        if step.explain:
            lines.append(f"  {step.explain(lang)}")
    lines.append("")
    for i, p in enumerate(state["players"]):
        marker = "*" if i == state["active_player"] and not state["game_over"] else " "
        lines.append(
            _(
                "{marker}{name}: {score} VP, {turns} turns",
                marker=marker,
                name=seat_name(_, p["name"]),
                score=p["score"],
                turns=p["turns"],
            )
        )
        for zone, label in (
            ("hand", _("hand")),
            ("deck", _("deck")),
            ("discard", _("discard pile")),
            ("in_play", _("in play")),
            ("duration", _("duration")),
        ):
            if p[zone]:
                lines.append(f"   {label}: {names(p[zone])}")
    lines.append(
        _(
            "turn {turn}, {phase}: {actions} actions, {buys} buys, {coins} coins",
            turn=state["turn"],
            phase=_(PHASE_LABELS.get(state["phase"], state["phase"])),
            actions=state["actions"],
            buys=state["buys"],
            coins=state["coins"],
        )
    )
    if state["trash"]:
        lines.append(_("trash: {cards}", cards=names(state["trash"])))
    for failure in outcome.failures:
        lines.append(_("FAILED: {what}", what=said(_, failure)))
    return "\n".join(lines)


def check_many(args: argparse.Namespace) -> int:
    """Check every file; one that cannot be read or set up is reported and the rest still run."""
    _ = translator(args.lang)
    paths = [Path(f) for f in args.files] or sorted(SCENARIO_DIR.glob("**/*.toml"))
    if not paths:
        raise CliError(_("no scenario files found"))
    failed = broken = 0
    for path in paths:
        try:
            scenario, outcome = play(_, path)
        except CliError as exc:
            broken += 1
            print(_("ERROR   {name}", name=str(path)))
            print(f"        {exc}")
            continue
        if outcome.ok:
            print(_("ok      {name}", name=scenario.id))
            continue
        failed += 1
        print(_("FAILED  {name}", name=scenario.id))
        for problem in [*outcome.failures, *([outcome.error] if outcome.error else [])]:
            print(f"        {said(_, problem)}")
    summary = [
        _.ngettext("{n} scenario checked", "{n} scenarios checked", len(paths)),
        _.ngettext("{n} failed", "{n} failed", failed),
    ]
    if broken:
        summary.append(_.ngettext("{n} not valid", "{n} not valid", broken))
    print(", ".join(summary))
    return 2 if broken else 1 if failed else 0
