"""What a second play-tester found in the browser (issue #14), checked in the core and the dashboard: War and
the Battles you start only where her records show her units, the setup in play shown after setup, the
wording of War at 2 players, of a Monster reward's Encounter and of full Attunement Cards skipped, and no
more copies of a Command Card than the Era's deck holds."""

from __future__ import annotations

import html
from dataclasses import replace

from companion.games.maliath.data import ERA_COMMAND_CARDS_SOURCE, MaliathCommandCard, era_copies
from companion.games.maliath.events import EndEra, Flip, Pick, PlayerBattle, Report, UnitsReturned
from companion.games.maliath.game import GAME
from companion.games.maliath.options import setup_in_play
from companion.games.maliath.phases import turn
from companion.games.maliath.state import Ask
from widgets.games.maliath.dashboard import MaliathDashboard
from tests.games.maliath.maliath_table import attunement_answers, play, refused, set_up
from tests.widgets.lookup import one


UTCORO = "Utcoro the Swarmer"


def answers(state):
    return GAME.options(state).offers["answers"]


def with_a_golem(**kw):
    """Her Preparation deploys a Golem in her Champion's Region (the Volcano's Forest), then Walk moves her
    Champion on to the Volcano's Crystal Field: her records show units in the Volcano's Forest alone."""
    state = play(set_up(**kw), Flip("green 2"))  # the one Walk case her records allow is taken
    assert state.units_at == ("Volcano: Forest",) and state.champion_at == ("Volcano", "Crystal Field")
    return state


def battles_offered(state):
    return [c.event for c in GAME.options(state).choices if isinstance(c.event, PlayerBattle)]


# --- F1: her units, by her own records ----------------------------------------------------------


def test_power_of_war_offers_only_regions_where_her_records_show_her_units():
    two_places = play(replace(with_a_golem(), units_at=("Tree: Mountain", "Volcano: Forest")), Flip("red 2"),
                      Pick(turn.MORE))
    assert two_places.ask is Ask.WAR_PLACE and answers(two_places) == ("Volcano: Forest", "Tree: Mountain")
    refused(two_places, Pick("Crystal: River"), "not an answer", "Maliath's Cards: Power Cards Overview")
    state = play(with_a_golem(), Flip("red 2"))
    assert answers(state) == (turn.MORE, turn.NONE)
    # Her one Region by her records is taken at once; after it, no other Region: War goes on.
    state = play(state, Pick(turn.MORE))
    assert state.ask is Ask.WAR_HER and state.war_places == ("Volcano: Forest",)
    state = play(state, Report(2), Report(1), Report(1))
    assert "Power of War: No other Region (the only answer her records allow, so it is not asked)." \
        in state.instructions
    assert state.ask is Ask.REACTION
    # No units of hers at all: War cannot look anywhere, and the one answer says why.
    nowhere = play(set_up(), Flip("red 2"))
    assert ("Power of War: No Region: by her records none of her units is on the board (the only answer her "
            "records allow, so it is not asked).") in nowhere.instructions


def test_a_lost_battle_you_started_asks_only_where_her_units_are():
    state = play(with_a_golem(), Flip("CS008"))  # a Troop where her Champion is, the Volcano's Crystal Field
    assert state.units_at == ("Volcano: Crystal Field", "Volcano: Forest")
    state = replace(state, battle_deck=("+1 Strength, Retreat All",))
    state = play(state, PlayerBattle("you"), Report(2), Pick(turn.NO_REACTION), Pick(turn.LOST))
    assert state.ask is Ask.BATTLE_PLACE
    assert set(answers(state)) == {"Volcano: Forest", "Volcano: Crystal Field"}
    refused(state, Pick("Tree: Mountain"), "not an answer", "Battle Procedure")


