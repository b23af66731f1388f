"""What a third play-tester found (issue #23, items 14-23): her killed units asked after every Battle, her
Strength asked in a Battle you start, Sanya's extra card explained, single answers taken, the Retreat filtered
by her records, the reports so far shown, two rulings, the setup list, the Regions read from any one, wording."""

from __future__ import annotations

import html
from dataclasses import replace

from companion.games.maliath.events import EndEra, Flip, MonsterShown, Pick, PlayerBattle, Report
from companion.games.maliath.game import GAME
from companion.games.maliath.phases import turn
from companion.games.maliath.state import Ask, Phase
from widgets.games.maliath.dashboard import MaliathDashboard
from tests.games.maliath.maliath_table import board_answers, her_units, play, refused, set_up
from tests.widgets.lookup import one

UTCORO = "Utcoro the Swarmer"


def answers(state):
    return GAME.options(state).offers["answers"]


def prompt(state):
    return GAME.next_step(state).prompt


def war_battle(champion="Celethe", card="+3 Strength", **kw):
    """Her War finds the Volcano's Forest (her 2 Golems and 3 Troops on the board, by her records) and her
    Battle card is revealed from a deck of two."""
    state = replace(her_units(set_up(champion, **kw), "Volcano: Forest"), golems=6,
                    battle_deck=tuple(sorted({card, "Gain 2 Cards"})))
    state = play(state, Flip("red 2"), Pick(turn.MORE), Report(3), Report(2), Report(1), Pick(turn.NO_REACTION))
    return play(state, Pick(card))


# --- 14: her killed units ---------------------------------------------------------------------------


def test_a_lost_battle_asks_how_many_of_her_golems_and_troops_were_killed_and_says_her_supply():
    state = war_battle()  # "+3 Strength": no Retreat All, so nothing else was asked after the Battle
    assert state.ask is Ask.KILLED_GOLEMS and answers(state) == (0, 1, 2)
    assert "how many of her Golems were killed" in prompt(state)
    refused(state, Report(3), "not an answer", "Battle Procedure")  # only 2 of her Golems are on the board
    state = play(state, Report(1))
    assert state.ask is Ask.KILLED_TROOPS and answers(state) == (0, 1, 2, 3)
    state = play(state, Report(2))
    assert (state.golems, state.troops) == (7, 15) and state.phase is Phase.ERA
    assert ("Battle: 1 Golem and 2 Troops of hers killed: back in her supply (now 7 Golems and 15 Troops)."
            in state.instructions)
    # None killed is said too, and a Battle you start asks the same.
    none = play(war_battle(), Report(0), Report(0))
    assert "Battle: none of her units was killed; her supply stays as it is." in none.instructions
    yours = play(replace(her_units(set_up()), battle_deck=("+3 Strength", "Gain 2 Cards")), PlayerBattle("you"),
                 Report(2), Pick(turn.NO_REACTION), Pick("+3 Strength"))
    assert yours.ask is Ask.KILLED_TROOPS  # no Golem of hers out: 0 Golems, not asked


# --- 15: her Strength in a Battle you start --------------------------------------------------------


def test_a_battle_you_start_asks_her_strength_there_once_and_shows_the_total():
    state = play(replace(her_units(set_up()), battle_deck=("+2 Strength, Defense", "+3 Strength")),
                 PlayerBattle("you"))
    assert state.ask is Ask.BATTLE_STRENGTH and "her Strength in that Region" in prompt(state)
    assert 0 not in answers(state)
    refused(state, Report(0), "not an answer", "Battle Procedure")
    state = play(state, Report(4), Pick(turn.NO_REACTION), Pick("+2 Strength, Defense"))
    assert ("Her Battle card: +2 Strength, Defense: her Strength there 4 + 2 = 6 (card 2, War Upgrades 0)."
            in state.instructions)
    assert not any("her Strength there +" in line for line in state.instructions)


# --- 16: Sanya's extra card ------------------------------------------------------------------------


def test_sanyas_extra_card_after_her_own_battle_says_it_is_her_champions_ability():
    state = play(war_battle("Sanya"), Report(0), Report(0))
    assert state.ask is Ask.GAIN
    assert prompt(state).startswith("Sanya, her Corrupted Champion: after a Battle she started against you, she "
                                    "also gains a Command Card.")
    two = replace(her_units(set_up("Sanya", players=2), "Volcano: Forest"), battle_deck=("+3 Strength", "Gain 2 Cards"))
    two = play(two, Flip("red 2"), Pick(turn.MORE), Report(3), Report(2), Report(1), Pick(turn.NO),
               Pick(turn.NO_REACTION), Pick("+3 Strength"), Report(0))
    assert "after a Battle she started against a player, she also gains a Command Card" in prompt(two)
    plain = play(set_up("Sanya"), Flip("blue 2"))  # a Gain of her Power of Heroism: no Sanya
    assert plain.ask is Ask.GAIN and "Sanya" not in prompt(plain)
    encounter = play(set_up("Sanya"), Flip("CS009"), Report(2))
    assert encounter.ask is Ask.GAIN and "whenever she scores an Encounter Card" in prompt(encounter)


