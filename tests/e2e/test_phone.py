"""The phone layout (issue #16, point 3): at 390x844 the board and the current step fit the width.

On both built games (Mythicals and From the Other Side): nothing scrolls sideways, the board is
painted, and the current step's controls are visible and inside the screen's width.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.games.mythicals.game import MYTHICALS
from companion.games.other_side.game import OTHER_SIDE
from companion.journal import SessionFileError
from companion.storage import new_session
from tests.e2e import harness

PHONE = {"width": 390, "height": 844}
GAMES = [
    ("mythicals.ipynb", "canvas.tc-myth-board", "button.tc-myth-setup"),
    ("other_side.ipynb", "canvas.tc-ots-map", "button.tc-ots-setup"),
]
GAME_OF = {"mythicals.ipynb": MYTHICALS, "other_side.ipynb": OTHER_SIDE}


def assert_within_width(page, selector: str) -> None:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, f"{selector} is not laid out"
    assert box["x"] >= -1 and box["x"] + box["width"] <= PHONE["width"] + 1, f"{selector} sticks out: {box}"


@pytest.mark.parametrize("notebook, board, step", GAMES)
def test_phone_viewport_fits_paints_and_shows_the_step(voila, open_dashboard, notebook, board, step):
    # A saved game with a long name and last step in the list, as after an evening of play.
    game = GAME_OF[notebook]
    name = f"phone {game.name} a long evening at the big table with every friend"
    try:
        new_session(game, name, folder=Path(voila.data_dir) / "saves").close()
    except SessionFileError:  # already saved by an earlier run in this server
        pass
    page, watch = open_dashboard(notebook, **PHONE)
    harness.wait_painted(page, board, timeout=60)
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(500)  # the last widget updates settle the layout
    harness.assert_no_traceback(page)
    harness.assert_no_sideways_scroll(page)
    button = page.locator(step).first
    button.scroll_into_view_if_needed()
    assert button.is_visible() and button.is_enabled()
    assert_within_width(page, step)
    assert_within_width(page, board)
    assert_within_width(page, ".tc-follow")
    watch.assert_clean()
