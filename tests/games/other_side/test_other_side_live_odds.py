"""The live odds against the battle itself: for every face of both dice, `fight_odds` fed by
`live_odds.fight_odds_inputs` must say what `ResolveFight` then does (Phase 4: Battle and Outcome)."""

from dataclasses import replace
from itertools import product

import pytest

from companion.errors import RuleError
from companion.games.other_side.events import PassPlan, PlaceActionTile, ResolveFight, Settings
from companion.games.other_side.odds import fight_odds_inputs
from companion.games.other_side.odds import fight_odds
from companion.games.other_side.profile import index
from companion.games.other_side.state import CreatureSlot, FightCard, hero_state
from companion.odds.dice import Die, Face
from tests.games.other_side.other_side_helpers import HUNT_EVENTS, phase4_example, run, setup_four
from tests.games.other_side.test_other_side_battle import FIGHT_1, FIGHT_2


def only_fight(state, creature, *cards, profile=None):
    """The example's table with one fight in space 1: (hero, card, artifact, One of Us beneficiary)."""
    line = tuple(FightCard(h, c, a, b or h) for h, c, a, b in cards)
    state = replace(state, battle=(CreatureSlot(creature, "1:den", line), None, None, None))
    return replace(state, profile=profile) if profile else state


def with_creature_icons(profile, creature, icons):
    return replace(profile, creatures=tuple(replace(c, icons=icons) if c.id == creature else c
                                            for c in profile.creatures))


def fight_states():
    """A few fights as they stand at the start of Phase 4, with the space to settle."""
    base = phase4_example()
    wound_face = replace(base.profile, hero_die=(Face(1), Face(2, True), Face(4), Face(6, True)))
    impact = with_creature_icons(base.profile, "C4", ("impact_force", "wound"))
    return {
        "example fight 1 (penalty, a face-up token)": (base, 1),
        "example fight 2 (Frontline)": (run(base, FIGHT_1), 2),
        "example fight 3 (Wound icon, Blessing with nothing to remove)": (run(base, FIGHT_1, FIGHT_2), 3),
        "Heroic Fury and Inhibition": (only_fight(base, "C4", ("andre", "AN3", None, None),
                                                  ("andre", "AN2", None, None)), 1),
        "a One of Us Shield": (only_fight(base, "C3", ("marcus", "MA5", None, "hansi"),
                                          ("hansi", "HA2", None, None)), 1),
        "a Hero die with Wound faces": (only_fight(base, "C1", ("andre", "AN1", None, None),
                                                   ("andre", "AN5", None, None), profile=wound_face), 1),
        "Impact Force on Artifacts": (only_fight(base, "C4", ("hansi", "HA2", "A5", None),
                                                 ("frederik", "FR2", "A2", None), profile=impact), 1),
        "Heroic Fury and Breakage Values, die as rolled": (
            only_fight(base, "C4", ("andre", "AN3", "A2", None), ("hansi", "HA2", "A6", None)), 1),
        "Heroic Fury and Breakage Values, doubled die": (
            replace(only_fight(base, "C4", ("andre", "AN3", "A2", None), ("hansi", "HA2", "A6", None)),
                    settings=Settings(breakage_uses_doubled_die=True)), 1),
    }


@pytest.mark.parametrize("name", list(fight_states()))
def test_the_odds_shown_are_what_resolve_fight_does_for_every_face_of_both_dice(name):
    state, space = fight_states()[name]
    inputs = fight_odds_inputs(state, space)
    card = index(state.profile).creatures[state.battle[space - 1].card]
    creature_faces = state.profile.creature_die if inputs.creature_rolled else (None,)
    for h, c in product(sorted(set(state.profile.hero_die)), sorted(set(creature_faces), key=str)):
        one = dict(inputs.kwargs(), hero_die=Die([h]), creature_die=Die([c or Face(0)]))
        odds = fight_odds(inputs.heroes, inputs.creature, **one)
        won = odds.p_win == 1
        spoils = tuple(state.artifact_deck[:card.artifacts]) if won else ()
        event = ResolveFight(space, h.value, None if c is None else c.value,
                             bool(c and c.wound), h.wound, spoils)
        after = run(state, event)  # a RuleError here: the odds called the fight wrongly
        record = after.fights[-1]
        where = f"{name}: Hero die {h}, Creature die {c}"
        assert odds.p_win in (0, 1) and won == record.won, where
        assert odds.margin.at_least(0) == odds.p_win and \
            odds.margin.weights()[0][0][0] == record.heroes_total - record.creature_total, where
        assert odds.wounds.weights()[0] == ((len(record.wounds), 1),), where
        in_fight = [a for fc in state.battle[space - 1].fight_line if fc.artifact for a in [fc.artifact]]
        if in_fight:
            broken = [a for a in in_fight if a in after.artifact_discard]
            assert (odds.p_break == 1) == bool(broken), where
        else:
            assert odds.p_break is None, where
    assert inputs.breakage_counts_fury == state.settings.breakage_uses_doubled_die


