"""Voila on a free loopback port, Debian's Chromium through Playwright, and page checks."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "docs" / "img"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]
LOOPBACK = {"127.0.0.1", "localhost", "[::1]", "::1"}

# Counts the painted pixels of a canvas and fingerprints them, read in the page itself.
CANVAS_PIXELS_JS = """(sel) => {
  const c = document.querySelector(sel);
  if (!c || !c.width || !c.height) return {painted: 0, colours: 0, hash: 0};
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let painted = 0, hash = 0; const colours = new Set();
  for (let i = 0; i < d.length; i += 4) {
    if (d[i + 3] !== 0) painted++;
    if (i % 64 === 0) colours.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
    hash = (hash * 31 + d[i] + 7 * d[i + 1] + 13 * d[i + 2] + 17 * d[i + 3]) | 0;
  }
  return {painted, colours: colours.size, hash};
}"""


SIDEWAYS_SCROLL_JS = """() => {
  const out = [];
  for (const e of document.querySelectorAll('*')) {
    const s = getComputedStyle(e);
    if (e.scrollWidth > e.clientWidth + 1 && (s.overflowX === 'auto' || s.overflowX === 'scroll'))
      out.push(e.tagName + '.' + [...e.classList].join('.') + ' ' + e.scrollWidth + '>' + e.clientWidth);
  }
  if (document.documentElement.scrollWidth > window.innerWidth)
    out.push('page ' + document.documentElement.scrollWidth + '>' + window.innerWidth);
  return out;
}"""


def assert_no_sideways_scroll(page) -> None:
    """Nothing on the page scrolls sideways (the layout fits its viewport's width)."""
    scrolling = page.evaluate(SIDEWAYS_SCROLL_JS)
    assert not scrolling, f"scrolls sideways: {scrolling}"


def chromium_path() -> str | None:
    """Where Chromium is: $CHROMIUM when set (and only there), else /usr/bin/chromium, else None."""
    if os.environ.get("CHROMIUM"):
        return os.environ["CHROMIUM"] if Path(os.environ["CHROMIUM"]).exists() else None
    for candidate in ("/usr/bin/chromium", shutil.which("chromium")):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def free_port() -> int:
    """A free TCP port on loopback."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class VoilaServer:
    """A Voila process serving notebooks/ on loopback, with its own data folder for saves."""

    port: int
    process: subprocess.Popen
    data_dir: Path
    log_path: Path

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, notebook: str) -> str:
        return f"{self.base}/voila/render/{notebook}"

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")


def compile_bytecode() -> None:
    """The project's modules compiled, as `make` does before serving (scripts/bytecode.py)."""
    from scripts.bytecode import compile_packages

    compile_packages(ROOT)


def start_voila(notebooks: Path = ROOT / "notebooks", timeout: float = 60,
                extra: Sequence[str] = (), env: Mapping[str, str] | None = None) -> VoilaServer:
    """Start the dashboards server (`make dashboards`) over `notebooks` on a free loopback port (with `extra` arguments) and wait until it answers."""
    compile_bytecode()
    port = free_port()
    data_dir = Path(tempfile.mkdtemp(prefix="tc-e2e-data-"))
    log_path = data_dir / "voila.log"
    env = {**os.environ, "JUPYTER_PATH": str(ROOT / "share" / "jupyter"),
           "TABLE_COMPANION_DATA": str(data_dir / "saves"), **(env or {})}  # `env` may name another data folder
    # The server `make dashboards` runs: Voila under the project's guards (scripts/voila_guards.py).
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "scripts" / "dashboards_server.py"), str(notebooks), f"--port={port}", "--no-browser",
         "--Voila.ip=127.0.0.1", "--MappingKernelManager.cull_idle_timeout=300", *extra],
        cwd=ROOT, env=env, stdout=log_path.open("w"), stderr=subprocess.STDOUT,
        start_new_session=True,  # so stopping it stops its kernels too
    )
    server = VoilaServer(port, process, data_dir, log_path)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"Voila exited early:\n{server.log()}")
        try:
            urllib.request.urlopen(server.base + "/", timeout=2).read()
            return server
        except OSError:
            time.sleep(0.3)
    stop_voila(server)
    raise RuntimeError(f"Voila did not answer within {timeout} s:\n{server.log()}")


