"""Maliath's setup, turn, Battles, End of an Era and game end through GAME.apply, each rule a test."""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.games.maliath.events import (
    AttunementTaken,
    EndEra,
    Flip,
    MonsterShown,
    Pick,
    PlayerBattle,
    Report,
    Setup,
    UnitsReturned,
)
from companion.games.maliath.game import GAME
from companion.games.maliath.phases import turn
from companion.games.maliath.profile import EXAMPLE_PROFILE
from companion.games.maliath.state import Ask, Phase
from tests.games.maliath.maliath_table import attunement_answers, her_units, play, refused, set_up, units_everywhere


UTCORO = "Utcoro the Swarmer"
KODROR = "Kodror the Infestation"
# The EXAMPLE band of Celethe (made up: the real bands are printed on the cards).
CELETHE_BAND = tuple(EXAMPLE_PROFILE["colour_bands"]["Celethe"])


def start(champion: str = "Celethe", **kw):
    """Set up, with her units recorded everywhere: these tests pick Walk cases freely."""
    return units_everywhere(set_up(champion, **kw))


NEXT_ERA = attunement_answers()  # no Monster left (not asked); the Attunement Cards' new order


def with_card(state, card: str):
    """The same table with `card` added to her (physical) Action deck, for a test of that card alone."""
    return replace(state, deck=tuple(sorted(state.deck + (card,))))


# --- Setup --------------------------------------------------------------------------------


def test_setup_gives_her_supply_glory_decks_and_the_first_marker():
    state = start()
    assert state.phase is Phase.ERA and state.era == 1
    assert (state.golems, state.troops) == (8, 16) and state.glory == 0
    assert len(state.deck) == 9 and sum(1 for c in state.deck if " " in c) == 4
    assert len(state.battle_deck) == 6
    assert state.markers == (1, 0, 0, 0, 0)
    assert state.colour_order == CELETHE_BAND


def test_setup_switches_telron_kolbor_and_the_easier_supply():
    assert start("Telron").glory == 12
    assert start("Kolbor & Malabor").markers == (1, 1, 0, 0, 0)
    small = start(easier_small_supply=True)
    assert (small.golems, small.troops) == (5, 10)
    assert start(players=2).arbiter == "II"


def test_digital_decks_are_shuffled_from_the_seed_and_the_same_seed_gives_the_same_order():
    a = start(digital=True, seed=7)
    b = start(digital=True, seed=7)
    c = start(digital=True, seed=8)
    assert a.deck == b.deck and sorted(a.deck) == sorted(c.deck)
    assert a.deck != c.deck or a.battle_deck != c.battle_deck


@pytest.mark.parametrize("event, match", [
    (Setup(champion="Nobody"), "champion"),
    (Setup(champion="Celethe", players=3), "players"),
    (Setup(champion="Celethe", challenges=(7,)), "challenges"),
    (Setup(champion="Celethe", challenges=(2, 2)), "twice"),
    (Setup(champion="Celethe", advanced=1), "advanced"),
    (Setup(champion="Celethe", gold_rule="maybe"), "gold_rule"),
])
def test_bad_setups_are_refused_and_change_nothing(event, match):
    refused(GAME.initial_state({}), event, match)


def test_a_profile_without_her_band_or_a_reduction_is_refused_at_setup():
    profile = dict(EXAMPLE_PROFILE, colour_bands={"Sanya": ["red", "yellow", "green", "blue"]})
    refused(GAME.initial_state(profile), Setup(champion="Celethe"), "colour_bands")
    profile = dict(EXAMPLE_PROFILE, hit_point_reduction={UTCORO: 3})
    refused(GAME.initial_state(profile), Setup(champion="Celethe"), "hit_point_reduction")


def test_profile_validation_names_the_field():
    with pytest.raises(ValueError, match="colour_bands.Celethe"):
        GAME.initial_state({"colour_bands": {"Celethe": ["red", "red", "green", "blue"]}})
    with pytest.raises(ValueError, match="hit_point_reduction"):
        GAME.initial_state({"hit_point_reduction": {UTCORO: 0}})
    with pytest.raises(ValueError, match="EXAMPLE"):
        GAME.initial_state({"name": "mine", "example": True})


