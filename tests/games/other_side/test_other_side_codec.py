"""Every event, and a mid-game state, survive the trip through JSON unchanged."""

import json

import pytest

from companion.codec import event_from_json, event_to_json, from_jsonable, to_jsonable
from companion.games.other_side.board import SpaceSpec, TileSpec
from companion.games.other_side.events import (
    EVENT_TYPES, DiscardInstead, DragonAwakens, Explore, Move, PassPlan, PlaceActionTile,
    PlayAction, Restore, ResolveFight, SetUp, Settings, StayPut,
)
from companion.games.other_side.game import OTHER_SIDE
from companion.games.other_side.state import OtherSideState
from tests.games.other_side.other_side_helpers import WELL, phase4_example

SAMPLES = [
    SetUp(("hansi", "marcus"), "hansi", WELL, "hall", {"hansi": ("HA1",), "marcus": ("MA1",)},
          Settings(breakage_uses_doubled_die=True)),
    Explore("hansi", "N", TileSpec("blue", (SpaceSpec("r", "room", ("E", "S")), SpaceSpec("c", "corridor")),
                                   openings=(("r", "c"),), joins=(("c", "0:hall"),)), "r", "A1", ("C1",)),
    Move("marcus", ("1:r", "1:c"), ("C2",)),
    StayPut("andre"),
    PlaceActionTile("hansi", "left", ("left", "right")),
    PassPlan("marcus"),
    PlayAction("hansi", "HA1", 2, "A3", ("HA2",), "marcus", ("HA6",), "0:hall"),
    DiscardInstead("marcus", None),
    ResolveFight(1, 3, None, False, True, ("A4",)),
    Restore("frederik", ("FR1", "FR2"), 1),
    DragonAwakens(),
]


def test_every_event_type_has_a_sample():
    assert {type(e).__name__ for e in SAMPLES} == set(EVENT_TYPES) == set(OTHER_SIDE.event_types)


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: type(e).__name__)
def test_event_round_trip_through_json(event):
    text = json.dumps(event_to_json(event))
    assert event_from_json(json.loads(text), EVENT_TYPES) == event


def test_a_mid_battle_state_round_trips_through_json():
    state = phase4_example()
    text = json.dumps(to_jsonable(state))
    assert from_jsonable(json.loads(text), OtherSideState) == state
