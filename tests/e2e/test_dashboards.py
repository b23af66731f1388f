"""Every dashboard under notebooks/, in Chromium: loads, paints, stays offline, answers a click."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.e2e import harness

NOTEBOOKS = sorted(p.name for p in (harness.ROOT / "notebooks").glob("*.ipynb"))


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
                harness.wait_repainted(page, before, selector, timeout=1.5)
                return x, y, time.monotonic() - started
            except AssertionError:
                continue
    raise AssertionError(f"no click on {selector} changed what is drawn")


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_dashboard_paints_offline_without_errors_and_a_click_repaints(open_dashboard, notebook):
    page, watch = open_dashboard(notebook)
    before = harness.wait_painted(page, "canvas.board-canvas", timeout=60)
    page.wait_for_load_state("networkidle")
    harness.assert_no_traceback(page)
    harness.screenshot(page, Path(notebook).stem)
    _, _, seconds = click_until_repaint(page, "canvas.board-canvas", before)
    print(f"\n{notebook}: click to repainted canvas {seconds:.3f} s")
    harness.assert_no_traceback(page)
    watch.assert_clean()
