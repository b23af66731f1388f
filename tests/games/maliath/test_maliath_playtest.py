"""What a play-tester found in the browser (issue #14), each checked in the core: Cannibarok's Crystal Field,
Walk against her own records, her Strength in a War Region, the setup steps, Battle step 1, a Monster not
defeated, War twice, who acts, Challenge Card 3's sum, the final Glory, whose Strength, the table's reports
acknowledged, the Era's citations, plurals."""

from __future__ import annotations

from dataclasses import replace

from companion.games.maliath.data import CANNIBAROK, CANNIBAROK_CRYSTAL_FIELD_STRENGTH, MONSTERS
from companion.games.maliath.events import EndEra, Flip, MonsterShown, Pick, PlayerBattle, Report, UnitsReturned
from companion.games.maliath.game import GAME
from companion.games.maliath.phases import turn
from companion.games.maliath.state import MONSTER_NAMES, Ask, Phase
from tests.games.maliath.maliath_table import attunement_answers, her_units, play, refused, set_up, units_everywhere


UTCORO = "Utcoro the Swarmer"


def _fight_cannibarok(crystal_field: str):
    """Era I's end with Cannibarok shown, one Wound on it taking 3 off, and your Strength 12."""
    i = MONSTER_NAMES.index(CANNIBAROK)
    state = play(set_up(), MonsterShown(CANNIBAROK))
    state = replace(state, wounds=tuple(1 if j == i else 0 for j in range(len(MONSTER_NAMES))),
                    reductions=tuple(3 for _ in MONSTER_NAMES))
    state = play(state, EndEra(), Report(0), Pick(CANNIBAROK))
    assert state.ask is Ask.CRYSTAL_FIELD
    assert GAME.options(state).offers["answers"] == (turn.YES, turn.NO)
    return play(state, Pick(crystal_field), Report(12))


def test_cannibarok_is_stronger_on_an_island_with_a_crystal_field_gold_becomes_silver():
    assert MONSTERS.value[CANNIBAROK] == 12 and CANNIBAROK_CRYSTAL_FIELD_STRENGTH.value == 2
    assert "Crystal Field" in CANNIBAROK_CRYSTAL_FIELD_STRENGTH.source
    plain = _fight_cannibarok(turn.NO)
    assert any(f"{CANNIBAROK} is defeated: you Gold" in line for line in plain.instructions)
    crystal = _fight_cannibarok(turn.YES)
    assert any("Strength 12 + 2, the attacked Island has a Crystal Field, = 14" in line
               for line in crystal.instructions)
    assert any(f"{CANNIBAROK} is defeated: you Silver" in line for line in crystal.instructions)
    # Another Monster is not asked about Crystal Fields.
    other = play(set_up(), MonsterShown(UTCORO), EndEra(), Report(0), Pick(UTCORO))
    assert other.ask is Ask.MONSTER_STRENGTH


def test_walk_offers_only_what_her_own_deploys_allow_and_refuses_the_rest():
    # Units of hers recorded in the Mountain, and a Golem deployed in her Champion's Forest: she may control
    # those two, so lacking only the Crystal Field is possible, or lacking both others.
    state = play(replace(set_up(), units_at=("Volcano: Mountain",)), Flip("green 2"))
    assert state.ask is Ask.WALK
    assert GAME.options(state).offers["answers"] == ("move_to:Crystal Field", "dominant_direction")
    refused(state, Pick("fly"), "no units in the Crystal Field of the Volcano Island",
            "Maliath's Actions: Move Champion")
    refused(state, Pick("stay"), "cannot control", "Maliath's Actions: Move Champion")
    # What it cannot know (units everywhere possible) is never refused.
    assert len(GAME.options(units_everywhere(state)).offers["answers"]) == 5


def test_her_deploys_and_retreats_are_recorded_where_they_go():
    deployed = play(set_up(), Flip("CS008"))  # a Troop in her Champion's Region, the Volcano's Forest
    assert "Volcano: Forest" in deployed.units_at
    units = replace(her_units(set_up(), "Volcano: Forest"), battle_deck=("+1 Strength, Retreat All",))
    # Her one Battle card and the one Region of hers are taken without a question.
    lost = play(units, PlayerBattle("you"), Report(2), Pick(turn.NO_REACTION), Pick(turn.LOST), Pick("Mountain"),
                Report(0))
    assert lost.units_at == ("Volcano: Mountain",)


def test_her_strength_in_a_war_region_cannot_be_zero():
    state = play(her_units(set_up(), "Volcano: Forest"), Flip("red 2"), Pick(turn.MORE))  # her one Region: taken
    assert state.ask is Ask.WAR_HER and 0 not in GAME.options(state).offers["answers"]
    refused(state, Report(0), "not an answer", "Maliath's Cards: Power Cards Overview")
    state = play(state, Report(1))
    assert 0 not in GAME.options(state).offers["answers"]  # your Strength there: you have units too


def test_setup_tells_every_step_in_the_rulebooks_order():
    lines = set_up().instructions
    def at(text):
        return next(i for i, line in enumerate(lines) if text in line)
    assert at("Step 5:") < at("Step 10A c:") < at("Step 10A e:") < at("Step 7:") < at("Step 9:")
    assert "Inclination marker on the topmost." in lines[at("Step 5:")]
    assert "shuffle the 6 Battle cards" in lines[at("Step 10A c:")]
    assert "her Glory token on 0." in lines[at("Step 10A e:")]
    assert "one Starting Command Card of each colour" in lines[at("Step 7:")]
    assert "4 Starting cards with her 5 Destiny Cards into her Action deck (9 cards)" in lines[at("Step 9:")]
    assert not any("Mirage" in line for line in lines)
    kolbor = set_up("Kolbor & Malabor").instructions
    assert any("on the topmost and one on the second (Kolbor & Malabor)" in line for line in kolbor)
    assert set_up(players=2).instructions[0] == "2 players: do not use Mirage Tokens."


