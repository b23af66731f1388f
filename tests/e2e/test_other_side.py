"""From the Other Side in Chromium: start, explore, move, plan, place a card, fight, undo, reload, resume."""

from __future__ import annotations

import re

import pytest

from tests.e2e import harness, layout
from tests.e2e.other_side_steps import (
    MAP, andre_plays_his_card, explore_north, fight, hansi_moves_in, place_the_tile, start, tactical_plan,
)


def test_other_side_a_turn_with_live_odds_then_undo_reload_resume(open_dashboard):
    page, watch = open_dashboard("other_side.ipynb")
    before = harness.wait_painted(page, MAP, timeout=60)
    assert page.locator(".tc-ots-example-banner").is_visible()  # the EXAMPLE profile says so
    layout.check_page(page, "setup", game_open=False)

    harness.click_canvas(page, MAP, 310, 230)
    page.wait_for_selector(".tc-ots-inspect >> text=The Well")
    harness.wait_repainted(page, before, MAP)

    start(page, "e2e dragon night")

    # Explore past the north torch: a refusal first (no Artifact named), then the real tile.
    explore_north(page)
    page.locator("button.tc-ots-explore").click()
    page.wait_for_selector(".tc-ots-message >> text=Refused")
    place_the_tile(page)

    # Hansi moves into the new room; then the Tactical Plan.
    hansi_moves_in(page)
    tactical_plan(page)

    # Live odds where the card goes: P(win) before and after André's card.
    page.wait_for_selector(".tc-ots-odds-answer >> text=(1/9)")
    page.wait_for_selector(".tc-ots-preview >> text=(7/12)")
    andre_plays_his_card(page)

    # The dice as rolled at the table, then the fight.
    fight(page, check=lambda p: layout.check_page(p, "the fight with its odds"))
    page.wait_for_selector(".tc-ots-status >> text=Mirror Fragments 1 of")

    page.locator(".tc-history-panel button.tc-undo").click()
    page.wait_for_selector(".tc-ots-status >> text=Phase 4")
    page.wait_for_selector(".tc-undone >> text=Heroes 9 vs Creature 5, won")
    harness.screenshot(page, "other_side")  # the page from its top: the game bar, the now panel, the board

    page.reload(wait_until="domcontentloaded")
    harness.wait_painted(page, MAP, timeout=60)
    harness.resume_after_reload(page, "e2e dragon night")
    page.wait_for_selector(".tc-ots-status >> text=Phase 4")
    page.wait_for_selector(".tc-history >> text=André plays EXAMPLE André card 1")
    page.locator(".tc-history-panel button.tc-redo").click()
    page.wait_for_selector(".tc-ots-status >> text=Phase 5")
    harness.assert_no_traceback(page)
    watch.assert_clean()


def started_exploring(open_dashboard, view: str, name: str):
    """The page at `view`, a game `name` started and André's Explore to the north aimed (the tile not placed)."""
    width, height = layout.VIEWPORTS[view]
    page, watch = open_dashboard("other_side.ipynb", width=width, height=height)
    harness.wait_painted(page, MAP, timeout=60)
    start(page, name)
    # Where the panel stands above the board (the phone) the page is brought back to it up to 1.4 s after a click
    # (the template's scroll-back): the map's torch is aimed at once that is done.
    page.wait_for_timeout(1500)
    explore_north(page)
    return page, watch


@pytest.mark.parametrize("view", list(layout.VIEWPORTS))
def test_other_side_the_step_after_an_explore_is_in_view(open_dashboard, view):
    """Issue #22: once André's Explore is placed, Hansi's step (whose turn, the step, every control of it) is in the
    viewport as the click left the page, at a laptop, a tablet and a phone. The Hunt's now panel was once twice a
    laptop's height: beside the board the sticky panel then scrolled away with the page, and the next step began
    850 px above the view with most of its controls out of reach."""
    width, height = layout.VIEWPORTS[view]
    page, watch = started_exploring(open_dashboard, view, f"e2e explore in view {view}")
    place_the_tile(page)  # Explore pressed: Hansi is asked where to go
    harness.wait_settled(page, harness.settled_js(".tc-ots-status", ".tc-ots-prompt"))
    layout.settle(page)
    # As the click left the page (nothing scrolled since): the step's heading in view...
    for part in (".tc-ots-status", ".tc-ots-prompt"):
        box = page.locator(part).bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height, (
            f"{view}: {part} is out of the {width}x{height} view after the Explore: {box}")
    # ...and every control of the step inside the viewport, nothing overlapping, cut or scrolling sideways.
    found = layout.problems(page, "the step after an Explore", view)
    assert not found, "\n".join(found)
    assert "Hansi" in page.locator(".tc-ots-prompt").inner_text()
    harness.assert_no_traceback(page)
    watch.assert_clean()


