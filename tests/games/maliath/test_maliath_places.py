"""Her Champion's place through the board facts asked once: Move an Island, Walk, Fly, Retreat, the
Inclination marker by Island icon; the Arbiter's aim; her Monster rewards part by part; her profile as JSON."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from companion.games.maliath import board
from companion.games.maliath.events import ArbiterAim, EndEra, Flip, Pick, PlayerBattle, Report, Setup
from companion.games.maliath.game import GAME
from companion.games.maliath.phases import turn
from companion.games.maliath.profile import (
    EXAMPLE_PROFILE, MAX_PROFILE_BYTES, profile_from_json, profile_json, validate_profile,
)
from companion.games.maliath.state import Ask, Phase
from tests.games.maliath.maliath_table import LAYOUTS, RING, board_answers, her_units, play, refused, set_up, units_everywhere


UTCORO = "Utcoro the Swarmer"


def layout_of():
    return dict(LAYOUTS)


# --- the board asked once -------------------------------------------------------------------


def test_the_board_is_asked_once_after_setup_and_the_last_of_a_list_is_filled_in():
    state = GAME.apply(GAME.initial_state({}), Setup(champion="Celethe", digital=False))
    assert state.phase is Phase.TURN and state.ask is Ask.DIRECTION
    refused(state, Flip("CS007"), "finish")
    asked = []
    for event in board_answers():
        asked.append(state.ask)
        state = GAME.apply(state, event)
    assert asked.count(Ask.ISLAND_SPACE) == 4 and asked.count(Ask.ATTUNEMENT_ORDER) == 4
    assert asked.count(Ask.ISLAND_REGIONS) == 15  # three Regions each, one click a Region
    assert state.ring == RING and state.attunement[-1] == "Altar"
    assert state.phase is Phase.ERA and state.champion_at == ("Volcano", "Forest")
    assert "Put her Champion on the Forest of the third Island, the Volcano Island." in state.instructions


def test_an_islands_regions_are_read_one_by_one_from_any_region_and_a_mirage_only_solo():
    state = GAME.apply(GAME.initial_state({}), Setup(champion="Celethe", digital=False))
    state = play(state, *board_answers()[:5])
    assert state.ask is Ask.ISLAND_REGIONS
    assert GAME.options(state).offers["answers"] == ("River", "Mountain", "Forest", "Land of Myst", "Crystal Field")
    assert "from any one of them" in GAME.next_step(state).prompt
    # The Crystal Island read from its Forest on: the same ring as River, Mountain, Forest.
    state = play(state, Pick("Forest"), Pick("River"))
    refused(state, Pick("Forest"), "not an answer", "Setup")  # read already
    assert GAME.options(state).offers["answers"] == ("Mountain", "Land of Myst", "Crystal Field", "none")
    assert "after the River (none if a Mirage token covers it)" in GAME.next_step(state).prompt
    state = play(state, Pick("Mountain"))
    assert state.layout_of()["Crystal"] == ("Forest", "River", "Mountain") and state.reading == ()
    assert board.next_region(state.layout_of()["Crystal"], "Mountain", "clockwise") == "Forest"
    mirage = play(state, Pick("River"), Pick("Forest"), Pick("none"))
    assert mirage.layout_of()["Sphere"] == ("River", "Forest")
    two = play(GAME.apply(GAME.initial_state({}), Setup(champion="Celethe", players=2, digital=False)),
               *board_answers()[:5], Pick("Forest"), Pick("River"))
    assert "none" not in GAME.options(two).offers["answers"]  # 2 players: no Mirage tokens
    refused(two, Pick("none"), "not an answer", "Setup")


def test_a_start_region_no_island_has_goes_to_the_topmost_attunement_cards_island():
    state = GAME.apply(GAME.initial_state({}), Setup(champion="Celethe", digital=False))
    state = play(state, *board_answers()[:-1])
    # Every Island here has an open Forest but the Sphere and the Tree: make each one lack a River.
    state = replace(state, layouts=tuple((i, tuple(r for r in rs if r != "River") + (() if "River" not in rs else
                                                                                        ("Forest",)))
                                         for i, rs in state.layouts))
    state = play(state, Pick("River"))
    assert state.champion_at == ("Volcano", "Mountain")


# --- Move an Island, Fly, Walk ------------------------------------------------------------------


def test_move_an_island_turns_the_ring_until_the_wanted_space_is_free():
    ring, wanted, steps = board.move_island(RING, ("Volcano", "Tree", "Crystal", "Sphere", "Altar"), "Volcano",
                                             "clockwise")
    assert (wanted, steps) == ("Tree", 2) and ring == ("Altar", "Tree", "Crystal", "Sphere", "Volcano")
    ring, wanted, steps = board.move_island(RING, ("Tree", "Crystal"), "Volcano", "counterclockwise")
    assert (wanted, steps) == ("Tree", 3) and ring[4] == "Volcano"  # her Island drops into the Tree's space


def test_crystal_and_sphere_move_her_island_then_fly_with_every_place_named():
    state = play(set_up(), Flip("CS007"))
    assert state.ring == ("Altar", "Tree", "Crystal", "Sphere", "Volcano")
    assert state.champion_at == ("Altar", "Land of Myst")
    text = " ".join(state.instructions)
    assert "Deploy 1 Golem in her Champion's Region (Forest of the third Island, the Volcano Island)." in text
    assert "rotate the other Islands 2 spaces clockwise" in text
    assert "Fly: the next Island clockwise with a Forest is the Altar Island" in text
    counter = play(set_up(direction="counterclockwise"), Flip("CS008"))
    assert counter.troops == 15 and counter.champion_at[1] in counter.layout_of()[counter.champion_at[0]]


def test_fly_skips_islands_without_her_region_and_stays_home_when_none_has_it():
    (at, found) = board.fly(RING, layout_of(), ("Crystal", "River"), "clockwise")
    assert found and at == ("Sphere", "Land of Myst")
    (at, found) = board.fly(RING, layout_of(), ("Volcano", "Mountain"), "counterclockwise")
    assert found and at == ("Crystal", "River")  # Sphere has no Mountain: skipped; then on counterclockwise
    lonely = dict(layout_of(), Crystal=("River", "Mountain", "Crystal Field"), Sphere=("River", "Mountain",
                                                                                        "Land of Myst"))
    lonely["Altar"] = ("River", "Mountain", "Land of Myst")
    (at, found) = board.fly(RING, lonely, ("Volcano", "Forest"), "clockwise")
    assert not found and at == ("Volcano", "Crystal Field")


def test_walk_names_the_region_she_goes_to():
    state = play(units_everywhere(set_up()), Flip("green 2"))
    assert GAME.options(state).offers["answers"] == ("fly", "stay", "move_to:Mountain", "move_to:Crystal Field",
                                                     "dominant_direction")
    assert play(state, Pick("dominant_direction")).champion_at == ("Volcano", "Crystal Field")
    assert play(state, Pick("move_to:Mountain")).champion_at == ("Volcano", "Mountain")
    assert play(state, Pick("stay")).champion_at == ("Volcano", "Forest")
    flown = play(state, Pick("fly"))
    assert flown.champion_at == ("Altar", "Land of Myst")
    table = set_up()
    layouts = tuple((i, ("Forest", "Mountain") if i == "Volcano" else rs) for i, rs in table.layouts)
    mirage = play(units_everywhere(replace(table, layouts=layouts)), Flip("green 2"))
    assert GAME.options(mirage).offers["answers"] == ("fly", "stay", "move_to:Mountain")


def test_the_inclination_marker_goes_to_the_island_the_arrow_points_to():
    state = play(set_up(), Flip("CS007"), Flip("CS008"))
    assert state.ask is Ask.INCLINATION and GAME.options(state).offers["answers"] == state.attunement
    refused(state, Report(2), "not an answer")
    assert play(state, Pick("Crystal")).markers == (1, 0, 1, 0, 0)


# --- Retreat -------------------------------------------------------------------------------------


def _lost_battle(state):
    state = replace(state, battle_deck=("+1 Strength, Retreat All",))  # the one card: revealed unasked
    return play(state, PlayerBattle("you"), Report(2), Pick(turn.NO_REACTION), Pick(turn.LOST))


def test_retreat_goes_to_the_region_worth_more_then_one_she_does_not_control_then_the_next():
    state = _lost_battle(her_units(set_up()))
    assert state.ask is Ask.BATTLE_PLACE and "Tree: Mountain" in GAME.options(state).offers["answers"]
    away = play(state, Pick("Tree: Mountain"), Pick("Crystal Field"))
    assert away.champion_at == ("Volcano", "Forest")  # her Champion was not there
    assert "Retreat All: her units in the Battle retreat to the Crystal Field of the fifth Island, the Tree " \
        "Island." in away.instructions
    at_home = play(state, Pick("Volcano: Forest"), Pick("equal"))
    assert at_home.ask is Ask.RETREAT_CONTROL
    assert play(at_home, Pick("Mountain")).champion_at == ("Volcano", "Mountain")
    assert play(at_home, Pick("neither")).champion_at == ("Volcano", "Crystal Field")  # next clockwise


# --- the Arbiter's aim ---------------------------------------------------------------------------


def test_the_arbiters_aim_is_an_event_offered_only_at_two_players():
    solo = set_up()
    refused(solo, ArbiterAim("strengthen"), "2-player")
    two = set_up(players=2)
    offered = [c.event for c in GAME.options(two).choices if isinstance(c.event, ArbiterAim)]
    assert offered == [ArbiterAim("strengthen")]
    refused(two, ArbiterAim("weaken"), "already")
    refused(two, ArbiterAim("sideways"), "aim")
    assert play(two, ArbiterAim("strengthen")).arbiter_aim == "strengthen"


def test_at_two_players_with_digital_decks_the_arbiter_keeps_one_of_the_two_top_cards():
    two = her_units(set_up(players=2, digital=True, seed=4))
    top_two = two.battle_deck[:2]
    state = play(two, PlayerBattle("II"), Report(2), Pick(turn.NO_REACTION))
    assert GAME.options(state).offers["answers"] == top_two
    kept = play(state, Pick(top_two[1]))
    assert len(kept.battle_deck) == 5 and top_two[0] in kept.battle_deck and top_two[1] not in kept.battle_deck


# --- Monster rewards beyond Glory ----------------------------------------------------------------


def test_her_reward_pays_glory_experience_encounters_and_cards_and_celethe_doubles_each():
    base = dict(wounds=(4,) + (0,) * 6, visible=(True,) + (False,) * 6)  # 4 x 3 = 12: she would defeat it alone
    state = play(replace(set_up("Leheir"), **base), EndEra(), Report(0), Pick(UTCORO), Report(0))
    assert state.ask is Ask.REWARD_GLORY and state.reward == "Gold"
    assert "Her Gold reward" in GAME.next_step(state).prompt
    state = play(state, Report(2), Report(1), Report(1), Report(1))
    assert state.glory == 3 and state.ask is Ask.ENCOUNTER
    state = play(state, Report(4))
    assert state.glory == 10 and state.ask is Ask.GAIN
    state = play(state, Pick("red 3"))  # no Monster left to resolve: Era II begins, her red 3 joins her deck
    assert "red 3" in state.deck and "Monster Cards: no visible Monster is left to resolve." in state.instructions
    doubled = play(replace(set_up("Celethe"), **base), EndEra(), Report(0), Pick(UTCORO), Report(0),
                   Report(2), Report(1), Report(1), Report(1))
    assert doubled.glory == 6 and "She gains 2 Command Cards (1, doubled by Celethe)." in doubled.instructions
    doubled = play(doubled, Report(4))
    assert doubled.glory == 6 + 14
    doubled = play(doubled, Pick("red 3"), Pick("blue 3"))
    assert sum(doubled.gained) == 2 and doubled.era == 2  # both cards gained; no Monster left: Era II


# --- her profile as JSON -----------------------------------------------------------------------


def test_a_profile_exported_as_json_imports_to_the_same_profile():
    text = profile_json(EXAMPLE_PROFILE)
    assert validate_profile(profile_from_json(text)) == validate_profile(EXAMPLE_PROFILE)
    assert json.loads(text)["example"] is True


@pytest.mark.parametrize("text, match", [
    ("{not json", "not JSON"),
    ("[1, 2]", "JSON object"),
    ('{"colour_bands": {"Celethe": ["red", "red", "green", "blue"]}}', "colour_bands.Celethe: a colour is listed twice"),
    ('{"hit_point_reduction": {"Utcoro the Swarmer": 0}}', "hit_point_reduction.Utcoro the Swarmer"),
    ('{"format": "table-companion-export", "events": []}', "saved game"),
    ("[" * 100_000, "too large|nested"),
    (" " * (MAX_PROFILE_BYTES + 1), "too large"),
])
def test_a_damaged_profile_file_is_refused_naming_what_is_wrong(text, match):
    with pytest.raises(ValueError, match=match):
        profile_from_json(text)


@pytest.mark.parametrize("card", ["CS007", "CS008", "CS009", "CS010", "CS011"])
def test_each_destiny_card_is_one_card_whatever_side_her_power_cards_show(card):
    # Only the Power Cards have a B side (Advanced Powers): a Destiny Card does the same on both.
    a, b = (play(set_up(advanced=side), Flip(card)) for side in (False, True))
    assert a.instructions == b.instructions and a.ask == b.ask
    assert (a.golems, a.troops, a.ring, a.champion_at) == (b.golems, b.troops, b.ring, b.champion_at)


def test_two_players_pick_their_starting_locations_after_hers():
    state = set_up(players=2)
    assert any("Artefact IV's player picks a starting location, then Artefact II's" in line
               for line in state.instructions)


def test_war_asks_where_each_region_is_and_names_the_battle():
    state = play(her_units(set_up()), Flip("red 2"), Pick(turn.MORE))
    assert state.ask is Ask.WAR_PLACE and len(GAME.options(state).offers["answers"]) == 15
    state = play(state, Pick("Tree: Mountain"), Report(2), Report(1), Report(1), Pick(turn.MORE))
    assert "Tree: Mountain" not in GAME.options(state).offers["answers"]  # each Region once
    state = play(state, Pick("Sphere: River"), Report(1), Report(2), Report(1), Pick(turn.NONE))
    assert "Power of War: Battle in the Mountain of the fifth Island, the Tree Island." in state.instructions
    assert state.battle_at == ("Tree", "Mountain")
    # Every open Region reported already: "another" is no longer offered.
    full = replace(play(her_units(set_up()), Flip("red 2")), war_places=tuple(
        f"{i}: {r}" for i, rs in set_up().layouts for r in rs))
    assert GAME.options(full).offers["answers"] == (turn.NONE,)


def test_the_table_reports_the_islands_moved_or_the_direction_changed_and_is_asked_again():
    from companion.games.maliath.events import BoardChanged

    state = play(set_up(), BoardChanged("islands"))
    assert state.ask is Ask.ISLAND_SPACE and state.ring == ()
    refused(state, Flip("CS007"), "finish")
    state = play(state, Pick("Tree"), Pick("Altar"), Pick("Volcano"), Pick("Sphere"))
    assert state.phase is Phase.ERA and state.ring == ("Tree", "Altar", "Volcano", "Sphere", "Crystal")
    assert state.champion_at == ("Volcano", "Forest") and state.layouts == set_up().layouts
    turned = play(set_up(), BoardChanged("direction"), Pick("counterclockwise"))
    assert turned.direction == "counterclockwise" and turned.phase is Phase.ERA
    refused(set_up(), BoardChanged("colour"), "what")
