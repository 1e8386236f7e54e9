#!/usr/bin/env bash
# Optional: compile the engine's hot modules with mypyc (needs the test tools and a C compiler);
# `bash scripts/compile_engine.sh --clean` goes back to pure Python. See companion/compiled.py.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
install_into_venv '.[test]' test
.venv/bin/python scripts/compile_engine.py "$@"
