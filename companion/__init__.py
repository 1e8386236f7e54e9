"""Dominion companion: card catalogue, rules engine, kingdom randomizer and Streamlit app."""

from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
DATA_DIR = PROJECT_ROOT / "data"
LOCALES_DIR = PROJECT_ROOT / "locales"
