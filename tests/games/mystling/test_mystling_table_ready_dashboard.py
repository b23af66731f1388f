"""Issue 23, Mystling Academy: what whole games played in the browser found in the page, one test per item."""

from __future__ import annotations

import html

from companion.games.mystling.game import GAME
from tests.games.mystling.test_mystling_dashboard import duel


# item 31: the reading of Conceding shown where the player meets it
def test_the_first_concede_click_says_the_companions_reading_of_conceding():
    dash = duel()
    dash.concede_box.children[1].click()
    assert html.escape(GAME.rulings["conceding"].reading) in dash.message.value and not dash.state.result
