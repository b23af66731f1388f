"""Mysthea: The Fall in Chromium: set up, report the setup cards, move to a highlighted node, weigh an
attack with its odds, report a Command Card, undo, reload and resume; and a Deposit of crystals picked
in the choices form, then a Night whose Event Card sets off an Enemy Attack, undone, reloaded, resumed.

Where to click comes from the same dashboard driven in Python (the drawing is the same code), so the
test follows the board file rather than pixel guesses.
"""

from __future__ import annotations

from companion.games.fall import data
from companion.games.fall.events import Deposit, RevealCard
from companion.games.fall.rules import apply
from tests.e2e import harness
from tests.e2e.fall_steps import BOARD, SETTLED_JS, attack_oracle, report_setup, start
from widgets.games.fall.dashboard import FallDashboard


def test_fall_setup_move_attack_with_odds_undo_reload_resume(open_dashboard):
    o = attack_oracle()
    dash, node, region, after = o.dash, o.node, o.region, o.after
    nx, ny = dash.centre(f"node:{node}")
    after.pick(f"region:{region}")
    rx, ry = after.centre(f"region:{region}")

    page, watch = open_dashboard("fall.ipynb")
    before = harness.wait_painted(page, BOARD, timeout=60)
    start(page, "e2e fall")
    report_setup(page, o.reports)
    page.wait_for_selector(".tc-fall-night summary >> text=a Colossus Card next Night")
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

    # Report the Era I card revealed: not the first offered (issue #13 A1: the form below followed the
    # first entry and Report recorded it), so what is recorded must be exactly the entry picked.
    after.start_attack()
    assert after.state.attack is not None and after.state.attack.target == region
    cards = [c for c in after.options().choices if isinstance(c.event, RevealCard)]
    card = next(c for c in cards[1:] if (c.event.value, c.event.banner) != (cards[0].event.value, cards[0].event.banner))
    _select(page, ".tc-fall-reports select", _labels(after, "report"), card.label)
    page.wait_for_function(PICKED_JS, arg=[".tc-fall-choices-report .tc-fall-pick-card select",
                                           f"{card.event.value} {card.event.banner}"])
    harness.wait_settled(page, SETTLED_JS)
    page.locator("button.tc-fall-report").click()
    page.wait_for_selector(f".tc-fall-odds >> text=Revealed so far: {card.event.value} {card.event.banner}")
    harness.screenshot(page, "fall")  # the page from its top: the game bar, the now panel, the board

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


# Waits until a pick list shows `label` at `index` (ipywidgets selects by position; labels may carry
# non-breaking spaces), then picks it.
OPTION_AT_JS = """([sel, i, t]) => { const s = document.querySelector(sel);
  return !!s && s.options.length > i && s.options[i].textContent.replace(/\\u00a0/g, ' ').trim() === t; }"""


# Waits until a pick list's selected entry reads `t` (the form below a list follows the entry picked).
PICKED_JS = """([sel, t]) => { const s = document.querySelector(sel);
  return !!s && s.selectedIndex >= 0 && s.options[s.selectedIndex].textContent.replace(/\\u00a0/g, ' ').trim() === t; }"""


def _select(page, selector: str, labels: list[str], label: str) -> None:
    index = labels.index(label)
    page.wait_for_function(OPTION_AT_JS, arg=[selector, index, label])
    page.locator(selector).select_option(index=index)


def _labels(dash, kind: str) -> list[str]:
    return [c.label for c in dash.options().choices if c.kind == kind]


