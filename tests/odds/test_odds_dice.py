"""Dice: faces with Wound symbols, doubling, and sums checked against icepool."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import icepool
import pytest
from hypothesis import given, settings, strategies as st

from companion.odds import Die, Dist, Face
from tests.odds.odds_brute import dist_of

faces = st.lists(st.integers(0, 6), min_size=1, max_size=6)


def test_repeated_faces_weigh_more():
    die = Die([1, 1, 2, Face(3, wound=True)])  # EXAMPLE faces, not a real game's die
    assert die.values == Dist({1: Fraction(1, 2), 2: Fraction(1, 4), 3: Fraction(1, 4)})
    assert die.dist.prob(Face(3, True)) == Fraction(1, 4)
    assert die.dist.p(lambda f: f.wound) == Fraction(1, 4)


def test_doubling_keeps_one_wound_symbol():
    die = Die([1, Face(2, True)]).doubled()
    assert die.faces == (Face(2), Face(4, True))


@pytest.mark.parametrize("bad", [1.5, "3", True, None])
def test_a_face_must_be_a_whole_number(bad):
    with pytest.raises(ValueError, match="face") as err:
        Die([1, bad])
    assert repr(bad) in str(err.value)


def test_a_face_value_must_be_whole():
    with pytest.raises(ValueError, match="value"):
        Face(2.0)


def test_a_die_needs_faces():
    with pytest.raises(ValueError, match="faces"):
        Die([])


@settings(max_examples=50, deadline=None)
@given(faces, faces)
def test_two_dice_sum_like_every_pair_and_like_icepool(a, b):
    ours = Die(a).values + Die(b).values
    assert dict(ours.items()) == dist_of([x + y for x, y in product(a, b)])
    theirs = icepool.Die(a) + icepool.Die(b)
    for outcome, p in ours.items():
        assert theirs.probability(outcome) == p


@settings(max_examples=30, deadline=None)
@given(faces)
def test_doubled_die_is_twice_the_number(a):
    assert Die(a).doubled().values == Die(a).values.map(lambda v: 2 * v)
    theirs = icepool.Die(a).map(lambda v: 2 * v)
    assert Die(a).doubled().values == Dist({o: theirs.probability(o) for o in theirs.outcomes()})
