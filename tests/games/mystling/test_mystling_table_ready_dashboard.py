"""Issue 23, Mystling Academy: what whole games played in the browser found in the page, one test per item."""

from __future__ import annotations

import copy
import datetime
import html
import json
from dataclasses import replace

from companion.games.mystling.events import EnemyDraw
from companion.games.mystling.game import GAME
from companion.games.mystling.options import enemy_attack_odds
from companion.games.mystling.profile import EXAMPLE_PROFILE
from tests.games.mystling.test_mystling_dashboard import (dealt_duel, duel, press, solo_dash,
                                                           to_the_enemy_turn)
from widgets.games.mystling.dashboard import MystlingDashboard


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


# item 29: the Enemy deck panel's words
def test_the_enemy_deck_panel_says_the_last_card_is_certain_and_waits_for_the_retreat():
    dash = solo_dash()
    state = dash.state
    last = replace(state, enemy=replace(state.enemy, deck=("EXAMPLE Attack 2",), top=""))
    dash.enemy_deck.show(GAME.options(last), enemy_attack_odds(last))
    text = html.unescape(dash.enemy_deck.text.value)
    assert "EXAMPLE Attack 2</b> (the last card left, certain)" in text and "one of the" not in text
    to_the_enemy_turn(dash)
    dash.report.value = EnemyDraw("EXAMPLE Attack 2")  # B: Deal 2 in range 2, then Retreat
    dash.report_draw()
    text = html.unescape(dash.enemy_deck.text.value)
    assert "worked out once the Enemy's Retreat is done" in text and "from where you both stand now" not in text


# item 30: the Taming report beside the Taming card; the last one asks twice, as Concede does
def test_the_last_taming_condition_asks_for_a_second_click_before_it_ends_the_combat():
    dash = solo_dash()
    assert not any(c.startswith("Taming condition") for c in dash.prompt.choices)
    dash.tame_box.children[0].click()
    assert dash.state.enemy.tamed == 1 and not dash.state.result
    last = dash.tame_box.children[0]
    assert "the last one" in last.description
    last.click()
    assert not dash.state.result and "click the button again" in dash.message.value
    dash.tame_box.children[0].click()
    assert dash.state.result == "tame"


# item 32: a refused profile upload is said beside the Upload button, naming the field as the form does
def test_an_uploaded_profile_with_arboros_health_0_is_refused_beside_the_upload_naming_arboro_health():
    dash = MystlingDashboard()
    panel = dash.profile_panel
    raw = copy.deepcopy(dict(EXAMPLE_PROFILE))
    raw["mystlings"][0]["health"] = 0
    before = copy.deepcopy(dash.session.profile)
    data = json.dumps(raw).encode()
    panel.upload.value = ({"name": "mine.json", "type": "application/json", "size": len(data), "content": data,
                           "last_modified": datetime.datetime(2026, 1, 1)},)
    said = html.unescape(panel.import_message.value)
    assert "Arboro: Health: must be at least 1" in said and "mystlings[0]" not in said.lower()
    assert panel.message.value == "" and dash.session.profile == before
    at = list(panel.children).index(panel.import_message)
    assert panel.upload in panel.children[at - 1].children[1].children  # the row just above holds the Upload button


# item 33: no Bonus Action row before the first turn (it showed White's during Black's mulligan)
def test_during_blacks_mulligan_no_bonus_action_row_shows_whites_actions():
    dash = dealt_duel()
    press(dash, "Keep")  # White keeps; Black's mulligan is asked
    assert dash.state.pending[0].kind == "mulligan" and dash.state.players[dash.state.pending[0].side].player == "Black"
    assert dash.bonus_box.children == ()
    press(dash, "Keep")
    assert dash.bonus_box.children  # White's first turn: White's Bonus Actions
