"""The Colossus: where it ends up after Colossus Cards, and what its attack costs the City.

Rulebook "The Colossus Card Is Revealed!": two Parasites spawn beside the Colossus, the
City loses 2 Defense Points per Parasite in play plus the Strength of every Monster in
play, then a Primal Shard is drawn from the bag and the Colossus walks clockwise along
the external nodes as many nodes as the shard's value. The shards stay out of the bag
until the Night cycle ends ("Night Phase": the fifth Region type puts them back), so two
Colossus Cards in one cycle draw without replacement.

The Icaion board's node list is not public, so the ring of external nodes is data the
caller passes in: a sequence of node names in clockwise order (its length is the ring's
size), e.g. the schematic board of companion.games.fall.board when there is one.
"""

from __future__ import annotations

from typing import Hashable, Iterable, Mapping, Sequence

from companion.games.fall.data import (
    BOULRON_COLOSSUS_DAMAGE,
    COLOSSUS_LOSS_PER_PARASITE,
    COLOSSUS_PARASITES_SPAWNED,
    fall_monster,
)
from companion.games.fall.phases.shards import shard_pool
from companion.odds import Dist
from companion.validate import count


def _check_ring(ring: Sequence[Hashable]) -> tuple[Hashable, ...]:
    if isinstance(ring, (str, bytes)) or not isinstance(ring, Sequence):
        raise ValueError(f"ring: expected the external nodes in clockwise order, got {ring!r}")
    nodes = tuple(ring)
    if not nodes:
        raise ValueError("ring: the ring of external nodes is empty")
    if len(set(nodes)) != len(nodes):
        raise ValueError(f"ring: each external node must appear once, got {ring!r}")
    return nodes


def colossus_steps(face_down: Mapping[int, int], *, colossus_cards: int = 1) -> Dist:
    """Total clockwise nodes walked over the next `colossus_cards` Colossus Cards of this Night cycle."""
    count(colossus_cards, "colossus_cards", low=1)
    pool = shard_pool(face_down)
    if colossus_cards > pool.size:
        raise ValueError(f"colossus_cards: {colossus_cards} cards need more shards than the {pool.size} in the bag")
    return pool.sum_of(colossus_cards)


def colossus_position(
    at: int, ring_size: int, face_down: Mapping[int, int], *, colossus_cards: int = 1
) -> Dist:
    """Index (0..ring_size-1, clockwise) of the Colossus's node after the next Colossus Card(s)."""
    count(ring_size, "ring_size", low=1)
    count(at, "at: the Colossus's node index", low=0, high=ring_size - 1)
    steps = colossus_steps(face_down, colossus_cards=colossus_cards)
    return steps.map(lambda walked: (at + walked) % ring_size)


def colossus_destination(
    ring: Sequence[Hashable], at: Hashable, face_down: Mapping[int, int], *, colossus_cards: int = 1
) -> Dist:
    """The external node the Colossus stands on after the next Colossus Card(s), ring given clockwise."""
    nodes = _check_ring(ring)
    if at not in nodes:
        raise ValueError(f"at: the Colossus must stand on a node of the ring, got {at!r}")
    index = colossus_position(nodes.index(at), len(nodes), face_down, colossus_cards=colossus_cards)
    return index.map(lambda i: nodes[i])


def city_loss_to_colossus(
    parasites_in_play: int, monsters_in_play: Iterable[str] = (), *, boulron_adds_to_strength: bool = True
) -> int:
    """Defense Points the City loses in step 2 of a Colossus Card, counting the two Parasites just spawned.

    Boulron the Reaper "inflicts 10 damage to the City" during a Colossus Card: by default
    that is on top of its Strength 5 in the Monsters' sum; with
    boulron_adds_to_strength=False the 10 replaces its Strength instead.
    """
    spawned = COLOSSUS_PARASITES_SPAWNED.value
    # Step 1 has just put two Parasites on the board (the supply counts as unlimited),
    # so a smaller count is the one from before the card: it would undercount the loss.
    count(parasites_in_play, f"parasites_in_play: the Parasites on the board after step 1, the {spawned} "
                             "just spawned included", low=spawned)
    if isinstance(monsters_in_play, (str, bytes)):
        raise ValueError(f"monsters_in_play: expected a list of Monster names, got {monsters_in_play!r}")
    monsters = []
    for name in monsters_in_play:
        try:
            monsters.append(fall_monster(name))
        except ValueError:
            raise ValueError(f"monsters_in_play: {name!r} is not a Fall monster") from None
    if len(set(monsters)) != len(monsters):
        raise ValueError(f"monsters_in_play: each Monster is in play at most once, got {monsters_in_play!r}")
    loss = COLOSSUS_LOSS_PER_PARASITE.value * parasites_in_play
    for monster in monsters:
        if monster.name.startswith("Boulron"):
            extra = BOULRON_COLOSSUS_DAMAGE.value
            loss += extra + monster.fall_strength if boulron_adds_to_strength else extra
        else:
            loss += monster.fall_strength
    return loss
