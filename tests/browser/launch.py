"""How the browser tests and the app benchmark start the server and chromium on this machine."""

from __future__ import annotations

import sys
from pathlib import Path

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


def server_command(app: Path, port: int) -> list[str]:
    """`streamlit run` on loopback, fixed port, no watcher, no telemetry, script health check."""
    return [
        sys.executable, "-m", "streamlit", "run", str(app),
        "--server.headless", "true",
        "--server.address", "127.0.0.1",
        "--server.port", str(port),
        "--browser.gatherUsageStats", "false",
        "--server.fileWatcherType", "none",
        "--server.runOnSave", "false",
        "--global.developmentMode", "false",
        "--server.scriptHealthCheckEnabled", "true",
    ]  # fmt: skip
