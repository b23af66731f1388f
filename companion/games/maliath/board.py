"""The places her instructions name: the Islands' ring, each Island's Regions, her Champion's Region.

The core board stays on the table; the player reports once what the companion needs (the dominant
direction, the Islands in their spaces, each Island's Regions, the Attunement Cards' order) and these
pure functions keep her Champion's place through Move an Island, Walk, Fly and Retreat.

Rulebook: "Maliath's Actions: Move Champion", "Destiny Cards Overview" (#CS007/#CS008 Move an Island),
"Setup" step 8 (her starting Region) and "Battle Procedure" (Retreat).

- ring: the Island icons in their spaces, space 1 first, clockwise.
- layout: one Island's Regions in clockwise order (without a Region under a Mirage token).
- place: (Island icon, Region type).
"""

from __future__ import annotations

from typing import Sequence

from companion.games.maliath.data import DIRECTIONS
from companion.validate import choice

__all__ = ["Place", "FLY", "STAY", "MOVE_TO", "DOMINANT", "EQUAL", "BOTH", "NEITHER", "ordinal", "say_place", "walk_answers", "walk_to", "fly", "move_island",
           "start_place", "next_region", "retreat_to"]

Place = tuple[str, str]
FLY, STAY, MOVE_TO, DOMINANT = "fly", "stay", "move_to:", "dominant_direction"
EQUAL, BOTH, NEITHER = "equal", "both", "neither"
_ORDINALS = ("first", "second", "third", "fourth", "fifth")


def _step(direction: str) -> int:
    return 1 if choice(direction, "direction", DIRECTIONS) == DIRECTIONS[0] else -1


def ordinal(n: int) -> str:
    """'first' to 'fifth' for 1 to 5."""
    return _ORDINALS[n - 1] if 1 <= n <= len(_ORDINALS) else f"{n}th"


def say_place(place: Place, ring: Sequence[str]) -> str:
    """A place in words, e.g. 'Crystal Field of the second Island, the Volcano Island'."""
    island, region = place
    if island not in ring:  # its space is being asked again
        return f"{region} of the {island} Island"
    return f"{region} of the {ordinal(tuple(ring).index(island) + 1)} Island, the {island} Island"


def next_region(regions: Sequence[str], region: str, direction: str) -> str:
    """The Region after `region` on its Island in the dominant direction."""
    regions = tuple(regions)
    return regions[(regions.index(region) + _step(direction)) % len(regions)]


def walk_answers(regions: Sequence[str], region: str) -> tuple[str, ...]:
    """The Walk cases the player chooses from, for her Champion in `region` of an Island with `regions`.

    fly (she controls the whole Island), stay (the others, not her own), move_to:<Region> (the one other
    Region she lacks), dominant_direction (she lacks both others; not offered with a single other Region).
    """
    others = tuple(r for r in regions if r != region)
    moves = tuple(MOVE_TO + r for r in others)
    return (FLY, STAY) + moves + ((DOMINANT,) if len(others) == 2 else ())


def walk_to(answer: str, regions: Sequence[str], region: str, direction: str) -> str | None:
    """Her Champion's Region after Walk with this answer (None: she Flies instead)."""
    if answer not in walk_answers(regions, region):
        raise ValueError(f"answer: {answer!r} is not a Walk case here")
    if answer == FLY:
        return None
    if answer == STAY:
        return region
    if answer == DOMINANT:
        return next_region(regions, region, direction)
    return answer.removeprefix(MOVE_TO)


def fly(ring: Sequence[str], layout_of: dict[str, tuple[str, ...]], place: Place,
        direction: str) -> tuple[Place, bool]:
    """Fly: the next Island in the dominant direction with her Region's type (skipping others), then the next
    Region in the dominant direction there. Returns (new place, whether another Island had the type).

    If no other Island has it she stays on hers and only moves on to its next Region (ruling fly_no_match).
    """
    ring = tuple(ring)
    island, region = place
    here = ring.index(island)
    step = _step(direction)
    for k in range(1, len(ring)):
        other = ring[(here + step * k) % len(ring)]
        if region in layout_of[other]:
            return (other, next_region(layout_of[other], region, direction)), True
    return (island, next_region(layout_of[island], region, direction)), False


def move_island(ring: Sequence[str], attunement: Sequence[str], island: str,
                direction: str) -> tuple[tuple[str, ...], str, int]:
    """Move an Island: `island` goes to the centre; the space wanted is that of the Island with the topmost
    Attunement Card but its own; the other Islands rotate in the dominant direction until that space is
    free, and `island` goes there. Returns (the new ring, the Island whose space was wanted, spaces rotated).
    """
    ring = tuple(ring)
    wanted = next(i for i in attunement if i != island)
    here, there = ring.index(island), ring.index(wanted)
    step = _step(direction)
    steps = ((there - here) * step) % len(ring)
    # Every Island moves `steps` spaces (the gap with them), and hers drops into the space wanted:
    # the ring as a whole turns by `steps` in the dominant direction.
    turned = [""] * len(ring)
    for p, name in enumerate(ring):
        turned[(p + step * steps) % len(ring)] = name
    return tuple(turned), wanted, steps


def start_place(attunement: Sequence[str], layout_of: dict[str, tuple[str, ...]], region: str) -> Place | None:
    """Setup step 8: the first Island from the topmost Attunement Card down with an open Region of this type."""
    for island in attunement:
        if region in layout_of[island]:
            return island, region
    return None


def retreat_to(regions: Sequence[str], battle_region: str, direction: str, worth: str = EQUAL,
               uncontrolled: str = BOTH) -> str:
    """Retreat All: the Region her units go to on the Battle's Island.

    worth: the other Region worth more (Region Cards; unrevealed ones count the most), or EQUAL;
    uncontrolled: among equally worth ones, the one she does not control, BOTH or NEITHER;
    a tie left goes to the one next in the dominant direction from the Battle.
    """
    others = tuple(r for r in regions if r != battle_region)
    if not others:
        raise ValueError("regions: the Battle's Island has no other Region to retreat to")
    if len(others) == 1:
        return others[0]
    if worth in others:
        return worth
    if uncontrolled in others:
        return uncontrolled
    return next_region(regions, battle_region, direction)