def test_battle_step_one_asks_your_reaction_before_her_card():
    state = play(her_units(set_up()), PlayerBattle("you"), Report(2))
    assert state.ask is Ask.REACTION
    step = GAME.options(state)
    assert step.step.section == "Battle Procedure, step 1"
    assert [c.label for c in step.choices] == ["No reaction", "I played a reaction card"]
    state = play(state, Pick(turn.REACTION))
    assert state.ask is Ask.BATTLE_CARD and "you played a reaction card" in " ".join(state.instructions)


def test_a_monster_not_defeated_tells_you_to_remove_your_units():
    state = play(set_up(), MonsterShown(UTCORO), EndEra(), Report(0), Pick(UTCORO), Report(1))
    assert any("you must remove all of your units from one Region where your units are present on the "
               "attacked Island" in line for line in state.instructions)


def test_war_on_the_b_side_names_each_resolution():
    state = play(set_up(advanced=True), Flip("red 2"))
    assert "Power of War, first time (B side: it resolves twice)." in state.instructions
    state = play(state, Pick(turn.NONE), Pick("dominant_direction"))
    assert "Power of War, second time (B side: it resolves twice)." in state.instructions
    assert not any("first time" in line for line in play(set_up(), Flip("red 2")).instructions)


def test_the_step_names_who_acts():
    solo = GAME.next_step(set_up())
    assert solo.actor == "You" and solo.name == "Era I: your turn, then hers"
    empty = GAME.next_step(replace(set_up(), deck=()))
    assert empty.name == "Era I: her Action deck is empty: she passes"
    two = set_up(players=2)
    assert GAME.next_step(two).actor == "Artefact II"
    assert "then IV's, then hers" in GAME.next_step(two).name
    later = GAME.next_step(replace(two, era=2))
    assert "set again between the two of you" in later.prompt and "Maliath always comes last" in later.prompt


def test_challenge_card_three_shows_each_part_of_the_sum():
    state = replace(set_up(challenges=(3,)), markers=(2, 1, 1, 0, 0))
    state = play(state, EndEra())
    assert ("Attunement Cards: 1 card with two Inclination markers x 8 = 8; Challenge Card 3: 2 cards with "
            "exactly one x 4 = 8: she scores 16 Glory.") in state.instructions


def test_the_final_glory_names_each_player():
    state = replace(set_up(), era=3)
    state = play(state, EndEra(), Report(0), Report(27))
    assert state.phase is Phase.OVER and state.instructions == (f"Final Glory: Maliath {state.glory}, you 27.",)


def test_at_two_players_the_strength_asked_is_named():
    state = play(set_up(players=2), MonsterShown(UTCORO), EndEra(), Report(0), Pick(UTCORO))
    assert GAME.next_step(state).prompt.startswith("Artefact II's Strength against this Monster")
    state = play(state, Report(2))
    assert GAME.next_step(state).prompt.startswith("Artefact IV's Strength against this Monster")


def test_the_tables_reports_are_acknowledged():
    state = play(set_up(), MonsterShown(UTCORO))
    assert state.instructions == (f"Recorded: {UTCORO}'s Reference Card is visible.",)
    state = play(state, Flip("green 2"), UnitsReturned(golems=1))
    assert state.instructions == ("Recorded: 1 Golem of hers killed: back in her supply (now 8 Golems and "
                                  "16 Troops).",)


def test_the_attunement_order_asked_at_a_new_era_cites_phase_one_step_one():
    state = replace(set_up(), tucked=("red 1",))
    state = play(state, EndEra(), Report(0))
    assert state.ask is Ask.ATTUNEMENT_ORDER
    assert GAME.next_step(state).section == "Phase 1 - Beginning of an Era, step 1"
    assert play(state, *attunement_answers()).phase is Phase.ERA


def test_one_upgrade_is_singular():
    state = replace(set_up(), upgrades=(0, 1, 0, 0))
    state = play(state, Flip("yellow 2"))
    assert any("(2 Command Points + 1 Upgrade)" in line for line in state.instructions)


def test_while_the_arbiter_holds_two_cards_the_odds_are_for_those_two():
    from companion.games.maliath.options import battle_odds
    from companion.games.maliath.odds import battle_strength_of_state

    two = her_units(set_up(players=2, digital=True, seed=4))
    _dist, title = battle_odds(two)
    assert title.startswith("Her Battle card the Arbiter keeps of two")
    held = play(two, PlayerBattle("II"), Report(2), Pick(turn.NO_REACTION))
    assert held.ask is Ask.BATTLE_CARD
    dist, title = battle_odds(held)
    drawn = held.battle_deck[:2]
    assert title.startswith(f"The two cards drawn ({'; '.join(drawn)})")
    assert dist == battle_strength_of_state(drawn, 2, held.arbiter_aim)
    assert len(dist.items()) == 1  # the Arbiter's aim picks one of the two: no chance left
    physical = play(her_units(set_up(players=2)), PlayerBattle("II"), Report(2), Pick(turn.NO_REACTION))
    assert battle_odds(physical)[1].startswith("Before the two were seen")


def test_a_new_dominant_direction_asked_during_play_cites_move_champion_not_setup():
    from companion.games.maliath.events import BoardChanged

    state = play(set_up(), BoardChanged("direction"))
    assert state.ask is Ask.DIRECTION
    assert GAME.next_step(state).section.startswith("Maliath's Actions: Move Champion")
    assert play(state, Pick("counterclockwise")).direction == "counterclockwise"