# The chance that decides each fight step, which stays in view with the step's controls (issue #22): a card's
# effect on P(win) in Phase 3; the fight's P(win) in Phase 4.
CHANCE = {"Phase 3": (".tc-ots-preview",), "Phase 4": (".tc-ots-fight-summary", ".tc-ots-odds-answer")}

NOW_FITS_JS = """() => { const now = document.querySelector('.tc-now'); const s = getComputedStyle(now);
  return {height: now.getBoundingClientRect().height, room: innerHeight - (parseFloat(s.top) || 0), position: s.position}; }"""


def in_view(page, part: str, height: int) -> tuple[bool, dict | None]:
    box = page.locator(part).bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height, box


def fight_step_problems(page, stage: str, view: str) -> list[str]:
    """What keeps the fight step from being read at a glance at this view: layout's checks (with the page at the
    now panel), the chance that decides the step out of view, and, beside the board, a now panel taller than the
    view (sticky cannot hold it then, and the next step starts above the view)."""
    height = layout.VIEWPORTS[view][1]
    found = layout.problems(page, stage, view)  # leaves the page at the now panel
    for part in CHANCE[stage]:
        shown, box = in_view(page, part, height)
        if not shown:
            found.append(f"{stage}/{view}: the chance {part} is out of view with the controls: {box}")
    fits = page.evaluate(NOW_FITS_JS)
    if fits["position"] == "sticky" and fits["height"] > fits["room"]:
        found.append(f"{stage}/{view}: the now panel is {fits['height']:.0f} px tall, more than the "
                     f"{fits['room']:.0f} px sticky can hold in view")
    return found


@pytest.mark.parametrize("view", list(layout.VIEWPORTS))
def test_other_side_the_fight_steps_read_at_a_glance(open_dashboard, view):
    """Issue #22 in Phases 3 and 4, at a laptop, a tablet and a phone: the Magic Step list says each place in the
    game's words (it once read "0:hall"); the step's controls and the chance that decides it fit the view (the
    discard-for-range field once scrolled the phone sideways, "Discard instead" lay below its view, and the odds
    box made the panel 1215-1362 px tall at a laptop and a tablet, too tall to stay sticky); after "Discard
    instead", with the page scrolled to read the board, Phase 4 starts in view (its status was once at y = -57)."""
    width, height = layout.VIEWPORTS[view]
    page, watch = started_exploring(open_dashboard, view, f"e2e fights in view {view}")
    place_the_tile(page)
    page.wait_for_timeout(1500)
    hansi_moves_in(page)
    tactical_plan(page)
    page.wait_for_selector(".tc-ots-odds-answer >> text=(1/9)")
    harness.wait_settled(page, harness.settled_js(".tc-ots-status", ".tc-ots-prompt"))
    layout.settle(page)

    # Phase 3, André's step: the Magic Step's places as the game says them, the id behind each.
    options = page.locator(".tc-ots-step-to select option")
    assert [t.replace("\xa0", " ").strip() for t in options.all_inner_texts()] == ["(none)", "the hall on the Well"]
    found = fight_step_problems(page, "Phase 3", view)
    assert not found, "\n".join(found)

    page.locator("button.tc-ots-play").click()
    page.wait_for_selector(".tc-ots-odds-answer >> text=P(win) 58.3 % (7/12)")  # Hansi's turn
    harness.wait_settled(page, harness.settled_js(".tc-ots-status", ".tc-ots-prompt"))
    page.wait_for_timeout(1500)
    # Hansi reads the board first: the page scrolled down a little, then his card discarded instead.
    page.mouse.move(width / 2, height / 2)
    page.mouse.wheel(0, 300)
    page.wait_for_timeout(300)
    page.locator("button.tc-ots-discard").click()
    page.wait_for_selector(".tc-ots-status >> text=Phase 4")
    harness.wait_settled(page, harness.settled_js(".tc-ots-status", ".tc-ots-fight-summary"))
    if view != "phone":  # beside the board the sticky panel holds the new step in view at once
        shown, box = in_view(page, ".tc-ots-status", height)
        assert shown, f"{view}: the Phase 4 status is out of the {width}x{height} view: {box}"
    page.wait_for_timeout(1500)  # on the phone the page is brought back to the panel
    layout.settle(page)
    for part in (".tc-ots-status", ".tc-ots-prompt"):
        shown, box = in_view(page, part, height)
        assert shown, f"{view}: {part} is out of the {width}x{height} view after Discard instead: {box}"
    found = fight_step_problems(page, "Phase 4", view)
    assert not found, "\n".join(found)
    harness.assert_no_traceback(page)
    watch.assert_clean()


