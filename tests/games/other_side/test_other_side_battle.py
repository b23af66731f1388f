"""Phase 4: Battle and Outcome — the three fights of the rulebook's example, and the glossary effects."""

from dataclasses import replace

import pytest

from companion.errors import RuleError
from companion.games.other_side.events import ResolveFight
from companion.games.other_side.game import OTHER_SIDE
from companion.games.other_side.odds import fight_odds_inputs
from companion.games.other_side.state import CreatureSlot, FightCard, hero_state
from tests.games.other_side.other_side_helpers import phase4_example, run

FIGHT_1 = ResolveFight(1, hero_roll=2, creature_roll=2)
FIGHT_2 = ResolveFight(2, hero_roll=3, creature_roll=1, creature_wound=True, artifacts_drawn=("A4",))
FIGHT_3 = ResolveFight(3, hero_roll=2, creature_roll=1, creature_wound=True, artifacts_drawn=("A5",))


def bond_sides(state, hero):
    return [i.wounded for i in state.line if i.kind == "bond" and i.hero == hero]


def test_fight_1_andre_alone_loses_10_to_6_and_flips_his_bond_token():
    state = phase4_example()
    assert OTHER_SIDE.describe(state, FIGHT_1) == "Fight 1: Heroes 6 vs Creature 10, lost"
    state = run(state, FIGHT_1)
    assert state.fights[-1].heroes_total == 6 and state.fights[-1].creature_total == 10
    assert bond_sides(state, "andre") == [True]
    assert "C1" in state.creature_discard and state.battle[0] is None
    assert "AN1" in hero_state(state, "andre").discard


def test_fight_2_marcus_and_hansi_win_12_to_5_marcus_takes_the_wound_and_the_artifact():
    state = run(phase4_example(), FIGHT_1)
    assert OTHER_SIDE.describe(state, FIGHT_2) == "Fight 2: Heroes 12 vs Creature 5, won"
    state = run(state, FIGHT_2)
    marcus = hero_state(state, "marcus")
    # Marcus has no Bond token in the line, so one in his Personal Area flips.
    assert (marcus.bonds_ready, marcus.bonds_wounded) == (3, 1)
    # C2 gives no Mirror Fragment: to the discard pile, as the Phase 4 Example ends (won_without_fragment_discarded).
    assert "A4" in marcus.hand and "C2" in state.creature_discard and "C2" not in state.conquered
    assert state.fragments == 0


def test_fight_3_a_tie_wins_a_fragment_and_two_wounds_for_hansi_and_frederik():
    state = run(phase4_example(), FIGHT_1, FIGHT_2)
    assert OTHER_SIDE.describe(state, FIGHT_3) == "Fight 3: Heroes 6 vs Creature 6, won"
    state = run(state, FIGHT_3)
    assert state.fragments == 1 and "A5" in hero_state(state, "hansi").hand
    assert bond_sides(state, "hansi") == [True]
    assert bond_sides(state, "frederik") == [True, False]
    assert state.fights[-1].wounds == ("hansi", "frederik")
    assert state.phase == "restore"


def test_fights_go_left_to_right_and_dice_must_be_faces_of_the_profile():
    state = phase4_example()
    with pytest.raises(RuleError, match="space 1 comes next"):
        run(state, FIGHT_2)
    with pytest.raises(RuleError, match="Hero die has no face showing 9"):
        run(state, ResolveFight(1, 9, 2))
    with pytest.raises(RuleError, match="Creature die has no face showing 3 with a Wound"):
        run(state, ResolveFight(1, 2, 3, creature_wound=True))
    with pytest.raises(RuleError, match="spoils"):
        run(state, FIGHT_1, ResolveFight(2, 3, 1, creature_wound=True))


def only_fight(state, creature, *cards, breath=None):
    """The example's table with a single fight in space 1 made of the given (hero, card, artifact)."""
    line = tuple(FightCard(h, c, a, b or h) for h, c, a, b in cards)
    return replace(state, battle=(CreatureSlot(creature, "1:den", line), None, None, None),
                   breath=breath or state.breath)


