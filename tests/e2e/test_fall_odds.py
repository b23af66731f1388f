"""The Fall's odds panel in Chromium: the Night forecast's charts painted, an attack weighed with its odds,
a Command Card reported, and the one-more-card advice shown with the odds of the cards still to come.

Where to click and what to expect come from the same dashboard driven in Python (the same code draws it).
"""

from __future__ import annotations

from companion.games.fall.events import Move, RevealCard
from companion.games.fall.game import FALL
from companion.games.fall.odds import attack_advice
from companion.session import Session
from tests.e2e import harness
from tests.e2e.test_table_ready import wait_settled
from widgets.games.fall.dashboard import FallDashboard
from widgets.kit.odds_view import percent_and_fraction

BOARD = "canvas.tc-fall-board"
STRENGTH_CHART = ".tc-fall-strength-chart canvas.tc-odds-chart"
COLOSSUS_CHART = ".tc-fall-colossus-chart canvas.tc-odds-chart"
KINDS_CHART = ".tc-fall-night-chart canvas.tc-odds-chart"


def _oracle():
    """The default setup, the first report each time, and a move from which an attack is offered."""
    dash = FallDashboard()
    dash.setup.submit()
    reports = 0
    while dash.state.phase.name != "DAY":
        dash.act(next(c.event for c in dash.options().choices if c.kind == "report"))
        reports += 1
    for choice in dash.options().choices:
        if not isinstance(choice.event, Move) or choice.event.character:
            continue
        session = Session(FALL)
        for event in dash.session.events + (choice.event,):
            session.apply(event)
        after = FallDashboard(session)
        regions = after.options().offers["attack_regions"]
        if regions:
            return dash, reports, choice.event.path[-1], after, regions[0]
    raise AssertionError("no move leads to an attack on this board")


def test_fall_attack_odds_card_reported_and_one_more_card_advice(open_dashboard):
    dash, reports, node, after, region = _oracle()
    nx, ny = dash.centre(f"node:{node}")
    rx, ry = after.centre(f"region:{region}")
    after.pick(f"region:{region}")
    before = attack_advice(after.state, "enemies", region)

    page, watch = open_dashboard("fall.ipynb")
    harness.wait_painted(page, BOARD, timeout=60)
    page.locator(".tc-session-name input").fill("e2e fall odds")
    page.locator("button.tc-fall-start").click()
    page.wait_for_selector(".tc-fall-status >> text=Round")
    for _ in range(reports):
        wait_settled(page)
        text = page.locator(".tc-fall-prompt").inner_text()
        page.locator("button.tc-fall-report").click()
        page.wait_for_function("([sel, t]) => document.querySelector(sel).innerText !== t",
                               arg=[".tc-fall-prompt", text])
    page.wait_for_selector(".tc-fall-prompt >> text=Day: action")

    # Before the Night: the table of events with their cost, and both charts really painted.
    page.wait_for_selector(".tc-fall-night >> text=Defense lost")
    page.wait_for_selector(".tc-fall-night >> text=P(a Colossus Card within n Nights)")
    harness.wait_painted(page, COLOSSUS_CHART)
    harness.wait_painted(page, KINDS_CHART)

    # Move beside the group, then weigh the attack before any crystal is spent.
    wait_settled(page)
    harness.click_canvas(page, BOARD, nx, ny)
    page.wait_for_selector(f".tc-fall-players >> text={node}")
    wait_settled(page)
    harness.click_canvas(page, BOARD, rx, ry)
    page.wait_for_selector(f".tc-fall-odds >> text=Attack on the Enemies in {region}")
    odds_text = page.locator(".tc-fall-odds").inner_text().replace("\xa0", " ")
    for row in before.rows:
        assert percent_and_fraction(row.success) in odds_text
    harness.wait_painted(page, STRENGTH_CHART)

    # Attack, report the Era I card, and read the advice on one more card.
    page.locator("button.tc-fall-attack").click()
    page.wait_for_selector(".tc-fall-prompt >> text=attack")
    after.start_attack()
    card = next(c for c in after.options().choices if isinstance(c.event, RevealCard))
    after.act(card.event)
    advice = attack_advice(after.state, "enemies", region)
    wait_settled(page)
    page.locator(".tc-fall-reports select").select_option(label=card.label)
    page.locator("button.tc-fall-report").click()
    page.wait_for_selector(".tc-fall-odds >> text=Revealed so far")
    page.wait_for_selector(".tc-fall-advice >> text=One more card?")
    shown = page.locator(".tc-fall-advice").inner_text().replace("\xa0", " ")
    assert advice.advice.split(":")[0] in shown
    odds_text = page.locator(".tc-fall-odds").inner_text().replace("\xa0", " ")
    assert "resolve now" in odds_text
    for row in advice.rows:
        assert percent_and_fraction(row.success) in odds_text and percent_and_fraction(row.bonus) in odds_text
    harness.assert_no_traceback(page)
    watch.assert_clean()
