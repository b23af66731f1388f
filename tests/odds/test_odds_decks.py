"""Decks: drawing without replacement, card counting, and the hypergeometric chance."""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations
from math import comb

import icepool
import pytest
from hypothesis import given, settings, strategies as st

from companion.odds import Deck, Dist, p_any_within
from tests.odds.odds_brute import expand, sum_of_first

small_decks = st.dictionaries(st.integers(0, 5), st.integers(0, 3), min_size=1, max_size=4).filter(
    lambda d: 1 <= sum(d.values()) <= 7
)


def test_era_one_deck_sum_of_two():
    # README "Command Points" table: Era I holds eight 1s, four 2s, eight 3s.
    era_one = Deck({1: 8, 2: 4, 3: 8})
    two = era_one.sum_of(2)
    # Two 1s: C(8,2) of C(20,2) pairs.
    assert two.prob(2) == Fraction(comb(8, 2), comb(20, 2))
    assert two.prob(6) == Fraction(comb(8, 2), comb(20, 2))


def test_card_counting_removes_seen_cards():
    # README "Command Points" table: Era III holds four each of 1, 2, 3, 4, 5.
    era_three = Deck({1: 4, 2: 4, 3: 4, 4: 4, 5: 4})
    left = era_three.without([5, 5, 4])
    assert left.size == 17
    assert left.draw().prob(5) == Fraction(2, 17)
    assert era_three.without({5: 4}).draw().prob(5) == 0


def test_removing_a_card_the_deck_lacks_is_refused():
    with pytest.raises(ValueError, match="seen"):
        Deck({1: 1}).without([2])
    with pytest.raises(ValueError, match="seen"):
        Deck({1: 1}).without({1: 2})


@pytest.mark.parametrize("counts", [{1: -1}, {1: 1.0}, {1: "2"}])
def test_bad_counts_are_refused(counts):
    with pytest.raises(ValueError, match="counts"):
        Deck(counts)


def test_an_empty_deck_has_no_card():
    with pytest.raises(ValueError, match="empty"):
        Deck({}).draw()


def test_more_cards_than_the_deck_holds():
    with pytest.raises(ValueError, match="n: cannot draw 3"):
        Deck({1: 2}).sum_of(3)
    with pytest.raises(ValueError, match="n"):
        Deck({1: 2}).sum_of(-1)


@pytest.mark.parametrize(
    "args, name", [((3, 2, 1), "copies"), ((1, 2, 3), "n"), ((-1, 5, 1), "copies"), ((1, 5, 1.0), "n")]
)
def test_hypergeometric_bad_input(args, name):
    with pytest.raises(ValueError, match=name):
        p_any_within(*args)


@settings(max_examples=60, deadline=None)
@given(small_decks, st.data())
def test_sum_of_n_equals_every_ordering(counts, data):
    deck = Deck(counts)
    n = data.draw(st.integers(0, deck.size))
    assert dict(deck.sum_of(n).items()) == sum_of_first(counts, n)


@settings(max_examples=40, deadline=None)
@given(small_decks, st.data())
def test_sum_of_n_agrees_with_icepool_deal(counts, data):
    deck = Deck(counts)
    n = data.draw(st.integers(1, deck.size))
    theirs = icepool.Deck({v: c for v, c in counts.items() if c}).deal(n).sum()
    ours = deck.sum_of(n)
    for outcome, p in ours.items():
        assert theirs.probability(outcome) == p
    assert set(ours.outcomes) == set(theirs.outcomes())


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 7), st.data())
def test_p_any_within_equals_every_ordering(deck_size, data):
    copies = data.draw(st.integers(0, deck_size))
    n = data.draw(st.integers(0, deck_size))
    cards = ["wanted"] * copies + ["other"] * (deck_size - copies)
    orders = list(permutations(cards))
    hits = sum(1 for o in orders if "wanted" in o[:n])
    assert p_any_within(copies, deck_size, n) == Fraction(hits, len(orders))


def test_p_any_within_agrees_with_icepool():
    # EXAMPLE deck: 2 wanted cards among 45, 6 revealed.
    wanted = icepool.Deck({1: 2, 0: 43}).deal(6).sum()
    assert p_any_within(2, 45, 6) == wanted.probability(">=", 1)


@settings(max_examples=30, deadline=None)
@given(small_decks)
def test_draw_is_the_share_of_cards(counts):
    deck = Deck(counts)
    cards = expand(counts)
    assert deck.draw() == Dist.from_counts({v: cards.count(v) for v in set(cards)})


def test_sum_of_many_cards_from_a_big_deck_is_fast_and_exact():
    # EXAMPLE deck: 300 cards of three values; orderings are never enumerated.
    deck = Deck({1: 100, 2: 100, 3: 100})
    twenty = deck.sum_of(20)
    assert sum(p for _, p in twenty.items()) == 1
    assert twenty.mean() == 20 * 2                # linearity of expectation
    assert twenty.prob(20) == Fraction(comb(100, 20), comb(300, 20))