def start_table_server(token: str, max_kernels: int, *, qr: bool = True, env: Mapping[str, str] | None = None,
                       timeout: float = 60) -> VoilaServer:
    """Start the table server (`make table`) on a free loopback port with `token`, and wait until it answers."""
    compile_bytecode()
    port = free_port()
    data_dir = Path(tempfile.mkdtemp(prefix="tc-e2e-table-"))
    log_path = data_dir / "server.log"
    full_env = dict(os.environ, TABLE_COMPANION_DATA=str(data_dir / "saves"),
                    JUPYTER_PATH=str(ROOT / "share" / "jupyter"), **(env or {}))
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "scripts" / "table_server.py"), "--ip=127.0.0.1", "--url-host=127.0.0.1",
         f"--port={port}", f"--token={token}", f"--max-kernels={max_kernels}", *([] if qr else ["--no-qr"])],
        cwd=ROOT, env=full_env, stdout=log_path.open("w"), stderr=subprocess.STDOUT, start_new_session=True)
    server = VoilaServer(port, process, data_dir, log_path)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the table server exited early:\n{server.log()}")
        try:
            urllib.request.urlopen(server.base + "/voila/static/", timeout=2)
            return server
        except urllib.error.HTTPError:  # any answer (the static folder has no index) means it is up
            return server
        except OSError:
            time.sleep(0.3)
    stop_voila(server)
    raise RuntimeError(f"the table server did not answer within {timeout} s:\n{server.log()}")


def stop_process_group(process: subprocess.Popen, folder: Path) -> None:
    """Stop a server and every kernel it started (its own process group), then remove its folder."""
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=15)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    shutil.rmtree(folder, ignore_errors=True)


def stop_voila(server: VoilaServer) -> None:
    """Stop Voila and every kernel it started."""
    stop_process_group(server.process, server.data_dir)


@dataclass
class PageWatch:
    """What a page did that a test must fail on: page errors and requests off loopback."""

    page_errors: list[str] = field(default_factory=list)
    outside_requests: list[str] = field(default_factory=list)

    def attach(self, page) -> None:
        page.on("pageerror", lambda exc: self.page_errors.append(str(exc)))
        page.on("request", self._request)

    def _request(self, request) -> None:
        url = request.url
        if url.startswith(("data:", "blob:", "about:")):
            return
        host = urlparse(url).hostname or ""
        if host not in LOOPBACK:
            self.outside_requests.append(url)

    def assert_clean(self) -> None:
        assert not self.page_errors, f"page errors: {self.page_errors}"
        assert not self.outside_requests, f"requests off loopback: {self.outside_requests}"


def canvas_pixels(page, selector: str = "canvas.board-canvas") -> dict:
    """Painted-pixel count, colour count and fingerprint of the first canvas matching selector."""
    return page.evaluate(CANVAS_PIXELS_JS, selector)


def wait_painted(page, selector: str = "canvas.board-canvas", timeout: float = 30) -> dict:
    """Wait until the canvas holds a real picture (painted pixels in more than one colour)."""
    page.wait_for_selector(selector, state="attached", timeout=timeout * 1000)
    deadline = time.monotonic() + timeout
    pixels = canvas_pixels(page, selector)
    while time.monotonic() < deadline:
        pixels = canvas_pixels(page, selector)
        if pixels["painted"] > 0 and pixels["colours"] > 1:
            return pixels
        time.sleep(0.1)
    raise AssertionError(f"canvas {selector} never painted: {pixels}")


# A dashboard with no board: what shows it is drawn (the Plays page's charts are inline SVG, not a canvas).
DRAWN_BY = {"plays.ipynb": ".tc-plays-charts svg.tc-chart"}


def wait_dashboard(page, notebook: str, timeout: float = 60) -> dict | None:
    """Wait until the dashboard `notebook` is drawn: its canvas painted (its pixels returned), or for a page of
    charts, its first chart in view (None)."""
    if notebook in DRAWN_BY:
        page.wait_for_selector(DRAWN_BY[notebook], state="visible", timeout=timeout * 1000)
        return None
    return wait_painted(page, "canvas.board-canvas", timeout=timeout)