# --- Flipping her cards -------------------------------------------------------------------


def test_a_digital_deck_flips_only_its_top_card():
    state = start(digital=True, seed=3)
    top, other = state.deck[0], state.deck[1]
    refused(state, Flip(other), "top card")
    assert GAME.options(state).offers["flip"] == (top,)
    assert GAME.apply(state, Flip(top)).deck == state.deck[1:]


def test_a_physical_deck_takes_any_card_in_it_and_refuses_others():
    state = start()
    refused(state, Flip("red 5"), "not in her Action deck")
    assert set(GAME.options(state).offers["flip"]) == set(state.deck)


def test_nothing_else_while_she_waits_on_an_answer():
    state = play(start(), Flip("yellow 2"))
    assert state.ask is Ask.WALK
    refused(state, Flip("CS007"), "finish")
    refused(state, EndEra(), "Finish")
    refused(state, Report(3), "not an answer")
    refused(state, Pick("sideways"), "not an answer")


# --- Destiny Cards ------------------------------------------------------------------------


def test_crystal_deploys_a_golem_moves_the_island_and_flies_the_first_destiny_places_no_marker():
    state = play(start(), Flip("CS007"))
    assert state.phase is Phase.ERA and state.golems == 7
    assert any("Move an Island" in line for line in state.instructions)
    assert any(line.startswith("Fly") for line in state.instructions)
    assert state.markers == (1, 0, 0, 0, 0) and state.played == ("CS007",)


def test_the_second_destiny_card_places_a_marker_where_its_arrow_points_passing_down_from_a_full_card():
    state = play(start(), Flip("CS007"), Flip("CS008"))
    assert state.ask is Ask.INCLINATION and state.troops == 15
    state = play(state, Pick("Volcano"))  # the top Attunement Card is the Volcano Island's
    assert state.markers == (2, 0, 0, 0, 0)
    state = play(state, Flip("CS011"))  # Develop (highest value), Golem, Fly, then the marker
    assert state.ask is Ask.DEVELOP
    state = play(state, Pick("red 1"), Pick("blue 3"), Pick("green 3"), Pick("yellow 1"))
    assert state.ask is Ask.INCLINATION
    state = play(state, Pick("Volcano"))  # card 1 is full: the marker goes to card 2
    assert state.markers == (2, 1, 0, 0, 0)
    assert "Attunement Card 1 (the Volcano Island's) is full: Put an Inclination marker on Attunement Card 2 " \
        "(the Tree Island's)." in state.instructions


def test_volcano_scores_the_encounter_plus_three_and_sanya_gains_a_card():
    state = play(start(), Flip("CS009"), Report(4))
    assert state.glory == 7 and state.ask is Ask.WALK
    sanya = play(start("Sanya"), Flip("CS009"), Report(4))
    assert sanya.ask is Ask.GAIN
    sanya = play(sanya, Pick("blue 3"), Pick("stay"))
    assert sanya.tucked == ("blue 3",) and sanya.upgrades_of("blue") == 1


def test_develop_the_rulebook_green_and_red_gain_places_both_upgrade_tokens():
    # General Rules example: a Develop gains a Green (her first) and a Red (her third): two Upgrade tokens.
    state = replace(start(), gained=(2, 0, 0, 0), tucked=("red 1", "red 3"))
    state = play(state, Flip("CS011"), Pick("green 3"), Pick("red 3"), Pick("blue 1"), Pick("yellow 1"))
    assert sorted(state.tucked) == ["green 3", "red 1", "red 3", "red 3"]
    assert state.upgrades_of("green") == 1 and state.upgrades_of("red") == 1
    assert state.gained == (3, 0, 1, 0)


def test_develop_with_champions_preference_and_a_short_area():
    state = play(start(), Flip("CS010"), Pick("blue 3"), Pick(turn.NONE))
    assert state.tucked == ("blue 3",)  # only one card was there
    band = CELETHE_BAND
    state = play(start(), Flip("CS010"), Pick(f"{band[3]} 3"), Pick(f"{band[0]} 1"), Pick(f"{band[1]} 2"),
                 Pick(f"{band[2]} 1"))
    assert sorted(state.tucked) == sorted([f"{band[0]} 1", f"{band[3]} 3"])  # preferred colour, then highest