def _choices_oracle():
    """The same game in Python: two Icaion Characters on City nodes, the setup reports, a Deposit of two
    crystals picked space by space, the Day ended, and a Night card that sets off an Enemy Attack."""
    dash = FallDashboard()
    characters = ("The Heir", "Sanya")  # step 9: one from each pile; The Heir starts in the City
    for box, character in zip(dash.setup.chars, characters):
        box.value = character
    dash.setup.submit()
    reports = 0
    while dash.state.phase.name != "DAY":
        dash.report.click()
        reports += 1
    moves = _labels(dash, "move")
    deposit = next(c.label for c in dash.options().choices if isinstance(c.event, Deposit))
    dash.moves.value = next(k for k, c in enumerate(dash.options().choices) if c.label == deposit)
    form = dash.move_choices
    spaces = list(form.boxes)
    held = [c for n, c in zip(dash.state.player.qoam, ("blue", "brown", "green", "grey", "pink")) for _ in range(n)]
    picks = {space: "" for space in spaces}
    picks.update({spaces[1]: held[0], spaces[3]: held[1]})
    for space, colour in picks.items():
        form.pick(space, colour)
    options = {s: [label for label, _ in form.boxes[s].options] for s in spaces}
    shown = {s: next(label for label, v in form.boxes[s].options if v == picks[s]) for s in spaces}
    dash.do.click()
    city = dash.state.city
    assert city[1] == held[0] and city[3] == held[1], (city, dash.message.value)
    after_deposit = _labels(dash, "move")
    dash.act(next(c.event for c in dash.options().choices if c.label == "End the Day"))
    reports_at_night = _labels(dash, "report")
    night = next(c for c in dash.options().choices if c.kind == "report"
                 and apply(dash.state, c.event).phase.name == "DAY"  # one that does not end the game
                 and any(line.startswith("Enemy Attack") and line not in dash.state.log
                         for line in apply(dash.state, c.event).log))
    dash.act(night.event)
    assert dash.state.phase.name == "DAY", dash.state.outcome  # the game goes on to the next player's Day
    return dict(characters=characters, reports=reports, moves=moves, deposit=deposit, spaces=spaces,
                options=options, shown=shown, city=city, after_deposit=after_deposit,
                night_reports=reports_at_night, night=night.label, log=dash.state.log,
                next_player=dash.state.player.name)


def test_fall_a_deposit_of_picked_crystals_and_a_night_with_an_enemy_attack(open_dashboard):
    o = _choices_oracle()
    page, watch = open_dashboard("fall.ipynb")
    harness.wait_painted(page, BOARD, timeout=60)
    chars = [c.name for c in data.CHARACTERS]
    for i, character in enumerate(o["characters"], start=1):
        _select(page, f".tc-fall-character-{i} select", chars, character)
    start(page, "e2e fall choices")
    report_setup(page, o["reports"])
    # Issue #13 C6: the moves sit beside the board, within one 1280x800 screen of the board's top.
    board, moves = page.locator(BOARD).bounding_box(), page.locator(".tc-fall-moves").bounding_box()
    assert moves["x"] >= board["x"] + board["width"] - 1 and moves["y"] + moves["height"] - board["y"] <= 800

    # A Deposit of two crystals, each picked onto its City space in the choices form.
    _select(page, ".tc-fall-moves select", o["moves"], o["deposit"])
    page.wait_for_selector(".tc-fall-choices-move >> text=Your choices")
    for space in o["spaces"]:
        css = "space-" + space.split(":", 1)[1]
        _select(page, f".tc-fall-pick-{css} select", o["options"][space], o["shown"][space])
    page.locator("button.tc-fall-do").click()
    page.wait_for_selector(".tc-fall-prompt >> text=action 2")
    harness.wait_painted(page, BOARD)

    # End the Day, then report the Night's Event Card: it sets off an Enemy Attack, shown in the status.
    _select(page, ".tc-fall-moves select", o["after_deposit"], "End the Day")
    page.locator("button.tc-fall-do").click()
    page.wait_for_selector(".tc-fall-prompt >> text=Night of")
    _select(page, ".tc-fall-reports select", o["night_reports"], o["night"])
    page.wait_for_selector(".tc-fall-choices-report >> text=Your choices")
    page.locator("button.tc-fall-report").click()
    attack = next(line for line in o["log"] if line.startswith("Enemy Attack"))
    page.wait_for_selector(f".tc-fall-status >> text={attack}")
    page.wait_for_selector(f".tc-fall-prompt >> text={o['next_player']}")

    # Undo the Night, then reload and resume: the game is where it was left.
    page.locator(".tc-history-panel button.tc-undo").click()
    page.wait_for_selector(".tc-fall-prompt >> text=Night of")
    page.reload(wait_until="domcontentloaded")
    harness.wait_painted(page, BOARD, timeout=60)
    harness.resume_after_reload(page, "e2e fall choices")
    page.wait_for_selector(".tc-fall-prompt >> text=Night of")
    harness.assert_no_traceback(page)
    harness.assert_no_sideways_scroll(page)
    watch.assert_clean()
