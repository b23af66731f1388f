"""The Fall's browser steps written once: the game the browser plays, in Python, and its start in the page."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from companion.games.fall.events import Move
from companion.games.fall.game import FALL
from companion.session import Session
from companion.storage import open_session
from tests.e2e import harness
from widgets.games.fall.dashboard import FallDashboard

BOARD = "canvas.tc-fall-board"
SETTLED_JS = harness.settled_js(".tc-fall-status", ".tc-fall-prompt")  # what must stop changing before the next act


@dataclass
class AttackOracle:
    """The default setup played in Python up to the Day, and a move after which an attack is offered."""

    dash: FallDashboard     # at the Day's first action
    reports: int            # the setup's reports, each the first offered
    node: str               # where the move ends
    after: FallDashboard    # the same game after the move
    region: str             # the first region an attack is offered on after it


def attack_oracle() -> AttackOracle:
    """The game the browser plays: the default setup, the first report offered each time, a move to an attack."""
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
            return AttackOracle(dash, reports, choice.event.path[-1], after, regions[0])
    raise AssertionError("no move leads to an attack on this board")


def start(page, name: str) -> None:
    """Name the saved game and start it with the setup the form holds."""
    harness.open_menu(page)
    page.locator(".tc-session-name input").fill(name)
    page.locator("button.tc-fall-start").click()
    page.wait_for_selector(f".tc-current-session >> text={name}")
    page.wait_for_selector(".tc-fall-status >> text=Round")


def report_setup(page, reports: int) -> None:
    """Report the setup's cards, the first offered each time, until the Day's first action."""
    for _ in range(reports):
        harness.wait_settled(page, SETTLED_JS)
        text = page.locator(".tc-fall-prompt").inner_text()
        page.locator("button.tc-fall-report").click()
        page.wait_for_function("([sel, t]) => document.querySelector(sel).innerText !== t",
                               arg=[".tc-fall-prompt", text])
    page.wait_for_selector(".tc-fall-prompt >> text=Day: action")
    # The Day's controls and its odds (built when first shown) are on the page before the next step.
    page.wait_for_selector(".tc-fall-moves", state="visible")
    harness.wait_settled(page, SETTLED_JS)


def saved_game(voila, name: str) -> Session:
    """The saved game `name` as the Voila fixture's data folder holds it, opened read-only."""
    return open_session(name, [FALL], Path(voila.data_dir) / "saves", read_only=True)


def step_line(state) -> str:
    """The first words the prompt shows for `state`: who acts (never "chance") and the step's name."""
    step = FALL.options(state).step
    who = f"{step.actor}: " if step.actor and step.actor != "chance" else ""
    return f"{who}{step.name}"


def wait_prompt(page, text: str, timeout: float = 20) -> None:
    """Wait until the prompt reads `text` at its start, then until the page stops changing."""
    page.wait_for_function("([sel, t]) => { const e = document.querySelector(sel);"
                           " return !!e && e.innerText.replace(/\\u00a0/g, ' ').trim().startsWith(t); }",
                           arg=[".tc-fall-prompt", text], timeout=timeout * 1000)
    harness.wait_settled(page, SETTLED_JS)
