"""The Binder path, served the Binder way: `binder/start jupyter server` with Voila inside it.

mybinder.org builds the image from binder/ (repo2docker cannot run on these machines) and then
runs `binder/start` before the Jupyter server; the README's badge opens
/voila/render/notebooks/index.ipynb under that server. Here the same start script launches the
same server on a free loopback port (a token, as on Binder; a short idle-kernel timeout for the
test), and Chromium checks what a visitor meets: every dashboard painted, nothing requested off
the machine, no traceback, the index's links opening painted dashboards in new tabs (from Voila
and from JupyterLab), no "untrusted notebook" dialog, and every kernel gone when its page is.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

import pytest

from companion.catalogue import GAMES, TOOLS
from tests.e2e import harness
from widgets.table.index import readiness

ROOT = harness.ROOT
READY = [e for e in GAMES + TOOLS if readiness(e) == "ready"]
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
IDLE_TIMEOUT = 8     # seconds: --MappingKernelManager.cull_idle_timeout for this server
CULL_INTERVAL = 1    # seconds between culler runs
GOODBYE_WITHIN = 4   # a page closed normally has its kernel shut down by then (well before culling)


@dataclass
class BinderServer:
    """A Jupyter server started through binder/start, with Voila as its extension."""

    port: int
    token: str
    process: subprocess.Popen
    home: Path
    log_path: Path

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def voila(self, notebook: str, *, token: bool = False) -> str:
        return f"{self.base}/voila/render/notebooks/{notebook}" + (f"?token={self.token}" if token else "")

    def api(self, path: str):
        request = urllib.request.Request(f"{self.base}{path}",
                                         headers={"Authorization": f"token {self.token}"})
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read() or b"null")

    def kernels(self) -> set[str]:
        return {k["id"] for k in self.api("/api/kernels")}

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")


def start_binder_server(timeout: float = 60) -> BinderServer:
    """`binder/start jupyter server ...` on a free loopback port, as Binder starts it."""
    port, token = harness.free_port(), secrets.token_hex(16)
    home = Path(tempfile.mkdtemp(prefix="tc-binder-"))
    log_path = home / "server.log"
    venv_bin = Path(sys.executable).parent
    env = dict(os.environ,
               PATH=f"{venv_bin}{os.pathsep}{os.environ.get('PATH', '')}",
               # Everything the server and JupyterLab write goes to this test's own folder.
               JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTER_DATA_DIR=str(home / "data"),
               JUPYTER_RUNTIME_DIR=str(home / "runtime"),
               JUPYTERLAB_SETTINGS_DIR=str(home / "lab-settings"),
               JUPYTERLAB_WORKSPACES_DIR=str(home / "lab-workspaces"),
               TABLE_COMPANION_DATA=str(home / "saves"), PYDEVD_DISABLE_FILE_VALIDATION="1")
    for name in ("JUPYTER_PATH", "JUPYTER_CONFIG_PATH", "JUPYTERHUB_SERVICE_PREFIX"):
        env.pop(name, None)  # binder/start sets the first two; the third means "under a hub"
    command = [str(ROOT / "binder" / "start"), str(venv_bin / "jupyter"), "server",
               f"--port={port}", f"--IdentityProvider.token={token}", "--ServerApp.port_retries=0",
               f"--MappingKernelManager.cull_idle_timeout={IDLE_TIMEOUT}",
               f"--MappingKernelManager.cull_interval={CULL_INTERVAL}",
               "--LabApp.expose_app_in_browser=True"]  # lets the test drive JupyterLab's commands
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")  # the server refuses root otherwise; Binder is not root
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log_path.open("w"),
                               stderr=subprocess.STDOUT, start_new_session=True)
    server = BinderServer(port, token, process, home, log_path)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the Binder server exited early:\n{server.log()}")
        try:
            server.api("/api/status")
            return server
        except OSError:
            time.sleep(0.3)
    stop_binder_server(server)
    raise RuntimeError(f"the Binder server did not answer within {timeout} s:\n{server.log()}")


def stop_binder_server(server: BinderServer) -> None:
    """Stop the server and every kernel it started (its own process group)."""
    harness.stop_process_group(server.process, server.home)


@dataclass
class ContextWatch:
    """Page errors and off-loopback requests of every page of a browser context, popups too."""

    page_errors: list[str] = field(default_factory=list)
    outside_requests: list[str] = field(default_factory=list)

    def attach(self, context) -> None:
        context.on("request", self._request)
        context.on("page", lambda page: page.on("pageerror", lambda e: self.page_errors.append(str(e))))

    def _request(self, request) -> None:
        if request.url.startswith(("data:", "blob:", "about:")):
            return
        if (urlparse(request.url).hostname or "") not in harness.LOOPBACK:
            self.outside_requests.append(request.url)

    def assert_clean(self) -> None:
        assert not self.page_errors, f"page errors: {self.page_errors}"
        assert not self.outside_requests, f"requests off loopback: {self.outside_requests}"


def wait_until(condition, timeout: float, what: str, step: float = 0.25):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(step)
    raise AssertionError(f"not within {timeout} s: {what}")


def page_config(page) -> dict:
    return json.loads(page.locator("#jupyter-config-data").text_content())


@pytest.fixture(scope="module")
def binder(chromium):
    server = start_binder_server()
    yield server
    stop_binder_server(server)


@pytest.fixture
def context(chromium):
    ctx = chromium.new_context(viewport={"width": 1280, "height": 800})
    watch = ContextWatch()
    watch.attach(ctx)
    yield ctx, watch
    ctx.close()


def test_the_server_listens_on_loopback_only(binder):
    import psutil

    listening = {c.laddr.ip for c in psutil.Process(binder.process.pid).net_connections("tcp")
                 if c.status == psutil.CONN_LISTEN}
    assert listening and listening <= {"127.0.0.1"}, listening


def test_every_dashboard_is_trusted_as_jupyterlab_loads_it(binder):
    """The server marks a notebook's cells trusted only when its signature is known: binder/start
    signs the dashboards (plain-text outputs only), so none is 'untrusted' in JupyterLab."""
    for notebook in NOTEBOOKS:
        model = binder.api(f"/api/contents/notebooks/{notebook}")
        flags = [c["metadata"].get("trusted") for c in model["content"]["cells"]
                 if c["cell_type"] == "code"]
        assert flags and all(flags), f"{notebook}: cells trusted {flags}"
    assert "is not trusted" not in binder.log()


def test_index_links_open_painted_dashboards_and_every_kernel_goes(binder, context):
    # A visit whose browser never comes back (a tab killed before its page loaded, a dropped
    # connection): Voila's kernel runs the notebook and then has no one. The culler ends it.
    assert not binder.kernels()
    with urllib.request.urlopen(binder.voila("index.ipynb", token=True), timeout=120) as response:
        assert response.status == 200 and b"jupyter-config-data" in response.read()
    orphan = binder.kernels()
    assert len(orphan) == 1, orphan
    assert f"Culling kernels with idle durations > {IDLE_TIMEOUT} seconds" in binder.log()

    ctx, watch = context
    index = ctx.new_page()
    index.goto(binder.voila("index.ipynb", token=True), wait_until="domcontentloaded", timeout=60_000)
    harness.wait_painted(index, "canvas.tc-index-board", timeout=60)
    harness.assert_no_traceback(index)
    config = page_config(index)
    # Both null, as standalone Voila sends them; else Voila's page loads MathJax 2 from cdnjs.
    assert config.get("fullMathjaxUrl") is None and config.get("mathjaxConfig") is None, config
    index_kernels = binder.kernels() - orphan
    assert len(index_kernels) == 1, index_kernels


    for entry in READY:
        link = index.locator(f"a.tc-link-{entry.key}")
        assert link.get_attribute("target") == "_blank"
        before = binder.kernels()
        started = time.monotonic()
        with ctx.expect_page(timeout=30_000) as opened:
            link.click()
        dashboard = opened.value
        dashboard.wait_for_load_state("domcontentloaded", timeout=60_000)
        assert dashboard.url == binder.voila(entry.notebook), dashboard.url
        harness.wait_dashboard(dashboard, entry.notebook)
        print(f"\n{entry.key}: index link to painted dashboard {time.monotonic() - started:.2f} s")
        harness.assert_no_traceback(dashboard)
        assert page_config(dashboard).get("mathjaxConfig") is None
        mine = binder.kernels() - before
        assert len(mine) == 1, mine
        close_and_see_kernel_shut_down(binder, dashboard, mine, entry.key)
    assert index.url == binder.voila("index.ipynb", token=True)  # the index stayed where it was
    watch.assert_clean()
    close_and_see_kernel_shut_down(binder, index, index_kernels, "index")
    assert "'_xsrf' argument missing" not in binder.log()

    (kernel_id,) = orphan
    wait_until(lambda: not binder.kernels() & orphan, IDLE_TIMEOUT + 4 * CULL_INTERVAL + 10,
               "the unvisited page's kernel culled after its idle timeout")
    culled = re.search(rf"Culling '\w+' kernel '\w+' \({kernel_id}\) with 0 connections "
                       rf"due to (\d+) seconds of inactivity", binder.log())
    assert culled and int(culled.group(1)) >= IDLE_TIMEOUT, binder.log()[-2000:]


def close_and_see_kernel_shut_down(binder: BinderServer, page, kernels: set[str], name: str) -> None:
    """Close a page as a visitor leaves it: Voila's beacon shuts its kernel down at once (the
    `_xsrf` cookie is there, so no 403), long before the idle timeout would."""
    page.close(run_before_unload=True)
    wait_until(lambda: not binder.kernels() & kernels, GOODBYE_WITHIN,
               f"{name}'s kernel shut down when its page closed")
    log = binder.log()
    for kernel_id in kernels:
        shut = log.find(f"Kernel shutdown: {kernel_id}")
        culled = re.search(rf"Culling .*{kernel_id}", log)
        # The culler may still find the kernel in the instant it is going (a second, harmless
        # shutdown), but the beacon's shutdown comes first.
        assert shut >= 0 and (culled is None or shut < culled.start()), \
            "\n".join(line for line in log.splitlines() if kernel_id in line)


def test_jupyterlab_renders_with_voila_without_a_trust_dialog_and_links_open_dashboards(binder, context):
    ctx, watch = context
    lab = ctx.new_page()
    lab.goto(f"{binder.base}/lab/tree/notebooks/index.ipynb?token={binder.token}",
             wait_until="domcontentloaded", timeout=60_000)
    lab.wait_for_function("() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
                          " return w && w.sessionContext && w.sessionContext.session"
                          " && w.sessionContext.session.kernel && w.context.path"
                          " === 'notebooks/index.ipynb'; }", timeout=60_000)

    def open_from(frame, key: str, notebook: str) -> None:
        """Click the index's link to `key` in `frame`: a new tab with the painted dashboard."""
        before = binder.kernels()
        with ctx.expect_page(timeout=30_000) as opened:
            frame.locator(f"a.tc-link-{key}").click()
        dashboard = opened.value
        dashboard.wait_for_load_state("domcontentloaded", timeout=60_000)
        assert dashboard.url == binder.voila(notebook), dashboard.url
        harness.wait_painted(dashboard, "canvas.board-canvas", timeout=60)
        harness.assert_no_traceback(dashboard)
        close_and_see_kernel_shut_down(binder, dashboard, binder.kernels() - before, key)

    # JupyterLab's "Render with Voilà": no "Untrusted notebook detected" dialog, a painted preview.
    lab.evaluate("() => window.jupyterapp.commands.execute('notebook:render-with-voila')")
    frame_element = lab.wait_for_selector("iframe[src*='voila/render/notebooks/index.ipynb']",
                                          timeout=30_000)
    preview = frame_element.content_frame()
    harness.wait_painted(preview, "canvas.tc-index-board", timeout=60)
    assert lab.locator(".jp-Dialog").count() == 0, lab.locator(".jp-Dialog").inner_text()
    open_from(preview, "mythicals", "mythicals.ipynb")

    # The index run as a notebook in JupyterLab: its links lead to the Voila render, in a new tab.
    lab.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    lab.locator(".jp-NotebookPanel a.tc-link-other_side").wait_for(timeout=60_000)
    lab_url = lab.url
    open_from(lab.locator(".jp-NotebookPanel").first, "other_side", "other_side.ipynb")
    assert lab.url == lab_url, "JupyterLab navigated away"
    assert lab.locator(".jp-Dialog").count() == 0
    watch.assert_clean()