# --- Power Cards --------------------------------------------------------------------------


def test_determination_scores_points_plus_upgrades_deploys_walks_and_gains():
    state = play(start(), Flip("yellow 2"))
    assert state.glory == 2 and state.troops == 15 and state.ask is Ask.WALK
    state = play(state, Pick("fly"))
    assert any(line.startswith("Fly") for line in state.instructions) and state.ask is Ask.GAIN
    state = play(state, Pick("yellow 3"))
    assert state.tucked == ("yellow 3",) and state.upgrades_of("yellow") == 1 and state.phase is Phase.ERA


def test_determination_in_era_three_triples_and_b_side_develops():
    state = replace(start(advanced=True), era=3, upgrades=(0, 2, 0, 0))
    state = play(state, Flip("yellow 2"))
    assert state.glory == 12
    state = play(state, Pick("stay"))
    assert state.ask is Ask.DEVELOP


def test_preparation_a_and_b_sides():
    state = play(start(), Flip("green 2"))
    assert (state.golems, state.troops) == (7, 16) and state.ask is Ask.WALK
    b = play(replace(start(advanced=True), upgrades=(0, 0, 1, 0)), Flip("green 2"))
    assert (b.golems, b.troops) == (6, 16) and b.glory == 3


def test_heroism_wounds_upgrades_deploys_walks_and_gains():
    state = play(start(), MonsterShown(UTCORO), MonsterShown(KODROR), Flip("blue 2"))
    assert state.wounds[0] == 0 and sum(state.wounds) == 1  # Kodror (16) has the most Hit Points left
    assert state.upgrades_of(CELETHE_BAND[0]) == 1 and state.troops == 15
    state = play(state, Pick("dominant_direction"), Pick(turn.NONE))
    assert state.phase is Phase.ERA and state.tucked == ()


def test_heroism_b_side_develops_with_champions_preference():
    state = play(start(advanced=True), Flip("blue 2"), Pick("stay"))
    assert state.ask is Ask.DEVELOP


def test_war_without_a_region_resolves_preparation():
    state = play(start(), Flip("red 2"))  # none of her units on the board: the one answer is taken
    assert ("Power of War: No Region: by her records none of her units is on the board (the only answer her "
            "records allow, so it is not asked).") in state.instructions
    assert state.golems == 7 and state.ask is Ask.WALK


def test_war_battles_in_the_best_region_and_the_defense_card_scores():
    state = replace(her_units(start()), battle_deck=("+2 Strength, Defense", "+3 Strength"))
    state = play(state, Flip("red 2"), Pick(turn.MORE), Pick("Volcano: Forest"), Report(2), Report(3), Report(1),
                 Pick(turn.MORE), Pick("Tree: Mountain"), Report(4), Report(4), Report(2), Pick(turn.NONE))
    assert state.ask is Ask.REACTION  # Battle Procedure step 1 comes before her card
    state = play(state, Pick(turn.NO_REACTION))
    assert state.ask is Ask.BATTLE_CARD
    state = play(state, Pick("+2 Strength, Defense"))
    assert any("her Strength there 4 + 2 = 6" in line for line in state.instructions)
    state = play(state, Report(3))
    assert state.ask is Ask.KILLED_TROOPS  # no Golem of hers is on the board: 0 Golems killed, not asked
    state = play(state, Report(0))
    assert state.glory == 5 and state.phase is Phase.ERA and state.battle_deck == ("+3 Strength",)


