"""A golden two-Hero game, from setup to Phylax rising from the Well, replayed from its log."""

import json

from companion.codec import event_from_json, event_to_json
from companion.games.other_side.board import SpaceSpec, TileSpec
from companion.games.other_side.events import (
    EVENT_TYPES, DragonAwakens, Explore, Move, PassPlan, PlaceActionTile, PlayAction, Restore,
    ResolveFight, SetUp,
)
from companion.games.other_side.game import OTHER_SIDE
from companion.games.other_side.rules import new_game
from companion.games.other_side.state import hero_state
from tests.games.other_side.other_side_helpers import PROFILE, WELL, room_tile

# An EXAMPLE layout: a corridor with torches all round and two rooms off it.
TWO_ROOMS = TileSpec("blue", (SpaceSpec("corr", "corridor", ("N", "E", "S", "W")), SpaceSpec("r1", "room"),
                              SpaceSpec("r2", "room")), openings=(("corr", "r1"), ("corr", "r2")))

LOG = (
    SetUp(("hansi", "marcus"), "hansi", WELL, "hall",
          {"hansi": ("HA1", "HA2", "HA3", "HA4", "HA5"), "marcus": ("MA1", "MA2", "MA3", "MA4", "MA5")}),
    # Turn 1: two rooms explored, two fights, one lost.
    Explore("hansi", "N", room_tile("den"), "den", artifact="A1", creatures=("C1",)),
    Explore("marcus", "E", room_tile("lair"), "lair", artifact="A2", creatures=("C2",)),
    PlaceActionTile("hansi", bonds=("right",)),
    PlaceActionTile("marcus", "right", bonds=("right",)),
    PlaceActionTile("hansi", "right", bonds=("right",)),
    PassPlan("marcus"),
    PassPlan("hansi"),
    PlayAction("hansi", "HA3", 1),
    PlayAction("marcus", "MA1", 2),
    PlayAction("hansi", "HA1", 2),
    ResolveFight(1, 6, 2),
    ResolveFight(2, 1, 3, artifacts_drawn=("A4",)),
    Restore("hansi", ("HA6", "HA3")),  # the deck runs out: the discards are shuffled in
    Restore("marcus", ("MA6",)),  # a hand of 6 draws only 1
    DragonAwakens(),
    # Turn 2: Marcus leads, pays a token for an extra step; the head emerges.
    Move("marcus", ("0:hall", "1:den"), creatures=("C3",)),
    Explore("hansi", "N", room_tile("nest", side="green"), "nest", artifact="A3", creatures=("C4",)),
    PlaceActionTile("marcus", bonds=("right",)),
    PlaceActionTile("hansi", "right", bonds=("right",)),
    PassPlan("marcus"),
    PassPlan("hansi"),
    PlayAction("marcus", "MA3", 1),
    PlayAction("hansi", "HA2", 2),
    ResolveFight(1, 1, 1, creature_wound=True),
    ResolveFight(2, 2, 0),
    Restore("marcus", ("MA1",)),
    Restore("hansi", ("HA1",)),
    DragonAwakens(),
    # Turn 3: nobody fights; unconfronted Creatures breathe; the torso emerges.
    Explore("hansi", "E", TWO_ROOMS, "corr", creatures=("C5", "C6")),
    Move("marcus", ("3:nest",), creatures=("C1",)),
    PassPlan("hansi"),
    PassPlan("marcus"),
    Restore("hansi", ()),
    Restore("marcus", ()),
    DragonAwakens(),
    # Turn 4: the legs; Phylax is out.
    # C2, won in turn 1 without a Mirror Fragment, went to the discards and is back in the deck.
    Move("marcus", ("4:corr",), creatures=("C3", "C2")),
    Move("hansi", ("4:r1",)),
    PassPlan("marcus"),
    PassPlan("hansi"),
    Restore("marcus", ()),
    Restore("hansi", ()),
    DragonAwakens(),
)


def replay(events):
    state = new_game(PROFILE)
    steps = []
    for e in events:
        steps.append(OTHER_SIDE.describe(state, e))
        state = OTHER_SIDE.apply(state, e)
    return state, steps


def test_golden_game_ends_with_phylax_fully_emerged():
    state, steps = replay(LOG)
    assert state.outcome == "lost" and state.phase == "over" and state.turn == 4
    assert state.dragon_tiles == 3 and state.fragments == 1
    assert [f.won for f in state.fights] == [False, True, False, True]
    assert steps[11:13] == ["Fight 1: Heroes 7 vs Creature 8, lost", "Fight 2: Heroes 10 vs Creature 7, won"]
    assert steps[24] == "Fight 1: Heroes 3 vs Creature 10, lost"
    marcus = hero_state(state, "marcus")
    assert (marcus.bonds_ready, marcus.bonds_wounded) == (2, 3)  # three Wounds in turn 2's lost fight
    assert state.conquered == ("C4",)  # C2 gave no Mirror Fragment: discarded (won_without_fragment_discarded)


def test_dragon_tiles_rise_one_turn_at_a_time():
    ends = [i for i, e in enumerate(LOG) if isinstance(e, DragonAwakens)]
    tiles = [replay(LOG[:i + 1])[0].dragon_tiles for i in ends]
    assert tiles == [0, 1, 2, 3]


def test_replaying_the_log_gives_the_same_state_even_through_json():
    first, _ = replay(LOG)
    again, _ = replay(LOG)
    saved = json.dumps([event_to_json(e) for e in LOG])
    loaded = tuple(event_from_json(d, EVENT_TYPES) for d in json.loads(saved))
    assert loaded == LOG
    assert replay(loaded)[0] == first == again
