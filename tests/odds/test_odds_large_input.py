"""Bad or huge input is a clear error, never a hang or a wrong answer (issue 11, point 17).

No timing here: the large cases are sizes the old code could never have finished (a binomial
coefficient of a million-million cards), so reaching the assertion is the proof.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, permutations

import pytest
from hypothesis import given, settings, strategies as st

from companion.games.mystling.odds import MAX_FIRST_DRAW_DECK, first_slotting_draw
from companion.games.mythicals import data
from companion.games.mythicals.odds import p_within, p_within_reveals
from companion.odds import Deck, staged_reveal
from companion.odds.decks import MAX_PRODUCT_STEPS, MAX_SUM_STEPS, p_any_within, p_none_within


def brute_any(copies: int, size: int, n: int) -> Fraction:
    """Every set of places the wanted copies can take: is one of them among the first n?"""
    places = list(combinations(range(size), copies))
    return Fraction(sum(1 for p in places if any(i < n for i in p)), len(places))


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 9).flatmap(lambda size: st.tuples(st.just(size), st.integers(0, size), st.integers(0, size))))
def test_p_any_within_is_the_brute_force_count(args):
    size, copies, n = args
    assert p_any_within(copies, size, n) == brute_any(copies, size, n)
    assert p_none_within(copies, size, n) == 1 - brute_any(copies, size, n)


def test_p_any_within_on_a_deck_of_a_million_million_cards_is_a_product_of_a_few_factors():
    size = 10**12
    half = size // 2
    # The old comb(10**12, 5 * 10**11) has half a million million digits: it could never finish.
    p = p_any_within(3, size, half)
    none = Fraction((size - half) * (size - half - 1) * (size - half - 2), size * (size - 1) * (size - 2))
    assert p == 1 - none
    # The same read the other way round: many copies, a few cards drawn.
    assert p_any_within(half, size, 2) == 1 - Fraction((size - half) * (size - half - 1), size * (size - 1))
    # More copies than cards left undrawn: certain.
    assert p_any_within(half + 1, size, half) == 1


def test_a_product_too_long_to_work_out_is_refused_with_its_limit():
    big = MAX_PRODUCT_STEPS + 1
    with pytest.raises(ValueError, match=f"too large a question.*{MAX_PRODUCT_STEPS}"):
        p_any_within(big, 10**9, big)


def brute_mythicals(creatures: int, copies: int, n: int) -> Fraction:
    """Every ordering of the deck (wanted cards W, others x, the Day card D among the bottom nine)."""
    deck = ["W"] * copies + ["x"] * (creatures - copies) + ["D"]
    hits = total = 0
    for order in set(permutations(deck)):
        day = order.index("D")
        if day < len(order) - data.DAY_WINDOW:
            continue
        last = min(n, (day // data.REVEAL_SIZE + 1) * data.REVEAL_SIZE)
        total += 1
        hits += "W" in order[:last]
    return Fraction(hits, total)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 10).flatmap(lambda size: st.tuples(st.just(size), st.integers(0, min(size - 1, 3)),
                                                         st.integers(0, size))))
def test_mythicals_p_within_is_the_brute_force_count(args):
    size, copies, n = args
    assert p_within(copies, size, n) == brute_mythicals(size - 1, copies, n)


def test_mythicals_p_within_on_a_deck_of_a_million_million_cards():
    size = 10**12
    # The Day card lies in the bottom nine, far below: the first 9 cards are Creature cards.
    creatures = size - 1
    assert p_within(2, size, 9) == 1 - Fraction((creatures - 9) * (creatures - 10), creatures * (creatures - 1))
    assert p_within_reveals(2, size, 3) == p_within(2, size, 9)


def brute_first(copies: int, size: int) -> dict[int, Fraction]:
    places = list(combinations(range(1, size + 1), copies))
    out: dict[int, Fraction] = {}
    for p in places:
        out[p[0]] = out.get(p[0], 0) + Fraction(1, len(places))
    return out


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 10).flatmap(lambda size: st.tuples(st.integers(1, size), st.just(size))))
def test_first_slotting_draw_is_the_brute_force_count(args):
    copies, size = args
    got = first_slotting_draw("a", {"a": copies, "b": size - copies})
    assert dict(got.items()) == brute_first(copies, size)


def test_first_slotting_draw_is_one_step_a_draw_and_refuses_decks_past_its_limit():
    size = MAX_FIRST_DRAW_DECK
    got = first_slotting_draw("a", {"a": 3, "b": size - 3})
    assert len(dict(got.items())) == size - 2  # one chance for each draw that can come first
    assert got.prob(1) == Fraction(3, size)
    with pytest.raises(ValueError, match=f"up to {MAX_FIRST_DRAW_DECK} cards, this one holds 1000000"):
        first_slotting_draw("a", {"a": 1, "b": 10**6 - 1})


def test_sum_of_refuses_a_question_past_its_limit_and_says_so():
    deck = Deck({v: 2 for v in range(1, 1001)})
    with pytest.raises(ValueError, match="too large a question") as err:
        deck.sum_of(500)
    assert f"{MAX_SUM_STEPS:.0e}" in str(err.value)
    assert deck.sum_of(1).prob(1000) == Fraction(1, 1000)  # a small question still answers


@pytest.mark.parametrize("counts", [{"a": 1, 2: 1}, {frozenset({1}): 1, frozenset({2}): 1}, {(1, "a"): 1, (1, 2): 1}])
def test_max_value_refuses_cards_that_do_not_compare(counts):
    with pytest.raises(ValueError, match="do not compare"):
        Deck(counts).max_value()


def test_max_value_of_comparable_cards():
    assert Deck({3: 1, 1: 2, 7: 1}).max_value() == 7
    assert Deck({"b": 1, "a": 1}).max_value() == "b"


@pytest.mark.parametrize("decks", ["abc", b"abc", None, 3, {1: 2}])
def test_staged_reveal_refuses_what_is_not_a_list_of_decks(decks):
    with pytest.raises(ValueError, match="decks: expected a sequence of decks"):
        staged_reveal(decks, 3)
