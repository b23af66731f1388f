"""Dist: an immutable finite probability distribution with exact Fraction probabilities."""

from __future__ import annotations

from fractions import Fraction
from math import gcd
from typing import Any, Callable, Hashable, Iterable, Mapping

from companion.validate import is_exact, is_whole, whole

Outcome = Hashable


def _sort_key_fallback(pair: tuple[Any, int]) -> tuple[str, str]:
    return (type(pair[0]).__name__, repr(pair[0]))


def _sorted_pairs(pairs: Iterable[tuple[Any, int]]) -> tuple[tuple[Any, int], ...]:
    """Pairs sorted by outcome; outcomes that cannot be compared sort by type and repr."""
    pairs = list(pairs)
    try:
        pairs.sort(key=lambda pair: pair[0])
    except TypeError:
        pairs.sort(key=_sort_key_fallback)
    return tuple(pairs)


class Dist:
    """An immutable finite distribution: outcome -> Fraction, the probabilities summing to 1.

    Stored as whole-number weights over one common denominator, so convolutions
    multiply integers and Fractions are built only when a probability is read.
    """

    __slots__ = ("_pairs", "_den", "_hash")

    def __init__(self, mapping: Mapping[Outcome, Any]) -> None:
        """A distribution from {outcome: probability}; probabilities are ints or Fractions summing to 1."""
        if not isinstance(mapping, Mapping):
            raise ValueError(f"mapping: expected a mapping outcome -> probability, got {mapping!r}")
        if not mapping:
            raise ValueError("mapping: a distribution needs at least one outcome, got {}")
        probs: dict[Any, Fraction] = {}
        for outcome, p in mapping.items():
            if not is_exact(p):
                raise ValueError(
                    f"mapping: the probability of {outcome!r} must be an exact int or Fraction, got {p!r}"
                )
            p = Fraction(p)
            if p < 0:
                raise ValueError(f"mapping: the probability of {outcome!r} is negative: {p}")
            if p:
                probs[outcome] = p
        total = sum(probs.values(), Fraction(0))
        if total != 1:
            raise ValueError(f"mapping: probabilities must sum to 1, they sum to {total}")
        den = 1
        for p in probs.values():
            den = den * p.denominator // gcd(den, p.denominator)
        self._set(((o, int(p * den)) for o, p in probs.items()), den)

    def _set(self, pairs: Iterable[tuple[Any, int]], den: int) -> None:
        pairs = [(o, w) for o, w in pairs if w]
        g = den
        for _, w in pairs:
            g = gcd(g, w)
            if g == 1:
                break
        if g > 1:
            pairs = [(o, w // g) for o, w in pairs]
            den //= g
        object.__setattr__(self, "_pairs", _sorted_pairs(pairs))
        object.__setattr__(self, "_den", den)
        object.__setattr__(self, "_hash", None)

    @classmethod
    def _from_weights(cls, weights: Mapping[Any, int], den: int | None = None) -> "Dist":
        """Internal fast path: whole-number weights, already checked, over `den` (their sum if None)."""
        d = object.__new__(cls)
        d._set(weights.items(), sum(weights.values()) if den is None else den)
        return d

    @classmethod
    def from_counts(cls, counts: Mapping[Outcome, int]) -> "Dist":
        """A distribution proportional to whole-number counts {outcome: count} (e.g. cards in a deck)."""
        if not isinstance(counts, Mapping):
            raise ValueError(f"counts: expected a mapping outcome -> count, got {counts!r}")
        for outcome, c in counts.items():
            whole(c, f"counts: the count of {outcome!r}", low=0)
        total = sum(counts.values())
        if total == 0:
            raise ValueError(f"counts: at least one count must be positive, got {dict(counts)!r}")
        return cls._from_weights(counts, total)

    @classmethod
    def constant(cls, x: Outcome) -> "Dist":
        """The certain outcome x."""
        return cls._from_weights({x: 1}, 1)

    # --- reading -----------------------------------------------------------
    def items(self) -> tuple[tuple[Outcome, Fraction], ...]:
        """(outcome, probability) pairs sorted by outcome."""
        den = self._den
        return tuple((o, Fraction(w, den)) for o, w in self._pairs)

    def weights(self) -> tuple[tuple[tuple[Outcome, int], ...], int]:
        """The whole-number weights sorted by outcome and their common denominator."""
        return self._pairs, self._den

    @property
    def outcomes(self) -> tuple[Outcome, ...]:
        """The outcomes with positive probability, sorted."""
        return tuple(o for o, _ in self._pairs)

    def prob(self, x: Outcome) -> Fraction:
        """P(outcome == x); 0 for an outcome that cannot happen."""
        for o, w in self._pairs:
            if o == x:
                return Fraction(w, self._den)
        return Fraction(0)

    def p(self, predicate: Callable[[Outcome], bool]) -> Fraction:
        """P(predicate(outcome))."""
        return Fraction(sum(w for o, w in self._pairs if predicate(o)), self._den)

    def at_least(self, x: Any) -> Fraction:
        """P(outcome >= x)."""
        return Fraction(sum(w for o, w in self._pairs if o >= x), self._den)

    def at_most(self, x: Any) -> Fraction:
        """P(outcome <= x)."""
        return Fraction(sum(w for o, w in self._pairs if o <= x), self._den)

    def mean(self) -> Fraction:
        """The expected value of a numeric outcome."""
        for o, _ in self._pairs:
            if not is_exact(o):
                raise ValueError(f"dist: mean() needs whole or Fraction outcomes, got {o!r}")
        return Fraction(sum(o * w for o, w in self._pairs)) / self._den

    def cumulative(self) -> tuple[tuple[Outcome, Fraction, Fraction], ...]:
        """Rows (outcome, P(X <= outcome), P(X >= outcome)) sorted by outcome."""
        rows = []
        below = 0
        den = self._den
        for o, w in self._pairs:
            rows.append((o, Fraction(below + w, den), Fraction(den - below, den)))
            below += w
        return tuple(rows)

    def p_ge(self, other: "Dist | Any") -> Fraction:
        """P(self >= other) for independent self and other (other may be a constant)."""
        return p_ge(self, other)

    # --- building ----------------------------------------------------------
    def map(self, f: Callable[[Outcome], Outcome]) -> "Dist":
        """The distribution of f(outcome); outcomes that map together add up."""
        out: dict[Any, int] = {}
        for o, w in self._pairs:
            y = f(o)
            out[y] = out.get(y, 0) + w
        return Dist._from_weights(out, self._den)

    def __add__(self, other: "Dist | int") -> "Dist":
        """Convolution with an independent Dist, or a shift by a whole number."""
        if isinstance(other, Dist):
            out: dict[Any, int] = {}
            get = out.get
            for a, wa in self._pairs:
                for b, wb in other._pairs:
                    s = a + b
                    out[s] = get(s, 0) + wa * wb
            return Dist._from_weights(out, self._den * other._den)
        if is_whole(other) or isinstance(other, Fraction):
            return Dist._from_weights({o + other: w for o, w in self._pairs}, self._den)
        return NotImplemented

    def __radd__(self, other: "Dist | int") -> "Dist":
        """int + Dist is a shift (so sum() of Dists works from 0)."""
        if is_whole(other) or isinstance(other, Fraction):
            return Dist._from_weights({other + o: w for o, w in self._pairs}, self._den)
        return NotImplemented

    def to_sympy(self, var: str = "x") -> Any:
        """A sympy view: the generating function sum p*var**k for whole-number outcomes, else a sympy Dict."""
        import sympy  # here only: importing sympy costs a third of a second

        if all(is_whole(o) for o, _ in self._pairs):
            x = sympy.Symbol(var)
            return sympy.Add(*(sympy.Rational(w, self._den) * x**o for o, w in self._pairs))
        return sympy.Dict(
            {sympy.Symbol(str(o)): sympy.Rational(w, self._den) for o, w in self._pairs}
        )

    # --- identity ----------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Dist):
            return NotImplemented
        return self._den == other._den and self._pairs == other._pairs

    def __hash__(self) -> int:
        if self._hash is None:
            object.__setattr__(self, "_hash", hash((self._pairs, self._den)))
        return self._hash

    def __len__(self) -> int:
        return len(self._pairs)

    def __repr__(self) -> str:
        body = ", ".join(f"{o!r}: {Fraction(w, self._den)}" for o, w in self._pairs)
        return f"Dist({{{body}}})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Dist is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Dist is immutable")


def p_ge(a: "Dist | Any", b: "Dist | Any") -> Fraction:
    """P(a >= b) for independent a and b; either may be a constant."""
    if not isinstance(a, Dist):
        a = Dist.constant(a)
    if not isinstance(b, Dist):
        b = Dist.constant(b)
    # Sweep b's sorted outcomes against a's running tail: O(n + m) after sorting.
    a_pairs, a_den = a._pairs, a._den
    b_pairs, b_den = b._pairs, b._den
    total = 0
    i = len(a_pairs) - 1
    tail = 0  # weight of a's outcomes >= the current b outcome
    for ob, wb in reversed(b_pairs):
        while i >= 0 and a_pairs[i][0] >= ob:
            tail += a_pairs[i][1]
            i -= 1
        total += tail * wb
    return Fraction(total, a_den * b_den)
