"""The keyboard's way to a click on the board (issue #22 item 6): each highlighted shape a click would act on
is also a button in the now panel, and pressing it does what the click does."""

from __future__ import annotations

from tests.games.fall.test_fall_dashboard import _playing
from tests.games.mystling.test_mystling_dashboard import duel, press


def _buttons(dash):
    return {b.description: b for b in dash.board_picks_row.children if hasattr(b, "click")}


def test_the_fall_weighs_an_attack_from_a_button_as_from_a_click_on_the_region():
    dash = _playing()
    region = dash.options().offers["attack_regions"][0]
    kind = dash.state.board.region(region).type
    buttons = _buttons(dash)
    assert f"Weigh an attack on the {kind} ({region})" in buttons  # the region as the players say it
    assert not any(name.startswith("Move") for name in buttons)  # moves are in "Your moves" already
    buttons[f"Weigh an attack on the {kind} ({region})"].click()
    assert f"Attack on the Enemies in {region}" in dash.odds.value and dash.attack.layout.display is None
    dash.attack.click()
    assert dash.state.attack is not None


def test_mystling_moves_to_a_space_from_a_button_as_from_a_click_on_the_arena():
    dash = duel()
    press(dash, "Go on to resolve")
    press(dash, "Slot 4: Haste")
    offered = dash.board.state.spaces
    buttons = _buttons(dash)
    assert sorted(buttons) == sorted(f"Space {s}" for s in offered) and "Space 1,1" in buttons
    buttons["Space 1,1"].click()
    assert dash.state.players[0].space == "1,1"
    assert "Space 1,1" not in _buttons(dash)  # the move is made: no space is offered for it any more
