"""Phase 5: Restoration and Phase 6: Dragon's Awakening, continuing the rulebook's Phase 4 Example."""

from dataclasses import replace

import pytest

from companion.errors import RuleError
from companion.games.other_side.board import SpaceSpec, TileSpec
from companion.games.other_side.events import (
    DragonAwakens, Explore, Move, PassPlan, PlaceActionTile, PlayAction, ResolveFight, Restore, SetUp,
)
from companion.games.other_side.rules import apply, new_game
from companion.games.other_side.state import hero_state
from tests.games.other_side.other_side_helpers import PROFILE, WELL, phase4_example, room_tile, run
from tests.games.other_side.test_other_side_battle import FIGHT_1, FIGHT_2, FIGHT_3
from tests.games.other_side.test_other_side_board import corridor_map


def after_battle():
    return run(phase4_example(), FIGHT_1, FIGHT_2, FIGHT_3)


def test_draws_are_one_plus_each_link_side_bond_token_in_the_line():
    state = after_battle()
    # André's only token in the line is wounded: he draws just 1.
    with pytest.raises(RuleError, match="draws 1 card"):
        run(state, Restore("andre", ("AN6", "AN1")))
    # Frederik has one Link-side token left: 2 cards; his deck runs dry, so his discards
    # are shuffled into a new deck and the second card comes from there.
    state = run(state, Restore("frederik", ("FR6", "FR1")))
    f = hero_state(state, "frederik")
    assert f.hand[-2:] == ("FR6", "FR1") and f.discard == () and f.deck == ()
    assert (f.bonds_ready, f.bonds_wounded) == (3, 1)  # his tokens came home, one on the Wound side
    assert all(i.hero != "frederik" for i in state.line)


def test_a_hand_of_seven_draws_nothing_and_a_hand_of_six_draws_one():
    state = after_battle()
    f = hero_state(state, "frederik")
    full = replace(state, heroes=tuple(replace(h, hand=h.hand + ("X1", "X2")) if h is f else h
                                       for h in state.heroes))
    run(full, Restore("frederik", ()))
    six = replace(state, heroes=tuple(replace(h, hand=h.hand + ("X1",)) if h is f else h
                                      for h in state.heroes))
    with pytest.raises(RuleError, match="draws 1 card"):
        run(six, Restore("frederik", ("FR6", "FR1")))


def test_healing_a_wound_costs_a_face_down_breath_token():
    state = run(after_battle(), Restore("hansi", ("HA6",), heal_wounds=1))
    h = hero_state(state, "hansi")
    assert (h.bonds_ready, h.bonds_wounded) == (4, 0)
    assert state.breath[:2] == ("up", "down")
    with pytest.raises(RuleError, match="cannot heal 2"):
        run(state, Restore("marcus", ("MA6",), heal_wounds=2))
    with pytest.raises(RuleError, match="already restored"):
        run(state, Restore("hansi", ()))


def test_dragons_awakening_after_the_example_raises_the_head():
    state = run(after_battle(), Restore("andre", ("AN6",)), Restore("marcus", ("MA6",)),
                Restore("hansi", ("HA6",)), Restore("frederik", ("FR6", "FR1")))
    assert state.phase == "awakening"
    # Marcus and Frederik share the den: 2 tokens, with the 1 already there: 3 bring out the head.
    state = run(state, DragonAwakens())
    assert state.dragon_tiles == 1 and state.breath == ("",) * 8
    assert state.phase == "hunt" and state.turn == 2 and state.leader == 1  # Hansi leads now


def awakening(breath, dragon_tiles=0, spaces=None):
    state = run(after_battle(), Restore("andre", ("AN6",)), Restore("marcus", ("MA6",)),
                Restore("hansi", ("HA6",)), Restore("frederik", ("FR6", "FR1")))
    if spaces:
        state = replace(state, board=corridor_map(), heroes=tuple(
            replace(h, space=s) for h, s in zip(state.heroes, spaces)))
    return replace(state, breath=breath, dragon_tiles=dragon_tiles)


