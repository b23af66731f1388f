"""Issue #11, "Done when": Mythicals from setup to the final score and From the Other Side through
one whole round (all six phases), in Chromium, each with a reload in the middle that resumes and
plays on without any take-over, Undo always in the viewport when it is used, no label cut off,
setup visible at load, every glyph drawn from a font the machine has, and no checked test output
(`# NBVAL_CHECK_OUTPUT`) on the page.
"""

from __future__ import annotations

import time

from companion.games.mythicals.data import DAY_CARD
from companion.games.mythicals.words import card_words
from tests.e2e import harness, layout
from tests.e2e import other_side_steps as ots

MYTH_BOARD = "canvas.tc-myth-board"
OTS_MAP = ots.MAP
UNDO = ".tc-history-panel button.tc-undo"
REDO = ".tc-history-panel button.tc-redo"

# Is the element wholly inside the window, and is it what a click at its middle would hit?
IN_VIEW_JS = """(e) => {
  const r = e.getBoundingClientRect();
  const inside = r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0
    && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return inside && !!hit && (hit === e || e.contains(hit));
}"""

# Buttons whose text does not fit (cut off with an ellipsis): their text, else nothing.
CUT_OFF_JS = """() => [...document.querySelectorAll('button, .widget-label, .widget-label-basic')]
  .filter(b => b.offsetParent !== null && b.clientWidth > 0 && b.scrollWidth > b.clientWidth + 1)
  .map(b => b.innerText || b.textContent)"""

# Every character beyond ASCII shown in the page, and those that no installed font draws: each is
# drawn on a canvas in the page's font and compared with a character no font has (the "tofu").
MISSING_GLYPHS_JS = """() => {
  const text = document.body.innerText;
  const chars = [...new Set([...text].filter(c => c.codePointAt(0) > 127 && !/\\s/.test(c)))];
  const c = document.createElement('canvas'); c.width = 40; c.height = 40;
  const g = c.getContext('2d');
  const draw = ch => { g.clearRect(0, 0, 40, 40); g.font = '28px sans-serif'; g.fillText(ch, 4, 30);
                       return Array.from(g.getImageData(0, 0, 40, 40).data).join(','); };
  const tofu = draw('\\u{10FFFD}'), tofu2 = draw('\\uFFFF');
  return {chars: chars.join(''), missing: chars.filter(ch => { const d = draw(ch); return d === tofu || d === tofu2; })};
}"""


def assert_in_view(page, selector: str) -> None:
    element = page.locator(selector).first
    assert element.evaluate(IN_VIEW_JS), f"{selector} is not in the viewport: {element.bounding_box()}"


def assert_bar_is_small(page) -> None:
    """The pinned Undo/Redo bar hides as little of the page as it can: two buttons sized to their text."""
    box = page.locator(".tc-history-bar").first.bounding_box()
    assert box is not None and box["width"] <= 200 and box["height"] <= 48, box


def click_undo(page) -> None:
    """Undo, found without scrolling: it must already be in the viewport, wherever the page is."""
    assert_in_view(page, UNDO)
    assert_bar_is_small(page)
    page.locator(UNDO).click(no_wait_after=True)


def click_redo(page) -> None:
    assert_in_view(page, REDO)
    page.locator(REDO).click(no_wait_after=True)


def assert_page_fits(page, watch) -> None:
    """No label cut off, no glyph missing, no checked test output, no traceback, nothing off loopback."""
    assert page.evaluate(CUT_OFF_JS) == []
    glyphs = page.evaluate(MISSING_GLYPHS_JS)
    assert glyphs["missing"] == [], glyphs
    body = page.inner_text("body")
    assert "NBVAL" not in body
    assert not body.rstrip().endswith(":"), body[-300:]  # nor the words introducing a checked cell
    harness.assert_no_traceback(page)
    watch.assert_clean()


def visible(page, selector: str) -> bool:
    found = page.locator(selector)
    return found.count() > 0 and found.first.is_visible()


STEPS_JS = "() => document.querySelectorAll('.tc-history div').length"


SETTLED_JS = harness.settled_js(".tc-myth-status")  # what must stop changing before the next act


