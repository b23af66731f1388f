"""Mysthea: The Fall's setup in Chromium: Machines entered, the Difficult bag entered, a bad board file
uploaded and refused with its field named, then a good one loaded, and the game started on it."""

from __future__ import annotations

import json

from companion.games.fall.board import BOARD_PATH
from tests.e2e import harness

BOARD = "canvas.tc-fall-board"
SETTLE = ".tc-fall-setup"


def _tab(page, title: str) -> None:
    """Open the setup's tab `title` and wait until the tab bar shows it open.

    On a loaded machine (three browser tests at once) about one run in 15 pressed the Characters tab and
    then waited 30 s for its hidden Difficulty field: the tab had not opened (why is not yet known; the
    state of every tab is printed if it happens twice). A player simply presses again; so does this,
    once, and then the tab must read as open.
    """
    tab = page.locator(".tc-fall-tabs [role=tab]", has_text=title).first
    for _ in range(2):
        tab.click()
        try:
            page.wait_for_function("(t) => t.getAttribute('aria-selected') === 'true'", arg=tab.element_handle(),
                                   timeout=5000)
            return
        except Exception:  # noqa: BLE001 - a lost press: the state is read below, once pressed again
            pass
    states = page.eval_on_selector_all(".tc-fall-tabs [role=tab]",
                                       "ts => ts.map(t => t.textContent + ':' + t.getAttribute('aria-selected'))")
    raise AssertionError(f"the tab {title!r} did not open after two presses: {states}")


def upload(page, path) -> None:
    """Choose a file in the FileUpload: its <input type=file> is never attached to the page (ipywidgets
    8), so the file is set on the chooser its button opens (Playwright's set_input_files on that input)."""
    with page.expect_file_chooser() as chooser:
        page.locator("button.tc-fall-board-upload").click()
    chooser.value.set_files(str(path))


def _fill(page, selector: str, value: str) -> None:
    box = page.locator(f"{selector} input")
    box.fill(value)
    box.press("Enter")


def test_fall_setup_with_machines_difficult_and_a_board_file(open_dashboard, tmp_path):
    raw = json.loads(BOARD_PATH.read_text(encoding="utf-8"))
    bad = json.loads(json.dumps(raw))
    bad["city_nodes"] = bad["city_nodes"][:4]
    bad_path = tmp_path / "bad-board.json"
    bad_path.write_text(json.dumps(bad), encoding="utf-8")
    raw["reconstruction"], raw["note"] = False, "Our table's own board file."
    good_path = tmp_path / "our-board.json"
    good_path.write_text(json.dumps(raw), encoding="utf-8")

    page, watch = open_dashboard("fall.ipynb")
    harness.wait_painted(page, BOARD, timeout=60)
    harness.open_menu(page)
    page.locator(".tc-session-name input").fill("e2e fall setup")
    for title in ("Characters", "Board", "Machines", "Shards", "Settings", "Chronicle"):
        _tab(page, title)
        box = page.locator(SETTLE).bounding_box()
        assert box is not None and box["height"] <= 800, (title, box)  # each tab fits a 1280x800 window
    # The numbers the players must type can be read: each field wide enough for them (once 21 and 10 px).
    _tab(page, "Characters")
    for field in (".tc-fall-defense input", ".tc-fall-shards input"):
        assert page.locator(field).bounding_box()["width"] >= 60, field

    # Machines: the EXAMPLE draft is shown and labelled; clear it and enter one.
    _tab(page, "Machines")
    page.wait_for_selector(".tc-fall-machines option >> text=EXAMPLE")
    page.locator("button", has_text="Clear all").click()
    page.wait_for_selector(".tc-fall-machines option", state="detached")
    page.locator(".tc-fall-machine-region select").select_option(label="outer-3")
    page.locator(".tc-fall-machine-kind select").select_option(label="Refiner")
    page.locator(".tc-fall-machine-colour select").select_option(label="red")
    page.locator("button.tc-fall-machine-add").click()
    page.wait_for_selector(".tc-fall-machines option >> text=Refiner in outer-3, red")

    # Difficult: its bag is entered, the note says the rulebook's row is empty.
    _tab(page, "Characters")
    page.locator(".tc-fall-difficulty select").select_option(label="difficult")
    _tab(page, "Shards")
    page.wait_for_selector(".tc-fall-setup >> text=The Difficult row is empty")
    for value, count in ((1, "2"), (2, "4"), (3, "4")):
        _fill(page, f".tc-fall-bag-{value}", count)

    # A bad board file: refused, its field named, no traceback; then a good one.
    _tab(page, "Board")
    page.wait_for_selector(".tc-fall-board-file >> text=reconstruction")
    upload(page, bad_path)
    page.wait_for_selector(".tc-fall-message >> text=city_nodes", timeout=20_000)
    assert "refused" in page.locator(".tc-fall-message").inner_text().lower()
    harness.assert_no_traceback(page)
    page.wait_for_selector(".tc-fall-board-file >> text=the shipped board")
    upload(page, good_path)
    page.wait_for_selector(".tc-fall-board-file >> text=the board file loaded", timeout=20_000)
    page.wait_for_selector(".tc-fall-board-file >> text=Our table's own board file.")

    page.locator("button.tc-fall-start").click()
    page.wait_for_selector(".tc-current-session >> text=e2e fall setup")
    page.wait_for_selector(".tc-fall-status >> text=Round")
    page.wait_for_selector(".tc-fall-status >> text=2×1 · 4×2 · 4×3")
    page.wait_for_selector("text=Getting Ready: 2 Characters, difficult")
    harness.assert_no_traceback(page)
    watch.assert_clean()
