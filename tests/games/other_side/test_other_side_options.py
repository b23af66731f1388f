"""The read-only helpers a dashboard asks: what is legal next, and what must be reported."""

from companion.games.other_side.options import (
    attach_ends, creatures_due_for_move, move_destinations, next_fight_space, playable_cards,
)
from tests.games.other_side.other_side_helpers import (
    HUNT_EVENTS, PLAN_EVENTS, phase4_example, run, setup_four,
)


def test_marcus_may_step_into_any_explored_room_for_a_breath_token():
    state = run(setup_four(), *HUNT_EVENTS[:3])
    assert move_destinations(state, "marcus") == {"1:den": 0, "2:lair": 0, "3:crypt": 0}
    assert creatures_due_for_move(state, "1:den") == 0  # its Target token is already there


def test_playable_cards_say_how_many_discards_range_still_needs():
    state = run(setup_four(), *HUNT_EVENTS, *PLAN_EVENTS)
    options = {(p.card, p.space): p for p in playable_cards(state, "marcus")}
    assert options[("MA1", 2)].discards_needed == 0
    assert options[("MA5", 2)].discards_needed == 1  # Range 1 against a distance of 2
    assert ("MA3", 2) not in options  # neither type nor Mastery matches


def test_line_ends_open_to_the_next_tile_and_the_next_fight():
    state = run(setup_four(), *HUNT_EVENTS, *PLAN_EVENTS[:2])
    assert attach_ends(state) == ("left", "right")
    assert next_fight_space(phase4_example()) == 1
