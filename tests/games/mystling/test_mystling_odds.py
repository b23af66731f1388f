"""Mystling Academy: a named card reaching a slot, against every ordering of small decks."""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.games.mystling.data import (
    DECK_SIZE,
    SLOT_POWER,
    STARTING_DECKS,
    starting_deck,
)
from companion.games.mystling.odds import (
    first_slotting_draw,
    opening_slot,
    p_enemy_attack_within,
    p_in_opening_slots,
    p_reaches_slot_within,
)

NAMES = ("Haste", "Focus", "Kindling", "Grapple")


def expand(counts):
    return [c for c, n in counts.items() for _ in range(n)]


def fraction_of(orderings, predicate):
    orderings = list(orderings)
    return Fraction(sum(1 for o in orderings if predicate(o)), len(orderings))


small_decks = st.dictionaries(st.sampled_from(NAMES), st.integers(0, 2)).filter(
    lambda d: 1 <= sum(d.values()) <= 6
)


def test_starting_decks_are_sixteen_cards_as_listed():
    for mystling in STARTING_DECKS:
        assert sum(starting_deck(mystling).values()) == DECK_SIZE
    assert starting_deck("Arboro")["Arboreal Path"] == 2
    assert starting_deck("Peare")["Flamethrower"] == 2 and starting_deck("Peare")["Focus"] == 1
    assert dict(SLOT_POWER) == {1: 1, 2: 2, 3: 2, 4: 3}


def test_peare_sees_a_flamethrower_in_the_opening_slots_nine_times_in_twenty():
    # Two Flamethrowers in 16 cards, four drawn: 1 - C(14,4)/C(16,4) = 1 - 1001/1820.
    assert p_in_opening_slots("Flamethrower", starting_deck("Peare")) == Fraction(9, 20)


def test_a_single_copy_lands_in_each_opening_slot_one_time_in_sixteen():
    dist = opening_slot("Focus", starting_deck("Peare"))
    assert dist.prob(4) == Fraction(1, 16) and dist.prob(1) == Fraction(1, 16)
    assert dist.prob(0) == Fraction(3, 4)


def test_mulligan_for_a_missing_single_copy_doubles_the_chance():
    # 1/4 in the first four; else all 12 others hold it and four more are drawn: 1/4 + 3/4 * 1/3.
    assert p_in_opening_slots("Focus", starting_deck("Peare"), mulligan_if_missing=True) == Fraction(1, 2)


@given(small_decks, st.sampled_from(NAMES), st.data())
def test_reaching_a_slot_matches_every_ordering(deck, card, data):
    n = data.draw(st.integers(0, sum(deck.values())))
    expected = fraction_of(permutations(expand(deck)), lambda o: card in o[:n])
    assert p_reaches_slot_within(card, deck, n) == expected


tiny_decks = st.dictionaries(st.sampled_from(NAMES), st.integers(0, 2)).filter(lambda d: 1 <= sum(d.values()) <= 4)


@given(tiny_decks, tiny_decks, st.sampled_from(NAMES), st.data())
def test_reaching_a_slot_after_the_reshuffle_matches_every_ordering(deck, discard, card, data):
    n = data.draw(st.integers(0, sum(deck.values()) + sum(discard.values())))
    cards, pile = expand(deck), expand(discard)
    orderings = [a + b for a in permutations(cards) for b in permutations(pile)]
    expected = fraction_of(orderings, lambda o: card in o[:n])
    assert p_reaches_slot_within(card, deck, n, next_deck=discard) == expected


@given(small_decks, st.sampled_from(NAMES))
def test_first_slotting_draw_matches_every_ordering(deck, card):
    if card not in expand(deck):
        with pytest.raises(ValueError, match="card"):
            first_slotting_draw(card, deck)
        return
    orders = list(permutations(expand(deck)))
    expected: dict = {}
    for o in orders:
        k = o.index(card) + 1
        expected[k] = expected.get(k, 0) + Fraction(1, len(orders))
    assert dict(first_slotting_draw(card, deck).items()) == expected