# --- 17: a question with a single legal answer -----------------------------------------------------


def test_a_walk_with_one_case_a_war_with_no_region_and_a_defense_of_one_unit_are_not_asked():
    walked = play(set_up(), Flip("green 2"))  # her only units are in her Champion's Region
    assert walked.phase is Phase.ERA and walked.champion_at == ("Volcano", "Crystal Field")
    assert ("Walk: She lacks both other Regions (dominant direction) (the only answer her records allow, so it is "
            "not asked).") in walked.instructions
    nowhere = play(set_up(), Flip("red 2"))
    assert nowhere.phase is Phase.ERA and any(line.startswith("Power of War: No Region: by her records none of her "
                                                           "units is on the board") for line in nowhere.instructions)
    one_unit = play(replace(set_up(), units_at=("Volcano: Forest",), troops=15,
                            battle_deck=("+1 Strength, Defense", "+3 Strength")),
                    PlayerBattle("you"), Report(1), Pick(turn.NO_REACTION), Pick("+1 Strength, Defense"))
    assert one_unit.glory == 5 and "Defense: 1 (the only answer her records allow, so it is not asked)." \
        in one_unit.instructions
    # No visible Monster at an Era's end: "done" is not asked for.
    ended = play(set_up(), EndEra(), Report(0))
    assert ended.ask is Ask.FALLBACK and "Monster Cards: no visible Monster is left to resolve." in ended.instructions


# --- 18: the Retreat filtered by her records -------------------------------------------------------


def test_the_retreat_offers_only_what_her_records_allow_and_says_why_not_the_rest():
    state = replace(her_units(set_up(), "Volcano: Forest", "Volcano: Mountain"),
                    battle_deck=("+1 Strength, Retreat All", "+3 Strength"))
    state = play(state, PlayerBattle("you"), Report(2), Pick(turn.NO_REACTION), Pick("+1 Strength, Retreat All"),
                 Pick(turn.LOST), Pick("Volcano: Forest"), Pick("equal"))
    assert state.ask is Ask.RETREAT_CONTROL
    # No units of hers in the Crystal Field: she cannot control it, so no answer saying she does is offered.
    assert answers(state) == ("Crystal Field", "both")
    refused(state, Pick("Mountain"), "no units in the Crystal Field of the Volcano Island", "Battle Procedure")
    refused(state, Pick("neither"), "cannot control it", "Battle Procedure")
    # Neither other Region with her units: the one answer is taken.
    alone = replace(her_units(set_up(), "Volcano: Forest"), battle_deck=("+1 Strength, Retreat All", "+3 Strength"))
    alone = play(alone, PlayerBattle("you"), Report(2), Pick(turn.NO_REACTION), Pick("+1 Strength, Retreat All"),
                 Pick(turn.LOST), Pick("equal"))
    assert "Retreat: She controls neither of them (the only answer her records allow, so it is not asked)." \
        in alone.instructions
    assert alone.champion_at == ("Volcano", "Crystal Field")  # the next one clockwise, her Champion with them


# --- 19: what has been reported so far ------------------------------------------------------------


def test_develop_and_war_show_what_has_been_reported_so_far():
    develop = play(set_up(), Flip("CS011"))
    assert "Reported so far" not in prompt(develop)
    develop = play(develop, Pick("red 3"), Pick("blue 1"))
    assert prompt(develop).endswith("Reported so far: red 3, blue 1.")
    war = play(replace(her_units(set_up(), "Volcano: Forest", "Tree: Mountain")), Flip("red 2"), Pick(turn.MORE),
               Pick("Volcano: Forest"), Report(3), Report(2), Report(1), Pick(turn.MORE), Report(4))  # the last: taken
    assert prompt(war).endswith("Reported so far: the Forest of the third Island, the Volcano Island: her Strength "
                                "3, yours 2, 1 unit. Now the Mountain of the fifth Island, the Tree Island: her "
                                "Strength 4.")
    two = play(her_units(set_up(players=2), "Volcano: Forest"), Flip("red 2"), Pick(turn.MORE), Report(3), Report(2),
               Report(1))
    assert prompt(two) == ("Does the Arbiter control that Region? Now the Forest of the third Island, the Volcano "
                           "Island: her Strength 3, the player's 2, 1 unit.")


# --- 20: two rulings -------------------------------------------------------------------------------


