"""The table server (issue #16): Jupyter's token on every request, the URL and QR code printed and
on the index, and a clear page when the table is full. Started by the test on 127.0.0.1 only."""

from __future__ import annotations

import os
import shutil
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.e2e import harness

TOKEN = "e2e-" + os.urandom(16).hex()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def fetch(url: str, timeout: float = 120) -> tuple[int, dict, str]:
    """(status, headers, body) of one GET, never following a redirect."""
    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(url, timeout=timeout) as response:
            return response.status, dict(response.headers), response.read().decode(errors="replace")
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers), exc.read().decode(errors="replace")


@pytest.fixture(scope="module")
def table(chromium):
    server = harness.start_table_server(TOKEN, 2)
    yield server.base, server.log_path
    harness.stop_voila(server)


def kernels_started(log: Path) -> int:
    return log.read_text(errors="replace").count("Kernel started")


def test_the_url_and_the_qr_code_are_printed(table):
    base, log = table
    text = log.read_text()
    assert f"{base}/voila/render/index.ipynb?token={TOKEN}" in text
    assert "▄▄▄▄▄" in text and "█" in text  # the QR code's finder patterns, in half blocks


def test_without_the_token_a_request_gets_a_refusal_and_no_kernel(table):
    base, log = table
    for url in (f"{base}/voila/render/index.ipynb", f"{base}/voila/render/index.ipynb?token=wrong",
                f"{base}/voila/render/mythicals.ipynb", f"{base}/voila/tree"):
        status, headers, body = fetch(url)
        assert status in (302, 403), (url, status)
        if status == 302:
            assert "/login" in headers.get("Location", "")
        assert "jupyter-config-data" not in body and "kernelId" not in body
    status, _, _ = fetch(f"{base}/api/kernels/00000000-0000-0000-0000-000000000000")
    assert status == 403
    # The login form is Jupyter's own (it asks for the token) and starts nothing.
    status, _, body = fetch(f"{base}/login")
    assert status == 200 and "token" in body.lower() and "jupyter-config-data" not in body
    assert kernels_started(log) == 0


def test_with_the_token_the_index_paints_and_shows_the_link_then_the_table_is_full(table, chromium):
    base, log = table
    ctx = chromium.new_context(viewport={"width": 390, "height": 844})
    try:
        page = ctx.new_page()
        watch = harness.PageWatch()
        watch.attach(page)
        page.goto(f"{base}/voila/render/index.ipynb?token={TOKEN}", wait_until="domcontentloaded",
                  timeout=60_000)
        harness.wait_painted(page, "canvas.tc-index-board", timeout=60)
        box = page.locator(".tc-table-box")
        assert TOKEN in box.inner_text() and box.locator("svg").count() == 1
        # The first request set Jupyter's login cookie: the page's kernel and widgets work without the token.
        assert kernels_started(log) == 1
        harness.assert_no_traceback(page)
        watch.assert_clean()
        # A second page: the limit is 2, so it is served; a third is refused with a clear page.
        status, _, _ = fetch(f"{base}/voila/render/gallery.ipynb?token={TOKEN}")
        assert status == 200 and kernels_started(log) == 2
        status, _, body = fetch(f"{base}/voila/render/odds.ipynb?token={TOKEN}")
        assert status == 503
        assert "The table is full. 2 pages are open on the host" in body and "then reload this page" in body
        assert kernels_started(log) == 2
    finally:
        ctx.close()


def test_make_dashboards_stays_on_loopback_and_make_table_asks_for_the_network():
    if shutil.which("make") is None:
        pytest.skip("needs make")
    plan = subprocess.run(["make", "-n", "dashboards"], cwd=harness.ROOT, capture_output=True, text=True,
                          check=True).stdout
    assert "--Voila.ip=127.0.0.1" in plan and "0.0.0.0" not in plan
    plan = subprocess.run(["make", "-n", "table"], cwd=harness.ROOT, capture_output=True, text=True,
                          check=True).stdout
    assert "scripts/table_server.py --ip=0.0.0.0" in plan and "--max-kernels=" in plan