def test_war_b_side_resolves_twice_and_a_retreat_card_asks_the_result():
    state = replace(her_units(start(advanced=True)), battle_deck=("Gain Card, Retreat All",))
    state = play(state, Flip("red 2"), Pick(turn.MORE), Pick("Volcano: Forest"), Report(5), Report(1), Report(1),
                 Pick(turn.NONE), Pick(turn.NO_REACTION))
    # The one card left in her Battle deck is revealed without a question.
    assert "Her Battle card: Gain Card, Retreat All (the only card left in her Battle deck, so it is not asked)." \
        in state.instructions
    assert state.ask is Ask.GAIN
    state = play(state, Pick("red 1"), Pick(turn.LOST))
    assert state.ask is Ask.RETREAT_WORTH  # the Battle was where War found it: her Champion's Region
    state = play(state, Pick("Crystal Field"))
    assert ("Retreat All: her units in the Battle retreat to the Crystal Field of the third Island, the "
            "Volcano Island, her Champion with them.") in state.instructions
    assert state.champion_at == ("Volcano", "Crystal Field")
    state = play(state, Report(0))  # none of her Troops killed: they retreated
    assert state.ask is Ask.WAR_MORE  # the second resolution
    state = play(state, Pick(turn.NONE))
    assert state.ask is Ask.WALK  # no Region: Preparation, then Walk


def test_leheir_scores_per_unit_in_her_battles_and_a_refill_after_the_deck_runs_out():
    state = replace(her_units(start("Leheir")), battle_deck=())
    state = play(state, Flip("red 2"), Pick(turn.MORE), Pick("Volcano: Forest"), Report(3), Report(1), Report(1),
                 Pick(turn.NONE))
    state = play(state, Pick(turn.NO_REACTION))
    assert len(state.battle_deck) == 6  # reshuffled when empty
    state = play(state, Pick("+3 Strength"), Report(1))  # one of her Troops killed
    assert state.ask is Ask.LEHEIR and state.troops == 14
    assert play(state, Report(4)).glory == 4


def test_a_battle_you_start_reveals_her_card_and_two_players_pass_the_deck():
    state = play(her_units(start()), PlayerBattle("you"), Report(2), Pick(turn.NO_REACTION), Pick("Gain 2 Cards"),
                 Pick("red 1"), Pick("blue 1"), Report(0))
    assert state.phase is Phase.ERA and len(state.tucked) == 2
    two = her_units(start(players=2))
    refused(two, PlayerBattle("you"), "starter")
    two = play(two, PlayerBattle("IV"), Report(2), Pick(turn.NO_REACTION), Pick("+3 Strength"), Report(0))
    assert two.arbiter == "IV"  # II drew; the deck goes to IV, who started it
    two = play(two, PlayerBattle("IV"), Report(2), Pick(turn.NO_REACTION), Pick("+1 Strength, Defense"), Report(1),
               Report(0))
    assert two.arbiter == "II"  # IV (the Arbiter) started it: II drew, and keeps the deck


# --- Table reports ------------------------------------------------------------------------


def test_units_return_to_her_supply_only_when_on_the_board():
    state = start()
    refused(state, UnitsReturned(troops=1), "on the board")
    state = play(state, Flip("CS008"), UnitsReturned(troops=1))
    assert state.troops == 16
    refused(state, UnitsReturned(), "at least one")


def test_taking_an_attunement_card_with_one_marker_returns_it():
    state = play(start(), AttunementTaken(1))
    assert state.markers == (0, 0, 0, 0, 0)
    refused(state, AttunementTaken(1), "no Inclination marker")
    refused(replace(state, markers=(2, 0, 0, 0, 0)), AttunementTaken(1), "two Inclination markers")
    refused(start(challenges=(2,)), AttunementTaken(1), "Challenge Card 2")
    refused(start(), AttunementTaken(6), "position")


# --- End of an Era and the game's end ------------------------------------------------------


def _end_era(state, region_glory=0):
    return play(state, EndEra(), Report(region_glory))


def test_end_of_era_scores_full_attunement_cards_unless_made_easier_and_challenge_three():
    state = replace(start(), markers=(2, 2, 1, 0, 0))
    assert _end_era(state).glory == 16
    assert _end_era(replace(start(easier_no_attunement_glory=True), markers=(2, 2, 1, 0, 0))).glory == 0
    assert _end_era(replace(start(challenges=(3,)), markers=(2, 1, 1, 0, 0))).glory == 16


