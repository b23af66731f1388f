"""Maliath in Chromium: setup, three of her turns (a Destiny Card, a Command Card with a question answered,
a War with a Battle), an Era's end, undo, reload and resume."""

from __future__ import annotations

from tests.e2e import harness, layout
from tests.e2e.maliath_steps import (
    BOARD, SETTLED_JS, answer_board, answer_button, answer_pick, asks, click, flip, stepped,
)
from tests.games.maliath.maliath_table import attunement_answers, board_answers


def test_maliath_setup_turns_battle_era_end_undo_reload_resume(open_dashboard):
    page, watch = open_dashboard("maliath.ipynb")
    harness.wait_painted(page, BOARD, timeout=60)
    harness.open_menu(page)
    page.locator(".tc-session-name input").fill("e2e maliath")
    page.locator(".tc-mal-champion select").select_option(label="Celethe")
    page.locator(".tc-mal-switch-digital input").uncheck()  # physical decks: the player flips the cards
    # The Challenge Cards and reward settings fit the side panel at 1280x800: whole words, nothing cut.
    header = page.locator(".tc-mal-setup-box .jupyter-widget-Collapse-header, .tc-mal-setup-box "
                          ".p-Collapse-header, .tc-mal-setup-box .lm-Collapse-header").first
    header.click()
    page.wait_for_selector(".tc-mal-setting-gold_rule select", state="visible")
    fits = page.evaluate("""() => {
        const panel = document.querySelector('.tc-mal-setup-box').getBoundingClientRect();
        const cut = [...document.querySelectorAll('.tc-mal-setup-box .widget-html-content span')]
            .filter(e => e.innerText.startsWith('Challenge Card') && e.scrollWidth > e.clientWidth + 1);
        const wide = [...document.querySelectorAll('.tc-mal-setup-box select')]
            .filter(e => e.getBoundingClientRect().right > panel.right + 1);
        const keys = [...document.querySelectorAll('.tc-mal-setup-box option')]
            .filter(o => o.innerText.includes('_'));
        return [cut.length, wide.length, keys.length];
    }""")
    assert fits == [0, 0, 0], fits
    header.click()  # closed again: the setup button back in its place
    page.wait_for_selector(".tc-mal-setting-gold_rule select", state="hidden")
    before = harness.canvas_pixels(page, BOARD)
    stepped(page, lambda: click(page, "button.tc-mal-setup"))
    page.wait_for_selector(".tc-current-session >> text=e2e maliath")
    # The board, asked once: buttons, an Island's Regions read one by one.
    asks(page, "dominant direction")
    # Her setup lines stay shown while the board facts are asked: headed as her setup's, not as "now".
    page.wait_for_selector(".tc-mal-steps >> text=What the table does for her setup:")
    answer_board(page, board_answers())
    page.wait_for_selector(".tc-mal-steps >> text=Put her Champion on the Forest of the third Island")
    page.wait_for_selector(".tc-mal-status >> text=Era I: your turn, then hers")  # you are the first player
    # What this game was set up with stays said: the Challenge Cards and the reward settings.
    page.wait_for_selector(".tc-mal-in-play >> text=No Challenge Cards · Monster rewards: Gold")
    before = harness.wait_repainted(page, before, BOARD)

    # A Destiny Card: the Encounter's Glory from a pick list, then Walk as buttons.
    flip(page, "CS009")
    asks(page, "Encounter")
    answer_pick(page, "4")
    # Her only units are in her Champion's Region: the one Walk case her records allow is taken, and said.
    page.wait_for_selector(".tc-mal-steps >> text=the only answer her records allow")
    page.wait_for_selector(".tc-mal-steps >> text=she scores 4 + 3 = 7 Glory")
    page.wait_for_selector(".tc-mal-steps >> text=Deploy 1 Troop in her Champion's Region (Forest of the third "
                           "Island, the Volcano Island)")
    before = harness.wait_repainted(page, before, BOARD)

    # A Command Card with a question answered: Walk names the Region she goes to.
    flip(page, "green 2")
    asks(page, "Walk")
    answer_button(page, "move_to:Mountain")
    page.wait_for_selector(".tc-mal-steps >> text=deploy 1 Golem and 0 Troops")
    page.wait_for_selector(".tc-mal-steps >> text=move her Champion to the Mountain of the third Island")

    # A War with a Battle.
    flip(page, "red 2")
    asks(page, "a Region where you both")
    answer_button(page, "another")
    asks(page, "which Region")
    # Only where her records show her units: the Troop's Forest and the Golem's Crystal Field, as buttons.
    page.wait_for_function("() => document.querySelectorAll('button.tc-mal-answer').length === 2")
    answer_button(page, "Volcano: Forest")
    asks(page, "her Strength there")
    answer_pick(page, "3")
    asks(page, "your Strength there")
    answer_pick(page, "2")
    asks(page, "how many of your units")
    answer_pick(page, "1")
    asks(page, "another Region")
    answer_button(page, "none")
    asks(page, "reaction")  # Battle Procedure step 1, before her card
    answer_button(page, "no reaction")
    asks(page, "Her Battle card")
    harness.wait_settled(page, SETTLED_JS)
    layout.check_page(page, "Maliath's War with a Battle")  # the War's steps said, her Battle card asked
    answer_button(page, "+1 Strength, Defense")
    asks(page, "Defense")
    answer_button(page, "2")  # at least 1 of her units, at most her 2 on the board
    # After every Battle: how many of her Golems, then Troops, were killed (her one of each on the board).
    asks(page, "how many of her Golems were killed")
    answer_button(page, "0")
    asks(page, "how many of her Troops were killed")
    answer_button(page, "0")
    page.wait_for_selector(".tc-mal-steps >> text=none of her units was killed")
    page.wait_for_selector(".tc-mal-steps >> text=Power of War: Battle in the Forest of the third Island")
    page.wait_for_selector(".tc-mal-steps >> text=her Strength there 3 + 1 = 4")
    page.wait_for_selector(".tc-mal-steps >> text=Defense: she scores 6 Glory")
    page.wait_for_selector(".tc-mal-steps >> text=What the table does for Power of War (red, 2 Command Points):")
    harness.wait_settled(page, SETTLED_JS)
    harness.screenshot(page, "maliath")  # the page from its top: the game bar, the now panel, the board

    # Click her area: the shape clicked is read out.
    harness.click_canvas(page, BOARD, 90, 100)
    page.wait_for_selector(".tc-mal-inspect >> text=Power Card")

    # An Era's end: the Region Glory, no Monster, then her deck for Era II and the Attunement Cards' order.
    stepped(page, lambda: click(page, "button.tc-mal-end-era"))
    asks(page, "Region Cards")
    answer_pick(page, "5")
    page.wait_for_selector(".tc-mal-steps >> text=no visible Monster is left to resolve")  # not asked
    asks(page, "Development cards")
    answer_pick(page, "blue 3")
    answer_pick(page, "red 3")
    page.wait_for_selector(".tc-mal-steps >> text=Beginning of Era II")
    page.wait_for_selector(".tc-mal-steps >> text=What the table does for the End of Era I and the Beginning of "
                           "Era II:")
    asks(page, "Attunement Cards")
    answer_board(page, attunement_answers())
    page.wait_for_selector(".tc-mal-status >> text=Era II: your turn, then hers")

    # Undo the last answer, then reload the tab and resume where it stopped.
    harness.wait_settled(page, SETTLED_JS)
    page.locator(".tc-history-panel button.tc-undo").click()
    asks(page, "Attunement Cards")
    harness.wait_settled(page, SETTLED_JS)
    page.reload(wait_until="domcontentloaded")
    harness.wait_painted(page, BOARD, timeout=60)
    harness.resume_after_reload(page, "e2e maliath")
    asks(page, "the fourth from the top")
    harness.wait_settled(page, SETTLED_JS)
    page.locator(".tc-history-panel button.tc-redo").click()
    page.wait_for_selector(".tc-mal-status >> text=Era II: your turn, then hers")
    harness.assert_no_traceback(page)
    harness.assert_no_sideways_scroll(page)
    watch.assert_clean()