def test_other_side_seating_order_and_a_map_tile_picked_on_its_preview(open_dashboard):
    from widgets.games.other_side.forms import TileForm

    page, watch = open_dashboard("other_side.ipynb")
    harness.wait_painted(page, MAP, timeout=60)
    # Seating order: Marcus joins and takes the first seat; he leads, André and Hansi follow.
    page.locator(".tc-ots-hero-marcus input").check()
    page.locator(".tc-ots-seat-hero select").select_option(label="Marcus")
    page.locator("button.tc-ots-seat-earlier").click()
    page.locator("button.tc-ots-seat-earlier").click()
    page.wait_for_selector(".tc-ots-seating >> text=Marcus → André → Hansi")
    # The Leader list follows the seating: pick from it only once the page shows the new order
    # (a list picks by position, so a pick made on the old order would name another Hero).
    from companion.games.other_side.data import hero_name

    seated = ",".join(hero_name(h) for h in ("marcus", "andre", "hansi"))
    page.wait_for_function("(want) => [...document.querySelectorAll('.tc-ots-leader select option')]"
                           ".map(o => o.textContent.replace(/\u00a0/g, ' ').trim()).filter(t => t).join(',') === want",
                           arg=seated)
    page.locator(".tc-ots-leader select").select_option(label="Marcus")
    harness.open_menu(page)
    page.locator(".tc-session-name input").fill("e2e seating")
    page.locator("button.tc-ots-setup").click()
    page.wait_for_selector(".tc-ots-status >> text=Phase 1")
    page.wait_for_selector(".tc-ots-prompt >> text=Marcus")

    # The new tile, picked on its drawn preview: r1 gets the north torch.
    harness.click_canvas(page, MAP, 310, 100)
    page.locator(".tc-ots-tile-preset select").select_option(label="corridor and 2 rooms")
    page.locator("button.tc-ots-tile-draw").click()  # the drawing opens (folded, the step fits the view)
    same = TileForm("geometry", "corridor and 2 rooms")  # the preview's layout, to aim the clicks
    preview = "canvas.tc-ots-tile-preview"
    harness.wait_painted(page, preview, timeout=30)
    harness.click_canvas(page, preview, *same.centre("space:r1"))
    harness.click_canvas(page, preview, *same.centre("torch:N"))
    page.locator(".tc-ots-tile-show-text input").check()
    spaces = page.locator(".tc-ots-tile-spaces textarea")

    def wait_spaces(test) -> None:
        deadline = 50
        while not test(spaces.input_value()) and deadline:
            page.wait_for_timeout(100)
            deadline -= 1
        assert test(spaces.input_value()), spaces.input_value()

    wait_spaces(lambda v: "r1 room N" in v)
    # The shape built by clicking (issue #11, point 7): a space added in the grid's free cell, then taken off.
    harness.click_canvas(page, preview, *same.centre("add"))
    wait_spaces(lambda v: "r3 room" in v)
    same.preview.click(*same.centre("add"))  # the geometry follows the same edit
    harness.click_canvas(page, preview, *same.centre("remove:r3"))
    wait_spaces(lambda v: "r3" not in v)
    assert "r1 room N" in spaces.input_value()
    labels = page.locator("select option").all_inner_texts()
    assert not any("('" in t or "None" in t for t in labels), labels
    # Each card by the name printed on it, never the profile's id (the id stays behind the option).
    assert not any(re.search(r"\bEX-[A-Z]+-\d+", t) for t in labels), labels
    # "(none)" reads in a list where it is the pick (a None value once left the select blank until opened).
    picked = page.locator(".tc-ots-creature-2 select").evaluate(
        "s => s.selectedIndex < 0 ? '' : s.options[s.selectedIndex].textContent.replace(/\u00a0/g, ' ').trim()")
    assert picked == "(none)", picked
    page.locator(".tc-ots-entry select").select_option(label="corr")
    page.locator(".tc-ots-creature-1 select").select_option(label="EXAMPLE Creature 1")
    page.locator(".tc-ots-creature-2 select").select_option(label="EXAMPLE Creature 2")
    page.locator("button.tc-ots-explore").click()
    page.wait_for_selector(".tc-ots-prompt >> text=André")
    harness.assert_no_traceback(page)
    watch.assert_clean()
