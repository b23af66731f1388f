"""From the Other Side's browser steps written once: the first round as the browser tests play it, on the
EXAMPLE profile (the north torch explored, Hansi moving in, André's card under the Creature, the fight won)."""

from __future__ import annotations

from tests.e2e import harness

MAP = "canvas.tc-ots-map"


def start(page, name: str) -> None:
    """Name the saved game and start it with the setup shown."""
    harness.open_menu(page)
    page.locator(".tc-session-name input").fill(name)
    page.locator("button.tc-ots-setup").click()
    page.wait_for_selector(".tc-ots-status >> text=Phase 1")
    page.wait_for_selector(f".tc-current-session >> text={name}")


def explore_north(page) -> None:
    """Phase 1: explore past the north torch and name the new tile's Creature."""
    harness.click_canvas(page, MAP, 310, 100)
    page.wait_for_selector(".tc-ots-message >> text=Describe the new tile")
    page.locator(".tc-ots-creature-1 select").select_option(label="EXAMPLE Creature 1")


def place_the_tile(page) -> None:
    """Name the Artifact drawn and place the tile: Hansi is asked where to go."""
    page.locator(".tc-ots-artifact select").select_option(label="EXAMPLE Artifact 1")
    page.locator("button.tc-ots-explore").click()
    page.wait_for_selector(".tc-ots-prompt >> text=Hansi")


def hansi_moves_in(page) -> None:
    """Hansi moves into the new room: Phase 2."""
    harness.click_canvas(page, MAP, 310, 104.5)
    page.wait_for_selector(".tc-ots-status >> text=Phase 2")


def tactical_plan(page) -> None:
    """Phase 2, the Tactical Plan: two Action tiles placed (the second at the right end), two passes: Phase 3."""
    harness.click_step(page, page.locator("button.tc-ots-place"), "André joins the Initiative Line")
    harness.wait_settled(page, harness.settled_js(".tc-ots-prompt"))
    page.locator(".tc-ots-end select").select_option(label="right")
    harness.click_step(page, page.locator("button.tc-ots-place"), "Hansi the Minstrel joins the Initiative Line at the right")
    harness.click_step(page, page.locator("button.tc-ots-pass"), "André passes")
    harness.click_step(page, page.locator("button.tc-ots-pass"), "Hansi the Minstrel passes")
    page.wait_for_selector(".tc-ots-status >> text=Phase 3")


def andre_plays_his_card(page) -> None:
    """Phase 3: André's card under the Creature and its odds shown, then a card discarded instead: Phase 4."""
    page.locator("button.tc-ots-play").click()
    page.wait_for_selector(".tc-ots-odds-answer >> text=P(win) 58.3 % (7/12)")
    page.locator("button.tc-ots-discard").click()
    page.wait_for_selector(".tc-ots-status >> text=Phase 4")


def fight(page, check=None) -> None:
    """Phase 4: the dice as rolled at the table, the fight won, its spoil named: Phase 5 (`check(page)` is
    called once the dice are in and the odds shown)."""
    page.locator(".tc-ots-hero-die button.tc-face-6").click()
    page.locator(".tc-ots-creature-die button.tc-face-0").click()
    page.wait_for_selector(".tc-ots-fight-totals >> text=Heroes 9 vs Creature 5: won")
    if check is not None:
        check(page)
    page.locator(".tc-ots-spoil-1 select").select_option(label="EXAMPLE Artifact 2")
    page.locator("button.tc-ots-resolve").click()
    page.wait_for_selector(".tc-ots-status >> text=Phase 5")
