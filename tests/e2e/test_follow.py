"""Two browser pages on one saved game (issue #16): a move in one appears in the other within a second,
without a reload; the other page then plays on from it; the file holds each step once, in order."""

from __future__ import annotations

import time
from pathlib import Path

from companion.games.mythicals.game import MYTHICALS
from companion.storage import open_session
from tests.e2e import harness

BOARD = "canvas.tc-myth-board"
NAME = "follow evening"


def choose(page, css: str, card: str) -> None:
    page.locator(f".{css} select").select_option(label=card)


def history(page) -> str:
    return page.locator(".tc-history").inner_text()


def wait_history(page, text: str, timeout: float = 20.0) -> float:
    """Wait until the page's history shows `text`, without a reload (speed is measured elsewhere)."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        if text in history(page):
            return time.monotonic() - started
        time.sleep(0.02)
    raise AssertionError(f"the page never showed {text!r}; it shows:\n{history(page)}")


def test_a_move_in_one_page_appears_in_the_other_without_a_reload(chromium, voila, open_dashboard):
    first, watch_first = open_dashboard("mythicals.ipynb")
    harness.wait_painted(first, BOARD, timeout=60)
    first.locator(".tc-session-name input").fill(NAME)
    for css, card in (("tc-myth-deal-1a", "purple-1"), ("tc-myth-deal-1b", "red-2"),
                      ("tc-myth-deal-2a", "green-3"), ("tc-myth-deal-2b", "blue-4")):
        choose(first, css, card)
    first.locator("button.tc-myth-setup").click()
    first.wait_for_selector(f".tc-current-session >> text={NAME}")
    first.wait_for_selector(f".tc-follow >> text=Live: {NAME}")

    # A second device opens the same saved game.
    second, watch_second = open_dashboard("mythicals.ipynb")
    harness.wait_painted(second, BOARD, timeout=60)
    harness.resume_after_reload(second, NAME)
    second.wait_for_selector(".tc-myth-status >> text=Turn 1: Anna")
    board_before = harness.canvas_pixels(second, BOARD)

    # Anna reveals on the first page; the second shows it, board and whose turn, without a reload.
    for i, card in enumerate(("purple-2", "red-5", "blue-1"), start=1):
        choose(first, f"tc-myth-reveal-{i}", card)
    first.locator("button.tc-myth-reveal").click()
    first.locator("button.tc-myth-take-purple").click()
    wait_history(first, "collects purple")
    step = history(first).splitlines()[0]
    wait_history(second, step)
    harness.wait_repainted(second, board_before, BOARD, timeout=10)
    second.wait_for_selector(".tc-follow >> text=updated from another page")
    assert history(second) == history(first)

    # The second page plays on from the new state; the first follows in turn.
    second.locator("button.tc-myth-tile-purple-2").click()
    wait_history(second, "takes purple-2")
    step = history(second).splitlines()[0]
    wait_history(first, step)
    first.wait_for_selector(".tc-follow >> text=updated from another page")

    saved = open_session(NAME, [MYTHICALS], Path(voila.data_dir) / "saves", read_only=True)
    assert [line.split(". ", 1)[1] for line in reversed(history(first).splitlines())] == list(saved.steps)
    assert len(saved.steps) == len(set(enumerate(saved.steps)))  # each step once, in order
    for page in (first, second):
        harness.assert_no_traceback(page)
    watch_first.assert_clean()
    watch_second.assert_clean()
