"""Phase 3: Fighting the Creatures — who plays when, what a card may face, and how far it reaches."""

import pytest

from companion.errors import RuleError
from companion.games.other_side.events import DiscardInstead, PlayAction
from companion.games.other_side.state import current_hero, hero_state
from tests.games.other_side.other_side_helpers import (
    FIGHT_EVENTS, HUNT_EVENTS, PLAN_EVENTS, run, setup_four,
)


def at_fight():
    """Marcus plays first (line M H F A H); he stands in the den with the first Creature."""
    return run(setup_four(), *HUNT_EVENTS, *PLAN_EVENTS)


def test_cards_are_played_in_initiative_line_order():
    state = at_fight()
    assert state.phase == "fight" and current_hero(state) == "marcus"
    with pytest.raises(RuleError, match="It is Marcus's turn"):
        run(state, PlayAction("hansi", "HA2", 3))
    state = run(state, FIGHT_EVENTS[0])
    assert current_hero(state) == "hansi"
    # His tile goes home; the Bond tokens stay in the line until Restoration.
    assert hero_state(state, "marcus").action_tiles == 2
    assert sum(1 for i in state.line if i.kind == "bond") == 4


def test_a_card_needs_the_creatures_type_or_mastery():
    # MA3 is Undead / Weapons; the Creature in space 2 is a Humanoid of Guile.
    with pytest.raises(RuleError, match="one of the two must match"):
        run(at_fight(), PlayAction("marcus", "MA3", 2))


def test_range_of_action_must_reach_the_target_and_discards_extend_it():
    state = at_fight()
    # Marcus is in the den; the lair is den -> hall -> lair: Range of Action 2. MA5 has Range 1.
    with pytest.raises(RuleError, match="2 space") as err:
        run(state, PlayAction("marcus", "MA5", 2))
    assert "Golden Rule of the Range of Action" in err.value.section
    state = run(state, PlayAction("marcus", "MA5", 2, range_discards=("MA3",)))
    m = hero_state(state, "marcus")
    assert "MA3" in m.discard and "MA5" not in m.hand and "MA3" not in m.hand


def test_phase3_example_hansi_adds_an_artifacts_range_to_reach_a_farther_creature():
    state = run(at_fight(), FIGHT_EVENTS[0])
    # Hansi stands in the lair; the crypt is 2 away; his Undead card HA4 has Range 1.
    with pytest.raises(RuleError, match="reaches 1"):
        run(state, PlayAction("hansi", "HA4", 3))
    state = run(state, PlayAction("hansi", "HA4", 3, artifact="A3"))
    assert state.battle[2].fight_line[-1].artifact == "A3"
    assert "A3" not in hero_state(state, "hansi").hand


def test_a_hero_who_plays_nothing_discards_a_card_and_loses_the_turn():
    state = run(at_fight(), DiscardInstead("marcus", "MA2"))
    assert "MA2" in hero_state(state, "marcus").discard and current_hero(state) == "hansi"
    with pytest.raises(RuleError, match="Name a card"):
        run(state, DiscardInstead("hansi", None))


def test_after_the_last_tile_the_battle_begins_and_unconfronted_creatures_breathe():
    from dataclasses import replace
    from companion.games.other_side.state import CreatureSlot
    state = run(at_fight(), *FIGHT_EVENTS[:-1])
    state = replace(state, battle=state.battle[:3] + (CreatureSlot("C4", "3:crypt"),))
    state = run(state, FIGHT_EVENTS[-1])
    assert state.phase == "battle"
    assert state.battle[3] is None and "C4" in state.creature_discard
    assert state.breath[6:] == ("down", "down")  # 2 face-down tokens in its own part of the board


def test_one_of_us_serves_only_a_hero_in_the_same_fight_line():
    state = at_fight()
    with pytest.raises(RuleError, match="same Fight Line"):
        run(state, PlayAction("marcus", "MA5", 2, range_discards=("MA3",), beneficiary="hansi"))


def test_inspiration_draws_a_reported_card_and_only_then():
    state = at_fight()
    with pytest.raises(RuleError, match="Only an Inspiration"):
        run(state, PlayAction("marcus", "MA1", 2, drawn=("MA6",)))


def test_heal_flips_a_wound_side_token_back_as_the_card_is_played():
    from dataclasses import replace
    state = run(at_fight(), *FIGHT_EVENTS[:3])
    andre = hero_state(state, "andre")
    state = replace(state, heroes=tuple(replace(h, bonds_ready=2, bonds_wounded=1) if h is andre else h
                                        for h in state.heroes))
    # AN4 (Humanoid, Heal, Range 1) from the crypt to the lair, 2 away: one card discarded for range.
    state = run(state, PlayAction("andre", "AN4", 2, range_discards=("AN2",)))
    andre = hero_state(state, "andre")
    assert (andre.bonds_ready, andre.bonds_wounded) == (3, 0)


def test_inspiration_draws_the_reported_card_into_hand():
    state = run(at_fight(), PlayAction("marcus", "MA4", 2, range_discards=("MA2", "MA3"), drawn=("MA6",)))
    assert "MA6" in hero_state(state, "marcus").hand
    with pytest.raises(RuleError, match="draws 1 card"):
        run(at_fight(), PlayAction("marcus", "MA4", 2, range_discards=("MA2", "MA3")))


def test_emanation_adds_to_the_printed_range():
    from companion.games.other_side.phases.fighting import reach
    state = at_fight()
    assert reach(state, "hansi", "HA5") == 2 and reach(state, "hansi", "HA4") == 1
    assert reach(state, "hansi", "HA4", "A3", discards=1) == 3


def test_magic_step_moves_the_hero_one_space_after_the_card_is_placed():
    state = run(at_fight(), FIGHT_EVENTS[0])
    with pytest.raises(RuleError, match="not one step"):
        run(state, PlayAction("hansi", "HA4", 3, artifact="A3", step_to="1:den"))
    state = run(state, PlayAction("hansi", "HA4", 3, artifact="A3", step_to="0:hall"))
    assert hero_state(state, "hansi").space == "0:hall"
    with pytest.raises(RuleError, match="Only a Magic Step"):
        run(at_fight(), PlayAction("marcus", "MA1", 2, step_to="0:hall"))
