"""Shared set-pieces for the From the Other Side tests: a profile fitted to the rulebook's worked
examples and a table that replays the Phase 1 to Phase 4 examples through real events."""

from __future__ import annotations

from companion.games.other_side.board import SpaceSpec, TileSpec
from companion.games.other_side.events import (
    Explore, Move, PassPlan, PlaceActionTile, PlayAction, SetUp,
)
from companion.games.other_side.profile import validate_profile
from companion.games.other_side.rules import apply, new_game

# Numbers the Phase 4 Example states are kept; everything else is an EXAMPLE value chosen to fit.
EXAMPLE_PROFILE = {
    "example": True,
    "name": "EXAMPLE test profile fitted to the rulebook's Phase 4 Example",
    "hero_die": [1, 2, 3, 4, 5, 6],  # EXAMPLE faces; the Phase 4 Example rolls 2, 3, 2
    # EXAMPLE faces; the Phase 4 Example rolls 2, then 1 with a Wound twice
    "creature_die": [{"value": 1, "wound": True}, {"value": 1}, {"value": 2}, {"value": 3},
                     {"value": 2, "wound": True}, {"value": 0}],
    "breath_token_value": 2,  # Phase 4 Example, fight 1: the token "gives it a +2"
    "creatures": [
        # fight 1: core 4, the penalty doubles the die (Phase 4 Example 2)
        {"id": "C1", "creature_type": "Animal", "mastery": "Weapons", "strength": 4, "icons": ["bestial_fury"]},
        # fight 2: core 4, leaves an Artifact (Phase 4 Example 3)
        {"id": "C2", "creature_type": "Humanoid", "mastery": "Guile", "strength": 4, "artifacts": 1},
        # fight 3: core 5, Wound icon, a Mirror Fragment and an Artifact (Phase 4 Example 4)
        {"id": "C3", "creature_type": "Undead", "mastery": "Magic", "strength": 5, "icons": ["wound"],
         "mirror_fragments": 1, "artifacts": 1},
        {"id": "C4", "creature_type": "Witch", "mastery": "Magic", "strength": 6, "mirror_fragments": 1},
        {"id": "C5", "creature_type": "Witch", "mastery": "Guile", "strength": 3, "mirror_fragments": 1},
        {"id": "C6", "creature_type": "Animal", "mastery": "Guile", "strength": 2, "mirror_fragments": 2},
    ],
    "artifacts": [
        {"id": "A1", "mastery": "Magic", "mastery_strength": 1, "breakage": 6},
        {"id": "A2", "creature_type": "Witch", "type_strength": 2, "breakage": 5},
        {"id": "A3", "range_bonus": 1, "breakage": 4},  # Phase 3 Example: Range of Action +1
        {"id": "A4", "icons": ["shield"], "breakage": 6},
        {"id": "A5", "mastery": "Guile", "mastery_strength": 2},
        {"id": "A6", "creature_type": "Animal", "type_strength": 1, "breakage": 3},
    ],
    "action_cards": [
        # André: 3 + 1 with both Mastery and type matching (Phase 4 Example 2)
        {"id": "AN1", "hero": "andre", "creature_type": "Animal", "type_strength": 1,
         "mastery": "Weapons", "mastery_strength": 3, "range": 2},
        {"id": "AN2", "hero": "andre", "creature_type": "Witch", "type_strength": 2,
         "mastery": "Magic", "mastery_strength": 2, "range": 1, "icons": ["inhibition"]},
        {"id": "AN3", "hero": "andre", "creature_type": "Undead", "type_strength": 1,
         "mastery": "Guile", "mastery_strength": 2, "range": 0, "icons": ["heroic_fury"]},
        {"id": "AN4", "hero": "andre", "creature_type": "Humanoid", "type_strength": 2,
         "mastery": "Weapons", "mastery_strength": 1, "range": 1, "icons": ["heal"]},
        {"id": "AN5", "hero": "andre", "creature_type": "Animal", "type_strength": 1,
         "mastery": "Guile", "mastery_strength": 1, "range": 2, "icons": ["shield"]},
        {"id": "AN6", "hero": "andre", "creature_type": "Witch", "type_strength": 1,
         "mastery": "Magic", "mastery_strength": 1, "range": 1},
        # Marcus: +5 for the Mastery and +2 as first in line (Phase 4 Example 3)
        {"id": "MA1", "hero": "marcus", "creature_type": "Witch", "type_strength": 1,
         "mastery": "Guile", "mastery_strength": 5, "range": 2, "line_condition": "frontline", "line_bonus": 2},
        {"id": "MA2", "hero": "marcus", "creature_type": "Animal", "type_strength": 2,
         "mastery": "Magic", "mastery_strength": 2, "range": 1, "icons": ["too_much_passion"]},
        {"id": "MA3", "hero": "marcus", "creature_type": "Undead", "type_strength": 2,
         "mastery": "Weapons", "mastery_strength": 1, "range": 1},
        {"id": "MA4", "hero": "marcus", "creature_type": "Witch", "type_strength": 3,
         "mastery": "Guile", "mastery_strength": 1, "range": 0, "icons": ["inspiration"]},
        {"id": "MA5", "hero": "marcus", "creature_type": "Humanoid", "type_strength": 1,
         "mastery": "Magic", "mastery_strength": 1, "range": 1, "icons": ["shield"], "one_of_us": ["shield"]},
        {"id": "MA6", "hero": "marcus", "creature_type": "Animal", "type_strength": 1,
         "mastery": "Weapons", "mastery_strength": 1, "range": 1, "line_condition": "backline", "line_bonus": 3},
        # Hansi: +2 against the right Creature (fight 2); +4 for the Mastery, wrong type (fight 3)
        {"id": "HA1", "hero": "hansi", "creature_type": "Humanoid", "type_strength": 2,
         "mastery": "Weapons", "mastery_strength": 3, "range": 2},
        {"id": "HA2", "hero": "hansi", "creature_type": "Witch", "type_strength": 2,
         "mastery": "Magic", "mastery_strength": 4, "range": 2},
        {"id": "HA3", "hero": "hansi", "creature_type": "Animal", "type_strength": 1,
         "mastery": "Guile", "mastery_strength": 1, "range": 1, "icons": ["too_much_passion"]},
        {"id": "HA4", "hero": "hansi", "creature_type": "Undead", "type_strength": 1,
         "mastery": "Weapons", "mastery_strength": 2, "range": 1, "icons": ["magic_step"]},
        {"id": "HA5", "hero": "hansi", "creature_type": "Witch", "type_strength": 1,
         "mastery": "Guile", "mastery_strength": 1, "range": 1, "emanation": 1},
        {"id": "HA6", "hero": "hansi", "creature_type": "Humanoid", "type_strength": 1,
         "mastery": "Magic", "mastery_strength": 1, "range": 1},
        # Frederik: Blessing with no token to remove and a bonus that does not apply (fight 3)
        {"id": "FR1", "hero": "frederik", "creature_type": "Undead", "type_strength": 0,
         "mastery": "Guile", "mastery_strength": 3, "range": 2, "icons": ["blessing"]},
        {"id": "FR2", "hero": "frederik", "creature_type": "Witch", "type_strength": 2,
         "mastery": "Magic", "mastery_strength": 2, "range": 1},
        {"id": "FR3", "hero": "frederik", "creature_type": "Animal", "type_strength": 1,
         "mastery": "Weapons", "mastery_strength": 1, "range": 1},
        {"id": "FR4", "hero": "frederik", "creature_type": "Humanoid", "type_strength": 1,
         "mastery": "Guile", "mastery_strength": 1, "range": 0},
        {"id": "FR5", "hero": "frederik", "creature_type": "Witch", "type_strength": 1,
         "mastery": "Magic", "mastery_strength": 1, "range": 1},
        {"id": "FR6", "hero": "frederik", "creature_type": "Undead", "type_strength": 1,
         "mastery": "Magic", "mastery_strength": 1, "range": 1},
        # the Blind Guardian: five plain EXAMPLE cards
        *({"id": f"BG{k}", "hero": "blind_guardian", "creature_type": "Witch", "type_strength": 1,
           "mastery": "Magic", "mastery_strength": 1, "range": 1} for k in range(1, 6)),
    ],
}