def myth_step(page) -> None:
    """One step of a quick game through the dashboard's own controls, waited for in the history."""
    harness.wait_settled(page, SETTLED_JS)
    before = page.evaluate(STEPS_JS)
    status = page.locator(".tc-myth-status").inner_text()
    if visible(page, "button.tc-myth-reveal"):
        labels = [t.replace("\xa0", " ").strip() for t in page.locator(".tc-myth-reveal-1 option").all_inner_texts()
                  if t.strip()]
        # The Day card as soon as it may come, so the game ends quickly; else three cards.
        day = card_words(DAY_CARD)  # "the Day card", as the list says it
        cards = ([day] if day in labels else []) + [c for c in labels if c != day]
        for i, card in enumerate(cards[:3], start=1):
            page.locator(f".tc-myth-reveal-{i} select").select_option(label=card)
        page.locator("button.tc-myth-reveal").click()
    elif page.locator("button[class*='tc-myth-take-']").count():
        page.locator("button[class*='tc-myth-take-']").first.click()
    elif visible(page, "button.tc-myth-end-turn"):
        page.locator("button.tc-myth-end-turn").click()
    else:
        raise AssertionError(f"no control offered at: {status}")
    page.wait_for_function(f"() => ({STEPS_JS})() > {before} || document.querySelector('.tc-myth-message')"
                           ".innerText.includes('Refused')")
    assert "Refused" not in page.locator(".tc-myth-message").inner_text(), status


def test_mythicals_from_setup_to_the_final_score_with_a_reload_and_no_take_over(open_dashboard):
    started = time.monotonic()
    page, watch = open_dashboard("mythicals.ipynb")
    harness.wait_painted(page, MYTH_BOARD, timeout=60)
    assert_in_view(page, "button.tc-myth-setup")  # setup at load, without scrolling (1280x800)
    assert_in_view(page, UNDO)
    assert_page_fits(page, watch)

    harness.open_menu(page)
    page.locator(".tc-session-name input").fill("table ready")
    for css, card in (("tc-myth-deal-1a", "purple-1"), ("tc-myth-deal-1b", "red-2"),
                      ("tc-myth-deal-2a", "green-3"), ("tc-myth-deal-2b", "blue-4")):
        page.locator(f".{css} select").select_option(label=card)
    page.locator("button.tc-myth-setup").click()
    page.wait_for_selector(".tc-current-session >> text=table ready")
    page.wait_for_selector(".tc-myth-status >> text=Turn 1")

    reloaded = False
    for _ in range(200):
        if "Final score" in page.locator(".tc-myth-score").inner_text():
            break
        myth_step(page)
        if not reloaded and "Turn 6" in page.locator(".tc-myth-status").inner_text():
            # The saved-game list follows every step, without Refresh.
            harness.open_menu(page)
            page.wait_for_selector(".tc-sessions option >> text=table ready")
            number, _, last = page.locator(".tc-history .widget-html-content > div").first.inner_text().partition(". ")
            harness.open_menu(page)
            listed = page.locator(".tc-sessions option", has_text="table ready").inner_text().replace("\xa0", " ")
            assert f"{number} steps, last: {last}" in listed, (number, last, listed)
            click_undo(page)
            page.wait_for_selector(".tc-undone >> text=Undone")
            page.reload(wait_until="domcontentloaded")
            harness.wait_painted(page, MYTH_BOARD, timeout=60)
            harness.resume_after_reload(page, "table ready")  # no take-over: it plays at once
            page.wait_for_selector(".tc-undone >> text=Undone")
            click_redo(page)
            page.wait_for_function("() => !document.querySelector('.tc-undone').innerText")
            reloaded = True
    else:
        raise AssertionError("the game did not end")
    assert reloaded
    page.wait_for_selector(".tc-myth-score >> text=Final score")
    # The export link is the game as it stands: one click downloads it.
    with page.expect_download() as download:
        harness.open_menu(page)
        page.locator(".tc-export-link a").click()
    assert download.value.suggested_filename == "table ready.json"
    click_undo(page)  # even at the end of a long page, Undo is at hand
    page.wait_for_function("() => !document.querySelector('.tc-myth-score').innerText.includes('Final')")
    assert_page_fits(page, watch)
    print(f"\nMythicals, setup to final score in the browser: {time.monotonic() - started:.1f} s")


