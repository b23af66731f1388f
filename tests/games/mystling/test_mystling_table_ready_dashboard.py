"""Issue 23, Mystling Academy: what whole games played in the browser found in the page, one test per item."""

from __future__ import annotations

import copy
import html

from companion.games.mystling.game import GAME
from tests.games.mystling.test_mystling_dashboard import duel, press, solo_dash


# item 31: the reading of Conceding shown where the player meets it
def test_the_first_concede_click_says_the_companions_reading_of_conceding():
    dash = duel()
    dash.concede_box.children[1].click()
    assert html.escape(GAME.rulings["conceding"].reading) in dash.message.value and not dash.state.result


# item 26: a Move click beyond Movement or onto the other Mystling says the core's reason
def test_a_move_click_too_far_or_onto_the_enemy_says_why_the_rules_refuse_it():
    dash = solo_dash()
    press(dash, "Go on to resolve")
    press(dash, "Slot 4: Haste")  # Move +1: Arboro's Movement 2 + 1
    offered = dash.board.state.spaces
    enemy = dash.state.enemy.space
    far = next(s.name for s in dash.state.profile.arena.spaces if s.name not in offered and s.name != enemy)
    for space, why in ((far, "it is more than 3 moves away"), (enemy, "the other Mystling stands there")):
        before = copy.deepcopy(dash.state)
        dash.board.pick(f"space:{space}")
        said = html.unescape(dash.message.value)
        assert dash.state == before
        assert f"Not on {space}: Arboro cannot end this Move on {space}: {why}" in said
        assert "It moves up to 3 spaces" in said
        assert "Where does the Move end" not in said
