"""Phase 2: Tactical Plan — the Initiative Line of the rulebook's example, and its limits."""

from dataclasses import replace

import pytest

from companion.errors import RuleError
from companion.games.other_side.events import PassPlan, PlaceActionTile
from companion.games.other_side.state import current_hero, hero_state
from tests.games.other_side.other_side_helpers import HUNT_EVENTS, run, setup_four

SEATS = ("hansi", "marcus", "andre", "frederik")


def at_plan():
    """Hansi leads; the Heroes hunt as in the Phase 4 set-piece, in this turn order."""
    hunt = [replace(e, hero=h) for e, h in zip(HUNT_EVENTS, SEATS)]
    return run(setup_four("hansi", SEATS), *hunt)


def shape(line):
    return [("T" if i.kind == "tile" else "b") + i.hero[0].upper() for i in line]


def test_phase2_example_creation_of_the_initiative_line():
    state = at_plan()
    assert state.phase == "plan" and current_hero(state) == "hansi"
    state = run(state,
                PlaceActionTile("hansi", bonds=("right",)),  # 1. Hansi starts, one Bond token
                PlaceActionTile("marcus", "right", bonds=("left", "right")),  # 2. Marcus, two tokens
                PlaceActionTile("andre", "left"),  # 3. André goes before Hansi and gains the Initiative
                PlaceActionTile("frederik", "right", bonds=("right",)))  # 4. Frederik at the end
    assert shape(state.line) == ["TA", "bM", "TH", "bH", "TM", "bM", "TF", "bF"]
    assert hero_state(state, "marcus").bonds_ready == 4 - 2  # 4 Heroes: 4 Bond tokens each
    assert current_hero(state) == "hansi"  # 5. Hansi's turn again
    state = run(state, *(PassPlan(h) for h in SEATS))
    assert state.phase == "fight" and current_hero(state) == "andre"


def test_a_tile_joins_only_an_end_holding_a_bond_token():
    state = run(at_plan(), PlaceActionTile("hansi", bonds=("right",)))
    with pytest.raises(RuleError, match="left end of the Initiative Line has no Bond token") as err:
        run(state, PlaceActionTile("marcus", "left"))
    assert err.value.section == "Phase 2: Tactical Plan (Use an Action Tile)"


def test_at_most_two_bond_tokens_and_only_at_open_spots():
    state = at_plan()
    with pytest.raises(RuleError, match="At most 2"):
        run(state, PlaceActionTile("hansi", bonds=("left", "right", "left")))
    state = run(state, PlaceActionTile("hansi", bonds=("left", "right")))
    with pytest.raises(RuleError, match="left end of the line has no open spot"):
        run(state, PlaceActionTile("marcus", "right", bonds=("left",)))


def test_wound_side_bond_tokens_cannot_be_used():
    state = at_plan()
    h = hero_state(state, "hansi")
    state = replace(state, heroes=tuple(replace(x, bonds_ready=1, bonds_wounded=3) if x is h else x
                                        for x in state.heroes))
    with pytest.raises(RuleError, match="only 1 usable Bond token"):
        run(state, PlaceActionTile("hansi", bonds=("left", "right")))


def test_a_hero_who_passed_places_no_more_tiles_and_the_line_ends_when_all_are_done():
    state = run(at_plan(), PlaceActionTile("hansi", bonds=("right",)), PassPlan("marcus"),
                PlaceActionTile("andre", "right", bonds=("right",)), PassPlan("frederik"))
    assert current_hero(state) == "hansi"
    state = run(state, PlaceActionTile("hansi", "right"))
    # Hansi is out of tiles (2 with 4 Heroes); Marcus and Frederik passed; André is next.
    assert current_hero(state) == "andre"
    with pytest.raises(RuleError, match="no Bond token"):
        run(state, PlaceActionTile("andre", "right"))
    state = run(state, PassPlan("andre"))
    assert state.phase == "fight" and shape(state.line) == ["TH", "bH", "TA", "bA", "TH"]


def test_phase3_example_order_andre_hansi_marcus_frederik_then_hansi_again():
    # Phase 2 Example step 5 gives Hansi a second tile at the end of the line; the Phase 3 Example
    # then plays André, Hansi, Marcus, Frederik "and then Hansi again", each tile going home as
    # its card is played while every Bond token stays in the line until Phase 4.
    from companion.games.other_side.events import DiscardInstead
    state = run(at_plan(),
                PlaceActionTile("hansi", bonds=("right",)),
                PlaceActionTile("marcus", "right", bonds=("left", "right")),
                PlaceActionTile("andre", "left"),
                PlaceActionTile("frederik", "right", bonds=("right",)),
                PlaceActionTile("hansi", "right"),  # 5. Hansi's turn again
                *(PassPlan(h) for h in ("marcus", "andre", "frederik")))
    assert state.phase == "fight"
    assert shape(state.line) == ["TA", "bM", "TH", "bH", "TM", "bM", "TF", "bF", "TH"]
    order = []
    while state.phase == "fight":
        who = current_hero(state)
        order.append(who)
        assert sum(1 for i in state.line if i.kind == "bond") == 4
        state = run(state, DiscardInstead(who, hero_state(state, who).hand[0]))
    assert order == ["andre", "hansi", "marcus", "frederik", "hansi"]
    assert hero_state(state, "hansi").action_tiles == 2
