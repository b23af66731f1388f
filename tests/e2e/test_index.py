"""The landing dashboard in Chromium: painted, offline, clickable, every ready link alive."""

from __future__ import annotations

import time
import urllib.request

from companion.catalogue import GAMES, TOOLS
from tests.e2e import harness
from widgets.table.index import CARD_H, CARD_W, card_box, readiness


def test_index_paints_offline_and_a_card_click_repaints(open_dashboard, voila):
    page, watch = open_dashboard("index.ipynb")
    before = harness.wait_painted(page, "canvas.tc-index-board")
    harness.assert_no_traceback(page)
    # The cell nbval checks (# NBVAL_CHECK_OUTPUT) runs, but its test text is not on the page.
    page.wait_for_load_state("networkidle")
    assert "dashboards ready" not in page.inner_text("body")

    x, y = card_box(3)  # Mythicals is the fourth card
    started = time.monotonic()
    page.locator("canvas.tc-index-board").click(position={"x": x + CARD_W / 2, "y": y + CARD_H / 2})
    page.wait_for_selector(".tc-index-detail >> text=Mythicals: 2 players, cards")
    harness.wait_repainted(page, before, "canvas.tc-index-board")
    print(f"\nindex: click to repainted canvas {time.monotonic() - started:.3f} s")

    harness.screenshot(page, "index")
    harness.assert_no_traceback(page)

    # The chosen card's own link opens its dashboard in a new tab; the index stays.
    with page.context.expect_page(timeout=30_000) as opened:
        page.locator(".tc-index-detail a.tc-detail-link").click()
    dashboard = opened.value
    dashboard_watch = harness.PageWatch()
    dashboard_watch.attach(dashboard)
    dashboard.wait_for_load_state("domcontentloaded", timeout=60_000)
    assert dashboard.url == voila.url("mythicals.ipynb"), dashboard.url
    harness.wait_painted(dashboard, "canvas.tc-myth-board", timeout=60)
    harness.assert_no_traceback(dashboard)
    assert page.url == voila.url("index.ipynb")
    dashboard.close(run_before_unload=True)
    watch.assert_clean()
    dashboard_watch.assert_clean()


def test_index_lists_every_game_and_tool_with_honest_readiness(open_dashboard, voila):
    page, watch = open_dashboard("index.ipynb")
    page.wait_for_selector(".tc-index-links")
    for entry in GAMES + TOOLS:
        if readiness(entry) == "ready":
            link = page.locator(f"a.tc-link-{entry.key}")
            assert link.count() == 1, entry.key
            assert link.get_attribute("target") == "_blank", entry.key
            link.dispatch_event("pointerdown")  # under Voila the relative link is left as it is
            href = link.get_attribute("href")
            assert href == entry.notebook
            assert link.evaluate("a => a.href") == voila.url(entry.notebook)
            status = urllib.request.urlopen(voila.url(href), timeout=120).status
            assert status == 200, (entry.key, status)
        else:
            assert page.locator(f".tc-soon-{entry.key} >> text=coming soon").count() == 1
    watch.assert_clean()
