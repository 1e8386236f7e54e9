"""The server's address written into the app's HTML (companion/page_html.py), so a page opened
by its path connects at once; driven as ASGI with a stand-in app (no server)."""

from __future__ import annotations

import asyncio
import gzip
import threading

import pytest

from companion.page_html import ServerAddress, address_script, is_page, with_address

HTML = b"<!DOCTYPE html><html><head><title>x</title></head><body></body></html>"


def test_the_script_sets_the_address_from_the_origin_and_the_base_path() -> None:
    root = address_script("").decode()
    assert 'BACKEND_BASE_URL:location.origin+"/"' in root
    assert "window.__streamlit||{}" in root  # a host's own settings win
    assert 'location.origin+"/dominion"' in address_script("/dominion/").decode()


def test_the_script_goes_first_in_the_head_and_a_page_without_one_is_left_alone() -> None:
    out = with_address(HTML, "")
    assert out.startswith(b"<!DOCTYPE html><html><head><script>window.__streamlit=")
    assert out.endswith(b"</script><title>x</title></head><body></body></html>")
    assert with_address(b"<p>no head</p>", "") == b"<p>no head</p>"


@pytest.mark.parametrize(
    ("path", "base", "page"),
    [
        ("/", "", True),
        ("/rules", "", True),
        ("/table", "", True),
        ("/_stcore/health", "", False),
        ("/rules/_stcore/health", "", True),  # answered 404 by Streamlit: nothing to rewrite
        ("/static/js/index.js", "", False),
        ("/media/abc.png", "", False),
        ("/favicon.png", "", False),
        ("/component/x", "", False),
        ("/dominion/cards", "dominion", True),
        ("/dominion/_stcore/stream", "dominion", False),
        ("/cards", "dominion", False),
    ],
)
def test_which_paths_are_pages(path: str, base: str, page: bool) -> None:
    assert is_page(path, base) is page


def serve(path: str, body: bytes, kind: bytes, chunks: int = 1) -> tuple[list[dict], list]:
    """What the middleware sends for a GET of `path` over an app answering `body` (gzipped
    when asked for it), and the request headers the app saw."""
    seen: list = []

    async def app(scope, receive, send) -> None:
        seen.extend(scope["headers"])
        zipped = any(k == b"accept-encoding" for k, _v in scope["headers"])
        data = gzip.compress(body) if zipped else body
        headers = [(b"content-type", kind), (b"content-length", str(len(data)).encode())]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        step = -(-len(data) // chunks)
        for i in range(chunks):
            part = data[i * step : (i + 1) * step]
            await send({"type": "http.response.body", "body": part, "more_body": i < chunks - 1})

    sent: list[dict] = []

    async def send(message) -> None:
        sent.append(message)

    async def receive() -> dict:
        return {"type": "http.request"}

    scope = {
        "type": "http",
        "method": "GET",
        "path": path,
        "headers": [(b"accept-encoding", b"gzip")],
    }
    # in a thread of its own: a browser test in this process leaves its event loop running
    run = threading.Thread(
        target=asyncio.run, args=(ServerAddress(app, lambda: "")(scope, receive, send),)
    )
    run.start()
    run.join()
    return sent, seen


def body_of(sent: list[dict]) -> bytes:
    return b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")


@pytest.mark.parametrize("chunks", [1, 3])
def test_a_page_gets_the_script_uncompressed_with_its_new_length(chunks: int) -> None:
    sent, seen = serve("/rules", HTML, b"text/html; charset=utf-8", chunks)
    assert all(k != b"accept-encoding" for k, _v in seen)
    html = body_of(sent)
    assert html == with_address(HTML, "")
    headers = dict(sent[0]["headers"])
    assert headers[b"content-length"] == str(len(html)).encode()
    assert [m["type"] for m in sent] == ["http.response.start", "http.response.body"]


def test_streamlits_files_and_other_answers_pass_untouched() -> None:
    sent, seen = serve("/static/js/index.js", b"let x = '<head>'", b"text/javascript")
    assert (b"accept-encoding", b"gzip") in seen  # still compressed
    assert gzip.decompress(body_of(sent)) == b"let x = '<head>'"
    sent, _seen = serve("/rules", b'{"a": "<head>"}', b"application/json")
    assert body_of(sent) == b'{"a": "<head>"}'
