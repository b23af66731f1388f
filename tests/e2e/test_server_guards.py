"""The servers against a hostile page (issue #24): `make dashboards` and `make table` started on
127.0.0.1 as their own scripts start them, then attacked with a raw HTTP and websocket client."""

from __future__ import annotations

import asyncio
import http.client
import http.cookiejar
import os
import re
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from scripts.voila_guards import CONNECT_WITHIN_ENV, V1_PROTOCOL
from tests.e2e import harness

TOKEN = "guard-" + os.urandom(16).hex()
CONNECT_WITHIN = "5"  # seconds after the page is rendered, so a page that never connects is seen freed here


class Server:
    """A started server: its base URL, its log, and a browser-like client (cookies kept)."""

    def __init__(self, base: str, log: Path, token: str = "") -> None:
        self.base, self.log_path, self.token = base, log, token
        self.cookies = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.cookies))

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def started(self) -> int:
        return self.log().count("Kernel started")

    def open_page(self, notebook: str = "index.ipynb") -> tuple[int, str]:
        """(status, kernel id or the body) of one page request, as a browser makes it."""
        query = f"?token={self.token}" if self.token else ""
        try:
            with self.opener.open(f"{self.base}/voila/render/{notebook}{query}", timeout=120) as response:
                body = response.read().decode(errors="replace")
                return response.status, re.search(r'"kernelId": "([0-9a-f-]+)"', body).group(1)
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read().decode(errors="replace")

    def kernel_alive(self, kernel_id: str) -> bool:
        request = urllib.request.Request(f"{self.base}/api/kernels/{kernel_id}")
        if self.token:
            request.add_header("Authorization", f"token {self.token}")
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status == 200
        except urllib.error.HTTPError as exc:
            assert exc.code == 404, exc.code
            return False

    def beacon(self, kernel_id: str) -> int:
        """The shutdown beacon the page sends on leaving: a form with the `_xsrf` cookie's value."""
        xsrf = next(c.value for c in self.cookies if c.name == "_xsrf")
        body = urllib.parse.urlencode({"_xsrf": xsrf}).encode()
        try:
            with self.opener.open(f"{self.base}/voila/api/shutdown/{kernel_id}", data=body, timeout=30) as r:
                return r.status
        except urllib.error.HTTPError as exc:
            return exc.code

    def connect(self, kernel_id: str, protocols: list[str] | None = None, origin: str | None = None) -> "RawSocket":
        """Open the kernel's websocket as a raw client; the open socket, or the HTTP error raised."""
        from tornado import httpclient

        headers = {"Cookie": "; ".join(f"{c.name}={c.value}" for c in self.cookies)}
        if origin:
            headers["Origin"] = origin
        url = self.base.replace("http://", "ws://") + f"/api/kernels/{kernel_id}/channels"
        return RawSocket(httpclient.HTTPRequest(url, headers=headers), protocols)


class RawSocket:
    """A websocket client on its own event loop and thread (the browser driver holds the main one)."""

    def __init__(self, request, protocols: list[str] | None) -> None:
        from tornado import websocket

        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        async def connect():
            return await websocket.websocket_connect(request, subprotocols=protocols)

        future = asyncio.run_coroutine_threadsafe(connect(), self.loop)
        try:
            self.connection = future.result(timeout=60)
        except BaseException:
            self._stop()
            raise
        self.selected_subprotocol = self.connection.selected_subprotocol

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.connection.close)
        self._stop()

    def _stop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=10)


def wait_until(check, what: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.2)
    raise AssertionError(f"not within {timeout} s: {what}")


def raw_get(base: str, path: str, host: str) -> int:
    """The status of one GET sent with the Host header `host` (what a rebinding site's page sends)."""
    parsed = urllib.parse.urlparse(base)
    connection = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=60)
    try:
        connection.request("GET", path, headers={"Host": host})
        return connection.getresponse().status
    finally:
        connection.close()


@pytest.fixture(scope="module")
def dashboards(chromium):
    server = harness.start_voila(env={CONNECT_WITHIN_ENV: CONNECT_WITHIN})
    yield Server(server.base, server.log_path)
    harness.stop_voila(server)


@pytest.fixture(scope="module")
def table(chromium):
    server = harness.start_table_server(TOKEN, 4, qr=False, env={CONNECT_WITHIN_ENV: CONNECT_WITHIN})
    yield Server(server.base, server.log_path, TOKEN)
    harness.stop_voila(server)


@pytest.fixture(params=["dashboards", "table"])
def server(request) -> Server:
    return request.getfixturevalue(request.param)


def test_a_kernel_websocket_without_the_v1_framing_is_refused(server):
    from tornado import httpclient

    status, kernel = server.open_page()
    assert status == 200
    with pytest.raises(httpclient.HTTPClientError) as refused:
        server.connect(kernel, protocols=None)  # the older framing Voila's header reader misreads
    assert refused.value.code == 400
    assert "Refused a kernel websocket without the v1.kernel.websocket.jupyter.org subprotocol" in server.log()
    connection = server.connect(kernel, protocols=[V1_PROTOCOL])  # the page's own framing still works
    assert connection.selected_subprotocol == V1_PROTOCOL
    connection.close()
    assert server.beacon(kernel) == 204


def test_a_websocket_opened_from_another_site_is_refused(server):
    from tornado import httpclient

    status, kernel = server.open_page()
    assert status == 200
    with pytest.raises(httpclient.HTTPClientError) as refused:
        server.connect(kernel, protocols=[V1_PROTOCOL], origin="http://evil.example")
    assert refused.value.code == 403
    assert server.beacon(kernel) == 204


