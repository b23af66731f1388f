"""Start-up cost of each dashboard: request to painted canvas in Chromium, and kernel memory.

Every figure is printed beside a bare Voila page (one plain ipycanvas drawing) measured in
the same run, as a ratio. Run: .venv/bin/python benchmarks/startup.py [--repeat N] [--only fall maliath ...]
Goals: every dashboard painted within 4 s with a kernel under 150 MB; The Fall's board, Maliath's
board and Mystling Academy's Arena (issues #13, #14, #15) painted within 1.3x the bare page, their
kernels under 1.3x the bare kernel. The canvas waited for is the dashboard's own board (`CANVAS`).
The Plays dashboard (issue #25) is measured again over a data folder of 1,000 finished games
(`--plays N` to change): its first visit reads and caches every game (reported, no goal); each later
visit, reading only what changed, is painted (its first chart drawn) within 1.3x the bare page.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import nbformat
import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.timing import table_head  # noqa: E402
from tests.e2e import harness  # noqa: E402

BARE = """from ipycanvas import Canvas
canvas = Canvas(width=400, height=200)
canvas.add_class("board-canvas")
def paint():
    canvas.fill_style = "#0072B2"; canvas.fill_rect(10, 10, 200, 100)
    canvas.fill_style = "#E69F00"; canvas.fill_rect(60, 60, 120, 100)
canvas.on_client_ready(paint)
canvas"""
# The board each dashboard paints first (the CSS classes of its dashboard class's docstring).
CANVAS = {"fall.ipynb": "canvas.tc-fall-board", "maliath.ipynb": "canvas.tc-mal-board",
          "mystling.ipynb": "canvas.tc-myst-arena", "mythicals.ipynb": "canvas.tc-myth-board",
          "other_side.ipynb": "canvas.tc-ots-map", "plays.ipynb": ".tc-chart-plays"}
PLAYS_FULL = "plays.ipynb, 1,000 finished games, a later visit"
PLAYS_FIRST = "plays.ipynb, 1,000 finished games, the first visit (reads them all)"
# Each visit's kernel is killed after it is measured (one player at a time); Voila would restart a killed
# kernel, up to 5 times, while the next pages load, and bill them for those starts.
NO_RESTART = ("--KernelManager.autorestart=False",)
# issues #13-#15: The Fall, Maliath and Mystling within 1.3x the bare page and kernel; #25: the Plays page
RATIO_GOAL = {"fall.ipynb": 1.3, "maliath.ipynb": 1.3, "mystling.ipynb": 1.3, PLAYS_FULL: 1.3}
PAINTED_GOAL, MEMORY_GOAL = 4.0, 150.0       # every dashboard: seconds, MB


def bare_notebook(code: str, name: str = "bare.ipynb") -> Path:
    """A one-cell notebook of `code` in a new temporary folder (the bare reference page)."""
    folder = Path(tempfile.mkdtemp(prefix="tc-bare-"))
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(code)]
    nbformat.write(nb, folder / name)
    return folder / name


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


def measure(browser, server: harness.VoilaServer, notebook: str,
            canvas: str = "canvas.board-canvas") -> tuple[float, float]:
    """Seconds from request to the `canvas` painted, and the new kernel's resident MB."""
    before = {p.pid for p in kernels(server)}
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    started = time.monotonic()
    page.goto(server.url(notebook), wait_until="commit", timeout=60_000)
    if canvas.startswith("canvas"):
        harness.wait_painted(page, canvas, timeout=60)
    else:  # a page of charts (inline SVG): painted once its first chart is in the page
        page.wait_for_selector(canvas, state="visible", timeout=300_000)
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