def test_the_two_player_utcoro_example_at_the_end_of_an_era():
    # One Wound counter (3 Hit Points, EXAMPLE profile from the rulebook's example); Player 1 (II) brings 2,
    # Player 2 (IV) brings 7: the Monster falls; Maliath contributed, so she earns Bronze.
    state = replace(start("Sanya", players=2), wounds=(1,) + (0,) * 6, visible=(True,) + (False,) * 6)
    state = play(state, EndEra(), Report(0), Pick(UTCORO), Report(2), Report(7))
    assert any("Artefact II Bronze, Artefact IV Silver; Maliath Bronze" in line for line in state.instructions)
    assert state.ask is Ask.REWARD_GLORY and state.wounds[0] == 0
    state = play(state, Report(3), Report(0), Report(0), Report(0))
    assert state.glory == 3 and "Monster Cards: no visible Monster is left to resolve." in state.instructions


def test_celethe_doubles_her_reward_and_the_easier_switch_removes_it():
    base = dict(wounds=(2,) + (0,) * 6, visible=(True,) + (False,) * 6)
    state = play(replace(start("Celethe"), **base), EndEra(), Report(0), Pick(UTCORO), Report(5), Report(4),
                 Report(0), Report(0), Report(0))
    assert state.glory == 8
    easy = play(replace(start("Celethe", easier_no_monster_bonus=True), **base), EndEra(), Report(0),
                Pick(UTCORO), Report(5))
    assert easy.ask is Ask.FALLBACK and easy.glory == 0  # no Monster left: Era II begins


def test_an_undefeated_monster_keeps_its_wounds():
    state = replace(start(), wounds=(1,) + (0,) * 6, visible=(True,) + (False,) * 6)
    state = play(state, EndEra(), Report(0), Pick(UTCORO), Report(2))
    assert state.wounds[0] == 1 and state.monsters_done == (UTCORO,) and state.era == 2


def test_cr2t1_scores_three_per_two_regions():
    state = play(start("CR-2T1"), EndEra(), Report(0))
    assert state.ask is Ask.CR2T1
    assert play(state, Report(5)).glory == 6


def test_era_two_adds_her_best_tucked_card_of_the_preferred_colour_and_challenge_four():
    first = CELETHE_BAND[0]
    state = replace(start(challenges=(4,)), tucked=(f"{first} 3", f"{CELETHE_BAND[1]} 1"))
    state = play(state, EndEra(), Report(0), *NEXT_ERA)
    assert state.era == 2 and state.phase is Phase.ERA and len(state.deck) == 10
    assert f"{first} 3" in state.deck and state.tucked == (f"{CELETHE_BAND[1]} 1",)
    assert state.upgrades == (1, 1, 1, 1) and state.markers == (1, 0, 0, 0, 0)
    assert state.era_ii_colour == first


def test_era_two_with_nothing_tucked_asks_for_the_two_best_development_cards():
    state = play(start(), EndEra(), Report(0))
    assert state.phase is Phase.ERA_START and state.ask is Ask.FALLBACK
    state = play(state, Pick("blue 3"), Pick("red 3"))
    assert state.phase is Phase.ERA_START and state.ask is Ask.ATTUNEMENT_ORDER
    assert any(line.startswith("Nothing suitable is tucked: of the two Development cards blue 3, red 3")
               for line in state.instructions)
    state = play(state, *attunement_answers())
    assert state.phase is Phase.ERA and len(state.deck) == 10


def _to_the_end(state):
    for _ in range(3):
        if state.phase is Phase.ERA:
            state = replace(state, tucked=state.tucked + ("red 3", "blue 3"))
            state = play(state, EndEra(), Report(0))
            if state.ask is Ask.ATTUNEMENT_ORDER:
                state = play(state, *attunement_answers())
    return state


def test_the_game_ends_after_era_three_with_the_solo_tie_rule():
    state = _to_the_end(start())
    assert state.phase is Phase.FINAL and state.ask is Ask.FINAL_GLORY and not GAME.is_over(state)
    tie = play(state, Report(state.glory))
    assert GAME.is_over(tie) and GAME.outcome(tie).winners == ("Maliath",)
    win = play(state, Report(state.glory + 1))
    assert GAME.outcome(win).winners == ("You",)
    assert GAME.options(win).choices == ()
    refused(win, EndEra(), "over")


