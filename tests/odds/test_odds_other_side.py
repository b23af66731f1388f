"""From the Other Side — fight odds: the Phase 4 example's three fights, and brute force."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings, strategies as st

from companion.games.other_side.odds import fight_odds
from companion.odds import Die, Dist, Face


def test_phase4_first_fight_andre_loses():
    # Rulebook "Phase 4 Example" 2: André 4, Creature 4 + 2 (Dragon's Breath); the Creature
    # die shows 2, doubled by the Creature penalty; the Hero die shows 2.
    odds = fight_odds(4, 4 + 2, hero_die=Die([2]), creature_die=Die([2]), creature_doubled=True)
    assert odds.p_win == 0                       # 6 against 10
    assert odds.wounds == Dist.constant(1)       # the lost fight's Wound
    assert odds.margin == Dist.constant(-4)


def test_phase4_second_fight_won_with_a_die_wound():
    # Example 3: Heroes 9, Creature 4; Hero die 3, Creature die 1 with the Wound symbol.
    odds = fight_odds(9, 4, hero_die=Die([3]), creature_die=Die([Face(1, wound=True)]))
    assert odds.p_win == 1                       # 12 against 5
    assert odds.wounds == Dist.constant(1)       # the die's Wound counts even in victory


def test_phase4_third_fight_tie_is_a_win_with_two_wounds():
    # Example 4: Heroes 4, Creature 5 with a Wound icon; Hero die 2, Creature die 1 + Wound.
    odds = fight_odds(
        4, 5, hero_die=Die([2]), creature_die=Die([Face(1, wound=True)]), creature_wound=True
    )
    assert odds.p_win == 1                       # 6 against 6: a tie wins
    assert odds.wounds == Dist.constant(2)       # one for the Creature's icon, one for the die


def test_a_wound_face_on_the_hero_die_wounds_a_won_fight_as_the_game_does():
    # docs/rulings.md, Phase 4, Wounds: "A Wound face on the Hero die also wounds" (the text's
    # "each Wound icon (whether on the die or on the Creature)" names no die), and the game's
    # battle.py counts it. Heroes 4 + Hero die 2 with a Wound against a Creature 5 + 1: a
    # tie, so a win, still costing one Wound; under Inhibition the Hero die still wounds.
    odds = fight_odds(4, 5, hero_die=Die([Face(2, wound=True)]), creature_die=Die([1]))
    assert odds.p_win == 1
    assert odds.wounds == Dist.constant(1)
    inhibited = fight_odds(4, 5, hero_die=Die([Face(2, wound=True)]), creature_die=Die([1]),
                           creature_rolled=False)
    assert inhibited.wounds == Dist.constant(1)
    # Both dice and the Creature's icon in a lost fight: 1 + 1 + 1 + 1.
    lost = fight_odds(0, 9, hero_die=Die([Face(1, wound=True)]),
                      creature_die=Die([Face(1, wound=True)]), creature_wound=True)
    assert lost.wounds == Dist.constant(4)


# EXAMPLE dice for the tests only: the real faces are not public.
EXAMPLE_HERO_DIE = Die([0, 1, 2, 3, 4, 5])
EXAMPLE_CREATURE_DIE = Die([0, 1, 1, 2, Face(2, True), Face(3, True)])


def test_breakage_reads_the_die_not_heroic_fury_by_default():
    plain = fight_odds(0, 0, hero_die=EXAMPLE_HERO_DIE, creature_die=EXAMPLE_CREATURE_DIE,
                       hero_doubled=True, breakage=5)
    assert plain.p_break == Fraction(1, 6)               # only the 5 face
    fury = fight_odds(0, 0, hero_die=EXAMPLE_HERO_DIE, creature_die=EXAMPLE_CREATURE_DIE,
                      hero_doubled=True, breakage=5, breakage_counts_fury=True)
    assert fury.p_break == Fraction(3, 6)                # 3, 4, 5 doubled reach 5
    assert fight_odds(0, 0, hero_die=EXAMPLE_HERO_DIE, creature_die=EXAMPLE_CREATURE_DIE).p_break is None


def test_impact_force_always_breaks_the_artifact():
    odds = fight_odds(0, 0, hero_die=EXAMPLE_HERO_DIE, creature_die=EXAMPLE_CREATURE_DIE,
                      breakage=6, impact_force=True)
    assert odds.p_break == 1


def test_inhibition_means_no_creature_die_and_no_die_wound():
    odds = fight_odds(3, 5, hero_die=EXAMPLE_HERO_DIE, creature_die=EXAMPLE_CREATURE_DIE,
                      creature_rolled=False)
    assert odds.p_win == Fraction(4, 6)                  # hero die 2..5
    assert odds.wounds == Dist({0: Fraction(4, 6), 1: Fraction(2, 6)})


faces = st.lists(
    st.builds(Face, st.integers(0, 5), st.booleans()), min_size=1, max_size=5
)


@settings(max_examples=80, deadline=None)
@given(st.integers(-3, 8), st.integers(-3, 8), faces, faces, st.booleans(), st.booleans(),
       st.booleans(), st.booleans(), st.one_of(st.none(), st.integers(0, 11)), st.booleans())
def test_fight_equals_every_roll(heroes, creature, hero_faces, creature_faces, hd, cd, rolled,
                                 icon, breakage, fury_breaks):
    odds = fight_odds(heroes, creature, hero_die=Die(hero_faces), creature_die=Die(creature_faces),
                      hero_doubled=hd, creature_doubled=cd, creature_rolled=rolled,
                      creature_wound=icon, breakage=breakage, breakage_counts_fury=fury_breaks)
    rolls = list(product(hero_faces, creature_faces if rolled else [None]))
    won = wounds_total = 0
    wound_counts: dict[int, int] = {}
    broken = 0
    for h, c in rolls:
        hv = heroes + h.value * (2 if hd else 1)
        cv = creature + (c.value * (2 if cd else 1) if c is not None else 0)
        win = hv >= cv
        won += win
        # Every Wound icon wounds: the Hero die's face, the Creature die's face, the card's icon.
        w = (0 if win else 1) + (1 if h.wound else 0) + (1 if c is not None and c.wound else 0) + (1 if icon else 0)
        wound_counts[w] = wound_counts.get(w, 0) + 1
        if breakage is not None and h.value * (2 if hd and fury_breaks else 1) >= breakage:
            broken += 1
    assert odds.p_win == Fraction(won, len(rolls))
    assert odds.wounds == Dist.from_counts(wound_counts)
    assert odds.p_break == (None if breakage is None else Fraction(broken, len(rolls)))
    assert odds.margin.at_least(0) == odds.p_win


@pytest.mark.parametrize(
    "kwargs, name",
    [
        ({"heroes": 1.5}, "heroes"),
        ({"creature": "4"}, "creature"),
        ({"hero_die": [1, 2]}, "hero_die"),
        ({"creature_die": None}, "creature_die"),
        ({"breakage": 2.0}, "breakage"),
        ({"hero_doubled": 1}, "hero_doubled"),
    ],
)
def test_fight_bad_input(kwargs, name):
    args = {"heroes": 1, "creature": 1, "hero_die": EXAMPLE_HERO_DIE, "creature_die": EXAMPLE_CREATURE_DIE}
    args.update(kwargs)
    heroes, creature = args.pop("heroes"), args.pop("creature")
    with pytest.raises(ValueError, match=name):
        fight_odds(heroes, creature, **args)
