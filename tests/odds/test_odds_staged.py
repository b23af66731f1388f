"""Staged reveals: one card per deck, each k and the stop-when-enough policy, against brute force."""

from __future__ import annotations

from fractions import Fraction

import icepool
import pytest
from hypothesis import given, settings, strategies as st

from companion.odds import staged_reveal
from tests.odds.odds_brute import policy, prob, tops

small_deck = st.dictionaries(st.integers(0, 5), st.integers(0, 3), min_size=1, max_size=4).filter(
    lambda d: 1 <= sum(d.values()) <= 6
)


@settings(max_examples=80, deadline=None)
@given(st.lists(small_deck, min_size=1, max_size=3), st.integers(0, 14), st.integers(0, 4))
def test_staged_reveal_equals_every_deal(decks, need, bonus):
    odds = staged_reveal(decks, need, bonus=bonus)
    deals = tops(decks)
    for k in range(1, len(decks) + 1):
        assert odds.reach[k] == prob(deals, lambda d: sum(d[:k]) + bonus >= need)
        assert odds.exceed[k] == prob(deals, lambda d: sum(d[:k]) + bonus > need)
    played = [policy(d, decks, need, bonus) for d in deals]
    assert odds.policy_success == prob(played, lambda r: r[0])
    assert odds.policy_expected_cards == Fraction(sum(r[1] for r in played), len(played))


@settings(max_examples=30, deadline=None)
@given(st.lists(small_deck, min_size=1, max_size=3), st.integers(0, 14))
def test_staged_reveal_agrees_with_icepool(decks, need):
    odds = staged_reveal(decks, need)
    total = None
    for k, d in enumerate(decks, start=1):
        die = icepool.Die({v: c for v, c in d.items() if c})
        total = die if total is None else total + die
        assert odds.reach[k] == total.probability(">=", need)
        assert odds.exceed[k] == total.probability(">", need)


def test_enough_before_any_card_reveals_none():
    odds = staged_reveal([{1: 1}], 2, bonus=2)
    assert odds.policy_success == 1 and odds.policy_expected_cards == 0


def test_out_of_reach_reveals_none():
    odds = staged_reveal([{1: 3}, {2: 1}], 4)
    assert odds.policy_success == 0 and odds.policy_expected_cards == 0


@pytest.mark.parametrize(
    "decks, need, kwargs, name",
    [
        ([], 3, {}, "decks"),
        ({1: 2}, 3, {}, "decks"),
        ([{1: 2}, {}], 3, {}, r"decks\[1\]"),
        ([{1: 2}], 2.5, {}, "need"),
        ([{1: 2}], 2, {"bonus": "2"}, "bonus"),
        ([{"one": 2}], 2, {}, r"decks\[0\]"),
        ([{1: -1}], 2, {}, "counts"),
    ],
)
def test_bad_input_names_the_parameter(decks, need, kwargs, name):
    with pytest.raises(ValueError, match=name):
        staged_reveal(decks, need, **kwargs)
