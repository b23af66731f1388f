"""Steps of a Maliath game in Chromium, shared by the browser tests: clicks that wait for the page to sit still,
her questions answered by button or pick list, her cards flipped, and the saved game read back."""

from __future__ import annotations

import time
from pathlib import Path

from companion.games.maliath.game import GAME
from companion.storage import open_session
from tests.e2e import harness
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
    # a message (a refusal, a note) ends the wait too; the slot's resting line (the last step) does not
    page.wait_for_function(f"() => ({STEP_JS})() > {before} || document.querySelector("
                           "'.tc-mal-message:is(.tc-message-info, .tc-message-refusal, .tc-message-error)')"
                           "?.innerText.trim()", timeout=20_000)


def answer_button(page, value: str) -> None:
    stepped(page, lambda: click(page, f"button.tc-mal-answer-{slug(value)}"))


def pick_and_go(page, pick: str, go: str, label: str) -> None:
    """Pick `label` in the list `.{pick}` and click `button.{go}`, as one step."""
    def act():
        # ipywidgets selects by position: wait until the list offers this label, then pick it.
        page.wait_for_function(f"(l) => [...document.querySelectorAll('.{pick} option')]"
                               ".some(o => o.innerText.replace(/\\u00a0/g, ' ').trim() === l)", arg=label)
        page.locator(f".{pick} select").select_option(label=label)
        click(page, f"button.{go}")
    stepped(page, act)


def answer_pick(page, label: str) -> None:
    pick_and_go(page, "tc-mal-answer-pick", "tc-mal-answer-go", label)


def asks(page, words: str) -> None:
    page.wait_for_selector(f".tc-mal-question >> text={words}")


def flip(page, card: str) -> None:
    stepped(page, lambda: click(page, f"button.tc-mal-flip-{slug(card)}"))


def answer_board(page, answers) -> None:
    """Her questions about the board, each as buttons (an Island's Regions one click a Region)."""
    for event in answers:
        answer_button(page, event.value)


def saved_state(voila, name: str):
    """Her state as the saved game `name` holds it (read from the Voila fixture's data folder, read-only)."""
    return open_session(name, [GAME], Path(voila.data_dir) / "saves", read_only=True).state
