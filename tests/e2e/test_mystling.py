"""Mystling Academy in Chromium: a duel turn for each player, a solo Enemy turn with a Rush (its face-up
top card reported and the odds of its next Attack shown), a free-text effect applied with the generic
controls, the profile edited in the page, the Arena laid out by clicks, undo, reload and resume; the
screenshot for the README."""

from __future__ import annotations

from companion.games.mystling.events import EnemyDraw
from companion.games.mystling.profile import example_profile
from tests.e2e import harness
from tests.e2e import layout as page_layout
from tests.games.mystling.test_mystling_dashboard import WHITE, BLACK, solo_dash, to_the_enemy_turn
from widgets.games.mystling.board import layout

BOARD = "canvas.tc-myst-arena"
CENTRES = layout(example_profile().arena)
DUEL = "Duel, White (Arboro) first, Black (Peare) starts on II; Arena card EXAMPLE open Arena card"
SOLO = "Solo: Arboro against EXAMPLE Enemy, Arena card EXAMPLE open Arena card"


SETTLED_JS = harness.settled_js(".tc-myst-status")  # what must stop changing before the next act


def history_has(page, text: str) -> None:
    page.wait_for_selector(f".tc-history >> text={text}")


def report_card(page, label: str, logged: str) -> None:
    harness.wait_settled(page, SETTLED_JS)
    page.locator(".tc-myst-report select").select_option(label=label)
    page.locator("button.tc-myst-report-button").click()
    history_has(page, logged)


def choose(page, text: str, then: str) -> None:
    harness.wait_settled(page, SETTLED_JS)
    page.locator("button.tc-prompt-choice", has_text=text).first.click()
    page.wait_for_selector(f".tc-myst-status >> text={then}")


def click_space(page, space: str) -> None:
    harness.wait_settled(page, SETTLED_JS)
    x, y = CENTRES[space]
    harness.click_canvas(page, BOARD, x, y)


def start(page, name: str, combat: str) -> None:
    harness.wait_painted(page, BOARD, timeout=60)
    harness.open_menu(page)
    page.locator(".tc-session-name input").fill(name)
    page.locator(".tc-myst-setup-pick select").select_option(label=combat)
    page.locator("button.tc-myst-setup").click()
    page.wait_for_selector(f".tc-current-session >> text={name}")


def test_mystling_duel_turns_undo_reload_resume(open_dashboard):
    page, watch = open_dashboard("mystling.ipynb")
    harness.wait_painted(page, BOARD, timeout=60)
    page_layout.check_page(page, "setup", game_open=False)
    start(page, "e2e duel", DUEL)
    for who, cards in (("White", WHITE), ("Black", BLACK)):
        for card in cards:
            report_card(page, f"{who} drew {card}", f"{who} draws {card}")
    choose(page, "Keep the four cards", "Mulligan: Black")
    choose(page, "Keep the four cards", "Turn 1, White: 1. Bonus Actions")

    # White: Haste from slot 4, then a click on a highlighted space moves Arboro there.
    choose(page, "Go on to resolve a card", "2. Resolve one Action card")
    harness.wait_settled(page, SETTLED_JS)
    page_layout.check_page(page, "step 2 with the Bonus Actions")
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
    choose(page, "Resolve Heal", "3. Bonus Actions")
    harness.wait_settled(page, SETTLED_JS)
    page_layout.check_page(page, "step 3 with Bonus Actions to use")
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
    mirror = solo_dash()
    to_the_enemy_turn(mirror)
    mirror.report.value = EnemyDraw("EXAMPLE Attack 1")  # the face-up top card reported in the browser
    mirror.run_enemy_turn()
    ties = mirror.board.state.spaces
    assert len(ties) > 1  # the Rush ties: the player picks one on the map

    page, watch = open_dashboard("mystling.ipynb")
    start(page, "e2e solo", SOLO)
    for card in WHITE:
        report_card(page, f"You drew {card}", f"You draw {card}")
    choose(page, "Keep the four cards", "Turn 1, You: 1. Bonus Actions")
    # The Enemy deck lies face up: its top card reported, the next Attack is certain, the one after charted.
    harness.wait_settled(page, SETTLED_JS)
    page.locator(".tc-myst-enemy-top select").select_option(label="Face up on the Enemy deck: EXAMPLE Attack 1")
    page.locator("button.tc-myst-enemy-top-report").click()
    history_has(page, "Face up on the Enemy deck: EXAMPLE Attack 1")
    page.wait_for_selector(".tc-myst-enemy-odds >> text=face up, certain")
    harness.wait_painted(page, ".tc-myst-enemy-odds-chart canvas")
    page_layout.check_page(page, "solo step 1 with the Enemy's odds")
    choose(page, "Go on to resolve a card", "2. Resolve one Action card")
    choose(page, "Slot 1: Energetic Infusion", "heal")
    choose(page, "Resolve Heal", "3. Bonus Actions")
    choose(page, "Go on to draw cards", "draw")
    report_card(page, "You drew Plant Out", "You draw Plant Out")
    harness.wait_settled(page, SETTLED_JS)
    page.locator("button.tc-prompt-choice", has_text="End the turn").click()
    page.wait_for_selector(".tc-myst-status >> text=Enemy turn")
    harness.wait_settled(page, SETTLED_JS)
    before = harness.wait_painted(page, BOARD)
    page.locator("button.tc-myst-enemy-turn").click()
    page.wait_for_selector(".tc-myst-message >> text=Enemy turn")
    harness.wait_repainted(page, before, BOARD)
    page.wait_for_selector(".tc-myst-status >> text=rush")
    click_space(page, ties[0])  # the tied spaces are highlighted on the map: a click picks one
    history_has(page, f"The Enemy moves to {ties[0]}")
    page.wait_for_selector(".tc-myst-message >> text=Enemy turn done")
    page.wait_for_selector(".tc-myst-enemy >> text=Last Enemy turn")
    page.wait_for_selector(".tc-myst-status >> text=Turn 2, You")
    harness.screenshot(page, "mystling")  # the page from its top: the game bar, the now panel, the board
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


