"""Brute-force references for The Fall's odds: every ordering of a small pile, counted exactly."""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations
from typing import Callable, Hashable, Iterable, Mapping


def expand(counts: Mapping[Hashable, int]) -> list:
    """One list entry per physical card of {card: copies}."""
    return [card for card, n in counts.items() for _ in range(n)]


def over_orderings(counts: Mapping[Hashable, int], outcome: Callable[[tuple], Hashable]) -> dict:
    """{outcome: Fraction} of outcome(ordering) over every ordering of the physical cards (copies told apart)."""
    tally: dict = {}
    total = 0
    for order in permutations(expand(counts)):
        o = outcome(order)
        tally[o] = tally.get(o, 0) + 1
        total += 1
    return {o: Fraction(c, total) for o, c in tally.items()}


def as_dict(dist) -> dict:
    """A Dist as a plain {outcome: Fraction}."""
    return dict(dist.items())


def walk_clockwise(ring: Iterable, at, steps: int):
    """The node reached by stepping one node at a time clockwise, `steps` times."""
    ring = list(ring)
    i = ring.index(at)
    for _ in range(steps):
        i = i + 1 if i + 1 < len(ring) else 0
    return ring[i]