def test_other_side_one_whole_round_with_a_reload_and_no_take_over(open_dashboard):
    started = time.monotonic()
    page, watch = open_dashboard("other_side.ipynb")
    harness.wait_painted(page, OTS_MAP, timeout=60)
    # Setup at load, without scrolling: what to do, and the first of the setup's controls.
    assert_in_view(page, ".tc-ots-prompt")
    assert_in_view(page, "[class*='tc-ots-hero-'] input")
    # The whole setup, Start included, without scrolling (issue #11, point 15).
    for control in (".tc-ots-leader select", ".tc-ots-well-preset select", ".tc-ots-start select",
                    "button.tc-ots-show-hands", "button.tc-ots-show-settings", "button.tc-ots-setup"):
        assert_in_view(page, control)
    assert_page_fits(page, watch)

    ots.start(page, "one round")

    # Phase 1: explore past the north torch, then Hansi moves into the new room.
    ots.explore_north(page)
    ots.place_the_tile(page)
    ots.hansi_moves_in(page)

    # Phase 2: the Tactical Plan.
    ots.tactical_plan(page)

    # Undo in reach, then the reload in the middle of the round: resume and play on at once.
    click_undo(page)
    page.wait_for_selector(".tc-ots-status >> text=Phase 2")
    page.reload(wait_until="domcontentloaded")
    harness.wait_painted(page, OTS_MAP, timeout=60)
    harness.resume_after_reload(page, "one round")
    page.wait_for_selector(".tc-ots-status >> text=Phase 2")
    page.wait_for_selector(".tc-undone >> text=Undone")
    click_redo(page)
    page.wait_for_selector(".tc-ots-status >> text=Phase 3")

    # Phase 3: André's card under the Creature.
    ots.andre_plays_his_card(page)

    # Phase 4: the dice as rolled at the table, then the fight.
    ots.fight(page)

    # Phase 5: Restoration, each Hero in turn as the companion asks; Phase 6: the Dragon's Awakening.
    for _ in range(8):
        harness.wait_settled(page, harness.settled_js(".tc-ots-status"))
        if "Phase 6" in page.locator(".tc-ots-status").inner_text():
            break
        before = page.evaluate(STEPS_JS)
        due = int(page.locator(".tc-ots-draws b").inner_text())
        # One pick list per card due, each offering what the core says can come (the refill included).
        picks = page.locator(".tc-ots-restore-draw select")
        page.wait_for_function("(n) => document.querySelectorAll('.tc-ots-restore-draw select').length === n",
                               arg=due, timeout=5_000)
        assert picks.count() == due
        chosen: list[str] = []
        for k in range(due):
            labels = [t.strip() for t in picks.nth(k).locator("option").all_inner_texts()]
            card = next(t for t in labels[1:] if t not in chosen)
            picks.nth(k).select_option(label=card)
            chosen.append(card)
        page.locator("button.tc-ots-restore").click()
        page.wait_for_function(f"() => ({STEPS_JS})() > {before} || document.querySelector('.tc-ots-message')"
                               ".innerText.includes('Refused')")
        assert "Refused" not in page.locator(".tc-ots-message").inner_text()
    page.wait_for_selector(".tc-ots-status >> text=Phase 6")
    layout.check_page(page, "the round's end")
    assert page.locator("button", has_text="Dragon's Awakening").count() == 1  # one button for the one step
    page.locator("button.tc-ots-awaken").click()
    page.wait_for_selector(".tc-ots-status >> text=Turn 2")
    page.wait_for_selector(".tc-ots-status >> text=Phase 1")
    harness.open_menu(page)
    page.wait_for_selector(".tc-sessions option >> text=one round")
    click_undo(page)
    page.wait_for_selector(".tc-ots-status >> text=Phase 6")
    assert_page_fits(page, watch)
    print(f"\nFrom the Other Side, one round in the browser: {time.monotonic() - started:.1f} s")