def wait_repainted(page, before: dict, selector: str = "canvas.board-canvas",
                   timeout: float = 10) -> dict:
    """Wait until the canvas fingerprint differs from `before`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        now = canvas_pixels(page, selector)
        if now["hash"] != before["hash"] and now["painted"] > 0:
            return now
        time.sleep(0.02)
    raise AssertionError(f"canvas {selector} did not repaint after the click")


def wait_still(read: Callable[[], Any], timeout: float = 10) -> Any:
    """Read every 0.1 s until three readings in a row equal the one before (or `timeout`); the last reading."""
    deadline = time.monotonic() + timeout
    last, still = read(), 0
    while still < 3 and time.monotonic() < deadline:
        time.sleep(0.1)
        now = read()
        still = still + 1 if now == last else 0
        last = now
    return last


def settled_js(*texts: str) -> str:
    """Page JS reading the text of the elements `texts` names and every shown button and pick list (its options)."""
    return ("() => [" + "".join(f"document.querySelector({t!r})?.innerText, " for t in texts) + """
  [...document.querySelectorAll('button, select')].filter(b => b.offsetParent !== null)
    .map(b => b.className + (b.tagName === 'SELECT' ? [...b.options].map(o => o.innerText).join('|') : ''))
    .join(' ')
].join('#')""")


def wait_settled(page, settled_js: str, timeout: float = 10) -> None:
    """Wait until what `settled_js` reads in the page (a dashboard's status and controls) stops changing.

    Under load a step's widget updates arrive one by one (its history line first): acting before the
    last has arrived would act on the page as it was.
    """
    wait_still(lambda: page.evaluate(settled_js), timeout)


def click_step(page, locator, says: str, timeout: float = 30) -> None:
    """Click a control that takes one step, and wait until the game bar's Undo names that step (`says`,
    the start of the step as the history says it).

    Clicking the next control before the kernel has answered the last acts on the page as it was: under
    load, a Phase 2 of four quick clicks once never reached Phase 3.
    """
    locator.click()
    page.wait_for_function("(says) => (document.querySelector('.tc-game-bar button.tc-undo')?.title || '')"
                           ".startsWith('Undo: ' + says)", arg=says, timeout=timeout * 1000)


def click_canvas(page, selector: str, x: float, y: float, timeout: float = 10) -> None:
    """Click the canvas at (x, y) of its own coordinates once the page has stopped moving.

    Widget updates still arriving after a step can grow or shrink the page and scroll it, so a
    click aimed at a shape could land beside it: wait until the canvas sits still, then click.
    """
    canvas = page.locator(selector).first
    canvas.scroll_into_view_if_needed()
    box = wait_still(canvas.bounding_box, timeout)
    # The shell scales a board down to the room beside the now panel: (x, y) are the canvas's own.
    scale = box["width"] / (canvas.evaluate("c => c.width") or box["width"])
    page.mouse.click(box["x"] + x * scale, box["y"] + y * scale)


def assert_no_traceback(page) -> None:
    """No Python traceback text shown on the page."""
    text = page.inner_text("body")
    for marker in ("Traceback (most recent call last)", "Error in callback", "Exception:"):
        assert marker not in text, f"the page shows {marker!r}:\n{text[:2000]}"


def screenshot(page, name: str, at: str | None = None) -> None:
    """With UPDATE_SCREENSHOTS=1, save the 1280x800 view as docs/img/<name>.png for the README.

    `at` names an element to bring to the top of the view (the board), else the page's top.
    """
    if os.environ.get("UPDATE_SCREENSHOTS") == "1":
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        # Voila scrolls an inner container: bring every scrolled box back to its top first.
        page.evaluate("() => { window.scrollTo(0, 0); for (const e of document.querySelectorAll('*'))"
                      " { if (e.scrollTop) e.scrollTop = 0; } }")
        if at is not None:
            page.locator(at).first.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


def click_until_repaint(page, selector: str, before: dict) -> tuple[float, float, float]:
    """Click a grid of points on the canvas until one repaints it; returns (x, y, seconds)."""
    canvas = page.locator(selector).first
    box = canvas.bounding_box()
    for fy in (0.15, 0.35, 0.55, 0.75, 0.9):
        for fx in (0.1, 0.3, 0.5, 0.7, 0.9):
            x, y = box["width"] * fx, box["height"] * fy
            started = time.monotonic()
            canvas.click(position={"x": x, "y": y})
            try:
                wait_repainted(page, before, selector, timeout=1.5)
                return x, y, time.monotonic() - started
            except AssertionError:
                continue
    raise AssertionError(f"no click on {selector} changed what is drawn")


def open_menu(page) -> None:
    """Open the game bar's saved-games menu (New game, Resume, Import, Export, this page's name), if closed."""
    menu = page.locator(".tc-menu").first
    if not menu.is_visible():
        page.locator(".tc-menu-button").first.click()
        menu.wait_for(state="visible")


def resume_after_reload(page, name: str) -> None:
    """After a reload: pick the saved game `name` and resume it, for play at once.

    No page holds a saved game any more (issue #12): the old tab's kernel may outlive the reload,
    but the reloaded tab simply resumes and plays; the old one would be refused if it moved.
    """
    open_menu(page)
    page.locator(".tc-sessions select").select_option(
        label=page.locator(".tc-sessions option", has_text=name).first.inner_text())
    page.locator("button.tc-resume").click()
    page.wait_for_selector(f".tc-current-session >> text={name}")
    page.wait_for_selector(f".tc-picker-message >> text=Resumed {name}")
    assert "read-only" not in page.locator(".tc-current-session").inner_text()