def test_the_link_is_pointed_at_the_voila_render_from_the_page_itself(chromium):
    """Without a server: the index's link HTML in a JupyterLab-like and a Voila-like page under
    Binder's base URL (/user/<name>/), with the page config Jupyter writes into each page."""
    from widgets.table.index import link_html

    entry = next(e for e in READY if e.key == "mythicals")
    root = (ROOT).as_posix()
    pages = {
        "/user/someone/lab/tree/notebooks/index.ipynb": {"baseUrl": "/user/someone/", "serverRoot": root},
        "/user/someone/voila/render/notebooks/index.ipynb": {"baseUrl": "/user/someone/"},
        "/voila/render/index.ipynb": {"baseUrl": "/"},  # standalone Voila over notebooks/
    }
    expected = {
        "/user/someone/lab/tree/notebooks/index.ipynb": "/user/someone/voila/render/notebooks/mythicals.ipynb",
        "/user/someone/voila/render/notebooks/index.ipynb": "/user/someone/voila/render/notebooks/mythicals.ipynb",
        "/voila/render/index.ipynb": "/voila/render/mythicals.ipynb",
    }
    ctx = chromium.new_context()
    try:
        page = ctx.new_page()
        for path, config in pages.items():
            html = (f'<script id="jupyter-config-data" type="application/json">{json.dumps(config)}'
                    f"</script><ul>{link_html(entry)}</ul>")
            page.route("**/*", lambda route, _request, body=html: route.fulfill(
                status=200, content_type="text/html", body=body))
            page.goto(f"http://127.0.0.1:9{path}")  # answered by the route: nothing is sent
            link = page.locator("a.tc-link-mythicals")
            link.dispatch_event("pointerdown")
            assert urlparse(link.evaluate("a => a.href")).path == expected[path], path
            page.unroute("**/*")
    finally:
        ctx.close()
