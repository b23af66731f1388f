"""Dragon Rock's map: the golden rules of tiles, exploration, range and movement."""

import pytest

from companion.errors import RuleError
from companion.games.other_side.board import (
    SpaceSpec, TileSpec, legal_destinations, movement_distance, open_torches, place_tile,
    range_distance, range_space, start_board,
)


def corridor_map():
    """The 'Difference Between Range of Action and Movement' picture, as an EXAMPLE layout:
    a corridor running across three tiles, the Creature's room off its far end, and
    Frederik's room opening onto the corridor's middle part."""
    board = start_board(TileSpec("green", (SpaceSpec("c", "corridor", ("E",)),)))
    board = place_tile(board, TileSpec("blue", (SpaceSpec("c", "corridor", ("E",)),
                                               SpaceSpec("frederik_room", "room")),
                                       openings=(("c", "frederik_room"),)), "0:c", "E", "c")
    board = place_tile(board, TileSpec("green", (SpaceSpec("c", "corridor"),
                                                SpaceSpec("lair", "room"),
                                                SpaceSpec("far_room", "room")),
                                       openings=(("c", "lair"), ("lair", "far_room"))), "1:c", "E", "c")
    return board


def test_marcus_needs_range_1_but_three_steps_to_reach_the_creature():
    board = corridor_map()
    assert range_distance(board, "0:c", "2:lair") == 1  # the corridor is one space for range
    assert movement_distance(board, "0:c", "2:lair") == 3  # 2 tile-to-tile steps + corridor-to-room


def test_frederik_needs_range_0_in_his_room_and_2_for_the_other_rooms():
    board = corridor_map()
    assert range_distance(board, "1:frederik_room", "1:frederik_room") == 0
    assert range_distance(board, "1:frederik_room", "2:lair") == 2  # room to corridor to room
    assert range_distance(board, "2:lair", "2:far_room") == 1  # room to adjacent room


def test_a_corridor_over_several_tiles_is_one_space_for_range():
    board = corridor_map()
    assert range_space(board, "0:c") == range_space(board, "1:c") == range_space(board, "2:c")
    assert range_space(board, "2:lair") != range_space(board, "2:c")


def test_movement_goes_only_through_openings():
    board = corridor_map()
    assert legal_destinations(board, "1:c") == ("0:c", "1:frederik_room", "2:c")
    assert legal_destinations(board, "0:c", steps=2) == ("1:c", "1:frederik_room", "2:c")
    assert movement_distance(board, "1:frederik_room", "2:far_room") == 4


def test_golden_rule_of_the_map_tiles_blue_only_beside_green():
    board = start_board(TileSpec("green", (SpaceSpec("well", "room", ("N", "E")),)))
    with pytest.raises(RuleError, match="blue side") as err:
        place_tile(board, TileSpec("green", (SpaceSpec("r", "room"),)), "0:well", "N", "r")
    assert err.value.section == "Golden Rule of the Map Tiles"
    board = place_tile(board, TileSpec("blue", (SpaceSpec("r", "room", ("E",)),)), "0:well", "N", "r")
    # The cell east of the new tile also touches... nothing else; it must be green beside blue.
    with pytest.raises(RuleError):
        place_tile(board, TileSpec("blue", (SpaceSpec("s", "room"),)), "1:r", "E", "s")


def test_golden_rule_of_exploration_needs_a_torch_in_the_heros_space():
    board = start_board(TileSpec("blue", (SpaceSpec("well", "room", ("S",)),)))
    assert open_torches(board, "0:well") == ("S",)
    with pytest.raises(RuleError, match="torch"):
        place_tile(board, TileSpec("green", (SpaceSpec("r", "room"),)), "0:well", "N", "r")
    board = place_tile(board, TileSpec("green", (SpaceSpec("r", "room"),)), "0:well", "S", "r")
    assert open_torches(board, "0:well") == ()  # that torch now faces a placed tile


def test_a_new_tile_may_open_onto_other_neighbours():
    board = start_board(TileSpec("green", (SpaceSpec("a", "corridor", ("N", "E")),)))
    board = place_tile(board, TileSpec("blue", (SpaceSpec("b", "corridor", ("E",)),)), "0:a", "N", "b")
    board = place_tile(board, TileSpec("blue", (SpaceSpec("d", "room", ("N",)),)), "0:a", "E", "d")
    # The cell north-east touches both blue tiles: it is green, and opens onto both.
    board = place_tile(board, TileSpec("green", (SpaceSpec("e", "room"),), joins=(("e", "2:d"),)),
                       "1:b", "E", "e")
    assert movement_distance(board, "1:b", "2:d") == 2
    with pytest.raises(RuleError, match="not a space on a tile beside"):
        place_tile(start_board(TileSpec("green", (SpaceSpec("a", "room", ("N",)),))),
                   TileSpec("blue", (SpaceSpec("x", "room"),), joins=(("x", "9:zz"),)), "0:a", "N", "x")
