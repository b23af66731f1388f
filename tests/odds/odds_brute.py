"""Brute-force references for the odds tests: enumerate every ordering, count exactly."""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations, product
from typing import Callable, Mapping, Sequence


def expand(counts: Mapping[int, int]) -> list[int]:
    """The physical cards of a deck {value: copies}, one list entry per card."""
    return [value for value, n in sorted(counts.items()) for _ in range(n)]


def dist_of(outcomes: list) -> dict:
    """{outcome: Fraction} from a list of equally likely outcomes."""
    out: dict = {}
    for o in outcomes:
        out[o] = out.get(o, 0) + 1
    return {o: Fraction(c, len(outcomes)) for o, c in out.items()}


def sum_of_first(counts: Mapping[int, int], n: int) -> dict:
    """Every ordering of the deck; the sum of its first n cards."""
    cards = expand(counts)
    return dist_of([sum(order[:n]) for order in permutations(cards)])


def tops(decks: Sequence[Mapping[int, int]]) -> list[tuple[int, ...]]:
    """Every equally likely combination of the top card of each deck (each card told apart)."""
    return list(product(*(expand(d) for d in decks)))


def policy(cards: tuple[int, ...], decks: Sequence[Mapping[int, int]], need: int, bonus: int):
    """Play the policy on one deal: reveal while short of need and need is still reachable."""
    total = bonus
    shown = 0
    for i in range(len(cards)):
        if total >= need:
            break
        if total + sum(max(v for v, n in d.items() if n) for d in decks[i:]) < need:
            break
        total += cards[i]
        shown += 1
    return total >= need, shown


def prob(outcomes: list, predicate: Callable) -> Fraction:
    """The share of equally likely outcomes that satisfy predicate."""
    return Fraction(sum(1 for o in outcomes if predicate(o)), len(outcomes))