def test_a_defense_counts_at_least_one_of_her_units_and_no_more_than_are_on_the_board():
    state = replace(with_a_golem(), battle_deck=("+1 Strength, Defense", "+3 Strength"))
    state = play(state, PlayerBattle("you"), Report(2), Pick(turn.NO_REACTION))
    assert state.ask is Ask.BATTLE_CARD
    # Her one Golem on the board: the Defense counts it without a question.
    defended = play(state, Pick("+1 Strength, Defense"))
    assert defended.glory == 5
    assert "Defense: 1 (the only answer her records allow, so it is not asked)." in defended.instructions
    troop_too = play(replace(state, troops=15), Pick("+1 Strength, Defense"))
    assert troop_too.ask is Ask.BATTLE_UNITS and answers(troop_too) == (1, 2)
    refused(troop_too, Report(0), "not an answer", "Battle Procedure")
    refused(troop_too, Report(3), "not an answer", "Battle Procedure")


def test_no_battle_against_her_is_offered_or_accepted_while_none_of_her_units_is_on_the_board():
    two = set_up(players=2)
    assert battles_offered(two) == []
    refused(two, PlayerBattle("IV"), "none of her units", "Battle Procedure")
    refused(set_up(), PlayerBattle("you"), "none of her units", "Battle Procedure")
    deployed = with_a_golem(players=2)
    assert battles_offered(deployed) == [PlayerBattle("II"), PlayerBattle("IV")]
    killed = play(deployed, UnitsReturned(golems=1))  # her only unit back in her supply
    assert battles_offered(killed) == []
    refused(killed, PlayerBattle("II"), "none of her units", "Battle Procedure")


# --- F2: the setup in play, shown after setup --------------------------------------------------


def test_the_challenge_cards_switches_and_reward_settings_in_play_are_said_in_the_setup_lists_words():
    solo = set_up(challenges=(3, 4, 5), gold_rule="exceed", advanced=True)
    assert setup_in_play(solo) == ("Challenge Cards 3, 4, 5", "Advanced Powers (B sides)",
                                   "Monster rewards: Gold: Gold only when your Strength exceeds the Monster's")
    two = set_up(players=2, second_player_reward="demoted", easier_small_supply=True)
    assert setup_in_play(two) == (
        "No Challenge Cards", "Making it Easier: a smaller supply for her",
        "Monster rewards: Gold: Gold when you would have defeated it alone (equal Strength is enough)",
        "Monster rewards: second player: one level below their own reward (the text, word for word)",
        "Monster rewards: ties at 2 players: a tie with Maliath goes to the player (2-player rule)")
    assert setup_in_play(GAME.initial_state({})) == ()


def test_the_dashboard_shows_what_is_in_play_after_setup():
    dash = MaliathDashboard()
    assert "In play" not in one(dash, "tc-mal-status").value
    dash.set_up(challenges=(3, 4), gold_rule="exceed", digital=False)
    status = html.unescape(one(dash, "tc-mal-status").value)
    assert ("In play: Challenge Cards 3, 4 · Monster rewards: Gold: Gold only when your Strength exceeds the "
            "Monster's") in status


# --- F3: wording --------------------------------------------------------------------------------


def test_at_two_players_a_war_region_skipped_as_the_arbiters_is_said_so():
    state = play(with_a_golem(players=2), Flip("red 2"), Pick(turn.MORE), Report(3), Report(1), Report(1),
                 Pick(turn.YES))
    assert ("Power of War: the Arbiter controls the Forest of the third Island, the Volcano Island (ignored at 2 "
            "players): she resolves the Power of Preparation instead.") in state.instructions
    assert not any("reaches yours" in line for line in state.instructions)
    solo = play(with_a_golem(), Flip("red 2"), Pick(turn.NONE))
    assert ("Power of War: no Region where her Strength reaches yours: she resolves the Power of Preparation "
            "instead.") in solo.instructions


def test_at_two_players_the_war_questions_ask_about_the_player_not_you():
    state = play(with_a_golem(players=2), Flip("red 2"))
    prompts = [GAME.next_step(state).prompt]
    for event in (Pick(turn.MORE), Report(3), Report(1)):
        state = play(state, event)
        prompts.append(GAME.next_step(state).prompt)
    assert [p for p in prompts if "you" in p.lower().split() or "your" in p.lower().split()] == []
    assert "the Strength there of the player with units there (Artefact II or IV)" in prompts[2]
    solo = play(with_a_golem(), Flip("red 2"), Pick(turn.MORE), Report(3))
    assert GAME.next_step(solo).prompt.startswith("That Region: your Strength there?")


