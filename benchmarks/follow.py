"""Benchmark: every open page follows the game (issue #16), in two Chromium pages against a real Voila.

Run: .venv/bin/python benchmarks/follow.py   (needs Chromium at /usr/bin/chromium or $CHROMIUM)

Voila is started on a free port of 127.0.0.1 as the browser tests start it (tests/e2e/harness.py);
nothing is sent to any other address. Two pages open one saved Mythicals game; the first page then
alternates Undo and Redo of its last step 20 times (each one a saved step), and the time from the
click in the first page to the repainted board in the second is measured (the second page's canvas
fingerprint is read in the page every few milliseconds: the figure includes that read, ~10 ms).
Reference: the follower's tick (0.25 s), so a median near half of it plus the redraw is expected;
goal: a move shows in the other page within 1 s (issue #16).

Then the kernels' CPU while idle (psutil, user + system time over the same window): the second
page's kernel following its saved game, against an idle bare kernel (ipykernel started by
jupyter_client on 127.0.0.1) and against an idle dashboard kernel that does not follow
(`?follow=paused`). The ratio to the bare kernel is the cost of following; goal: no cost worth
measuring (a stat every 0.25 s).
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import psutil  # noqa: E402

from tests.e2e import harness  # noqa: E402

MOVES = 20
IDLE_SECONDS = 20.0
GOAL_SECONDS = 1.0
BOARD = "canvas.tc-myth-board"
NAME = "benchmark evening"
# A cheap fingerprint of the board: every 7th pixel, read in the page.
FINGERPRINT_JS = """(sel) => {
  const c = document.querySelector(sel);
  if (!c || !c.width) return 0;
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let h = 0;
  for (let i = 0; i < d.length; i += 28) h = (h * 31 + d[i] + 7 * d[i + 1] + 13 * d[i + 2]) | 0;
  return h;
}"""


def kernels(server: harness.VoilaServer) -> set[int]:
    return {p.pid for p in psutil.Process(server.process.pid).children(recursive=True)}


def open_page(browser, server, notebook: str, known: set[int]):
    page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(server.url(notebook), wait_until="domcontentloaded", timeout=60_000)
    harness.wait_painted(page, BOARD, timeout=60)
    new = kernels(server) - known
    if len(new) != 1:
        raise RuntimeError(f"expected one new kernel for {notebook}, found {sorted(new)}")
    return page, psutil.Process(new.pop())


def set_up(page) -> None:
    harness.open_menu(page)  # the saved game's name is in the game bar's menu
    page.locator(".tc-session-name input").fill(NAME)
    for css, card in (("tc-myth-deal-1a", "purple-1"), ("tc-myth-deal-1b", "red-2"),
                      ("tc-myth-deal-2a", "green-3"), ("tc-myth-deal-2b", "blue-4")):
        page.locator(f".{css} select").select_option(label=card)
    page.locator("button.tc-myth-setup").click()
    page.wait_for_selector(f".tc-follow >> text=Live: {NAME}")
    for i, card in enumerate(("purple-2", "red-5", "blue-1"), start=1):
        page.locator(f".tc-myth-reveal-{i} select").select_option(label=card)
    page.locator("button.tc-myth-reveal").click()
    page.locator("button.tc-myth-take-purple").click()
    page.wait_for_selector(".tc-history >> text=collects purple")


def delay(first, second, button: str) -> float:
    before = second.evaluate(FINGERPRINT_JS, BOARD)
    first.locator(button).wait_for(state="visible")
    while first.locator(button).is_disabled():
        time.sleep(0.01)
    started = time.monotonic()
    first.locator(button).click()
    while time.monotonic() - started < 10:
        if second.evaluate(FINGERPRINT_JS, BOARD) != before:
            return time.monotonic() - started
        time.sleep(0.003)
    raise RuntimeError(f"the second page never repainted after {button}")


def cpu_seconds(process: psutil.Process) -> float:
    times = process.cpu_times()
    return times.user + times.system


def bare_kernel():
    from jupyter_client import KernelManager

    manager = KernelManager(kernel_name="python3")
    manager.ip = "127.0.0.1"
    manager.start_kernel()
    client = manager.client()
    client.start_channels()
    client.wait_for_ready(timeout=60)
    return manager, client


def main() -> int:
    from playwright.sync_api import sync_playwright

    chromium = harness.chromium_path()
    if chromium is None:
        print("NO CHROMIUM FOUND (looked at $CHROMIUM and /usr/bin/chromium): cannot run this benchmark")
        return 2
    server = harness.start_voila()
    manager = client = None
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=harness.CHROMIUM_ARGS, headless=True)
            first, _ = open_page(browser, server, "mythicals.ipynb", set())
            set_up(first)
            second, following = open_page(browser, server, "mythicals.ipynb", kernels(server))
            harness.resume_after_reload(second, NAME)
            paused_page, paused = open_page(browser, server, "mythicals.ipynb?follow=paused", kernels(server))
            harness.resume_after_reload(paused_page, NAME)

            delays = [delay(first, second, "button.tc-undo" if i % 2 == 0 else "button.tc-redo")
                      for i in range(MOVES)]
            median = statistics.median(delays)
            print(f"move in one page -> repaint in another (median of {MOVES}): {median * 1000:.0f} ms "
                  f"(min {min(delays) * 1000:.0f}, max {max(delays) * 1000:.0f}); reference: the tick "
                  f"{0.25 * 1000:.0f} ms; goal under {GOAL_SECONDS * 1000:.0f} ms: "
                  f"{'met' if median < GOAL_SECONDS else 'NOT MET'}")

            manager, client = bare_kernel()
            bare = psutil.Process(manager.provisioner.process.pid)
            time.sleep(2.0)  # let every kernel settle after the moves and the start
            processes = {"following": following, "paused": paused, "bare": bare}
            start = {k: cpu_seconds(v) for k, v in processes.items()}
            time.sleep(IDLE_SECONDS)
            used = {k: cpu_seconds(v) - start[k] for k, v in processes.items()}
            tick = 1 / os.sysconf("SC_CLK_TCK")
            for key, label in (("following", "dashboard kernel following its saved game"),
                               ("paused", "dashboard kernel not following (?follow=paused)"),
                               ("bare", "bare ipykernel (reference)")):
                print(f"idle CPU over {IDLE_SECONDS:.0f} s, {label}: {used[key] * 1000:.0f} ms "
                      f"({used[key] / IDLE_SECONDS * 100:.2f} % of one core)")
            floor = max(used["bare"], tick)  # the clock's resolution when the bare kernel used none
            bound = used["bare"] < tick
            print(f"ratio following / bare kernel: {'at least ' if bound else ''}{used['following'] / floor:.1f}x"
                  f"{' (the bare kernel used under one clock tick)' if bound else ''}; "
                  f"following / not following: {used['following'] / max(used['paused'], tick):.1f}x; "
                  f"clock tick {tick * 1000:.0f} ms")
            browser.close()
    finally:
        if client is not None:
            client.stop_channels()
        if manager is not None:
            manager.shutdown_kernel(now=True)
        harness.stop_voila(server)
    return 0


if __name__ == "__main__":
    sys.exit(main())