def test_mystling_free_text_effect_by_the_generic_controls_then_undo(open_dashboard):
    hand = ("Haste", "Rooted Punch", "Guardian Stance", "Magnetism")  # slots 4, 3, 2, 1; Magnetism: EXAMPLE text
    page, watch = open_dashboard("mystling.ipynb")
    start(page, "e2e by hand", SOLO)
    for card in hand:
        report_card(page, f"You drew {card}", f"You draw {card}")
    choose(page, "Keep the four cards", "Turn 1, You: 1. Bonus Actions")
    choose(page, "Go on to resolve a card", "2. Resolve one Action card")
    choose(page, "Slot 1: Magnetism", "text")
    page.wait_for_selector(".tc-myst-byhand-text >> text=pull the opponent")
    harness.wait_settled(page, SETTLED_JS)
    page_layout.check_page(page, "a text effect by hand")
    page.locator(".tc-myst-byhand-pick select").select_option(label="By hand: 1 Damage to the Enemy")
    page.locator(".tc-myst-byhand-amount input").fill("2")
    page.locator(".tc-myst-byhand-amount input").press("Enter")
    harness.wait_settled(page, SETTLED_JS)
    page.locator("button.tc-myst-byhand-apply").click()
    history_has(page, "You apply by hand: 2 Damage to the Enemy")
    page.wait_for_selector(".tc-myst-enemy >> text=Damage 2")
    page.locator(".tc-history-panel button.tc-undo").click()
    page.wait_for_selector(".tc-myst-enemy >> text=Damage 0")
    harness.assert_no_traceback(page)
    watch.assert_clean()


def test_mystling_profile_edited_in_the_page(open_dashboard):
    page, watch = open_dashboard("mystling.ipynb")
    harness.wait_painted(page, BOARD, timeout=60)
    page.locator("button.tc-myst-profile-open").click()  # the editors are built when opened
    health = page.locator(".tc-myst-sheets-form .tc-profile-field-m0_health input")
    health.fill("0")
    page.locator(".tc-myst-sheets-form button.tc-profile-save").click()
    page.wait_for_selector(".tc-myst-sheets-form >> text=Arboro: Health")  # refused, naming the field
    health.fill("20")
    page.locator(".tc-myst-sheets-form button.tc-profile-save").click()
    page.wait_for_selector(".tc-myst-profile-message >> text=Sheets saved")
    # A deck of 15 is refused naming the rule; nothing changes.
    harness.wait_settled(page, SETTLED_JS)
    cards = page.locator(".tc-myst-deck-cards textarea")
    cards.fill("\n".join(cards.input_value().splitlines()[:15]))
    page.locator("button.tc-myst-deck-use").click()
    page.wait_for_selector(".tc-myst-profile-message >> text=exactly 16")
    assert page.locator(".tc-myst-profile-download a").count() == 1
    harness.assert_no_traceback(page)
    watch.assert_clean()
