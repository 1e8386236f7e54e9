#!/usr/bin/env bash
# Install the project into .venv and start the Streamlit app on http://localhost:8501.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e .
exec .venv/bin/python -m streamlit run streamlit_app.py --server.headless true "$@"
