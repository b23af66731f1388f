"""Mysthea: The Fall played to its end at 2 players in Chromium, as a new player with the rulebook would.

Getting Ready with the form's setup (step 13's Monster and Event Cards reported, the first offered each
time), then each player's Day (Collect, Deposit, Move, as offered, then End the Day) and Night (the first
Event Card that does not end the game, until every card would), until the game ends. At each player's
turn and at the end, what the page says (whose turn, action n of 3, the round and phase, the City's
Defense, the end headline) must be what the saved game in the server's data folder holds, and the
board must have painted the new state.

The same game is first played in Python through the same dashboard's lists and buttons, so the test
follows the core's offers rather than guesses; the browser then plays those picks by their labels.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.games.fall.rules import apply
from companion.games.fall.state import Phase
from tests.e2e import harness, layout
from tests.e2e.fall_steps import BOARD, SETTLED_JS, report_setup, saved_game, start, step_line, wait_prompt
from tests.e2e.test_fall import PICKED_JS, _select
from widgets.games.fall.dashboard import FallDashboard

NAME = "e2e fall whole"
MAX_STEPS = 80  # a safeguard: the board at hand ends in about 30 steps


@dataclass(frozen=True)
class Step:
    """One pick in the page: the list it is in, that list's labels, the label picked, the state after."""

    box: str            # "moves" or "reports"
    labels: tuple[str, ...]
    label: str
    after: object        # the FallState once done


def _day_pick(dash: FallDashboard, labels: list[str]) -> str:
    """A new player's Day: Collect, then Deposit, then Move (whichever is offered), then End the Day."""
    state = dash.state
    if state.actions >= 3:
        return "End the Day"
    def first(prefix: str):
        return next((m for m in labels if m.startswith(prefix)), None)
    wanted = (first("Collect"), first("Deposit"), first("Move"))[state.actions % 3]
    return wanted or first("Collect") or first("Deposit") or first("Move") or "End the Day"


def whole_game() -> tuple[int, list[Step], FallDashboard]:
    """The game played in Python through the dashboard's own lists and buttons, to its end."""
    dash = FallDashboard()
    dash.setup.submit()
    reports = 0
    while dash.state.phase is Phase.REVEALS:
        dash.report.click()  # the first card offered, as fall_steps.report_setup does
        reports += 1
    steps: list[Step] = []
    while dash.state.phase is not Phase.OVER:
        assert len(steps) < MAX_STEPS, "the game did not end"
        state, choices = dash.state, dash.options().choices
        if state.phase is Phase.NIGHT:
            box, name = dash.reports, "reports"
            labels = [c.label for c in choices if c.kind == "report"]
            safe = [c.label for c in choices if c.kind == "report" and apply(state, c.event).phase is not Phase.OVER]
            label = (safe or labels)[0]
        else:
            box, name = dash.moves, "moves"
            labels = [c.label for c in choices if c.kind == "move"]
            label = _day_pick(dash, labels)
        box.value = next(k for shown, k in box.options if shown == label)
        (dash.report if box is dash.reports else dash.do).click()
        assert dash.state is not state, (label, dash.message.value)
        steps.append(Step(name, tuple(labels), label, dash.state))
    return reports, steps, dash


def _text(page, selector: str) -> str:
    return page.locator(selector).inner_text().replace("\u00a0", " ")


def _check(page, voila, expected, board_before: dict) -> dict:
    """The saved game is the one played, and the page says what it holds; the board repainted."""
    saved = saved_game(voila, NAME).state
    assert saved == expected, (saved.log, expected.log)
    prompt, status = _text(page, ".tc-fall-prompt"), _text(page, ".tc-fall-status")
    assert prompt.strip().startswith(step_line(saved)), (prompt, step_line(saved))
    if saved.phase is Phase.DAY:
        assert f"{saved.player.name}: Day: action {saved.actions + 1} of 3" in prompt, prompt
    assert f"Round {saved.round} · {saved.phase.heading}" in status, status
    assert f"City Defense {saved.defense}" in status, status
    assert f"{saved.colossus_shards} shards" in status, status
    # The players' table: the player whose turn it is is in bold, on the node the save holds.
    rows = page.locator(".tc-fall-players tr")
    for i, player in enumerate(saved.players, start=1):
        row = rows.nth(i).inner_text()
        assert player.name in row and player.node in row, (row, player)
    bold = page.locator(".tc-fall-players tr[style*=bold]").inner_text()
    assert saved.player.name in bold, bold
    return harness.wait_repainted(page, board_before, BOARD, timeout=15)


def test_fall_played_to_its_end_at_two_players(open_dashboard, voila):
    reports, steps, dash = whole_game()
    end = dash.state
    assert end.phase is Phase.OVER and end.outcome.startswith(("Victory", "Defeat"))
    assert end.round >= 2, "the board should give at least two rounds at two players"

    page, watch = open_dashboard("fall.ipynb")
    board = harness.wait_painted(page, BOARD, timeout=60)
    layout.check_page(page, "The Fall at Getting Ready", game_open=False)
    start(page, NAME)
    report_setup(page, reports)
    setup_done = dash.session.state_at(1 + reports)
    board = _check(page, voila, setup_done, board)

    night_seen = False
    for step in steps:
        select = f".tc-fall-{step.box} select"
        _select(page, select, list(step.labels), step.label)
        page.wait_for_function(PICKED_JS, arg=[select, step.label])
        harness.wait_settled(page, SETTLED_JS)  # the move's own choices form, when it has one, is shown
        page.locator("button.tc-fall-report" if step.box == "reports" else "button.tc-fall-do").click()
        wait_prompt(page, step_line(step.after))
        state = step.after
        if state.phase is Phase.NIGHT and not night_seen:  # the first Night: its card to report, the forecast open
            night_seen = True
            layout.check_page(page, "The Fall at its first Night")
        if state.phase is Phase.OVER or (state.phase is Phase.DAY and state.actions == 0):
            board = _check(page, voila, state, board)  # each player's turn, and the end

    # The end: the headline says the core's outcome with its mark, and no move is offered any more.
    saved = saved_game(voila, NAME).state
    assert saved.phase is Phase.OVER and saved.outcome == end.outcome
    mark = "★" if saved.won else "✖"
    page.wait_for_selector(".tc-fall-outcome", state="visible")
    assert _text(page, ".tc-fall-outcome").strip() == f"{mark} {saved.outcome}"
    assert saved.outcome in _text(page, ".tc-fall-prompt")
    assert not page.locator(".tc-fall-play").is_visible()
    assert not page.locator("button.tc-fall-do").is_visible()
    layout.check_page(page, "The Fall at its end")
    harness.assert_no_traceback(page)
    watch.assert_clean()
