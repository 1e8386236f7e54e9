#!/usr/bin/env bash
# Install the project with its test tools into .venv, then run lint, types, locales and all tests.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
install_into_venv '.[test,cluster]' test
say "Lint and format (ruff) ..." "Stílus és formázás (ruff) ..."
.venv/bin/ruff check .
.venv/bin/ruff format --check .
say "Types (mypy, alongside the tests) ..." "Típusok (mypy, a tesztekkel együtt) ..."
# mypy keeps one core busy for ~25 s on a fresh clone (no cache): beside the tests that core is
# not left idle while the others wait; its verdict is read after them and fails the run as well
types_log=$(mktemp)
.venv/bin/mypy >"$types_log" 2>&1 &
types_pid=$!
trap 'kill "$types_pid" 2>/dev/null || true; rm -f "$types_log"' EXIT
say "Translations (locales) ..." "Fordítások (locales) ..."
.venv/bin/python scripts/update_locales.py --check
say "Tests (pytest, a few minutes) ..." "Tesztek (pytest, néhány perc) ..."
# one worker more than the cores: a browser test waits on the page most of the time (about half
# a core busy), so a spare worker keeps both cores of a 2-core machine at work
workers=$(($(nproc 2>/dev/null || echo 1) + 1))
tests=0
.venv/bin/python -m pytest -n "$workers" --dist worksteal -rfER "$@" || tests=$?
types=0
wait "$types_pid" || types=$?
say "Types (mypy):" "Típusok (mypy):"
cat "$types_log"
exit $((tests != 0 ? tests : types))