def plays_folder(count: int) -> Path:
    """A data folder of `count` finished games (eleven games of the five, each saved under many names, each a
    play of its own), as the Plays dashboard would find after many evenings."""
    from datetime import timedelta

    from companion.journal import create_file
    from tests.plays.finished import START, named_play, played_to_the_end, with_times

    games = ([named_play("mythicals", ("Ann", "Bo"), s) for s in range(4)]
             + [named_play("mystling", ("Ann", "Cy"), s) for s in range(3)]
             + [named_play("fall", ("Ann", "Bo", "Cy"), s) for s in range(2)]
             + [played_to_the_end("other_side", 0), played_to_the_end("maliath", 0)])
    folder = Path(tempfile.mkdtemp(prefix="tc-plays-bench-"))
    for n in range(count):
        create_file(folder / f"evening {n:04}.jsonl", with_times(games[n % len(games)], name=f"evening {n:04}",
                                                                 start=START + timedelta(days=n)))
    return folder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", nargs="*", default=(), metavar="NAME",
                        help="measure only these notebooks (e.g. fall maliath mystling); the bare page always")
    parser.add_argument("--plays", type=int, default=1000, help="finished games in the Plays page's folder")
    args = parser.parse_args()
    full = plays_folder(args.plays) if not args.only or "plays" in args.only else None
    from playwright.sync_api import sync_playwright

    bare_dir = bare_notebook(BARE).parent
    dashboards = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb")
                        if not args.only or p.stem in args.only)
    results: dict[str, list[tuple[float, float]]] = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=harness.chromium_path(),
                                    args=harness.CHROMIUM_ARGS, headless=True)
        bare_server = harness.start_voila(bare_dir, extra=NO_RESTART)
        server = harness.start_voila(extra=NO_RESTART)
        plays_server = (harness.start_voila(extra=NO_RESTART, env={"TABLE_COMPANION_DATA": str(full)})
                        if full is not None else None)
        try:
            if plays_server is not None:
                results[PLAYS_FIRST] = [measure(browser, plays_server, "plays.ipynb", CANVAS["plays.ipynb"])]
            for _ in range(args.repeat):
                results.setdefault("bare Voila page", []).append(measure(browser, bare_server, "bare.ipynb"))
                for name in dashboards:
                    results.setdefault(name, []).append(
                        measure(browser, server, name, CANVAS.get(name, "canvas.board-canvas")))
                if plays_server is not None:
                    results.setdefault(PLAYS_FULL, []).append(
                        measure(browser, plays_server, "plays.ipynb", CANVAS["plays.ipynb"]))
        finally:
            if plays_server is not None:
                harness.stop_voila(plays_server)
            harness.stop_voila(server)
            harness.stop_voila(bare_server)
            browser.close()
            shutil.rmtree(bare_dir, ignore_errors=True)
            if full is not None:
                shutil.rmtree(full, ignore_errors=True)

    bare_t = statistics.median(t for t, _ in results["bare Voila page"])
    bare_m = statistics.median(m for _, m in results["bare Voila page"])
    print(f"median of {args.repeat} run(s); goals: painted <= {PAINTED_GOAL:g} s, kernel < {MEMORY_GOAL:g} MB; "
          f"{', '.join(RATIO_GOAL)}: both within {max(RATIO_GOAL.values()):g}x the bare page\n")
    table_head("dashboard", "request to painted canvas", "vs bare", "kernel memory", "vs bare", "goals")
    met = True
    for name, runs in results.items():
        t = statistics.median(r[0] for r in runs)
        m = statistics.median(r[1] for r in runs)
        ok = name == PLAYS_FIRST or (t <= PAINTED_GOAL and m < MEMORY_GOAL)
        if name in RATIO_GOAL:
            ok &= t / bare_t <= RATIO_GOAL[name] and (m / bare_m < RATIO_GOAL[name] or name == PLAYS_FULL)
        met &= ok
        print(f"| {name} | {t:.2f} s | {t / bare_t:.2f}x | {m:.0f} MB | {m / bare_m:.2f}x | "
              f"{'no goal' if name == PLAYS_FIRST else 'met' if ok else 'NOT met'} |")
    print("\ngoals:", "met" if met else "NOT all met")


if __name__ == "__main__":
    main()