def test_an_encounter_of_her_monster_reward_cites_the_monster_cards_section():
    base = dict(wounds=(4,) + (0,) * 6, visible=(True,) + (False,) * 6)  # 4 x 3 = 12: she would defeat it alone
    state = play(replace(set_up("Leheir"), **base), Flip("CS009"))
    assert state.ask is Ask.ENCOUNTER and GAME.next_step(state).section == turn.SEC_DESTINY  # her Destiny Card's
    state = play(replace(set_up("Leheir"), **base), EndEra(), Report(0), Pick(UTCORO), Report(0),
                 Report(2), Report(1), Report(1), Report(0))  # Gold: 2 Glory, 1 Experience, 1 Encounter
    assert state.ask is Ask.ENCOUNTER
    assert GAME.next_step(state).section.startswith("Phase 3 - End of an Era: Monster Cards")


def test_every_full_attunement_card_skipped_is_named():
    state = replace(play(set_up(), Flip("CS008")), markers=(2, 2, 0, 0, 0))
    state = play(state, Flip("CS007"))
    assert state.ask is Ask.INCLINATION
    state = play(state, Pick("Volcano"))
    assert ("Attunement Card 1 (the Volcano Island's) and Attunement Card 2 (the Tree Island's) are full: Put an "
            "Inclination marker on Attunement Card 3 (the Crystal Island's).") in state.instructions
    assert state.markers == (2, 2, 1, 0, 0)
    one_full = play(replace(play(set_up(), Flip("CS008")), markers=(2, 0, 0, 0, 0)), Flip("CS007"), Pick("Volcano"))
    assert ("Attunement Card 1 (the Volcano Island's) is full: Put an Inclination marker on Attunement Card 2 (the "
            "Tree Island's).") in one_full.instructions



# --- F4: no more copies of a card than this Era's deck holds -------------------------------------


def test_gain_refuses_a_card_whose_every_copy_in_this_eras_deck_she_gained_this_era():
    assert [era_copies(1, MaliathCommandCard("red", v)) for v in (1, 2, 3)] == [2, 1, 2]  # Era I: 1, 1, 2, 3, 3
    assert "evonove/mysthea-app" in ERA_COMMAND_CARDS_SOURCE
    # Her Starting red 2 is in her Action deck, not from the Era I deck: the Era I red 2 may still be gained.
    state = play(set_up(), Flip("blue 2"))
    assert state.ask is Ask.GAIN and "red 2" in answers(state)
    state = play(state, Pick("red 2"), Flip("yellow 2"), Pick("dominant_direction"))
    assert state.ask is Ask.GAIN and "red 2" not in answers(state) and "red 1" in answers(state)
    refused(state, Pick("red 2"), "The Era I deck holds 1 card red 2 and she gained every one this Era",
            "Maliath's Actions: Gain a Command Card")
    # A new Era, a new deck: Era II's red 2 may be gained again.
    state = play(state, Pick("red 1"), EndEra(), Report(0), *attunement_answers())
    assert state.era == 2 and state.era_gains == ()
    state = play(state, Flip("blue 2"), Pick("dominant_direction"))
    assert state.ask is Ask.GAIN and "red 2" in answers(state)


def test_develop_refuses_more_copies_than_this_eras_deck_holds_with_those_in_the_area():
    state = play(set_up(), Flip("CS011"), Pick("red 3"), Pick("red 3"))
    assert state.ask is Ask.DEVELOP and "red 3" not in answers(state)
    refused(state, Pick("red 3"), "holds 2 cards red 3 and every one is hers already this Era or reported",
            "Maliath's Actions: Develop Command Cards")
    state = play(state, Pick("blue 1"), Pick("green 1"))  # Highest Value: she takes both red 3s
    assert state.era_gains == ("red 3", "red 3")
    state = play(state, Flip("blue 2"))
    assert state.ask is Ask.GAIN and "red 3" not in answers(state)
    refused(state, Pick("red 3"), "she gained every one this Era", "Maliath's Actions: Gain a Command Card")
