"""Decks of cards as immutable multisets, drawn without replacement."""

from __future__ import annotations

from math import comb, perm
from fractions import Fraction
from typing import Any, Hashable, Iterable, Iterator, Mapping

from companion.odds.dist import Dist
from companion.validate import is_whole, whole

__all__ = ["Deck", "MAX_PRODUCT_STEPS", "MAX_SUM_STEPS", "p_any_within", "p_none_within"]

# p_any_within multiplies one factor per wanted copy (or per card drawn, if fewer): past this
# many factors the exact answer is too large to compute at once, and it is refused instead.
MAX_PRODUCT_STEPS = 50_000
# Deck.sum_of's work grows with the cards drawn, the distinct values and the possible sums:
# past about this many steps it is refused (a question too large says so at once).
MAX_SUM_STEPS = 5_000_000


class Deck:
    """An immutable multiset of cards {value: count}; card order is unknown (shuffled)."""

    __slots__ = ("_counts", "_size", "_hash", "_ordered")

    def __init__(self, counts: Mapping[Hashable, int] | "Deck") -> None:
        """A deck from {card value: number of copies}; zero counts are dropped."""
        if isinstance(counts, Deck):
            counts = dict(counts._counts)
        if not isinstance(counts, Mapping):
            raise ValueError(f"counts: expected a mapping card -> copies, got {counts!r}")
        clean: dict[Hashable, int] = {}
        for card, n in counts.items():
            whole(n, f"counts[{card!r}]", low=0)
            if n:
                clean[card] = n
        comparable = True
        try:
            ordered = tuple(sorted(clean.items()))
        except TypeError:
            comparable = False
            ordered = tuple(sorted(clean.items(), key=lambda kv: repr(kv[0])))
        object.__setattr__(self, "_ordered", comparable)
        object.__setattr__(self, "_counts", ordered)
        object.__setattr__(self, "_size", sum(clean.values()))
        object.__setattr__(self, "_hash", hash(ordered))

    @property
    def size(self) -> int:
        """How many cards the deck holds."""
        return self._size

    @property
    def counts(self) -> dict[Hashable, int]:
        """A fresh dict {card: copies}, sorted by card."""
        return dict(self._counts)

    def __iter__(self) -> Iterator[tuple[Hashable, int]]:
        return iter(self._counts)

    def count(self, card: Hashable) -> int:
        """How many copies of `card` the deck holds."""
        for c, n in self._counts:
            if c == card:
                return n
        return 0

    def without(self, seen: Iterable[Hashable] | Mapping[Hashable, int]) -> "Deck":
        """The deck after removing cards known to be out of it: a list of cards or {card: copies}."""
        if isinstance(seen, Mapping):
            removals = {c: whole(n, f"seen[{c!r}]", low=0) for c, n in seen.items()}
        elif isinstance(seen, (str, bytes)) or not hasattr(seen, "__iter__"):
            raise ValueError(f"seen: expected a list of cards or a mapping, got {seen!r}")
        else:
            removals = {}
            for c in seen:
                removals[c] = removals.get(c, 0) + 1
        left = dict(self._counts)
        for card, n in removals.items():
            if left.get(card, 0) < n:
                raise ValueError(
                    f"seen: cannot remove {n} x {card!r}, the deck holds {left.get(card, 0)}"
                )
            left[card] = left.get(card, 0) - n
        return Deck(left)

    def draw(self) -> Dist:
        """The distribution of the top card."""
        if not self._size:
            raise ValueError("deck: cannot draw a card from an empty deck")
        return Dist._from_weights(dict(self._counts), self._size)

    def sum_of(self, n: int) -> Dist:
        """The distribution of the sum of the top n cards (without replacement)."""
        whole(n, "n", low=0)
        if n > self._size:
            raise ValueError(f"n: cannot draw {n} cards from a deck of {self._size}")
        for card, _ in self._counts:
            if not is_whole(card):
                raise ValueError(f"deck: sum_of needs whole-number cards, got {card!r}")
        steps = self._sum_steps(n)
        if steps > MAX_SUM_STEPS:
            raise ValueError(
                f"n: the sum of {n} cards drawn from this deck of {self._size} cards "
                f"({len(self._counts)} different values) is too large a question to answer exactly "
                f"(about {steps:.1e} steps, the limit is {MAX_SUM_STEPS:.0e}); draw fewer cards"
            )
        # ways[j][s] = number of j-card subsets (copies told apart) of the values
        # seen so far whose sum is s; one pass per distinct value.
        ways: list[dict[int, int]] = [dict() for _ in range(n + 1)]
        ways[0][0] = 1
        for value, copies in self._counts:
            new = [dict(row) for row in ways]
            for j in range(n + 1):
                row = ways[j]
                if not row:
                    continue
                for k in range(1, min(copies, n - j) + 1):
                    mult = comb(copies, k)
                    target = new[j + k]
                    shift = k * value
                    for s, w in row.items():
                        t = s + shift
                        target[t] = target.get(t, 0) + w * mult
            ways = new
        return Dist._from_weights(ways[n], comb(self._size, n))

    def _sum_steps(self, n: int) -> int:
        """An upper bound on sum_of(n)'s work: values x draws x copies per value x sums at one size."""
        if n == 0 or not self._counts:
            return 0
        values = [v for v, _ in self._counts]
        spread = n * (max(values) - min(values)) + 1
        # The sums of j cards are at most the multisets of j values, and at most the spread.
        multisets = comb(len(values) + n - 1, n) if len(values) + n < 10_000 else spread
        sums = min(spread, multisets)
        copies = min(n, max(c for _, c in self._counts))
        return len(values) * n * copies * sums

    def max_value(self) -> Any:
        """The highest card the deck holds; ValueError if the cards do not compare with each other."""
        if not self._size:
            raise ValueError("deck: an empty deck has no highest card")
        top = self._counts[-1][0]
        try:
            highest = self._ordered and all(top >= card for card, _ in self._counts)
        except TypeError:
            highest = False
        if not highest:
            shown = ", ".join(repr(c) for c, _ in self._counts[:6])
            raise ValueError(f"deck: these cards do not compare with each other, so none is the highest ({shown})")
        return top

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Deck is immutable")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deck):
            return NotImplemented
        return self._counts == other._counts

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"Deck({dict(self._counts)!r})"


