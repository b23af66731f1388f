"""Phase 1: Hunt! — the rulebook's Phase 1 Example and the rules around it."""

from dataclasses import replace

import pytest

from companion.errors import RuleError
from companion.games.other_side.board import SpaceSpec, TileSpec, open_torches
from companion.games.other_side.events import Explore, Move, SetUp
from companion.games.other_side.rules import apply, new_game
from companion.games.other_side.state import hero_state
from tests.games.other_side.other_side_helpers import PROFILE, WELL, room_tile, run

TWO_ROOMS = TileSpec("blue", (SpaceSpec("corr", "corridor", ("E",)), SpaceSpec("r1", "room", ("S",)),
                              SpaceSpec("r2", "room")),
                     openings=(("corr", "r1"), ("corr", "r2")))


def three_heroes():
    hands = {"hansi": ("HA1", "HA2", "HA3", "HA4", "HA5"), "marcus": ("MA1", "MA2", "MA3", "MA4", "MA5"),
             "andre": ("AN1", "AN2", "AN3", "AN4", "AN5")}
    return apply(new_game(PROFILE), SetUp(("hansi", "marcus", "andre"), "hansi", WELL, "hall", hands))


def test_phase1_example_hansi_explores_marcus_follows_andre_finds_two_rooms():
    state = three_heroes()
    # Hansi places the tile so he steps straight into its (blue) room: an Artifact and a Creature.
    state = apply(state, Explore("hansi", "N", room_tile("blue_room"), "blue_room", artifact="A3",
                                 creatures=("C1",)))
    assert hero_state(state, "hansi").space == "1:blue_room"
    assert "A3" in hero_state(state, "hansi").hand
    assert state.battle[0].card == "C1" and state.battle[0].room == "1:blue_room"
    assert state.map_tiles_left == 13
    # Marcus moves into the same room: its Target token means breath above Hansi's Creature.
    state = apply(state, Move("marcus", ("1:blue_room",)))
    assert state.breath[:2] == ("up", "")
    assert state.battle[1] is None
    # André's tile has two rooms: two Creatures and two Target tokens, one per room.
    state = apply(state, Explore("andre", "E", TWO_ROOMS, "corr", creatures=("C2", "C3")))
    assert [s.room for s in state.battle[:3]] == ["1:blue_room", "2:r1", "2:r2"]
    assert hero_state(state, "andre").hand == ("AN1", "AN2", "AN3", "AN4", "AN5")  # a corridor: no Artifact
    # Next turn he may only explore towards the torches of the space he now stands in.
    assert open_torches(state.board, "2:corr") == ("E",)
    assert state.phase == "plan"


def test_exploring_needs_a_torch_of_the_heros_own_space():
    state = apply(three_heroes(), Explore("hansi", "E", TWO_ROOMS, "corr", creatures=("C1", "C2")))
    state = replace(state, current=0)  # hand Hansi another go, standing in the corridor
    with pytest.raises(RuleError, match="torch") as err:
        apply(state, Explore("hansi", "S", room_tile("x", side="green"), "x", artifact="A1", creatures=("C3",)))
    assert "Golden Rule of Exploration" in err.value.section


def test_entering_a_room_while_exploring_earns_an_artifact_but_a_corridor_does_not():
    state = three_heroes()
    with pytest.raises(RuleError, match="Artifact"):
        apply(state, Explore("hansi", "N", room_tile("r"), "r", creatures=("C1",)))
    with pytest.raises(RuleError, match="Artifact"):
        apply(state, Explore("hansi", "E", TWO_ROOMS, "corr", artifact="A1", creatures=("C1", "C2")))


def test_each_room_reveals_exactly_one_creature():
    with pytest.raises(RuleError, match="2 Creature card"):
        apply(three_heroes(), Explore("hansi", "E", TWO_ROOMS, "corr", creatures=("C1",)))


def test_full_battle_board_brings_face_up_breath_instead_of_creatures():
    state = run(three_heroes(),
                Explore("hansi", "E", TWO_ROOMS, "corr", creatures=("C1", "C2")),
                Explore("marcus", "W", TWO_ROOMS, "corr", creatures=("C3", "C4")))
    assert all(s is not None for s in state.battle)
    state = apply(state, Explore("andre", "N", room_tile("r"), "r", artifact="A1"))
    assert state.breath == ("up",) + ("",) * 7


def test_an_extra_step_costs_a_breath_token_and_investigation_adds_breath_per_target():
    state = run(three_heroes(),
                Explore("hansi", "E", TWO_ROOMS, "corr", creatures=("C1", "C2")),
                Move("marcus", ("1:corr", "1:r1")))
    # one token for the extra step (first empty slot), one above each Creature on the tile
    assert state.breath[:4] == ("up", "up", "up", "")
    assert hero_state(state, "marcus").space == "1:r1"


def test_a_move_is_one_step_or_two_never_three():
    state = apply(three_heroes(), Explore("hansi", "E", TWO_ROOMS, "corr", creatures=("C1", "C2")))
    with pytest.raises(RuleError, match="1 step, plus 1 extra step"):
        apply(state, Move("marcus", ("1:corr", "1:r1", "1:corr")))
    with pytest.raises(RuleError, match="walls"):
        apply(state, Move("marcus", ("1:r1",)))


def test_moving_onto_a_tile_without_targets_reveals_its_creatures():
    state = run(three_heroes(),
                Explore("hansi", "N", room_tile("r"), "r", artifact="A1", creatures=("C1",)))
    # Hansi's Creature is removed from the board (say it was fought), then Marcus walks in.
    state = replace(state, battle=(None,) * 4)
    with pytest.raises(RuleError, match="1 Creature card"):
        apply(state, Move("marcus", ("1:r",)))
    state = apply(state, Move("marcus", ("1:r",), creatures=("C5",)))
    assert state.battle[0].card == "C5" and state.breath == ("",) * 8


def test_heroes_hunt_in_turn_order_from_the_leader():
    with pytest.raises(RuleError, match="Hansi the Minstrel's turn") as err:
        apply(three_heroes(), Move("marcus", ("0:hall",)))
    assert err.value.section == "Phase 1: Hunt!"