def test_heroes_in_one_corridor_across_tiles_crowd_the_same_space():
    state = awakening(("",) * 8, spaces=("0:c", "1:c", "2:c", "2:lair"))
    state = run(state, DragonAwakens())  # 3 in the corridor: 3 tokens, the head emerges
    assert state.dragon_tiles == 1
    state = awakening(("",) * 8, spaces=("0:c", "1:frederik_room", "2:lair", "2:far_room"))
    state = run(state, DragonAwakens())  # all apart: just 1 token
    assert state.dragon_tiles == 0 and state.breath == ("up",) + ("",) * 7


def test_once_the_head_is_out_three_tokens_are_not_enough_and_they_slide_left_face_up():
    state = awakening(("", "down", "", "", "up", "", "", ""), dragon_tiles=1,
                      spaces=("0:c", "1:frederik_room", "2:lair", "2:far_room"))
    state = run(state, DragonAwakens())
    assert state.dragon_tiles == 1 and state.breath == ("up", "up", "up", "", "", "", "", "")


def test_the_torso_needs_four_and_takes_the_leftmost_tokens():
    state = awakening(("up", "down", "", "up", "", "", "down", "up"), dragon_tiles=1,
                      spaces=("0:c", "1:frederik_room", "2:lair", "2:far_room"))
    state = run(state, DragonAwakens())  # 5 + 1 = 6 tokens: 4 go, 2 stay, face up, slid left
    assert state.dragon_tiles == 2 and state.breath == ("up", "up") + ("",) * 6


def test_the_legs_need_five_and_then_phylax_is_out_and_the_heroes_lose():
    state = awakening(("up", "down", "up", "up", "", "", "", ""), dragon_tiles=2,
                      spaces=("0:c", "1:frederik_room", "2:lair", "2:far_room"))
    state = run(state, DragonAwakens())
    assert state.dragon_tiles == 3 and state.outcome == "lost" and state.phase == "over"


def test_the_blind_guardian_must_heal_every_wound_for_breath():
    hands = {"andre": ("AN1", "AN2", "AN3", "AN4", "AN5"), "marcus": ("MA1", "MA2", "MA3", "MA4", "MA5"),
             "hansi": ("HA1", "HA2", "HA3", "HA4", "HA5"), "frederik": ("FR1", "FR2", "FR3", "FR4", "FR5"),
             "blind_guardian": ("BG1", "BG2", "BG3", "BG4", "BG5")}
    seats = ("blind_guardian", "andre", "marcus", "hansi", "frederik")
    state = apply(new_game(PROFILE), SetUp(seats, "blind_guardian", WELL, "hall", hands))
    state = run(state,
                Explore("blind_guardian", "N", room_tile("r"), "r", artifact="A1", creatures=("C4",)),
                Explore("andre", "E", TileSpec("blue", (SpaceSpec("c", "corridor"),)), "c"),
                Explore("marcus", "S", TileSpec("blue", (SpaceSpec("c", "corridor"),)), "c"),
                Explore("hansi", "W", TileSpec("blue", (SpaceSpec("c", "corridor"),)), "c"),
                Move("frederik", ("1:r",)),
                PlaceActionTile("blind_guardian", bonds=("right",)),
                *(PassPlan(h) for h in seats[1:]), PassPlan("blind_guardian"),
                PlayAction("blind_guardian", "BG1", 1))
    # The Witch C4: 6 + one face-up token (2) + die 3 = 11 against 1 + 1 + die 1 = 3: lost.
    state = run(state, ResolveFight(1, 1, 3))
    assert state.fights[-1].wounds == ("blind_guardian",)
    for h in seats[1:]:
        state = run(state, Restore(h, (f"{h[:2].upper()}6",)))
    with pytest.raises(RuleError, match="Blind Guardian must flip every") as err:
        run(state, Restore("blind_guardian", ("BG1",)))
    assert err.value.section == "Blind Guardian's Special Rule"
    before = sum(1 for b in state.breath if b)
    state = run(state, Restore("blind_guardian", ("BG1",), heal_wounds=1))
    assert sum(1 for b in state.breath if b) == before + 1
    assert hero_state(state, "blind_guardian").bonds_wounded == 0
