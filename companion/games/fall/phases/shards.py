"""Primal Shards: the value of the next one revealed, and the Qoam an Investigation costs.

Two pools of face-down shards exist in The Fall: the bag a Colossus Card draws from
("The Colossus Card Is Revealed!") and the shards plugged into the Colossus miniature's
base that Investigate the Colossus takes. Both are a multiset {value: count} here; the
players say which shards they have already seen, and the companion never guesses.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Iterable, Mapping

from companion.games.fall.data import PRIMAL_SHARD_VALUES
from companion.odds import Deck, Dist
from companion.validate import count, is_whole


def _is_shard_value(value: object) -> bool:
    return is_whole(value) and value in PRIMAL_SHARD_VALUES.value


def _check_pool(pool: Mapping[int, int], name: str) -> None:
    if not isinstance(pool, Mapping):
        raise ValueError(f"{name}: expected a mapping shard value -> count, got {pool!r}")
    for value, n in pool.items():
        if not _is_shard_value(value):
            raise ValueError(f"{name}: a Primal Shard's value is 1, 2 or 3, got {value!r}")
        count(n, f"{name}: the count of value {value}")


def shard_pool(face_down: Mapping[int, int], *, name: str = "face_down") -> Deck:
    """The face-down shards as a Deck, refusing values other than 1..3 and negative or empty pools."""
    _check_pool(face_down, name)
    pool = Deck(dict(face_down))
    if pool.size == 0:
        raise ValueError(f"{name}: no shard is face down, got {dict(face_down)!r}")
    return pool


def shards_left(pool: Mapping[int, int], revealed: Iterable[int]) -> dict[int, int]:
    """The pool {value: count} after taking out the shards already revealed from it."""
    _check_pool(pool, "pool")
    revealed = list(revealed)
    for value in revealed:
        if not _is_shard_value(value):
            raise ValueError(f"revealed: a Primal Shard's value is 1, 2 or 3, got {value!r}")
    counts = dict(pool)
    for value in set(revealed):
        if revealed.count(value) > counts.get(value, 0):
            raise ValueError(
                f"revealed: {revealed.count(value)} shards of value {value} revealed, the pool held {counts.get(value, 0)}"
            )
        counts[value] -= revealed.count(value)
    return {v: n for v, n in sorted(counts.items()) if n}


def next_shard(face_down: Mapping[int, int]) -> Dist:
    """The value of the next Primal Shard drawn at random from the face-down shards {value: count}."""
    return shard_pool(face_down).draw()


def investigation_cost(face_down: Mapping[int, int]) -> Dist:
    """Qoam crystals an Investigate the Colossus costs: two (a pair of different colours) per shard point."""
    # Rulebook "Investigate the Colossus": one pair of two different Qoam per Primal Shard point.
    return next_shard(face_down).map(lambda value: 2 * value)


def p_investigation_paid(face_down: Mapping[int, int], pairs: int) -> Fraction:
    """P(the next shard's value is at most `pairs`, the pairs of the two region colours the player can pay)."""
    count(pairs, "pairs")
    return next_shard(face_down).at_most(pairs)
