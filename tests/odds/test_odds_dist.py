"""Dist: construction, reading, convolution, and agreement with brute force and icepool."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import icepool
import pytest
from hypothesis import given, settings, strategies as st

from companion.odds import Dist, p_ge
from tests.odds.odds_brute import dist_of

small_counts = st.dictionaries(st.integers(-4, 8), st.integers(0, 4), min_size=1, max_size=5).filter(
    lambda d: sum(d.values()) > 0
)


def test_two_halves_read_back_exactly():
    d = Dist({1: Fraction(1, 2), 3: Fraction(1, 2)})
    assert d.items() == ((1, Fraction(1, 2)), (3, Fraction(1, 2)))
    assert d.outcomes == (1, 3)
    assert d.prob(3) == Fraction(1, 2) and d.prob(2) == 0
    assert d.mean() == 2
    assert d.at_least(2) == Fraction(1, 2) and d.at_most(1) == Fraction(1, 2)
    assert d.p(lambda x: x > 0) == 1


def test_from_counts_matches_the_share_of_cards():
    d = Dist.from_counts({1: 8, 2: 4, 3: 8})  # EXAMPLE numbers for the test only
    assert d.prob(1) == Fraction(2, 5) and d.prob(2) == Fraction(1, 5)
    assert d == Dist({1: Fraction(2, 5), 2: Fraction(1, 5), 3: Fraction(2, 5)})
    assert hash(d) == hash(Dist.from_counts({3: 2, 2: 1, 1: 2}))


def test_constant_and_shift():
    assert Dist.constant(4).items() == ((4, Fraction(1)),)
    d = Dist.from_counts({1: 1, 2: 1})
    assert (d + 3).outcomes == (4, 5)
    assert (3 + d) == (d + 3)
    assert sum([d, d]) == d + d


def test_cumulative_table_rows():
    d = Dist.from_counts({1: 1, 2: 2, 3: 1})
    assert d.cumulative() == (
        (1, Fraction(1, 4), Fraction(1)),
        (2, Fraction(3, 4), Fraction(3, 4)),
        (3, Fraction(1), Fraction(1, 4)),
    )


def test_map_merges_outcomes():
    d = Dist.from_counts({-1: 1, 1: 1, 2: 2})
    assert d.map(abs) == Dist.from_counts({1: 2, 2: 2})


def test_immutable():
    d = Dist.constant(1)
    with pytest.raises(AttributeError):
        d._den = 5


def test_repr_is_readable():
    assert repr(Dist.from_counts({2: 1, 1: 3})) == "Dist({1: 3/4, 2: 1/4})"


def test_to_sympy_generating_function():
    import sympy

    g = Dist.from_counts({1: 1, 3: 3}).to_sympy()
    x = sympy.Symbol("x")
    assert sympy.simplify(g - (sympy.Rational(1, 4) * x + sympy.Rational(3, 4) * x**3)) == 0


@pytest.mark.parametrize(
    "mapping, fragment",
    [
        ({1: Fraction(1, 2)}, "sum to 1/2"),
        ({1: Fraction(3, 2), 2: Fraction(-1, 2)}, "negative"),
        ({1: 0.5, 2: 0.5}, "exact"),
        ({}, "at least one"),
    ],
)
def test_bad_mapping_names_the_parameter(mapping, fragment):
    with pytest.raises(ValueError, match="mapping") as err:
        Dist(mapping)
    assert fragment in str(err.value)


@pytest.mark.parametrize("counts", [{1: -1, 2: 3}, {1: 0}, {1: 1.5}, {1: True}])
def test_bad_counts_name_the_parameter(counts):
    with pytest.raises(ValueError, match="counts"):
        Dist.from_counts(counts)


@settings(max_examples=60, deadline=None)
@given(small_counts, small_counts)
def test_convolution_equals_every_pair(a, b):
    da, db = Dist.from_counts(a), Dist.from_counts(b)
    cards_a = [v for v, n in a.items() for _ in range(n)]
    cards_b = [v for v, n in b.items() for _ in range(n)]
    brute = dist_of([x + y for x, y in product(cards_a, cards_b)])
    assert dict((da + db).items()) == brute
    assert p_ge(da, db) == sum(
        Fraction(1) for x, y in product(cards_a, cards_b) if x >= y
    ) / (len(cards_a) * len(cards_b))
    assert da.p_ge(db) == p_ge(da, db)


@settings(max_examples=40, deadline=None)
@given(small_counts, small_counts)
def test_convolution_agrees_with_icepool(a, b):
    a = {k: v for k, v in a.items() if v}
    b = {k: v for k, v in b.items() if v}
    ours = Dist.from_counts(a) + Dist.from_counts(b)
    theirs = icepool.Die(a) + icepool.Die(b)
    for outcome, p in ours.items():
        assert theirs.probability(outcome) == p
    assert ours.at_least(3) == theirs.probability(">=", 3)


@settings(max_examples=40, deadline=None)
@given(small_counts, st.integers(-5, 10))
def test_cumulative_and_tails_agree(counts, x):
    d = Dist.from_counts(counts)
    assert d.at_least(x) + d.at_most(x - 1) == 1
    for outcome, below, above in d.cumulative():
        assert below == d.at_most(outcome) and above == d.at_least(outcome)
    assert d.mean() == sum(o * p for o, p in d.items())
