"""Maliath's Action deck growing at Eras II and III, and her Upgrade tokens, as the rulebook states them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.games.maliath.action_deck import begin_era, upgrade_tokens_earned
from companion.games.maliath.data import ACTION_DECK_SIZE, COLOURS, DestinyCard, MaliathCommandCard as Card
from companion.games.maliath.odds import next_action_kind, starting_action_deck

# EXAMPLE colour band: the real bands are printed on the Corrupted Champion Cards (entered by the user).
EXAMPLE_ORDER = ("red", "yellow", "green", "blue")


def test_green_first_and_red_third_each_earn_an_upgrade_token():
    # General Rules example: a Develop gains a Green (her first) and a Red (her third).
    assert upgrade_tokens_earned(0, 1) == 1
    assert upgrade_tokens_earned(2, 1) == 1
    assert upgrade_tokens_earned(1, 1) == 0
    assert upgrade_tokens_earned(2, 3) == 2  # the third and the fifth
    assert upgrade_tokens_earned(5, 4) == 0


def test_era_two_adds_the_best_tucked_card_of_the_preferred_colour():
    tucked = [Card("yellow", 3), Card("yellow", 1), Card("blue", 4)]
    era_two = begin_era("II", starting_action_deck(), tucked, EXAMPLE_ORDER)
    assert era_two.chosen_colour == "yellow"  # red, the preferred colour, has nothing tucked
    assert len(era_two.action_deck) == ACTION_DECK_SIZE.value["II"]
    assert Card("yellow", 3) in era_two.action_deck
    assert sorted(era_two.tucked) == sorted([Card("yellow", 1), Card("blue", 4)])
    assert next_action_kind(era_two.action_deck).prob("Power of Determination (yellow)") * 10 == 2


def test_era_three_adds_another_colour_and_swaps_in_the_best_cards():
    era_two = begin_era("II", starting_action_deck(), [Card("yellow", 3), Card("yellow", 1), Card("blue", 4)], EXAMPLE_ORDER)
    tucked = list(era_two.tucked) + [Card("red", 5), Card("red", 1), Card("yellow", 4), Card("green", 2)]
    era_three = begin_era("III", era_two.action_deck, tucked, EXAMPLE_ORDER, era_ii_colour="yellow")
    assert era_three.chosen_colour == "red"
    commands = sorted(c for c in era_three.action_deck if isinstance(c, Card))
    assert commands == sorted([Card("red", 5), Card("red", 2), Card("yellow", 4), Card("yellow", 3), Card("green", 2), Card("blue", 4)])
    assert len(era_three.action_deck) == ACTION_DECK_SIZE.value["III"]
    assert sum(isinstance(c, DestinyCard) for c in era_three.action_deck) == 5
    assert sorted(era_three.tucked) == sorted([Card("red", 1), Card("yellow", 2), Card("yellow", 1), Card("green", 2), Card("blue", 2)])


def test_nothing_tucked_takes_the_two_best_development_cards():
    area = [Card("red", 3), Card("blue", 4), Card("yellow", 4), Card("green", 1)]
    era_two = begin_era("II", starting_action_deck(), [], EXAMPLE_ORDER, development_area=area)
    assert era_two.chosen_colour == "yellow"
    assert Card("yellow", 4) in era_two.action_deck and era_two.tucked == (Card("blue", 4),)


cards = st.builds(Card, st.sampled_from(COLOURS), st.integers(1, 5))


@given(st.permutations(COLOURS), st.lists(cards, min_size=1, max_size=6), st.lists(cards, max_size=6))
def test_era_three_deck_is_the_best_of_each_colour_plus_the_second_best_of_the_chosen(order, tucked_ii, gained):
    era_two = begin_era("II", starting_action_deck(), tucked_ii, order)
    tucked = list(era_two.tucked) + gained
    if not any(c.colour != era_two.chosen_colour for c in tucked):
        return  # the Development-area fallback, checked above
    era_three = begin_era("III", era_two.action_deck, tucked, order, era_ii_colour=era_two.chosen_colour)
    everything = list(starting_action_deck()[:4]) + list(tucked_ii) + list(gained)
    expected = []
    for colour in COLOURS:
        best = sorted((c.command_points for c in everything if c.colour == colour), reverse=True)
        k = 2 if colour in (era_two.chosen_colour, era_three.chosen_colour) else 1
        expected += [(colour, p) for p in best[:k]]
    got = [(c.colour, c.command_points) for c in era_three.action_deck if isinstance(c, Card)]
    assert sorted(got) == sorted(expected)
    assert len(era_three.action_deck) + len(era_three.tucked) == 9 + len(tucked_ii) + len(gained)


def test_bad_input_is_refused_by_parameter_name():
    deck = starting_action_deck()
    with pytest.raises(ValueError, match="era"):
        begin_era("IV", deck, [Card("red", 1)], EXAMPLE_ORDER)
    with pytest.raises(ValueError, match="colour_order"):
        begin_era("II", deck, [Card("red", 1)], ("red", "red", "green", "blue"))
    with pytest.raises(ValueError, match="era_ii_colour"):
        begin_era("III", deck, [Card("red", 1)], EXAMPLE_ORDER)
    with pytest.raises(ValueError, match="development_area"):
        begin_era("II", deck, [], EXAMPLE_ORDER)
    with pytest.raises(ValueError, match="tucked"):
        begin_era("II", deck, ["red"], EXAMPLE_ORDER)
    with pytest.raises(ValueError, match="gained_now"):
        upgrade_tokens_earned(0, -1)


def test_era_two_update_given_only_the_undrawn_action_cards_is_refused():
    # Phase 1 step 3: the whole Action deck is shuffled, "including the ones in the play
    # area". Passing only the cards still face down (here 3 of her 9) used to give a 4-card
    # Era II deck without a word, and every later odds of her turns with it.
    undrawn = starting_action_deck()[6:]
    with pytest.raises(ValueError, match="action_deck"):
        begin_era("II", undrawn, [Card("red", 3)], EXAMPLE_ORDER)
    # Nine cards, but a Destiny Card listed twice in place of another, is refused too.
    doubled = starting_action_deck()[:8] + (starting_action_deck()[4],)
    with pytest.raises(ValueError, match="action_deck"):
        begin_era("II", doubled, [Card("red", 3)], EXAMPLE_ORDER)
    # Era III needs her 10-card Era II deck, not the 9-card Era I deck.
    with pytest.raises(ValueError, match="action_deck"):
        begin_era("III", starting_action_deck(), [Card("red", 3)], EXAMPLE_ORDER, era_ii_colour="yellow")
