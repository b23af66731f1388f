"""Mystling Academy in Chromium: a duel turn for each player, a solo Enemy turn with a Rush, undo,
reload and resume; the screenshot for the README."""

from __future__ import annotations

from companion.games.mystling.events import Draw, EnemyDraw
from companion.games.mystling.profile import example_profile
from tests.e2e import harness
from tests.games.mystling.test_mystling_dashboard import WHITE, BLACK, pick_setup, press, report
from widgets.games.mystling.board import layout
from widgets.games.mystling.dashboard import MystlingDashboard

BOARD = "canvas.tc-myst-arena"
CENTRES = layout(example_profile().arena)
DUEL = ("Duel: White Arboro, Black Peare; White (Arboro) goes first, the second starts on II; "
        "Arena card EXAMPLE open Arena card")
SOLO = "Solo: Arboro against EXAMPLE Enemy, Arena card EXAMPLE open Arena card"


def history_has(page, text: str) -> None:
    page.wait_for_selector(f".tc-history >> text={text}")


def report_card(page, label: str, logged: str) -> None:
    page.locator(".tc-myst-report select").select_option(label=label)
    page.locator("button.tc-myst-report-button").click()
    history_has(page, logged)


def choose(page, text: str, then: str) -> None:
    page.locator("button.tc-prompt-choice", has_text=text).first.click()
    page.wait_for_selector(f".tc-myst-status >> text={then}")


def click_space(page, space: str) -> None:
    x, y = CENTRES[space]
    harness.click_canvas(page, BOARD, x, y)


def start(page, name: str, combat: str) -> None:
    harness.wait_painted(page, BOARD, timeout=60)
    page.locator(".tc-session-name input").fill(name)
    page.locator(".tc-myst-setup-pick select").select_option(label=combat)
    page.locator("button.tc-myst-setup").click()
    page.wait_for_selector(f".tc-current-session >> text={name}")


def test_mystling_duel_turns_undo_reload_resume(open_dashboard):
    page, watch = open_dashboard("mystling.ipynb")
    start(page, "e2e duel", DUEL)
    for who, cards in (("White", WHITE), ("Black", BLACK)):
        for card in cards:
            report_card(page, f"{who} drew {card}", f"{who} draws {card}")
    choose(page, "Keep the four cards", "Mulligan: Black")
    choose(page, "Keep the four cards", "Turn 1, White: 1. Bonus Actions")

    # White: Haste from slot 4, then a click on a highlighted space moves Arboro there.
    choose(page, "Go on to resolve a card", "2. Resolve one Action card")
    before = harness.wait_painted(page, BOARD)
    choose(page, "Slot 4: Haste", "move")
    harness.wait_repainted(page, before, BOARD)
    click_space(page, "1,1")
    history_has(page, "White moves to 1,1")
    choose(page, "Go on to draw cards", "draw")
    report_card(page, "White drew Plant Out", "White draws Plant Out")
    choose(page, "End the turn", "Turn 2, Black")

    # Black: a Dash (greyed once used), Focus from slot 4, a draw, the end of the turn.
    page.locator("button.tc-myst-bonus-dash").click()
    history_has(page, "Black uses Dash")
    assert page.locator("button.tc-myst-bonus-dash").is_disabled()
    click_space(page, "3,2")
    history_has(page, "Black moves to 3,2")
    choose(page, "Go on to resolve a card", "2. Resolve one Action card")
    choose(page, "Slot 4: Focus", "heal")
    choose(page, "Resolve heal", "3. Bonus Actions")
    choose(page, "Go on to draw cards", "draw")
    report_card(page, "Black drew Flamethrower", "Black draws Flamethrower")
    choose(page, "End the turn", "Turn 3, White")

    # Undo the end of Black's turn, reload the tab, resume where it stopped, redo.
    page.locator(".tc-history-panel button.tc-undo").click()
    page.wait_for_selector(".tc-undone >> text=Black")
    page.reload(wait_until="domcontentloaded")
    harness.wait_painted(page, BOARD, timeout=60)
    harness.resume_after_reload(page, "e2e duel")
    page.wait_for_selector(".tc-myst-status >> text=5. End of Turn")
    page.locator(".tc-history-panel button.tc-redo").click()
    page.wait_for_selector(".tc-myst-status >> text=Turn 3, White")
    harness.assert_no_traceback(page)
    watch.assert_clean()


