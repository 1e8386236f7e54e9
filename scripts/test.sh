#!/usr/bin/env bash
# Install the project with its test tools into .venv, then run lint, types, locales and all tests.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test]'
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy
.venv/bin/python scripts/update_locales.py --check
.venv/bin/python -m pytest -n 2 "$@"