def test_a_one_of_us_shield_lowers_the_wounds_the_odds_show_as_the_battle_does():
    # Marcus's MA5 shields Hansi (One of Us). Lost with a Wound on the Creature die against C3 (Wound
    # icon): 3 Wounds go Marcus, Hansi, Marcus; Hansi's is prevented, so 2 land. Before the fix the
    # odds said 3.
    state = only_fight(phase4_example(), "C3", ("marcus", "MA5", None, "hansi"), ("hansi", "HA2", None, None))
    inputs = fight_odds_inputs(state, 1)
    assert inputs.wounds_landed == (0, 1, 1, 2, 3)
    one = dict(inputs.kwargs(), hero_die=Die([1]), creature_die=Die([Face(2, True)]))
    assert fight_odds(inputs.heroes, inputs.creature, **one).wounds.weights()[0] == ((2, 1),)
    assert run(state, ResolveFight(1, 1, 2, creature_wound=True)).fights[-1].wounds == ("marcus", "marcus")


def test_impact_force_breaks_an_artifact_without_a_breakage_value_and_the_odds_say_so():
    # A5 has no Breakage Value; the Creature's Impact Force breaks it anyway (ruling: every Artifact
    # used in that fight). Before the fix the odds reported no breakable Artifact (p_break None).
    base = phase4_example()
    state = only_fight(base, "C4", ("hansi", "HA2", "A5", None),
                       profile=with_creature_icons(base.profile, "C4", ("impact_force",)))
    inputs = fight_odds_inputs(state, 1)
    assert fight_odds(inputs.heroes, inputs.creature, **inputs.kwargs()).p_break == 1
    assert run(state, ResolveFight(1, 1, 1)).artifact_discard == ("A5",)
    plain = only_fight(base, "C4", ("hansi", "HA2", "A5", None))
    assert fight_odds_inputs(plain, 1).breakage is None  # without Impact Force it never breaks


def test_a_creature_with_no_card_under_it_yet_shows_every_wound_landing():
    state = replace(phase4_example(), battle=(CreatureSlot("C3", "1:den"), None, None, None))
    assert fight_odds_inputs(state, 1).wounds_landed == (0, 1, 2, 3, 4)


def test_a_hero_whose_bond_tokens_are_all_in_the_line_is_refused_under_use_an_action_tile():
    # Three Heroes: 3 Action tiles and 4 Bond tokens each. Hansi has put 3 in the line and has 1
    # left, none wounded; asking for 2 more is refused. Before the fix the refusal blamed
    # Wound-side tokens and named "About Wounds".
    seats = ("hansi", "marcus", "andre")
    hunt = [replace(e, hero=h) for e, h in zip(HUNT_EVENTS[:3], seats)]
    state = run(setup_four("hansi", seats), *hunt,
                PlaceActionTile("hansi", bonds=("left", "right")),
                PlaceActionTile("marcus", "right", bonds=("right",)),
                PassPlan("andre"),
                PlaceActionTile("hansi", "right", bonds=("right",)),
                PassPlan("marcus"))
    h = hero_state(state, "hansi")
    assert (h.bonds_ready, h.bonds_wounded) == (1, 0)
    with pytest.raises(RuleError, match="only 1 usable Bond token") as err:
        run(state, PlaceActionTile("hansi", "left", bonds=("left", "right")))
    assert err.value.section == "Phase 2: Tactical Plan (Use an Action Tile)"
    assert "Wound" not in str(err.value)