def p_none_within(copies: int, deck_size: int, n: int) -> Fraction:
    """P(none of `copies` given cards is among the next n drawn from deck_size cards).

    C(D - c, n) / C(D, n) = prod_{i < c} (D - n - i) / (D - i): one factor per wanted copy
    (or, the same product read the other way, per card drawn, whichever is fewer).
    """
    whole(copies, "copies", low=0)
    whole(deck_size, "deck_size", low=0)
    whole(n, "n", low=0)
    if copies > deck_size:
        raise ValueError(f"copies: {copies} copies cannot be in a deck of {deck_size}")
    if n > deck_size:
        raise ValueError(f"n: cannot draw {n} cards from a deck of {deck_size}")
    if copies + n > deck_size:
        return Fraction(0)  # fewer cards are left undrawn than there are copies
    steps = min(copies, n)
    if steps > MAX_PRODUCT_STEPS:
        raise ValueError(
            f"copies: {copies} copies among {n} cards drawn is too large a question to answer exactly "
            f"(the limit is {MAX_PRODUCT_STEPS} copies or cards drawn)"
        )
    if copies <= n:
        return Fraction(perm(deck_size - n, copies), perm(deck_size, copies))
    return Fraction(perm(deck_size - copies, n), perm(deck_size, n))


def p_any_within(copies: int, deck_size: int, n: int) -> Fraction:
    """P(at least one of `copies` given cards is among the next n drawn from deck_size cards)."""
    return 1 - p_none_within(copies, deck_size, n)
