"""Start-up cost of each dashboard: request to painted canvas in Chromium, and kernel memory.

Every figure is printed beside a bare Voila page (one plain ipycanvas drawing) measured in
the same run, as a ratio. Run: .venv/bin/python benchmarks/startup.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import nbformat
import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.e2e import harness  # noqa: E402

BARE = """from ipycanvas import Canvas
canvas = Canvas(width=400, height=200)
canvas.add_class("board-canvas")
def paint():
    canvas.fill_style = "#0072B2"; canvas.fill_rect(10, 10, 200, 100)
    canvas.fill_style = "#E69F00"; canvas.fill_rect(60, 60, 120, 100)
canvas.on_client_ready(paint)
canvas"""


def kernels(server: harness.VoilaServer) -> list[psutil.Process]:
    """The kernel processes Voila started, oldest first."""
    found = []
    for p in psutil.Process(server.process.pid).children(recursive=True):
        try:
            if "ipykernel" in " ".join(p.cmdline()):
                found.append((p.create_time(), p))
        except psutil.Error:  # a kernel that just ended (a zombie until reaped)
            continue
    return [p for _, p in sorted(found, key=lambda pair: pair[0])]


def measure(browser, server: harness.VoilaServer, notebook: str) -> tuple[float, float]:
    """Seconds from request to painted canvas, and the new kernel's resident MB."""
    before = {p.pid for p in kernels(server)}
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    started = time.monotonic()
    page.goto(server.url(notebook), wait_until="commit", timeout=60_000)
    harness.wait_painted(page, "canvas.board-canvas", timeout=60)
    painted = time.monotonic() - started
    time.sleep(2.0)  # let the kernel settle after the first frame
    new = [p for p in kernels(server) if p.pid not in before]
    rss = max(p.memory_info().rss for p in new) / 2**20 if new else float("nan")
    context.close()
    for p in new:  # one kernel at a time, like one player at a time
        try:
            p.kill()
        except psutil.Error:
            pass
    return painted, rss


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    bare_dir = Path(tempfile.mkdtemp(prefix="tc-bare-"))
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(BARE)]
    nbformat.write(nb, bare_dir / "bare.ipynb")

    dashboards = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    results: dict[str, list[tuple[float, float]]] = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=harness.chromium_path(),
                                    args=harness.CHROMIUM_ARGS, headless=True)
        bare_server = harness.start_voila(bare_dir)
        server = harness.start_voila()
        try:
            for _ in range(args.repeat):
                results.setdefault("bare Voila page", []).append(measure(browser, bare_server, "bare.ipynb"))
                for name in dashboards:
                    results.setdefault(name, []).append(measure(browser, server, name))
        finally:
            harness.stop_voila(server)
            harness.stop_voila(bare_server)
            browser.close()

    bare_t = statistics.median(t for t, _ in results["bare Voila page"])
    bare_m = statistics.median(m for _, m in results["bare Voila page"])
    print(f"median of {args.repeat} runs, 2-core machine; goal: painted <= 4 s, kernel < 150 MB\n")
    print(f"| dashboard | request to painted canvas | vs bare | kernel memory | vs bare |")
    print(f"|---|---|---|---|---|")
    for name, runs in results.items():
        t = statistics.median(r[0] for r in runs)
        m = statistics.median(r[1] for r in runs)
        print(f"| {name} | {t:.2f} s | {t / bare_t:.2f}x | {m:.0f} MB | {m / bare_m:.2f}x |")


if __name__ == "__main__":
    main()
