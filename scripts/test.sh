#!/usr/bin/env bash
# Install the project with its test tools into .venv, then run lint, types, locales and all tests.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
install_into_venv '.[test,cluster]' test
say "Lint and format (ruff) ..." "Stílus és formázás (ruff) ..."
.venv/bin/ruff check .
.venv/bin/ruff format --check .
say "Types (mypy) ..." "Típusok (mypy) ..."
.venv/bin/mypy
say "Translations (locales) ..." "Fordítások (locales) ..."
.venv/bin/python scripts/update_locales.py --check
say "Tests (pytest, a few minutes) ..." "Tesztek (pytest, néhány perc) ..."
.venv/bin/python -m pytest -n 2 --dist worksteal -rfER "$@"
