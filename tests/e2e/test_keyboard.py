"""Played with the keyboard only (issue #22 item 6): Tab to a control, arrow keys in a pick list, Enter on a
button; no mouse click, no Playwright fill or select. A whole Mythicals turn and a whole From the Other
Side fight, each checked against what the page then shows."""

from __future__ import annotations

from tests.e2e import harness

MYTH_BOARD = "canvas.tc-myth-board"
FOCUSED_JS = "(sel) => { const a = document.activeElement; return !!a && !!(a.matches(sel) || a.closest(sel)); }"
SELECTED_JS = "() => { const a = document.activeElement; return a && a.tagName === 'SELECT' ? " \
              "(a.options[a.selectedIndex] || {}).text || '' : null; }"


def tab_to(page, selector: str, presses: int = 300) -> None:
    """Press Tab (from where the focus is) until the control `selector` (or one inside it) has the focus."""
    for _ in range(presses):
        page.keyboard.press("Tab")
        if page.evaluate(FOCUSED_JS, selector):
            return
    raise AssertionError(f"Tab never reached {selector} in {presses} presses")


SHOWN_JS = "(sel) => { const s = document.querySelector(sel); return s ? (s.options[s.selectedIndex] || {}).text || '' : ''; }"


def pick(page, selector: str, label: str) -> None:
    """Tab to a pick list and move through it with the arrow keys until it shows `label` (and still does once
    the kernel's answer to each change has come back: a redraw may rebuild the list)."""
    for _ in range(3):
        tab_to(page, f"{selector} select")
        page.keyboard.press("Home")
        for _ in range(80):
            # ipywidgets writes an option's spaces as no-break spaces.
            if (page.evaluate(SELECTED_JS) or "").replace("\xa0", " ").strip() == label:
                break
            page.keyboard.press("ArrowDown")
        else:
            raise AssertionError(f"{selector} offers no {label!r} to the arrow keys")
        page.wait_for_timeout(500)
        if page.evaluate(SHOWN_JS, f"{selector} select").replace("\xa0", " ").strip() == label:
            return
        start_from_the_top(page)
    raise AssertionError(f"{selector} did not keep {label!r}")


def press(page, selector: str) -> None:
    """Tab to a button and press Enter on it."""
    tab_to(page, selector)
    page.keyboard.press("Enter")


def start_from_the_top(page) -> None:
    """Put the focus at the page's start, as a player's first Tab would find it."""
    page.evaluate("() => { document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); }")
    page.locator("body").focus()


def test_a_whole_mythicals_turn_with_the_keyboard_only(open_dashboard):
    page, watch = open_dashboard("mythicals.ipynb")
    harness.wait_painted(page, MYTH_BOARD, timeout=60)
    start_from_the_top(page)
    for css, card in (("tc-myth-deal-1a", "purple-1"), ("tc-myth-deal-1b", "red-2"),
                      ("tc-myth-deal-2a", "green-3"), ("tc-myth-deal-2b", "blue-4")):
        pick(page, f".{css}", card)
    press(page, "button.tc-myth-setup")
    page.wait_for_selector(".tc-myth-status >> text=Turn 1")

    # Anna reveals three cards, takes the purple run, the purple-2 tile, then a marker on green-2.
    start_from_the_top(page)
    for i, card in enumerate(("purple-2", "red-5", "blue-1"), start=1):
        pick(page, f".tc-myth-reveal-{i}", card)
    press(page, "button.tc-myth-reveal")
    page.wait_for_selector("button.tc-myth-take-purple")
    start_from_the_top(page)
    press(page, "button.tc-myth-take-purple")
    page.wait_for_selector("button.tc-myth-tile-purple-2")
    start_from_the_top(page)
    press(page, "button.tc-myth-tile-purple-2")
    page.wait_for_selector(".tc-myth-target select:enabled")
    start_from_the_top(page)
    pick(page, ".tc-myth-target", "green-2")
    press(page, "button.tc-myth-reinforce-1")
    page.wait_for_selector(".tc-history >> text=marker")
    page.wait_for_selector(".tc-myth-status >> text=Turn 2: Ben")
    # The board in words says it too, for a player who cannot see the canvas.
    words = page.locator(".tc-board-text").inner_text()
    assert "Last step:" in words and "marker" in words, words
    harness.assert_no_traceback(page)
    watch.assert_clean()


