"""Every dashboard under notebooks/, in Chromium: loads, paints, stays offline, answers a click."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e import harness

NOTEBOOKS = sorted(p.name for p in (harness.ROOT / "notebooks").glob("*.ipynb"))


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_dashboard_paints_offline_fits_the_width_and_a_click_repaints(open_dashboard, notebook):
    page, watch = open_dashboard(notebook)
    if notebook in harness.DRAWN_BY:  # a page of charts: drawn, offline, and a click answered by the kernel
        harness.wait_dashboard(page, notebook)
        page.wait_for_load_state("networkidle")
        harness.assert_no_traceback(page)
        harness.assert_no_sideways_scroll(page)
        page.locator("button.tc-plays-reread").click()
        page.wait_for_selector(".tc-plays-message >> text=Read the folder again")
        harness.assert_no_traceback(page)
        watch.assert_clean()
        return
    page.wait_for_selector("canvas.board-canvas", state="attached", timeout=60_000)
    # A game's board is in the board area (the now panel, first in the page, may hold a hidden preview).
    board = ".tc-board-area canvas.board-canvas" if page.locator(".tc-board-area").count() else "canvas.board-canvas"
    before = harness.wait_painted(page, board, timeout=60)
    page.wait_for_load_state("networkidle")
    harness.assert_no_traceback(page)
    harness.assert_no_sideways_scroll(page)  # fits 1280x800 without scrolling sideways
    harness.screenshot(page, Path(notebook).stem)
    _, _, seconds = harness.click_until_repaint(page, board, before)
    print(f"\n{notebook}: click to repainted canvas {seconds:.3f} s")
    harness.assert_no_traceback(page)
    watch.assert_clean()
