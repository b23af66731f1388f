"""Maliath in Chromium: setup, three of her turns (a Destiny Card, a Command Card with a question answered,
a War with a Battle), an Era's end, undo, reload and resume."""

from __future__ import annotations

import time

from tests.e2e import harness
from tests.games.maliath.maliath_table import attunement_answers, board_answers
from widgets.kit.pickers import slug

BOARD = "canvas.tc-mal-board"
# Playwright's own scrolling (select_option, fill) also scrolls boxes that do not scroll for a player
# (overflow hidden), carrying the pinned Undo/Redo bar up the window: put them back.
UNSCROLL_HIDDEN_JS = """() => { for (const e of document.querySelectorAll('*')) {
  if (e.scrollTop && !['auto', 'scroll'].includes(getComputedStyle(e).overflowY)) e.scrollTop = 0; } }"""


def click(page, selector: str, timeout: float = 10) -> None:
    """Click a control once it sits still, scrolled into the window with the mouse wheel as a player would.

    The shell's Undo/Redo bar (`.tc-history-pinned`) is meant to be pinned to the window, but inside
    Voila its `position: fixed` resolves against the scrolling panel (`contain: strict`), so it scrolls
    with the page and can lie over a control whatever the scroll: then the control gets its click event
    directly (reported to the lead; the shell's CSS is not this dashboard's).
    """
    target = page.locator(selector).first
    target.wait_for(state="visible", timeout=timeout * 1000)
    page.evaluate(UNSCROLL_HIDDEN_JS)
    page.mouse.move(640, 400)
    deadline = time.monotonic() + timeout
    box, still = None, 0
    while still < 3 and time.monotonic() < deadline:
        time.sleep(0.1)
        now = target.bounding_box()
        if now is None or now["y"] < 0 or now["y"] + now["height"] > 800:
            # Out of the window (or near the page's end, where the wheel cannot bring it higher).
            target.scroll_into_view_if_needed(timeout=timeout * 1000)
            box, still = None, 0
            continue
        still = still + 1 if now == box else 0
        box = now
    assert box is not None and still >= 3, f"{selector} never sat still in the window"
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    if page.evaluate("([x, y]) => !!document.elementFromPoint(x, y)?.closest('.tc-history-bar')", [x, y]):
        target.dispatch_event("click")
    else:
        page.mouse.click(x, y)


STEP_JS = "() => parseInt(document.querySelector('.tc-history div')?.innerText) || 0"
SETTLED_JS = harness.settled_js(".tc-mal-status", ".tc-mal-question")  # what must stop changing before the next act


def stepped(page, act) -> None:
    """Do `act` once the page has settled, then wait until the session has one more step."""
    harness.wait_settled(page, SETTLED_JS)
    before = page.evaluate(STEP_JS)
    act()
    page.wait_for_function(f"() => ({STEP_JS})() > {before} || document.querySelector('.tc-mal-message')"
                           "?.innerText.trim()", timeout=20_000)


def answer_button(page, value: str) -> None:
    stepped(page, lambda: click(page, f"button.tc-mal-answer-{slug(value)}"))


def answer_pick(page, label: str) -> None:
    def act():
        # ipywidgets selects by position: wait until the list offers this label, then pick it.
        page.wait_for_function("(l) => [...document.querySelectorAll('.tc-mal-answer-pick option')]"
                               ".some(o => o.innerText.replace(/\\u00a0/g, ' ').trim() === l)", arg=label)
        page.locator(".tc-mal-answer-pick select").select_option(label=label)
        click(page, "button.tc-mal-answer-go")
    stepped(page, act)


def asks(page, words: str) -> None:
    page.wait_for_selector(f".tc-mal-question >> text={words}")


def flip(page, card: str) -> None:
    stepped(page, lambda: click(page, f"button.tc-mal-flip-{slug(card)}"))


def answer_board(page, answers) -> None:
    """Her questions about the board, each as buttons (an Island's Regions one click a Region)."""
    for event in answers:
        answer_button(page, event.value)


def test_maliath_setup_turns_battle_era_end_undo_reload_resume(open_dashboard):
    page, watch = open_dashboard("maliath.ipynb")
    harness.wait_painted(page, BOARD, timeout=60)
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
    harness.wait_settled(page, SETTLED_JS)
    harness.screenshot(page, "maliath", at=".tc-mal-page")

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
