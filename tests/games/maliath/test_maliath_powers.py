"""Maliath's Power Cards and actions as pure functions: each rule text, the rulebook's examples, properties."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.games.maliath import powers
from companion.games.maliath.action_deck import upgrade_tokens_earned
from companion.games.maliath.data import BATTLE_CARDS, MONSTERS, battle_card
from companion.games.maliath.data import MaliathCommandCard as Card
from companion.games.maliath.powers import (
    CHAMPIONS_PREFERENCE,
    DOMINANT_DIRECTION,
    FLY,
    HIGHEST_VALUE,
    MOVE_TO_OTHER,
    STAY,
    ContestedRegion,
    MonsterStanding,
    determination_glory,
    preparation_deploys,
)
from companion.games.maliath.rewards import BRONZE, SILVER, monster_rewards

# EXAMPLE colour band: the real bands are printed on the Corrupted Champion Cards (entered by the user).
ORDER = ("red", "yellow", "green", "blue")

points = st.integers(0, 30)
supply = st.integers(0, 16)


# --- Determination ------------------------------------------------------------------------


def test_determination_is_points_plus_upgrades_times_the_era():
    assert determination_glory(2, 0, 1) == 2
    assert determination_glory(2, 1, 1) == 3
    assert determination_glory(3, 1, 2) == 8   # Era II doubles
    assert determination_glory(5, 2, 3) == 21  # Era III triples


@pytest.mark.parametrize("args, name", [
    ((-1, 0, 1), "command_points"), ((2, -1, 1), "upgrades"), ((2, 0, 4), "era"), ((2, 0, 0), "era"),
    ((True, 0, 1), "command_points"), ((2, 0, True), "era"), ((2.0, 0, 1), "command_points"),
    ((2, 0, 1.0), "era"), ((2, "1", 1), "upgrades"),
])
def test_determination_refuses_bad_input_naming_the_argument(args, name):
    with pytest.raises(ValueError, match=name):
        determination_glory(*args)


@given(points, points, st.sampled_from(powers.ERAS))
def test_determination_is_monotone_and_each_upgrade_is_one_point(cp, up, era):
    assert determination_glory(cp + 1, up, era) > determination_glory(cp, up, era)
    assert determination_glory(cp, up + 1, era) == determination_glory(cp + 1, up, era)
    if era < 3:
        assert determination_glory(cp, up, era + 1) >= determination_glory(cp, up, era)


# --- Preparation --------------------------------------------------------------------------


def test_preparation_golems_for_two_points_then_troops():
    assert preparation_deploys(2, 0, 8, 16) == (1, 0)
    assert preparation_deploys(3, 0, 8, 16) == (1, 1)
    assert preparation_deploys(5, 2, 8, 16) == (3, 1)
    assert preparation_deploys(1, 0, 8, 16) == (0, 1)


def test_preparation_without_golems_deploys_troops_and_loses_leftovers():
    assert preparation_deploys(3, 0, 0, 16) == (0, 3)
    assert preparation_deploys(5, 0, 1, 16) == (1, 3)
    assert preparation_deploys(5, 0, 1, 2) == (1, 2)  # one point lost
    assert preparation_deploys(4, 0, 0, 0) == (0, 0)


def test_preparation_b_side_counts_each_upgrade_twice_and_scores_three():
    assert preparation_deploys(2, 1, 8, 16, advanced=False) == (1, 1)
    assert preparation_deploys(2, 1, 8, 16, advanced=True) == (2, 0)
    assert powers.preparation_glory(True) == 3 and powers.preparation_glory(False) == 0


@pytest.mark.parametrize("args, name", [
    ((-1, 0, 8, 16), "command_points"), ((2, -1, 8, 16), "upgrades"), ((2, 0, -1, 16), "golems_in_supply"),
    ((2, 0, 8, -1), "troops_in_supply"), ((2, 0, True, 16), "golems_in_supply"),
    ((2, 0, 8, 16.0), "troops_in_supply"),
])
def test_preparation_refuses_bad_input_naming_the_argument(args, name):
    with pytest.raises(ValueError, match=name):
        preparation_deploys(*args)
    with pytest.raises(ValueError, match="advanced"):
        preparation_deploys(2, 0, 8, 16, advanced=1)


@given(points, points, supply, supply, st.booleans())
def test_preparation_never_deploys_more_than_the_supply_or_the_points(cp, up, golems, troops, advanced):
    g, t = preparation_deploys(cp, up, golems, troops, advanced)
    total = cp + up * (2 if advanced else 1)
    assert 0 <= g <= golems and 0 <= t <= troops
    assert 2 * g + t <= total
    # Golems first: a Troop goes out only when no second point or no Golem is left for it.
    assert g == min(total // 2, golems)
    # Nothing is left over that could still buy a unit.
    left = total - 2 * g - t
    assert left == 0 or t == troops


@given(points, points, supply, supply, st.booleans())
def test_preparation_is_monotone_in_points_and_supply(cp, up, golems, troops, advanced):
    g, t = preparation_deploys(cp, up, golems, troops, advanced)
    g2, t2 = preparation_deploys(cp + 1, up, golems, troops, advanced)
    assert 2 * g2 + t2 >= 2 * g + t and g2 >= g
    g3, t3 = preparation_deploys(cp, up, golems + 1, troops, advanced)
    assert 2 * g3 + t3 >= 2 * g + t
    g4, t4 = preparation_deploys(cp, up, golems, troops, True)
    assert 2 * g4 + t4 >= 2 * g + t


def test_deploy_ignores_what_the_supply_lacks():
    assert powers.deploy(1, 0, 0, 16) == (0, 0)
    assert powers.deploy(0, 1, 8, 1) == (0, 1)
    with pytest.raises(ValueError, match="troops_in_supply"):
        powers.deploy(0, 1, 8, -1)


# --- Heroism ------------------------------------------------------------------------------


def _standing(name: str, left: int) -> MonsterStanding:
    return MonsterStanding(name, left, MONSTERS.value[name])


def test_heroism_wounds_the_monster_with_most_hit_points_left():
    monsters = [_standing("Utcoro the Swarmer", 10), _standing("Kodror the Infestation", 7)]
    assert powers.heroism_wound_targets(monsters) == ("Utcoro the Swarmer",)


def test_heroism_tie_goes_to_the_lower_printed_strength():
    monsters = [_standing("Kodror the Infestation", 10), _standing("Utcoro the Swarmer", 10)]
    assert powers.heroism_wound_targets(monsters) == ("Utcoro the Swarmer",)


def test_heroism_with_no_visible_monster_places_no_wound_and_a_full_tie_is_returned_whole():
    assert powers.heroism_wound_targets([]) == ()
    assert powers.heroism_wound_targets([MonsterStanding("a", 5, 9), MonsterStanding("b", 5, 9)]) == ("a", "b")
    with pytest.raises(ValueError, match="twice"):
        powers.heroism_wound_targets([MonsterStanding("a", 5, 9), MonsterStanding("a", 5, 9)])
    with pytest.raises(ValueError, match="monsters"):
        powers.heroism_wound_targets("Utcoro")


def test_heroism_upgrade_goes_to_the_most_preferred_card_without_more_tokens():
    assert powers.heroism_upgrade_colour({"red": 0, "yellow": 0, "green": 0, "blue": 0}, ORDER) == "red"
    assert powers.heroism_upgrade_colour({"red": 1, "yellow": 0, "green": 0, "blue": 0}, ORDER) == "yellow"
    assert powers.heroism_upgrade_colour({"red": 1, "yellow": 1, "green": 2, "blue": 0}, ORDER) == "blue"
    with pytest.raises(ValueError, match="colour_order"):
        powers.heroism_upgrade_colour({"red": 0, "yellow": 0, "green": 0, "blue": 0}, ("red", "red", "green", "blue"))
    with pytest.raises(ValueError, match="upgrades"):
        powers.heroism_upgrade_colour({"red": -1, "yellow": 0, "green": 0, "blue": 0}, ORDER)


@given(st.fixed_dictionaries({c: st.integers(0, 5) for c in ORDER}), st.permutations(ORDER))
def test_heroism_upgrade_never_widens_the_gap(upgrades, order):
    colour = powers.heroism_upgrade_colour(upgrades, order)
    assert upgrades[colour] == min(upgrades.values())


# --- War ----------------------------------------------------------------------------------


def test_war_attacks_where_her_strength_with_upgrades_reaches_yours():
    regions = [ContestedRegion(3, 4, 2), ContestedRegion(1, 3, 1)]
    assert powers.war_targets(regions, 0) == ()      # none: she resolves Preparation instead
    assert powers.war_targets(regions, 1) == (0,)    # 3+1 reaches 4
    assert powers.war_targets(regions, 2) == (0,)    # differences 1 and 0: the largest
    assert powers.war_targets([ContestedRegion(2, 2, 1)], 0) == (0,)  # equal Strength is enough


def test_war_ties_go_to_most_of_your_units_then_random():
    regions = [ContestedRegion(4, 2, 1), ContestedRegion(5, 3, 3), ContestedRegion(3, 1, 3)]
    assert powers.war_targets(regions, 0) == (1, 2)  # both differences 2 and 3 of your units: a random pick
    assert powers.war_targets(regions[:2], 0) == (1,)


def test_war_anuth_adds_two_and_the_arbiter_regions_are_ignored_at_two_players():
    assert powers.war_targets([ContestedRegion(1, 3, 1)], 0, anuth=True) == (0,)
    regions = [ContestedRegion(5, 1, 1, arbiter_controls=True), ContestedRegion(2, 2, 1)]
    assert powers.war_targets(regions, 0, two_players=True) == (1,)
    assert powers.war_targets(regions, 0) == (0,)  # solo: nobody is the Arbiter


def test_war_refuses_bad_regions():
    with pytest.raises(ValueError, match="your_units"):
        powers.war_targets([ContestedRegion(1, 1, 0)], 0)
    with pytest.raises(ValueError, match="war_upgrades"):
        powers.war_targets([ContestedRegion(1, 1, 1)], -1)
    with pytest.raises(ValueError, match="regions"):
        powers.war_targets([(1, 1, 1)], 0)


@given(st.lists(st.tuples(st.integers(0, 12), st.integers(0, 12), st.integers(1, 6)), max_size=6),
       st.integers(0, 4))
def test_war_targets_are_the_best_eligible_regions_and_more_upgrades_never_lose_a_target(raw, upgrades):
    regions = [ContestedRegion(*r) for r in raw]
    targets = powers.war_targets(regions, upgrades)
    for i in targets:
        assert regions[i].her_strength + upgrades >= regions[i].your_strength
    if targets:
        assert powers.war_targets(regions, upgrades + 1)
    assert powers.war_resolutions(True) == 2 and powers.war_resolutions(False) == 1


def test_battle_strength_adds_her_card_and_war_upgrades():
    card = battle_card("+2 Strength, Defense")
    assert powers.battle_strength(4, card, 1) == 7
    assert powers.battle_strength(4, card, 1, anuth_war=True) == 9
    assert powers.battle_strength(0, card, 3, has_units=False) == 2
    assert powers.battle_glory(card, 3) == 5
    assert powers.battle_glory(battle_card("+1 Strength, Defense"), 2) == 6
    assert powers.battle_glory(battle_card("+3 Strength"), 4) == 0
    assert powers.leheir_glory(5) == 5


@given(st.integers(0, 20), st.sampled_from(BATTLE_CARDS), st.integers(0, 5))
def test_battle_strength_is_at_least_the_board_strength(strength, card, upgrades):
    assert powers.battle_strength(strength, card, upgrades) >= strength + upgrades


# --- Develop ------------------------------------------------------------------------------


def test_develop_highest_value_ties_to_the_preferred_colour():
    area = [Card("blue", 3), Card("yellow", 3), Card("red", 1), Card("green", 2)]
    assert powers.develop_first(area, ORDER, HIGHEST_VALUE) == (1,)
    rest = area[:1] + area[2:]
    assert powers.develop_second(rest, ORDER) == (0,)  # blue 3 before green 2


def test_develop_champions_preference_takes_the_preferred_colour_then_its_best():
    area = [Card("blue", 3), Card("red", 1), Card("red", 2), Card("green", 3)]
    assert powers.develop_first(area, ORDER, CHAMPIONS_PREFERENCE) == (2,)
    area = [Card("blue", 3), Card("yellow", 1), Card("green", 3), Card("green", 2)]
    assert powers.develop_first(area, ORDER, CHAMPIONS_PREFERENCE) == (1,)


def test_develop_identical_cards_are_a_true_tie_for_the_seeded_generator():
    area = [Card("red", 2), Card("blue", 3), Card("red", 2), Card("blue", 3)]
    assert powers.develop_first(area, ORDER, CHAMPIONS_PREFERENCE) == (0, 2)
    assert powers.develop_first(area, ORDER, HIGHEST_VALUE) == (1, 3)
    with pytest.raises(ValueError, match="priority"):
        powers.develop_first(area, ORDER, "random")
    with pytest.raises(ValueError, match="area"):
        powers.develop_first([("red", 2)], ORDER, HIGHEST_VALUE)


def test_the_rulebook_green_and_red_gain_earns_both_upgrade_tokens():
    # General Rules: a Develop gains a Green (her first Green) and a Red (her third Red).
    assert upgrade_tokens_earned(0, 1) == 1  # green: the first
    assert upgrade_tokens_earned(2, 1) == 1  # red: the third


# --- Walk, Inclination, End of an Era, Game end -------------------------------------------


def test_walk_follows_the_four_cases():
    assert powers.walk(True, [True, True]) == FLY
    assert powers.walk(False, [True, True]) == STAY
    assert powers.walk(True, [True, False]) == MOVE_TO_OTHER
    assert powers.walk(False, [False, True]) == MOVE_TO_OTHER
    assert powers.walk(True, [False]) == MOVE_TO_OTHER  # a Mirage leaves one other Region
    assert powers.walk(True, [True]) == FLY
    assert powers.walk(False, [False, False]) == DOMINANT_DIRECTION
    with pytest.raises(ValueError, match="controls_others"):
        powers.walk(True, [])
    with pytest.raises(ValueError, match="controls_her_region"):
        powers.walk(1, [True])


def test_inclination_passes_down_from_a_full_card_and_wraps():
    assert powers.place_inclination((1, 0, 0, 0, 0), 0) == ((2, 0, 0, 0, 0), 0)
    assert powers.place_inclination((2, 0, 0, 0, 0), 0) == ((2, 1, 0, 0, 0), 1)
    assert powers.place_inclination((0, 0, 0, 2, 2), 3) == ((1, 0, 0, 2, 2), 0)
    assert powers.place_inclination((2,) * 5, 2) == ((2,) * 5, None)
    with pytest.raises(ValueError, match="position"):
        powers.place_inclination((0,) * 5, 5)
    with pytest.raises(ValueError, match="markers"):
        powers.place_inclination((3, 0), 0)


@given(st.lists(st.integers(0, 2), min_size=1, max_size=6), st.data())
def test_inclination_adds_exactly_one_marker_unless_all_are_full(markers, data):
    position = data.draw(st.integers(0, len(markers) - 1))
    after, at = powers.place_inclination(markers, position)
    assert sum(after) == sum(markers) + (0 if at is None else 1)
    assert max(after) <= 2


def test_end_of_era_glory():
    assert powers.attunement_glory([2, 2, 1, 0, 0]) == 16
    assert powers.attunement_glory([2, 2, 1, 0, 0], scores_double=False) == 0
    assert powers.attunement_glory([2, 1, 1, 0, 0], challenge_3=True) == 16
    assert powers.cr2t1_glory(5) == 6 and powers.cr2t1_glory(1) == 0
    assert powers.encounter_glory(4) == 7
    assert powers.region_scorer(3, 3) == "you"
    assert powers.region_scorer(3, 3, maliath_wins_ties=True) == "maliath"
    assert powers.region_scorer(4, 3) == "maliath" and powers.region_scorer(0, 0) == "nobody"


def test_two_player_utcoro_fight_one_wound_takes_three():
    # "Maliath in a 2-Player Game", Fighting Monsters: one Wound counter takes 3 off Utcoro (Strength 10);
    # Player 1 brings 2, Player 2 brings 7: Player 2 Silver, Player 1 Bronze.
    reduction = powers.hit_point_reduction(1, 3)
    assert reduction == 3
    result = monster_rewards(MONSTERS.value["Utcoro the Swarmer"], reduction, [2, 7])
    assert result.defeated and result.players == (BRONZE, SILVER) and result.maliath == BRONZE
    assert powers.hit_point_reduction(2, 3, extra=2) == 8  # Anuth's first Monster
    with pytest.raises(ValueError, match="per_wound"):
        powers.hit_point_reduction(1, 0)


def test_game_end_ties():
    assert powers.solo_winner(50, 50) == "maliath"  # you must have more
    assert powers.solo_winner(51, 50) == "you"
    assert powers.two_player_winners(40, 40, 30) == "II"
    assert powers.two_player_winners(30, 40, 40) == "IV"  # a player tied with Maliath wins
    assert powers.two_player_winners(30, 35, 41) == "maliath"