def test_heroic_fury_doubles_the_hero_die_and_inhibition_stops_the_creature_die():
    state = only_fight(phase4_example(), "C4", ("andre", "AN3", None, None), ("andre", "AN2", None, None))
    inputs = fight_odds_inputs(state, 1)
    # C4 is a Witch of Magic, core 6, plus the face-up token above space 1 (+2).
    assert (inputs.heroes, inputs.creature) == (0 + 2 + 2, 8)
    assert inputs.hero_doubled and not inputs.creature_rolled
    with pytest.raises(RuleError, match="Inhibition"):
        run(state, ResolveFight(1, 2, 2))
    state = run(state, ResolveFight(1, 2, None))
    assert (state.fights[-1].heroes_total, state.fights[-1].creature_total) == (8, 8)


def test_shield_prevents_a_wound_and_one_of_us_can_shield_another_hero():
    state = only_fight(phase4_example(), "C3", ("marcus", "MA5", None, "hansi"), ("hansi", "HA2", None, None))
    state = run(state, ResolveFight(1, 1, 2, creature_wound=True))
    # Heroes 1 + 4 + die 1 = 6; C3 is 5 + a face-up token 2 + die 2 = 9: lost. Three Wounds
    # (the loss, the die, the icon) go Marcus, Hansi, Marcus; Marcus's One of Us Shield covers Hansi.
    assert state.fights[-1].won is False
    assert state.fights[-1].wounds == ("marcus", "marcus")


def test_blessing_removes_a_token_above_the_creature_when_the_card_is_played():
    from companion.games.other_side.events import PlayAction
    from tests.games.other_side.other_side_helpers import FIGHT_EVENTS, HUNT_EVENTS, PLAN_EVENTS, setup_four
    state = run(setup_four(), *HUNT_EVENTS, *PLAN_EVENTS, *FIGHT_EVENTS[:2])
    state = replace(state, breath=("", "", "", "", "up", "down", "", ""))
    state = run(state, PlayAction("frederik", "FR1", 3))
    assert state.breath[4:6] == ("", "down")


def test_artifacts_break_at_their_breakage_value_and_impact_force_breaks_them_all():
    state = only_fight(phase4_example(), "C4", ("hansi", "HA2", "A1", None), ("frederik", "FR2", "A2", None))
    after = run(state, ResolveFight(1, 5, 2))
    # A1 breaks at 6 or more: kept, back to Hansi's discards. A2 breaks at 5: item discard pile.
    assert "A1" in hero_state(after, "hansi").discard and after.artifact_discard == ("A2",)
    impact = replace(state.profile, creatures=tuple(
        replace(c, icons=("impact_force",)) if c.id == "C4" else c for c in state.profile.creatures))
    after = run(replace(state, profile=impact), ResolveFight(1, 1, 2))
    assert set(after.artifact_discard) == {"A1", "A2"}


def test_too_much_passion_eliminates_both_cards_for_the_rest_of_the_game():
    state = only_fight(phase4_example(), "C6", ("marcus", "MA2", None, None), ("hansi", "HA3", None, None))
    state = run(state, ResolveFight(1, 6, 1, artifacts_drawn=()))
    assert "MA2" in hero_state(state, "marcus").removed and "HA3" in hero_state(state, "hansi").removed
    assert "MA2" not in hero_state(state, "marcus").discard


def test_frontline_and_backline_bonuses_depend_on_the_cards_place():
    base = phase4_example()
    first = fight_odds_inputs(only_fight(base, "C2", ("marcus", "MA1", None, None),
                                         ("hansi", "HA1", None, None)), 1)
    second = fight_odds_inputs(only_fight(base, "C2", ("hansi", "HA1", None, None),
                                          ("marcus", "MA1", None, None)), 1)
    assert first.heroes == 9 and second.heroes == 7
    back = fight_odds_inputs(only_fight(base, "C6", ("marcus", "MA2", None, None),
                                        ("marcus", "MA6", None, None)), 1)
    assert back.heroes == 2 + 1 + 3  # MA6 is last: its Backline +3 counts


def test_collecting_the_fragments_needed_wins_at_once():
    state = replace(phase4_example(), fragments=9)  # 4 Heroes need 10
    state = run(state, FIGHT_1, FIGHT_2, FIGHT_3)
    assert state.outcome == "won" and state.phase == "over"
    with pytest.raises(RuleError, match="The game is over"):
        run(state, ResolveFight(1, 1, 1))
