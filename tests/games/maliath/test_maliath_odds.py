"""Maliath's data and odds: Battle deck solo and with the 2-player Arbiter, and her Action deck."""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.games.maliath.data import (
    ACTION_DECK_SIZE,
    BATTLE_CARDS,
    DESTINY_CARDS,
    FACTS,
    STARTING_COMMAND_CARDS,
    MaliathCommandCard,
    battle_card,
)
from companion.games.maliath.odds import (
    arbiter_battle_strength,
    arbiter_best,
    battle_deck_left,
    next_action_card,
    next_action_kind,
    next_battle_card,
    next_battle_strength,
    p_destiny_next,
    starting_action_deck,
)

BATTLE_NAMES = [c.name for c in BATTLE_CARDS]


def over_orderings(cards, outcome):
    tally: dict = {}
    orders = list(permutations(cards))
    for o in orders:
        r = outcome(o)
        tally[r] = tally.get(r, 0) + Fraction(1, len(orders))
    return tally


def test_starting_cards_are_one_per_colour_worth_two():
    assert sorted(c.colour for c in STARTING_COMMAND_CARDS) == ["blue", "green", "red", "yellow"]
    assert all(c.command_points == 2 for c in STARTING_COMMAND_CARDS)


def test_action_deck_starts_with_nine_cards_four_command_five_destiny():
    deck = starting_action_deck()
    assert len(deck) == ACTION_DECK_SIZE.value["I"] == 9
    assert [d.code for d in DESTINY_CARDS] == ["CS007", "CS008", "CS009", "CS010", "CS011"]


def test_battle_deck_is_six_cards():
    assert len(BATTLE_CARDS) == 6
    assert battle_card("+2 Strength, Defense").glory(3) == 5  # 2 Glory plus 1 per unit in the Region
    assert battle_card("+1 Strength, Defense").glory(0) == 4
    assert battle_card("+3 Strength").glory(5) == 0


def test_unknown_components_are_left_to_the_players():
    assert FACTS["CORRUPTED_CHAMPION_COLOUR_ORDER"].entered_by_user
    assert FACTS["MONSTER_HIT_POINTS"].entered_by_user
    assert all(f.source for f in FACTS.values())


def test_first_battle_of_a_fresh_deck_adds_seven_sixths_strength_on_average():
    strength = next_battle_strength(battle_deck_left())
    assert dict(strength.items()) == {0: Fraction(1, 3), 1: Fraction(1, 3), 2: Fraction(1, 6), 3: Fraction(1, 6)}
    assert strength.mean() == Fraction(7, 6)


def test_after_plus_three_is_revealed_it_cannot_come_next():
    left = battle_deck_left(["+3 Strength"])
    assert next_battle_card(left).prob("+3 Strength") == 0
    assert next_battle_card(left).prob("Gain 2 Cards") == Fraction(1, 5)


@given(st.lists(st.sampled_from(BATTLE_NAMES), min_size=1, max_size=6, unique=True))
def test_next_battle_card_matches_every_ordering(left):
    assert dict(next_battle_card(left).items()) == over_orderings(left, lambda o: o[0])


def test_arbiter_weakening_maliath_from_a_fresh_deck():
    # Two of six drawn; she gets 0 unless both add Strength: C(4,2)/C(6,2) = 6/15 of the pairs.
    dist = arbiter_battle_strength(battle_deck_left())
    assert dist.prob(0) == Fraction(9, 15)
    assert dist.prob(3) == 0


@given(
    st.lists(st.sampled_from(BATTLE_NAMES), min_size=1, max_size=6, unique=True),
    st.sampled_from(["weaken", "strengthen"]),
)
def test_arbiter_choice_matches_every_ordering_of_the_two_drawn(left, aim):
    pick = min if aim == "weaken" else max
    expected = over_orderings(left, lambda o: pick(battle_card(n).strength for n in o[:2]))
    assert dict(arbiter_battle_strength(left, aim=aim).items()) == expected