def test_a_request_for_a_name_rebound_to_this_machine_gets_no_page_and_no_kernel(server):
    before = server.started()
    port = urllib.parse.urlparse(server.base).port
    query = f"?token={server.token}" if server.token else ""
    for path in ("/", f"/voila/render/index.ipynb{query}", f"/voila/render/fall.ipynb{query}", "/voila/tree",
                 "/api/kernels/00000000-0000-0000-0000-000000000000", "/voila/static/", "/login"):
        for host in (f"evil.example:{port}", "evil.example", f"127.0.0.1.evil.example:{port}"):
            assert raw_get(server.base, path, host) == 403, (path, host)
    assert server.started() == before
    # Its own names are answered.
    assert raw_get(server.base, f"/voila/render/index.ipynb{query}", f"localhost:{port}") == 200
    assert raw_get(server.base, "/voila/static/", f"127.0.0.1:{port}") in (200, 403, 404)


def test_logout_is_answered_plainly(server):
    # Only what the logout wrote: a kernel an earlier test shut down may print ipykernel's own "Event loop is
    # closed" traceback into the shared server log at any time (ipykernel's noise, not this server's).
    before = len(server.log())
    with urllib.request.urlopen(server.base + "/logout", timeout=30) as response:
        assert response.status == 200
        assert "You have left the table" in response.read().decode()
    written = server.log()[before:]
    assert "Traceback" not in written, written


def test_a_page_that_never_connects_frees_its_kernel(server):
    status, kernel = server.open_page()
    assert status == 200 and server.kernel_alive(kernel)
    wait_until(lambda: not server.kernel_alive(kernel), "the unconnected page's kernel shut down")
    assert "its page never connected" in server.log()


def test_a_connected_page_keeps_its_kernel_past_the_connect_time(server):
    status, kernel = server.open_page()
    connection = server.connect(kernel, protocols=[V1_PROTOCOL])
    time.sleep(float(CONNECT_WITHIN) + 2)
    assert server.kernel_alive(kernel)
    connection.close()
    assert server.beacon(kernel) == 204 and not server.kernel_alive(kernel)


def test_fifty_pages_opened_and_closed_never_fill_a_table_of_four(table):
    started = table.started()
    for cycle in range(50):
        status, kernel = table.open_page()
        assert status == 200, f"cycle {cycle}: {status} {kernel[:200]}"
        connection = table.connect(kernel, protocols=[V1_PROTOCOL])
        assert table.beacon(kernel) == 204  # the page's beforeunload, as a closed tab sends it
        connection.close()
    assert table.started() - started == 50
    assert table.log().count("Kernel shutdown") >= 50
    assert "The table is full" not in table.log()


def test_a_reloaded_and_then_closed_tab_frees_its_kernel_in_chromium(dashboards, chromium):
    ctx = chromium.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = ctx.new_page()
        page.goto(dashboards.base + "/voila/render/index.ipynb", wait_until="domcontentloaded", timeout=60_000)
        harness.wait_painted(page, "canvas.tc-index-board", timeout=60)
        first = page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
        page.reload(wait_until="domcontentloaded")
        harness.wait_painted(page, "canvas.tc-index-board", timeout=60)
        second = page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
        assert first != second
        wait_until(lambda: not dashboards.kernel_alive(first), "the reloaded page's old kernel shut down", 10)
        assert dashboards.kernel_alive(second)
        page.close(run_before_unload=True)
        wait_until(lambda: not dashboards.kernel_alive(second), "the closed page's kernel shut down", 10)
    finally:
        ctx.close()


def test_a_file_larger_than_any_import_is_refused_in_the_page_at_once(dashboards, chromium):
    ctx = chromium.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = ctx.new_page()
        watch = harness.PageWatch()
        watch.attach(page)
        page.goto(dashboards.base + "/voila/render/mythicals.ipynb", wait_until="domcontentloaded", timeout=60_000)
        harness.wait_painted(page, timeout=60)
        harness.open_menu(page)  # Import is in the game bar's saved-games menu
        importing = page.locator(".tc-import").first
        # 21 MB: refused in the page; 12 MB (above Tornado's 10 MiB default) and 300 bytes reach the kernel.
        for size, refused in ((21_000_000, True), (12_000_000, False), (300, False)):
            with page.expect_file_chooser() as chooser:
                importing.click()
            name = f"game-{size}.json"
            chooser.value.set_files({"name": name, "mimeType": "application/json", "buffer": b" " * size})
            if refused:
                refusal = page.locator(".tc-upload-refusal")
                refusal.wait_for(timeout=10_000)
                assert refusal.inner_text() == "Too large: at most 20 MB (this is 21 MB); nothing was sent."
                assert refusal.get_attribute("role") == "alert"
            else:  # a small file goes on to the kernel, which answers it, and the refusal goes
                page.wait_for_function("!document.querySelector('.tc-upload-refusal')", timeout=10_000)
                said = page.get_by_text(f"Could not import {name}").first
                said.wait_for(timeout=30_000)
                assert "not a saved game" in said.inner_text()
        watch.assert_clean()
    finally:
        ctx.close()


def test_each_browser_gets_a_secret_no_page_script_can_read_once(server):
    fresh = Server(server.base, server.log_path, server.token)
    status, kernel = fresh.open_page()
    keys = [c for c in fresh.cookies if c.name == "tc_page_key"]
    assert status == 200 and len(keys) == 1 and len(keys[0].value) >= 40
    assert keys[0].has_nonstandard_attr("HttpOnly")
    assert fresh.beacon(kernel) == 204
    status, kernel = fresh.open_page()  # the same browser keeps its secret
    assert [c.value for c in fresh.cookies if c.name == "tc_page_key"] == [keys[0].value]
    assert fresh.beacon(kernel) == 204
