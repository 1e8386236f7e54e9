#!/usr/bin/env bash
# Install the project into .venv and start the Streamlit app on http://localhost:8501.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
install_into_venv . app
say "Starting the app on http://localhost:8501 ... (Ctrl+C stops it)" \
  "Az alkalmazás indul: http://localhost:8501 ... (Ctrl+C állítja le)"
exec .venv/bin/python -m streamlit run streamlit_app.py --server.headless true "$@"
