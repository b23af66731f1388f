"""Mysthea: The Fall in Chromium: set up, report the setup cards, move to a highlighted node, weigh an
attack with its odds, report a Command Card, undo, reload and resume.

Where to click comes from the same dashboard driven in Python (the drawing is the same code), so the
test follows the board file rather than pixel guesses.
"""

from __future__ import annotations

from companion.games.fall.events import Move, RevealCard
from companion.games.fall.game import FALL
from companion.session import Session
from tests.e2e import harness
from widgets.games.fall.dashboard import FallDashboard

BOARD = "canvas.tc-fall-board"


def _oracle():
    """The game the browser plays, in Python: the default setup and the first report offered each time."""
    dash = FallDashboard()
    dash.setup.submit()
    reports = 0
    while dash.state.phase.name != "DAY":
        dash.act(next(c.event for c in dash.options().choices if c.kind == "report"))
        reports += 1
    # A destination from which an attack is offered next.
    for choice in dash.options().choices:
        if not isinstance(choice.event, Move) or choice.event.character:
            continue
        session = Session(FALL)
        for event in dash.session.events + (choice.event,):
            session.apply(event)
        after = FallDashboard(session)
        regions = after.options().offers["attack_regions"]
        if regions:
            node = choice.event.path[-1]
            return dash, reports, node, dash.centre(f"node:{node}"), regions[0], after
    raise AssertionError("no move leads to an attack on this board")


def test_fall_setup_move_attack_with_odds_undo_reload_resume(open_dashboard):
    dash, reports, node, (nx, ny), region, after = _oracle()
    after.pick(f"region:{region}")
    rx, ry = after.centre(f"region:{region}")

    page, watch = open_dashboard("fall.ipynb")
    before = harness.wait_painted(page, BOARD, timeout=60)
    page.locator(".tc-session-name input").fill("e2e fall")
    page.locator("button.tc-fall-start").click()
    page.wait_for_selector(".tc-current-session >> text=e2e fall")
    page.wait_for_selector(".tc-fall-status >> text=Round")
    for _ in range(reports):
        text = page.locator(".tc-fall-prompt").inner_text()
        page.locator("button.tc-fall-report").click()
        page.wait_for_function("([sel, t]) => document.querySelector(sel).innerText !== t",
                               arg=[".tc-fall-prompt", text])
    page.wait_for_selector(".tc-fall-prompt >> text=Day: action")
    page.wait_for_selector(".tc-fall-night >> text=P(a Colossus Card within n Nights)")
    # The setup's Event cards are resolved like a Night's: here one sets off an Enemy Attack.
    attacks = [line for line in dash.state.log if line.startswith("Enemy Attack")]
    assert attacks, dash.state.log
    page.wait_for_selector(f".tc-fall-status >> text={attacks[0]}")

    # A move onto a highlighted destination (the core offers it; the board marks it).
    assert f"node:{node}" in dash.targets()
    before = harness.wait_painted(page, BOARD)
    harness.click_canvas(page, BOARD, nx, ny)
    page.wait_for_selector(f".tc-fall-players >> text={node}")
    before = harness.wait_repainted(page, before, BOARD)

    # Weigh the attack: its odds with 1, 2 and 3 cards, before any crystal is spent.
    harness.click_canvas(page, BOARD, rx, ry)
    page.wait_for_selector(f".tc-fall-odds >> text=Attack on the Enemies in {region}")
    page.wait_for_selector(".tc-fall-odds >> text=P(Eradication Bonus)")
    assert "%" in page.locator(".tc-fall-odds").inner_text()
    page.locator("button.tc-fall-attack").click()
    page.wait_for_selector(".tc-fall-prompt >> text=attack")

    # Report the Era I card revealed (the first the core offers, paid as it says).
    after.start_attack()
    assert after.state.attack is not None and after.state.attack.target == region
    card = next(c for c in after.options().choices if isinstance(c.event, RevealCard))
    page.locator(".tc-fall-reports select").select_option(label=card.label)
    page.locator("button.tc-fall-report").click()
    page.wait_for_selector(".tc-fall-odds >> text=Revealed so far")
    harness.screenshot(page, "fall", at=BOARD)

    page.locator(".tc-history-panel button.tc-undo").click()
    page.wait_for_selector(".tc-fall-odds >> text=Revealed so far", state="detached")
    page.wait_for_selector(".tc-undone >> text=reveals")

    page.reload(wait_until="domcontentloaded")
    harness.wait_painted(page, BOARD, timeout=60)
    harness.resume_after_reload(page, "e2e fall")
    page.wait_for_selector(".tc-fall-prompt >> text=attack")
    page.wait_for_selector(f".tc-fall-players >> text={node}")
    harness.assert_no_traceback(page)
    watch.assert_clean()
