"""The app as it is served: `streamlit run server.py` serves streamlit_app.py from a warm process.

`streamlit run` finds the `st.App` below and serves it with uvicorn; its startup imports the
pages' modules and builds the shared data (`companion.warm`), and starts the insight's process
pool (`start_pool`), before the server answers, so the first visitor does not wait for them;
its HTML says where the server is (`companion.page_html`), so a page opened by its path
connects at once. `streamlit run streamlit_app.py` serves the same app without those steps
(AppTest runs streamlit_app.py directly).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import streamlit as st
from starlette.middleware import Middleware
from streamlit import config

from companion.page_html import ServerAddress
from companion.ui.kingdom.jobs import start_pool, stop_pool
from companion.warm import warm

LOG = logging.getLogger("companion.server")


@contextlib.asynccontextmanager
async def warm_first(_app: Any) -> AsyncIterator[None]:
    """Warm the process (in a thread, as the script runs would) before serving."""
    took = await asyncio.to_thread(warm)
    started = time.perf_counter()
    await asyncio.to_thread(start_pool)  # the insight's workers, so the first tap waits for none
    took["pool"] = time.perf_counter() - started
    LOG.info("warmed: %s", ", ".join(f"{k} {v * 1000:.0f} ms" for k, v in took.items()))
    yield
    # after a SIGTERM uvicorn stops gracefully, then re-raises the signal with its default
    # action, which kills the process before the pool's exit handler would stop the workers
    await asyncio.to_thread(stop_pool)


def base_path() -> str:
    """The server's base URL path (`server.baseUrlPath`, empty at the root)."""
    return str(config.get_option("server.baseUrlPath") or "")


app = st.App(
    Path(__file__).parent / "streamlit_app.py",
    lifespan=warm_first,
    middleware=[Middleware(ServerAddress, base=base_path)],  # a page's path connects at once
)