def test_two_player_ties_go_to_the_lower_artefact_and_a_player_beats_maliath_on_a_tie():
    state = replace(_to_the_end(start(players=2)), glory=20)
    assert GAME.outcome(play(state, Report(20), Report(20))).winners == ("Artefact II",)
    assert GAME.outcome(play(state, Report(0), Report(20))).winners == ("Artefact IV",)
    assert GAME.outcome(play(state, Report(19), Report(0))).winners == ("Maliath",)


def test_war_falling_back_on_preparation_uses_the_red_cards_points_and_green_upgrades():
    state = replace(start(), deck=tuple(sorted(start().deck + ("red 5",))), upgrades=(0, 0, 1, 0))
    state = play(state, Flip("red 5"))  # none of her units on the board: War finds no Region
    assert (state.golems, state.troops) == (5, 16)  # 5 + 1 points: three Golems


def test_each_era_start_says_the_challenge_cards_and_kolbor_marks_two_cards():
    state = replace(start("Kolbor & Malabor", challenges=(1, 6)), tucked=("red 3",))
    state = play(state, EndEra(), Report(0), *NEXT_ERA)
    assert state.markers == (1, 1, 0, 0, 0)
    assert any("Challenge Card 1" in line for line in state.instructions)
    assert any("Challenge Card 6: remove one of your Troops" in line for line in state.instructions)


def test_region_scoring_prompt_follows_challenge_five():
    assert "ties are yours" in GAME.next_step(play(start(), EndEra())).prompt
    assert "ties are hers" in GAME.next_step(play(start(challenges=(5,)), EndEra())).prompt


def test_every_step_names_known_rulings_and_every_answer_is_offered():
    state = play(her_units(start()), Flip("red 2"))
    options = GAME.options(state)
    assert options.offers["answers"] == (turn.MORE, turn.NONE)
    assert all(k in GAME.rulings for k in options.step.rulings)


def test_anuth_adds_two_to_war_and_two_to_the_first_monster():
    state = replace(her_units(start("Anuth")), battle_deck=("+3 Strength",))
    state = play(state, Flip("red 2"), Pick(turn.MORE), Pick("Volcano: Forest"), Report(1), Report(3), Report(1),
                 Pick(turn.NONE), Pick(turn.NO_REACTION), Report(0))  # her one Battle card left is revealed
    assert any("her Strength there 1 + 5 = 6" in line and "Anuth 2" in line for line in state.instructions)
    state = replace(state, visible=(True, True) + (False,) * 5)
    state = play(state, EndEra(), Report(0), Pick(UTCORO), Report(8))
    assert ("Utcoro the Swarmer (Strength 10): her Hit Point reduction 0 Wound counters x 3 + Anuth 2 = 2; your "
            "Strength 8.") in state.instructions
    assert any("Utcoro the Swarmer is defeated" in line for line in state.instructions)
    state = play(state, Report(1), Report(0), Report(0), Report(0), Pick("Boulron the Reaper"), Report(9))
    assert any("her Hit Point reduction 0 Wound counters x 2 = 0" in line for line in state.instructions)
    assert any("Boulron the Reaper is not defeated" in line for line in state.instructions)


def test_sanya_gains_a_card_after_each_battle_she_starts():
    state = replace(her_units(start("Sanya")), battle_deck=("+3 Strength",))
    state = play(state, Flip("red 2"), Pick(turn.MORE), Pick("Volcano: Forest"), Report(3), Report(1), Report(1),
                 Pick(turn.NONE), Pick(turn.NO_REACTION), Report(0))
    assert state.ask is Ask.GAIN
    assert play(state, Pick("green 2")).tucked == ("green 2",)
    mine = play(replace(her_units(start("Sanya")), battle_deck=("+3 Strength",)), PlayerBattle("you"), Report(2),
                Pick(turn.NO_REACTION), Report(0))
    assert mine.phase is Phase.ERA  # a Battle you start: no extra card
