"""The served page tells Streamlit's frontend where the server is, so a page opened by its path
connects at once.

Opened at `/rules`, the frontend first asks `/rules/_stcore/health` (404 here: the server lives
at the root), waits 100 ms and only then asks `/_stcore/health`: a tenth of a second on every
first visit to any page but the first (docs/app.md, "First render against the floor"). It
reads the server's address from `window.__streamlit.BACKEND_BASE_URL` when the page sets one,
as hosts that embed Streamlit do; `ServerAddress` writes that one line into the page's HTML.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Message, Receive, Send], Awaitable[None]]

HEAD = b"<head>"
SERVED_BY_STREAMLIT = ("/_stcore/", "/static/", "/media/", "/component/", "/app/static/")
"""Paths below the base that are Streamlit's own (never a page's HTML)."""


def address_script(base: str) -> bytes:
    """The script that sets the server's address (this page's origin and the base path) before
    the frontend starts; a host's own settings, if any, win."""
    path = json.dumps("/" + base.strip("/"))
    return (
        "<script>window.__streamlit=Object.assign("
        f"{{BACKEND_BASE_URL:location.origin+{path}}},window.__streamlit||{{}})</script>"
    ).encode()


def with_address(html: bytes, base: str) -> bytes:
    """The page with the address script first in its head (unchanged if it has no head)."""
    at = html.find(HEAD)
    if at < 0:
        return html
    at += len(HEAD)
    return html[:at] + address_script(base) + html[at:]


def is_page(path: str, base: str) -> bool:
    """Whether a GET of this path may answer with the app's HTML (a page, not a file)."""
    prefix = "/" + base.strip("/") if base.strip("/") else ""
    if not path.startswith(prefix):
        return False
    rest = path[len(prefix) :] or "/"
    return not rest.startswith(SERVED_BY_STREAMLIT) and "." not in rest.rsplit("/", 1)[-1]


class ServerAddress:
    """ASGI middleware: the app's HTML, served for a page, gets `address_script` in its head.

    Only pages are touched (not Streamlit's files, API or websocket); they are asked for
    uncompressed (the gzip layer sits inside), so the HTML can be read and its length set anew.
    """

    def __init__(self, app: App, base: Callable[[], str]) -> None:
        self.app = app
        self.base = base

    async def __call__(self, scope: Message, receive: Receive, send: Send) -> None:
        base = self.base()
        if scope["type"] != "http" or scope["method"] != "GET" or not is_page(scope["path"], base):
            await self.app(scope, receive, send)
            return
        headers = [(k, v) for k, v in scope["headers"] if k.lower() != b"accept-encoding"]
        start: Message | None = None
        body: list[bytes] = []

        async def rewrite(message: Message) -> None:
            nonlocal start
            if message["type"] == "http.response.start":
                kind = dict(message.get("headers", [])).get(b"content-type", b"")
                if kind.startswith(b"text/html"):
                    start = message
                    return
            elif start is not None and message["type"] == "http.response.body":
                body.append(message.get("body", b""))
                if message.get("more_body"):
                    return
                html = with_address(b"".join(body), base)
                kept = [(k, v) for k, v in start["headers"] if k.lower() != b"content-length"]
                length = (b"content-length", str(len(html)).encode())
                await send({**start, "headers": [*kept, length]})
                await send({"type": "http.response.body", "body": html})
                return
            await send(message)

        await self.app({**scope, "headers": headers}, receive, rewrite)
