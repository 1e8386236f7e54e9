#!/usr/bin/env bash
# Install the project into .venv and start the Streamlit app on http://localhost:8501.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
install_into_venv . app
say "Starting the app on http://localhost:8501 ... (Ctrl+C stops it)" \
  "Az alkalmazás indul: http://localhost:8501 ... (Ctrl+C állítja le)"
# server.py serves streamlit_app.py from a process warmed before the first visitor
exec .venv/bin/python -m streamlit run server.py --server.headless true "$@"