def test_the_fallback_card_tucked_under_her_power_card_counts_as_gained_with_its_upgrade_token():
    state = play(set_up(), EndEra(), Report(0))
    assert state.ask is Ask.FALLBACK and "fallback_tucked_card_is_gained" in GAME.next_step(state).rulings
    state = play(state, Pick("blue 3"), Pick("red 3"))  # Celethe prefers red: red 3 to her deck, blue 3 tucked
    assert state.tucked == ("blue 3",) and "red 3" in state.deck
    assert state.gained == (0, 0, 0, 1) and state.upgrades == (0, 0, 0, 1)
    assert ("The other Development card: tuck the blue 3 under her Power of Heroism, and put an Upgrade token below "
            "it (her first blue card).") in state.instructions
    assert "fallback_tucked_card_is_gained" in GAME.rulings


def test_with_artefact_iii_for_you_she_takes_none_and_the_ruling_is_shown():
    state = set_up(easier_artefact_iii=True)
    assert "Step 10: you start with Artefact III (Making it Easier); she takes no Artefact." in state.instructions
    assert "easier_artefact_iii" in GAME.next_step(state).rulings and "easier_artefact_iii" in GAME.rulings
    assert "easier_artefact_iii" not in GAME.next_step(set_up()).rulings


# --- 21: the setup list ----------------------------------------------------------------------------


def test_the_setup_list_says_step_2a_and_at_two_players_that_she_takes_artefact_iii():
    for lines in (set_up().instructions, set_up(players=2).instructions):
        assert any(line.startswith("Step 2a: once the Monster Cards are on the Events board, put each Monster's "
                                   "Reference Card under its Monster Card") for line in lines)
    step_10 = next(line for line in set_up(players=2).instructions if line.startswith("Step 10:"))
    assert "she takes Artefact III" in step_10


# --- 23: wording -----------------------------------------------------------------------------------


def test_solo_prompts_have_no_two_player_parenthesis_and_war_asks_for_a_region_before_another():
    solo = play(replace(her_units(set_up()), visible=(True,) + (False,) * 6), EndEra(), Report(0), Pick(UTCORO))
    assert "2 players" not in prompt(solo) and prompt(solo) == "Your Strength against this Monster?"
    card = play(replace(her_units(set_up()), battle_deck=("+3 Strength", "Gain 2 Cards")), PlayerBattle("you"),
                Report(2), Pick(turn.NO_REACTION))
    assert prompt(card) == "Her Battle card: which is it?"
    war = play(her_units(set_up(), "Volcano: Forest"), Flip("red 2"))
    assert prompt(war) == "Power of War: is there a Region where you both have units?"
    assert [c.label for c in GAME.options(war).choices] == ["Yes, report a Region", "No Region"]
    assert "another Region" in prompt(play(replace(her_units(set_up(), "Volcano: Forest", "Tree: Mountain")),
                                           Flip("red 2"), Pick(turn.MORE), Pick("Volcano: Forest"), Report(3),
                                           Report(2), Report(1)))


def test_the_battle_result_buttons_say_defeated_and_one_wound_counter_is_singular():
    state = play(replace(her_units(set_up()), battle_deck=("+1 Strength, Retreat All", "+3 Strength")),
                 PlayerBattle("you"), Report(2), Pick(turn.NO_REACTION), Pick("+1 Strength, Retreat All"))
    assert [c.label for c in GAME.options(state).choices] == ["She was defeated: her units retreat",
                                                               "She was not defeated"]
    fought = play(replace(set_up(), wounds=(1,) + (0,) * 6, visible=(True,) + (False,) * 6), EndEra(), Report(0),
                  Pick(UTCORO), Report(2))
    assert any("her Hit Point reduction 1 Wound counter x 3 = 3" in line for line in fought.instructions)


def test_a_refusal_at_an_eras_end_names_the_end_of_an_era_not_her_turn():
    state = play(set_up(), EndEra())
    assert state.ask is Ask.REGION_GLORY
    refused(state, Pick("lots"), "not an answer", "Phase 3 - End of an Era")
    refused(state, Report(-1), "not an answer", "Phase 3 - End of an Era")
    refused(state, Flip("red 2"), "finish the step under way", "Phase 3 - End of an Era")
    refused(state, MonsterShown(UTCORO), "Finish the step under way", "Phase 3 - End of an Era")
    refused(state, PlayerBattle("you"), "Finish the step under way", "Phase 3 - End of an Era")


def test_a_zero_chance_of_a_destiny_card_reads_none_not_a_fraction_of_one():
    dash = MaliathDashboard()
    dash.set_up(digital=False)
    for event in board_answers():
        dash.act(event)
    dash._refresh_odds(replace(dash.state, deck=("red 2", "yellow 2")))  # no Destiny Card left this Era
    odds = html.unescape(one(dash, "tc-mal-odds").value)
    assert "A Destiny Card next: <b>none (0 %)</b>" in odds and "0/1" not in odds