@given(st.lists(st.sampled_from(BATTLE_NAMES), min_size=2, max_size=6, unique=True), st.integers(0, 4))
def test_arbiter_keeping_maliath_s_glory_low_matches_every_ordering(left, units):
    expected = over_orderings(left, lambda o: min(battle_card(n).glory(units) for n in o[:2]))
    assert dict(arbiter_best(left, lambda c: c.glory(units)).items()) == expected


def test_action_deck_first_turn_is_a_destiny_card_five_times_in_nine():
    deck = starting_action_deck()
    assert p_destiny_next(deck) == Fraction(5, 9)
    kinds = next_action_kind(deck)
    assert kinds.prob("Power of War (red)") == Fraction(1, 9)
    assert kinds.prob("Destiny #CS009 (Volcano)") == Fraction(1, 9)


def test_era_two_deck_with_a_red_three_added():
    # Phase 1, Era II: the best tucked card of the preferred colour joins (here an EXAMPLE red 3).
    deck = starting_action_deck() + (MaliathCommandCard("red", 3),)
    assert len(deck) == ACTION_DECK_SIZE.value["II"]
    assert next_action_kind(deck).prob("Power of War (red)") == Fraction(2, 10)
    assert next_action_card(deck).prob(MaliathCommandCard("red", 3)) == Fraction(1, 10)


@given(st.lists(st.sampled_from(starting_action_deck()), min_size=1, max_size=6, unique=True))
def test_next_action_kind_matches_every_ordering(left):
    assert dict(next_action_kind(left).items()) == over_orderings(left, lambda o: o[0].kind)


def test_bad_input_is_refused_by_parameter_name():
    with pytest.raises(ValueError, match="deck_left"):
        next_battle_card([])
    with pytest.raises(ValueError, match="deck_left"):
        next_battle_card(["+4 Strength"])
    with pytest.raises(ValueError, match="deck_left"):
        next_battle_card(["+3 Strength", "+3 Strength"])
    with pytest.raises(ValueError, match="revealed"):
        battle_deck_left(["+3 Strength", "+3 Strength"])
    with pytest.raises(ValueError, match="aim"):
        arbiter_battle_strength(BATTLE_NAMES, aim="chaos")
    with pytest.raises(ValueError, match="prefer"):
        arbiter_best(BATTLE_NAMES, lambda c: c.strength, prefer="middle")
    with pytest.raises(ValueError, match="deck_left"):
        next_action_card([])
    with pytest.raises(ValueError, match="deck_left"):
        next_action_card(["red"])
    with pytest.raises(ValueError, match="colour"):
        MaliathCommandCard("purple", 2)
    with pytest.raises(ValueError, match="command_points"):
        MaliathCommandCard("red", 7)
    with pytest.raises(ValueError, match="units_in_region"):
        battle_card("+3 Strength").glory(-1)


def test_arbiter_with_one_card_left_draws_that_one():
    assert dict(arbiter_battle_strength(["+3 Strength"]).items()) == {3: Fraction(1)}


# --- Bad input is a plain refusal (issue 11, point 17) -----------------------------------

@pytest.mark.parametrize("deck_left", [None, 3, "Battle", {"a": 1}, [["x"]], [None]])
def test_battle_odds_refuse_what_is_not_a_list_of_battle_card_names(deck_left):
    from companion.games.maliath.odds import arbiter_battle_strength, next_battle_strength

    for ask in (arbiter_battle_strength, next_battle_strength):
        with pytest.raises(ValueError, match="deck_left: "):
            ask(deck_left)


@pytest.mark.parametrize("revealed", [None, 7, [["x"]]])
def test_battle_deck_left_refuses_what_is_not_a_list_of_names(revealed):
    from companion.games.maliath.odds import battle_deck_left

    with pytest.raises(ValueError, match="revealed: "):
        battle_deck_left(revealed)


def test_action_odds_refuse_what_is_not_a_list():
    from companion.games.maliath.odds import next_action_card

    with pytest.raises(ValueError, match="deck_left: expected a list of Action cards"):
        next_action_card(None)