def test_a_whole_other_side_fight_with_the_keyboard_only(open_dashboard):
    from tests.e2e import other_side_steps as ots

    page, watch = open_dashboard("other_side.ipynb")
    harness.wait_painted(page, ots.MAP, timeout=60)
    # The round up to the fight with the mouse (tests/e2e/test_other_side.py plays it so)...
    ots.start(page, "keyboard fight")
    ots.explore_north(page)
    ots.place_the_tile(page)
    ots.hansi_moves_in(page)
    ots.tactical_plan(page)
    ots.andre_plays_his_card(page)
    page.wait_for_selector(".tc-ots-status >> text=Phase 4")
    # ...then the fight with the keyboard alone: the dice as rolled, the spoil, resolve.
    page.locator(".tc-ots-hero-die button.tc-face-6").wait_for(state="visible")
    start_from_the_top(page)
    press(page, ".tc-ots-hero-die button.tc-face-6")
    start_from_the_top(page)
    press(page, ".tc-ots-creature-die button.tc-face-0")
    page.wait_for_selector(".tc-ots-fight-totals >> text=Heroes 9 vs Creature 5: won")
    start_from_the_top(page)
    pick(page, ".tc-ots-spoil-1", "EXAMPLE Artifact 2")
    press(page, "button.tc-ots-resolve")
    try:
        page.wait_for_selector(".tc-ots-status >> text=Phase 5", timeout=10000)
    except Exception:
        raise AssertionError(page.locator(".tc-now").inner_text())
    assert "Last step:" in page.locator(".tc-board-text").inner_text()
    harness.assert_no_traceback(page)
    watch.assert_clean()


TAB_WALK_JS = """() => { const a = document.activeElement; if (!a || a === document.body) return 'body';
  return a.tagName + '.' + [...a.classList].join('.') + (a.closest('.tc-now') ? ' (now panel)' : ''); }"""


def test_tab_walks_past_every_board_and_chart_and_out_of_a_clicked_board(open_dashboard):
    """No keyboard trap: ipycanvas's canvases took the focus and cancelled every key, Tab included, so a
    player tabbing through Mythicals' now panel stopped on its odds chart for good (a new player's report)."""
    page, watch = open_dashboard("mythicals.ipynb")
    harness.wait_painted(page, MYTH_BOARD, timeout=60)
    for css, card in (("tc-myth-deal-1a", "purple-1"), ("tc-myth-deal-1b", "red-2"),
                      ("tc-myth-deal-2a", "green-3"), ("tc-myth-deal-2b", "blue-4")):
        page.locator(f".{css} select").select_option(label=card)
    page.locator("button.tc-myth-setup").click()
    page.wait_for_selector(".tc-myth-status >> text=Turn 1")
    assert page.locator("canvas").count() >= 1  # the board (the Day card chart comes later in the game)
    start_from_the_top(page)
    walked = []
    for _ in range(150):
        page.keyboard.press("Tab")
        walked.append(page.evaluate(TAB_WALK_JS))
    assert not [w for w in walked if w.startswith("CANVAS")], walked
    # On past the now panel and the board to the history under them, and round again: never stuck.
    assert any("tc-go-back" in w for w in walked) and len(set(walked[-20:])) > 1, walked
    # A board clicked with the mouse (it then has the focus) lets Tab go on to the next control.
    page.locator(MYTH_BOARD).click(position={"x": 5, "y": 5})
    page.evaluate("() => document.querySelector('canvas.tc-myth-board').focus()")
    page.keyboard.press("Tab")
    assert not page.evaluate(TAB_WALK_JS).startswith("CANVAS")
    harness.assert_no_traceback(page)
    watch.assert_clean()
