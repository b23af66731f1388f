"""From the Other Side in Chromium: start, explore, move, plan, place a card, fight, undo, reload, resume."""

from __future__ import annotations

from tests.e2e import harness

MAP = "canvas.tc-ots-map"


def test_other_side_a_turn_with_live_odds_then_undo_reload_resume(open_dashboard):
    page, watch = open_dashboard("other_side.ipynb")
    before = harness.wait_painted(page, MAP, timeout=60)
    assert page.locator(".tc-ots-example-banner").is_visible()  # the EXAMPLE profile says so

    harness.click_canvas(page, MAP, 310, 230)
    page.wait_for_selector(".tc-ots-inspect >> text=The Well")
    harness.wait_repainted(page, before, MAP)

    page.locator(".tc-session-name input").fill("e2e dragon night")
    page.locator("button.tc-ots-setup").click()
    page.wait_for_selector(".tc-ots-status >> text=Phase 1")
    page.wait_for_selector(".tc-current-session >> text=e2e dragon night")

    # Explore past the north torch: a refusal first (no Artifact named), then the real tile.
    harness.click_canvas(page, MAP, 310, 100)
    page.wait_for_selector(".tc-ots-message >> text=Describe the new tile")
    page.locator(".tc-ots-creature-1 select").select_option(label="EX-CR-01")
    page.locator("button.tc-ots-explore").click()
    page.wait_for_selector(".tc-ots-message >> text=Refused")
    page.locator(".tc-ots-artifact select").select_option(label="EX-AR-1")
    page.locator("button.tc-ots-explore").click()
    page.wait_for_selector(".tc-ots-prompt >> text=Hansi")

    # Hansi moves into the new room; then the Tactical Plan.
    harness.click_canvas(page, MAP, 310, 104.5)
    page.wait_for_selector(".tc-ots-status >> text=Phase 2")
    page.locator("button.tc-ots-place").click()
    page.locator(".tc-ots-end select").select_option(label="right")
    page.locator("button.tc-ots-place").click()
    page.locator("button.tc-ots-pass").click()
    page.locator("button.tc-ots-pass").click()
    page.wait_for_selector(".tc-ots-status >> text=Phase 3")

    # Live odds where the card goes: P(win) before and after André's card.
    page.wait_for_selector(".tc-ots-odds-answer >> text=(1/9)")
    page.wait_for_selector(".tc-ots-preview >> text=(7/12)")
    page.locator("button.tc-ots-play").click()
    page.wait_for_selector(".tc-ots-odds-answer >> text=P(win) 58.3 % (7/12)")
    page.locator("button.tc-ots-discard").click()
    page.wait_for_selector(".tc-ots-status >> text=Phase 4")

    # The dice as rolled at the table, then the fight.
    page.locator(".tc-ots-hero-die button.tc-face-6").click()
    page.locator(".tc-ots-creature-die button.tc-face-0").click()
    page.wait_for_selector(".tc-ots-fight-totals >> text=Heroes 9 vs Creature 5: won")
    page.locator(".tc-ots-spoil-1 select").select_option(label="EX-AR-2")
    page.locator("button.tc-ots-resolve").click()
    page.wait_for_selector(".tc-ots-status >> text=Phase 5")
    page.wait_for_selector(".tc-ots-status >> text=Mirror Fragments 1 of")

    page.locator(".tc-history-panel button.tc-undo").click()
    page.wait_for_selector(".tc-ots-status >> text=Phase 4")
    page.wait_for_selector(".tc-undone >> text=Heroes 9 vs Creature 5, won")
    harness.screenshot(page, "other_side", at=".tc-ots-status")

    page.reload(wait_until="domcontentloaded")
    harness.wait_painted(page, MAP, timeout=60)
    harness.resume_after_reload(page, "e2e dragon night")
    page.wait_for_selector(".tc-ots-status >> text=Phase 4")
    page.wait_for_selector(".tc-history >> text=André plays EX-AND-1")
    page.locator(".tc-history-panel button.tc-redo").click()
    page.wait_for_selector(".tc-ots-status >> text=Phase 5")
    harness.assert_no_traceback(page)
    watch.assert_clean()