PROFILE = validate_profile(EXAMPLE_PROFILE)

# The Well's tile (green side): a corridor with a torch on every side.
WELL = TileSpec("green", (SpaceSpec("hall", "corridor", ("N", "E", "S", "W")),))
HALL = "0:hall"


def room_tile(name: str, side: str = "blue", torches: tuple[str, ...] = ("N", "E", "S", "W")) -> TileSpec:
    """A Map tile holding a single room (an EXAMPLE layout the players would describe)."""
    return TileSpec(side, (SpaceSpec(name, "room", torches),))


def run(state, *events):
    """The state after the events, applied in order."""
    for e in events:
        state = apply(state, e)
    return state


def setup_four(leader: str = "frederik", seats=("frederik", "hansi", "andre", "marcus")):
    """Four Heroes on the Well, each with the first five of their EXAMPLE cards in hand."""
    hands = {"andre": ("AN1", "AN2", "AN3", "AN4", "AN5"), "marcus": ("MA1", "MA2", "MA3", "MA4", "MA5"),
             "hansi": ("HA1", "HA2", "HA3", "HA4", "HA5"), "frederik": ("FR1", "FR2", "FR3", "FR4", "FR5")}
    return apply(new_game(PROFILE), SetUp(tuple(seats), leader, WELL, "hall", {h: hands[h] for h in seats}))


# Phase 1 for the Phase 4 Example: three rooms explored, Marcus walks in beside the first Creature.
HUNT_EVENTS = (
    Explore("frederik", "N", room_tile("den"), "den", artifact="A1", creatures=("C1",)),
    Explore("hansi", "E", room_tile("lair"), "lair", artifact="A3", creatures=("C2",)),
    Explore("andre", "S", room_tile("crypt"), "crypt", artifact="A2", creatures=("C3",)),
    Move("marcus", ("1:den",)),
)

# Phase 2: the line M b H b F b A b H, built outward from Frederik's tile.
PLAN_EVENTS = (
    PlaceActionTile("frederik", bonds=("left", "right")),
    PlaceActionTile("hansi", "left", bonds=("left",)),
    PlaceActionTile("andre", "right", bonds=("right",)),
    PlaceActionTile("marcus", "left"),
    PassPlan("frederik"),
    PlaceActionTile("hansi", "right"),
    PassPlan("andre"),
    PassPlan("marcus"),
)

# Phase 3: the Fight Lines of the Phase 4 Example.
FIGHT_EVENTS = (
    PlayAction("marcus", "MA1", 2),
    PlayAction("hansi", "HA2", 3),
    PlayAction("frederik", "FR1", 3),
    PlayAction("andre", "AN1", 1),
    PlayAction("hansi", "HA1", 2),
)


def phase4_example():
    """The table at the start of the Phase 4 Example's fights."""
    return run(setup_four(), *HUNT_EVENTS, *PLAN_EVENTS, *FIGHT_EVENTS)