def test_mystling_solo_enemy_turn_with_a_rush(open_dashboard):
    # The same game played in Python says where the Rush may end (the ties the player picks among).
    mirror = MystlingDashboard()
    pick_setup(mirror, SOLO)
    for card in WHITE:
        report(mirror, Draw("You", card))
    for step in ("Keep", "Go on to resolve", "Slot 1: Energetic Infusion", "Resolve heal", "Go on to draw"):
        press(mirror, step)
    report(mirror, Draw("You", "Plant Out"))
    press(mirror, "End the turn")
    mirror.report.value = EnemyDraw("EXAMPLE Attack 1")
    mirror.run_enemy_turn()
    ties = mirror.board.state.spaces

    page, watch = open_dashboard("mystling.ipynb")
    start(page, "e2e solo", SOLO)
    for card in WHITE:
        report_card(page, f"You drew {card}", f"You draws {card}")
    choose(page, "Keep the four cards", "Turn 1, You: 1. Bonus Actions")
    choose(page, "Go on to resolve a card", "2. Resolve one Action card")
    choose(page, "Slot 1: Energetic Infusion", "heal")
    choose(page, "Resolve heal", "3. Bonus Actions")
    choose(page, "Go on to draw cards", "draw")
    report_card(page, "You drew Plant Out", "You draws Plant Out")
    page.locator("button.tc-prompt-choice", has_text="End the turn").click()
    page.wait_for_selector(".tc-myst-status >> text=Enemy turn")
    page.locator(".tc-myst-report select").select_option(label="The Enemy drew EXAMPLE Attack 1")
    before = harness.wait_painted(page, BOARD)
    page.locator("button.tc-myst-enemy-turn").click()
    page.wait_for_selector(".tc-myst-message >> text=Enemy turn")
    harness.wait_repainted(page, before, BOARD)
    if ties:
        page.wait_for_selector(".tc-myst-status >> text=rush")
        click_space(page, ties[0])
    page.wait_for_selector(".tc-myst-message >> text=Enemy turn done")
    page.wait_for_selector(".tc-myst-enemy >> text=Last Enemy turn")
    page.wait_for_selector(".tc-myst-status >> text=Turn 2, You")
    harness.screenshot(page, "mystling", at=".tc-myst-status")
    harness.assert_no_traceback(page)
    watch.assert_clean()


def test_mystling_arena_laid_out_by_clicks(open_dashboard):
    from widgets.games.mystling.board import EditorView, editor_layout, grid_cells
    from widgets.games.mystling.editor import GRID_COLS, GRID_ROWS

    arena = example_profile().arena
    cells = editor_layout(EditorView(arena, grid_cells(arena, GRID_COLS, GRID_ROWS)))
    page, watch = open_dashboard("mystling.ipynb")
    before = harness.wait_painted(page, BOARD, timeout=60)
    harness.wait_painted(page, "canvas.tc-myst-editor")
    x, y = cells[(0, 0)]
    harness.click_canvas(page, "canvas.tc-myst-editor", x, y)  # removes the space on cell 0,0
    page.wait_for_selector(f".tc-myst-editor-message >> text={len(arena.spaces) - 1} spaces laid out")
    page.locator("button.tc-myst-editor-use").click()
    page.wait_for_selector(".tc-myst-editor-message >> text=The next game is played on this Arena")
    harness.wait_repainted(page, before, BOARD)  # the Arena drawn without that space
    harness.assert_no_traceback(page)
    watch.assert_clean()
