"""The Fall's odds panel in Chromium: the Night forecast's charts painted, an attack weighed with its odds,
a Command Card reported, and the one-more-card advice shown with the odds of the cards still to come.

Where to click and what to expect come from the same dashboard driven in Python (the same code draws it).
"""

from __future__ import annotations

from companion.games.fall.events import RevealCard
from companion.games.fall.odds import attack_advice
from tests.e2e import harness, layout
from tests.e2e.fall_steps import BOARD, SETTLED_JS, attack_oracle, report_setup, start
from widgets.kit.odds_view import percent_and_fraction

STRENGTH_CHART = ".tc-fall-strength-chart canvas.tc-odds-chart"
COLOSSUS_CHART = ".tc-fall-colossus-chart canvas.tc-odds-chart"
KINDS_CHART = ".tc-fall-night-chart canvas.tc-odds-chart"


def test_fall_attack_odds_card_reported_and_one_more_card_advice(open_dashboard):
    o = attack_oracle()
    node, after, region = o.node, o.after, o.region
    nx, ny = o.dash.centre(f"node:{node}")
    rx, ry = after.centre(f"region:{region}")
    after.pick(f"region:{region}")
    before = attack_advice(after.state, "enemies", region)

    page, watch = open_dashboard("fall.ipynb")
    harness.wait_painted(page, BOARD, timeout=60)
    start(page, "e2e fall odds")
    report_setup(page, o.reports)

    # The Day's first action, with a move to make and the board's picks to weigh: every control in view.
    layout.check_page(page, "The Fall's Day, a move to make or an attack to weigh")
    # Before the Night: in the Day the forecast is a fold whose line says the headline; opened, the table of
    # events with their cost; and both charts really painted.
    page.wait_for_selector(".tc-fall-night summary >> text=a Colossus Card next Night")
    page.locator(".tc-fall-night summary").click()
    page.wait_for_selector(".tc-fall-night >> text=Defense lost")
    page.wait_for_selector(".tc-fall-night >> text=P(a Colossus Card within n Nights)")
    harness.wait_painted(page, COLOSSUS_CHART)
    harness.wait_painted(page, KINDS_CHART)

    # Move beside the group, then weigh the attack before any crystal is spent.
    harness.wait_settled(page, SETTLED_JS)
    harness.click_canvas(page, BOARD, nx, ny)
    page.wait_for_selector(f".tc-fall-players >> text={node}")
    harness.wait_settled(page, SETTLED_JS)
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
    harness.wait_settled(page, SETTLED_JS)
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
    # The busiest step: the attack under way, its odds and advice, the Night's forecast, the cards to report.
    layout.check_page(page, "The Fall's attack with its odds")
    harness.assert_no_traceback(page)
    watch.assert_clean()