@given(small_decks.filter(lambda d: sum(d.values()) >= 4), st.sampled_from(NAMES))
def test_opening_slot_matches_setup_filling_slot_four_first(deck, card):
    orders = list(permutations(expand(deck)))
    expected: dict = {}
    for o in orders:
        slots = {4: o[0], 3: o[1], 2: o[2], 1: o[3]}
        best = max((s for s, c in slots.items() if c == card), default=0)
        expected[best] = expected.get(best, 0) + Fraction(1, len(orders))
    assert dict(opening_slot(card, deck).items()) == expected


@given(
    st.tuples(*(st.integers(0, 2) for _ in NAMES[:3])).map(lambda c: {NAMES[0]: 8 - sum(c), **dict(zip(NAMES[1:], c))}),
    st.sampled_from(NAMES),
)
def test_mulligan_matches_drawing_the_next_four(deck, card):
    expected = fraction_of(permutations(expand(deck)), lambda o: card in o[:4] or card in o[4:8])
    assert p_in_opening_slots(card, deck, mulligan_if_missing=True) == expected


@given(small_decks, st.sampled_from(NAMES), st.data())
def test_enemy_attack_card_with_the_top_card_face_up(deck, card, data):
    top = data.draw(st.sampled_from(sorted(c for c in deck if deck[c])))
    n = data.draw(st.integers(0, sum(deck.values())))
    orders = [o for o in permutations(expand(deck)) if o[0] == top]
    expected = fraction_of(orders, lambda o: card in o[:n])
    assert p_enemy_attack_within(card, top, deck, n) == expected


def test_bad_input_is_refused_by_parameter_name():
    deck = starting_deck("Arboro")
    with pytest.raises(ValueError, match="n"):
        p_reaches_slot_within("Haste", deck, -1)
    with pytest.raises(ValueError, match="next_deck"):
        p_reaches_slot_within("Focus", {"Haste": 2}, 3)
    with pytest.raises(ValueError, match="n:"):
        p_reaches_slot_within("Focus", {"Haste": 2}, 5, next_deck={"Focus": 1})
    with pytest.raises(ValueError, match="deck_left"):
        p_reaches_slot_within("Haste", {"Haste": -1}, 1)
    with pytest.raises(ValueError, match="deck_left"):
        p_reaches_slot_within("Haste", "Haste", 1)
    with pytest.raises(ValueError, match="deck"):
        p_in_opening_slots("Haste", {"Haste": 3})
    with pytest.raises(ValueError, match="top"):
        p_enemy_attack_within("Claw", "Bite", {"Claw": 2}, 1)
    with pytest.raises(ValueError, match="mystling"):
        starting_deck("Golomo")
    # A full 16-card deck: 3 draws past the end with the card still in the deck is certain.
    assert p_reaches_slot_within("Haste", {"Haste": 1}, 3) == 1


# --- Large decks and bad input (issue 11, point 17) ----------------------------------------

def test_first_slotting_draw_on_a_large_deck_is_one_step_a_draw_or_a_plain_refusal():
    from companion.games.mystling.odds import MAX_FIRST_DRAW_DECK

    got = first_slotting_draw("x", {"x": 2, "y": 4998})
    assert len(dict(got.items())) == 4999 and sum(p for _, p in got.items()) == 1
    assert got.prob(1) == Fraction(2, 5000) and got.prob(4999) == Fraction(1, 5000 * 4999 // 2)
    with pytest.raises(ValueError, match=f"up to {MAX_FIRST_DRAW_DECK} cards"):
        first_slotting_draw("x", {"x": 2, "y": 10**6})


def test_p_reaches_slot_within_a_million_card_deck():
    # The old binomial coefficients of a million cards drawn half-way could not finish at once.
    n = 500_000
    p = p_reaches_slot_within("x", {"x": 2, "y": 10**6 - 2}, n)
    assert p == 1 - Fraction((10**6 - n) * (10**6 - n - 1), 10**6 * (10**6 - 1))


@pytest.mark.parametrize("deck", [None, 5, [["a"]], [1, 2]])
def test_deck_input_that_is_not_card_names_is_a_plain_refusal(deck):
    with pytest.raises(ValueError, match="deck_left: "):
        p_reaches_slot_within("x", deck, 1)
